/*
 * Text put into the HTML pages the server writes itself (the sandboxes' pages): the five characters
 * that could end a text or an attribute value become entities. Operator HTML goes through html.ts.
 */
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
