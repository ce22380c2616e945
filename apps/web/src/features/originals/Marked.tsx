import type { ReactNode } from 'react';

/*
 * A text with a little inline markup — <strong>, <code>, <sub>, <sup>, not nested — as React elements.
 * The texts are ours (lib/i18n/originals.*.ts); anything else in angle
 * brackets stays plain text, so no markup reaches the page that is not one of these four elements.
 */
const TAG = /<(strong|code|sub|sup)>(.*?)<\/\1>/g;

export function Marked({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, tag, inner] = match;
    const key = parts.length;
    if (tag === 'strong') parts.push(<strong key={key}>{inner}</strong>);
    else if (tag === 'code') parts.push(<code key={key}>{inner}</code>);
    else if (tag === 'sub') parts.push(<sub key={key}>{inner}</sub>);
    else parts.push(<sup key={key}>{inner}</sup>);
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
