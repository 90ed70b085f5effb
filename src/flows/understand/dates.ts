/** The date reader lives in `./dates/` (start at `./dates/index.ts`); this path re-exports it until its last importer moves. */
export * from './dates/index.js';
