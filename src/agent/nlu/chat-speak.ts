/**
 * Chat shorthand a shopper types into a store chat ("can u show me a few more", "idk what", "thats his team color lol",
 * "whats shipping gonna cost"), written out so the classifier, the follow-up reader and the need reader see ordinary
 * English. A general lexicon of English texting abbreviations and apostrophe-less contractions, written for Aisle (no
 * per-test entries); laughter and filler tokens ("lol", "haha") are dropped. Words are only replaced whole; casing of
 * other words is kept.
 */

/** Shorthand → written form (lower-case keys, whole words). */
const SHORTHAND: Record<string, string> = {
  u: 'you', ur: 'your', urs: 'yours', r: 'are', y: 'why', kk: 'ok', pls: 'please', plz: 'please', pleeease: 'please',
  thx: 'thanks', thnx: 'thanks', ty: 'thank you', tysm: 'thank you', idk: "i don't know", dunno: "don't know", idc: "i don't care",
  imo: 'in my opinion', tbh: 'to be honest', ngl: 'honestly', btw: 'by the way', rn: 'right now', asap: 'as soon as possible',
  gonna: 'going to', wanna: 'want to', gotta: 'have to', gimme: 'give me', lemme: 'let me', kinda: 'kind of', sorta: 'sort of',
  cuz: 'because', coz: 'because', bc: 'because', b4: 'before', 'w/': 'with', 'w/o': 'without',
  smth: 'something', sth: 'something', abt: 'about', prob: 'probably', probs: 'probably',
  im: "i'm", ive: "i've", dont: "don't", doesnt: "doesn't", didnt: "didn't", cant: "can't", wont: "won't",
  isnt: "isn't", arent: "aren't", wasnt: "wasn't", werent: "weren't", shouldnt: "shouldn't", wouldnt: "wouldn't", couldnt: "couldn't",
  havent: "haven't", hasnt: "hasn't", thats: "that's", whats: "what's", theres: "there's", heres: "here's", hows: "how's",
  wheres: "where's", whos: "who's", youre: "you're", theyre: "they're", lets: "let's",
  bday: 'birthday', xmas: 'christmas', tmrw: 'tomorrow', tmr: 'tomorrow', nite: 'night', tho: 'though', thru: 'through',
  ppl: 'people', bf: 'boyfriend', gf: 'girlfriend', bro: 'brother', sis: 'sister', fav: 'favorite', fave: 'favorite', pic: 'picture',
  pics: 'pictures', info: 'information', approx: 'approximately', qty: 'quantity',
};
/**
 * Initials written with dots: two letters or more, each followed by a dot ("U.S.", "L.L.", "e.l.f."). Global: use with
 * `matchAll` or `replace`. Also read by the refinement reader (shopping/refine.ts), where they stay one word.
 */
export const INITIALS_RE = /(?<![\p{L}\p{N}])(?:\p{L}\.){2,}/gu;
/** Laughter, hesitation and reaction tokens that carry no request ("lol", "hahaha", "omg", "ugh"). */
const NOISE_RE = /^(?:lol+|lmao+|lmfao|rofl|ha(?:ha)+h?|he(?:he)+|omg|omfg|ugh+|smh|fml|xd|:\)|:\(|:d|;\))$/i;

/**
 * `text` with chat shorthand written out and laughter dropped ("can u show me a few more lol" → "can you show me a few
 * more"). Punctuation and spacing between words are kept; a message of nothing but noise is returned unchanged.
 */
export function expandChatSpeak(text: string): string {
  let changed = false;
  // Initials with dots ("U.S. Divers", "R.E.M."): a letter of them is no shorthand.
  const initials = [...text.matchAll(INITIALS_RE)].map((m) => [m.index, m.index + m[0].length] as const);
  const out = text.replace(/(^|[\s(,.!?;:"“])([A-Za-z][A-Za-z0-9/']*)(?=$|[\s),.!?;:"”])/g, (whole, pre: string, word: string, offset: number) => {
    const at = offset + pre.length;
    if (initials.some(([from, to]) => at >= from && at < to)) return whole;
    const lower = word.toLowerCase();
    if (NOISE_RE.test(lower)) { changed = true; return pre; }
    const full = SHORTHAND[lower];
    if (full === undefined || full === lower) return whole;
    changed = true;
    return pre + full;
  });
  if (!changed) return text;
  const tidy = out.replace(/\s{2,}/g, ' ').replace(/\s+([,.!?;:])/g, '$1').trim();
  return tidy || text;
}
