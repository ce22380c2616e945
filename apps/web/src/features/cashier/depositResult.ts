import type { DepositResponse } from '@lale/contracts';

/*
 * Spec §4 deposit flow: a `data` string starting with http is the provider's page (Iframe mode);
 * anything else means the request is recorded and the server's message says what happens next
 * (Message mode: a bank transfer's account details and reference, for instance).
 */
export type DepositResult =
  | { mode: 'iframe'; url: string; message: string }
  | { mode: 'message'; message: string; details: string | null };

export function depositResultOf(answer: Pick<DepositResponse, 'message' | 'data'>): DepositResult {
  const { data, message } = answer;
  if (typeof data === 'string' && data.startsWith('http')) return { mode: 'iframe', url: data, message };
  return { mode: 'message', message, details: typeof data === 'string' && data !== '' ? data : null };
}
