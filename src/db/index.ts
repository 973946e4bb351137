/** Public surface of the db folder. */
export { applyMigrations, MIGRATIONS_DIR, openAsyncCommitPool, holdAdvisoryLock, openDatabase, STARTUP_LOCKS, withAdvisoryLock, withDatabaseName, type Database } from './client.ts';
export { freePort, startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
