/**
 * `npm run docs:openapi`: write the service's OpenAPI 3.1 document to
 * `docs/openapi.json`, the committed copy of what the service serves at
 * `GET /openapi.json` (generated from the zod contract by `src/api/openapi.ts`).
 *
 * The file is `JSON.stringify` of the document with a 2-space indent and a
 * trailing newline, keys in the order the generator produces them, so a
 * regeneration without a contract change leaves it byte for byte the same.
 * The document holds nothing that depends on the machine or the moment
 * (no `servers` entry, no port, path or date): its only inputs are the
 * contract and the `version` of package.json.
 *
 * `test/api/openapiDoc.test.ts` fails when the committed file differs from
 * what a running service serves: run this script after changing the contract
 * (or the version) and commit the result with the change.
 *
 * @example npm run docs:openapi
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildOpenApiDocument } from '../src/api/openapi.js';

/** Absolute path of the committed document, `docs/openapi.json` at the repository's root. */
export const OPENAPI_DOC_PATH = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

/** The file's text for a document: pretty-printed JSON (2-space indent, keys as given) and a trailing newline. */
export function renderOpenApiJson(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * Write the document to {@link OPENAPI_DOC_PATH} (creating `docs/`).
 * Returns whether the file changed.
 */
export function writeOpenApiDoc(path: string = OPENAPI_DOC_PATH): boolean {
  const text = renderOpenApiJson(buildOpenApiDocument());
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
  const changed = writeOpenApiDoc();
  const shown = relative(process.cwd(), OPENAPI_DOC_PATH) || OPENAPI_DOC_PATH;
  console.log(changed ? `Wrote ${shown}.` : `${shown} is up to date.`);
}
