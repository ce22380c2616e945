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
 * POST cms/callme {name, message}. The form limit of 100 applies to what the visitor typed; the sent
 * message also carries the phone prefix, so the API allows the composed maximum.
 */
export const CallMeRequestSchema = z.object({
  name: callRequestNameRule,
  message: requiredText(5, CALL_ME_MESSAGE_MAX),
});
export const CallMeResponseSchema = MessageResponseSchema;
export type CallMeRequest = z.infer<typeof CallMeRequestSchema>;
