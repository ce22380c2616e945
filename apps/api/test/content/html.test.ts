import { describe, expect, it } from 'vitest';
import { hasVisibleContent, sanitizeContentHtml } from '../../src/platform/html.ts';

/* The HTML policy of operator content (platform/html.ts), against hostile input. */

describe('sanitizeContentHtml', () => {
  it('keeps the allowed structure as it is', () => {
    const html =
      '<h2>Kurallar</h2><p>Metin <strong>kalın</strong> <em>eğik</em><br />satır</p>' +
      '<ul><li>bir</li></ul><ol><li>iki</li></ol><h3>Alt</h3><img src="/media/p/card.svg" alt="kart" />';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it.each([
    ['a script, with its content', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['a style element', '<style>body{display:none}</style><p>a</p>', '<p>a</p>'],
    ['event handlers', '<p onclick="x()" onmouseover="y()">a</p>', '<p>a</p>'],
    ['style, class and id attributes', '<p style="position:fixed" class="c" id="i">a</p>', '<p>a</p>'],
    ['an image whose onerror would run', '<img src=x onerror=alert(1)>', ''],
    ['an image from another scheme', '<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['an image outside /media', '<img src="/uploads/a.png"><img src="/media/../a.png">', ''],
    [
      'iframes, objects, forms, svg',
      '<iframe src="https://a.example"></iframe><object></object><form><input></form><svg onload=alert(1)></svg>',
      '',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;ava&#x73;cript&#58;alert(1)">x</a>', '<a>x</a>'],
    ['a javascript: link with a tab inside', '<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['a data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['a plain http link', '<a href="http://a.example/">x</a>', '<a>x</a>'],
  ])('removes %s', (_what, dirty, clean) => {
    expect(sanitizeContentHtml(dirty)).toBe(clean);
  });

  it('forces target and rel on https links, whatever the operator wrote', () => {
    expect(sanitizeContentHtml('<a href="https://a.example/x" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://a.example/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('keeps site paths and mailto: links in the same tab', () => {
    expect(sanitizeContentHtml('<a href="/promotions" target="_blank">p</a>')).toBe(
      '<a href="/promotions">p</a>',
    );
    expect(sanitizeContentHtml('<a href="mailto:destek@lale.bet">m</a>')).toBe(
      '<a href="mailto:destek@lale.bet">m</a>',
    );
  });

  it('turns equivalent tags into allowed ones and keeps the text of others', () => {
    expect(sanitizeContentHtml('<b>b</b><i>i</i><h1>t</h1><div><span>s</span></div>')).toBe(
      '<strong>b</strong><em>i</em><h2>t</h2>s',
    );
  });
});

describe('hasVisibleContent', () => {
  it('is false for markup without text or pictures', () => {
    expect(hasVisibleContent('')).toBe(false);
    expect(hasVisibleContent('<p> &nbsp; </p><br />')).toBe(false);
  });
  it('is true for text or a picture', () => {
    expect(hasVisibleContent('<p>a</p>')).toBe(true);
    expect(hasVisibleContent('<img src="/media/a.svg" />')).toBe(true);
  });
});
