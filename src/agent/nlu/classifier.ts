/**
 * The intent classifier: multinomial logistic regression (softmax.ts) over stems, stem bigrams, character trigrams
 * and WordNet supersenses (features.ts). Off-topic training rows carry sub-labels per CLINC150 domain (`out_of_scope/banking`)
 * whose probabilities are added back into `out_of_scope`. The model's probabilities give `inScope`, the
 * probability that an utterance is a shop request (a Bitext or shop intent), and the off-topic decision is a
 * threshold on it chosen on held-out data (OFFTOPIC_THRESHOLD). Measured choices: src/agent/nlu/README.md.
 *
 * The model is trained at first use and cached as JSON in `cacheDir`, keyed by a hash of the
 * training data files, MODEL_VERSION and the settings, so later server starts only read the JSON.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { featurizeUtterance } from './features.ts';
import { parseConstraints } from '../../catalog/index.ts';
import { CONVERSATION_INTENTS, type Intent, type IntentClassifier, type IntentResult, type IntentSlots, type LabelledUtterance } from './intents.ts';
import { extractSlots } from './slots.ts';
import { SoftmaxModel, type SoftmaxJson } from './softmax.ts';
import { hashTrainingFiles, loadBitextUtterances, loadExtraUtterances } from './training-data.ts';

/** Bump when features, settings or data assembly change: invalidates cached models. */
export const MODEL_VERSION = 'softmax-v1';

/** Training settings (chosen by 5-fold CV on Bitext dev + the shopper needs; src/agent/nlu/README.md). */
export const SOFTMAX_SETTINGS = { epochs: 10, learningRate: 0.2, l2: 1e-4, seed: 1 };

/**
 * An utterance is off-topic (out_of_scope or small_talk) when the probability of those two classes is at least
 * this. Chosen on held-out data by `aisle eval offtopic --calibrate` (CLINC150 train -> val, Bitext and shopper
 * needs by 5-fold CV): the largest threshold that keeps the held-out off-topic rate at or above
 * OFFTOPIC_TARGET with CLINC's test-split share of `oos` rows.
 */
export const OFFTOPIC_THRESHOLD = 0.35;

/** Serialised model (what the cache file holds). */
export type IntentModelJson = { version: string; dataHash: string; model: SoftmaxJson; trainedMs: number };

function toInput(text: string): Record<string, number> {
  return featurizeUtterance(text);
}

/** Train the model on labelled utterances (`label` when set, else `intent`). A few seconds for the full set. */
export function trainIntentModel(rows: LabelledUtterance[]): SoftmaxModel {
  return SoftmaxModel.train(rows.map((r) => ({ input: toInput(r.text), label: r.label ?? r.intent })), SOFTMAX_SETTINGS);
}

/**
 * Search slots from the catalog's constraint parser (no store vocabulary here, so brands and categories are left
 * to the search itself): query words, price bounds, colours, sizes, in stock.
 */
function searchSlots(text: string): IntentSlots {
  const c = parseConstraints(text);
  const slots: IntentSlots = { query: c.text };
  if (c.minPriceCents !== null) slots.min_price_cents = c.minPriceCents;
  if (c.maxPriceCents !== null) slots.max_price_cents = c.maxPriceCents;
  if (c.colors.length) slots.colors = c.colors.join(',');
  if (c.sizes.length) slots.sizes = c.sizes.join(',');
  if (c.inStock) slots.in_stock = 1;
  return slots;
}

const OFF_TOPIC: ReadonlySet<string> = new Set(CONVERSATION_INTENTS);

/**
 * A classifier over a trained model. `offTopicThreshold` (default OFFTOPIC_THRESHOLD): the probability of
 * out_of_scope + small_talk from which an utterance is classified as one of them.
 */
export function createIntentClassifier(model: SoftmaxModel, opts: { offTopicThreshold?: number } = {}): IntentClassifier {
  const threshold = opts.offTopicThreshold ?? OFFTOPIC_THRESHOLD;
  const intentOf = model.labels.map((l) => l.split('/', 1)[0] as Intent);
  const rank = (text: string): { intent: Intent; score: number }[] => {
    const input = toInput(text);
    if (Object.keys(input).length === 0) return [{ intent: 'out_of_scope', score: 1 }];
    const p = model.probabilities(input);
    const byIntent = new Map<Intent, number>();
    for (let i = 0; i < p.length; i++) byIntent.set(intentOf[i], (byIntent.get(intentOf[i]) ?? 0) + p[i]);
    return [...byIntent].map(([intent, score]) => ({ intent, score })).sort((a, b) => b.score - a.score);
  };
  return {
    rank,
    offTopicThreshold: threshold,
    classify(text: string): IntentResult {
      const d = decideIntent(rank(text), threshold);
      const slots: IntentResult['slots'] = extractSlots(text);
      if (d.intent === 'search_products') Object.assign(slots, searchSlots(text));
      const r3 = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
      return { intent: d.intent, confidence: r3(d.confidence), inScope: r3(d.inScope), slots };
    },
  };
}

/**
 * The decision rule over ranked intent probabilities: off-topic (the likelier of small_talk / out_of_scope) when
 * their summed probability is at least `threshold`, else the likeliest shop intent. `inScope` = 1 - that sum.
 */
export function decideIntent(ranked: { intent: Intent; score: number }[], threshold: number): { intent: Intent; confidence: number; inScope: number } {
  let off = 0;
  let bestOff: { intent: Intent; score: number } | undefined;
  let bestIn: { intent: Intent; score: number } | undefined;
  for (const r of ranked) {
    if (OFF_TOPIC.has(r.intent)) { off += r.score; if (!bestOff || r.score > bestOff.score) bestOff = r; }
    else if (!bestIn || r.score > bestIn.score) bestIn = r;
  }
  const best = off >= threshold || !bestIn ? bestOff : bestIn;
  return { intent: best?.intent ?? 'out_of_scope', confidence: best?.score ?? 1, inScope: 1 - off };
}

/** The full training set: Bitext dev + the extra classes (see training-data.ts). */
export function loadTrainingUtterances(): LabelledUtterance[] {
  return [...loadBitextUtterances(), ...loadExtraUtterances()];
}

/**
 * Load the shipped classifier: read `<cacheDir>/intent-model-<hash>.json` if present, else train
 * (a few seconds) and write it atomically. `cacheDir` is created if missing.
 * @throws Error if the data files are missing or unreadable.
 */
export async function loadIntentClassifier(opts: { cacheDir: string }): Promise<IntentClassifier> {
  const dataHash = hashTrainingFiles();
  const key = createHash('sha256').update(`${MODEL_VERSION}\n${JSON.stringify(SOFTMAX_SETTINGS)}\n${dataHash}`).digest('hex').slice(0, 16);
  const file = join(opts.cacheDir, `intent-model-${key}.json`);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as IntentModelJson;
    return createIntentClassifier(SoftmaxModel.fromJSON(cached.model));
  } catch {
    // not cached yet (or unreadable): train below
  }
  const t0 = performance.now();
  const model = trainIntentModel(loadTrainingUtterances());
  const trainedMs = Math.round(performance.now() - t0);
  mkdirSync(opts.cacheDir, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify({ version: MODEL_VERSION, dataHash, model: model.toJSON(), trainedMs } satisfies IntentModelJson));
  renameSync(tmp, file);
  return createIntentClassifier(model);
}
