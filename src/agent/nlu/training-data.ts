/**
 * Training utterances for the intent classifier, read from the repository's data/ copies:
 * - Bitext (27 intents, `instruction` / `intent`) — data/bitext_intents
 * - search_products: real ESCI shopper queries + Aisle's templates — data/shopping_intents
 * - product_question: real ePQA questions (deduplicated, capped) — data/product_qa, plus Aisle's templates
 *   referring to a shown product ("is the first one waterproof?")
 * - add_to_cart, checkout: Aisle's templates only — data/shopping_intents/templates.json
 * - a few hand-written everyday wordings for some Bitext intents ("where is my order") — same file
 * - small_talk: CLINC150 small_talk domain; out_of_scope: CLINC `oos` + a balanced sample of unrelated
 *   domains, excluding intents that overlap a shop's (order, order_status, shopping_list*, card_declined,
 *   and the whole `meta` domain: yes/no/cancel/repeat are dialogue acts, not topics) — data/clinc150
 * Sampling is deterministic (ordered by SHA-1 of the text), so the training set has a stable hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { Intent, LabelledUtterance } from './intents.ts';
import { BITEXT_INTENTS } from './intents.ts';

/** Repository data folder (absolute). */
export const DATA_DIR = new URL('../../../data/', import.meta.url).pathname;

/** Caps per class (utterances). Chosen by 5-fold CV on Bitext dev: a larger out_of_scope class pulled
 * Bitext utterances into it (accuracy 0.974 with 200 oos + 2 per unrelated intent vs 0.986 with these). */
export const CAPS = { productQuestion: 150, smallTalkPerIntent: 14, oosRows: 120, oosPerUnrelatedIntent: 1 } as const;

/** CLINC intents that overlap shop intents and are therefore left out of out_of_scope. */
export const CLINC_EXCLUDED = new Set(['order', 'order_status', 'shopping_list', 'shopping_list_update', 'card_declined']);

/** Read a CSV (optionally .gz) into objects keyed by header names. */
export function readCsv(path: string): Record<string, string>[] {
  const buf = readFileSync(path);
  const text = path.endsWith('.gz') ? gunzipSync(buf).toString('utf8') : buf.toString('utf8');
  return parse(text, { columns: true, skip_empty_lines: true, relax_column_count: true }) as Record<string, string>[];
}

function sha1(s: string): string {
  return createHash('sha1').update(s).digest('hex');
}

/** Stable pseudo-random order: by SHA-1 of the text. */
function stableOrder<T>(items: T[], key: (t: T) => string): T[] {
  return items.map((t) => ({ t, k: sha1(key(t)) })).sort((a, b) => (a.k < b.k ? -1 : a.k > b.k ? 1 : 0)).map((x) => x.t);
}

/** Bitext rows from a CSV with columns `instruction`, `intent` (default: the shipped dev copy). Unknown intents throw. */
export function loadBitextUtterances(path = `${DATA_DIR}bitext_intents/bitext_customer_support_dev.csv.gz`): LabelledUtterance[] {
  const known = new Set<string>(BITEXT_INTENTS);
  return readCsv(path).map((r) => {
    if (!known.has(r.intent)) throw new Error(`unknown Bitext intent ${r.intent}`);
    return { text: r.instruction.trim(), intent: r.intent as Intent, source: 'bitext' };
  });
}

type Templates = {
  items: string[]; prices: string[]; colors: string[]; ordinals: string[];
  search_products: string[]; add_to_cart: string[]; checkout: string[]; product_question: string[];
  bitext_supplements: Record<string, string[]>;
};

/** Expand templates: each template is filled a few times, rotating through the fillers (deterministic). */
function expand(templates: string[], t: Templates, perTemplate: number): string[] {
  const out = new Set<string>();
  let k = 0;
  for (const tpl of templates) {
    for (let i = 0; i < perTemplate; i++, k++) {
      out.add(tpl
        .replaceAll('{item}', t.items[(k * 7) % t.items.length])
        .replaceAll('{price}', t.prices[(k * 3) % t.prices.length])
        .replaceAll('{color}', t.colors[k % t.colors.length])
        .replaceAll('{n}', t.ordinals[(k * 5) % t.ordinals.length]));
    }
  }
  return [...out];
}

