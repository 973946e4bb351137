/**
 * The intent inventory of Aisle's built-in classifier.
 *
 * The 27 Bitext customer-support intents keep Bitext's own names (source:
 * bitext/customer-support-llm-chatbot-training-dataset, see data/bitext_intents/PROVENANCE.md);
 * the shop intents and the two conversational classes are Aisle's own.
 */

/** The 27 Bitext customer-support intents, names exactly as in the Bitext dataset. */
export const BITEXT_INTENTS = [
  'cancel_order', 'change_order', 'change_shipping_address', 'check_cancellation_fee', 'check_invoice',
  'check_payment_methods', 'check_refund_policy', 'complaint', 'contact_customer_service', 'contact_human_agent',
  'create_account', 'delete_account', 'delivery_options', 'delivery_period', 'edit_account', 'get_invoice',
  'get_refund', 'newsletter_subscription', 'payment_issue', 'place_order', 'recover_password',
  'registration_problems', 'review', 'set_up_shipping_address', 'switch_account', 'track_order', 'track_refund',
] as const;

/** Shop intents no public dataset covers (training phrasings: data/shopping_intents, data/product_qa). */
export const SHOP_INTENTS = ['search_products', 'product_question', 'add_to_cart', 'checkout'] as const;

/** Conversational classes built from CLINC150 (small-talk domain, and oos + unrelated domains). */
export const CONVERSATION_INTENTS = ['small_talk', 'out_of_scope'] as const;

/** Every intent the classifier can return. */
export const INTENTS = [...BITEXT_INTENTS, ...SHOP_INTENTS, ...CONVERSATION_INTENTS] as const;

/** One intent name. */
export type Intent = (typeof INTENTS)[number];

/** Slots extracted cheaply from one utterance (absent = not found). `product_ref` is 1-based; -1 = "the last one". */
export type IntentSlots = {
  order_name?: string;
  email?: string;
  product_ref?: number;
  quantity?: number;
  /** search_products: the words left for ranking once constraints are taken out. */
  query?: string;
  /** search_products: price bounds in cents (the store's currency). */
  min_price_cents?: number;
  max_price_cents?: number;
  /** search_products: colours and sizes named, comma-separated canonical names (e.g. "red,navy", "M"). */
  colors?: string;
  sizes?: string;
  /** search_products: 1 when the shopper asked for items in stock. */
  in_stock?: number;
};

/**
 * One classification: the best intent, its probability `confidence` in [0, 1], `inScope` — the probability (in
 * [0, 1], 3 decimals) that the utterance is a shop request (any intent but small_talk and out_of_scope), so a router
 * can weigh other evidence (e.g. catalog matches) when the classifier is unsure — and the slots found.
 */
export type IntentResult = {
  intent: Intent;
  confidence: number;
  inScope: number;
  slots: IntentSlots & Record<string, string | number>;
};

/** A trained classifier, ready to use. `classify` is synchronous and takes well under 1 ms. */
export type IntentClassifier = {
  classify(text: string): IntentResult;
  /** Every intent's probability (they sum to 1), best first. */
  rank(text: string): { intent: Intent; score: number }[];
  /** Probability of small_talk + out_of_scope from which `classify` returns one of them (see classifier.ts). */
  offTopicThreshold: number;
};

/**
 * One labelled utterance. `label` is the network's training label when it differs from `intent`: a sub-class
 * written `<intent>/<part>` (e.g. `out_of_scope/banking`) whose score the classifier adds back into `intent`.
 */
export type LabelledUtterance = { text: string; intent: Intent; source: string; label?: string };
