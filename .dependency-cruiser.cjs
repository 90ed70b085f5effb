/**
 * The layer rules of hotelbot, checked by `npm run lint:deps` (part of
 * `npm test`). docs/architecture.md explains the layers; each rule below is
 * one boundary of its table. Every import counts, `import type` included: a
 * type-only import still ties one layer to another's shapes.
 *
 * When a rule fails, move the code to the layer it belongs to (or pass the
 * value in from the layer above) rather than loosening the rule.
 */

// Layers, as path patterns relative to the repository root.
const CLOCK = '^src/clock\\.ts$';
const RUNTIME = '^src/runtime\\.ts$';
/** The text catalogues (guest, staff, service) and the one formatting module of money and dates. */
const TEXTS = '^src/texts/';
const CONTRACT = '^src/api/contract/';
const CLIENT = '^src/api/client\\.ts$';
const DOMAIN = '^src/api/domain/';
const ROUTES = '^src/api/routes/';
/** The service side: everything under src/api except the contract and the client. */
const SERVICE = '^src/api/(?!contract/|client\\.ts$)';
/** The service's HTTP edge: the service side without its domain (Fastify app, routes, pages, HTTP plumbing, start-up). */
const HTTP_EDGE = '^src/api/(?!contract/|client\\.ts$|domain/)';
const STORE = '^src/store/';
const SERVICE_STORE = '^src/store/service/';
const BOT_STORE = '^src/store/bot/';
const FLOWS = '^src/flows/';
const BOT = '^src/bot/';
/** Prometheus (prom-client): the registries, the HTTP timing and `/metrics`, and the two sides' business counters. */
const METRICS = '^src/metrics/';
/** The interfaces the service's domain and the bot count through (no prom-client): what src/metrics implements. */
const METRICS_INTERFACES = ['^src/api/domain/metrics\\.ts$', '^src/bot/metrics\\.ts$'];
/** OpenTelemetry's wiring: the SDK (sdk.ts, loaded only when traces are on), the log mixin (log.ts, api only) and the span helper (spans.ts, api only). */
const TRACING = '^src/tracing/';
/** The one module that loads the OpenTelemetry SDK, its exporter and the instrumentations. */
const TRACING_SDK = '^src/tracing/sdk\\.ts$';
/** Running work inside a span (api only): the one helper of src/tracing that the domain and the bot make their spans with. */
const TRACING_SPANS = '^src/tracing/spans\\.ts$';
/** The entry points: the CLI, its commands and the settings. */
const ENTRY = '^src/(main\\.ts$|config\\.ts$|cli/)';

