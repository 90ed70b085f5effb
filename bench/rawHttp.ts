/**
 * A light HTTP/1.1 client for the benchmarks' miss storms and their
 * `/health` prober: one keep-alive connection, one request at a time, every
 * answer read into a buffer the caller gives and reuses (Node's `onread`
 * option of `net.connect`), its bytes counted and dropped.
 *
 * Why not undici or autocannon here: both get a new buffer from Node for
 * every read of the socket. During an identity miss storm the load generator
 * reads ~150 MB of answers a second, and on a two-core machine, where the
 * load generator, the prober and the service share the cores, those
 * allocations and their collections took 2–3 s of CPU in every 5 s storm:
 * time the service then waited for a core. Likewise Node's `http.get`
 * prober used ~1.4 s of CPU per storm for ~500 requests a second. The
 * benchmark should measure the service, so these two loads use this client.
 *
 * It understands only what the service sends: answers with a
 * `content-length` (Fastify gives one to every answer of these routes),
 * status line and headers in latin1. Anything else (a chunked answer, a
 * closed connection) rejects the request; nothing is guessed.
 */
import net from 'node:net';

/** Status and body size (bytes, as sent: compressed when the answer was) of one answer. */
export interface RawAnswer {
  status: number;
  bytes: number;
}

const HEAD_END = Buffer.from('\r\n\r\n');
/** Longest status line and headers read, bytes. */
const MAX_HEAD_BYTES = 64 * 1024;

/** One keep-alive connection to `host:port`; see the module's comment. */
export class RawHttpConnection {
  readonly #socket: net.Socket;
  readonly #host: string;
  /** The answer's status line and headers while they arrive (copied: they are small). */
  #head: Buffer | null = null;
  /** Body bytes still to come; -1 while the headers are being read. */
  #left = -1;
  #status = 0;
  #bytes = 0;
  #pending: { resolve(a: RawAnswer): void; reject(e: Error): void } | undefined;

  private constructor(socket: net.Socket, host: string) {
    this.#socket = socket;
    this.#host = host;
    socket.on('error', (err) => this.#fail(err));
    socket.on('close', () => this.#fail(new Error('connection closed')));
  }

  /**
   * Connect to `base` (an `http:` URL). `buffer` receives every read of the
   * socket; it may be shared by connections of one thread (each read is
   * handled before the next one is made).
   */
  static open(base: string, buffer: Buffer): Promise<RawHttpConnection> {
    const url = new URL(base);
    return new Promise((resolve, reject) => {
      let connection: RawHttpConnection | undefined;
      const socket = net.connect({
        host: url.hostname,
        port: Number(url.port || 80),
        onread: { buffer, callback: (n: number, buf: Uint8Array) => connection!.#read(buf, n) },
      });
      socket.setNoDelay(true);
      connection = new RawHttpConnection(socket, url.host);
      socket.once('connect', () => resolve(connection));
      socket.once('error', reject);
    });
  }

  /**
   * Send `method path` with `headers` (and `body`, UTF-8, its length added)
   * and resolve with the answer's status and body size once it is read
   * through. One request at a time.
   * @throws Error when the connection fails or the answer has no content-length.
   */
  request(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
    if (this.#pending) return Promise.reject(new Error('one request at a time'));
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${this.#host}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    if (body !== undefined) head += `content-length: ${Buffer.byteLength(body)}\r\n`;
    head += '\r\n';
    this.#head = Buffer.alloc(0);
    this.#left = -1;
    this.#bytes = 0;
    return new Promise((resolve, reject) => {
      this.#pending = { resolve, reject };
      this.#socket.write(body === undefined ? head : head + body);
    });
  }

  /** Close the connection. */
  close(): void {
    this.#socket.destroy();
  }

  /** One read of the socket: `n` bytes at the start of `buf`. */
  #read(buf: Uint8Array, n: number): boolean {
    let at = 0;
    if (this.#left < 0) {
      if (!this.#pending || !this.#head) {
        this.#fail(new Error('bytes arrived with no request waiting'));
        return false;
      }
      // The head is looked for in this read itself (no copy) or, when an earlier read began it, in those bytes and
      // the start of this one; only an unfinished head is copied (the buffer is reused by the next read).
      const chunk = Buffer.from(buf.buffer, buf.byteOffset, n);
      const carried = this.#head.length;
      const seen = carried ? Buffer.concat([this.#head, chunk.subarray(0, Math.min(n, MAX_HEAD_BYTES))]) : chunk;
      const end = seen.indexOf(HEAD_END);
      if (end < 0) {
        if (seen.length > MAX_HEAD_BYTES) {
          this.#fail(new Error(`an answer's head longer than ${MAX_HEAD_BYTES} bytes`));
          return false;
        }
        this.#head = Buffer.from(seen);
        return true;
      }
      const text = seen.subarray(0, end).toString('latin1');
      const length = /^content-length: *(\d+) *$/im.exec(text);
      if (!text.startsWith('HTTP/1.1 ') || !length) {
        this.#fail(new Error(`an answer this client does not read: ${text.split('\r\n', 1)[0]}`));
        return false;
      }
      this.#status = Number(text.slice(9, 12));
      this.#left = Number(length[1]);
      at = end + HEAD_END.length - carried;
      this.#head = null;
    }
    const take = Math.min(this.#left, n - at);
    this.#left -= take;
    this.#bytes += take;
    if (this.#left === 0) {
      if (take < n - at) {
        this.#fail(new Error('more bytes than the answer announced'));
        return false;
      }
      const pending = this.#pending!;
      this.#pending = undefined;
      this.#left = -1;
      pending.resolve({ status: this.#status, bytes: this.#bytes });
    }
    return true;
  }

  #fail(err: Error): void {
    const pending = this.#pending;
    this.#pending = undefined;
    this.#socket.destroy();
    pending?.reject(err);
  }
}
