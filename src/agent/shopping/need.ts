/**
 * From a shopper's need to search words. Shoppers describe situations ("I keep losing my keys, anything that could
 * help?", "something to keep my dog busy while I'm at work", "my hands crack in winter"); the catalog's own text
 * (titles, bullets: "for dry cracked hands", "keeps your dog busy") answers them once the words that only carry the
 * sentence are gone. This removes those words — a general English lexicon of pronouns, auxiliaries, request phrases,
 * generic verbs and adverbs, written for Aisle — and keeps the rest in order, constraint phrases ("under $30",
 * "in size 8") included, so the catalog search parses them as usual. No per-product or per-need rules.
 */

/** Request phrases removed as a whole ("anything that could help", "do you have"), longest first. */
const REQUEST_PHRASES = [
  'anything that could help', 'anything that can help', 'anything that would help', 'anything that might help', 'something that could help',
  'something that can help', 'something that would help', 'something that might help', 'what would you recommend', 'what do you recommend',
  'what do you suggest', 'what would you suggest', 'can you recommend', 'could you recommend', 'can you suggest', 'could you suggest',
  'any recommendations', 'any suggestions', 'any ideas', 'do you have anything', 'do you have any', 'do you have', 'do you sell', 'do you carry',
  'have you got', 'is there anything', 'are there any', 'i am looking for', "i'm looking for", 'im looking for', 'looking for', 'i would like',
  "i'd like", 'i want to buy', 'i want', 'i need', 'we need', 'help me find', 'can you find', 'can you help me', 'could you help me', 'please',
  'thank you', 'thanks', 'what can i get', 'what should i get', 'what should i buy', 'recommend me', 'suggest me', 'show me', 'find me',
  'in the market for', 'shopping for', 'searching for', 'search for',
].sort((a, b) => b.length - a.length);

/**
 * Words that carry a sentence but name no product or property: pronouns, determiners, auxiliaries and modals,
 * generic verbs (keep, help, make, get…), frequency and degree adverbs, time words of the situation. Prepositions
 * and comparison words are NOT here: they belong to constraint phrases ("under $30", "less than", "in size 8").
 */
const FILLER = new Set(`i me my mine myself we us our ours you your yours he him his she her hers it its they them their theirs this that these those
a an the some any anything something everything nothing someone somebody everyone one ones thing things stuff
am is are was were be been being do does did doing have has had having will would shall should can could may might must ought
keep keeps kept keeping help helps helping make makes making get gets getting got find finding buy buying use using try trying
want wants wanted need needs needed like likes love loves look looks looking see seeing go going goes come comes put give take
always never often usually constantly sometimes ever really very so too quite pretty just still already also even much many lot lots
while when whenever where who whom whose which what why how if then than because since until though although
all every each both either neither other another such own same
yes no not don't doesn't didn't can't won't isn't aren't i'm i've i'd i'll it's that's there's what's you're we're they're
hey hi hello ok okay well oh um uh hmm please thanks thank anyone
any idea ideas suggestion suggestions recommendation recommendations recommend suggest option options
day days time times today tonight tomorrow yesterday morning evening night weekend`.split(/\s+/));
/** Words that may name a need but are too general to search on their own ("a gift", "something nice"). */
const GENERIC = new Set(`gift gifts present presents item items product products idea ideas nice good great cool cute fun special useful
unique best new cheap perfect awesome interesting surprise occasion birthday christmas holiday anniversary something`.split(/\s+/));
/** Who a gift is for: with only these and generic words, the request is still too vague to search. */
const RECIPIENTS = new Set(`him her them mom mum mother dad father parents wife husband girlfriend boyfriend partner friend friends brother
sister son daughter kid kids child children baby grandma grandpa grandmother grandfather teacher boss coworker colleague someone
man men woman women boy boys girl girls teen teenager`.split(/\s+/));

/** Words that make a request a gift request. */
const GIFT = new Set('gift gifts present presents'.split(' '));

/**
 * A gift request that names who it is for and what they like ("a gift for my dad, he loves coffee"): what they like is
 * what to search — the catalog's "gifts for dad" titles would otherwise outrank every coffee product. The gift and
 * recipient words (with a "for" left hanging) are dropped; occasion words stay out too. Other requests are unchanged.
 */
function giftInterest(kept: string[], content: string[]): string[] {
  if (!content.some((w) => GIFT.has(w)) || !content.some((w) => RECIPIENTS.has(w))) return kept;
  if (!content.some((w) => !GENERIC.has(w) && !RECIPIENTS.has(w))) return kept;
  const out = kept.filter((w) => !GENERIC.has(w) && !RECIPIENTS.has(w));
  return out.filter((w, i) => !(w === 'for' && (i === out.length - 1 || /^(?:for|and|or)$/.test(out[i + 1]!))) && !(w === 'for' && i === 0));
}

/** What {@link needQuery} found: `query` for search_products; `content` its content words; `vague`: too general to search. */
export type NeedQuery = { query: string; content: string[]; vague: boolean };

/** Lower-case, straight apostrophes, order numbers and emails out. */
function clean(text: string): string {
  return ` ${text.toLowerCase().replace(/[’‘]/g, "'").replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ').replace(/\s+/g, ' ')} `;
}

/**
 * Search words for a need: request phrases and filler words removed, the rest kept in order (constraint phrases too).
 * `vague` when nothing but generic words (and who it is for) is left: "I need a gift", "any ideas for my dad?".
 */
export function needQuery(text: string): NeedQuery {
  let s = clean(text);
  for (const p of REQUEST_PHRASES) s = s.replaceAll(` ${p} `, ' ').replaceAll(` ${p}?`, ' ').replaceAll(` ${p},`, ' ');
  const tokens = s.match(/\$?[\p{L}\p{N}][\p{L}\p{N}'.$%-]*|[$€£¥]\s?\d[\d.,]*/gu) ?? [];
  const kept = tokens.map((w) => w.replace(/[.'-]+$/, '')).filter((w) => w && !FILLER.has(w) && !FILLER.has(w.replace(/'s$/, '')));
  const content = kept.filter((w) => /\p{L}/u.test(w) && !/^(?:under|over|below|above|less|more|than|between|and|or|to|from|at|least|most|up|in|on|for|with|without|of|by|about|around|size|for)$/.test(w));
  const vague = content.every((w) => GENERIC.has(w) || RECIPIENTS.has(w) || /^(?:dollars?|bucks|usd)$/.test(w));
  return { query: (vague ? kept : giftInterest(kept, content)).join(' ').replace(/\s+/g, ' ').trim(), content, vague: vague && !content.some((w) => !GENERIC.has(w) && !RECIPIENTS.has(w)) };
}
