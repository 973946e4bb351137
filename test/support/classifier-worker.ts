/**
 * Worker thread of the test run's global setup (global-setup.ts): trains the intent classifier into the run's cache
 * folder (`workerData.cacheDir`) while the main thread starts Postgres and builds the template databases. Training is
 * synchronous CPU work (~6 s), so on the main thread it would wait for the database work to finish, and the
 * database work for it.
 */
import { workerData } from 'node:worker_threads';
import { loadIntentClassifier } from '../../src/agent/nlu/index.ts';

await loadIntentClassifier({ cacheDir: (workerData as { cacheDir: string }).cacheDir });
