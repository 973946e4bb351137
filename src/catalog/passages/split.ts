/**
 * Split a product into rankable passages, one fact-sized piece each, with PassageSchema sources
 * (src/catalog/contracts.ts): title, attribute, bullet, description, option, price.
 */
import type { PassageInput } from './rank.ts';

/** What a product offers as text. `options` maps an option name (Size, Color) to its values. */
export type ProductText = {
  title: string;
  bulletPoints: string[];
  descriptionText: string;
  attributes: Record<string, string>;
  vendor: string;
  options?: Record<string, string[]> | { name: string; values: string[] }[];
  priceText?: string;
};

/** A passage with a contracts.ts source. */
export type ProductPassage = PassageInput<'title' | 'attribute' | 'bullet' | 'description' | 'option' | 'price'>;

/** Longest description chunk, in characters; longer paragraphs are cut at sentence ends. */
export const MAX_CHUNK_CHARS = 400;

/** Sentence boundaries by Unicode's rules (UAX #29, ICU data): "3.5 lbs" and "e.g. cotton" are not sentence ends. */
const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Cut a description into paragraphs, and a paragraph longer than MAX_CHUNK_CHARS into runs of whole sentences. */
function chunkDescription(text: string): string[] {
  const out: string[] = [];
  for (const para of text.split(/\n\s*\n|\r?\n/).map((p) => p.trim()).filter(Boolean)) {
    if (para.length <= MAX_CHUNK_CHARS) { out.push(para); continue; }
    let cur = '';
    for (const { segment: sentence } of SENTENCES.segment(para)) {
      if (cur && cur.length + sentence.length > MAX_CHUNK_CHARS) { out.push(cur.trim()); cur = ''; }
      cur += sentence;
    }
    if (cur.trim()) out.push(cur.trim());
  }
  return out;
}

/** Produce passages for a product: title (with vendor), each attribute "name: value", each bullet, description chunks, options, price. */
export function splitProductIntoPassages(product: ProductText): ProductPassage[] {
  const out: ProductPassage[] = [];
  if (product.title.trim()) out.push({ text: product.vendor ? `${product.title.trim()} (by ${product.vendor})` : product.title.trim(), source: 'title' });
  for (const [k, v] of Object.entries(product.attributes)) {
    if (v != null && String(v).trim()) out.push({ text: `${k.replace(/_/g, ' ')}: ${String(v).trim()}`, source: 'attribute' });
  }
  for (const b of product.bulletPoints) if (b.trim()) out.push({ text: b.trim(), source: 'bullet' });
  for (const c of chunkDescription(product.descriptionText ?? '')) out.push({ text: c, source: 'description' });
  const opts = product.options
    ? Array.isArray(product.options) ? product.options.map((o) => [o.name, o.values] as const) : Object.entries(product.options)
    : [];
  for (const [name, values] of opts) {
    const vals = values.filter((v) => v && v !== 'Default Title');
    if (vals.length) out.push({ text: `Available ${name.toLowerCase()} options: ${vals.join(', ')}`, source: 'option' });
  }
  if (product.priceText) out.push({ text: `Price: ${product.priceText}`, source: 'price' });
  return out;
}
