// Module hooks of recordImports.mjs (they run on the loader's thread).
import { appendFileSync } from 'node:fs';

let file;

export function initialize(data) {
  file = data?.file;
}

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  if (file && /@opentelemetry\/|@fastify\/otel|\/src\/tracing\//.test(resolved.url)) appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
