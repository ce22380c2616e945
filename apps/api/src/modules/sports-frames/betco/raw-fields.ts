/*
 * The top-level fields of a JSON object body as the sender WROTE them. BetConstruct's Hash is an MD5 over
 * the fields' text ("Amount" + "123.00", "TotalPrice" + "2.500"), and JSON.parse forgets how a number was
 * written (123.00 → 123) and rounds long ids above 2^53; Node 20 has no JSON.parse source access yet. So
 * this scanner walks the (already valid) JSON text once and keeps each top-level scalar's source: a
 * number's characters, a string's decoded value, `null` as null. Nested objects and arrays (Selections)
 * are skipped: no hash names them.
 */

export type RawFields = Map<string, string | null>;

/** The raw text of every top-level scalar field; undefined when `text` is not a JSON object. */
export function rawTopLevelFields(text: string): RawFields | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  const fields: RawFields = new Map();
  let i = 0;
  const skipSpace = () => {
    while (i < text.length && ' \t\r\n'.includes(text[i]!)) i += 1;
  };
  /** The string starting at i (a quote), decoded; i moves past it. */
  const readString = (): string => {
    const start = i;
    i += 1;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  /** Skips one value of any kind; answers its source text. */
  const skipValue = (): string => {
    const start = i;
    const first = text[i];
    if (first === '"') {
      readString();
    } else if (first === '{' || first === '[') {
      let depth = 0;
      do {
        const c = text[i];
        if (c === '"') {
          readString();
          continue;
        }
        if (c === '{' || c === '[') depth += 1;
        else if (c === '}' || c === ']') depth -= 1;
        i += 1;
      } while (depth > 0);
    } else {
      while (i < text.length && !',}] \t\r\n'.includes(text[i]!)) i += 1;
    }
    return text.slice(start, i);
  };
  skipSpace();
  i += 1; // '{'
  for (;;) {
    skipSpace();
    if (text[i] === '}') break;
    const name = readString();
    skipSpace();
    i += 1; // ':'
    skipSpace();
    const first = text[i];
    const source = skipValue();
    if (first === '"') fields.set(name, JSON.parse(source) as string);
    else if (source === 'null') fields.set(name, null);
    else if (first !== '{' && first !== '[') fields.set(name, source);
    skipSpace();
    if (text[i] === ',') i += 1;
  }
  return fields;
}
