/**
 * A layer rule `npm run lint:deps` cannot check: the conversation (`src/flows`)
 * reads the service contract's types only. dependency-cruiser's parser sees
 * `import type` as an ordinary import, so a value import of the contract (its
 * zod schemas, with zod's weight and the service's error texts) would pass
 * it; this test reads the import statements themselves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPOSITORY_ROOT, repositoryFiles } from './helpers/repositoryFiles.js';

/** Every `import …`/`export … from` statement and dynamic `import()` in `text` that names the service contract. */
function contractStatements(text: string): string[] {
  const statement = /(?:^|\n)\s*((?:import|export)\b[^;]*?from\s*['"][^'"]*api\/contract\/[^'"]*['"])/g;
  const dynamic = /import\(\s*['"][^'"]*api\/contract\/[^'"]*['"]\s*\)/g;
  return [...[...text.matchAll(statement)].map((m) => (m[1] ?? '').replace(/\s+/g, ' ')), ...[...text.matchAll(dynamic)].map((m) => m[0])];
}

/** A statement that brings in types only: `import type {…}` or `export type {…}`. */
function isTypeOnly(statement: string): boolean {
  return /^(import|export)\s+type\b/.test(statement);
}

describe('layers', () => {
  const flows = repositoryFiles().filter((f) => f.startsWith('src/flows/') && f.endsWith('.ts'));

  it('src/flows imports the service contract for its types only', () => {
    const imports = flows.flatMap((file) => contractStatements(readFileSync(join(REPOSITORY_ROOT, file), 'utf8')).map((statement) => ({ file, statement })));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((i) => !isTypeOnly(i.statement))).toEqual([]);
  });

  it('the scan tells a value import from a type import', () => {
    // The same reading on statements written here, so the rule above cannot pass by reading nothing.
    const sample = [
      "import type { LayoutRoom } from '../api/contract/index.js';",
      "import {\n  createBookingBody,\n} from '../api/contract/bookings.js';",
      "import { type LayoutRoom } from '../api/contract/index.js';",
      "export { availabilityQuery } from '../api/contract/availability.js';",
      "const contract = await import('../api/contract/index.js');",
    ].join('\n');
    expect(contractStatements(sample).map(isTypeOnly)).toEqual([true, false, false, false, false]);
  });
});
