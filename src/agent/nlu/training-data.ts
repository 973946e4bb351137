/**
 * Training utterances for the intent classifier, read from the repository's data/ copies:
 * - Bitext (27 intents, `instruction` / `intent`) — data/bitext_intents
 * - search_products: real ESCI shopper queries + Aisle's templates — data/shopping_intents
 * - product_question: real ePQA questions (deduplicated, capped) — data/product_qa, plus Aisle's templates
 *   referring to a shown product ("is the first one waterproof?")
 * - add_to_cart, checkout: Aisle's templates only — data/shopping_intents/templates.json
 * - a few hand-written everyday wordings for some Bitext intents ("where is my order") — same file
 * - search_products / product_question / add_to_cart / checkout: Aisle's hand-written shopper needs and follow-ups
 *   ("my feet are always cold", "cheaper ones?") — data/shopping_intents/shopper_needs_train.csv
 * - small_talk: CLINC150 small_talk domain; out_of_scope: CLINC `oos`, up to CAPS.clincPerIntent rows of every
 *   off-topic intent of the other domains (see CLINC_NOT_OFFTOPIC for the intents left out and why), and Aisle's
 *   hand-written general requests (trivia, advice, news...) — data/clinc150, data/shopping_intents/offtopic_train.csv
 * Sampling is deterministic (ordered by SHA-1 of the text), so the training set has a stable hash.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import type { Intent, LabelledUtterance } from './intents.ts';
import { BITEXT_INTENTS, INTENTS } from './intents.ts';

/** Repository data folder (absolute). */
export const DATA_DIR = fileURLToPath(new URL('../../../data/', import.meta.url));

/**
 * Caps (utterances): ePQA questions, CLINC rows per small-talk intent, CLINC `oos` rows, CLINC rows per other
 * off-topic intent. Chosen by held-out evaluation (src/agent/nlu/README.md): 80 rows per off-topic intent raised the
 * CLINC off-topic rate but cost shopper needs and Bitext accuracy; 14 small-talk rows left greetings ("heyo") to
 * search_products.
 */
export const CAPS = { productQuestion: 600, smallTalkPerIntent: 50, oosRows: 200, clincPerIntent: 40 } as const;

/**
 * CLINC150 intents that are NOT off-topic for a shop's assistant, with the reason; they are left out of the
 * out_of_scope training data and out of the off-topic evaluation (`aisle eval offtopic`). Every other CLINC150
 * intent of every domain (banking, credit_cards, travel, work, utility, auto_and_commute, home, kitchen_and_dining,
 * meta, small_talk) and the `oos` rows are off-topic.
 */
export const CLINC_NOT_OFFTOPIC: Readonly<Record<string, string>> = {
  order: 'home: "order more paper towels" is a purchase request in a shop (place_order / search_products)',
  order_status: 'home: "has my package shipped" is track_order',
  shopping_list: 'home: "what is on my shopping list" is about the cart in a shop',
  shopping_list_update: 'home: "add milk to my list" reads as add_to_cart in a shop',
  card_declined: 'credit_cards: "why was my card declined" at a store checkout is payment_issue',
  yes: 'meta: a dialogue act (answers the assistant\'s question, e.g. "add it to your cart?"), not a topic',
  no: 'meta: a dialogue act, not a topic',
  maybe: 'meta: a dialogue act, not a topic',
  cancel: 'meta: "cancel that" / "never mind" stops a pending action of the conversation',
  repeat: 'meta: "say that again" is about the conversation itself',
};

/** One CLINC150 row (data/clinc150): `official_split` is train, val, oos_train or oos_val in the dev file. */
export type ClincRow = { text: string; intent: string; domain: string; official_split: string };

/** CLINC150 rows from a CSV with columns text,intent,domain,official_split (default: the shipped dev copy). */
export function loadClincRows(path = `${DATA_DIR}clinc150/clinc150_dev.csv.gz`): ClincRow[] {
  return readCsv(path).map((r) => ({ text: r.text.trim(), intent: r.intent, domain: r.domain, official_split: r.official_split ?? '' }));
}

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

