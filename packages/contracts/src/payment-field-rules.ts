import cardValidator from 'card-validator';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { z } from 'zod';
import { decimalToMinor } from './money.ts';
import type { IssueCode, ParamIssue } from './validation-messages.ts';

/*
 * The rules of the payment field keys with a meaning beyond their type (PAYMENT_FIELD_KEYS in
 * payment.ts), and the mask check every masked text field gets. Each rule reports at most one issue, in
 * the validation-messages conventions: a plain code as the message, or a code with values in `params`
 * (formatIssue reads both), so the API's 400 answer and the site's form say the same sentence.
 * IBAN and card checks are the libraries' (ibantools, card-validator), not hand-written.
 */

type Ctx = z.core.$RefinementCtx<unknown>;

function refuse(ctx: Ctx, code: IssueCode): void {
  ctx.addIssue({ code: 'custom', message: code });
}

/** No message on purpose: zod then asks the error map, which is formatIssue on the site (with the values). */
function refuseWith(ctx: Ctx, params: ParamIssue): void {
  ctx.addIssue({ code: 'custom', params });
}

// ── Masks ─────────────────────────────────────────────────────────────────────────────────────────
/** IMask's digit placeholder; every other mask character is a literal. */
const DIGIT_SLOT = '0';
const DIGIT = /^\d$/;

/**
 * The value written out in full against an IMask mask ('TR00 0000' + 'tr330006' → 'TR33 0006'), or null
 * when it does not fit. Each literal may be typed or left out (the site's mask input may send the
 * unmasked value, a person may paste it either way); a literal is compared without regard to case.
 * A small table over (mask position, value position) rather than greedy matching, so a literal that is
 * also a digit ('+90 000') cannot swallow a digit that belongs to a slot.
 */
export function conformToMask(value: string, mask: string): string | null {
  const m = mask.length;
  const v = value.length;
  // fits[i][j]: mask from i matches value from j; filled from the ends backwards.
  const fits: boolean[][] = Array.from({ length: m + 1 }, () => new Array<boolean>(v + 1).fill(false));
  fits[m]![v] = true;
  for (let i = m - 1; i >= 0; i--) {
    const slot = mask[i]!;
    for (let j = v; j >= 0; j--) {
      const char = value[j];
      if (slot === DIGIT_SLOT) {
        fits[i]![j] = char !== undefined && DIGIT.test(char) && fits[i + 1]![j + 1]!;
      } else {
        const typed = char !== undefined && char.toUpperCase() === slot.toUpperCase() && fits[i + 1]![j + 1]!;
        fits[i]![j] = typed || fits[i + 1]![j]!;
      }
    }
  }
  if (!fits[0]![0]) return null;
  // Walk the table forwards again, putting each literal in whether or not it was typed.
  let out = '';
  let j = 0;
  for (let i = 0; i < m; i++) {
    const slot = mask[i]!;
    const char = value[j];
    if (slot === DIGIT_SLOT) {
      out += char;
      j++;
    } else {
      if (char !== undefined && char.toUpperCase() === slot.toUpperCase() && fits[i + 1]![j + 1]) j++;
      out += slot;
    }
  }
  return out;
}

/**
 * IMask characters with a meaning besides the digit slot: 'a' (a letter), '*' (any character), '[' ']'
 * (an optional part), '{' '}' (a part kept in the value), '`' and '\\' (IMask's stop and escape). The
 * site's input would treat them as slots or markers while conformToMask reads every character but '0' as
 * a literal, so a mask using one would be drawn and checked differently.
 */
