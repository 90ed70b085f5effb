/**
 * The availability worker thread when the service runs from its TypeScript
 * sources (tests, tsx): registers tsx's loader in the thread, then loads
 * availabilityWorker.ts. The compiled service loads availabilityWorker.js
 * directly and never uses this file.
 */
import { register } from 'tsx/esm/api';

register();
const worker = await import('./availabilityWorker.ts');

export default worker.default;
export const teardown = worker.teardown;
