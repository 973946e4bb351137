/**
 * Product-question ranking evaluation on ePQA-format data (columns qid, question, candidate,
 * source, label with 2 = fully answers, 1 = helpful, 0 = irrelevant).
 *
 * p@1 = share of questions whose top-ranked candidate has label 2 (strict: "fully answers").
 * ndcg = mean over questions of nDCG over all of the question's candidates, linear gains = label
 * (2/1/0), discount log2(rank + 1); a question with no relevant candidate scores 0 (trec_eval's
 * convention), so both metrics are averaged over every question.
 */
import type { PassageInput, RankedPassage } from './rank.ts';

/** One ePQA row (only the columns used). */
export type ProductQaRow = { qid: string; question: string; candidate: string; source: string; label: number };

/** Evaluation result. */
export type ProductQaScores = { questions: number; 'p@1': number; ndcg: number };

/** Score a ranker on ePQA rows. */
export function evaluateProductQa(rows: ProductQaRow[], rank: (q: string, p: PassageInput[]) => RankedPassage[]): ProductQaScores {
  const byQ = new Map<string, ProductQaRow[]>();
  for (const r of rows) byQ.set(r.qid, [...(byQ.get(r.qid) ?? []), r]);
  let p1 = 0, ndcgSum = 0;
  for (const cands of byQ.values()) {
    const ranked = rank(cands[0].question, cands.map((c) => ({ text: c.candidate, source: c.source })));
    const labelsInRank = labelsInOrder(cands, ranked);
    if (labelsInRank[0] === 2) p1++;
    const dcg = (ls: number[]) => ls.reduce((a, g, i) => a + g / Math.log2(i + 2), 0);
    const ideal = dcg([...cands.map((c) => c.label)].sort((a, b) => b - a));
    ndcgSum += ideal > 0 ? dcg(labelsInRank) / ideal : 0;
  }
  const r = (x: number) => Math.round(x * 10000) / 10000;
  return { questions: byQ.size, 'p@1': r(p1 / Math.max(1, byQ.size)), ndcg: r(ndcgSum / Math.max(1, byQ.size)) };
}

function labelsInOrder(cands: ProductQaRow[], ranked: RankedPassage[]): number[] {
  const used = new Set<number>();
  return ranked.map((p) => {
    const i = cands.findIndex((c, j) => !used.has(j) && c.candidate === p.text && c.source === p.source);
    used.add(i);
    return i >= 0 ? cands[i].label : 0;
  });
}
