/**
 * `aisle eval product-qa --data P.csv [--json] [--baseline]` (ePQA format; .gz ok) ->
 * {"questions","answerable","p@1","p@1_answerable","ndcg"}: each question's candidates ranked by the passage
 * ranker (src/catalog/passages, with IDF over all of the file's candidate texts; `--baseline` = plain BM25 over
 * the question's own candidates). Metric definitions: src/catalog/passages/evaluate.ts (p@1 = top candidate has
 * label 2, over all questions; p@1_answerable = over questions with a label-2 candidate; nDCG with gains 2/1/0).
 */
import { parseArgs } from 'node:util';
import { readCsv } from '../../agent/nlu/index.ts';
import { corpusOfTexts, evaluateProductQa, rankPassages, rankPassagesBm25, type ProductQaRow } from '../../catalog/passages/index.ts';
import type { CliIo } from '../io.ts';

/** Run the command. @returns exit code (0 ok, 2 usage error) */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { data: { type: 'string' }, json: { type: 'boolean' }, baseline: { type: 'boolean' } } });
  if (!values.data) {
    io.stderr.write('usage: aisle eval product-qa --data P.csv [--json] [--baseline]\n');
    return 2;
  }
  const rows: ProductQaRow[] = readCsv(values.data).map((r) => ({ qid: r.qid, question: r.question, candidate: r.candidate, source: r.source, label: Number(r.label), title: r.title }));
  io.stderr.write(`ranker: ${values.baseline ? 'plain BM25 baseline' : 'aisle passage ranker'}\n`);
  // IDF over the file's candidate texts: the collection being ranked (no labels involved).
  const corpus = corpusOfTexts(rows.map((r) => r.candidate));
  const result = evaluateProductQa(rows, values.baseline ? rankPassagesBm25 : (q, p, context) => rankPassages(q, p, { ...context, corpus }));
  io.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `${Object.entries(result).map(([k, v]) => `${k}: ${v}`).join('\n')}\n`);
  return 0;
}

if (import.meta.main) process.exitCode = await run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
