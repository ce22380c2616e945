import { z } from 'zod';

/**
 * Every API response is `{ success, message, data }` (spec §3, DESIGN §4).
 * `envelope(schema)` describes a successful answer carrying `schema` as data.
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}

/** A refusal: validation failures carry `data.errors` as `{ field: message }`. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  data: z.union([z.object({ errors: z.record(z.string(), z.string()) }), z.null()]),
});

export type Envelope<T> = { success: boolean; message: string; data: T };
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/**
 * A call whose answer is only `success` and `message` (spec §7 "success, message") carries
 * `data: null` — never an omitted key, so the OpenAPI document and the client agree.
 */
export const MessageResponseSchema = envelope(z.null());
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** GET calls take no payload; this is their request schema (nothing is read from the body). */
export const NoPayloadSchema = z.object({});
export type NoPayload = z.infer<typeof NoPayloadSchema>;
