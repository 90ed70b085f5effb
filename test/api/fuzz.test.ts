/**
 * Property-based fuzzing of the real service, driven by its own OpenAPI
 * document: fast-check generates requests for every documented operation —
 * path, query, headers and body built from each operation's schemas, mixed
 * with odd values (wrong types, huge and tiny numbers, long and strange
 * strings, broken encodings, bad JSON, wrong content types, no or bad keys) —
 * and sends them to the service on an ephemeral port. Every answer must be
 * below 500; every 4xx must be the error envelope (`{code: "<status>",
 * message, detail}`, endpoint 1 its own `{code: 0, message: "Error http:
 * <status>", detail}`; the browser pages may answer HTML); no request may
 * hang; the service must still answer `/health` at the end.
 *
 * `FUZZ_RUNS` raises the number of requests for a long run (default 1,500;
 * e.g. `FUZZ_RUNS=50000 npx vitest run test/api/fuzz.test.ts`); `FUZZ_SEED`
 * replays a run. The counts of each run are printed.
 */
import fc from 'fast-check';
import { FormData, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestService, type TestService } from '../helpers/service.js';
import { paymentLinkBody } from '../helpers/booking.js';
import { DEMO_API_KEYS } from '../../src/store/service/apiKeys.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 1500);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Schema = Record<string, any>;

interface OperationSpec {
  method: string;
  path: string;
  params: Array<{ in: 'path' | 'query' | 'header'; name: string; required: boolean; schema: Schema }>;
  body?: { type: string; schema: Schema };
}

let svc: TestService;
let ops: OperationSpec[];
/** Real identifiers, so a share of the requests reaches past the lookups. */
const known: Record<string, string[]> = { code: [], chatbot_id: [], booking_number: [], reservation_id: [], file_key: [] };

beforeAll(async () => {
  svc = await startTestService({ rateLimitPerSecond: 0 });
  const doc = (await call(svc.url, 'GET', '/openapi.json', { key: null })).body;
  ops = [];
  for (const [path, item] of Object.entries<any>(doc.paths))
    for (const [method, op] of Object.entries<any>(item)) {
      if (['/openapi.json', '/docs', '/health'].includes(path)) continue;
      const content = op.requestBody?.content ?? {};
      const type = Object.keys(content)[0];
      ops.push({ method: method.toUpperCase(), path, params: op.parameters ?? [], ...(type ? { body: { type, schema: content[type].schema } } : {}) });
    }
  // A payment link and a chatbot booking to aim at.
  const link = await call(svc.url, 'POST', '/v2/links/schedule/', {
    key: DEMO_API_KEYS.agency1,
    body: paymentLinkBody({ guest_name: 'Ana', amount: 1000, description: 'x', available_hours: 2 }),
  });
  const url: string | undefined = link.body?.data?.url ?? link.body?.url ?? link.body?.data?.payment_link;
  const code = url ? new URL(url).pathname.split('/').pop() : undefined;
  if (code) known.code!.push(code);
}, 60_000);

afterAll(async () => svc?.stop());

// ---- odd values -------------------------------------------------------------------------------------------

const oddString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e-9',
    '0.000000001',
    'NaN',
    'Infinity',
    '9'.repeat(40),
    'null',
    'true',
    '[]',
    '{}',
    '%',
    '%ZZ',
    '..',
    '../..%2F',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '\uD800',
    '😀'.repeat(30),
    'x'.repeat(5000),
    '2026-02-30',
    '2026-12-01 - 2026-11-01',
    '-0',
    '1,5',
    '١٢٣',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const oddNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1e-9, 0.005, 0.1 + 0.2, 1e300, -1e300, 2 ** 53, 2 ** 53 + 2, 10_000_000_000, 10_000_000_000.01, 12.5, 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);
const oddJson: fc.Arbitrary<Json> = fc.oneof(oddString, oddNumber, fc.boolean(), fc.constant(null), fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>);

/** Values for a schema: mostly of its shape (so requests get past parsing), sometimes odd. */
function jsonValueOf(schema: Schema | undefined, name = '', depth = 0, wild = true): fc.Arbitrary<Json> {
  const shaped = shapedValue(schema ?? {}, name, depth, wild);
  return wild ? fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: oddJson }) : shaped;
}

/**
 * Values of a schema's shape. `wild`: its parts may be odd too, keys may be
 * dropped or added; tame values follow the schema throughout (so requests
 * reach the service's rules, not only its parsing).
 */
