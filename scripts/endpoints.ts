/**
 * `npm run docs:endpoints`: write `docs/endpoints.md`, the index of the
 * service's endpoints — interface number → operation → route → domain
 * method → client method — so that an endpoint's code is found from its
 * number.
 *
 * Everything is read from the code: the operations (number, method, path,
 * operation id, contract schemas) from the operation table
 * `src/api/contract/operations.ts`; the route module from the `serve(app,
 * '<operationId>', …)` call that registers it (`src/api/routes/*.ts`,
 * `src/api/server.ts`); the domain calls from that handler's
 * `ctx.<member>.<method>(…)` calls, the member's class and file from the
 * service context `src/api/context.ts` (the method serving an operation is
 * named after it, but for the few `test/docs/endpoints.test.ts` lists); the
 * client methods from the `this.#call('<operationId>', …)` calls of
 * `src/api/client.ts` (each method named after its operation). What cannot
 * be read (a handler's main call among several, a route a plugin registers)
 * is the `index` field of the operation's own entry, never this script.
 *
 * The output depends only on those files (no date, no line numbers), so a
 * regeneration without a change leaves it byte for byte the same;
 * `test/docs/endpoints.test.ts` fails while the committed file differs.
 *
 * @example npm run docs:endpoints
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Operation, OPERATIONS } from '../src/api/contract/operations.js';

/** Absolute path of the repository's root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Absolute path of the committed index, `docs/endpoints.md`. */
export const ENDPOINTS_DOC_PATH = fileURLToPath(new URL('../docs/endpoints.md', import.meta.url));

/** The files whose `serve(…)` calls register routes, relative to the root: every route module, then the server. */
export function routeFiles(root: string = ROOT): string[] {
  const routes = readdirSync(resolve(root, 'src/api/routes'))
    .filter((f) => f.endsWith('.ts'))
    .sort()
    .map((f) => `src/api/routes/${f}`);
  return [...routes, 'src/api/server.ts'];
}

/** A domain call of a route: the service context's member, its class and file, and the method. */
export interface DomainCall {
  /** Member of `ServiceContext` (`src/api/context.ts`), e.g. `reservationChanges`. */
  member: string;
  /** Its class, e.g. `ReservationChangesService`. */
  className: string;
  /** The class's file, relative to the root, e.g. `src/api/domain/reservationChanges.ts`. */
  file: string;
  /** The method called, e.g. `markReservationsPaid`. */
  method: string;
}

/** One row of the index: one operation of the table and where its code is. */
export interface EndpointRow {
  /** Interface endpoint number(s) (`'17'`, `'11, 12'`), or null for the service's own routes. */
  endpoint: string | null;
  /** Upper-case HTTP method. */
  method: string;
  /** OpenAPI path template, as the operation table writes it. */
  path: string;
  operationId: string;
  /** Contract files (relative to the root) holding the operation's schemas: the area files, or the table itself. */
  contract: string[];
  /** File registering the route (relative to the root), or undefined when none was found. */
  routeFile: string | undefined;
  /** Exported function of {@link routeFile} that registers it (`reservationChangeRoutes`), or undefined for a plugin's route. */
  routeFunction: string | undefined;
  /** Domain calls doing the work: the entry's `index.domain` when given, else every domain call of the handler in order. */
  domain: DomainCall[];
  /** Methods of the client class calling the operation, in the order of the client's file. */
  clientMethods: string[];
}

/** Everything the index reads from the sources, gathered once. */
export interface SourceFacts {
  /** operationId → where `serve(…)` registers it: file, enclosing exported function, domain calls of its handler (`member.method`). */
  served: Map<string, { file: string; fn: string | undefined; calls: string[] }>;
  /** Member of the service context → its domain class and file (members of other types are left out). */
  context: Map<string, { className: string; file: string }>;
  /** Name of the client class (`HotelApiClient`). */
  clientClass: string;
  /** operationId → client methods calling it. */
  client: Map<string, string[]>;
  /** operationId → contract files of its schemas. */
  contract: Map<string, string[]>;
}

