import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

/*
 * Amusnet's wallet speaks XML both ways: one root element per call (`<WithdrawRequest>…`), its fields as
 * child elements holding text; answers the same (`<WithdrawResponse>…`). Parsed and built with
 * fast-xml-parser, never by hand: values are escaped by the builder, not concatenated.
 *
 * Hostile XML: Amusnet's calls carry no DTD, so any DOCTYPE or ENTITY declaration is refused before the
 * parser sees the body — that is what an XML bomb ("billion laughs") or an external entity needs. Only
 * XML's five built-in entities are then left to expand (a password may hold `&amp;`), and the parser's
 * own expansion limits are set low as a second fence. Every value stays text (numbers are read by the
 * routes' zod schemas, so "007" or "1e3" never become numbers by accident).
 */

export class MalformedXml extends Error {}

const parser = new XMLParser({
  ignoreAttributes: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: { enabled: true, maxEntityCount: 0, maxTotalExpansions: 200, maxExpandedLength: 4096 },
  htmlEntities: false,
  parseTagValue: false,
  trimValues: true,
});

const builder = new XMLBuilder({ format: false, suppressEmptyNode: false, processEntities: true });

/** `<!DOCTYPE`, `<!ENTITY`, `<!ELEMENT`, `<!ATTLIST` (any case): declarations no Amusnet call has. */
const DECLARATION = /<!\s*(doctype|entity|element|attlist)/i;

/** The call's root name and its fields (text only); MalformedXml for anything else. */
export function parseCall(body: string): { name: string; fields: Record<string, unknown> } {
  if (DECLARATION.test(body)) throw new MalformedXml('declarations are not accepted');
  if (XMLValidator.validate(body) !== true) throw new MalformedXml('not well-formed');
  const doc = parser.parse(body) as Record<string, unknown>;
  const roots = Object.keys(doc);
  if (roots.length !== 1) throw new MalformedXml('one root element expected');
  const name = roots[0]!;
  const fields = doc[name];
  if (fields === '' || fields === undefined) return { name, fields: {} };
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields))
    throw new MalformedXml('the root holds no fields');
  return { name, fields: fields as Record<string, unknown> };
}

/** `<name>` with each field as a child element, in the order given; values are escaped by the builder. */
export function buildAnswer(name: string, fields: Record<string, string | number | bigint>): string {
  const body: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) body[key] = String(value);
  return `<?xml version="1.0" encoding="UTF-8"?>${builder.build({ [name]: body }) as string}`;
}
