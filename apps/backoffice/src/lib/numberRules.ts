/*
 * Checks of number fields typed as text, where empty means "none" (the book's limit, no line): the
 * message says the range, as the API's rules do.
 */

/** Empty, or a whole number from 0 to `max`. */
export const wholeNumberRule =
  (max: number) =>
  (value: string): true | string => {
    const text = value.trim();
    if (text === '') return true;
    const number = Number(text);
    return /^\d+$/.test(text) && number <= max
      ? true
      : `Enter a whole number from 0 to ${max}, or leave it empty.`;
  };

/** '' → null (none), else the number (a decimal comma read as a point). */
export const numberOrNull = (value: string) =>
  value.trim() === '' ? null : Number(value.trim().replace(',', '.'));
