import { randomInt } from 'node:crypto';
import type { PaymentDetail, PaymentField } from '@lale/contracts';

/*
 * What of a player's payment details is kept (payment_transactions.detail_summary): only what the
 * operator needs to recognise the account and is safe to show back — an allow-list by field key, so a
 * key nobody thought of is dropped rather than stored. Card number, expiry and CVV are never kept:
 * only the provider's page sees them.
 */

const lastFour = (value: string) => value.slice(-4);
const compact = (value: string) => value.replace(/[\s-]/g, '');

/** 'TR33 0006 1005 1978 6457 8413 26' → 'TR** **** … 1326'. */
export function maskIban(value: string): string {
  const iban = compact(value).toUpperCase();
  return `${iban.slice(0, 2)}** **** … ${lastFour(iban)}`;
}

/** An e-wallet account number: only its last four digits. */
export const maskAccountNo = (value: string) => `•••• ${lastFour(compact(value))}`;

/** A crypto address: its first and last characters, enough to compare with the player's wallet. */
export const shortenAddress = (value: string) => {
  const address = value.trim();
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
};

const KEEP: Record<string, (value: string) => string> = {
  Iban: maskIban,
  AccountNo: maskAccountNo,
  WalletAddress: shortenAddress,
  FullName: (value) => value.trim(),
  CardHolder: (value) => value.trim(),
};

/** The storable summary of `detail` (already validated against `fields`). */
export function safeSummary(fields: readonly PaymentField[], detail: PaymentDetail): Record<string, string> {
  const summary: Record<string, string> = {};
  for (const field of fields) {
    const value = detail[field.key];
    if (value === undefined) continue;
    if (field.option !== null) {
      // A dropdown: the name of the chosen option (e.g. the crypto network), never free text.
      const chosen = field.option.find((option) => option.id === value);
      if (chosen) summary[field.key] = chosen.name;
      continue;
    }
    const keep = KEEP[field.key];
    if (keep && typeof value === 'string') summary[field.key] = keep(value);
  }
  return summary;
}

const sameName = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleUpperCase('tr-TR');

/**
 * The payment instrument a kept summary names, for AML's "many payment instruments" rule: the account
 * the money came from or went to, as far as the summary knows it — the masked IBAN, the e-wallet's last
 * four, the shortened crypto address; for a card only its holder's name (the card number is never
 * kept), for a bank transfer in only the sender's name. Null when the summary names no account (a
 * crypto deposit keeps only its network). Masks can make two accounts one (same last four): the count
 * errs low, never high.
 */
export function instrumentOf(summary: Readonly<Record<string, string>>): string | null {
  if (summary.Iban) return `IBAN ${summary.Iban}`;
  if (summary.AccountNo) return `account ${summary.AccountNo}`;
  if (summary.WalletAddress) return `wallet ${summary.WalletAddress}`;
  if (summary.CardHolder) return `card of ${sameName(summary.CardHolder)}`;
  if (summary.FullName) return `transfer from ${sameName(summary.FullName)}`;
  return null;
}

// No 0/O or 1/I: references are read out to support and typed into bank transfer descriptions.
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh human-quotable reference: 'D-7K3M9Q2P' for a deposit, 'W-…' for a withdrawal. */
export function newReference(kind: 'deposit' | 'withdraw'): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${kind === 'deposit' ? 'D' : 'W'}-${code}`;
}
