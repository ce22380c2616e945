// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { GAME_JS, gamePage } from '../../src/modules/casino/sandbox/page.ts';

/*
 * The sandbox game's page on a slow server: its opening balance read can answer after the first spin
 * has. CI once saw the stale 1000.00 overwrite the spin's 995.00, so the page must show only the latest
 * request's answer.
 */

type Pending = { path: string; answer: (body: unknown) => void };

/** The few DOM calls used here (the API's TypeScript program has no DOM library; jsdom provides them). */
type Page = {
  open(): void;
  write(html: string): void;
  close(): void;
  getElementById(id: string): { textContent: string | null; click(): void } | null;
};
const document = (globalThis as unknown as { document: Page }).document;

function openGame(): Pending[] {
  const pending: Pending[] = [];
  document.open();
  document.write(gamePage({ name: 'Sweet Candy Rush', provider: 'Pragmatic Play' }, 'tr'));
  document.close();
  globalThis.fetch = ((url: string) =>
    new Promise((resolve) => {
      pending.push({
        path: url.split('/').pop() ?? '',
        answer: (body) => resolve({ json: async () => body } as Response),
      });
    })) as typeof fetch;
  new Function(GAME_JS)();
  return pending;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const balance = () => document.getElementById('balance')?.textContent;

describe('the sandbox game page', () => {
  it('keeps the balance a spin answered with when the opening read answers later', async () => {
    const pending = openGame();
    document.getElementById('spin')?.click();
    expect(pending.map((request) => request.path)).toEqual(['state', 'spin']);
    pending[1]!.answer({ balance: 995, win: 0, symbols: ['♥', '★', '♦'] });
    await settle();
    expect(balance()).toBe('995.00');
    pending[0]!.answer({ balance: 1000 });
    await settle();
    expect(balance()).toBe('995.00');
  });

  it('shows the opening balance when nothing was asked after it', async () => {
    const pending = openGame();
    pending[0]!.answer({ balance: 1000 });
    await settle();
    expect(balance()).toBe('1000.00');
  });
});
