/**
 * The repository's files as the documentation tests see them: what a fresh
 * clone has, not what a local run left behind (databases, benchmark data).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder. */
export const REPOSITORY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** Files under `dir` (relative to the root, with `/`), without dot-folders below it, node_modules and dist. */
export function walk(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(REPOSITORY_ROOT, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${e.name}` : e.name;
    if (e.isDirectory()) {
      if (!e.name.startsWith('.') && e.name !== 'node_modules' && e.name !== 'dist') out.push(...walk(rel));
    } else if (e.isFile()) out.push(rel);
  }
  return out;
}

/**
 * Repository files, relative to the root with `/`, sorted: in a git checkout the tracked ones and the untracked ones
 * git does not ignore, that exist on disk; elsewhere every file {@link walk} finds.
 */
export function repositoryFiles(): string[] {
  let listed: string[];
  try {
    listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: REPOSITORY_ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
      .split('\0')
      .filter(Boolean);
  } catch {
    listed = walk('');
  }
  return [...new Set(listed)].filter((f) => existsSync(join(REPOSITORY_ROOT, f)) && statSync(join(REPOSITORY_ROOT, f)).isFile()).sort();
}
