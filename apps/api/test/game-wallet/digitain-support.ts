import { createHmac } from 'node:crypto';
import type { TestApp } from '../support/app.ts';

/*
 * Helpers of the Digitain tests. The contract test (digitain.test.ts) runs on a fixed clock, so every
 * call carries the same literal envelope: T0's timestamp and its signature computed outside the adapter:
 *   python3 -c "import hmac,hashlib;print(hmac.new(b'digitain-test-secret-0123456789',
 *     b'1795514400lale-op-7',hashlib.sha256).hexdigest())"
 */

export const DIGITAIN_ENV = {
  DIGITAIN_OPERATOR_ID: 'lale-op-7',
  DIGITAIN_SECRET: 'digitain-test-secret-0123456789',
  DIGITAIN_LAUNCH_URL: 'https://rgs.digitain.example/casino/launch',
};

/** 2026-11-24T10:00:00Z in Unix seconds, and its signature for lale-op-7 (python3, above). */
export const T0 = '2026-11-24T10:00:00Z';
export const TS0 = '1795514400';
export const SIG0 = '20f99b07610aea79861bc6d6106d815e936fb8938609bfc4a9acd298a92bf9d8';

export type DigitainAnswer = {
  errorCode: number;
  timestamp: string;
  signature: string;
  balance?: number;
  token?: string;
  items?: { txId: string; errorCode: number; balance?: number; externalTxId?: string; info?: string }[];
  [k: string]: unknown;
};

/**
 * Posts a Digitain call. `envelope` defaults to T0's literal one; `sign` (tests on a running clock:
 * the registry walk, the stand-in) signs the current second with node:crypto directly.
 */
export async function digitain(
  t: TestApp,
  call: string,
  body: Record<string, unknown>,
  {
    envelope,
    sign,
    remoteAddress,
    raw,
  }: {
    envelope?: { operatorId?: string; timestamp?: string; signature?: string };
    /** Sign this moment (Unix seconds) instead of T0's literal envelope. */
    sign?: Date;
    remoteAddress?: string;
    raw?: string;
  } = {},
): Promise<DigitainAnswer> {
  const timestamp = sign ? String(Math.floor(sign.getTime() / 1000)) : TS0;
  const signed = {
    operatorId: DIGITAIN_ENV.DIGITAIN_OPERATOR_ID,
    timestamp,
    signature: sign
      ? createHmac('sha256', DIGITAIN_ENV.DIGITAIN_SECRET)
          .update(timestamp + DIGITAIN_ENV.DIGITAIN_OPERATOR_ID)
          .digest('hex')
      : SIG0,
    ...envelope,
  };
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/providers/digitain/${call}`,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { 'content-type': 'application/json' },
    payload: raw ?? JSON.stringify({ ...signed, ...body }),
  });
  if (response.statusCode !== 200) throw new Error(`digitain ${call}: HTTP ${response.statusCode}`);
  return JSON.parse(response.body) as DigitainAnswer;
}

/** A bet or win item of `game` for a player's launch `token`. */
export function item(p: {
  playerId: number;
  token: string;
  game: string;
  round: string;
  txId: string;
  bet?: number;
  win?: number;
  winTxId?: string;
}) {
  return {
    txId: p.txId,
    token: p.token,
    playerId: String(p.playerId),
    roundId: p.round,
    gameId: p.game,
    currencyId: 'TRY',
    ...(p.bet !== undefined ? { betAmount: p.bet } : {}),
    ...(p.win !== undefined ? { winAmount: p.win } : {}),
    ...(p.winTxId !== undefined ? { winTxId: p.winTxId } : {}),
    info: `info-${p.txId}`,
  };
}
