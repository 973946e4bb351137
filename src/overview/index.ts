/** Public surface of the overview capability: the admin overview's metrics and route. */
export { dateIn, getOverview, MAX_RANGE_DAYS, resolveRange } from './service.ts';
export { OverviewSchema, type Overview } from './schemas.ts';
export { createOverviewRoutes } from './routes.ts';
