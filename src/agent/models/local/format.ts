/**
 * Reply writing for the local model: short, friendly Markdown built only from tool results
 * (contracts.ts shapes). Prices are only ever the tool's own `priceText` / cents fields.
 */
import type {
  ActionResult, AddToCartResult, CheckoutResult, GetPolicyResult, GetProductResult, LookupOrderResult, RequestHandoffResult,
  SearchConstraints, SearchProductsResult,
} from '../../tools/contracts.ts';
import { withoutRelaxed } from '../../../catalog/index.ts';
import { describeAction, describeRefusal, detectLanguage, formatDate, formatList, formatMoney, languageName, MESSAGE_IDS, type MessageId, productKeyPoints, statusText, t } from '../../language/index.ts';
import { formatAddress } from '../../../orders/index.ts';
import { articleSentences } from '../../../knowledge/index.ts';

/**
 * Format an amount in the currency's minor units (shared/money.ts) for the language: 1999 USD -> "$19.99", 5000 JPY
 * -> "¥5,000" in English; "19,99 US$" in Spanish (Intl).
 */
export function formatCents(cents: number, currency = 'USD', lang = 'en'): string {
  return formatMoney(cents, currency, lang);
}

/** Describe the constraints the search honoured, e.g. "under $50, in red". Empty when none. */
export function describeConstraints(r: SearchProductsResult, lang = 'en'): string {
  return describeSearchConstraints(r.constraints, r.products[0]?.currency ?? 'USD', lang);
}

/** Describe constraints in words in `currency`, e.g. "under $50.00, in red". Empty when none. */
export function describeSearchConstraints(c: SearchConstraints, currency: string, lang = 'en'): string {
  const parts: string[] = [];
  const money = (cents: number) => formatCents(cents, currency, lang);
  const or = (list: string[]) => list.join(t(lang, 'cons.or'));
  if (c.minPriceCents != null && c.maxPriceCents != null) parts.push(t(lang, 'cons.between', { min: money(c.minPriceCents), max: money(c.maxPriceCents) }));
  else if (c.maxPriceCents != null) parts.push(t(lang, 'cons.under', { max: money(c.maxPriceCents) }));
  else if (c.minPriceCents != null) parts.push(t(lang, 'cons.over', { min: money(c.minPriceCents) }));
  if (c.colors.length) parts.push(t(lang, 'cons.colors', { list: or(c.colors.map((x) => colorName(x, lang))) }));
  if (c.sizes.length) parts.push(t(lang, 'cons.sizes', { list: or(c.sizes) }));
  if (c.brands.length) parts.push(t(lang, 'cons.brands', { list: or(c.brands) }));
  if (c.inStock) parts.push(t(lang, 'cons.in_stock'));
  return parts.join(', ');
}

/** Colour names the catalog parser returns (English), for the reply's language. */
const COLOR_NAMES: Record<string, Record<string, string>> = {
  es: { black: 'negro', white: 'blanco', red: 'rojo', blue: 'azul', green: 'verde', yellow: 'amarillo', orange: 'naranja', purple: 'morado', pink: 'rosa', brown: 'marrón', gray: 'gris', beige: 'beige', gold: 'dorado', silver: 'plateado', 'navy blue': 'azul marino', navy: 'azul marino' },
  fr: { black: 'noir', white: 'blanc', red: 'rouge', blue: 'bleu', green: 'vert', yellow: 'jaune', orange: 'orange', purple: 'violet', pink: 'rose', brown: 'marron', gray: 'gris', beige: 'beige', gold: 'doré', silver: 'argenté', 'navy blue': 'bleu marine', navy: 'bleu marine' },
  de: { black: 'Schwarz', white: 'Weiß', red: 'Rot', blue: 'Blau', green: 'Grün', yellow: 'Gelb', orange: 'Orange', purple: 'Lila', pink: 'Rosa', brown: 'Braun', gray: 'Grau', beige: 'Beige', gold: 'Gold', silver: 'Silber', 'navy blue': 'Marineblau', navy: 'Marineblau' },
  pt: { black: 'preto', white: 'branco', red: 'vermelho', blue: 'azul', green: 'verde', yellow: 'amarelo', orange: 'laranja', purple: 'roxo', pink: 'rosa', brown: 'marrom', gray: 'cinza', beige: 'bege', gold: 'dourado', silver: 'prateado', 'navy blue': 'azul-marinho', navy: 'azul-marinho' },
  it: { black: 'nero', white: 'bianco', red: 'rosso', blue: 'blu', green: 'verde', yellow: 'giallo', orange: 'arancione', purple: 'viola', pink: 'rosa', brown: 'marrone', gray: 'grigio', beige: 'beige', gold: 'oro', silver: 'argento', 'navy blue': 'blu navy', navy: 'blu navy' },
};
function colorName(color: string, lang: string): string {
  return COLOR_NAMES[lang]?.[color] ?? color;
}

