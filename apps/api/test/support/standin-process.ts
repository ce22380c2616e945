import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { TestApp } from './app.ts';

/*
 * What the stand-in tests share (test/game-wallet/*-standin.test.ts, test/sports-frames/*-standin.test.ts):
 * a provider's stand-in runs as a process of its own (tools/standins/<p>.ts), as in deployment, and the API
 * answers it on a real socket whose answer a test can lose on the way back.
 */

const ROOT = resolve(import.meta.dirname, '../../../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

/**
 * Starts `tools/standins/<script>` with `args` (its secrets in `options.env`, never on the command line);
 * resolves with the process and its URL once it says it listens, rejects if it exits before.
 */
export function spawnStandIn(
  args: string[],
  options: SpawnOptions = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(TSX, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'], ...options });
  return new Promise((resolveUrl, reject) => {
    child.once('exit', (code) => reject(new Error(`the stand-in exited (${code}) before listening`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const listening = /listening on (http:\/\/\S+)/.exec(line);
      if (listening) resolveUrl({ child, url: listening[1]! });
    });
  });
}

/**
 * The API's socket for a stand-in: the app's own routing, except that the next call to the path given to
 * `breakNextAnswerTo` is done by the API and its connection then broken before the answer — the provider
 * never hears it, as when a network drops an answer.
 */
export function answerBreakingSocket() {
  let breakNext: string | undefined;
  return {
    breakNextAnswerTo(path: string) {
      breakNext = path;
    },
    /** The path whose next answer is still to be lost (undefined once a call to it came and was broken). */
    pendingBreak: () => breakNext,
    async serve({ app }: TestApp, request: IncomingMessage, response: ServerResponse) {
      if (request.url !== breakNext) return app.routing(request, response);
      breakNext = undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
      await app.inject({
        method: 'POST',
        url: request.url,
        headers: request.headers,
        payload: Buffer.concat(chunks),
        remoteAddress: request.socket.remoteAddress,
      });
      request.socket.destroy();
    },
  };
}
