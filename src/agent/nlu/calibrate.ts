/**
 * Choosing the off-topic threshold (classifier.ts OFFTOPIC_THRESHOLD) on held-out data only:
 * - off-topic side: models trained with CLINC150's official `train` + `oos_train` rows score its `val` + `oos_val`
 *   rows (the off-topic selection of training-data.ts CLINC_NOT_OFFTOPIC);
 * - shop side: stratified k-fold cross-validation over Bitext dev and Aisle's shopper needs (each fold's model is
 *   trained on the other folds plus all other training data), so every scored utterance is unseen by its model.
 * For each candidate threshold it reports the rates, and chooses the largest threshold (the one that keeps the most
 * shopper requests in scope) whose off-topic rate, weighted like CLINC150's test split, is at least OFFTOPIC_TARGET.
 */
import { createIntentClassifier, decideIntent, trainIntentModel } from './classifier.ts';
import { stratifiedFolds } from './evaluate.ts';
import type { Intent } from './intents.ts';
import { type ClincRow, isOffTopicClinc, loadAisleUtterances, loadBitextUtterances, loadExtraUtterances } from './training-data.ts';

/** Held-out off-topic rate the chosen threshold must keep (the bar is 0.95; 0.01 of margin for the test split). */
export const OFFTOPIC_TARGET = 0.96;

/**
 * CLINC150's test split: 30 utterances per intent and 1,000 `oos` utterances (Larson et al., EMNLP 2019, table 1).
 * `oos` is a far larger share there than in val (100 of 3,100), so the target is checked on val rates re-weighted to it.
 */
export const CLINC_TEST_SHAPE = { perIntent: 30, oos: 1000 } as const;

/** Candidate thresholds: 0.30 to 0.90 by 0.05. */
export const THRESHOLDS = Array.from({ length: 13 }, (_, i) => Math.round((0.3 + i * 0.05) * 100) / 100);

/** Rates at one threshold (shares in [0, 1], 4 decimals). */
export type CalibrationPoint = {
  threshold: number;
  /** CLINC val + oos_val off-topic rows classified small_talk / out_of_scope (as `aisle eval offtopic` reports). */
  offtopic_rate: number;
  /** The same for the non-oos rows only, and for the oos rows only. */
  offtopic_in_domain: number;
  oos_rate: number;
  /** in-domain and oos rates weighted like CLINC150's test split (CLINC_TEST_SHAPE): what the target applies to. */
  offtopic_test_mix: number;
  /** Bitext dev, held-out folds: intent accuracy. */
  bitext_accuracy: number;
  /** Shopper needs, held-out folds: share classified as a shop intent. */
  needs_shop_rate: number;
};

/** Calibration result: every candidate's rates and the chosen threshold (null when none meets the target). */
export type Calibration = { folds: number; points: CalibrationPoint[]; chosen: number | null; target: number };

type Ranked = { intent: Intent; score: number }[];

/**
 * Run the calibration over CLINC150 dev rows (`clinc`, with `official_split`). Trains `folds` models (~5 s each).
 * @throws Error when `clinc` has no train or val rows.
 */
export function calibrateOffTopic(clinc: ClincRow[], folds = 5): Calibration {
  const clincTrain = clinc.filter((r) => r.official_split === 'train' || r.official_split === 'oos_train');
  const clincEval = clinc.filter((r) => (r.official_split === 'val' || r.official_split === 'oos_val') && isOffTopicClinc(r));
  if (!clincTrain.length || !clincEval.length) throw new Error('calibration needs CLINC150 rows with official_split train and val');
  const scored = [...loadBitextUtterances(), ...loadAisleUtterances('shopper_needs_train.csv')];
  const extra = loadExtraUtterances({ clinc: clincTrain }).filter((r) => r.source !== 'aisle-needs');
  const fold = stratifiedFolds(scored.map((r) => `${r.source}:${r.intent}`), folds);
  const heldOut: { set: 'bitext' | 'needs' | 'oos' | 'in_domain'; gold: string; ranked: Ranked }[] = [];
  for (let f = 0; f < folds; f++) {
    const clf = createIntentClassifier(trainIntentModel([...scored.filter((_, i) => fold[i] !== f), ...extra]));
    scored.forEach((r, i) => { if (fold[i] === f) heldOut.push({ set: r.source === 'bitext' ? 'bitext' : 'needs', gold: r.intent, ranked: clf.rank(r.text) }); });
    for (const r of clincEval) heldOut.push({ set: r.intent === 'oos' ? 'oos' : 'in_domain', gold: r.intent, ranked: clf.rank(r.text) });
  }
  const inDomainIntents = new Set(clincEval.filter((r) => r.intent !== 'oos').map((r) => r.intent)).size;
  const oosWeight = CLINC_TEST_SHAPE.oos / (CLINC_TEST_SHAPE.oos + CLINC_TEST_SHAPE.perIntent * inDomainIntents);
  const r4 = (x: number) => Math.round(x * 10000) / 10000;
  const points = THRESHOLDS.map((threshold): CalibrationPoint => {
    const tally = { bitext: [0, 0], needs: [0, 0], oos: [0, 0], in_domain: [0, 0] };
    for (const h of heldOut) {
      const intent = decideIntent(h.ranked, threshold).intent;
      const off = intent === 'out_of_scope' || intent === 'small_talk';
      const ok = h.set === 'bitext' ? intent === h.gold : h.set === 'needs' ? !off : off;
      tally[h.set][0]++;
      if (ok) tally[h.set][1]++;
    }
    const rate = (t: number[]) => (t[0] ? t[1] / t[0] : 0);
    return {
      threshold,
      offtopic_rate: r4((tally.oos[1] + tally.in_domain[1]) / (tally.oos[0] + tally.in_domain[0])),
      offtopic_in_domain: r4(rate(tally.in_domain)),
      oos_rate: r4(rate(tally.oos)),
      offtopic_test_mix: r4((1 - oosWeight) * rate(tally.in_domain) + oosWeight * rate(tally.oos)),
      bitext_accuracy: r4(rate(tally.bitext)),
      needs_shop_rate: r4(rate(tally.needs)),
    };
  });
  const ok = points.filter((p) => p.offtopic_test_mix >= OFFTOPIC_TARGET);
  return { folds, points, chosen: ok.length ? ok[ok.length - 1].threshold : null, target: OFFTOPIC_TARGET };
}
