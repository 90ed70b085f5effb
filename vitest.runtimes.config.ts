import { RUNTIME_TESTS, suite } from './vitest.config.js';

/** The runtime set alone (`npm run test:runtimes`): see {@link RUNTIME_TESTS}. */
export default suite(RUNTIME_TESTS);
