/** Public surface of the db folder. */
export { applyMigrations, MIGRATIONS_DIR, asyncCommitDatabase, executeNamed, preparedPerDatabase, openAsyncCommitPool, openSearchPool, SEARCH_SESSION_SETTINGS, holdAdvisoryLock, openDatabase, STARTUP_LOCKS, withAdvisoryLock, withDatabaseName, type Database } from './client.ts';
export { APP_DATABASE, APP_ROLE, DataDirInUseError, freePort, readEmbeddedUrls, startEmbeddedPostgres, type EmbeddedOptions, type EmbeddedServer, type EmbeddedUrls } from './embedded.ts';