function shapedValue(s: Schema, name: string, depth: number, wild = true): fc.Arbitrary<Json> {
  const knownValues = known[name];
  const withKnown = (a: fc.Arbitrary<Json>): fc.Arbitrary<Json> => (knownValues && knownValues.length > 0 ? fc.oneof(a, fc.constantFrom(...knownValues)) : a);
  if (s.enum) return fc.constantFrom(...(s.enum as Json[]));
  if (s.const !== undefined) return fc.constant(s.const as Json);
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return fc.oneof(...(alts as Schema[]).map((a) => shapedValue(a, name, depth, wild)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
      if (!wild) return fc.integer({ min: 1, max: 10 });
      return fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: Math.max(s.minimum ?? -1e9, -1e9), max: Math.min(s.maximum ?? 1e9, 1e9) }));
    case 'number':
      return wild
        ? fc.oneof(fc.integer({ min: 1, max: 5_000_000 }), oddNumber, fc.constantFrom('1000', '12.50', '0.000000001'))
        : fc.integer({ min: 1, max: 5_000_000 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(jsonValueOf(s.items, name, depth + 1, wild), { maxLength: 4 });
    case 'object': {
      if (depth > 3) return fc.constant({});
      const props: Record<string, Schema> = s.properties ?? {};
      const required: string[] = s.required ?? [];
      const entries = Object.entries(props).map(([k, v]) => [k, jsonValueOf(v, k, depth + 1, wild)] as const);
      const record = fc.record(Object.fromEntries(entries), { requiredKeys: required.filter((k) => k in props) });
      if (!wild) return record as fc.Arbitrary<Json>;
      // Sometimes a required key is dropped or an unknown one added.
      return fc
        .tuple(
          record,
          fc.option(fc.constantFrom(...(required.length ? required : ['x']))),
          fc.option(fc.dictionary(fc.string({ maxLength: 8 }), oddJson, { maxKeys: 2 })),
        )
        .map(([r, drop, extra]) => {
          const o: Record<string, Json> = { ...(extra ?? {}), ...(r as Record<string, Json>) };
          if (drop) delete o[drop];
          return o;
        });
    }
    default: {
      if (!wild && (s.format === 'date' || /date|checkin/.test(name)))
        return withKnown(fc.integer({ min: 1, max: 90 }).map((d) => new Date(Date.UTC(2026, 10, 21 + d)).toISOString().slice(0, 10)));
      if (!wild && s.pattern === '^\\d{4}-\\d{2}-\\d{2} - \\d{4}-\\d{2}-\\d{2}$')
        return fc.tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 14 })).map(([a, n]) => {
          const day = (k: number) => new Date(Date.UTC(2026, 10, 21 + k)).toISOString().slice(0, 10);
          return `${day(a)} - ${day(a + n)}`;
        });
      if (s.format === 'date' || /date|checkin/.test(name))
        return withKnown(fc.date({ min: new Date('2025-01-01'), max: new Date('2028-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
      if (s.format === 'email') return wild ? fc.emailAddress() : fc.constantFrom('ana@example.com', 'j.perez+viajes@correo.com.co');
      if (s.format === 'uri' && !wild) return fc.constantFrom('https://example.com/ok', 'https://hooks.example.org/h?x=1');
      if (s.format === 'uri')
        return fc.oneof(fc.webUrl(), fc.constantFrom('http://127.0.0.1:1/x', 'http://169.254.169.254/latest', 'file:///etc/passwd', 'javascript:alert(1)'));
      if (s.pattern) {
        try {
          return withKnown(fc.stringMatching(new RegExp(s.pattern)).filter((x) => x.length <= (s.maxLength ?? 500)));
        } catch {
          /* a pattern fast-check cannot generate from: plain strings */
        }
      }
      return withKnown(fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 60) }));
    }
  }
}

/** `s` with lone surrogates replaced (U+FFFD), as a client's UTF-8 encoder would send it. */
const wellFormed = (s: string): string => Buffer.from(s, 'utf8').toString('utf8');

/** A path segment: the value URL-encoded, or raw bytes a client might send (broken escapes, very long). */
function segment(v: Json): fc.Arbitrary<string> {
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(encodeURIComponent(wellFormed(text))) },
    { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%', '%C0%AF', 'a'.repeat(150), '..%2F..%2Fetc%2Fpasswd', '%00', '~') },
  );
}

