import { randomInt } from 'node:crypto';
import { PHONE_MASK_DIGITS, PHONE_PREFIX } from '@lale/contracts';

/*
 * How the identifiers people type are compared and stored, in one place for every module.
 */

/**
 * Usernames compare with Turkish case folding, and the dotted and dotless i are one letter: 'AYŞE' =
 * 'ayşe', and 'Ali', 'ALİ', 'alı' and 'ALI' are all 'ali'. Lower-casing alone keeps 'ali' and 'alı'
 * apart, yet only a dot tells them apart at a glance (and 'ALİ' from 'ALI' in capitals), so two such
 * players could impersonate each other. Turkish-aware lower case first ('I' → 'ı', 'İ' → 'i'),
 * then 'ı' → 'i'. The same key serves sign-up, login and recovery; the accounts_abuse_limits migration
 * re-keyed old rows.
 */
export const usernameKey = (username: string) => username.toLocaleLowerCase('tr').replaceAll('ı', 'i');

/** E-mail addresses compare case-insensitively (the local part too: no provider treats case apart). */
export const emailKey = (email: string) => email.trim().toLowerCase();

/**
 * Phones are stored as digits with the country prefix (905321234567). The contract says the site
 * sends the prefix; a bare 10-digit number (the mask's digits without it) is a Turkish number whose
 * prefix was left off, so it gets '90'. Other lengths are kept as sent (foreign numbers).
 */
export function normalisePhone(phone: string): string {
  const digits = phone.replace(/\D+/g, '');
  return digits.length === PHONE_MASK_DIGITS ? `${PHONE_PREFIX}${digits}` : digits;
}

/** A public player number: 8 digits, random so it reveals neither sign-up order nor player count. */
export const newUsercode = () => String(randomInt(10_000_000, 100_000_000));