const IMASK_MARKERS = /[a*[\]{}`\\]/;

/**
 * A mask both sides read alike (the operator's field definitions, issue #27): at least one digit slot
 * ('0'), and none of IMask's other markers. Every other character is a literal ('TR', ' ', '/', '-').
 */
export function isSupportedMask(mask: string): boolean {
  return mask.includes(DIGIT_SLOT) && !IMASK_MARKERS.test(mask);
}

/** The value in its mask's full form, or the value itself when the field has no mask; null = refused. */
function masked(value: string, mask: string | null, ctx: Ctx): string | null {
  if (mask === null || mask === '') return value;
  const full = conformToMask(value, mask);
  if (full === null) refuseWith(ctx, { code: 'maskFormat', mask });
  return full;
}

/** A blank text is the 'required' rule's to report; a key rule stays silent about it. */
function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

// ── Key rules ─────────────────────────────────────────────────────────────────────────────────────
/** What the amount rule needs to know about the method (its limits, in the method's currency). */
export type PaymentDetailContext = { minAmount: number; maxAmount: number; now?: Date };

/** Amounts are entered in a currency with 2 minor units (TRY, USDT as the cashier shows it). */
const AMOUNT_PLACES = 2;

export function checkAmount(value: unknown, context: PaymentDetailContext | undefined, ctx: Ctx): void {
  if (typeof value !== 'number') return; // the type rule has said so
  if (!(value > 0)) return refuse(ctx, 'amountPositive');
  // Exact on the decimal digits, not float arithmetic (0.07 is 2 places, 1e-7 is more).
  if (decimalToMinor(value, AMOUNT_PLACES) === null) return refuse(ctx, 'amountDecimals');
  if (context && (value < context.minAmount || value > context.maxAmount)) {
    refuseWith(ctx, { code: 'amountRange', min: context.minAmount, max: context.maxAmount });
  }
}

export function checkIban(value: unknown, mask: string | null, ctx: Ctx): void {
  if (typeof value !== 'string' || isBlank(value)) return;
  const full = masked(value, mask, ctx);
  if (full === null) return;
  // electronicFormatIBAN drops spaces and dashes and upper-cases; isValidIBAN checks the country's
  // length and BBAN pattern and the mod-97 check digits.
  const electronic = electronicFormatIBAN(full);
  if (!electronic || !isValidIBAN(electronic)) refuse(ctx, 'iban');
}

export function checkCardNo(value: unknown, mask: string | null, ctx: Ctx): void {
  if (typeof value !== 'string' || isBlank(value)) return;
  const full = masked(value, mask, ctx);
  if (full === null) return;
  const digits = full.replace(/[\s-]/g, '');
  // isValid: a known scheme's prefix (Troy and UnionPay included), one of its lengths, and Luhn.
  if (!/^\d+$/.test(digits) || !cardValidator.number(digits, { luhnValidateUnionPay: true }).isValid) {
    refuse(ctx, 'cardNumber');
  }
}

/** Cards are not issued for longer than this; a later year is a typing slip. */
const MAX_CARD_YEARS_AHEAD = 20;

export function checkExpiry(value: unknown, mask: string | null, now: Date, ctx: Ctx): void {
  if (typeof value !== 'string' || isBlank(value)) return;
  const full = masked(value, mask, ctx);
  if (full === null) return;
  // 'MM/YY' or 'MMYY' (the mask decides the separator; without a mask either form is taken).
  const match = /^(\d{2})\/?(\d{2})$/.exec(full);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return refuse(ctx, 'expiryFormat');
  const year = 2000 + Number(match[2]);
  // A card is good to the end of its month; compared in UTC months so both sides agree.
  const expiry = year * 12 + (month - 1);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expiry < current) return refuse(ctx, 'cardExpired');
  if (expiry > current + MAX_CARD_YEARS_AHEAD * 12) refuse(ctx, 'expiryFormat');
}

export function checkCvv(value: unknown, mask: string | null, ctx: Ctx): void {
  if (typeof value !== 'string' || isBlank(value)) return;
  const full = masked(value, mask, ctx);
  if (full !== null && !/^\d{3,4}$/.test(full)) refuse(ctx, 'cvv');
}

/** A masked text field without a key rule: it only has to fit its mask. */
export function checkMask(value: unknown, mask: string, ctx: Ctx): void {
  if (typeof value !== 'string' || isBlank(value)) return;
  masked(value, mask, ctx);
}
