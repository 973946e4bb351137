/**
 * Redaction of shopper personal data in traces that leave the process (LangSmith, OpenTelemetry) — every rule is in
 * this file. Built on the LangSmith SDK's anonymizer (`createAnonymizer` from `langsmith/anonymizer`): it deep-copies
 * a payload, walks every string in it (with its path) and hands each to {@link redactText}, so the same function serves
 * the LangSmith client's `anonymizer` option and the OTLP exporter's attribute values.
 *
 * What is replaced (always, by default and for every store — the founders' rule "shopper personal data never leaves
 * the process unredacted"):
 * - e-mail addresses → `[email]`;
 * - phone numbers (7–15 digits with the separators people type: spaces, dots, dashes, brackets, a leading +) → `[phone]`;
 *   ISO dates and digits inside ids (UUIDs, SKUs, tracking numbers) are left alone;
 * - street addresses: "12 Main Street", "221B Baker St", "12 rue de la Paix", "Hauptstraße 5", "Calle Mayor 7" →
 *   `[address]`; and every string under an address-like key (`address`, `line1`, `postal_code`, `shipping_address`, …
 *   in structured payloads and in JSON text such as tool arguments and tool results) → `[address]`;
 * - people's names under name keys of addresses and customers (`customer_name`, `first_name`, …) → `[name]`;
 * - credentials (provider API keys, bearer tokens, `password=…`): the SDK's `DEFAULT_SECRET_RULES`.
 * Configurable per store ({@link RedactionOptions}): order numbers (`#1001`, "order 1001", `order_name` values →
 * `[order]`, on by default; an order number alone identifies nobody) and extra patterns of the store's own (loyalty
 * numbers, gift-card codes…) → `[redacted]`.
 */
import { createAnonymizer, DEFAULT_SECRET_RULES, type StringNodeRule } from 'langsmith/anonymizer';

/** Per-store options: `orderNumbers` (default true) and the store's own `extraPatterns` (regex sources, case-insensitive). */
export type RedactionOptions = { orderNumbers?: boolean; extraPatterns?: string[] };

/** A redactor: `value` copied with every string redacted (any JSON-like value; strings too). */
export type Redactor = <T>(value: T) => T;

/** E-mail addresses (RFC 5322's common form: local part, @, dotted domain with a 2+ letter top level). */
export const EMAIL_RULE: StringNodeRule = { pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g, replace: '[email]' };

/**
 * Phone numbers: an optional +, then 7–15 digits (ITU-T E.164 allows at most 15) with at most two separators between
 * digits. Not preceded by a letter, digit, `-`, `.` or `@` and not followed by a letter, digit or `-`, so parts of ids
 * and decimals stay; an ISO date (`2024-05-12`) is not a phone number.
 */
