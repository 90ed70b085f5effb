/**
 * Availability worker threads give way to the service's event loop: with a
 * core to spare a thread runs under Linux's idle scheduling policy, on one
 * core it is lowered to nice 10, and the process's other threads keep their
 * scheduling. The real worker module in a real thread of a child process,
 * whose cores are set with `taskset`; what the kernel says of each thread is
 * read from /proc.
 */
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_NICE } from '../../src/runtime.js';

/** The worker module as the service loads it from its sources (it registers tsx in the thread). */
const workerModule = fileURLToPath(new URL('../../src/api/domain/availabilityWorkerFromSource.mjs', import.meta.url));

/** Linux's SCHED_OTHER and SCHED_IDLE, as /proc/<tid>/stat gives a thread's policy. */
const SCHED_OTHER = 0;
const SCHED_IDLE = 5;

/** A thread's nice value and scheduling policy from its /proc stat line (fields 19 and 41). */
function scheduling(stat: string): { nice: number; policy: number } {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { nice: Number(fields[16]), policy: Number(fields[38]) };
}

/**
 * In a new process (under `taskset -c <cores>` when given), load the worker
 * module in a thread and report how the kernel schedules that thread and the
 * process's main thread, and how many cores the process sees.
 */
function loadWorkerIn(cores?: string): { worker: { nice: number; policy: number }; main: { nice: number; policy: number }; cores: number } {
  const child = `
    const { Worker } = require('node:worker_threads');
    const { readFileSync } = require('node:fs');
    const { availableParallelism } = require('node:os');
    const w = new Worker(\`
      const { parentPort } = require('node:worker_threads');
      const { readFileSync } = require('node:fs');
      import(\${JSON.stringify(require('node:url').pathToFileURL(process.env.WORKER_MODULE).href)})
        .then(() => parentPort.postMessage(readFileSync('/proc/thread-self/stat', 'utf8')));
    \`, { eval: true });
    w.once('error', (err) => { console.error(err); process.exit(1); });
    w.once('message', (stat) => {
      console.log(JSON.stringify({ worker: stat, main: readFileSync('/proc/thread-self/stat', 'utf8'), cores: availableParallelism() }));
      process.exit(0);
    });
  `;
  const command = cores ? ['taskset', '-c', cores, process.execPath] : [process.execPath];
  const r = spawnSync(command[0]!, [...command.slice(1), '-e', child], {
    env: { ...process.env, WORKER_MODULE: workerModule },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(r.status, r.stderr).toBe(0);
  const out = JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { worker: string; main: string; cores: number };
  return { worker: scheduling(out.worker), main: scheduling(out.main), cores: out.cores };
}

describe.runIf(process.platform === 'linux')('availability threads give way to the event loop', () => {
  it('with a core to spare, a thread runs under the idle policy; the main thread keeps the normal one', () => {
    const r = loadWorkerIn();
    expect(r.cores).toBe(availableParallelism());
    expect(r.main).toEqual({ nice: 0, policy: SCHED_OTHER });
    if (r.cores >= 2) expect(r.worker).toEqual({ nice: 0, policy: SCHED_IDLE });
    else expect(r.worker).toEqual({ nice: BACKGROUND_NICE, policy: SCHED_OTHER });
  });

  it('on one core (the event loop shares it), a thread is lowered to nice 10 and never put under the idle policy', () => {
    const r = loadWorkerIn('0');
    expect(r.cores).toBe(1);
    expect(r.main).toEqual({ nice: 0, policy: SCHED_OTHER });
    expect(r.worker).toEqual({ nice: BACKGROUND_NICE, policy: SCHED_OTHER });
  });
});
