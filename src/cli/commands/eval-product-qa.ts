/**
 * `aisle eval product-qa --data P.csv [--json] [--baseline]` (ePQA format; .gz ok) ->
 * {"questions","p@1","ndcg"}: each question's candidates ranked by the passage ranker
 * (src/catalog/passages; `--baseline` = plain BM25). Metric definitions: src/catalog/passages/evaluate.ts
 * (p@1 = top candidate has label 2; nDCG with gains 2/1/0 over all of a question's candidates).
 */
import { parseArgs } from 'node:util';
import { readCsv } from '../../agent/nlu/index.ts';
import { evaluateProductQa, rankPassages, rankPassagesBm25, type ProductQaRow } from '../../catalog/passages/index.ts';
import type { CliIo } from '../main.ts';

/** Run the command. @returns exit code (0 ok, 2 usage error) */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { data: { type: 'string' }, json: { type: 'boolean' }, baseline: { type: 'boolean' } } });
  if (!values.data) {
    io.stderr.write('usage: aisle eval product-qa --data P.csv [--json] [--baseline]\n');
    return 2;
  }
  const rows: ProductQaRow[] = readCsv(values.data).map((r) => ({ qid: r.qid, question: r.question, candidate: r.candidate, source: r.source, label: Number(r.label) }));
  io.stderr.write(`ranker: ${values.baseline ? 'plain BM25 baseline' : 'aisle passage ranker'}\n`);
  const result = evaluateProductQa(rows, values.baseline ? rankPassagesBm25 : rankPassages);
  io.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `questions: ${result.questions}\np@1: ${result['p@1']}\nndcg: ${result.ndcg}\n`);
  return 0;
}

if (import.meta.main) process.exitCode = await run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