export const PHONE_RULE: StringNodeRule = {
  pattern: /(?<![\w@.-])(?!\d{4}-\d{2}-\d{2}(?!\d))\+?\(?\d(?:[ .()-]{0,2}\d){6,14}(?![\w-])/g, replace: '[phone]',
};

const STREET_WORDS = [
  'street', 'st', 'avenue', 'ave', 'road', 'rd', 'boulevard', 'blvd', 'lane', 'ln', 'drive', 'dr', 'way', 'court', 'ct', 'place', 'pl',
  'terrace', 'ter', 'parkway', 'pkwy', 'highway', 'hwy', 'circle', 'cir', 'square', 'sq', 'trail', 'trl', 'crescent', 'close', 'row', 'walk',
].join('|');

/**
 * Street addresses in the forms shoppers write them: number first ("12 Main Street", "221B Baker St, Apt 4"), French,
 * Spanish, Italian and Portuguese street words after the number ("12 rue de la Paix", "7 avenida Paulista"), and
 * German and Dutch names with the number after ("Hauptstraße 5", "Kerkstraat 12a", "Calle Mayor 7").
 */
export const ADDRESS_RULES: StringNodeRule[] = [
  { pattern: new RegExp(`\\b\\d{1,6}[A-Za-z]?,?\\s+(?:[\\p{L}0-9.'-]+\\s+){0,4}(?:${STREET_WORDS})\\b\\.?(?:,?\\s*(?:apt|apartment|suite|ste|unit|#)\\.?\\s*[\\w-]+)?`, 'giu'), replace: '[address]' },
  { pattern: /\b\d{1,5}[a-z]?,?\s+(?:rue|avenue|av\.|boulevard|bd|chemin|allée|impasse|place|quai|calle|avenida|av|paseo|plaza|via|viale|piazza|corso|rua|travessa)\s+[\p{L}0-9' .-]{2,40}/giu, replace: '[address]' },
  { pattern: /\b[\p{L}-]*(?:straße|strasse|str\.|weg|gasse|platz|allee|straat|laan|plein|gracht)\s+\d{1,5}\s?[a-z]?\b/giu, replace: '[address]' },
  { pattern: /\b(?:calle|avenida|via|viale|corso|rua)\s+[\p{L}' .-]{2,40}?\s\d{1,5}\b/giu, replace: '[address]' },
];

/** Order numbers: `#1001`, "order 1001", "order no. 1001", "order number #1001", "pedido 1001", "commande 1001", "Bestellung 1001". */
export const ORDER_NUMBER_RULES: StringNodeRule[] = [
  { pattern: /\b(?:order|orders|commande|pedido|encomenda|ordine|bestellung|bestelling)(?:\s+(?:number|no\.?|nr\.?|num(?:ber|éro|ero)?))?\s*#?\s*[A-Z]{0,3}-?\d{3,}\b/gi, replace: '[order]' },
  { pattern: /(?<![\w&])#\s?\d{3,}\b/g, replace: '[order]' },
];

/** Keys whose every string (in structured data or JSON text) is an address: the whole value is replaced. */
const ADDRESS_KEY = /^(?:address|address[12]|line[12]|street|street_address|shipping_address|billing_address|postal_code|postcode|zip|zip_code|zipcode)$/i;
/** Keys whose string values are people's names (on orders, customers and addresses). */
const NAME_KEY = /^(?:customer_name|first_name|last_name|full_name|firstName|lastName|recipient)$/;
/** Keys whose values are e-mails or phones even when they do not look like one. */
const CONTACT_KEY = /^(?:email|customer_email|phone|phone_number|mobile)$/i;
/** Keys whose values are order numbers. */
const ORDER_KEY = /^(?:order_name|order_number|orderName|orderNumber)$/;

/** Longest JSON text parsed to redact by key (longer strings are redacted by pattern only). */
const MAX_JSON_PARSE_CHARS = 256 * 1024;
/** Depth the SDK's anonymizer walks (its default 10 is too shallow for `messages[].kwargs.tool_calls[].args`). */
const MAX_DEPTH = 64;

/** Keys of identifiers (SKUs, barcodes, ids): their digits are not read as phone numbers. */
const ID_KEY = /^(?:id|sku|barcode|gtin|ean|upc|handle|[a-z]+_id|[a-z]+Id)$/;

type Compiled = { rules: [RegExp, string][]; idRules: [RegExp, string][]; orderKeys: boolean };

function compile(opts: RedactionOptions): Compiled {
  const rules: StringNodeRule[] = [...DEFAULT_SECRET_RULES, EMAIL_RULE, ...ADDRESS_RULES, PHONE_RULE];
  if (opts.orderNumbers !== false) rules.push(...ORDER_NUMBER_RULES);
  for (const source of opts.extraPatterns ?? []) rules.push({ pattern: new RegExp(source, 'gi'), replace: '[redacted]' });
  const compiled = rules.map((r): [RegExp, string] => [typeof r.pattern === 'string' ? new RegExp(r.pattern, 'g') : r.pattern, r.replace ?? '[redacted]']);
  return { rules: compiled, idRules: compiled.filter(([re]) => re !== PHONE_RULE.pattern), orderKeys: opts.orderNumbers !== false };
}

/** The token that replaces every string under `key`, or null when the key says nothing. */
function keyToken(key: string, c: Compiled): string | null {
  if (ADDRESS_KEY.test(key)) return '[address]';
  if (NAME_KEY.test(key)) return '[name]';
  if (CONTACT_KEY.test(key)) return /phone|mobile/i.test(key) ? '[phone]' : '[email]';
  if (c.orderKeys && ORDER_KEY.test(key)) return '[order]';
  return null;
}

function applyRules(text: string, c: Compiled, id = false): string {
  let out = text;
  for (const [re, replace] of id ? c.idRules : c.rules) {
    re.lastIndex = 0;
    out = out.replace(re, replace);
  }
  return out;
}

/** Redact a parsed JSON value: by key first (a whole address object becomes `[address]` strings), then by pattern. */
function redactParsed(value: unknown, c: Compiled, token: string | null, depth: number, key = ''): unknown {
  if (typeof value === 'string') return token ?? (ID_KEY.test(key) ? applyRules(value, c, true) : redactText(value, c, depth));
  if (value === null || typeof value !== 'object') return token && (typeof value === 'number') ? token : value;
  if (depth > MAX_DEPTH) return '[redacted]';
  if (Array.isArray(value)) return value.map((v) => redactParsed(v, c, token, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = redactParsed(v, c, token ?? keyToken(k, c), depth + 1, k);
  return out;
}

function redactText(text: string, c: Compiled, depth = 0): string {
  const t = text.trimStart();
  if ((t.startsWith('{') || t.startsWith('[')) && text.length <= MAX_JSON_PARSE_CHARS) {
    try {
      return JSON.stringify(redactParsed(JSON.parse(text), c, null, depth + 1));
    } catch {
      // not JSON: patterns only
    }
  }
  return applyRules(text, c);
}

/** The key of the last object step of an anonymizer path (`a.b[2].c` → checks `c`, `b`, `a` nearest first). */
function tokenForPath(path: string | undefined, c: Compiled): string | null {
  if (!path) return null;
  const keys = path.split(/[.[\]]+/).filter((k) => k && !/^\d+$/.test(k));
  for (let i = keys.length - 1; i >= 0; i--) {
    const t = keyToken(keys[i]!, c);
    if (t) return t;
  }
  return null;
}

/**
 * A redactor over the rules above for one store's options. The result is the LangSmith SDK's anonymizer (pass it as
 * `new Client({ anonymizer })`); it also redacts a bare string. Never throws on data; bad `extraPatterns` throw here.
 * @throws SyntaxError when an extra pattern is not a valid regular expression (validated on save by {@link checkPattern})
 */
export function createRedactor(opts: RedactionOptions = {}): Redactor {
  const c = compile(opts);
  const anonymize = createAnonymizer((value: string, path?: string) => {
    const token = tokenForPath(path, c);
    if (token) return token;
    return ID_KEY.test(path?.split(/[.[\]]+/).filter(Boolean).at(-1) ?? '') ? applyRules(value, c, true) : redactText(value, c);
  }, { maxDepth: MAX_DEPTH });
  return <T>(value: T): T => {
    if (typeof value === 'string') return redactText(value, c) as T;
    if (value === null || value === undefined || typeof value !== 'object') return value;
    return anonymize(value);
  };
}

/** Whether `source` is usable as an extra pattern: a valid regular expression that does not match the empty string. */
export function checkPattern(source: string): { ok: true } | { ok: false; message: string } {
  let re: RegExp;
  try {
    re = new RegExp(source, 'gi');
  } catch (err) {
    return { ok: false, message: `not a regular expression: ${(err as Error).message}` };
  }
  if (re.test('')) return { ok: false, message: 'must not match an empty string' };
  return { ok: true };
}