const keyArb = fc.constantFrom<string | null>(
  DEMO_API_KEYS.operator,
  DEMO_API_KEYS.operator,
  DEMO_API_KEYS.agency1,
  DEMO_API_KEYS.hotel1,
  DEMO_API_KEYS.channelManager,
  null,
  'nope',
  'Bearer',
  '',
);

interface Built {
  op: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | Buffer;
}

function requestFor(op: OperationSpec, wild: boolean): fc.Arbitrary<Built> {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const queryParams = op.params.filter((p) => p.in === 'query');
  const pathArb = fc
    .tuple(
      ...pathParams.map((p) =>
        jsonValueOf(p.schema, p.name, 0, wild).chain((v) =>
          wild ? segment(v) : fc.constant(encodeURIComponent(wellFormed(typeof v === 'string' ? v : JSON.stringify(v)))),
        ),
      ),
    )
    .map((segs) => {
      let path = op.path;
      pathParams.forEach((p, i) => {
        path = path.replace(`{${p.name}}`, segs[i]!);
      });
      return path;
    });
  const queryArb = fc
    .tuple(
      ...queryParams.map((p) =>
        (wild || !p.required ? fc.option(jsonValueOf(p.schema, p.name, 0, wild), { freq: p.required ? 8 : 2 }) : jsonValueOf(p.schema, p.name, 0, false)).map(
          (v) => [p.name, v] as const,
        ),
      ),
      wild ? fc.option(fc.tuple(fc.string({ maxLength: 6 }), oddString)) : fc.constant(null),
    )
    .map((pairs) => {
      const q = new URLSearchParams();
      for (const pair of pairs) {
        if (!pair) continue;
        const [k, v] = pair as readonly [string, Json | null];
        if (v === null) continue;
        q.append(wellFormed(k), wellFormed(typeof v === 'string' ? v : JSON.stringify(v)));
      }
      const s = q.toString();
      return s ? `?${s}` : '';
    });
  const bodyArb: fc.Arbitrary<{ body?: Built['body']; type?: string }> = op.body
    ? !wild
      ? bodyOf(op.body, false)
      : fc.oneof(
          { weight: 6, arbitrary: bodyOf(op.body, true) },
          {
            weight: 1,
            arbitrary: fc.constantFrom<{ body?: Built['body']; type?: string }>(
              { body: '{"amount": 1e-9', type: 'application/json' },
              { body: 'null', type: 'application/json' },
              { body: '[]', type: 'application/json' },
              { body: '', type: 'application/json' },
              { body: 'a=1', type: 'text/plain' },
              { body: '{"a":1}', type: 'application/xml' },
              { body: Buffer.alloc(2 * 1024 * 1024, 0x7b), type: 'application/json' },
              {},
            ),
          },
        )
    : wild
      ? fc.oneof({ weight: 5, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.constant({ body: '{"x":1}', type: 'application/json' }) })
      : fc.constant({});
  return fc
    .tuple(
      pathArb,
      queryArb,
      bodyArb,
      wild ? keyArb : fc.constantFrom<string | null>(DEMO_API_KEYS.operator, DEMO_API_KEYS.agency1),
      fc.option(fc.string({ minLength: 1, maxLength: 30 }), { freq: 3 }),
    )
    .map(([path, query, body, key, idem]) => {
      const headers: Record<string, string> = {};
      if (key !== null) headers.authorization = key.startsWith('Bearer') || key === '' ? key : `Bearer ${key}`;
      if (body.type) headers['content-type'] = body.type;
      if (idem && op.params.some((p) => p.in === 'header')) headers['idempotency-key'] = idem.replace(/[^\x21-\x7e]/g, 'x');
      return {
        op: `${op.method} ${op.path}`,
        method: op.method,
        url: svc.url + path + query,
        headers,
        ...(body.body !== undefined ? { body: body.body } : {}),
      };
    });
}