/** Text of a file under the root. */
function read(root: string, file: string): string {
  return readFileSync(resolve(root, file), 'utf8');
}

/**
 * Index just past the `)` closing the call whose `(` is at `open`: parentheses
 * counted outside string literals and comments (enough for the route files).
 */
function callEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '/' && text[i + 1] === '/') i = text.indexOf('\n', i) === -1 ? text.length : text.indexOf('\n', i);
    else if (ch === '/' && text[i + 1] === '*') i = text.indexOf('*/', i + 2) + 1;
    else if (ch === "'" || ch === '"' || ch === '`') {
      for (i++; i < text.length && text[i] !== ch; i++) if (text[i] === '\\') i++;
    } else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * The `serve(app, '<operationId>', handler)` calls of the route files: the
 * file, the exported function around the call, and the handler's calls of
 * the service context (`ctx.member.method(` or, through an alias declared in
 * that function as `const x = ctx.member`, `x.method(`), in order, once each.
 * A handler's calls are those inside the `serve(…)` call: helpers it calls
 * are not followed (the entry's `index.domain` names what they reach).
 */
export function servedOperations(root: string = ROOT): SourceFacts['served'] {
  const out: SourceFacts['served'] = new Map();
  for (const file of routeFiles(root)) {
    const text = read(root, file);
    const serves = [...text.matchAll(/\bserve\(\s*\w+,\s*'(\w+)'/g)];
    const fns = [...text.matchAll(/^export (?:async )?function (\w+)/gm)];
    for (const s of serves) {
      const at = s.index;
      const fnMatch = fns.filter((f) => f.index < at).at(-1);
      const fnStart = fnMatch?.index ?? 0;
      const handler = text.slice(at, callEnd(text, text.indexOf('(', at)));
      const aliases = new Map([...text.slice(fnStart, at).matchAll(/\bconst (\w+) = ctx\.(\w+);/g)].map((a) => [a[1]!, a[2]!]));
      const calls: string[] = [];
      for (const c of handler.matchAll(/\b(\w+)\.(\w+)\.?(\w+)?\(/g)) {
        const [, head, second, third] = c;
        const call = head === 'ctx' && third ? `${second}.${third}` : !third && aliases.has(head!) ? `${aliases.get(head!)}.${second}` : undefined;
        if (call && !calls.includes(call)) calls.push(call);
      }
      if (out.has(s[1]!)) throw new Error(`${s[1]} is served twice (${out.get(s[1]!)!.file}, ${file})`);
      out.set(s[1]!, { file, fn: fnMatch?.[1], calls });
    }
  }
  return out;
}

/**
 * Members of `ServiceContext` (`src/api/context.ts`) whose type is a class
 * imported (as a value, not a type) from `./domain/`: member → class and
 * file. Other members (the store, the clock, the idempotency store, the
 * metrics) are not domain services.
 */
export function contextServices(root: string = ROOT): SourceFacts['context'] {
  const text = read(root, 'src/api/context.ts');
  const classFile = new Map<string, string>();
  for (const m of text.matchAll(/^import \{([^}]*)\} from '\.\/domain\/([\w/]+)\.js';/gm))
    for (const name of m[1]!.split(',').map((n) => n.trim()))
      if (name && !name.startsWith('type ')) classFile.set(name.split(' as ').at(-1)!, `src/api/domain/${m[2]}.ts`);
  const body = /export interface ServiceContext \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  const out: SourceFacts['context'] = new Map();
  for (const m of body.matchAll(/^\s+(\w+): (\w+);/gm)) {
    const file = classFile.get(m[2]!);
    if (file) out.set(m[1]!, { className: m[2]!, file });
  }
  return out;
}

/** The client class of `src/api/client.ts` and, per operationId, its methods whose body calls `this.#call('<operationId>', …)`. */
export function clientMethods(root: string = ROOT): { clientClass: string; client: SourceFacts['client'] } {
  const text = read(root, 'src/api/client.ts');
  const firstCall = text.indexOf('this.#call(');
  const clientClass = [...text.slice(0, firstCall).matchAll(/^export class (\w+)/gm)].at(-1)?.[1] ?? 'HotelApiClient';
  const client: SourceFacts['client'] = new Map();
  let method: string | undefined;
  for (const line of text.split('\n')) {
    const decl = /^ {2}(?:async )?(\w+)\(/.exec(line);
    if (decl && decl[1] !== 'constructor') method = decl[1];
    for (const c of line.matchAll(/this\.#call\(\s*'(\w+)'/g))
      if (method) {
        const list = client.get(c[1]!) ?? [];
        if (!list.includes(method)) list.push(method);
        client.set(c[1]!, list);
      }
  }
  return { clientClass, client };
}

/** Schemas of the operation table shared by many operations (headers), not an operation's own contract. */
const SHARED_SCHEMAS = new Set(['ErrorEnvelope', 'IdempotencyKeyHeader', 'RetryAfterHeaders', 'RateLimitHeaders']);

/**
 * Per operationId, the contract files of the schemas its entry of the table
 * names: the area file each was imported from (`src/api/contract/reports.ts`),
 * or the table itself for a schema it declares or writes inline; shared
 * header and envelope schemas left out.
 */
export function contractFiles(root: string = ROOT): SourceFacts['contract'] {
  const table = 'src/api/contract/operations.ts';
  const text = read(root, table);
  const from = new Map<string, string>();
  for (const m of text.matchAll(/^import \{([^}]*)\} from '\.\/(\w+)\.js';/gm))
    for (const name of m[1]!.split(',')) if (name.trim()) from.set(name.trim(), `src/api/contract/${m[2]}.ts`);
  for (const m of text.matchAll(/^export const (\w+)/gm)) from.set(m[1]!, table);
  const start = text.indexOf('export const OPERATIONS');
  const body = text.slice(start, text.indexOf('] as const satisfies', start));
  const entries = [...body.matchAll(/operationId: '(\w+)'/g)];
  const out: SourceFacts['contract'] = new Map();
  entries.forEach((e, i) => {
    const entry = body.slice(e.index, entries[i + 1]?.index ?? body.length);
    const files: string[] = [];
    for (const id of entry.matchAll(/\b[A-Z]\w+\b/g)) {
      const file = SHARED_SCHEMAS.has(id[0]) ? undefined : from.get(id[0]);
      if (file && !files.includes(file)) files.push(file);
    }
    out.set(e[1]!, files.length ? files : [table]);
  });
  return out;
}

/** Read every fact the index needs from the sources under `root`. */
export function sourceFacts(root: string = ROOT): SourceFacts {
  return { served: servedOperations(root), context: contextServices(root), ...clientMethods(root), contract: contractFiles(root) };
}

/**
 * The rows of the index, one per operation of `operations` in the table's
 * order. Throws when a domain call (derived, or named by an entry's
 * `index.domain`) is not a domain service of the context.
 */
export function endpointRows(operations: readonly Operation[] = OPERATIONS, facts: SourceFacts = sourceFacts()): EndpointRow[] {
  return operations.map((op) => {
    const served = facts.served.get(op.operationId);
    const names = op.index?.domain ?? served?.calls.filter((c) => facts.context.has(c.split('.')[0]!)) ?? [];
    const domain = names.map((name) => {
      const [member, method] = name.split('.') as [string, string | undefined];
      const service = facts.context.get(member);
      if (!service || !method) throw new Error(`${op.operationId}: ${name} is not <domain service of the context>.<method>`);
      return { member, method, ...service };
    });
    return {
      endpoint: op.endpoint,
      method: op.method.toUpperCase(),
      path: op.path,
      operationId: op.operationId,
      contract: facts.contract.get(op.operationId) ?? [],
      routeFile: op.index?.servedBy ?? served?.file,
      routeFunction: op.index?.servedBy ? undefined : served?.fn,
      domain,
      clientMethods: facts.client.get(op.operationId) ?? [],
    };
  });
}

/** A link from `docs/endpoints.md` to file `file` (relative to the root), shown as `shown`. */
function link(file: string, shown: string = file): string {
  return `[\`${shown}\`](../${file})`;
}

/** Markdown table cell text: pipes escaped. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|');
}

/** Render the index's Markdown (`docs/endpoints.md`) from its rows; `clientClass` names the client's class. */
export function renderEndpointIndex(rows: readonly EndpointRow[], clientClass = 'HotelApiClient'): string {
  const lines = [
    '# Endpoint index',
    '',
    '<!-- Generated by `npm run docs:endpoints` (scripts/endpoints.ts) from the operation table; do not edit by hand. -->',
    '',
    "Where each endpoint's code is, by the interface's endpoint number (numbers as in",
    '[decision 0018](decisions/0018-endpoint-numbers.md)): its operation in the table',
    '[`src/api/contract/operations.ts`](../src/api/contract/operations.ts) (method, path, schemas, OpenAPI),',
    'the contract files of its schemas, the route module that registers it (`serve(app, operationId, …)`),',
    'the domain service method(s) its handler calls (`ctx.<member>` of [`src/api/context.ts`](../src/api/context.ts)),',
    "one of them named after the operation unless the operation spans two endpoints or is one of the service's pages,",
    `and the method of the bot's client \`${clientClass}\` ([\`src/api/client.ts\`](../src/api/client.ts)) that calls it, named after the operation.`,
    'Rows without a number are the service\'s own routes. "—": none.',
    '',
    'The table is regenerated with `npm run docs:endpoints`; `test/docs/endpoints.test.ts` fails while it is out of date.',
    "What the code does not say (a handler's main call among several, a route a plugin registers) is the `index` field",
    "of the operation's entry in the table.",
    '',
    '| # | method and path | operation | contract | route | domain | client |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const contract = r.contract.length ? r.contract.map((f) => link(f, f.replace('src/api/contract/', ''))).join(', ') : '—';
    const route = r.routeFile
      ? `${link(r.routeFile, r.routeFile.replace(/^src\/api\//, ''))} ${r.routeFunction ? `\`${r.routeFunction}\`` : "(a plugin's route)"}`
      : '—';
    const domain = r.domain.length
      ? r.domain.map((d) => `\`${d.className}.${d.method}\` (${link(d.file, d.file.replace('src/api/', ''))}, \`ctx.${d.member}\`)`).join('<br>')
      : '—';
    const client = r.clientMethods.length ? r.clientMethods.map((m) => `\`${m}\``).join(', ') : '—';
    lines.push(`| ${cell(r.endpoint ?? '')} | \`${r.method} ${cell(r.path)}\` | \`${r.operationId}\` | ${contract} | ${route} | ${domain} | ${client} |`);
  }
  return `${lines.join('\n')}\n`;
}

/** The index's text as the current sources give it. */
export function buildEndpointIndex(root: string = ROOT): string {
  const facts = sourceFacts(root);
  return renderEndpointIndex(endpointRows(OPERATIONS, facts), facts.clientClass);
}

/** Write the index to `path` (default {@link ENDPOINTS_DOC_PATH}); returns whether the file changed. */
export function writeEndpointsDoc(path: string = ENDPOINTS_DOC_PATH): boolean {
  const text = buildEndpointIndex();
  let before: string | undefined;
  try {
    before = readFileSync(path, 'utf8');
  } catch {
    before = undefined;
  }
  if (before === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return true;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  const changed = writeEndpointsDoc();
  const shown = relative(process.cwd(), ENDPOINTS_DOC_PATH) || ENDPOINTS_DOC_PATH;
  console.log(changed ? `Wrote ${shown}.` : `${shown} is up to date.`);
}
