/**
 * The `aisle` CLI: `start`, `db url`, `import`, `classify`, `eval search|intents|offtopic|product-qa|conversations|replay|routing`,
 * `bench turns|admin|events|stores|fuzz|live-channels|shopify-sync|shopify-webhooks|trace-export|trace-export-volume|replay`, `balance`.
 * Commands take the same configuration as the server (DATABASE_URL, AISLE_DATA_DIR) and load the demo store
 * themselves when the database is new. JSON goes to stdout; progress and notes to stderr.
 */
import type { CliIo } from './io.ts';

const USAGE = `usage: aisle <command>
  start                                   start the server (same as npm start)
  db url [--superuser]                    connection URL of the running embedded database (or DATABASE_URL)
  import <file> --store <handle>          import a Shopify product CSV or ESCI JSONL (.gz ok)
  classify --json < lines.txt             intent + slots per line
  eval search --queries Q.csv --judgments J.csv --json
  eval intents --data D.csv --json
  eval offtopic --data D.csv --json [--shop S.csv] [--calibrate]   off-topic rate (CLINC150 layout)
  eval product-qa --data P.csv --json
  eval conversations --data C.jsonl --json [--url URL]   play shopper conversations through the widget API
  eval replay --store demo --since 7d [--intent I] [--limit 50] [--data C.jsonl] [--draft D.json] --json
                                          replay recorded conversations (or a test set) live vs draft, in a sandbox
  eval routing --data LINES.txt|CLINC.csv.gz [--clinc] --json   the local model's first decision per message, with catalog evidence
  bench turns --concurrency 20 --seconds 20 --json [--url URL]
  bench admin --json [--conversations 10000] [--runs 100000]   admin read APIs on a seeded big store
  bench events --events 20000 --json [--producers 8]          outbox delivery to a local EventBridge stand-in
  bench stores --json [--stores 10000] [--products 20]        memory: RSS and caches while searching many stores
  bench fuzz --requests 20000 --json [--url URL]               hostile requests from the OpenAPI document: 0 5xx expected
  bench live-channels --json [--channels 1000] [--hold-s 60]   widget live channels (SSE) held on one process: RSS, staff messages delivered
  balance [--port 8080] URL URL...        round-robin load balancer in front of several Aisle processes
  bench shopify-sync --json [--catalog esci|esci+samples]     Shopify install to searchable (bulk sync, local stand-in)
  bench shopify-webhooks --json [--webhooks 20000] [--concurrency 32] [--log info]   Shopify webhook ingest (verify, persist, dedupe)
  bench trace-export --concurrency 20 --turns 200 --json      per-turn cost of trace export to backends that never answer
  bench trace-export-volume --turns 10000 --json             10,000 turns exported to LangSmith/OTLP stand-ins: none lost, redacted
  bench replay --turns 200 --json                             a Test agent replay (live vs draft, sandbox) on the local model
`;

/** Run the CLI with argv (without node and script). Returns the exit code. */
export async function main(argv: string[], io: CliIo = { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr }): Promise<number> {
  const [cmd, sub, ...rest] = argv;
  switch (cmd) {
    case 'start':
      await import('../main.ts');
      return await new Promise<number>(() => {});
    case 'import':
      return (await import('./commands/import.ts')).run([sub ?? '', ...rest].filter(Boolean), io);
    case 'db':
      if (sub === 'url') return (await import('./commands/db-url.ts')).run(rest, io);
      break;
    case 'classify':
      return (await import('./commands/classify.ts')).run([sub ?? '', ...rest].filter(Boolean), io);
    case 'eval':
      if (sub === 'search') return (await import('./commands/eval-search.ts')).run(rest, io);
      if (sub === 'intents') return (await import('./commands/eval-intents.ts')).run(rest, io);
      if (sub === 'offtopic') return (await import('./commands/eval-offtopic.ts')).run(rest, io);
      if (sub === 'product-qa') return (await import('./commands/eval-product-qa.ts')).run(rest, io);
      if (sub === 'conversations') return (await import('./commands/eval-conversations.ts')).run(rest, io);
      if (sub === 'replay') return (await import('./commands/eval-replay.ts')).run(rest, io);
      if (sub === 'routing') return (await import('./commands/eval-routing.ts')).run(rest, io);
      break;
    case 'balance':
      return (await import('./commands/balance.ts')).run([sub ?? '', ...rest].filter(Boolean), io);
    case 'bench':
      if (sub === 'turns') return (await import('../../bench/turns.ts')).run(rest, io);
      if (sub === 'admin') return (await import('../../bench/admin.ts')).run(rest, io);
      if (sub === 'events') return (await import('../../bench/events.ts')).run(rest, io);
      if (sub === 'stores') return (await import('../../bench/stores.ts')).run(rest, io);
      if (sub === 'trace-export') return (await import('../../bench/trace-export.ts')).run(rest, io);
      if (sub === 'trace-export-volume') return (await import('../../bench/trace-export-volume.ts')).run(rest, io);
      if (sub === 'replay') return (await import('../../bench/replay.ts')).run(rest, io);
      if (sub === 'fuzz') return (await import('../../bench/fuzz.ts')).run(rest, io);
      if (sub === 'live-channels') return (await import('../../bench/live-channels.ts')).run(rest, io);
      if (sub === 'shopify-sync') return (await import('../../bench/shopify-sync.ts')).run(rest, io);
      if (sub === 'shopify-webhooks') return (await import('../../bench/shopify-webhooks.ts')).run(rest, io);
      break;
    default:
      break;
  }
  io.stderr.write(USAGE);
  return cmd === undefined || cmd === '--help' || cmd === 'help' ? 0 : 2;
}
