import type { Allowance, Charge } from './service.ts';

/*
 * The allowances of the abuse limits, in one place with the reasons for their numbers. A hostile test
 * had one player text 35 different numbers (premium ranges abroad among them) in 1.6 s; every SMS costs
 * the operator money, so each is counted three ways and the first allowance used up refuses.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * SMS one player may cause per hour. Verifying a phone takes one code, a typo or a late SMS a second
 * or third (the resend countdown is 60 s); 5 leaves room for that and stops a script at 5.
 */
export const SMS_PER_PLAYER: Allowance = { name: 'sms-player', max: 5, windowMs: HOUR };

/**
 * SMS one address may cause per hour, whatever the accounts: twice a player's allowance, so a
 * household or office sharing one address can verify two phones, while opening many accounts from
 * one address does not multiply the player allowance.
 */
export const SMS_PER_IP: Allowance = { name: 'sms-ip', max: 10, windowMs: HOUR };

/**
 * SMS the whole site may send per minute: the circuit breaker for pumping spread over many accounts
 * and addresses. Far above what sign-ups need (a busy campaign brings a few verifications a minute),
 * and it caps what a distributed attack costs at 30 messages a minute until the operator acts (each
 * refusal is logged as a warning).
 */
export const SMS_SITE_WIDE: Allowance = { name: 'sms-site', max: 30, windowMs: MINUTE };

/**
 * Accounts one address may open per hour. A family or a shop signing up together needs a few; mass
 * account creation (to multiply the per-player SMS allowance or trial bonuses) needs many.
 */
export const REGISTRATIONS_PER_IP: Allowance = { name: 'registration-ip', max: 5, windowMs: HOUR };

/** The charges of one SMS caused by `playerId` from `ip`, the narrowest first. */
export const smsCharges = (playerId: number, ip: string): Charge[] => [
  { allowance: SMS_PER_PLAYER, subject: String(playerId) },
  { allowance: SMS_PER_IP, subject: ip },
  { allowance: SMS_SITE_WIDE, subject: 'site' },
];

/** Whose SMS allowance a refused charge used up, as the refusal names it. */
export function smsScopeOf({ allowance }: Charge): 'player' | 'network' | 'site' {
  if (allowance.name === SMS_PER_PLAYER.name) return 'player';
  if (allowance.name === SMS_PER_IP.name) return 'network';
  return 'site';
}

export const registrationCharges = (ip: string): Charge[] => [
  { allowance: REGISTRATIONS_PER_IP, subject: ip },
];
