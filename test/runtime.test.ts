/**
 * The server runtime settings (src/runtime.ts): a real child process asks for
 * them and is replaced in place (same process id, same arguments) by one
 * that has them; an operator's own values are kept; nothing is restarted
 * when nothing is missing. Where the runtime cannot replace a process
 * (Node.js before 22.15), the process goes on as it was.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVER_ALLOCATOR_ENV, serverV8Flags } from '../src/runtime.js';

const fixture = fileURLToPath(new URL('./fixtures/runtimeRestart.ts', import.meta.url));
const canRestart = typeof (process as { execve?: unknown }).execve === 'function';

interface Seen {
  starts: string[];
  warnings: string[];
  pid: number;
  args: string[];
  execArgv: string[];
  nodeOptions: string | null;
  arenaMax: string | null;
  mmapThreshold: string | null;
}

/** Run the fixture with `args` (and `nodeArgs` for Node.js itself) in an environment of PATH plus `env`. */
function run(env: Record<string, string>, args: string[] = [], nodeArgs: string[] = []): Seen {
  const r = spawnSync(process.execPath, [...nodeArgs, '--import', 'tsx', fixture, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  const lines = r.stdout.trim().split('\n');
  return {
    starts: lines.filter((l) => l.startsWith('started ')),
    warnings: lines.filter((l) => l.startsWith('warning ')),
    ...(JSON.parse(lines.filter((l) => l.startsWith('{')).at(-1)!) as Omit<Seen, 'starts' | 'warnings'>),
  };
}

describe('restartWithServerRuntime', () => {
  it('replaces the process in place with the V8 flags and allocator settings, keeping its arguments', () => {
    const seen = run({}, ['start', '--lang', 'en']);
    expect(seen.args).toEqual(['start', '--lang', 'en']);
    expect(seen.execArgv).toContain('--import');
    if (!canRestart) {
      expect(seen.starts).toHaveLength(1);
      expect(seen.arenaMax).toBeNull();
      return;
    }
    // Started twice, as one process: the same id before and after.
    expect(seen.starts).toEqual([`started ${seen.pid}`, `started ${seen.pid}`]);
    for (const flag of serverV8Flags()) expect(seen.execArgv).toContain(flag);
    if (process.platform === 'linux') {
      expect(seen.arenaMax).toBe(SERVER_ALLOCATOR_ENV.MALLOC_ARENA_MAX);
      expect(seen.mmapThreshold).toBe(SERVER_ALLOCATOR_ENV.MALLOC_MMAP_THRESHOLD_);
    }
  });

  it("keeps an operator's own values and adds only what is missing", () => {
    const seen = run({ MALLOC_ARENA_MAX: '4', NODE_OPTIONS: '--max_semi_space_size=8' });
    expect(seen.arenaMax).toBe('4');
    expect(seen.nodeOptions).toBe('--max_semi_space_size=8');
    expect(seen.execArgv.filter((a) => a.startsWith('--max-semi-space-size'))).toEqual([]);
    if (canRestart && process.platform === 'linux') {
      expect(seen.starts).toHaveLength(2);
      expect(seen.mmapThreshold).toBe(SERVER_ALLOCATOR_ENV.MALLOC_MMAP_THRESHOLD_);
    } else expect(seen.starts).toHaveLength(1);
  });

  it("keeps an operator's V8 flag turned off instead of turning it on", () => {
    const seen = run({}, [], ['--no-single-threaded-gc']);
    expect(seen.execArgv).toContain('--no-single-threaded-gc');
    expect(seen.execArgv).not.toContain('--single-threaded-gc');
    if (canRestart && process.platform === 'linux') expect(seen.execArgv).toContain('--max-semi-space-size=4');
  });

  it('collects each heap on its own thread only on a machine of two cores or fewer', () => {
    expect(serverV8Flags(1)).toEqual(['--max-semi-space-size=4', '--single-threaded-gc']);
    expect(serverV8Flags(2)).toEqual(['--max-semi-space-size=4', '--single-threaded-gc']);
    expect(serverV8Flags(3)).toEqual(['--max-semi-space-size=4']);
  });

  it.runIf(canRestart)('warns and runs on with the defaults, not restarting, when the system would refuse the restart', () => {
    const seen = run({ RUNTIME_TEST_OVERSIZED_ENV: '1' });
    expect(seen.starts).toHaveLength(1);
    expect(seen.warnings).toEqual([
      expect.stringContaining('not restarting with the server runtime settings (an argument or environment variable is too long'),
    ]);
    expect(seen.arenaMax).toBeNull();
  });

  it('restarts nothing when nothing is missing', () => {
    // V8 flags on the command line: Node.js does not take --single-threaded-gc from NODE_OPTIONS.
    const seen = run(SERVER_ALLOCATOR_ENV, [], serverV8Flags());
    expect(seen.starts).toHaveLength(1);
    expect(seen.arenaMax).toBe(SERVER_ALLOCATOR_ENV.MALLOC_ARENA_MAX);
  });
});

describe('tuneHeapForServing', () => {
  const tierUp = fileURLToPath(new URL('./fixtures/tierUp.ts', import.meta.url));
  /** Whether a function called 900 times in a fresh process runs optimised code, with or without the server's settings. */
  function optimised(tuned: boolean): boolean {
    const r = spawnSync(process.execPath, ['--allow-natives-syntax', '--import', 'tsx', tierUp, ...(tuned ? ['tuned'] : [])], {
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
    // An unknown flag would be reported here (Node.js 20's V8 has no call counts to set).
    expect(r.stderr).toBe('');
    return (JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { turbofan: boolean }).turbofan;
  }

  it.runIf(Number.parseInt(process.versions.v8, 10) >= 12)(
    'has V8 optimise a busy function after hundreds of calls, where its defaults wait for thousands',
    () => {
      expect(optimised(false)).toBe(false);
      expect(optimised(true)).toBe(true);
    },
  );

  it('sets nothing this runtime does not know', () => {
    optimised(true);
  });
});
