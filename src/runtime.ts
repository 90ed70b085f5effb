/**
 * Process-wide runtime settings for a long-running server process: what the
 * JavaScript engine and the C library's allocator are told so the process
 * stays small under load, and how the kernel schedules its background
 * threads next to the event loop. docs/architecture.md says why each is
 * there; the figures that chose them, and the benchmark that measures them,
 * are in docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readFileSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { setFlagsFromString } from 'node:v8';

let tuned = false;

/**
 * V8 settings a server sets from inside its process, for the whole process
 * (and the worker threads it starts afterwards). Idempotent. V8 reads each
 * of them every time it decides, so they take effect at once:
 *
 * - **Allocation-site pretenuring off.** Under a stream of small HTTP
 *   requests V8 sees request objects survive their first collection (they
 *   live for the request's round trip) and starts allocating them straight
 *   in the old generation. They die a moment later, but only a full
 *   collection frees old-generation memory, so the old generation filled
 *   with garbage up to several times the live data before it was collected,
 *   and the freed pages stayed with the process. Young-generation
 *   collections are cheap; full ones are not.
 * - **The old generation may grow to 1.5 × its live size before a full
 *   collection** (`--heap-growing-percent=50`; V8 picks 1.1 to 4 × by its
 *   own measure of collection speed, and on a busy server picks the most).
 *   What outlives a small young generation in flight (a response of
 *   megabytes being written, a transaction waiting for its commit) is
 *   collected at 1.5 ×, not 4 ×.
 * - **Optimised code five times sooner** (`--invocation-count-for-maglev=100`,
 *   `--invocation-count-for-turbofan=600`; V8's defaults are 400 and 3,000
 *   calls). A request runs each function of its path about once, so a path
 *   that has just become busy (a burst of payment links after hours of
 *   searches, or any path after a restart) ran unoptimised for its first
 *   several thousand requests. The full rate is the same; it is reached
 *   sooner. V8 12 and later (Node.js 22 and later) count calls this way;
 *   Node.js 20's V8 counts bytes of bytecode run instead, already optimises
 *   such paths sooner, and gets nothing here.
 */
export function tuneHeapForServing(): void {
  if (tuned) return;
  setFlagsFromString('--no-allocation-site-pretenuring');
  setFlagsFromString('--heap-growing-percent=50');
  if (v8Major() >= 12) {
    setFlagsFromString('--invocation-count-for-maglev=100');
    setFlagsFromString('--invocation-count-for-turbofan=600');
  }
  tuned = true;
}

/** The major version of this runtime's V8 (12 on Node.js 22). */
function v8Major(): number {
  return Number.parseInt(process.versions.v8, 10);
}

/**
 * Settings of glibc's allocator for a server process, as environment
 * variables (glibc reads them once, when the process starts):
 *
 * - `MALLOC_ARENA_MAX=2`: at most two allocation arenas. By default each
 *   thread that allocates (the availability threads, the checkpoint thread,
 *   the thread pool compressing answers) gets an arena of its own, each
 *   growing to the most that thread ever held at once and keeping it.
 * - `MALLOC_MMAP_THRESHOLD_=131072`: every block of 128 KiB or more is a
 *   mapping of its own, returned to the system when freed. By default glibc
 *   raises that threshold each time such a block is freed (up to 32 MiB),
 *   after which megabyte answers and compression buffers come from the
 *   arenas and the holes they leave stay resident.
 */
export const SERVER_ALLOCATOR_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * V8 settings for a server process, given on the command line (V8 sizes its
 * heap and sets up its collector when the process starts):
 *
 * - `--max-semi-space-size=4`: a young generation of at most 2 × 4 MiB
 *   instead of 2 × 16 MiB. With pretenuring off ({@link tuneHeapForServing})
 *   a request's objects die young, so the larger one only kept garbage
 *   resident.
 * - `--single-threaded-gc` on a machine of at most
 *   {@link SINGLE_THREADED_GC_MAX_CORES} cores: every JavaScript heap is
 *   collected by its own thread alone. Otherwise V8 hands collection work to
 *   a pool of helper threads of the process, at normal priority, and most of
 *   it comes from the availability threads (the rows of a city's nights and
 *   the answers they build): the background work those threads do at idle
 *   priority came back as helper threads competing with the event loop for
 *   the two cores: without them the event loop answers sooner during a storm
 *   of misses, at as many misses a second, for a little more peak memory. With more
 *   cores the helpers find a core of their own, and the main thread's
 *   collections are quicker with them.
 *
 * @param cores the machine's cores (default: Node.js's `availableParallelism()`).
 */
export function serverV8Flags(cores: number = availableParallelism()): string[] {
  return ['--max-semi-space-size=4', ...(cores <= SINGLE_THREADED_GC_MAX_CORES ? ['--single-threaded-gc'] : [])];
}

/** Machines of at most this many cores get `--single-threaded-gc` ({@link serverV8Flags}). */
export const SINGLE_THREADED_GC_MAX_CORES = 2;

/** True when this process runs on glibc (whose allocator reads {@link SERVER_ALLOCATOR_ENV}). */
function onGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const header = (process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header;
  return typeof header?.glibcVersionRuntime === 'string';
}

