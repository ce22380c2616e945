import WebSocket from 'ws';
import { HANDSHAKE } from './clients.ts';
import { measureIdle, type IdleResult } from './idle.ts';
import { CONTROL_PATH } from './ipc.ts';
import { measureLatency, type LatencyResult } from './latency.ts';
import type { MeasuredChild } from './measured-child.ts';
import { bareSender } from './senders.ts';
import { startBare } from './servers.ts';
import { CONNECTIONS, GRACE_MS, RATE, SECONDS } from './settings.ts';

/*
 * The baseline's half of the run: the same connections, handshake and memory samples against the bare
 * `ws` server, then the same push rate through its control socket.
 */

export type BareFigures = { idle: IdleResult; push: LatencyResult };

export async function measureBare(options: {
  bareServer: string;
  memoryProbe: string;
  started: (child: MeasuredChild) => void;
}): Promise<BareFigures> {
  const bare = await startBare(options.bareServer, options.memoryProbe);
  options.started(bare.child);
  try {
    const base = `ws://127.0.0.1:${bare.port}`;
    const { result, pool } = await measureIdle(
      bare.child,
      CONNECTIONS,
      // The bare server echoes, so the handshake's answer is the handshake itself. Warm-up ids are apart.
      (index, warmup) => ({
        url: `${base}/?id=${warmup ? CONNECTIONS + index : index}`,
        handshake: HANDSHAKE,
        expect: HANDSHAKE,
      }),
      undefined,
    );
    const control = new WebSocket(`${base}${CONTROL_PATH}`, { perMessageDeflate: false });
    try {
      await new Promise((resolve, reject) => control.once('open', resolve).once('error', reject));
      console.log(`bare ws: control-socket push at ${RATE}/s`);
      const { send } = bareSender(control, CONNECTIONS);
      const push = await measureLatency(pool, {
        rate: RATE,
        seconds: SECONDS,
        send,
        graceMs: GRACE_MS,
        serverCpuSeconds: () => bare.child.cpuSeconds(),
      });
      if (pool.dropped > 0) console.warn(`bare ws: the server dropped ${pool.dropped} connections`);
      return { idle: result, push };
    } finally {
      control.terminate();
      await pool.close();
    }
  } finally {
    await bare.child.stop();
  }
}
