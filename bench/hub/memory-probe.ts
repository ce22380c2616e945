import { MEMORY_REQUEST, type MemoryReply } from './ipc.ts';

/*
 * Preloaded (`node --expose-gc --import`) into each server the benchmark measures, the API and the bare
 * `ws` server alike. On request over the IPC channel it runs a full collection and answers
 * process.memoryUsage(), so "before" and "after" are both read with no garbage pending: otherwise the
 * figures depend on when V8 last happened to collect, which is noise, not cost per connection.
 */

process.on('message', (message: unknown) => {
  if (message !== MEMORY_REQUEST) return;
  const gc = (globalThis as { gc?: () => void }).gc;
  // Twice: objects kept alive only by finalizers of the first pass go in the second.
  gc?.();
  gc?.();
  const reply: MemoryReply = { type: MEMORY_REQUEST, usage: process.memoryUsage(), collected: !!gc };
  process.send?.(reply);
});