/** Every non-Bitext training utterance (shop intents, small talk, out of scope). */
export function loadExtraUtterances(): LabelledUtterance[] {
  const out: LabelledUtterance[] = [];
  const t = JSON.parse(readFileSync(`${DATA_DIR}shopping_intents/templates.json`, 'utf8')) as Templates;
  for (const q of readCsv(`${DATA_DIR}shopping_intents/esci_queries_dev.csv`)) out.push({ text: q.query, intent: 'search_products', source: 'esci' });
  for (const s of expand(t.search_products, t, 2)) out.push({ text: s, intent: 'search_products', source: 'aisle-templates' });
  for (const s of expand(t.add_to_cart, t, 3)) out.push({ text: s, intent: 'add_to_cart', source: 'aisle-templates' });
  for (const s of expand(t.checkout, t, 1)) out.push({ text: s, intent: 'checkout', source: 'aisle-templates' });
  for (const s of expand(t.product_question, t, 2)) out.push({ text: s, intent: 'product_question', source: 'aisle-templates' });
  const known = new Set<string>(BITEXT_INTENTS);
  for (const [intent, texts] of Object.entries(t.bitext_supplements)) {
    if (!known.has(intent)) throw new Error(`unknown Bitext intent ${intent} in templates.json`);
    for (const s of texts) out.push({ text: s, intent: intent as Intent, source: 'aisle-supplement' });
  }

  const seen = new Set<string>();
  const questions: string[] = [];
  for (const r of readCsv(`${DATA_DIR}product_qa/epqa_dev.csv.gz`)) {
    const q = r.question.trim();
    if (q && !seen.has(q.toLowerCase())) { seen.add(q.toLowerCase()); questions.push(q); }
  }
  for (const q of stableOrder(questions, (x) => x).slice(0, CAPS.productQuestion)) out.push({ text: q, intent: 'product_question', source: 'epqa' });

  const clinc = readCsv(`${DATA_DIR}clinc150/clinc150_dev.csv.gz`);
  const byIntent = new Map<string, Record<string, string>[]>();
  for (const r of clinc) {
    const list = byIntent.get(r.intent) ?? [];
    list.push(r);
    byIntent.set(r.intent, list);
  }
  for (const [intent, rows] of [...byIntent].sort((a, b) => a[0].localeCompare(b[0]))) {
    const domain = rows[0].domain;
    if (domain === 'small_talk') {
      for (const r of stableOrder(rows, (x) => x.text).slice(0, CAPS.smallTalkPerIntent)) out.push({ text: r.text, intent: 'small_talk', source: `clinc:${intent}` });
    } else if (domain === 'oos') {
      for (const r of stableOrder(rows, (x) => x.text).slice(0, CAPS.oosRows)) out.push({ text: r.text, intent: 'out_of_scope', source: 'clinc:oos' });
    } else if (domain !== 'meta' && !CLINC_EXCLUDED.has(intent)) {
      for (const r of stableOrder(rows, (x) => x.text).slice(0, CAPS.oosPerUnrelatedIntent)) out.push({ text: r.text, intent: 'out_of_scope', source: `clinc:${intent}` });
    }
  }
  return out;
}

/** The data files the training set is built from (absolute paths). */
export const TRAINING_FILES = [
  'bitext_intents/bitext_customer_support_dev.csv.gz', 'shopping_intents/templates.json', 'shopping_intents/esci_queries_dev.csv',
  'product_qa/epqa_dev.csv.gz', 'clinc150/clinc150_dev.csv.gz',
].map((f) => `${DATA_DIR}${f}`);

/** SHA-256 over the raw bytes of TRAINING_FILES plus CAPS: cheap (no parsing), for cache keys. */
export function hashTrainingFiles(): string {
  const h = createHash('sha256').update(JSON.stringify(CAPS));
  for (const f of TRAINING_FILES) h.update(readFileSync(f));
  return h.digest('hex');
}

/** SHA-256 over a training set (texts + labels, in order), for cache keys. */
export function hashUtterances(rows: LabelledUtterance[]): string {
  const h = createHash('sha256');
  for (const r of rows) h.update(`${r.intent}\t${r.text}\n`);
  return h.digest('hex');
}
