/**
 * The map and the recipes stay true to the code: every file path and every
 * code symbol that CONTRIBUTING.md, docs/architecture.md and
 * docs/performance.md name in backticks exists.
 *
 * - A **path** (`src/flows/apply.ts`, `test/flows/corpus/`,
 *   `src/bot/slack/commands/<name>/`, `lexicon/*.json`) must be a file or a
 *   folder of the repository; `<placeholder>` stands for one path segment and
 *   `*` for any characters within one. A path that does not start at the
 *   repository's root (`dates/`, `telegram/bot.ts`, `machine.ts`) is read
 *   relative to the folders of the full paths named before it in the same
 *   paragraph, list item or table row, else in the same section.
 * - A **symbol** (`createContext`, `HotelApiClient`, `OPERATIONS`,
 *   `Store.freshRead`, `advance()`, `serve(app, …)`) must be declared (a
 *   function, class, interface, type, variable, enum, method, property or
 *   export of that name) in a file named in the same paragraph, list item or
 *   table row; else in the same section; and when the section names no file,
 *   in any source file (`src/`, `test/`, `bench/`, `scripts/`). Lower-case
 *   words without a call (`search`, `booking`) are values and prose, not
 *   checked; names of environment variables are checked against the
 *   settings (`src/config.ts`, `.env.example`) and the code.
 *
 * Code blocks are examples, not checked. So a file moved or a symbol renamed
 * without its document fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles, walk } from '../helpers/repositoryFiles.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The documents whose names are checked. */
const DOCUMENTS = ['CONTRIBUTING.md', 'docs/architecture.md', 'docs/performance.md'];

/** Folders of the repository's root where a full path may start, and root files a document may name. */
const ROOTS = ['src', 'test', 'bench', 'scripts', 'docs', 'slack', 'data'];

/** Names of libraries', the platform's and outside services' own APIs the documents name (not the project's to declare). */
const FOREIGN = new Set(['describe.each', 'app.command', 'this.#call', 'SharedArrayBuffer', 'ArrayBuffer', 'sendMessage']);

/** Top-level folders git ignores (build output, installed packages): named by the documents, never in the repository. */
const IGNORED = new Set(
  (existsSync(join(ROOT, '.gitignore')) ? readFileSync(join(ROOT, '.gitignore'), 'utf8') : '')
    .split('\n')
    .map((l) => /^\/?([\w.-]+)\/$/.exec(l.trim())?.[1])
    .filter((x): x is string => x !== undefined),
);

/** Top-level folders whose contents git ignores but for listed exceptions (`data/*`: the databases a run writes): a path there that matches no file is run-time output, not a stale name. */
const IGNORED_CONTENTS = new Set(
  (existsSync(join(ROOT, '.gitignore')) ? readFileSync(join(ROOT, '.gitignore'), 'utf8') : '')
    .split('\n')
    .map((l) => /^\/?([\w.-]+)\/\*$/.exec(l.trim())?.[1])
    .filter((x): x is string => x !== undefined),
);

/** The repository's files as a fresh clone has them. */
const FILES = repositoryFiles();

/** The repository's files and folders matching `path` (placeholders and `*` allowed), or none. */
function matches(path: string): string[] {
  const clean = path.replace(/\/+$/, '');
  if (!/[<*]/.test(clean)) {
    if (FILES.includes(clean) || FILES.some((f) => f.startsWith(`${clean}/`))) return [clean];
    return [];
  }
  const pattern = new RegExp(
    `^${clean
      .split(/(<[^>]+>|\*\*\/|\*)/)
      .map((part) => (part === '**/' ? '(?:[^/]+/)*' : part === '*' ? '[^/]*' : part.startsWith('<') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('')}(?:/|$)`,
  );
  return FILES.filter((f) => pattern.test(f));
}

/** True for a backticked span read as a path: a slash or a file extension, no spaces, not a URL path. */
function isPath(span: string): boolean {
  if (/\s/.test(span) || span.startsWith('/') || span.startsWith('@') || span.includes('://') || span.startsWith('-') || /^\.[a-z]+$/.test(span)) return false;
  if (!/^[\w.@<>*/-]+$/.test(span) || existsSync(join(ROOT, 'node_modules', span))) return false;
  return span.includes('/') || /\.(ts|mts|mjs|cjs|js|json|jsonc|md|example)$/.test(span);
}

