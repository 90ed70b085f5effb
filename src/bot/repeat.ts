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
