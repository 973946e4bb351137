/**
 * Product-question ranking evaluation on ePQA-format data (columns qid, question, candidate,
 * source, label with 2 = fully answers, 1 = helpful, 0 = irrelevant; `title` is passed to the ranker when present).
 *
 * p@1 = share of questions whose top-ranked candidate has label 2 (strict: "fully answers"), over every question;
 * p@1_answerable = the same over the questions that have at least one label-2 candidate (the reachable ones).
 * ndcg = mean over questions of nDCG over all of the question's candidates, linear gains = label
 * (2/1/0), discount log2(rank + 1); a question with no relevant candidate scores 0 (trec_eval's
 * convention), so both metrics are averaged over every question.
 * Candidates reach the ranker in an order that does not depend on their labels (SHA-256 of the candidate text):
 * ePQA's file lists label-2 candidates first for most questions, and rankers keep input order on ties.
 */
import { createHash } from 'node:crypto';
import type { PassageContext, PassageInput, RankedPassage } from './rank.ts';

/** One ePQA row (only the columns used). */
export type ProductQaRow = { qid: string; question: string; candidate: string; source: string; label: number; title?: string };

/** Evaluation result: `answerable` = questions with a label-2 candidate. */
export type ProductQaScores = { questions: number; answerable: number; 'p@1': number; 'p@1_answerable': number; ndcg: number };

/** Candidates of each question, in a label-independent order (see the module comment). */
export function groupQuestions(rows: ProductQaRow[]): ProductQaRow[][] {
  const key = (r: ProductQaRow) => createHash('sha256').update(`${r.qid}\u0000${r.candidate}\u0000${r.source}`).digest('hex');
  const byQ = new Map<string, ProductQaRow[]>();
  for (const r of rows) byQ.set(r.qid, [...(byQ.get(r.qid) ?? []), r]);
  return [...byQ.values()].map((cands) => cands.map((c) => ({ c, k: key(c) })).sort((a, b) => a.k.localeCompare(b.k)).map((x) => x.c));
}

/** Score a ranker on ePQA rows. */
export function evaluateProductQa(rows: ProductQaRow[], rank: (q: string, p: PassageInput[], context: PassageContext) => RankedPassage[]): ProductQaScores {
  const groups = groupQuestions(rows);
  let p1 = 0, answerable = 0, ndcgSum = 0;
  for (const cands of groups) {
    const ranked = rank(cands[0]!.question, cands.map((c) => ({ text: c.candidate, source: c.source })), { title: cands[0]!.title });
    const labelsInRank = labelsInOrder(cands, ranked);
    if (cands.some((c) => c.label === 2)) answerable++;
    if (labelsInRank[0] === 2) p1++;
    const dcg = (ls: number[]) => ls.reduce((a, g, i) => a + g / Math.log2(i + 2), 0);
    const ideal = dcg([...cands.map((c) => c.label)].sort((a, b) => b - a));
    ndcgSum += ideal > 0 ? dcg(labelsInRank) / ideal : 0;
  }
  const r = (x: number) => Math.round(x * 10000) / 10000;
  const n = Math.max(1, groups.length);
  return { questions: groups.length, answerable, 'p@1': r(p1 / n), 'p@1_answerable': r(p1 / Math.max(1, answerable)), ndcg: r(ndcgSum / n) };
}

function labelsInOrder(cands: ProductQaRow[], ranked: RankedPassage[]): number[] {
  const used = new Set<number>();
  return ranked.map((p) => {
    const i = cands.findIndex((c, j) => !used.has(j) && c.candidate === p.text && c.source === p.source);
    used.add(i);
    return i >= 0 ? cands[i]!.label : 0;
  });
}
