/**
 * The events capability of a process: the destination-secret key, the dispatcher (pg-boss job, LISTEN, poll)
 * and the admin routes. Built once by `startAisle`.
 */
import type { Database } from '../db/index.ts';
import type { Jobs } from '../jobs/index.ts';
import type { Logger } from '../shared/logger.ts';
import type { OutboundPolicy } from '../shared/outbound.ts';
import type { RequireStaff } from '../stores/index.ts';
import { createEventAdminRoutes } from './admin-routes.ts';
import { deriveSecretKey } from './crypto.ts';
import { createDispatcher, type Dispatcher, type DispatchOptions } from './dispatcher.ts';

/** The running events capability: its dispatcher, its routes, and `stop()` (before the job runner stops). */
export type EventsService = { dispatcher: Dispatcher; routes: ReturnType<typeof createEventAdminRoutes>; stop: () => Promise<void> };

/**
 * Start event delivery and build the admin routes.
 * @param deps.outbound where destination URLs may point, checked when saved and when connecting (shared/outbound.ts)
 * @param deps.appSecret the installation secret (AISLE_SECRET or generated); destination secrets are sealed under a key derived from it
 */
export async function createEventsService(deps: {
  database: Database; jobs: Jobs; appSecret: string; requireStaff: RequireStaff; logger: Logger; outbound: OutboundPolicy; options?: Partial<DispatchOptions>;
}): Promise<EventsService> {
  const key = deriveSecretKey(deps.appSecret);
  const dispatcher = await createDispatcher({ database: deps.database, jobs: deps.jobs, key, logger: deps.logger, outbound: deps.outbound, options: deps.options });
  return {
    dispatcher,
    routes: createEventAdminRoutes({ database: deps.database, requireStaff: deps.requireStaff, key, dispatcher, outbound: deps.outbound }),
    stop: () => dispatcher.stop(),
  };
}
