// Preloaded (`--import`) by the "traces off" test: records, into the file named by TRACE_IMPORTS_FILE, every module
// of OpenTelemetry, @fastify/otel or src/tracing the process resolves through the ES module loader.
import { register } from 'node:module';

register('./recordImportsHooks.mjs', import.meta.url, { data: { file: process.env.TRACE_IMPORTS_FILE } });
