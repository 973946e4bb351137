/**
 * Background jobs of conversations (pg-boss, src/jobs): idle close (PRODUCT.md §4/§9: any conversation → `closed`
 * after 24 h idle), run every 5 minutes by one process at a time.
 */
import type { Database } from '../db/index.ts';
import type { Jobs } from '../jobs/index.ts';
import type { Logger } from '../shared/logger.ts';
import { closeIdleConversations } from './lifecycle.ts';

/** Queue of the idle-close sweep. */
export const IDLE_CLOSE_QUEUE = 'conversations.idle-close';

/** Register the idle-close sweep (cron every 5 min, UTC; singleton, no retries: the next run catches up). */
export async function registerConversationJobs(jobs: Jobs, database: Database, logger: Logger): Promise<void> {
  await jobs.register(IDLE_CLOSE_QUEUE, async () => {
    const closed = await closeIdleConversations(database, new Date());
    if (closed) logger.info({ closed }, 'conversations closed after 24 h idle');
  }, { cron: '*/5 * * * *', policy: 'singleton', retryLimit: 0, expireInSeconds: 300 });
}