/**
 * Every non-Bitext training utterance (shop intents, small talk, out of scope). `clinc` replaces the CLINC150 rows
 * the conversational classes are drawn from (default: all of data/clinc150's dev rows), so an evaluation can
 * train on CLINC's official train split and score its val split.
 */
export function loadExtraUtterances(opts: { clinc?: ClincRow[]; caps?: Partial<typeof CAPS> } = {}): LabelledUtterance[] {
  const caps = { ...CAPS, ...opts.caps };
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
  for (const q of stableOrder(questions, (x) => x).slice(0, caps.productQuestion)) out.push({ text: q, intent: 'product_question', source: 'epqa' });

  out.push(...loadAisleUtterances('shopper_needs_train.csv'), ...loadAisleUtterances('offtopic_train.csv'));
  out.push(...clincUtterances(opts.clinc ?? loadClincRows(), caps));
  return out;
}

/** CLINC150 rows that are off-topic for a shop (see {@link CLINC_NOT_OFFTOPIC}), `oos` and small talk included. */
export function isOffTopicClinc(r: Pick<ClincRow, 'intent'>): boolean {
  return !Object.hasOwn(CLINC_NOT_OFFTOPIC, r.intent);
}

/**
 * CLINC150 training utterances: small_talk (small_talk domain), and out_of_scope from `oos` and every off-topic
 * intent of the other domains. Off-topic rows of one domain share the training label `out_of_scope/<domain>` (a
 * sub-class the classifier adds back into out_of_scope): one linear unit per topic area separates far better than
 * one unit for everything off-topic, which pulled Bitext utterances into it (see README.md).
 */
export function clincUtterances(clinc: ClincRow[], caps: Partial<typeof CAPS> = {}): LabelledUtterance[] {
  const c = { ...CAPS, ...caps };
  const out: LabelledUtterance[] = [];
  const byIntent = new Map<string, ClincRow[]>();
  for (const r of clinc) {
    if (!isOffTopicClinc(r)) continue;
    const list = byIntent.get(r.intent) ?? [];
    list.push(r);
    byIntent.set(r.intent, list);
  }
  for (const [intent, rows] of [...byIntent].sort((a, b) => a[0].localeCompare(b[0]))) {
    const domain = rows[0].domain;
    const sorted = stableOrder(rows, (x) => x.text);
    if (domain === 'small_talk') {
      for (const r of sorted.slice(0, c.smallTalkPerIntent)) out.push({ text: r.text, intent: 'small_talk', source: `clinc:${intent}` });
    } else if (domain === 'oos') {
      for (const r of sorted.slice(0, c.oosRows)) out.push({ text: r.text, intent: 'out_of_scope', source: 'clinc:oos' });
    } else {
      for (const r of sorted.slice(0, c.clincPerIntent)) out.push({ text: r.text, intent: 'out_of_scope', label: `out_of_scope/${domain}`, source: `clinc:${intent}` });
    }
  }
  return out;
}

/**
 * Aisle's hand-written training utterances in a CSV with columns text,intent,category (PROVENANCE.md):
 * shopper needs and follow-ups (data/shopping_intents/shopper_needs_train.csv, source `aisle-needs`) and general
 * off-topic requests (offtopic_train.csv, source `aisle-offtopic`). Unknown intents throw.
 */
export function loadAisleUtterances(file: 'shopper_needs_train.csv' | 'offtopic_train.csv'): LabelledUtterance[] {
  const known = new Set<string>(INTENTS);
  const source = file === 'offtopic_train.csv' ? 'aisle-offtopic' : 'aisle-needs';
  return readCsv(`${DATA_DIR}shopping_intents/${file}`).map((r) => {
    if (!known.has(r.intent)) throw new Error(`unknown intent ${r.intent} in ${file}`);
    return { text: r.text.trim(), intent: r.intent as Intent, source };
  });
}

/** The data files the training set is built from (absolute paths). */
export const TRAINING_FILES = [
  'bitext_intents/bitext_customer_support_dev.csv.gz', 'shopping_intents/templates.json', 'shopping_intents/esci_queries_dev.csv',
  'product_qa/epqa_dev.csv.gz', 'clinc150/clinc150_dev.csv.gz', 'shopping_intents/shopper_needs_train.csv', 'shopping_intents/offtopic_train.csv',
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
