/**
 * A task run now and then again `intervalMs` after each run ends, until
 * stopped: the schedule of the payment watcher and of the Slack feed poller.
 * Runs never overlap (the next one is scheduled only when one ends).
 */
export class Repeater {
  #timer: NodeJS.Timeout | undefined;
  #started = false;
  #last: Promise<unknown> = Promise.resolve();

  /**
   * @param run the task; a rejection is passed to `onError`, never thrown.
   * @param intervalMs pause between the end of one run and the start of the next, ms.
   */
  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (err: unknown) => void = () => undefined,
  ) {}

  /** Run now and then every `intervalMs` until {@link stop}. Idempotent. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    const loop = () => {
      this.#last = this.run()
        .catch(this.onError)
        .finally(() => {
          if (this.#started) this.#timer = setTimeout(loop, this.intervalMs);
        });
    };
    loop();
  }

  /** Stop scheduling runs and wait for the one in progress, if any. */
  async stop(): Promise<void> {
    this.#started = false;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#last;
  }
}

/**
 * One pass of a worker at a time: {@link run} starts a pass when none runs;
 * a call during a pass runs exactly one more pass right after it (so work
 * recorded meanwhile is not missed), shared by every call made during that
 * pass, and resolves with that pass's result. The notice worker's and the
 * hand-off desk's `tick`.
 */
class SinglePass<T> {
  #running: Promise<T> | undefined;
  #again: Promise<T> | undefined;

  /** @param pass one pass of the worker. */
  constructor(private readonly pass: () => Promise<T>) {}

  /** Run a pass now, or once more after the one in progress (see the class comment). */
  run(): Promise<T> {
    if (!this.#running) {
      this.#running = this.pass().finally(() => {
        this.#running = undefined;
      });
      return this.#running;
    }
    this.#again ??= this.#running
      .catch(() => undefined)
      .then(() => {
        this.#again = undefined;
        return this.run();
      });
    return this.#again;
  }

  /** Resolves once no pass runs nor waits (a failed pass included). */
  async idle(): Promise<void> {
    while (this.#running || this.#again) await (this.#again ?? this.#running)?.catch(() => undefined);
  }
}

/**
 * A worker that works in passes (the notice worker, the hand-off desk): a
 * subclass says what one pass does ({@link pass}); the loop runs passes one
 * at a time ({@link SinglePass}), now and then every `intervalMs` once
 * started ({@link Repeater}); a failed pass of the loop goes to `onError`.
 */
export abstract class PassLoop<T> {
  readonly #pass: SinglePass<T>;
  readonly #repeater: Repeater;

  /**
   * @param intervalMs pause between the end of one pass of the loop and the start of the next, ms.
   * @param onError gets a failed pass of the loop (a {@link tick} caller gets its own rejection).
   */
  constructor(intervalMs: number, onError: (err: unknown) => void) {
    this.#pass = new SinglePass(() => this.pass());
    this.#repeater = new Repeater(() => this.#pass.run(), intervalMs, onError);
  }

  /** One pass of the work; what {@link tick} resolves with. */
  protected abstract pass(): Promise<T>;

  /**
   * One pass now, or once more after the one in progress: a call during a
   * pass runs one more pass right after it (so work recorded meanwhile is not
   * missed) and resolves with that pass's result.
   */
  tick(): Promise<T> {
    return this.#pass.run();
  }

  /** Run {@link tick} now and then every `intervalMs` until {@link stop}. Idempotent. */
  start(): void {
    this.#repeater.start();
  }

  /** Stop the loop and wait for a pass in progress. */
  async stop(): Promise<void> {
    await this.#repeater.stop();
    await this.#pass.idle();
  }
}
