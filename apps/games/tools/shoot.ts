import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page, type WebSocketRoute } from 'playwright-core';
import { serveDist } from './serve-dist.ts';
import type { Hub, Scenario } from './scenarios/types.ts';

/*
 * Screenshots of a built game page, for looking at it: `npx vite build` in apps/games, then
 * `npx tsx tools/shoot.ts <code> [out-dir]`. The page runs under the site's CSP from a local static
 * server; the game protocol is answered by the game's scenario (tools/scenarios/<code>.ts) through
 * playwright's routing — the page's own code is untouched. Any console error or CSP violation fails.
 */

const code = process.argv[2] ?? 'lale-dice';
const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(process.argv[3] ?? path.join(root, '.shots'));
// SHOOT_PORT: another port when several people shoot on one machine at once.
const PORT = Number(process.env.SHOOT_PORT ?? 5199);
const SESSION = 'screenshotSession0123456789';

const { scenario } = (await import(`./scenarios/${code}.ts`)) as { scenario: Scenario };
mkdirSync(out, { recursive: true });
const server = await serveDist(path.join(root, 'dist'), PORT);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const problems: string[] = [];

async function open(viewport: { width: number; height: number }, query: string): Promise<Page> {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
  page.on('console', (message) => {
    // A refusal is a 4xx answer, which the browser logs itself; the page shows it in its status line.
    if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
      problems.push(`${viewport.width}px console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${viewport.width}px page error: ${error.message}`));
  const stub = scenario.stub();
  // The instant games' calls (/api/originals/game/*) and the crash game's (/api/originals/crash/*).
  await page.route('**/api/originals/*/*', async (route) => {
    const call = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    const answer = stub(call, body);
    await route.fulfill({
      status: answer.status,
      contentType: 'application/json',
      body: JSON.stringify(answer.body),
    });
  });
  hubs.set(page, await stubHub(page));
  await page.goto(`http://127.0.0.1:${PORT}/games/${code}/?${query}`);
  return page;
}

/** The originals hub (/hub/originals) answered in the page: subscriptions confirmed, frames pushed by the scenario. */
async function stubHub(page: Page): Promise<Hub> {
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket('**/hub/originals', (socket) => {
    sockets.push(socket);
    socket.onMessage((message) => {
      const frame = JSON.parse(String(message)) as { op?: string; topics?: string[] };
      if (frame.op === 'subscribe') socket.send(JSON.stringify({ type: 'subscribed', topics: frame.topics }));
    });
  });
  return {
    send(frame) {
      for (const socket of sockets) socket.send(JSON.stringify(frame));
    },
  };
}
const hubs = new Map<Page, Hub>();

// SHOOT_VIEWPORTS=desktop,phone,modal adds the site's desktop play frame (about 1112×663).
const ALL_VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'modal', width: 1112, height: 663 },
];
const chosen = (process.env.SHOOT_VIEWPORTS ?? 'desktop,phone').split(',');
const viewports = ALL_VIEWPORTS.filter((viewport) => chosen.includes(viewport.name));
try {
  for (const viewport of viewports) {
    for (const lang of ['tr', 'en'] as const) {
      const page = await open(viewport, `session=${SESSION}&lang=${lang}`);
      await page.locator('.overlay').waitFor({ state: 'hidden' });
      await page.waitForTimeout(300); // the controls' enabling transitions
      const shot = async (name: string, fullPage = false) => {
        const file = path.join(out, `${code}-${viewport.name}-${lang}-${name}.png`);
        await page.screenshot({ path: file, fullPage });
        console.log(file);
      };
      await scenario.play(page, shot, { lang, phone: viewport.name === 'phone', hub: hubs.get(page)! });
      await page.close();
    }
  }
  const missing = await open(viewports[0]!, 'lang=tr');
  await missing.screenshot({ path: path.join(out, `${code}-no-session.png`) });
  await missing.close();
} finally {
  await browser.close();
  server.close();
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exitCode = 1;
}
