/**
 * `aisle eval search --queries Q.csv --judgments J.csv [--json] [--baseline] [--store handle]`: nDCG@10,
 * recall@10 and latency of catalog search on a store (default: the demo store). Q.csv has `query_id,query`;
 * J.csv has `query_id,product_id,gain` (product_id = the product's external id, e.g. an ESCI ASIN).
 * Metric definitions: src/catalog/search/evaluate.ts.
 */
import { parseArgs } from 'node:util';
import { evaluateSearch, readEvalJudgments, readEvalQueries } from '../../catalog/index.ts';
import { getStoreByHandle } from '../../stores/index.ts';
import type { CliIo } from '../io.ts';

/** Run the command. @returns exit code (0 ok, 2 usage error) */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { queries: { type: 'string' }, judgments: { type: 'string' }, json: { type: 'boolean' }, baseline: { type: 'boolean' }, store: { type: 'string' } },
  });
  if (!values.queries || !values.judgments) {
    io.stderr.write('usage: aisle eval search --queries Q.csv --judgments J.csv [--json] [--baseline] [--store handle]\n');
    return 2;
  }
  const [queries, judgments] = await Promise.all([readEvalQueries(values.queries), readEvalJudgments(values.judgments)]);
  const { openCliDatabase } = await import('../io.ts');
  const cli = await openCliDatabase(io);
  try {
    const store = values.store ? await getStoreByHandle(cli.database, values.store) : cli.demo;
    const result = await evaluateSearch(cli.database, store.id, queries, judgments, values.baseline ? 'baseline' : 'aisle');
    io.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `${Object.entries(result).map(([k, v]) => `${k}: ${v}`).join('\n')}\n`);
    return 0;
  } finally {
    await cli.close();
  }
}
