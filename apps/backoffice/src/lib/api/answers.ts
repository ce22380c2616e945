import { ApiError, type Written } from './client.ts';

/* What the screens read off an answer: a refusal's field errors, a write's message. */

/** A refusal's `data.errors` (field path → message, e.g. 'title.tr'), or {} for any other failure. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || typeof error.data !== 'object' || error.data === null) return {};
  const errors = (error.data as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The message a finished write shows: the server's, or ours when it answered none. */
export const doneMessage = (answer: { message: string }, fallback: string) =>
  answer.message.trim() || fallback;

/** Said when a held write's answer carries no message of its own (the server always words one). */
export const HELD_FALLBACK = 'The change waits for a second approver: it is not applied yet.';

/**
 * The message a write that may be held shows: the server's, or ours — the waiting one when held, else
 * `saved` (which alone may read the saved entity).
 */
export const writtenMessage = <T>(answer: Written<T>, saved: (data: T) => string) =>
  answer.message.trim() || (answer.held ? HELD_FALLBACK : saved(answer.data));
