import { describe, expect, it } from 'vitest';
import { CLOSE_ON_FAILURE, launchBody, splitHtml } from '../src/features/casino/launch.ts';

/* The launch call's payload per provider (spec §7) and the SoftGamings HTML split. */

const env = { mobile: true, language: 'en' as const, lobbyUrl: 'https://lale.bet/casino/slot' };
const game = { gameCode: 'g-1', name: 'Game', productId: 77, system: '998' };

describe('launch payloads', () => {
  it("sends each provider's own fields", () => {
    expect(launchBody('Pragmatic Play', game, env)).toEqual({ code: 'g-1' });
    expect(launchBody('Digitain', game, env)).toEqual({ code: 'g-1' });
    expect(launchBody('EveryMatrix', game, env)).toEqual({ code: 'g-1', productId: 77 });
    expect(launchBody('Amusnet', game, env)).toEqual({ code: 'g-1', isMobile: true });
    expect(launchBody('Egt Digital', game, env)).toEqual({
      platform: 2,
      gameCode: 'g-1',
      language: 'en',
      lobbyUrl: 'https://lale.bet/casino/slot',
    });
    expect(launchBody('Hub88', game, { ...env, mobile: false })).toMatchObject({ platform: 1 });
    expect(launchBody('SoftGamings', game, env)).toEqual({ system: '998', pageCode: 'g-1', isMobile: 1 });
  });

  it('closes the modal on a failed launch for EGT, Hub88 and SoftGamings only', () => {
    expect([...CLOSE_ON_FAILURE].sort()).toEqual(['Egt Digital', 'Hub88', 'SoftGamings']);
  });
});

describe('the SoftGamings HTML block', () => {
  it('splits the markup from its inline scripts', () => {
    const { markup, scripts } = splitHtml(
      '<div id="g" data-src="x"></div><script>start(1)</script><p>hi</p>',
    );
    expect(markup).toBe('<div id="g" data-src="x"></div><p>hi</p>');
    expect(scripts).toEqual(['start(1)']);
  });
});
