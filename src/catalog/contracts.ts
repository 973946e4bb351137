/**
 * Contracts of the catalog's agent tools (search_products, get_product): argument schemas (what a model fills) and
 * result shapes (what the tools return, what the local model writes its replies from, what grounded parts are built
 * from). Producer and consumer parse with these same schemas. Money in integer minor units (cents).
 */
import { z } from 'zod';

/** search_products arguments: the shopper's words; constraints are parsed from them. */
export const SearchProductsArgsSchema = z.object({
  query: z.string().min(1).max(500).describe("The shopper's search words, including price, colour, size or brand constraints as they said them"),
  limit: z.number().int().min(1).max(10).optional().describe('How many products to return (default 5)'),
  refine: z.boolean().optional().describe("true when the shopper narrows or changes the CURRENT search (\"cheaper ones\", \"under $40\", \"only black ones\", \"in size 8\", \"Nike ones\", \"for an iPhone 11\"): put only their new words in query; they are merged with the current search's words and constraints"),
  more: z.boolean().optional().describe('true for more results of the current search ("show me more"): the next products after those already shown'),
  similar_to: z.string().optional().describe('Id of a product already shown: find products like it ("more like the first one")'),
  other_brands: z.boolean().optional().describe('true when the shopper wants the kind of product shown from other makers ("any other brands?"): products of that kind whose brands none of the shown products have'),
  kinds: z.array(z.string().min(1).max(60)).max(8).optional().describe('For a new search from a situation: the kinds of product that serve it, most typical first (["ballet flats", "flats"] for comfortable shoes to dance in at a wedding); products whose titles name one of them come first'),
  story: z.string().max(500).optional().describe("For a new search when the shopper tells a situation instead of naming a product (\"my old dog's hips hurt when he bends down to eat\"): their own words, as they said them. Products whose descriptions tell the same situation join the results of query"),
});
export type SearchProductsArgs = z.infer<typeof SearchProductsArgsSchema>;

/** Constraints parsed from a shopper's words. Money in integer cents. */
export const SearchConstraintsSchema = z.object({
  text: z.string().describe('The words left after constraints were taken out'),
  minPriceCents: z.number().int().nullable(),
  maxPriceCents: z.number().int().nullable(),
  colors: z.array(z.string()),
  sizes: z.array(z.string()),
  brands: z.array(z.string()),
  categories: z.array(z.string()),
  inStock: z.boolean(),
});
export type SearchConstraints = z.infer<typeof SearchConstraintsSchema>;

/**
 * `c` without the constraints a search relaxed (`relaxed`: names of RELAX_ORDER — size, color, brand, in_stock,
 * price; other names are ignored): what the search actually honoured.
 */
export function withoutRelaxed(c: SearchConstraints, relaxed: readonly string[]): SearchConstraints {
  const off = new Set(relaxed);
  return {
    ...c,
    ...(off.has('price') ? { minPriceCents: null, maxPriceCents: null } : {}),
    ...(off.has('color') ? { colors: [] } : {}),
    ...(off.has('size') ? { sizes: [] } : {}),
    ...(off.has('brand') ? { brands: [] } : {}),
    ...(off.has('in_stock') ? { inStock: false } : {}),
  };
}

/** A product as tools return it (facts from the database only). */
export const ProductSummarySchema = z.object({
  id: z.string().uuid(),
  handle: z.string(),
  title: z.string(),
  vendor: z.string(),
  priceCents: z.number().int().nullable().describe('Lowest variant price in cents; null = price not listed'),
  currency: z.string(),
  priceText: z.string().describe('e.g. "$19.99" or "price not listed"'),
  rating: z.number().nullable(),
  ratingCount: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  url: z.string().nullable(),
  available: z.boolean().nullable().describe('null when inventory is not tracked'),
  color: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** search_products result. `closest` = nothing satisfied every constraint; products are the nearest, labelled so. */
export const SearchProductsResultSchema = z.object({
  constraints: SearchConstraintsSchema,
  products: z.array(ProductSummarySchema),
  total: z.number().int(),
  closest: z.boolean().describe('true when no product met every stated constraint and these are the closest items'),
  relaxed: z.array(z.string()).describe('Which constraints were relaxed to find the closest items'),
  relaxedWords: z.array(z.string()).optional().describe("The shopper's words left out because no product matched them together with every hard constraint (describing words such as \"cozy\" are left out before any constraint is relaxed); say so, e.g. \"I left out 'cozy'\""),
  partial: z.boolean().default(false).describe('true when no product matched most of the words: these items share only some of them'),
  brandMatches: z.number().int().optional().describe('Set when too few products of the brand asked for matched: how many of the first products are of that brand; the products after them are similar items of other brands'),
  query: z.string().optional().describe('The words actually searched: the shopper\'s words merged with the current search when refining, or the current search for more results'),
  mode: z.enum(['new', 'refine', 'more', 'similar']).optional().describe('How this search relates to the previous one'),
  offset: z.number().int().optional().describe('Results of the same search shown before these (more=true)'),
});
export type SearchProductsResult = z.infer<typeof SearchProductsResultSchema>;

/** get_product arguments. */
export const GetProductArgsSchema = z.object({
  product_id: z.string().describe('Id of a product returned by search_products'),
  question: z.string().max(2000).describe("The shopper's question about this product"),
});
export type GetProductArgs = z.infer<typeof GetProductArgsSchema>;

/** A ranked passage of product text. */
export const PassageSchema = z.object({
  text: z.string(),
  source: z.enum(['title', 'attribute', 'bullet', 'description', 'option', 'price']),
  score: z.number(),
});
export type Passage = z.infer<typeof PassageSchema>;

/** get_product result: the product and its passages ranked for the question, best first. */
export const GetProductResultSchema = z.object({
  found: z.boolean(),
  product: ProductSummarySchema.nullable(),
  passages: z.array(PassageSchema),
});
export type GetProductResult = z.infer<typeof GetProductResultSchema>;
