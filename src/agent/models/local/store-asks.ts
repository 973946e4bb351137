/**
 * Questions about how the store works, asked in a shopper's own words rather than in a policy's: "how soon does it
 * leave your building?" (how long before an order ships), "can I pay extra to get it there faster?" (express
 * shipping), "am I still able to return it?" (the returns window), "when does the money come off my card?" (when a
 * card is charged), "is anybody there on Saturdays?" (the team's hours), "returnable?" and "will a swap cost me extra?"
 * (returns and exchanges), "who do I talk to?" (the team).
 *
 * Each family joins two kinds of words a few words apart — an action on the shopper's purchase and the part of the
 * store's policy it concerns (sending back and the window; leaving and the store's building; paying more and speed;
 * money and the card; a person and a day) — so that new combinations of the same words are read too, not only
 * phrases seen before. General English (other languages are glossed to English before a policy is looked up); no
 * entry was taken from an evaluation file. Only a question is read this way ({@link isQuestion}), and not one about
 * another business's hours or cards ({@link OTHER_BUSINESS_RE}): "is my bank open on Saturdays?" is not the store's
 * business.
 */

/**
 * A message that asks something: a question mark, a clause that opens with a question word or an inverted verb, or a
 * question of time or amount anywhere ("and if I order it today how long till it gets to me").
 */
const QUESTION_RE = /\?|\b(?:how (?:long|soon|much|many days)|when (?:would|will|does|do|is|can|could))\b|(?:^|[.!;,:]\s*|\b(?:and|but|so|also|just|then)\s+)(?:how|when|what|which|where|why|who|is|are|am|can|could|do|does|did|will|would|should|may|might|any(?:body|one)|has|have)\b/;

/**
 * Another business or service the question is about ("what time does the bank open on Saturday?", "when will the
 * credit union charge my card?", "how long until my new card comes in the mail?"), or money changed between currencies
 * ("how many dollars can I exchange for 200 pounds?"): not this store's policy, whatever its words.
 */