function bodyOf(spec: { type: string; schema: Schema }, wild: boolean): fc.Arbitrary<{ body?: Built['body']; type?: string }> {
  if (spec.type === 'multipart/form-data')
    return fc
      .tuple(
        jsonValueOf(spec.schema, '', 0, wild),
        fc.option(fc.uint8Array({ maxLength: 2048 })),
        fc.constantFrom('image/png', 'application/pdf', 'text/plain', 'application/octet-stream'),
      )
      .map(([fields, file, type]) => {
        const form = new FormData();
        if (fields && typeof fields === 'object' && !Array.isArray(fields))
          for (const [k, v] of Object.entries(fields)) if (typeof v !== 'object' || v === null) form.append(k, String(v));
        if (file) form.append('payment_receipt', new Blob([file], { type }), 'receipt.bin');
        return { body: form };
      });
  if (spec.type === 'application/x-www-form-urlencoded')
    return jsonValueOf(spec.schema, '', 0, wild).map((fields) => {
      const q = new URLSearchParams();
      if (fields && typeof fields === 'object' && !Array.isArray(fields))
        for (const [k, v] of Object.entries(fields)) q.append(k, typeof v === 'string' ? v : JSON.stringify(v));
      return { body: q.toString(), type: spec.type };
    });
  return jsonValueOf(spec.schema, '', 0, wild).map((v) => ({ body: JSON.stringify(v), type: 'application/json' }));
}

/** Pages meant for a browser (hosted checkout, voucher pages) may answer their errors as HTML. */
const isBrowserPage = (op: string) => / \/(pay|vouchers)\//.test(op);

/**
 * What is wrong with an answer, or undefined: a 5xx; a 4xx that is not the
 * envelope (JSON with `code` = the status as text, a non-empty `message` and
 * a `detail` string; endpoint 1 may use its own form), or that shows a stack.
 */
function judge(op: string, status: number, type: string, text: string): string | undefined {
  if (status >= 500) return 'server error';
  if (status < 400) return undefined;
  if (isBrowserPage(op) && type.startsWith('text/html')) return undefined;
  if (!type.startsWith('application/json')) return `not JSON (${type || 'no type'})`;
  let body: { code?: unknown; message?: unknown; detail?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return 'invalid JSON';
  }
  const ownForm = op.includes('/refund') && body.code === 0 && body.message === `Error http: ${status}`;
  if (body.code !== String(status) && !ownForm) return `code ${JSON.stringify(body.code)}`;
  if (typeof body.message !== 'string' || body.message === '') return 'no message';
  if (typeof body.detail !== 'string') return 'no detail';
  if (/\bat .*\.(ts|js):\d+/.test(text)) return 'stack trace';
  return undefined;
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it(
    `${RUNS} generated requests: no 5xx, every 4xx in the envelope, none hangs, the service alive after`,
    async () => {
      const counts = new Map<string, Map<number, number>>();
      const violations: string[] = [];
      // Two requests in three are wild (odd values anywhere); one in three follows the schemas with a good key.
      const arb = fc.tuple(fc.integer({ min: 0, max: ops.length - 1 }), fc.integer({ min: 0, max: 2 })).chain(([i, w]) => requestFor(ops[i]!, w > 0));
      await fc.assert(
        fc.asyncProperty(arb, async (r) => {
          const res = await request(r.url, {
            method: r.method as 'GET',
            headers: r.headers,
            body: r.body ?? null,
            headersTimeout: 15_000,
            bodyTimeout: 15_000,
          }).catch((err: unknown) => {
            throw new Error(`${r.method} ${r.url.slice(0, 300)}: no answer (${(err as Error).message})`);
          });
          const text = await res.body.text();
          const byStatus = counts.get(r.op) ?? new Map<number, number>();
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          counts.set(r.op, byStatus);
          const where = `${r.method} ${r.url.slice(svc.url.length, svc.url.length + 200)} → ${res.statusCode} ${text.slice(0, 200)}`;
          const problem = judge(r.op, res.statusCode, String(res.headers['content-type'] ?? ''), text);
          if (problem) violations.push(`${problem}: ${where}`);
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
      );
      const health = await call(svc.url, 'GET', '/health', { key: null });
      expect(health.status).toBe(200);

      const summary = [...counts.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([op, m]) =>
            `${op}: ${[...m.entries()]
              .sort(([a], [b]) => a - b)
              .map(([s, n]) => `${s}×${n}`)
              .join(' ')}`,
        );
      const total = [...counts.values()].reduce((n, m) => n + [...m.values()].reduce((a, b) => a + b, 0), 0);
      console.log(`fuzz: ${total} requests over ${counts.size} operations, ${violations.length} answers breaking the rules\n  ${summary.join('\n  ')}`);
      expect(counts.size).toBe(ops.length);
      expect(violations.slice(0, 25)).toEqual([]);
    },
    Math.max(120_000, RUNS * 200),
  );
});