/**
 * The name of a command-line flag (`--max-semi-space-size=4` → `--max-semi-space-size`), with `_` read as `-` as
 * Node.js does, and a V8 flag turned off named as the flag (`--no-single-threaded-gc` → `--single-threaded-gc`).
 */
function flagName(flag: string): string {
  return flag
    .split('=', 1)[0]!
    .replaceAll('_', '-')
    .replace(/^--no-/, '--');
}

/**
 * Replace this process, in place (same process id, same open terminals and
 * pipes), by the same command with the {@link serverV8Flags} and
 * {@link SERVER_ALLOCATOR_ENV} settings it lacks; for the commands that run
 * the service (`start`, `service`), as their first act, before anything is
 * opened. A flag already on the command line or in `NODE_OPTIONS`, and a
 * variable already in the environment, is kept as it is (an operator's own
 * choice wins), so the restarted process finds nothing missing and goes on.
 *
 * Returns without doing anything when nothing is missing or where the
 * runtime cannot replace a process (`process.execve`: Node.js 22.15 or
 * later, not on Windows); the process then runs with the defaults. The
 * allocator's variables are given only on glibc (other allocators ignore
 * them). On success it does not return. A replacement the system would
 * refuse (the `node` executable gone, an argument or variable too long to
 * pass on) is not tried, since a failed one ends the process: it warns and
 * returns instead.
 */
export function restartWithServerRuntime(): void {
  const execve = (process as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }).execve;
  if (!execve) return;
  const given = new Set([...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName));
  const flags = serverV8Flags().filter((f) => !given.has(flagName(f)));
  const env = Object.entries(SERVER_ALLOCATOR_ENV).filter(([name]) => process.env[name] === undefined);
  if (flags.length === 0 && (env.length === 0 || !onGlibc())) return;
  const args = [process.execPath, ...flags, ...process.execArgv, ...process.argv.slice(1)];
  const environment = { ...process.env, ...Object.fromEntries(env) };
  // A refused exec aborts the process (Node.js cannot go back to it), so what the system would refuse is not tried.
  const refusal = execRefusal(args, environment);
  if (refusal) {
    process.emitWarning(`hotelbot: not restarting with the server runtime settings (${refusal}); running with the defaults`);
    return;
  }
  execve(process.execPath, args, environment);
}

/**
 * Strings of one argument or variable (`NAME=value`) must stay under this
 * many bytes in a new process (Linux's `MAX_ARG_STRLEN`, 32 pages).
 */
const EXEC_STRING_MAX_BYTES = 128 * 1024;
/** All arguments and variables together stay under this many bytes (a quarter of Linux's usual 8 MiB stack, halved for margin). */
const EXEC_TOTAL_MAX_BYTES = 1024 * 1024;

/** Why the system would refuse to run `args` with `env` (a missing executable, an argument or variable too long), or undefined. */
function execRefusal(args: readonly string[], env: NodeJS.ProcessEnv): string | undefined {
  try {
    accessSync(process.execPath, constants.X_OK);
  } catch {
    return `${process.execPath} cannot be run`;
  }
  const strings = [...args, ...Object.entries(env).map(([name, value]) => `${name}=${value ?? ''}`)];
  const sizes = strings.map((x) => Buffer.byteLength(x) + 1);
  if (sizes.some((n) => n > EXEC_STRING_MAX_BYTES)) return 'an argument or environment variable is too long to pass on';
  if (sizes.reduce((a, b) => a + b, 0) > EXEC_TOTAL_MAX_BYTES) return 'the arguments and environment are too large to pass on';
  return undefined;
}

/**
 * Make the calling thread background work next to the process's event
 * loop, which answers every request: it gives way to it. Called first thing
 * by each availability thread (computing answers of endpoint 10); never
 * call it on the main thread.
 *
 * - On a machine with a core to spare (two or more), the thread runs under
 *   Linux's `SCHED_IDLE` policy (set with util-linux's `chrt`, once, when
 *   the thread starts): a thread of the normal policy that wakes up (the
 *   event loop, with a request to answer) takes the core from it at once,
 *   where a lowered nice value only shortens its share and lets it finish
 *   its time slice first, so the event loop answers sooner during a storm
 *   of misses, at as many misses a second. An idle-policy thread gets only a sliver of a core
 *   that normal work keeps busy: the event loop alone cannot keep every
 *   core busy, but other busy processes of the machine slow misses down
 *   more than they would a nice-10 thread.
 * - Otherwise (one core: the event loop and this thread share it, and a
 *   saturated event loop must not starve misses), or where `chrt` is missing
 *   or refused, the thread is lowered to nice 10.
 *
 * Linux only (a thread's own id, read from /proc, names it alone);
 * elsewhere the thread keeps the process's scheduling.
 */
export function lowerThisThreadsPriority(): void {
  let threadId: number;
  try {
    threadId = Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ', 1)[0]);
  } catch {
    return; // not Linux
  }
  if (!Number.isInteger(threadId) || threadId <= 0) return;
  if (availableParallelism() >= 2 && spawnSync('chrt', ['--idle', '--pid', '0', String(threadId)], { stdio: 'ignore', timeout: 5000 }).status === 0) return;
  try {
    setPriority(threadId, BACKGROUND_NICE);
  } catch {
    // Not allowed: the process's scheduling.
  }
}

/** The nice value of an availability thread that cannot run under the idle policy. */
export const BACKGROUND_NICE = 10;
