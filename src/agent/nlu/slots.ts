/**
 * Cheap slot extraction: order name, email, a reference to a shown product ("the first one" -> 1),
 * and a quantity. Regular expressions only; the catalog parses price constraints itself.
 */
import type { IntentSlots } from './intents.ts';

const EMAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const ORDINALS: Record<string, number> = {
  first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, fifth: 5, '5th': 5,
  sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, last: -1,
};
/**
 * A year after a word that places something in time ("from 2009", "in 2019", "since 2015", "back in 1998", "class of
 * 2024", "circa 1960"): 1900-2099, English words.
 */
const YEAR_RE = /\b(?:from|in|since|of|circa|around|until|till|before|after|during|year)\s+(?:about\s+|around\s+|early\s+|late\s+|mid\s+)?(?:19|20)\d\d\b(?![.,]?\d)/g;

/** The text with every year said with its preposition ({@link YEAR_RE}: "from 2009", "since 2015") left out. Lower-case text. */
export function withoutYears(lower: string): string {
  return lower.replace(YEAR_RE, ' ');
}
const NUMBER_WORDS: Record<string, number> = { one: 1, a: 1, an: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/**
 * Extract slots from one utterance.
 * - `order_name`: "#1001" -> "#1001"; "order 1001" / "order number 1001" / a bare 3-12 digit number -> "#1001".
 * - `email`: first email address.
 * - `product_ref`: 1-based position ("the second one", "number 2", "#2 one"); -1 for "the last one".
 * - `quantity`: "3 of", "two of them", "add 2".
 */
export function extractSlots(text: string): IntentSlots {
  const slots: IntentSlots = {};
  const email = text.match(EMAIL_RE);
  if (email) slots.email = email[0];
  const noEmail = text.replace(EMAIL_RE, ' ');
  const lower = noEmail.toLowerCase();
  const hash = noEmail.match(/#\s?(\d{3,12})\b/);
  const ordered = lower.match(/\b(?:order|purchase|order number|order no\.?|order id|number)\s*(?:is\s*)?#?\s?(\d{3,12})\b/);
  // A year said with its preposition ("my wedding shoes from 2009", "since 2015", "back in 1998") is no order number.
  const bare = withoutYears(lower).match(/(?<![\d$.,])\b(\d{4,12})\b(?![.,]\d)/);
  const num = hash?.[1] ?? ordered?.[1] ?? bare?.[1];
  if (num) slots.order_name = `#${num}`;
  const ord = lower.match(/\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|seventh|eighth|ninth|tenth|last)\b(?:\s+(?:one|item|product|option|result|of them))?/);
  if (ord) slots.product_ref = ORDINALS[ord[1]];
  else {
    const n = lower.match(/\b(?:number|no\.?|item|option|#)\s?(\d{1,2})\b/);
    if (n && !num) slots.product_ref = Number(n[1]);
  }
  const q = lower.match(/\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:of|x\b|pieces|units|more|pairs?)/)
    ?? lower.match(/\badd\s+(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\b/);
  if (q) slots.quantity = NUMBER_WORDS[q[1]] ?? Number(q[1]);
  return slots;
}