/** True for a path from the repository's root. */
function isFullPath(span: string): boolean {
  return ROOTS.some((r) => span === r || span.startsWith(`${r}/`)) || (!span.includes('/') && existsSync(join(ROOT, span)) && FILES.includes(span));
}

/**
 * The symbol a backticked span names, or undefined: an identifier
 * (`createContext`), a dotted one (`Store.freshRead`: its last part), or the
 * callee of a call (`serve(app, …)`, `advance()`). Lower-case words without a
 * call are not symbols.
 */
function symbolOf(span: string): string | undefined {
  const call = /^([A-Za-z_$][\w$]*(?:\.#?[A-Za-z_$][\w$]*)*)(?:<[^>]*>)?\(/.exec(span);
  const plain = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)$/.exec(span);
  const name = call?.[1] ?? plain?.[1];
  if (!name || FOREIGN.has(name)) return undefined;
  const last = name.split('.').pop()!;
  if (last.startsWith('#')) return undefined;
  if (!call && /^[a-z][a-z0-9]*$/.test(last)) return undefined;
  // snake_case: a table, column or wire name, not a symbol
  if (/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/.test(last)) return undefined;
  return last;
}

/** Names a TypeScript file declares: functions, classes, interfaces, types, variables, enums, methods, properties, exports. */
function declaredIn(file: string): Set<string> {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const names = new Set<string>();
  const patterns = [
    /\b(?:function\*?|class|interface|type|enum|const|let|var|namespace)\s+([A-Za-z_$][\w$]*)/g,
    /^\s*(?:(?:export|public|private|protected|static|readonly|async|get|set|override|declare|abstract)\s+)*#?([A-Za-z_$][\w$]*)\s*[?!]?\s*[:(<=]/gm,
    /[{,]\s*([A-Za-z_$][\w$]*)\s*[?]?:/g,
    /export\s*\{([^}]*)\}/g,
    /\b([A-Za-z_$][\w$]*)\s*:\s*(?:async\s*)?(?:\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>/g,
    /\bkind\s*:\s*'([A-Za-z_$][\w$]*)'/g,
    /(?:\||=)\s*'([A-Za-z_$][\w$]*)'(?=\s*[|;\n])/g,
  ];
  for (const p of patterns)
    for (const m of text.matchAll(p)) for (const n of m[1]!.split(/[\s,]+/)) if (n && !n.startsWith('type')) names.add(n.replace(/^.* as /, ''));
  return names;
}

const SOURCES = FILES.filter((f) => /^(src|test|bench|scripts)\//.test(f) && /\.(ts|mts)$/.test(f));
const declaredCache = new Map<string, Set<string>>();
function declared(file: string): Set<string> {
  let s = declaredCache.get(file);
  if (!s) declaredCache.set(file, (s = /\.(ts|mts|js|mjs|cjs)$/.test(file) ? declaredIn(file) : new Set()));
  return s;
}
let everywhere: Set<string> | undefined;
function declaredAnywhere(): Set<string> {
  if (!everywhere) {
    everywhere = new Set();
    for (const f of SOURCES) for (const n of declared(f)) everywhere.add(n);
  }
  return everywhere;
}

/** The configuration files whose keys a document may name (`allowScripts`, `noUncheckedIndexedAccess`). */
const CONFIGS = ['package.json', 'tsconfig.json', 'biome.jsonc', 'slack/manifest.json', '.dependency-cruiser.cjs'];

let sourceText: string | undefined;
/** True when `name` stands as a word in any source file, the CI script or a configuration file. */
function mentionedAnywhere(name: string): boolean {
  sourceText ??= [...SOURCES, ...CONFIGS, ...(existsSync(join(ROOT, '.ci')) ? walk('.ci').filter((f) => !f.endsWith('.md')) : [])]
    .filter((f) => existsSync(join(ROOT, f)))
    .map((f) => readFileSync(join(ROOT, f), 'utf8'))
    .join('\n');
  return new RegExp(`\\b${name}\\b`).test(sourceText);
}

let configKeys: Set<string> | undefined;
/** Keys of the configuration files. */
function isConfigKey(name: string): boolean {
  configKeys ??= new Set(
    CONFIGS.filter((f) => existsSync(join(ROOT, f))).flatMap((f) =>
      [...readFileSync(join(ROOT, f), 'utf8').matchAll(/["']?([A-Za-z_$][\w$-]*)["']?\s*:/g)].map((m) => m[1]!),
    ),
  );
  return configKeys.has(name);
}

let strictlyDeclared: Set<string> | undefined;
/** Names some source file declares as a function, class, variable or enum (not merely as a key or in SQL text). */
function declaredAsCode(name: string): boolean {
  strictlyDeclared ??= new Set(
    SOURCES.flatMap((f) =>
      [
        ...readFileSync(join(ROOT, f), 'utf8').matchAll(
          /^\s*(?:export\s+)?(?:declare\s+)?(?:function\*?|class|interface|type|enum|const|let|var)\s+([A-Za-z_$][\w$]*)/gm,
        ),
      ].map((m) => m[1]!),
    ),
  );
  return strictlyDeclared.has(name);
}

/** The settings' environment variables (`.env.example` and `src/config.ts`). */
function settingNames(): Set<string> {
  const names = new Set<string>();
  for (const f of ['.env.example', 'src/config.ts'])
    if (existsSync(join(ROOT, f))) for (const m of readFileSync(join(ROOT, f), 'utf8').matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g)) names.add(m[1]!);
  return names;
}

/** Text blocks of a Markdown document: paragraphs, list items and table rows, each with its section; code blocks left out. */
function blocksOf(md: string): { section: number; text: string; line: number }[] {
  const blocks: { section: number; text: string; line: number }[] = [];
  let section = 0;
  let current: { section: number; text: string; line: number } | undefined;
  let fence: string | undefined;
  const lines = md.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (f && f[1]!.startsWith(fence)) fence = undefined;
      continue;
    }
    if (f) {
      fence = f[1]!;
      current = undefined;
      continue;
    }
    if (/^#{1,6}\s/.test(line)) {
      section++;
      current = undefined;
      continue;
    }
    if (line.trim() === '') {
      current = undefined;
      continue;
    }
    if (/^\s*([-*]|\d+\.)\s/.test(line) || line.trimStart().startsWith('|') || !current) {
      current = { section, text: line, line: i + 1 };
      blocks.push(current);
    } else current.text += `\n${line}`;
  }
  return blocks;
}

/** Backticked spans of a text, in order (double backticks included). */
function spansOf(text: string): string[] {
  return [...text.matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2]!.trim());
}

/** The folder a path names (placeholders kept): itself for a folder, the folder it is in for a file. */
function folderOf(path: string): string {
  const clean = path.replace(/\/+$/, '');
  if (path.endsWith('/') || !/\.\w+$/.test(clean.split('/').pop()!)) return clean;
  return dirname(clean);
}

/** The source files a path names: the file itself, or the sources in the folders and patterns it names. */
function filesOf(path: string): string[] {
  return matches(path).flatMap((p) => (FILES.includes(p) ? [p] : SOURCES.filter((f) => f.startsWith(`${p}/`))));
}

/** The problems of document `doc` (its text `md`), one line each: paths that do not exist, symbols not declared. */
function problemsOf(doc: string, md: string): string[] {
  const problems: string[] = [];
  const blocks = blocksOf(md);
  const settings = settingNames();
  const generated = (span: string) =>
    IGNORED.has(span.split('/')[0]!) || span.split('/').some((seg) => seg.startsWith('.') && seg.length > 1 && !/\.\w+$/.test(seg.slice(1)));
  const fullPaths = (text: string) => spansOf(text).filter((s) => isPath(s) && isFullPath(s) && !generated(s));
  // Folders of the full paths of each section, where relative paths are looked for after the block's own.
  const sectionDirs = new Map<number, string[]>();
  for (const b of blocks)
    sectionDirs.set(b.section, [
      ...(sectionDirs.get(b.section) ?? []),
      ...fullPaths(b.text)
        .filter((p) => matches(p).length)
        .map(folderOf),
    ]);
  // Paths: each checked; the files they name are what symbols of the same block or section are looked for in.
  const blockFiles = new Map<(typeof blocks)[number], string[]>();
  const sectionFiles = new Map<number, string[]>();
  for (const b of blocks) {
    const dirs = fullPaths(b.text)
      .filter((p) => matches(p).length)
      .map(folderOf);
    const files: string[] = [];
    for (const span of spansOf(b.text)) {
      if (!isPath(span) || generated(span)) continue;
      const where = `${doc}:${b.line}: \`${span}\``;
      if (isFullPath(span)) {
        if (matches(span).length === 0 && !IGNORED_CONTENTS.has(span.split('/')[0]!)) problems.push(`${where} — no such file or folder`);
        else files.push(...filesOf(span));
        continue;
      }
      // A folder ending in a placeholder (`commands/<name>`) also stands for its siblings (`pago/`).
      const candidates = [...new Set([...dirs, ...(sectionDirs.get(b.section) ?? [])].flatMap((d) => (/<[^>]+>$/.test(d) ? [d, dirname(d)] : [d])))];
      const dir = candidates.find((d) => matches(`${d}/${span}`).length > 0);
      if (dir === undefined) problems.push(`${where} — not found beside the paths named with it (${candidates.join(', ') || 'none'})`);
      else {
        dirs.unshift(folderOf(`${dir}/${span}`));
        files.push(...filesOf(`${dir}/${span}`));
      }
    }
    blockFiles.set(b, files);
    sectionFiles.set(b.section, [...(sectionFiles.get(b.section) ?? []), ...files]);
  }
  // Symbols: declared in the block's files, else the section's, else (no file named) anywhere.
  for (const b of blocks) {
    const inBlock = blockFiles.get(b) ?? [];
    const inSection = sectionFiles.get(b.section) ?? [];
    for (const span of spansOf(b.text)) {
      if (isPath(span)) continue;
      const symbol = symbolOf(span);
      if (!symbol) continue;
      if (inBlock.some((f) => declared(f).has(symbol)) || inSection.some((f) => declared(f).has(symbol))) continue;
      // SCREAMING_SNAKE: a setting, a benchmark's variable or a constant, found in the code's text
      if (/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(symbol) && (settings.has(symbol) || mentionedAnywhere(symbol))) continue;
      // One upper-case word that no code declares is a keyword of another language (SQL's BEGIN, HTTP's GET), not a symbol
      if (/^[A-Z][A-Z0-9]*$/.test(symbol) && !declaredAsCode(symbol)) continue;
      if (isConfigKey(symbol)) continue;
      if (inBlock.length === 0 && inSection.length === 0 && declaredAnywhere().has(symbol)) continue;
      const named = inBlock.length || inSection.length ? 'the files named with it' : 'any source file';
      problems.push(`${doc}:${b.line}: \`${span}\` — ${symbol} is not declared in ${named}${declaredAnywhere().has(symbol) ? '' : ' (nor anywhere)'}`);
    }
  }
  return problems;
}

describe('the recipes and the map name what exists', () => {
  for (const doc of DOCUMENTS)
    it(`every path and symbol ${doc} names in backticks exists`, () => {
      expect(existsSync(join(ROOT, doc)), doc).toBe(true);
      expect(problemsOf(doc, readFileSync(join(ROOT, doc), 'utf8'))).toEqual([]);
    });

  it('finds a missing file, a symbol in the wrong file and a renamed one (the checker itself)', () => {
    const md = [
      '# Recipe',
      '',
      'Open `src/clock.ts` and use `ManualClock` and `bogotaDate()`; not `src/no-such-file.ts`.',
      '',
      '- `src/clock.ts` declares `HotelApiClient`',
      '- `src/clock.ts`, beside it `runtime.ts` and `missing.ts`',
      '',
      '```ts',
      'const x = `src/in-code.ts`;',
      '```',
      '',
      '## Another',
      '',
      'Paths: `docs/decisions/`, `test/flows/corpus/*.ts`, `src/bot/slack/<name>/`.',
      '',
      '## No file named',
      '',
      'Anywhere: `NoSuchSymbolAnywhere`, `ManualClock`, `search` (a word), `HOTEL_API_BASE_URL` (a setting).',
    ].join('\n');
    expect(problemsOf('x.md', md)).toEqual([
      'x.md:3: `src/no-such-file.ts` — no such file or folder',
      'x.md:6: `missing.ts` — not found beside the paths named with it (src)',
      'x.md:5: `HotelApiClient` — HotelApiClient is not declared in the files named with it',
      'x.md:18: `NoSuchSymbolAnywhere` — NoSuchSymbolAnywhere is not declared in any source file (nor anywhere)',
    ]);
  });
});
