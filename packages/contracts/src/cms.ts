import { z } from 'zod';
import { BootstrapSchema } from './bootstrap.ts';
import { envelope, MessageResponseSchema, NoPayloadSchema } from './envelope.ts';
import { callRequestMessageRule, callRequestNameRule, callRequestPhoneRule, requiredText } from './rules.ts';

/* Content calls (spec §7 cms/*) and content entities: bootstrap, call request, promotion. */

// GET cms/grouped → the bootstrap object (bootstrap.ts), stored by the site under the key `bootstrap`.
export const CmsGroupedRequestSchema = NoPayloadSchema;
export const CmsGroupedResponseSchema = envelope(BootstrapSchema);
export type CmsGroupedResponse = z.infer<typeof CmsGroupedResponseSchema>;

/** The call-request form the visitor fills in (spec §5): the phone is checked here, then folded into the message. */
export const CallRequestFormSchema = z.object({
  name: callRequestNameRule,
  phone: callRequestPhoneRule,
  message: callRequestMessageRule,
});
export type CallRequestForm = z.infer<typeof CallRequestFormSchema>;

/**
 * The message cms/callme receives: the phone and the visitor's text under the labels 'Telefon No' and
 * 'Mesaj' (spec §7). The site must build it with this function so the API's length limit below fits.
 */
export function formatCallMeMessage(phone: string, message: string): string {
  return `Telefon No: ${phone}\nMesaj: ${message}`;
}

/** Longest composed message: a 20-digit phone and a 100-character text (the form's own limits). */
const CALL_ME_MESSAGE_MAX = formatCallMeMessage('0'.repeat(20), 'x'.repeat(100)).length;

/**
 * Digits the phone of a call request must have: 10 (a Turkish number without the 90 prefix) up to 20
 * (phoneRule's cap). The spec only says the site prefixes the phone; a message without a number the
 * call centre can dial is refused, so a script cannot fill the queue with free text.
 */
export const CALL_ME_PHONE_DIGITS = { min: 10, max: 20 } as const;

const CALL_ME_MESSAGE_SHAPE = /^Telefon No: ([^\n]*)\nMesaj: ([\s\S]*)$/;

/** The phone and the visitor's text of a composed message; null when it is not in that shape. */
export function parseCallMeMessage(message: string): { phone: string; text: string } | null {
  const match = CALL_ME_MESSAGE_SHAPE.exec(message);
  return match ? { phone: match[1]!, text: match[2]! } : null;
}

/** Digits, optionally with the mask's spaces, '+', '-', '(' and ')'. */
function isDialable(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return (
    /^[\d +()-]+$/.test(phone) && digits >= CALL_ME_PHONE_DIGITS.min && digits <= CALL_ME_PHONE_DIGITS.max
  );
}

/**
 * The composed message's content: a dialable phone (else the spec's own phone warning, 'phoneRequired')
 * and a text that is not blank. Skipped for a blank message, which already reads as 'required'.
 */
function callMeMessageContent(payload: z.core.ParsePayload<string>): void {
  if (payload.value.trim() === '') return;
  const parts = parseCallMeMessage(payload.value);
  if (!parts || !isDialable(parts.phone)) {
    payload.issues.push({ code: 'custom', message: 'phoneRequired', input: payload.value });
  } else if (parts.text.trim() === '') {
    payload.issues.push({ code: 'custom', message: 'required', input: payload.value });
  }
}

/**
 * POST cms/callme {name, message}. The form limit of 100 applies to what the visitor typed; the sent
 * message also carries the phone prefix, so the API allows the composed maximum.
 */
export const CallMeRequestSchema = z.object({
  name: callRequestNameRule,
  message: requiredText(5, CALL_ME_MESSAGE_MAX).check(callMeMessageContent),
});
export const CallMeResponseSchema = MessageResponseSchema;
export type CallMeRequest = z.infer<typeof CallMeRequestSchema>;
