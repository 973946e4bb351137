/**
 * The conversation eval's file format and checks (`aisle eval conversations`). One JSON object per line:
 * `{"id", "turns": [{"say", "expect"}]}`; every `expect` key must hold for the turn to pass (format documented in
 * data/conversations/README.md and docs/eval.md, from ../shared/data/conversations/README.md):
 * - `products` — true: the answer shows at least one product card; false: none
 * - `title_re` — one of the first three cards' titles matches (regexes are case-insensitive)
 * - `all_title_re` — every card's title matches
 * - `max_price` / `min_price` — every card with a price is within the bound (whole currency units, e.g. dollars)
 * - `text_re` / `not_text_re` — the answer text matches / does not match
 * - `ref_prev: n` — the answer is about card n of the last turn that showed cards: its first three title words
 *   (lower-case, words of 2+ characters) appear in the answer text, or the answer's first card is that product
 * - `lang` — the answer's own words are in that language (ISO 639-1 `en es fr de pt it`): bold text (product
 *   titles), quoted text, links, URLs and numbers are removed, then the common function words of each language are
 *   counted; at least two, and the expected language ahead of every other
 */
import { z } from 'zod';

/** A regular expression as the checks compile it (JavaScript, flags `iu`): a file with a bad one is refused when read. */
const RegexSource = z.string().refine((p) => { try { re(p); return true; } catch { return false; } }, { message: 'not a valid regular expression (JavaScript, flags "iu")' });

/** Expectations of one turn (all optional). */
export const TurnExpectSchema = z.object({
  products: z.boolean().optional(),
  title_re: RegexSource.optional(),
  all_title_re: RegexSource.optional(),
  max_price: z.number().optional(),
  min_price: z.number().optional(),
  text_re: RegexSource.optional(),
  not_text_re: RegexSource.optional(),
  ref_prev: z.number().int().min(1).optional(),
  lang: z.enum(['en', 'es', 'fr', 'de', 'pt', 'it']).optional(),
}).strict();
/** One turn's expectations. */
export type TurnExpect = z.infer<typeof TurnExpectSchema>;

/** One conversation of the eval file. */
export const EvalConversationSchema = z.object({
  id: z.string().min(1),
  turns: z.array(z.object({ say: z.string().min(1), expect: TurnExpectSchema.default({}) })).min(1),
});
/** One conversation. */
export type EvalConversation = z.infer<typeof EvalConversationSchema>;

/** A product card as the answer showed it (from the widget API's rendered parts). `priceCents` null = no price. */
export type ShownCard = { id: string; title: string; priceCents: number | null };
/** What the shopper saw for one turn: the answer text and its product cards, in order. */
export type TurnAnswer = { text: string; cards: ShownCard[] };

/**
 * Parse an eval file (JSON Lines; blank lines and lines starting with `//` are skipped).
 * @throws Error naming the line when a line is not valid JSON or not in the format
 */
