/**
 * `aisle eval offtopic --data D.csv[.gz] [--shop S.csv] [--json] [--folds 5] [--calibrate]`: how many off-topic
 * utterances the intent classifier keeps off-topic (small_talk or out_of_scope, which the agent answers with a short
 * note of what it can do, never with an order, account or payment action).
 *
 * D has CLINC150's columns `text,intent,domain[,official_split]`. The off-topic selection is every row except the
 * CLINC150 intents a shop's assistant must handle (src/agent/nlu/training-data.ts CLINC_NOT_OFFTOPIC, with the
 * reason for each): order, order_status, shopping_list, shopping_list_update (shop requests in a store),
 * card_declined (a payment issue at checkout), and the dialogue acts yes, no, maybe, cancel, repeat. Everything else
 * is scored — banking, credit_cards, travel, work, utility, auto_and_commute, home, kitchen_and_dining, meta,
 * small_talk and `oos`.
 *
 * Honesty rule (as `eval intents`): when more than 5% of the selected rows are in the classifier's training data
 * (D is the CLINC150 dev file itself), the shipped model has seen them, so:
 * - with `official_split`: a model is trained on everything but D's val / oos_val rows, and those are scored;
 * - without it: stratified k-fold by intent (`--folds`, default 5), each fold scored by a model trained without it.
 * Otherwise (e.g. CLINC150's test split) the shipped model scores every row. The mode goes to stderr and `mode`.
 *
 * `--shop S.csv` (columns `text,intent`, e.g. data/shopping_intents/shopper_check.csv, never trained on) adds `shop`:
 * the share of shopper utterances classified as a shop intent. `--calibrate` instead prints the threshold curve of
 * src/agent/nlu/calibrate.ts and the threshold it chooses (5 trainings, about a minute).
 *
 * Output: {"mode","n","offtopic_rate","by_domain":{"<domain>":{"n","rate"}},"worst":[{"text","intent","domain",
 * "predicted","in_scope"}],"threshold","classify_ms","shop"?:{"n","shop_rate","exact","misses"}}; `classify_ms` is
 * the mean time of one classification (ms).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import {
  calibrateOffTopic, createIntentClassifier, isOffTopicClinc, loadBitextUtterances, loadExtraUtterances, loadIntentClassifier, readCsv,
  scoreOffTopic, scoreShopChecks, stratifiedFolds, trainIntentModel, type ClincRow, type IntentClassifier, type OffTopicReport,
} from '../../agent/nlu/index.ts';
import type { CliIo } from '../io.ts';
import { OVERLAP_CV_THRESHOLD } from './eval-intents.ts';

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Run the command. @returns exit code (0 ok, 2 usage error) */
export async function run(argv: string[], io: CliIo, opts: { cacheDir?: string } = {}): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { data: { type: 'string' }, shop: { type: 'string' }, json: { type: 'boolean' }, folds: { type: 'string' }, calibrate: { type: 'boolean' } },
  });
  if (!values.data) {
    io.stderr.write('usage: aisle eval offtopic --data D.csv [--shop S.csv] [--json] [--folds 5] [--calibrate]\n');
    return 2;
  }
  const all: ClincRow[] = readCsv(values.data)
    .filter((r) => r.text?.trim() && r.intent?.trim())
    .map((r) => ({ text: r.text.trim(), intent: r.intent.trim(), domain: r.domain?.trim() || 'unknown', official_split: r.official_split?.trim() ?? '' }));
  const t0 = performance.now();
  if (values.calibrate) {
    io.stderr.write('calibrating: CLINC150 train -> val, Bitext + shopper needs by 5-fold CV\n');
    const result = calibrateOffTopic(all);
    io.stderr.write(`took ${Math.round(performance.now() - t0)} ms\n`);
    io.stdout.write(values.json ? `${JSON.stringify(result)}\n` : `${result.points.map((p) => JSON.stringify(p)).join('\n')}\nchosen: ${result.chosen}\n`);
    return 0;
  }
  const rows = all.filter(isOffTopicClinc);
  const shopRows = values.shop ? readCsv(values.shop).filter((r) => r.text?.trim()).map((r) => ({ text: r.text.trim(), intent: r.intent?.trim() ?? '' })) : [];
  // Held-out modes train on D's rows outside the scored part in place of the shipped CLINC150 dev rows.
  const extraFor = (clinc: ClincRow[]) => loadExtraUtterances({ clinc });
  const trainTexts = new Set([...loadBitextUtterances(), ...loadExtraUtterances()].map((r) => norm(r.text)));
  const overlap = rows.filter((r) => trainTexts.has(norm(r.text))).length;
  const bitext = loadBitextUtterances();
  const scorers: { clf: IntentClassifier; rows: ClincRow[] }[] = [];
  let mode: string;
  if (rows.length && overlap / rows.length > OVERLAP_CV_THRESHOLD) {
    const held = (r: ClincRow) => r.official_split === 'val' || r.official_split === 'oos_val';
    if (all.some(held)) {
      mode = 'split';
      io.stderr.write(`mode: trained without D's val + oos_val rows, scoring those (${overlap} of ${rows.length} selected rows are in the training data)\n`);
      scorers.push({ clf: createIntentClassifier(trainIntentModel([...bitext, ...extraFor(all.filter((r) => !held(r)))])), rows: rows.filter(held) });
    } else {
      const k = Number(values.folds ?? 5);
      mode = `${k}-fold`;
      io.stderr.write(`mode: ${k}-fold stratified cross-validation by intent (${overlap} of ${rows.length} selected rows are in the training data)\n`);
      const fold = stratifiedFolds(all.map((r) => r.intent), k);
      for (let f = 0; f < k; f++) {
        const clf = createIntentClassifier(trainIntentModel([...bitext, ...extraFor(all.filter((_, i) => fold[i] !== f))]));
        scorers.push({ clf, rows: all.filter((r, i) => fold[i] === f && isOffTopicClinc(r)) });
      }
    }
  } else {
    mode = 'shipped';
    io.stderr.write(`mode: shipped model; ${overlap} of ${rows.length} selected rows overlap the training data\n`);
    scorers.push({ clf: await loadIntentClassifier({ cacheDir: opts.cacheDir ?? join(loadConfig().dataDir, 'cache') }), rows });
  }
  const t1 = performance.now();
  const parts = scorers.map((s) => scoreOffTopic(s.rows, s.clf, 1000));
  const scoredN = parts.reduce((a, p) => a + p.n, 0);
  const classifyMs = (performance.now() - t1) / Math.max(1, scoredN);
  const report = mergeReports(parts);
  const shop = shopRows.length ? scoreShopChecks(shopRows, scorers[0].clf) : undefined;
  io.stderr.write(`took ${Math.round(performance.now() - t0)} ms\n`);
  const result = { mode, ...report, threshold: scorers[0].clf.offTopicThreshold, classify_ms: Math.round(classifyMs * 1000) / 1000, ...(shop ? { shop } : {}) };
  if (values.json) io.stdout.write(`${JSON.stringify(result)}\n`);
  else {
    io.stdout.write(`mode: ${mode}\nn: ${result.n}\nofftopic_rate: ${result.offtopic_rate}\n`);
    for (const [d, v] of Object.entries(result.by_domain)) io.stdout.write(`  ${d}: ${v.rate} (${v.n})\n`);
    if (shop) io.stdout.write(`shop_rate: ${shop.shop_rate} (${shop.n})\n`);
  }
  return 0;
}

/** Pool per-fold reports (rates weighted by rows); `worst` keeps the 20 most confident misses overall. */
function mergeReports(parts: OffTopicReport[]): OffTopicReport {
  const n = parts.reduce((a, p) => a + p.n, 0);
  const ok = parts.reduce((a, p) => a + Math.round(p.offtopic_rate * p.n), 0);
  const byDomain: Record<string, { n: number; ok: number }> = {};
  for (const p of parts) for (const [d, v] of Object.entries(p.by_domain)) { byDomain[d] ??= { n: 0, ok: 0 }; byDomain[d].n += v.n; byDomain[d].ok += Math.round(v.rate * v.n); }
  const r4 = (x: number) => Math.round(x * 10000) / 10000;
  return {
    n,
    offtopic_rate: r4(n ? ok / n : 0),
    by_domain: Object.fromEntries(Object.entries(byDomain).sort((a, b) => a[0].localeCompare(b[0])).map(([d, v]) => [d, { n: v.n, rate: r4(v.ok / v.n) }])),
    worst: parts.flatMap((p) => p.worst).sort((a, b) => b.in_scope - a.in_scope).slice(0, 20),
  };
}

if (import.meta.main) process.exitCode = await run(process.argv.slice(2), { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr });
