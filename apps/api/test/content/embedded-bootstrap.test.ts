import { describe, expect, it } from 'vitest';
import { createEmbeddedBootstrap } from '../../src/modules/cms/embedded-bootstrap.ts';
import type { CmsService } from '../../src/modules/cms/service.ts';

function cmsAnswering(data: object): CmsService {
  const body = JSON.stringify({ success: true, message: '', data });
  return { bootstrapResponse: async () => ({ body, etag: `"${body.length}"` }) } as unknown as CmsService;
}

const popupChunk = {
  scripts: ['/assets/StartupPopup-a.js', '/assets/dist-b.js'],
  styles: ['/assets/StartupPopup-c.css'],
};
const SCRIPT = /<script id="lale-bootstrap" type="application\/json" data-locale="tr">(.*)<\/script>$/s;

describe('what the page carries for a first visit', () => {
  it('embeds the bootstrap so that it cannot close its script element, whatever the operator wrote', async () => {
    const data = { popup: null, title: '</script><script>alert(1)</script><!-- x' };
    const html = await createEmbeddedBootstrap(cmsAnswering(data), { popupChunk })();
    const inner = SCRIPT.exec(html);
    expect(inner).not.toBeNull();
    expect(inner![1]).not.toMatch(/</);
    expect(JSON.parse(inner![1]!)).toEqual({ success: true, message: '', data });
  });

  it('announces the popup’s code and the picture each screen width shows when there is a popup', async () => {
    const popup = { images: ['/p/sm.svg', '/p/md.svg', '/p/lg.svg'], url: '/promotions' };
    const html = await createEmbeddedBootstrap(cmsAnswering({ popup }), { popupChunk })();
    const head = html.slice(0, html.indexOf('<script'));
    expect(head).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/StartupPopup-a.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/dist-b.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/StartupPopup-c.css">' +
        '<link rel="preload" as="image" href="/p/sm.svg" media="(max-width: 991.98px)" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/p/md.svg" media="(min-width: 992px) and (max-width: 1199.98px)" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/p/lg.svg" media="(min-width: 1200px)" fetchpriority="high">',
    );
  });

  it('announces nothing more without a popup, or with a popup that has no picture', async () => {
    for (const popup of [null, { images: [], url: '' }]) {
      const html = await createEmbeddedBootstrap(cmsAnswering({ popup }), { popupChunk })();
      expect(html.startsWith('<script id="lale-bootstrap"')).toBe(true);
    }
  });
});
