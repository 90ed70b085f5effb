/**
 * What the loopback fakes of the payment carriers (`wompi.ts`,
 * `mercadopago.ts`) share: the record of calls and of every status a payment
 * took, the faults a test switches on (held requests, an outage), the fake's
 * clock, closing the server and forgetting all between tests.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The HTTP server a fake listens with. */
export type FakeServer = ReturnType<typeof createServer>;

/**
 * Base of a fake carrier API: `Payment` is a payment as the carrier shows it
 * (kept in {@link history}), `Call` one API request as the fake saw it.
 */
export abstract class FakeCarrierServer<Payment, Call> {
  /** Every status a payment took, in order, as snapshots. */
  readonly history: Payment[] = [];
  /** Every API request, in order, with the status it was answered. */
  readonly calls: Call[] = [];
  /** When true, API requests are held unanswered (to test time limits). */
  stall = false;
  /** When set, every API request is answered with this status (e.g. 503, an outage) and the carrier's error body, changing nothing. */
  failWith: number | undefined;
  /** Current time of the fake (checkout windows, dates, notification and event timestamps). */
  now: () => Date = () => new Date();
  readonly #server: FakeServer;
  readonly #stalled = new Set<ServerResponse>();

  constructor(server: FakeServer) {
    this.#server = server;
  }

  /**
   * Forget every payment, record and fault ({@link stall}, {@link failWith}):
   * the fake as started, but for its clock, its id sequences and its port.
   * A subclass clears its own stores too.
   */
  reset(): void {
    this.history.length = 0;
    this.calls.length = 0;
    this.stall = false;
    this.failWith = undefined;
  }

  /** Stop the server (dropping stalled requests first). */
  async close(): Promise<void> {
    for (const res of this.#stalled) res.destroy();
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** Answer one HTTP request as the carrier's API would. */
  abstract handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;

  /** True when {@link stall} is on: `res` is then held unanswered until {@link close}. */
  protected held(res: ServerResponse): boolean {
    if (this.stall) this.#stalled.add(res);
    return this.stall;
  }
}

/**
 * Start a fake on 127.0.0.1 (an ephemeral port): `make` builds it over its
 * server and base URL (`http://127.0.0.1:<port>`); every request goes to
 * its {@link FakeCarrierServer.handle}.
 */
export async function listenFake<F extends FakeCarrierServer<unknown, unknown>>(make: (server: FakeServer, base: string) => F): Promise<F> {
  let fake: F | undefined;
  const server = createServer((req, res) => {
    void fake!.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake = make(server, `http://127.0.0.1:${port}`);
  return fake;
}
