/**
 * The process's one logger (pino): JSON lines on stdout, or pino-pretty on a terminal in development; a child per
 * module (`logger.child({ module: 'jobs' })`), made by the wiring (server.ts) and passed to each capability as
 * `logger`. Every line is redacted at any depth before it is written (see {@link redactLogValue}).
 * docs/deploy.md tells an operator how to read and ship these lines.
 */
import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';
import pretty from 'pino-pretty';

/** A pino logger. Call with the fields first: `logger.error({ err, orderId }, 'refund failed')`. */
export type Logger = PinoLogger;

/** Levels, most severe first (pino's). `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** One of {@link LOG_LEVELS}. */
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Options of {@link createLogger}. */
export type LoggerOptions = {
  /** Lowest level written (default `info`). */
  level?: LogLevel;
  /** `pretty`: human-readable, coloured lines (pino-pretty, synchronous); `json`: one JSON object per line. */
  format?: 'json' | 'pretty';
  /** Where lines go (default stdout). Tests pass a stream to read what was logged. */
  destination?: DestinationStream;
};

/** Value written in place of a secret or a piece of personal data. */
export const REDACTED = '[REDACTED]';

/**
 * Keys whose values are never logged, at any depth, case-insensitive, ignoring `_` and `-` (so `api_key`, `apiKey`,
 * `X-Api-Key` all match). From OWASP's Logging Cheat Sheet ("data to exclude": session ids, access tokens,
 * passwords, encryption keys, personal data) and the names Aisle uses (`aisle_session`, `csrf`, `secret` of an event
 * destination, `authorization`/`cookie` headers, shoppers' `email`, `phone`, `address`).
 */
const SECRET_KEY = /^(password|passwd|.*secret|.*token|.*apikey|authorization|cookie|setcookie|session|aislesession|hostaislesession|csrf.*|.*signature|privatekey|.*email|.*phone|.*address|address(line)?[0-9]*|creditcard|cardnumber)$/;

/** An email address anywhere in a string (RFC 5322's common form). */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/**
 * A phone number: `+` and 8–15 digits (E.164) with spaces, dots, dashes or brackets between, or the North American
 * `555-123-4567` / `(555) 123 4567` form. Bare digit runs are left alone (ids, timestamps and amounts look the same).
 */
const PHONE = /(?<![\w.+-])(?:\+\d(?:[\s().-]{0,2}\d){7,14}|\(?\d{3}\)?[\s.-]{1,2}\d{3}[\s.-]\d{4})(?![\w-])/g;

function secretKey(key: string): boolean {
  return SECRET_KEY.test(key.replace(/[-_]/g, '').toLowerCase());
}

/** Mask emails and phone numbers inside a string. */
function redactText(s: string): string {
  return s.replace(EMAIL, REDACTED).replace(PHONE, REDACTED);
}

/**
 * A copy of `value` safe to log: the values of secret or personal keys (see SECRET_KEY) replaced by `[REDACTED]`
 * at any depth, emails and phone numbers masked inside every string, Errors turned into `{ type, message, stack,
 * cause }` (pino's err serializer) and then redacted the same way. Depth is capped at 8 and arrays at 100 items
 * (more becomes `[…]`), so a huge object cannot stall the process. Never throws; never mutates its input.
 */
export function redactLogValue(value: unknown, depth = 0, seen: WeakSet<object> = new WeakSet()): unknown {
  if (typeof value === 'string') return redactText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 8 || seen.has(value)) return '[…]';
  seen.add(value);
  if (value instanceof Error) return redactLogValue(pino.stdSerializers.err(value), depth + 1, seen);
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => redactLogValue(v, depth + 1, seen));
  if (value instanceof Headers) return redactLogValue(Object.fromEntries(value), depth + 1, seen);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] = secretKey(k) && v !== undefined && v !== null && v !== '' ? REDACTED : redactLogValue(v, depth + 1, seen);
  }
  return out;
}

/**
 * Create the process logger. Every line carries `time`, `level` (a name: `"error"`, not 50, so operators can grep
 * and log shippers need no mapping) and `msg`; fields are redacted by {@link redactLogValue}.
 */
export function createLogger(opts: LoggerOptions = {}): Logger {
  const options: pino.LoggerOptions = {
    level: opts.level ?? 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    // Errors are serialized (and redacted) by the log formatter below, at any key and depth; pino's own `err`
    // serializer would see the already-serialized object and relabel it `Object`.
    serializers: { err: (e: unknown) => e },
    formatters: {
      level: (label) => ({ level: label }),
      log: (fields) => redactLogValue(fields) as Record<string, unknown>,
    },
  };
  if (opts.format === 'pretty') {
    return pino(options, opts.destination ?? pretty({ colorize: true, sync: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));
  }
  return opts.destination ? pino(options, opts.destination) : pino(options);
}

/**
 * The output format for this process: `LOG_FORMAT` when set, else pretty on a terminal outside production
 * (`NODE_ENV=production` or a non-TTY stdout get JSON, which log shippers read).
 */
export function defaultLogFormat(env: { LOG_FORMAT?: 'json' | 'pretty'; NODE_ENV?: string }, isTty: boolean): 'json' | 'pretty' {
  if (env.LOG_FORMAT) return env.LOG_FORMAT;
  return isTty && env.NODE_ENV !== 'production' ? 'pretty' : 'json';
}

/** A logger that writes nothing (tests and CLI commands that build services without an operator watching). */
export const silentLogger: Logger = pino({ level: 'silent' });
