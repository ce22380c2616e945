/*
 * Turkish-aware folding for name search. The same function folds the stored game names (the
 * `name_search` column) and the query typed in the search box, so matching is a plain `contains` on
 * two folded strings and a database index can serve it.
 *
 * Why not toLocaleLowerCase('tr')? Players type on any keyboard: 'sansli', 'ŞANSLI' and 'şanslı' must
 * all find 'Şanslı Yıldızlar', and 'istanbul' must find 'İstanbul'. So the four letters I, ı, İ, i all
 * fold to 'i' (dotless and dotted i stop being different), and accents are stripped (ş→s, ğ→g, ç→c,
 * ö→o, ü→u, â→a).
 */

const TURKISH_I = /[Iıİ]/g;
// Combining marks left after canonical decomposition (NFD): the accents and the dot of İ.
const COMBINING_MARKS = /\p{M}/gu;
const WHITESPACE_RUN = /\s+/g;

export function foldForSearch(text: string): string {
  return text
    .replace(TURKISH_I, 'i')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(WHITESPACE_RUN, ' ')
    .trim();
}
