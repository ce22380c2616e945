import { randomInt } from 'node:crypto';

/*
 * What the stand-in provider's game pays: a multiplier of the stake drawn from a fixed table
 * (return to player 97.0 %: 0.1×0.5 + 0.12×1 + 0.1×2 + 0.05×5 + 0.025×10 + 0.005×20), and three
 * symbols to show for it (plain text glyphs every system font has). It is a sandbox's game, there to move real money through the real wallet.
 */

const TABLE: readonly { upTo: number; multiplier: number; symbols: [string, string, string] }[] = [
  { upTo: 5, multiplier: 20, symbols: ['7', '7', '7'] },
  { upTo: 30, multiplier: 10, symbols: ['♦', '♦', '♦'] },
  { upTo: 80, multiplier: 5, symbols: ['★', '★', '★'] },
  { upTo: 180, multiplier: 2, symbols: ['♥', '♥', '♥'] },
  { upTo: 300, multiplier: 1, symbols: ['♣', '♣', '♣'] },
  { upTo: 400, multiplier: 0.5, symbols: ['♥', '♥', '♣'] },
];
const LOSING: readonly [string, string, string][] = [
  ['♣', '★', '7'],
  ['♦', '♥', '★'],
  ['7', '♣', '♦'],
  ['★', '♦', '♥'],
];

export const SANDBOX_RTP = 0.97;

export function drawOutcome(roll: number = randomInt(1000)): { multiplier: number; symbols: string[] } {
  const hit = TABLE.find((row) => roll < row.upTo);
  if (hit) return { multiplier: hit.multiplier, symbols: hit.symbols };
  return { multiplier: 0, symbols: LOSING[roll % LOSING.length]! };
}

/** stake × multiplier as a 2-place decimal text (stakes are whole lira, multipliers halves at most). */
export const winOf = (stake: number, multiplier: number) => (stake * multiplier).toFixed(2);
