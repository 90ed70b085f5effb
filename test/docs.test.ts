/**
 * The project's documentation stands alone:
 *
 * - every relative link of README.md, CONTRIBUTING.md, SECURITY.md,
 *   CHANGELOG.md (those present) and docs/**\/*.md leads to a file or folder
 *   of the repository (never outside it, never to an ignored file), and a
 *   `#anchor` into a Markdown file names one of its headings;
 * - no file of src/, test/, bench/, docs/, README.md or .env.example points
 *   at material outside the repository (a decisions file or an interface
 *   document kept beside it): the rules are written in the project's own
 *   words, and the recorded decisions live in docs/decisions/.
 *
 * "The repository" is what git tracks plus new files it does not ignore, so
 * the test sees a file added in the same change; without git it falls back
 * to walking the folders (skipping dot-folders and node_modules).
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from './helpers/repositoryFiles.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SELF = relative(ROOT, fileURLToPath(import.meta.url))
  .split(sep)
  .join('/');

const FILES = repositoryFiles();
const FILE_SET = new Set(FILES);

/** True when `rel` is a repository file, or a folder holding one. */
function inRepository(rel: string): boolean {
  const clean = rel.replace(/\/+$/, '');
  if (clean === '' || clean === '.') return true;
  return FILE_SET.has(clean) || FILES.some((f) => f.startsWith(`${clean}/`));
}

/** Markdown text without fenced code blocks and inline code spans (links there are examples, not links). */
function withoutCode(md: string): string {
  return md.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\2[^\n]*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
}

