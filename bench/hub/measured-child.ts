import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { MEMORY_REQUEST, type MemoryReply } from './ipc.ts';

/*
 * A server under measurement: forked with the memory probe preloaded, so the runner can ask it to
 * collect garbage and then read its resident set from /proc/<pid>/status (the kernel's figure, the one
 * an operator's monitoring sees).
 */

export type MemorySample = {
  /** VmRSS: resident memory of the whole process (heap, code, buffers, sockets' user-space state). */
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  /** Memory of C++ objects bound to JS ones (Buffers and the like), as V8 is told about it. */
  externalBytes: number;
  /** True when a full GC ran right before the sample. */
  collected: boolean;
};

const STOP_GRACE_MS = 10_000;
/** USER_HZ of /proc/<pid>/stat: 100 on Linux for every common architecture (`getconf CLK_TCK`). */
const CLOCK_TICKS_PER_SECOND = 100;

function statusField(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  if (!match) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

export class MeasuredChild {
  /** Settles when the process ends, with its exit code (or the signal that ended it). */
  readonly exited: Promise<number | NodeJS.Signals | null>;

  constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  }

  get pid(): number {
    if (this.child.pid === undefined) throw new Error(`${this.name} did not start`);
    return this.child.pid;
  }

  /** Full collection in the child, then its resident set. */
  async memory(): Promise<MemorySample> {
    const reply = new Promise<MemoryReply>((resolve) => {
      const onMessage = (message: unknown) => {
        if ((message as Partial<MemoryReply>)?.type !== MEMORY_REQUEST) return;
        this.child.off('message', onMessage);
        resolve(message as MemoryReply);
      };
      this.child.on('message', onMessage);
    });
    this.child.send(MEMORY_REQUEST);
    const { usage, collected } = await this.unlessExited(reply);
    return {
      rssBytes: statusField(this.pid, 'VmRSS'),
      heapUsedBytes: usage.heapUsed,
      heapTotalBytes: usage.heapTotal,
      externalBytes: usage.external,
      collected,
    };
  }

  /** CPU time (user + system) the process has used so far, in seconds. */
  cpuSeconds(): number {
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const stat = readFileSync(`/proc/${this.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of proc(5), i.e. 11 and 12 after the name and state.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  }

  /** Peak resident set since the process started (VmHWM). */
  peakRssBytes(): number {
    return statusField(this.pid, 'VmHWM');
  }

  /** Rejects if the child dies before `promise` settles (a crash must not hang the run). */
  async unlessExited<T>(promise: Promise<T>): Promise<T> {
    const died = this.exited.then((how) => {
      throw new Error(`${this.name} exited (${String(how)})`);
    });
    return Promise.race([promise, died]);
  }

  /** SIGTERM, then SIGKILL if it has not exited within the grace time. */
  async stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Forks `script` (plain JavaScript, no loader) with the memory probe preloaded and GC exposed. */
export function forkMeasured(
  name: string,
  script: string,
  memoryProbe: string,
  env: NodeJS.ProcessEnv,
): MeasuredChild {
  const child = fork(script, [], {
    execArgv: ['--expose-gc', '--import', pathToFileURL(memoryProbe).href],
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new MeasuredChild(name, child);
}
