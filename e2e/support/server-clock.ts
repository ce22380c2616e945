import { DEV_CLOCK_PATH, type DevClock } from '@lale/contracts';

/*
 * The server's clock, through its development control (POST /api/dev/clock, never in production): a
 * journey moves it forward to show what a rule does after a wait — a limit's 24-hour cooling-off — and
 * then checks what the pages show.
 */
export async function advanceServerClock(baseUrl: string, advanceMs: number): Promise<DevClock> {
  const response = await fetch(`${baseUrl}${DEV_CLOCK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs }),
  });
  if (!response.ok) throw new Error(`${DEV_CLOCK_PATH}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: DevClock }).data;
}