/** Link targets of a Markdown text: inline `[text](target "title")`, images, and reference definitions `[x]: target`. */
function linkTargets(md: string): string[] {
  const text = withoutCode(md);
  const out: string[] = [];
  for (const m of text.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+["'(][^)]*)?\)/g)) out.push(m[1]!.replace(/^<|>$/g, ''));
  for (const m of text.matchAll(/^\s{0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)) out.push(m[1]!.replace(/^<|>$/g, ''));
  return out;
}

/** True for a target with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): not a file of the repository. */
function isExternal(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** GitHub's anchors of a Markdown file's headings: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(md: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const m of withoutCode(md).matchAll(/^\s{0,3}#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = m[1]!
      .replace(/<[^>]+>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The problems of the relative links of Markdown text `md`, read as repository file `file`, one line each. */
function brokenLinks(file: string, md = readFileSync(join(ROOT, file), 'utf8')): string[] {
  const problems: string[] = [];
  for (const raw of linkTargets(md)) {
    if (isExternal(raw)) continue;
    const hash = raw.indexOf('#');
    const pathPart = decodeURI(hash >= 0 ? raw.slice(0, hash) : raw).replace(/\?.*$/, '');
    const anchor = hash >= 0 ? decodeURIComponent(raw.slice(hash + 1)) : '';
    if (pathPart === '') {
      if (anchor && !headingAnchors(md).has(anchor.toLowerCase())) problems.push(`${file}: ${raw} — no heading #${anchor} in this file`);
      continue;
    }
    const absolute = pathPart.startsWith('/') ? join(ROOT, pathPart) : resolve(ROOT, dirname(file), pathPart);
    const rel = relative(ROOT, absolute).split(sep).join('/');
    if (rel === '..' || rel.startsWith('../')) {
      problems.push(`${file}: ${raw} points outside the repository`);
      continue;
    }
    if (!inRepository(rel)) {
      problems.push(`${file}: ${raw} — no such file in the repository (${rel})`);
      continue;
    }
    if (anchor && rel.endsWith('.md') && FILE_SET.has(rel) && !headingAnchors(readFileSync(join(ROOT, rel), 'utf8')).has(anchor.toLowerCase()))
      problems.push(`${file}: ${raw} — ${rel} has no heading #${anchor}`);
  }
  return problems;
}

/** The Markdown files whose links are checked: the top-level documents present and everything under docs/. */
const DOCUMENTS = [
  ...['README.md', 'CONTRIBUTING.md', 'SECURITY.md', 'CHANGELOG.md'].filter((f) => FILE_SET.has(f)),
  ...FILES.filter((f) => f.startsWith('docs/') && f.endsWith('.md')),
];

/** What no file of the project may contain (built here so that this file does not contain them either). */
const OUTSIDE_POINTERS = ['DECISIONS' + ' §', 'DECISIONS' + '.md', '..' + '/shared', 'hotel-service' + '-interface'];

/** The files scanned for pointers outside the repository. */
const SCANNED = FILES.filter(
  (f) => f !== SELF && (['src/', 'test/', 'bench/', 'docs/'].some((p) => f.startsWith(p)) || f === 'README.md' || f === '.env.example'),
);

describe('documentation links', () => {
  it('checks README.md and the decision records at least', () => {
    expect(DOCUMENTS).toContain('README.md');
    expect(DOCUMENTS).toContain('docs/decisions/README.md');
    expect(DOCUMENTS.filter((f) => /^docs\/decisions\/\d{4}-[a-z0-9-]+\.md$/.test(f)).length).toBeGreaterThanOrEqual(10);
  });

  for (const file of DOCUMENTS) {
    it(`every relative link of ${file} leads to a file of the repository`, () => {
      expect(brokenLinks(file)).toEqual([]);
    });
  }

  it('the decision index lists every decision record, and every record lists where it lives in the code', () => {
    const index = readFileSync(join(ROOT, 'docs/decisions/README.md'), 'utf8');
    const listed = new Set(linkTargets(index).map((t) => t.replace(/#.*$/, '')));
    for (const record of FILES.filter((f) => /^docs\/decisions\/\d{4}-.*\.md$/.test(f))) {
      const name = record.slice('docs/decisions/'.length);
      expect(listed.has(name), `${name} is not in docs/decisions/README.md`).toBe(true);
      const text = readFileSync(join(ROOT, record), 'utf8');
      for (const section of ['## Context', '## Decision', '## Consequences', '## Where in the code'])
        expect(text, `${record} lacks "${section}"`).toContain(section);
      expect(
        linkTargets(text.slice(text.indexOf('## Where in the code'))).some((t) => t.startsWith('../../src/')),
        `${record} names no source file`,
      ).toBe(true);
    }
  });

  it('finds a broken link, an escape from the repository and a missing anchor (the checker itself)', () => {
    expect(linkTargets('[a](x.md) ![b](img/y.png "t") `[c](no.md)`\n[d]: ref.md\n```\n[e](in-code.md)\n```\n')).toEqual(['x.md', 'img/y.png', 'ref.md']);
    // A blank line before a fence does not make the code block reach the next fence that follows a blank line.
    expect(headingAnchors('text\n\n```\ncode\n```\n## Between\n\n```sh\nmore\n```\n')).toEqual(new Set(['between']));
    expect(
      brokenLinks(
        'docs/example.md',
        '[out](../../elsewhere/notes.md) [gone](decisions/9999-nothing.md) [anchor](decisions/README.md#no-such-heading) ' +
          '[fine](decisions/README.md#decision-records) [web](https://example.com/x.md) [self](#a-heading) [lost](#elsewhere)\n## A heading\n',
      ),
    ).toEqual([
      'docs/example.md: ../../elsewhere/notes.md points outside the repository',
      'docs/example.md: decisions/9999-nothing.md — no such file in the repository (docs/decisions/9999-nothing.md)',
      'docs/example.md: decisions/README.md#no-such-heading — docs/decisions/README.md has no heading #no-such-heading',
      'docs/example.md: #elsewhere — no heading #elsewhere in this file',
    ]);
    expect(headingAnchors('# Moving from SQLite to PostgreSQL\n## What the service implements\n## Notes\n## Notes\n')).toEqual(
      new Set(['moving-from-sqlite-to-postgresql', 'what-the-service-implements', 'notes', 'notes-1']),
    );
    expect(isExternal('https://example.com')).toBe(true);
    expect(isExternal('docs/decisions/README.md')).toBe(false);
    expect(inRepository('docs/decisions')).toBe(true);
    expect(inRepository('docs/decisions/9999-nothing.md')).toBe(false);
  });
});

describe('the project stands alone', () => {
  it('scans the sources, tests, benchmarks and docs', () => {
    expect(SCANNED.some((f) => f.startsWith('src/'))).toBe(true);
    expect(SCANNED.some((f) => f.startsWith('test/'))).toBe(true);
    expect(SCANNED).toContain('README.md');
    expect(SCANNED).not.toContain(SELF);
  });

  it('no file points at a decisions file or an interface document outside the repository', () => {
    const found: string[] = [];
    for (const file of SCANNED) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const needle of OUTSIDE_POINTERS) {
        let at = text.indexOf(needle);
        while (at >= 0) {
          const line = text.slice(0, at).split('\n').length;
          found.push(`${file}:${line}: ${needle}`);
          at = text.indexOf(needle, at + needle.length);
        }
      }
    }
    expect(found).toEqual([]);
  });
});
