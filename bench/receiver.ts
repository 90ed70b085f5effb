/**
 * A webhook receiver for benchmarks, in its own process: answers every POST
 * with 200 after reading the body; prints `{"url": …}` once listening.
 */
import { createServer } from 'node:http';

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'));
});
server.keepAliveTimeout = 30_000;
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}` })}\n`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
