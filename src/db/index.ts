/** Public surface of the db folder. */
export { applyMigrations, MIGRATIONS_DIR, openAsyncCommitPool, openDatabase, withDatabaseName, type Database } from './client.ts';
export { freePort, startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
