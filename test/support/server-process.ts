/** Entry of a test Aisle in its own process (see spawnTestServer in server.ts). */
import { runChildServer } from './server.ts';

await runChildServer();
