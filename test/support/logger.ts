/**
 * The logger of test servers and services: errors only, as JSON lines on stderr, so a failing test shows why
 * (the node test runner prints a file's stderr) and a passing one stays quiet.
 */
import { createLogger, type Logger } from '../../src/shared/logger.ts';

/** Writes `error` and `fatal` lines to stderr. */
export const testLogger: Logger = createLogger({ level: 'error', destination: process.stderr });