export function parseConversations(jsonl: string): EvalConversation[] {
  const out: EvalConversation[] = [];
  jsonl.split('\n').forEach((line, i) => {
    const t = line.trim();
    if (!t || t.startsWith('//')) return;
    let raw: unknown;
    try { raw = JSON.parse(t); } catch (e) { throw new Error(`line ${i + 1}: not JSON (${(e as Error).message})`); }
    const parsed = EvalConversationSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`line ${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
    out.push(parsed.data);
  });
  return out;
}

const FUNCTION_WORDS: Record<string, string[]> = {
  en: 'the a an and or but of to in on for with is are was be this that these those it you your i we our my me can will would here there what which how if not no yes do does have has from at by as about any some'.split(' '),
  es: 'el la los las un una unos unas y o pero de del al en con por para es son está están este esta estos estas eso lo que tu tus su sus te usted puedo puedes aquí hay qué cómo si no sí muy más también mi me nos'.split(' '),
  fr: 'le la les un une des et ou mais de du au aux en dans avec pour par est sont ce cet cette ces que qui tu vous votre vos je nous notre mon ma mes ici il elle y a pas ne oui non très plus aussi si comment'.split(' '),
  de: 'der die das den dem des ein eine einen einem einer und oder aber von zu im in mit für ist sind dies diese dieser es sie ihr ihre ich wir unser mein kann können hier gibt was wie wenn nicht kein ja nein sehr mehr auch auf bei'.split(' '),
  pt: 'o a os as um uma uns umas e ou mas de do da dos das no na nos nas em com por para é são está estão este esta isso que você seu sua seus suas eu nós aqui há como se não sim muito mais também meu minha'.split(' '),
  it: 'il lo la i gli le un uno una e o ma di del della dei delle al alla in nel nella con per è sono questo questa questi che tu ti lei suo sua tuo tua io noi qui ci come se non sì molto più anche mio mia'.split(' '),
};
const WORD_LANGS = new Map<string, string[]>();
for (const [lang, words] of Object.entries(FUNCTION_WORDS)) for (const w of words) WORD_LANGS.set(w, [...(WORD_LANGS.get(w) ?? []), lang]);

/** The answer's own words: bold, quoted text, blockquotes, links, URLs and numbers removed (see the file comment). */
export function ownWords(text: string): string[] {
  const t = text
    .replace(/\*\*[^*]*\*\*/g, ' ')
    .replace(/\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^\s*>.*$/gm, ' ')
    .replace(/[“"«„][^”"»“]*[”"»“]/g, ' ')
    .replace(/\d[\d.,:]*/g, ' ')
    .toLowerCase();
  return t.match(/[\p{L}']+/gu)?.flatMap((w) => w.split("'")).filter(Boolean) ?? [];
}

/** Count the function words of each language in the answer's own words. */
export function functionWordCounts(text: string): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(Object.keys(FUNCTION_WORDS).map((l) => [l, 0]));
  for (const w of ownWords(text)) for (const l of WORD_LANGS.get(w) ?? []) counts[l]!++;
  return counts;
}

function re(pattern: string): RegExp {
  return new RegExp(pattern, 'iu');
}

/** First three title words of a card: lower-case, words of 2+ characters. */
export function leadTitleWords(title: string): string[] {
  return (title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 2).slice(0, 3);
}

/**
 * Check one turn's answer against its expectations. `prevCards`: the cards of the last earlier turn that showed
 * any (for `ref_prev`). Returns the reasons it failed (empty = pass).
 */
export function checkTurn(expect: TurnExpect, answer: TurnAnswer, prevCards: ShownCard[] | null): string[] {
  const why: string[] = [];
  const { cards, text } = answer;
  if (expect.products === true && cards.length === 0) why.push('expected product cards, got none');
  if (expect.products === false && cards.length > 0) why.push(`expected no product cards, got ${cards.length}`);
  if (expect.title_re !== undefined && !cards.slice(0, 3).some((c) => re(expect.title_re!).test(c.title))) {
    why.push(`no card among the first three matches /${expect.title_re}/`);
  }
  if (expect.all_title_re !== undefined) {
    const bad = cards.filter((c) => !re(expect.all_title_re!).test(c.title));
    if (bad.length || !cards.length) why.push(`${bad.length || 'no'} card(s) do not match /${expect.all_title_re}/`);
  }
  if (expect.max_price !== undefined) {
    const over = cards.filter((c) => c.priceCents !== null && c.priceCents > Math.round(expect.max_price! * 100));
    if (over.length) why.push(`${over.length} card(s) over ${expect.max_price}`);
  }
  if (expect.min_price !== undefined) {
    const under = cards.filter((c) => c.priceCents !== null && c.priceCents < Math.round(expect.min_price! * 100));
    if (under.length) why.push(`${under.length} card(s) under ${expect.min_price}`);
  }
  if (expect.text_re !== undefined && !re(expect.text_re).test(text)) why.push(`text does not match /${expect.text_re}/`);
  if (expect.not_text_re !== undefined && re(expect.not_text_re).test(text)) why.push(`text matches /${expect.not_text_re}/`);
  if (expect.ref_prev !== undefined) {
    const target = prevCards?.[expect.ref_prev - 1];
    if (!target) why.push(`no card ${expect.ref_prev} in an earlier turn`);
    else {
      const lower = text.toLowerCase();
      const words = leadTitleWords(target.title);
      const named = words.length > 0 && words.every((w) => lower.includes(w));
      if (!named && cards[0]?.id !== target.id) why.push(`answer is not about card ${expect.ref_prev} ("${target.title.slice(0, 60)}")`);
    }
  }
  if (expect.lang !== undefined) {
    const counts = functionWordCounts(text);
    const mine = counts[expect.lang] ?? 0;
    const rival = Object.entries(counts).filter(([l]) => l !== expect.lang).sort((a, b) => b[1] - a[1])[0];
    if (mine < 2 || (rival && rival[1] >= mine)) why.push(`answer not in ${expect.lang} (function words: ${JSON.stringify(counts)})`);
  }
  return why;
}
