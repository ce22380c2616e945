import { foldForSearch, type ScreeningListEntry } from '@lale/contracts';
import type { ScreenedPerson, ScreeningMatch } from './ports.ts';

/*
 * How a person is matched against a list entry (issue #26; ARCHITECTURE "Screening" says why). The
 * sandbox adapter uses it; a real provider matches on its side and answers the same ScreeningMatch.
 *
 * 1. Names are folded: Turkish case (I, ı, İ and i are one letter — a list writes "ISIK", a player types
 *    "Işık"), accents stripped (ş→s, ü→u, é→e) and a few letters spelled out (ß→ss, ø→o, ł→l, æ→ae);
 *    hyphens, apostrophes, dots and spaces split names into tokens, and token order is ignored (a list
 *    writes "YILMAZ Ahmet", a form asks name then surname).
 * 2. The name score is the best pairing of the shorter name's tokens with distinct tokens of the longer
 *    one, averaging each pair's similarity (1 − edit distance / longer length): 1 when every token of
 *    the shorter name is in the other (a missing middle name still matches), lower for spelling variants.
 *    The shorter side needs two tokens: a single name is no identity.
 * 3. The birth date decides between namesakes: equal dates match; the same year matches too (a list may
 *    know only the year, and a typed day or month is the commonest slip); another year does not. When
 *    either side has no birth date (the fast sign-up asks none; some lists lack it), only an exact name
 *    (score 1) matches — staff then compare the person by hand.
 * 4. An equal national id matches whatever the names say.
 */

const SPELLED_OUT: Record<string, string> = { ß: 'ss', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe', þ: 'th' };
const SPELLED_OUT_LETTERS = new RegExp(`[${Object.keys(SPELLED_OUT).join('')}]`, 'g');
const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;
/** Beyond this many tokens a name is cut: the pairing tries every arrangement (6! = 720 at most). */
const MAX_TOKENS = 6;

/** A name as matching reads it: folded tokens, in the order written. */
export function nameTokens(name: string): string[] {
  return foldForSearch(name.toLowerCase().replace(SPELLED_OUT_LETTERS, (letter) => SPELLED_OUT[letter]!))
    .replace(NOT_LETTER_OR_DIGIT, ' ')
    .split(' ')
    .filter((token) => token.length > 0)
    .slice(0, MAX_TOKENS);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length]!;
}

const similarity = (a: string, b: string) => 1 - editDistance(a, b) / Math.max(a.length, b.length);

/** The best average similarity pairing each token of `shorter` with a distinct token of `longer`. */
function bestPairing(shorter: string[], longer: string[]): number {
  let best = 0;
  const used = new Array<boolean>(longer.length).fill(false);
  const walk = (index: number, sum: number) => {
    if (index === shorter.length) {
      best = Math.max(best, sum / shorter.length);
      return;
    }
    for (let j = 0; j < longer.length; j += 1) {
      if (used[j]) continue;
      used[j] = true;
      walk(index + 1, sum + similarity(shorter[index]!, longer[j]!));
      used[j] = false;
    }
  };
  walk(0, 0);
  return best;
}

export type NameComparison = {
  score: number;
  /** equal: same tokens, same order; reordered: same tokens; partial: one name has more; similar: spelling. */
  kind: 'equal' | 'reordered' | 'partial' | 'similar' | 'different';
};

export function compareNames(player: string, listed: string): NameComparison {
  const a = nameTokens(player);
  const b = nameTokens(listed);
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  if (shorter.length < 2) return { score: 0, kind: 'different' };
  const score = bestPairing(shorter, longer);
  if (score < 1) return { score, kind: score > 0 ? 'similar' : 'different' };
  if (a.length !== b.length) return { score, kind: 'partial' };
  return { score, kind: a.join(' ') === b.join(' ') ? 'equal' : 'reordered' };
}

const NAME_WORDS: Record<NameComparison['kind'], string> = {
  equal: 'names equal',
  reordered: 'names equal in another order',
  partial: 'every name of the shorter one in the other',
  similar: 'names similar',
  different: 'names different',
};

/** Rounded down to two decimals, so a shown 0.85 never stands for a score that missed 0.85. */
const twoDecimals = (score: number) => Math.floor(score * 100 + 1e-9) / 100;

/** Whether the person matches the entry under the rule above, with the score and the reason; or null. */
export function matchEntry(
  person: ScreenedPerson,
  entry: ScreeningListEntry,
  minNameScore: number,
): ScreeningMatch | null {
  const names = compareNames(`${person.givenNames} ${person.familyName}`, entry.fullName);
  const nameScore = twoDecimals(names.score);
  if (person.nationalId && entry.nationalId && person.nationalId === entry.nationalId) {
    return {
      entry,
      nameScore,
      basis: 'national_id',
      reason: `national id equal (${NAME_WORDS[names.kind]}, name score ${nameScore})`,
    };
  }
  if (names.score < minNameScore) return null;
  const playerYear = person.birthDate ? Number(person.birthDate.slice(0, 4)) : null;
  const listedYear = entry.birthYear ?? (entry.birthDate ? Number(entry.birthDate.slice(0, 4)) : null);
  if (playerYear === null || listedYear === null) {
    if (names.score < 1) return null;
    const missing = playerYear === null ? 'the player gave none' : 'the list gives none';
    return {
      entry,
      nameScore,
      basis: 'name_only',
      reason: `${NAME_WORDS[names.kind]}; no birth date to compare (${missing})`,
    };
  }
  if (playerYear !== listedYear) return null;
  if (entry.birthDate && entry.birthDate === person.birthDate) {
    return {
      entry,
      nameScore,
      basis: 'name_birth_date',
      reason: `${NAME_WORDS[names.kind]}; birth date equal`,
    };
  }
  return {
    entry,
    nameScore,
    basis: 'name_birth_year',
    reason: `${NAME_WORDS[names.kind]}; birth year equal${entry.birthDate ? ' (the day differs)' : ' (the list gives the year only)'}`,
  };
}