/** npm packages that do I/O (network, databases, processes, chat platforms, logs). */
const IO_PACKAGES =
  '^node_modules/(undici|fastify|@fastify/[^/]+|grammy|@grammyjs/[^/]+|@slack/[^/]+|pg|better-sqlite3|kysely|pino|standardwebhooks|ws|file-type)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules import each other in one direction only: a cycle makes start-up order matter (a value read before ' +
        'its module finished loading is undefined) and means two modules are one in disguise.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'clock-is-a-leaf',
      comment: 'src/clock.ts (the injected clock, Bogotá dates) is used by every layer, so it may import none of them.',
      severity: 'error',
      from: { path: CLOCK },
      to: { path: '^src/' },
    },
    {
      name: 'runtime-is-a-leaf',
      comment:
        'src/runtime.ts (the process-wide V8 and allocator settings of a server) is called by the entry and at the ' +
        "service's start, before anything else runs, so it may import none of the project.",
      severity: 'error',
      from: { path: RUNTIME },
      to: { path: '^src/' },
    },
    {
      name: 'texts-is-a-leaf',
      comment:
        'src/texts (the catalogues of what the guest, hotel staff, payers and integrators read, and the formatting of ' +
        'money and dates) is read by every layer but the contract, so it may import only itself and the clock: the ' +
        'types its texts need (languages, kinds of messages) are defined there.',
      severity: 'error',
      from: { path: TEXTS },
      to: { path: '^src/', pathNot: [TEXTS, CLOCK] },
    },
    {
      name: 'texts-no-io',
      comment: 'Texts are pure: no Node built-ins and no packages that talk to networks, databases or chat platforms.',
      severity: 'error',
      from: { path: TEXTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'texts-no-io-packages',
      comment: 'See texts-no-io: the texts use only pure packages (phone numbers).',
      severity: 'error',
      from: { path: TEXTS },
      to: { path: IO_PACKAGES },
    },
    {
      name: 'contract-only-schemas',
      comment:
        'The wire contract (zod schemas) is the one source of the shapes both sides of HTTP share: it imports zod ' +
        '(and decimal.js for money) and nothing of the project, so the client can carry it without the service.',
      severity: 'error',
      from: { path: CONTRACT },
      to: { pathNot: [CONTRACT, '^node_modules/(zod|decimal\\.js)/'] },
    },
    {
      name: 'client-only-contract',
      comment:
        'The typed client speaks HTTP to any deployment of the interface: it knows the contract, never the ' +
        "service's code (domain, routes, store) nor Fastify.",
      severity: 'error',
      from: { path: CLIENT },
      to: { path: ['^src/', '^node_modules/(fastify|@fastify/[^/]+)/'], pathNot: [CONTRACT, CLOCK, TEXTS] },
    },
    {
      name: 'domain-not-to-fastify',
      comment:
        "The domain holds the service's rules and knows nothing of HTTP: it throws domain errors and the HTTP edge " +
        'turns them into answers, so it can be called from routes, workers and the CLI alike.',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: '^node_modules/(fastify|@fastify/[^/]+)/' },
    },
    {
      name: 'domain-not-to-http-edge',
      comment: 'The HTTP edge (app, routes, pages, HTTP plumbing) calls the domain, never the other way round.',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: HTTP_EDGE },
    },
    {
      name: 'routes-not-to-store',
      comment: "Routes only translate HTTP to domain calls and back; reading and writing the database is the domain's job.",
      severity: 'error',
      from: { path: ROUTES },
      to: { path: STORE },
    },
    {
      name: 'service-not-to-bot',
      comment:
        'The service serves any client of the interface; the bot is only one of them, so nothing of the service ' +
        "(nor its store) may depend on the bot, its conversation, the bot's client or the bot's tables.",
      severity: 'error',
      from: { path: [SERVICE, SERVICE_STORE] },
      to: { path: [BOT, FLOWS, CLIENT, BOT_STORE] },
    },
    {
      name: 'store-not-to-upper-layers',
      comment:
        'The data layer (engines, migrations, repositories) sits at the bottom: it never imports the domain, the ' +
        'HTTP side, the conversation or the bot, so repositories stay plain reads and writes any layer can reuse.',
      severity: 'error',
      from: { path: STORE },
      to: { path: '^src/', pathNot: [STORE, CLOCK, TEXTS] },
    },
    {
      name: 'service-store-apart-from-bot-store',
      comment:
        "The service's tables and the bot's tables are two databases (they may run on different servers): neither " +
        "store's repositories import the other's. Shared engine code lives in src/store/*.ts.",
      severity: 'error',
      from: { path: '^src/store/(service|bot)/' },
      to: { path: '^src/store/(service|bot)/', pathNot: '^src/store/$1/' },
    },
    {
      name: 'flows-not-to-other-layers',
      comment:
        "The conversation is a pure function of state and input: it may read the contract's types, the clock's " +
        'date helpers and the texts, never the store, the client, the service or the bot that runs it.',
      severity: 'error',
      from: { path: FLOWS },
      to: { path: '^src/', pathNot: [FLOWS, CONTRACT, CLOCK, TEXTS] },
    },
    {
      name: 'flows-no-io',
      comment:
        'No I/O in the conversation: no Node built-ins (files, network, processes, randomness come injected) and ' +
        'no packages that talk to networks, databases or chat platforms. Effects describe I/O; the bot runs them.',
      severity: 'error',
      from: { path: FLOWS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'flows-no-io-packages',
      comment: 'See flows-no-io: the conversation uses only pure packages (text, dates, phone numbers, countries).',
      severity: 'error',
      from: { path: FLOWS },
      to: { path: IO_PACKAGES },
    },
    {
      name: 'bot-only-over-http',
      comment:
        'The bot reaches the service only over HTTP (the typed client), so it works against any deployment of the ' +
        "interface: it never imports the service's domain, HTTP edge or tables.",
      severity: 'error',
      from: { path: BOT },
      to: { path: [DOMAIN, HTTP_EDGE, SERVICE_STORE] },
    },
    {
      name: 'nothing-imports-entry',
      comment:
        'The CLI and the settings wire the layers together and read the environment; the layers receive what they ' +
        'need as arguments, so they run the same in tests, benchmarks and any process layout.',
      severity: 'error',
      from: { pathNot: ENTRY },
      to: { path: ENTRY },
    },
    {
      name: 'sqlite-binding-in-one-place',
      comment:
        'better-sqlite3 is loaded by src/store/sqliteNative.ts only, which picks the line the running Node.js can ' +
        'use; everything else opens SQLite files through its SqliteDatabase.',
      severity: 'error',
      from: { pathNot: '^src/store/sqliteNative\\.ts$' },
      to: { path: '^node_modules/better-sqlite3(-napi9)?/' },
    },
    {
      name: 'prom-client-only-in-metrics',
      comment:
        'Operations observe; they never shape the product: only src/metrics knows prom-client. The domain and the bot ' +
        'count through their own small interfaces (src/api/domain/metrics.ts, src/bot/metrics.ts) with no-op defaults, ' +
        'and the HTTP edges hand them the Prometheus implementation (docs/decisions/0024-metrics.md).',
      severity: 'error',
      from: { pathNot: METRICS },
      to: { path: '^node_modules/prom-client/' },
    },
    {
      name: 'metrics-imports-only-its-interfaces',
      comment:
        "src/metrics implements the domain's and the bot's metrics interfaces and serves them over Fastify: it imports " +
        'those two interfaces and nothing else of the project, so no rule of the layers is bypassed through it.',
      severity: 'error',
      from: { path: METRICS },
      to: { path: '^src/', pathNot: [METRICS, ...METRICS_INTERFACES] },
    },
    {
      name: 'metrics-only-from-the-edges',
      comment:
        'The Prometheus side is wired in by the HTTP edges (the service app, the bot and its receiver) and the entry ' +
        'only: the domain, the store, the flows, the texts, the contract and the client never load it.',
      severity: 'error',
      from: { path: [DOMAIN, STORE, FLOWS, TEXTS, CONTRACT, CLIENT, CLOCK, RUNTIME] },
      to: { path: METRICS },
    },
    {
      name: 'metrics-sides-apart',
      comment: "The service registers the service's counters and the bot the bot's: neither side loads the other's.",
      severity: 'error',
      from: { path: SERVICE },
      to: { path: '^src/metrics/bot\\.ts$' },
    },
    {
      name: 'metrics-sides-apart-bot',
      comment: 'See metrics-sides-apart: the bot reaches the service only over HTTP, its metrics included.',
      severity: 'error',
      from: { path: BOT },
      to: { path: '^src/metrics/service\\.ts$' },
    },
    {
      name: 'otel-sdk-only-in-tracing',
      comment:
        'Traces are off unless OTEL_EXPORTER_OTLP_ENDPOINT is set, and then no SDK code may be loaded: only ' +
        'src/tracing/sdk.ts imports the OpenTelemetry SDK, the OTLP exporter, the instrumentations and @fastify/otel. ' +
        'The rest of the code makes its spans through @opentelemetry/api, a no-op until the SDK registers itself ' +
        '(docs/decisions/0026-traces.md).',
      severity: 'error',
      from: { pathNot: TRACING_SDK },
      to: { path: '^node_modules/(@opentelemetry/(?!api/)[^/]+|@fastify/otel)/' },
    },
    {
      name: 'tracing-sdk-only-from-the-entry',
      comment:
        'The SDK registers itself for the whole process: only the entry starts it (by a dynamic import, when the ' +
        'setting is there); servers, the domain and the bot never load it, so their tests and benchmarks choose.',
      severity: 'error',
      from: { pathNot: [ENTRY, TRACING] },
      to: { path: TRACING_SDK },
    },
    {
      name: 'tracing-only-from-the-edges',
      comment:
        'src/tracing is wiring: the entry starts the SDK, the HTTP edge and the entry put the log mixin in their loggers; ' +
        'the domain and the bot make their own spans through @opentelemetry/api and the one span helper (spans.ts), ' +
        'never through the rest of src/tracing.',
      severity: 'error',
      from: { pathNot: [ENTRY, HTTP_EDGE, TRACING] },
      to: { path: TRACING, pathNot: TRACING_SPANS },
    },
    {
      name: 'tracing-imports-nothing-of-the-project',
      comment: 'src/tracing depends on OpenTelemetry only, so no layer rule is bypassed through it.',
      severity: 'error',
      from: { path: TRACING },
      to: { path: '^src/', pathNot: TRACING },
    },
    {
      name: 'no-spans-in-pure-layers',
      comment:
        'The conversation, the contract, the texts, the clock and the store make no spans: the flow is pure, the ' +
        "client's and the databases' calls are traced by the instrumentations (undici, pg), and a step's span is the bot's.",
      severity: 'error',
      from: { path: [FLOWS, CONTRACT, TEXTS, CLOCK, RUNTIME, STORE, CLIENT] },
      to: { path: ['^node_modules/@opentelemetry/', TRACING_SPANS] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'Every import resolves to a file or an installed package.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'not-to-dev-dep',
      comment:
        'src/ ships to production, where devDependencies are not installed: it may import only dependencies ' +
        '(type declarations of @types packages aside: they vanish when compiled). The one exception is the ' +
        'availability worker loader for runs from the TypeScript sources (tests, tsx), which the compiled service never loads.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/api/domain/availabilityWorkerFromSource\\.mjs$' },
      to: { dependencyTypes: ['npm-dev'], pathNot: '^node_modules/@types/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // TypeScript 7 has no JavaScript API dependency-cruiser could use; swc reads the sources.
    parser: 'swc',
    // Count type-only imports too: a layer must not lean on another's types either.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Resolve packages by their "exports" (e.g. grammy/types), as Node and TypeScript do.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
