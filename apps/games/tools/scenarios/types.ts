import { sha256Hex } from '@lale/originals';
import type { Page } from 'playwright-core';

/*
 * A game's screenshot scenario (tools/shoot.ts): answers to the game protocol, and the steps that show
 * the game's looks. Stubs live here only, never in a page's code.
 */

export type StubAnswer = { status: number; body: unknown };

/** The stubbed originals hub of a page: `send` pushes a frame to every socket the page opened. */
export type Hub = { send(frame: object): void };

export type Scenario = {
  /** More routes before the page opens (a scheduled game's calls and its socket, see draws-stub.ts). */
  setup?(page: Page): Promise<void>;
  /** A fresh protocol stub per page: (call, request body) → the HTTP answer. */
  stub(): (call: string, body: Record<string, unknown>) => StubAnswer;
  play(
    page: Page,
    shot: (name: string, fullPage?: boolean) => Promise<void>,
    context: { lang: 'tr' | 'en'; phone: boolean; hub: Hub },
  ): Promise<void>;
};

export const ok = (data: unknown): StubAnswer => ({
  status: 200,
  body: { success: true, message: '', data },
});
export const refused = (status: number, message: string): StubAnswer => ({
  status,
  body: { success: false, message, data: null },
});

/** The stub's active server seed: its hash is what the page shows, and it is revealed on rotation. */
export const STUB_SERVER_SEED = '9f2c4e71b0a85d36c1e7f4092ab3d58e6c70f1a2b4d9e83c5f6a7b0c1d2e3f40';

/** A state answer like the API's, with the game's own limits. */
export function stubState(game: string, overrides: Record<string, unknown> = {}) {
  return {
    game,
    balance: 1234.56,
    currency: { code: 'TRY', minorUnits: 2 },
    stake: { min: 1, max: 5000, levels: null },
    maxWinStakes: 9900,
    maxWin: null,
    fair: {
      serverSeedHash: sha256Hex(STUB_SERVER_SEED),
      clientSeed: 'lale-8f3a2c',
      nonce: 41,
    },
    round: null,
    ...overrides,
  };
}
