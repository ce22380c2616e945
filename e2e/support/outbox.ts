import { expect } from 'vitest';

type OutboxMessage = { channel: 'email' | 'sms'; to: string; subject: string | null; body: string };

/**
 * The newest 6-digit code the server "sent" to `to` (an e-mail address, or a phone as digits with the
 * 90 prefix), read from the dev outbox as a person would. Polls because the send follows the click.
 */
export async function latestCode(baseUrl: string, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${baseUrl}/api/dev/outbox?to=${encodeURIComponent(to)}`);
        const envelope = (await response.json()) as { data: OutboxMessage[] };
        code = envelope.data[0]?.body.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}