/**
 * Reply for search_products. `opts.need`: the search came from a need the shopper described ("my feet are always
 * cold"), so items that share only some of its words are offered as ideas rather than as a failed match.
 */
export function writeSearchReply(r: SearchProductsResult, query: string, opts: { need?: boolean; lang?: string; said?: string } = {}): string {
  const lang = opts.lang ?? 'en';
  // Another language: the search words are the English gloss, so the shopper's own words are quoted instead.
  const own = lang !== 'en' && opts.said ? opts.said.trim() : null;
  const words = own ?? (r.constraints.text || query).trim();
  if (r.products.length === 0 && r.mode === 'more') return t(lang, 'search.more_done', { words, seen: (r.offset ?? 0) > 0 ? 'yes' : 'no' });
  if (r.products.length === 0) return t(lang, 'search.none', { words: words || query });
  // Constraints the search had to relax are not described as honoured ("(from Reef)" over snorkel sets of other
  // brands); only the "closest" answer, which says what it relaxed, names the whole request.
  const cons = r.closest ? describeConstraints(r, lang) : describeSearchConstraints(withoutRelaxed(r.constraints, r.relaxed), r.products[0]?.currency ?? 'USD', lang);
  const lines = r.products.map((p, i) => {
    const short = clipTitle(p.title);
    const title = p.url ? `[${short}](${p.url})` : short;
    const price = p.priceCents == null ? t(lang, 'search.price_not_listed') : lang === 'en' ? p.priceText : formatCents(p.priceCents, p.currency, lang);
    const rating = p.rating != null ? ` · ★ ${p.rating}${p.ratingCount ? ` (${p.ratingCount})` : ''}` : '';
    const stock = p.available === false ? ` · ${t(lang, 'search.out_of_stock')}` : '';
    return `${i + 1}. **${title}** — ${price}${rating}${stock}`;
  });
  const paren = cons ? ` (${cons})` : '';
  let head: string;
  if (r.mode === 'more' && (r.partial || r.closest)) {
    // More of the same search: the shopper's "show me more" is not what was searched, so it is not quoted.
    // In another language the searched words are the English gloss: they are left out too.
    const searched = lang === 'en' ? (r.constraints.text || query).trim() : '';
    head = t(lang, 'search.more', { count: r.products.length, words: searched ? t(lang, 'search.for_words', { words: searched }) : '', cons: cons ? ` ${cons}` : '' });
  } else if (r.partial && opts.need) {
    head = t(lang, 'search.partial_need', { cons: paren });
  } else if (r.partial) {
    head = t(lang, 'search.partial', { words: own ?? (r.constraints.text || query), cons: cons ? ` ${cons}` : '' });
  } else if (r.closest) {
    const relaxed = r.relaxed.length ? t(lang, 'search.relaxed', { list: r.relaxed.map((x) => relaxName(x, lang)).join(', ') }) : '';
    head = t(lang, 'search.closest', { cons: paren, relaxed });
  } else {
    // No count: `total` counts every product sharing a word with the query, which would overstate the matches.
    const count = r.products.length;
    const left = r.relaxedWords ?? [];
    const shown = left.length ? r.constraints.text.split(/\s+/).filter((w) => !left.includes(w)).join(' ') : r.constraints.text.trim();
    // Words that only join ("for", "without") are not worth naming.
    const named = left.filter((w) => !/^(?:for|with|without|to|in|on|from|by|of|at|like|and|or|a|an|the)$/i.test(w));
    // In another language the words left out are the English gloss's, not the shopper's: they are not quoted, and
    // words the results' titles have anyway (or numbers) were not really left out ("board" among board games).
    const titles = lang === 'en' ? '' : r.products.map((p) => p.title.toLowerCase()).join(' ');
    const missing = lang === 'en' ? named : named.filter((w) => !/\d/.test(w) && !new RegExp(`\\b${w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(titles));
    const quoted = named.map((w) => `“${w}”`);
    const leftOut = lang !== 'en' ? (missing.length ? t(lang, 'search.left_out_some') : '')
      : quoted.length ? t(lang, 'search.left_out', { words: quoted.join(' and '), count: quoted.length }) : '';
    const forWords = shown ? t(lang, 'search.for_words', { words: shown }) : '';
    if (r.mode === 'more') head = t(lang, 'search.more', { count, words: forWords, cons: cons ? ` ${cons}` : '' });
    else if (r.mode === 'similar') head = t(lang, 'search.similar', { count, cons: paren });
    else if (opts.need) head = `${leftOut}${t(lang, 'search.need', { count, cons: paren })}`;
    else head = `${leftOut}${t(lang, 'search.best', { count, words: forWords, cons: cons ? ` ${cons}` : '' })}`;
  }
  // A one-word kind of product ("shoes", "i need a lamp") matches far more than a page: offer to narrow it down.
  const broad = !r.mode && !r.partial && !r.closest && r.total > BROAD_SEARCH_TOTAL && words.split(/\s+/).filter(Boolean).length === 1 && !cons;
  return `${head}\n\n${lines.join('\n')}\n\n${t(lang, broad ? 'search.narrow_hint' : 'search.details_hint')}`;
}

/** Candidates above which a one-word search is broad enough to offer narrowing it down (kind, size, budget). */
const BROAD_SEARCH_TOTAL = 100;

/** A relaxed constraint's name in `lang` ("price" → "precio"); a name the catalog does not know stays as it is. */
function relaxName(name: string, lang: string): string {
  const id = `relax.${name}` as MessageId;
  return MESSAGE_IDS.includes(id) ? t(lang, id) : name;
}

/** A product title cut to about 70 characters at a word boundary (cards show the full title). */
export function clipTitle(title: string, max = 70): string {
  if (title.length <= max) return title;
  const cut = title.slice(0, max);
  const at = cut.lastIndexOf(' ');
  return `${(at > 40 ? cut.slice(0, at) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/** Score below which the top passage is treated as not answering (only priors, no word match). */
export const PASSAGE_ANSWER_MIN_SCORE = 1.0;

/**
 * The language a product page's quoted text is written in, when it is not the shopper's `lang`: the catalog's English
 * descriptions quoted in a Spanish answer are marked as the page's English, never passed off as the answer's own words.
 * The quotes are detected alone (no priors), from four words on; an English shopper's answer is left as it was.
 */
function quotedLanguage(texts: string[], lang: string): string | null {
  if (lang === 'en') return null;
  const text = texts.join(' ');
  if (text.split(/\s+/).filter((w) => /\p{L}{2}/u.test(w)).length < 4) return null;
  try {
    const found = detectLanguage(text).lang;
    return found !== lang && MESSAGE_LANGUAGES.has(found) ? found : null;
  } catch {
    return null;
  }
}
const MESSAGE_LANGUAGES = new Set(['en', 'es', 'fr', 'de', 'pt', 'it']);

/**
 * Reply for get_product: the passages of the product page that answer, quoted (a blockquote), with the page's language
 * named when it is not the shopper's (see {@link quotedLanguage}).
 */
export function writeProductReply(r: GetProductResult, lang = 'en'): string {
  if (!r.found || !r.product) return t(lang, 'product.gone');
  const title = `**${r.product.title}**`;
  const good = r.passages.filter((p) => p.score >= PASSAGE_ANSWER_MIN_SCORE).slice(0, 2);
  if (good.length === 0) {
    const fallback = r.passages.find((p) => p.source === 'bullet' || p.source === 'description');
    const written = fallback ? quotedLanguage([fallback.text], lang) : null;
    const says = written ? t(lang, 'product.page_says_fallback_in', { language: languageName(written, lang) }) : t(lang, 'product.page_says_fallback');
    return `${t(lang, 'product.no_answer', { title })}${fallback ? `${says}\n\n> ${clip(fallback.text)}` : ''}\n\n${t(lang, 'product.ask_person')}`;
  }
  const written = quotedLanguage(good.map((p) => p.text), lang);
  // A page in another language than the shopper's is told by the facts of its best passage that read the same in every
  // language (counts, measures, colours, materials: product-points.ts), said in the shopper's language; without any, it
  // is quoted by that one passage: the shopper reads as little of a language not theirs as answers the question.
  // (A passage of what the product works with or is for is its own answer: "compatible with induction cooktops".)
  const points = written && !/\b(?:compatible|suitable|works? (?:with|on)|fits?|designed for|for use (?:with|on)|ideal for|not for)\b/i.test(good[0]!.text) ? productKeyPoints(good[0]!.text, lang) : [];
  if (written && points.length) return t(lang, 'product.key_points_in', { title, language: languageName(written, lang), points: formatList(points, lang) });
  const quotes = (written ? good.slice(0, 1) : good).map((p) => `> ${clip(p.text)}`).join('\n>\n');
  const head = written ? t(lang, 'product.page_says_in', { title, language: languageName(written, lang) }) : t(lang, 'product.page_says', { title });
  return `${head}\n\n${quotes}`;
}

/** Reply for several get_product results at once ("compare the first two"): each product's facts and best passage. */
export function writeCompareReply(results: GetProductResult[], lang = 'en'): string {
  const lines = results.filter((r) => r.found && r.product).map((r) => {
    const p = r.product!;
    const price = p.priceCents == null ? t(lang, 'search.price_not_listed') : lang === 'en' ? p.priceText : formatCents(p.priceCents, p.currency, lang);
    const rating = p.rating != null ? `, ★ ${p.rating}${p.ratingCount ? t(lang, 'compare.ratings', { count: p.ratingCount }) : ''}` : '';
    const brand = p.vendor ? t(lang, 'compare.by', { vendor: p.vendor }) : '';
    const best = r.passages.find((x) => x.score >= PASSAGE_ANSWER_MIN_SCORE && x.source !== 'title' && x.source !== 'price')
      ?? r.passages.find((x) => x.source === 'bullet' || x.source === 'description');
    return `- **${clipTitle(p.title)}**${brand} — ${price}${rating}${best ? `\n  > ${clip(best.text, 220)}` : ''}`;
  });
  if (!lines.length) return t(lang, 'compare.gone');
  const quoted = lines.map((l) => /\n {2}> (.*)$/.exec(l)?.[1] ?? '').filter(Boolean);
  const written = quotedLanguage(quoted, lang);
  const note = written ? `\n\n${t(lang, 'compare.quoted_in', { language: languageName(written, lang) })}` : '';
  return `${t(lang, 'compare.head')}\n\n${lines.join('\n')}${note}\n\n${t(lang, 'compare.hint')}`;
}

/** English country names (CLDR, Intl.DisplayNames) by lower case → ISO 3166 region code, built on first use. */
const COUNTRY_CODES = new Map<string, string>();
let countryRe: RegExp | null = null;
function countryNamesRe(): RegExp {
  if (!countryRe) {
    const en = new Intl.DisplayNames(['en'], { type: 'region' });
    for (let a = 65; a <= 90; a++) {
      for (let b = 65; b <= 90; b++) {
        const code = String.fromCharCode(a, b);
        const name = en.of(code);
        if (name && name !== code && !/unknown/i.test(name)) COUNTRY_CODES.set(name.toLowerCase(), code);
      }
    }
    COUNTRY_CODES.set('the united states', 'US').set('usa', 'US').set('the uk', 'GB');
    countryRe = new RegExp(`\\b(?:${[...COUNTRY_CODES.keys()].sort((x, y) => y.length - x.length).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`, 'gi');
  }
  countryRe.lastIndex = 0;
  return countryRe;
}
const regionName = (code: string, lang: string): string => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;

/**
 * The key points of a policy's answering sentences that read the same in every language: the countries it names, "free",
 * and times ("5-7 business days", "24 hours"), in the order the sentences give them; [] when there are none.
 */
export function policyKeyPoints(answer: string, lang: string): string[] {
  const points: string[] = [];
  // Countries, named in the shopper's language (CLDR region names through Intl.DisplayNames).
  const countries = [...answer.matchAll(countryNamesRe())].map((m) => regionName(COUNTRY_CODES.get(m[0].toLowerCase())!, lang));
  if (countries.length) points.push(formatList([...new Set(countries)], lang));
  const re = /\b(\d+(?:\s*[-–]\s*\d+)?)\s*(business |working )?(days?|hours?|weeks?)\b|\b(free|no (?:charge|cost|fee))\b(?!\s+(?:of|from)\b)/gi;
  for (const m of answer.matchAll(re)) {
    const point = m[4]
      ? t(lang, 'policy.free')
      : t(lang, 'policy.duration', {
        range: m[1]!.replace(/\s+/g, ''), count: Number(m[1]!.split(/[-–]/).pop()),
        unit: m[2] ? 'business' : /^hour/i.test(m[3]!) ? 'hours' : /^week/i.test(m[3]!) ? 'weeks' : 'days',
      });
    if (!points.includes(point)) points.push(point);
  }
  return points;
}

/**
 * Reply for get_policy: the best article, led by the sentences that answer the question when the tool found them
 * (`answer`), then the rest of its opening. An article in the shopper's language — translated by the store (the tool
 * returns it with `lang`) or written in it (`writtenIn`) — is answered the same way. Otherwise the article is quoted
 * with a note naming the language it is written in (`writtenIn`, English when absent: "it is written in Spanish", in
 * the shopper's language), and its key points ({@link policyKeyPoints}) are given in the shopper's language.
 */
export function writePolicyReply(r: GetPolicyResult, lang = 'en'): string {
  const [best, next] = r.articles;
  if (!best) return t(lang, 'policy.none');
  const more = next ? `\n\n${t(lang, 'policy.related', { title: `**${next.title}**` })}` : '';
  const answer = best.answer?.trim() ?? '';
  let rest = best.excerpt || best.body;
  if (answer) for (const sentence of answer.split(/(?<=[.!?)])\s+/)) rest = rest.replace(sentence, '');
  rest = rest.replace(/\n\s*[-*]?\s*(?=\n|$)/g, '').replace(/\n{2,}/g, '\n').trim();
  const body = answer ? `${answer}${rest ? `\n\n${clipLines(rest, 400)}` : ''}` : clipLines(rest, 600);
  const textLang = best.lang ?? best.writtenIn ?? 'en';
  if (textLang === lang) return `**${best.title}**\n\n${body}${more}`;
  // An article in another language than the shopper's: quoted, with a note that names its language — only the
  // sentences that answer, when there are such, so the reply stays mostly in the shopper's language.
  // The article's opening rule leads when the answer is elsewhere ("you can return most items within 30 days").
  const lead = articleSentences(best.excerpt || best.body).find((x) => x.split(/\s+/).length >= 4) ?? '';
  const quotedText = answer ? (lead && !answer.includes(lead) ? `${lead}\n${answer}` : answer) : body;
  const quoted = quotedText.split('\n').map((l) => `> ${l}`).join('\n');
  const points = answer ? policyKeyPoints(answer, lang) : [];
  const keyPoints = points.length ? `\n\n${t(lang, 'policy.key_points', { points: formatList(points, lang) })}` : '';
  return `${t(lang, 'policy.quoted', { title: `**${best.title}**`, language: languageName(textLang, lang) })}\n\n${quoted}${keyPoints}${more}`;
}

/** The one reply for a failed order lookup: identical whether the order is missing or the email is wrong. */
export const ORDER_NOT_FOUND = t('en', 'order.not_found');

/** Reply for lookup_order. `intent` adds a note for changes the assistant cannot make itself. */
export function writeOrderReply(r: LookupOrderResult, intent?: string, lang = 'en'): string {
  if (r.limited) return t(lang, 'order.too_many_attempts');
  if (!r.found || !r.order) return t(lang, 'order.not_found');
  const o = r.order;
  const out: string[] = [];
  const name = `**${o.name}**`;
  const placed = o.createdAt ? t(lang, 'order.placed', { date: formatDate(o.createdAt, lang) }) : '';
  out.push(o.cancelledAt
    ? t(lang, 'order.cancelled', { name, placed, date: formatDate(o.cancelledAt, lang) })
    : t(lang, 'order.status', { name, placed, financial: statusText(o.financialStatus, lang), fulfillment: statusText(o.fulfillmentStatus, lang) }));
  // In another language, how many items and the total: their titles stay as the store wrote them (usually English), and
  // the order card the answer comes with lists them (parts.ts), so the text stays in the shopper's language.
  const total = formatCents(o.totalCents, o.currency, lang);
  if (o.lineItems.length) {
    out.push(lang === 'en'
      ? t(lang, 'order.items', { items: o.lineItems.map((l) => `${l.quantity} × ${l.title}`).join(', '), total })
      : t(lang, 'order.items_count', { count: o.lineItems.reduce((n, l) => n + l.quantity, 0), total }));
  }
  if (o.shipments.length === 0) out.push(t(lang, 'order.not_shipped'));
  for (const s of o.shipments) {
    const bits = [s.carrier, s.status ? statusText(s.status, lang) : null].filter(Boolean).join(', ');
    const tracking = s.trackingNumber
      ? (s.trackingUrl ? t(lang, 'order.tracking_link', { link: `[${s.trackingNumber}](${s.trackingUrl})` }) : t(lang, 'order.tracking_number', { number: s.trackingNumber }))
      : t(lang, 'order.no_tracking');
    const eta = s.estimatedDelivery ? t(lang, 'order.eta', { date: formatDate(s.estimatedDelivery, lang) }) : '';
    out.push(t(lang, 'order.shipment', { bits: bits ? ` (${bits})` : '', tracking, eta }));
  }
  if (intent && ['change_order', 'get_invoice'].includes(intent)) out.push(t(lang, 'order.cannot_change'));
  else if (lang !== 'en') out.push(`\n${t(lang, 'order.anything_else')}`);
  return out.join('\n');
}

/** Reply for request_handoff. */
export function writeHandoffReply(r: RequestHandoffResult, lang = 'en'): string {
  return t(lang, r.staffAvailable ? 'handoff.available' : 'handoff.unavailable');
}

/** Like {@link clip}, keeping line breaks (an article's list items stay one per line). */
function clipLines(text: string, max: number): string {
  const t = text.replace(/[^\S\n]+/g, ' ').replace(/ ?\n ?/g, '\n').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function clip(text: string, max = 400): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** Reply for add_to_cart in `lang` (prices only from the tool result). */
export function writeAddToCartReply(r: AddToCartResult, lang = 'en'): string {
  const title = r.product ? `**${clipTitle(r.product.title)}**` : t(lang, 'cart.that_product');
  const variant = r.variant?.title ? ` (${r.variant.title})` : '';
  if (r.added && r.cart) {
    const price = r.variant?.priceCents != null ? formatCents(r.variant.priceCents, r.cart.currency, lang) : r.variant?.priceText ?? '';
    return t(lang, 'cart.added', { quantity: r.quantity, title, variant, price, count: r.cart.itemCount, subtotal: formatCents(r.cart.subtotalCents, r.cart.currency, lang) });
  }
  switch (r.reason) {
    case 'needs_variant': {
      const list = r.choices.map((c) => `${c.title} — ${c.available ? c.priceText : t(lang, 'cart.unavailable')}`).join('; ');
      return t(lang, 'cart.pick_variant', { title, options: list ? t(lang, 'cart.options', { list }) : '', example: r.choices[0]?.title ?? t(lang, 'cart.the_first') });
    }
    case 'no_price': return t(lang, 'cart.no_price', { title, variant });
    case 'use_card': return t(lang, 'cart.use_card', { title, variant, price: r.variant?.priceCents != null && r.cart ? formatCents(r.variant.priceCents, r.cart.currency, lang) : r.variant?.priceText ?? '' });
    case 'out_of_stock': return t(lang, 'cart.out_of_stock', { title, variant });
    default: return t(lang, 'cart.gone');
  }
}

/** Reply for checkout in `lang`. The link itself is the checkout card below the message. */
export function writeCheckoutReply(r: CheckoutResult, lang = 'en'): string {
  if (r.started && r.checkout) {
    return t(lang, 'checkout.ready', { count: r.checkout.itemCount, total: r.checkout.currency ? formatCents(r.checkout.amountCents, r.checkout.currency, lang) : r.checkout.totalText, test: r.checkout.testMode ? t(lang, 'checkout.test_mode') : '' });
  }
  if (r.reason === 'empty_cart') return t(lang, 'checkout.empty');
  if (r.reason === 'unavailable_items') return t(lang, 'checkout.unavailable_items', { reason: r.message ?? t(lang, 'checkout.an_item_unavailable') });
  if (r.reason === 'storefront_checkout') return t(lang, 'checkout.storefront');
  if (r.reason === 'checkout_off') return t(lang, 'checkout.off');
  return t(lang, 'checkout.down');
}

/** What an executed action did, in the shopper's words and language. */
function actionDone(r: ActionResult, lang: string): string {
  const order = r.order_name ?? '';
  const amountText = r.currency && r.amount_cents !== null ? formatCents(r.amount_cents, r.currency, lang) : r.amount_text;
  const money = amountText && (r.amount_cents ?? 0) > 0 ? `**${amountText}**` : null;
  switch (r.action) {
    case 'refund': return t(lang, 'action.refunded', { amount: money ?? t(lang, 'action.the_amount'), order });
    case 'cancel_order': return t(lang, 'action.cancelled', { order, refund: money ? t(lang, 'action.cancelled_refund', { amount: money }) : '' });
    case 'change_shipping_address': {
      const address = r.payload?.action === 'change_shipping_address' ? formatAddress(r.payload.address) : r.summary?.replace(/^Ship order \S+ to /, '');
      return t(lang, 'action.address_changed', { order, address: address ? ` (${address})` : '' });
    }
  }
}

/**
 * Reply for an order-action tool (refund, cancel_order, change_shipping_address) in `lang`: approved and done (with the
 * amount), declined with the store's reason, expired, failed, or refused (with why). The store's own reason is quoted
 * as the store wrote it.
 */
export function writeActionReply(r: ActionResult, lang = 'en'): string {
  const summary = r.payload && r.currency && r.order_name && r.amount_cents !== null
    ? describeAction({ action: r.action, orderName: r.order_name, amountCents: r.amount_cents, currency: r.currency, payload: r.payload }, lang)
    : r.summary;
  const what = summary ? ` (**${summary}**)` : '';
  switch (r.status) {
    case 'executed': return t(lang, r.auto_approved ? 'action.done' : 'action.approved_done', { what: actionDone(r, lang) });
    case 'denied': return t(lang, 'action.denied', { what, reason: r.reason ?? t(lang, 'action.no_reason') });
    case 'expired': return t(lang, 'action.expired', { what });
    case 'failed': return t(lang, 'action.failed', { what, reason: r.reason ?? t(lang, 'action.order_changed') });
    case 'refused': return /not been verified/.test(r.reason ?? '')
      ? t(lang, 'order.ask_both')
      : t(lang, 'action.refused', { reason: (r.refusal ? describeRefusal(r.refusal, lang) : null) ?? r.reason ?? t(lang, 'action.not_allowed') });
  }
}
