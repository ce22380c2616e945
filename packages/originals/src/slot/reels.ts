import { REEL_COUNTS, SYMBOLS } from './math.ts';

/*
 * The reel strips, laid out from REEL_COUNTS: symbols dealt round-robin so equal symbols are spread
 * along the strip rather than bunched (the return depends only on the counts; the layout is looks).
 */
function layOut(counts: readonly number[]): number[] {
  const left = [...counts];
  const strip: number[] = [];
  while (left.some((n) => n > 0)) {
    for (let symbol = SYMBOLS.length - 1; symbol >= 0; symbol -= 1) {
      if (left[symbol]! > 0) {
        strip.push(symbol);
        left[symbol]! -= 1;
      }
    }
  }
  return strip;
}

export const REEL_STRIPS: readonly (readonly number[])[] = REEL_COUNTS.map(layOut);
