/**
 * Raw HTTP/1.x over a TCP socket (`node:net`), for what no HTTP client will
 * send: unknown methods, oversized or malformed headers, requests without
 * Host, bad percent-encoding, unfinished headers or bodies.
 */
import { connect, type Socket } from 'node:net';

/** A response read off a raw socket, and how the connection ended. */
export interface RawResponse {
  /** Status code of the first response on the socket (0 when nothing came). */
  status: number;
  /** Its headers, names in lower case (the last value of repeated ones). */
  headers: Record<string, string>;
  /** Its body as text (all bytes after the head, up to the close). */
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: any;
  /** Everything received, as text. */
  raw: string;
  /** True when the server ended the connection (it was not closed by the test). */
  closedByServer: boolean;
}

/** Parse what a socket received into a {@link RawResponse}. */
export function parseRaw(raw: string, closedByServer: boolean): RawResponse {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const text = end < 0 ? '' : raw.slice(end + 4);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status, headers, text, json, raw, closedByServer };
}

/**
 * Open a connection to `port` on 127.0.0.1, write `data` (nothing when
 * empty), and resolve with what came back once the server closes the
 * connection — or, with `closeAfterMs`, once the test closes it after that
 * long (for answers on kept-alive connections).
 */
export function rawExchange(port: number, data: string | Buffer, o: { closeAfterMs?: number } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket: Socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let byTest = false;
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      // A reset after the answer still counts as the server closing.
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') reject(err);
    });
    socket.on('close', () => resolve(parseRaw(Buffer.concat(chunks).toString('utf8'), !byTest)));
    socket.on('connect', () => {
      if (data.length) socket.write(data);
      if (o.closeAfterMs !== undefined)
        setTimeout(() => {
          byTest = true;
          socket.destroy();
        }, o.closeAfterMs);
    });
  });
}

/** A request head: `METHOD path HTTP/1.1`, the given header lines, a blank line. */
export function head(method: string, path: string, headers: Record<string, string> = { host: 'localhost', connection: 'close' }, version = 'HTTP/1.1'): string {
  return `${method} ${path} ${version}\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;
}