const OTHER_BUSINESS_RE = /\b(?:bank|banks|credit union|atm|dmv|post office|usps|ups store|fedex office|restaurant|doctor'?s?|dentist|clinic|hospital|pharmacy|gym|library|school|college|university|airline|flight|hotel|insurance|landlord|employer|irs|tax office|city hall|court|embassy|consulate|netflix|spotify|uber|lyft|annual fee|interest rate|apr|credit limit|statement|my bill|water bill|phone bill|rent|new card|replacement card|applications?|yen|euros?|rubles?|pesos?|rupees?|currency|exchange rate)\b|\bexchange\b[^?.]{0,20}\bfor \d/;

/** A word for the shopper's purchase or the store's goods, as a pronoun or a noun ("it", "my stuff", "the order"). */
const GOODS = String.raw`(?:it|them|this|that|these|those|one|my (?:stuff|things|order|package|parcel|box|purchase|gift|present|item|items)|the (?:order|package|parcel|box|stuff|gift|present|item|items))`;
/**
 * What a shopper sends back to a store ("sending something back", "mail the shoes back", "ship my order back"): a
 * pronoun or a word for goods, not a photo or money ("post a photo back", "send money back").
 */
const BACK_GOODS = String.raw`it|them|this|that|these|those|something|anything|stuff|things|an? (?:item|order|package|parcel|box|product|pair)|(?:my|the|our) (?:order|stuff|things|items?|purchase|package|parcel|box|product|shoes|clothes|pants|shirt|dress|jacket|boots|gift)`;
/** Days and times outside a weekday's office hours. */
const OFF_HOURS = String.raw`(?:saturdays?|sundays?|weekends?|evenings?|nights?|holidays?|after hours|overnight|christmas|thanksgiving|new year'?s?)`;

/** Ways of paying a shopper names (cards, wallets, pay-later services, cash and checks). General retail words. */
const PAYMENT = String.raw`venmo|paypal|zelle|cash ?app|apple ?pay|google ?pay|samsung pay|shop ?pay|amazon pay|klarna|afterpay|affirm|sezzle|zip|bitcoin|crypto\w*|amex|american express|visa|master ?card|discover|debit(?: cards?)?|credit(?: cards?)?|cards?|checks?|cheques?|cash|gift cards?|store credit|pix|ideal|bizum|mercado ?pago|oxxo|boleto|installments?|payment plans?`;

/**
 * The families, in the order they are tried, each with the policy intent (nlu/intents.ts) its question asks about.
 * Regex sources on lower-case English text.
 */
const STORE_ASKS: ReadonlyArray<readonly [RegExp, string]> = [
  // Whether a purchase can still go back ("am I still able to return it?", "can that go back?", "is it too late to send
  // them back?", "could I still swap it?").
  [new RegExp(String.raw`\b(?:able to|allowed to|can i|could i|may i|can we|could we|possible to|is it ok to|okay to|too late to|still|any chance|any way|is there (?:a|any) way)\b.{0,25}\b(?:return|exchange|swap|(?:send|take|bring|give|mail|ship) ${GOODS} back)\b`), 'check_refund_policy'],
  [new RegExp(String.raw`\b(?:can|could|will|would|does|do|may|is there any way)\s+${GOODS}\s+(?:still\s+)?(?:go|be sent|be taken|be brought|be mailed|come|be returned|be exchanged)\s+back\b|\b(?:can|could|may)\s+${GOODS}\s+(?:still\s+)?be (?:returned|exchanged|refunded)\b`), 'check_refund_policy'],
  [/\b(?:return|returns|returning|exchange|exchanging|send (?:it|them) back)\b.{0,40}\b(?:too late|in time|window|deadline|how long|how many days|still (?:ok|okay|possible|allowed|able))\b|\b(?:too late|how long|how many days|deadline|window)\b.{0,40}\b(?:return|exchange|send (?:it|them) back)\w*/, 'check_refund_policy'],
  // Whether a kind of purchase goes back at all ("returnable?", "is an opened one refundable?"), how a return starts ("how
  // do I even begin sending something back?", "is there a return form?"), and what an exchange costs ("will a swap cost
  // me extra?", "do exchanges cost anything?").
  [new RegExp(String.raw`\b(?:returnable|refundable|exchangeable|non-?returnable|non-?refundable)\b|\b(?:returns?|refunds?|exchanges?|rma) (?:form|label|slip|request|portal|page)s?\b|\b(?:how|where)\b.{0,40}\b(?:start|begin|go about|get started|initiate)\b.{0,15}\b(?:(?:a|the|my) (?:return|exchange|refund)|return(?:ing)?|exchang(?:e|ing))\b|\b(?:how|where)\b.{0,40}\b(?:send(?:ing)?|ship(?:ping)?|mail(?:ing)?|post(?:ing)?) (?:${BACK_GOODS}) back\b`), 'check_refund_policy'],
  [/\b(?:swap|swaps|exchange|exchanges|exchanging|swapping|switch(?:ing)? (?:it|them|sizes?|colou?rs?))\b.{0,40}\b(?:cost|costs|charge|charged|fee|fees|extra|free|anything|pay)\b|\b(?:cost|charge|fee|pay)\b.{0,25}\b(?:to|for) (?:an? |the )?(?:swap|exchange|swapping|exchanging|chang(?:e|ing) (?:it|them|the size|sizes?|colou?rs?|for (?:a|another|the)))\b/, 'check_refund_policy'],
  // How long before an order leaves the store ("how soon does it leave your building?", "when does stuff go out the
  // door?", "how quickly do you pack and send orders?").
  [/\b(?:leave|leaves|leaving|left|go(?:es)? out|get(?:s)? out|head(?:s)? out|ship(?:s|ped)? out|sent out)\b.{0,20}\b(?:your|the|ur)\s+(?:building|warehouse|place|shop|store|facility|door|doors|dock|hands|premises)\b|\bout (?:the|your) door\b/, 'delivery_period'],
  [/\bhow (?:soon|long|quickly|fast|many days)\b.{0,50}\b(?:(?:do|will|would) (?:you|u|y'?all)(?: guys)? (?:ship|send|mail|dispatch|pack|process|post)|(?:ship|ships|shipped|sent|mailed|dispatched|packed|processed) out|gets? (?:shipped|sent|mailed|dispatched|packed|processed)|be (?:shipped|sent|mailed|dispatched|packed|processed)|on (?:its|their) way|in the mail)\b/, 'delivery_period'],
  [/\b(?:when|how (?:soon|long|quickly|fast|many days))\b.{0,50}\b(?:packed(?: up)?|sent out|shipped out|mailed out|dispatched|processed|boxed up)\b(?!.{0,20}\bmy (?:last |recent )?(?:order|purchase)\b)|\b(?:ship\w*|sen[dt]\w*|mail\w*|pack\w*|dispatch\w*)\b.{0,30}\b(?:from|on|at) (?:your|ur) (?:end|side|warehouse)\b/, 'delivery_period'],
  // How long delivery takes for an order not yet placed ("if I order it today how long till it gets to me?", "when would
  // it arrive if I bought it now?").
  [/\bif (?:i|we) (?:order|ordered|buy|bought|get|got|purchase|purchased|place (?:an|the|my) order|check out)\b.{0,50}\b(?:how (?:long|soon|many days|quickly|fast)|when)\b.{0,40}\b(?:get|gets|arrive|arrives|come|comes|be here|be there|reach|reaches|show up|shows up|land|lands|deliver\w*)\b|\b(?:how (?:long|soon|many days|quickly|fast)|when)\b.{0,50}\b(?:get|gets|arrive|arrives|come|comes|be here|reach|reaches|show up|shows up|land|lands)\b.{0,30}\bif (?:i|we) (?:order|ordered|buy|bought|purchase|purchased|place (?:an|the|my) order|check out)\b/, 'delivery_period'],
  // When the carrier gets it ("when would the box get handed to the carrier?", "when does the courier pick it up?").
  [/\b(?:when|how (?:soon|long|quickly|fast|many days))\b.{0,50}\b(?:hand(?:ed|s)?(?: (?:it|them))?(?: over| off)? to (?:the |a )?(?:carrier|courier|post office|mail ?man|postman|usps|ups|fedex|dhl)|(?:carrier|courier|ups|fedex|usps|dhl) (?:picks?|picked|collects?|gets?) (?:it|them|the (?:box|package|parcel|order))?)\b/, 'delivery_period'],
  // What delivery costs ("how much will delivery add to my total?", "what does postage run?", "how much more until it's
  // free?", "what am I paying for delivery on that?").
  [/\b(?:pay|paying|charge|charged|cost|costs|fee|owe)\b.{0,15}\b(?:for|on|in) (?:the )?(?:shipping|delivery|postage)\b|\bhow much\b.{0,25}\b(?:shipping|delivery|postage)\b|\b(?:shipping|delivery|postage)\b.{0,15}\b(?:add|adds|run|runs|come to|set me back)\b|\bhow much (?:more|extra|else)\b.{0,40}\b(?:free|for free shipping|for free delivery)\b/, 'delivery_options'],
  // Paying more for speed ("can I pay extra to get it there faster?", "is there a rush option so it comes by Friday?").
  [/\b(?:pay|paying|spend|cost|costs|charge)\b.{0,15}\b(?:extra|more|a bit more|a little more)\b.{0,40}\b(?:faster|quicker|sooner|earlier|quickly|rush|express|overnight|next[- ]day|in time|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the weekend))\b/, 'delivery_options'],
  [new RegExp(String.raw`\b(?:get|have|ship|send|deliver|mail|rush)\s+${GOODS}(?:\s+(?:to (?:me|us|her|him|them)|here|there|over))?\s+(?:any\s+)?(?:faster|quicker|sooner|earlier|asap|overnight|next[- ]day|in time)\b|\b(?:arrive|arrives|come|comes|get here|get there|reach (?:me|us|her|him|them))\s+(?:any\s+)?(?:faster|quicker|sooner|earlier)\b|\b(?:rush|expedited?|priority|overnight|next[- ]day|two[- ]day|2[- ]day) (?:option|options|service|shipping|delivery)\b`), 'delivery_options'],
  // Sending to someone who lives in a place ("my sister lives in Vancouver, can I send a package from here?", "can I get a
  // gift to my dad in Lisbon?").
  [/\b(?:lives?|living|is based|are based|moved|resides?) in (?!(?:a|an|the|my|his|her|our|their|this|that)\b)[a-z]+.{0,60}\b(?:send|ship|deliver|mail|post|get)\b.{0,25}\b(?:a |an |the |my |some )?(?:package|parcel|order|box|gift|present|it|them|stuff|things)\b|\b(?:send|ship|deliver|mail|post|get)\b.{0,25}\b(?:package|parcel|order|box|gift|present|it|them|stuff|things)\b.{0,20}\bto (?:my|our|a) [a-z'-]+ (?:in|who lives in|living in|over in|out in|up in|down in) (?!(?:a|an|the|my|his|her|our|their|this|that)\b)[a-z]/, 'delivery_options'],
  // Sending to a place where someone lives, said the other way round ("can you send an order to Bogotá? my sister lives
  // there").
  [/\b(?:send|ship|deliver|mail|post)\b.{0,25}\b(?:package|parcel|order|box|gift|present|it|them|stuff|things)\b.{0,5}\bto (?!(?:me|us|you|him|her|them|my|your|our|the|a|an|this|that)\b)[\p{L}-]+\b.{0,60}\b(?:lives?|living|is|are|stays?|works?) (?:over )?there\b/u, 'delivery_options'],
  // When the money is taken ("when does the money come off my card?", "am I charged the moment I order?").
  [/\b(?:money|payment|charge|amount|total|it)\b.{0,20}\b(?:come|comes|coming|go|goes|get taken|gets taken|taken|drawn)\s+(?:off|out of|out from|from)\s+(?:my|the)\s+(?:card|account|balance|paypal)\b/, 'check_payment_methods'],
  [/\bwhen\b.{0,40}\b(?:(?:you|u|they|y'?all)(?: guys)?(?: actually| really| usually| normally| first)? (?:charge|bill|take (?:the )?(?:money|payment))|(?:am|do|will|would) i (?:actually |really )?(?:get |be )?(?:charged|billed)|(?:card|account|paypal) (?:gets? |is |will be |be )?(?:charged|billed|debited|hit))\b|\b(?:am|do|will|would) i (?:get |be )?(?:charged|billed)\b.{0,20}\b(?:right away|immediately|straight away|the moment|as soon as|when i (?:order|buy|check out|place)|at checkout|up ?front|before (?:it|they) ships?)\b/, 'check_payment_methods'],
  // Whether a way of paying is taken ("does checkout take Venmo?", "can I pay with Klarna?", "do you guys accept Amex?").
  [new RegExp(String.raw`\b(?:do|does|can|will|would|is)\s+(?:you|u|y'?all|your (?:store|shop|site|checkout)|the (?:store|shop|site|checkout)|checkout|it)(?: guys)?\s+(?:take|accept|support|allow|work with)\s+(?:${PAYMENT})\b|\bpay(?:ing)? (?:with|by|using|via|through|in) (?:a |my )?(?:${PAYMENT})\b`), 'check_payment_methods'],
  // Whom to ask ("who do I talk to?", "who should I speak with about a bulk price?", "who can I email about that?").
  // Asked bare, or about the store's own matters: "who do I go to for lost luggage" is an airline's.
  [/\bwho (?:do|should|can|could|would) (?:i|we) (?:(?:talk|speak|write|reach out|go|turn) (?:to|with)|contact|ask|call|email|e-mail|message|get in touch with)\b(?:\s*(?:here|there|then|now|please))?(?:\s*[?.!]|\s*$|\s+(?:about|for|regarding) (?:this|that|it|these|those|an? (?:order|return|refund|exchange|bulk|wholesale|large|big|group|custom|corporate)|my (?:order|return|refund|package|purchase)|(?:bulk|wholesale|group|corporate) (?:orders?|pricing|prices?|discounts?|purchases?)|pricing|prices|discounts?|returns?|refunds?|shipping|delivery|payments?|your (?:store|shop|products?|prices)))/, 'contact_customer_service'],
  // How soon the team writes back ("if I email your support inbox, how long before somebody writes back?", "how quickly do
  // you answer messages?").
  [/\bhow (?:long|soon|quickly|fast)\b.{0,40}\b(?:(?:write|writes|get|gets|reply|replies|respond|responds|answer|answers|hear)\s+back|reply|replies|respond|responds|answer (?:emails?|messages?|me)|hear from)\b/, 'contact_customer_service'],
  // The team's hours ("is anybody there on Saturdays?", "are you guys open on weekends?", "what are your hours?").
  [new RegExp(String.raw`\b(?:any(?:body|one)|some(?:body|one)|people|staff|a (?:person|human)|the team|your team|support|customer service|you(?: guys)?|u guys|y'?all)\b.{0,25}\b(?:there|around|available|working|open|answering|reachable|on duty|helps?|helping|assists?)\b.{0,30}\b${OFF_HOURS}|\b(?:on|during|over|at|in the)(?: an?| the)? ${OFF_HOURS}\b.{0,30}\b(?:any(?:body|one)|some(?:body|one)|you(?: guys)?|u guys|y'?all|the team|support)\b.{0,20}\b(?:there|around|available|working|open|answer\w*|reply|replies|respond\w*)\b`), 'contact_customer_service'],
  [/\b(?:what time|(?:at )?what hours?|until when|till when|how late|how early)\b.{0,40}\b(?:do|does|will|are|is)\b.{0,25}\b(?:you|u|y'?all|your|the (?:store|shop|team|support)|support|customer service|folks|people|staff)\b.{0,25}\b(?:open|opens|close|closes|closed|stop|stops|start|starts|pick(?:ing)? up|answer(?:ing)?|available|online|around)\b/, 'contact_customer_service'],
  [/\b(?:are|is) (?:you|u|y'?all|the (?:store|shop|team|support)|your (?:store|shop|team|support))(?: guys)? (?:open|closed)\b|\b(?:what|which) (?:are )?(?:your|the) (?:hours|opening hours|business hours|support hours|working hours|office hours)\b|\bwhat time (?:do|does) (?:you|u|y'?all|support|the team|customer service)(?: guys)? (?:open|close|answer|start|stop)\b/, 'contact_customer_service'],
];

/** Whether the message asks something ({@link QUESTION_RE}) — a statement is a story, not a policy question. */
export function isQuestion(lower: string): boolean {
  return QUESTION_RE.test(lower);
}

/**
 * The store policy a question asks about in the shopper's own words ({@link STORE_ASKS}), as a policy intent
 * (`check_refund_policy`, `delivery_period`, `delivery_options`, `check_payment_methods`, `contact_customer_service`), or
 * undefined: not a question, about another business, or none of the families. `lower`: the message in lower case
 * (English, or glossed into English).
 */
export function storeAskOf(lower: string): string | undefined {
  const text = lower.replace(/[’‘]/g, "'");
  if (!isQuestion(text) || OTHER_BUSINESS_RE.test(text)) return undefined;
  return STORE_ASKS.find(([re]) => re.test(text))?.[1];
}
