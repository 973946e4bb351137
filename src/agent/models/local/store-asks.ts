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
 * A message that asks something: a question mark, a clause that opens with a question word or an inverted verb (also after
 * a condition: "if I return it do I get cash"), or a
 * question of time or amount anywhere ("and if I order it today how long till it gets to me").
 */
const QUESTION_RE = /\?|\bif\b.{1,40}\b(?:do|does|can|could|will|would|is|are|should) (?:i|we|you|u|it|they)\b|\b(?:how (?:long|soon|much|many days)|when (?:would|will|does|do|is|can|could))\b|(?:^|[.!;,:]\s*|\b(?:and|but|so|also|just|then)\s+)(?:how|when|what|which|where|why|who|is|are|am|can|could|do|does|did|will|would|should|may|might|any(?:body|one)|has|have)\b/;

/**
 * Another business or service the question is about ("what time does the bank open on Saturday?", "when will the
 * credit union charge my card?", "how long until my new card comes in the mail?"), or money changed between currencies
 * ("how many dollars can I exchange for 200 pounds?"): not this store's policy, whatever its words. A product named after
 * a place ("30 gym bags", "school supplies") is not that place.
 */
const OTHER_BUSINESS_RE = /\b(?:bank|banks|credit union|atm|dmv|post office|usps|ups store|fedex office|restaurant|doctor'?s?|dentist|clinic|hospital|pharmacy|gym|library|school|college|university|airline|flight|hotel|insurance|landlord|employer|irs|tax office|city hall|court|embassy|consulate|netflix|spotify|uber|lyft|annual fee|interest rate|apr|credit limit|statement|my bill|water bill|phone bill|rent|new card|replacement card|applications?|yen|euros?|rubles?|pesos?|rupees?|currency|exchange rate|tax (?:refund|return)s?)\b(?!\s+(?:bags?|shoes|clothes|shorts|shirts?|towels?|supplies|bottles?|socks|mats?|backpacks?|uniforms?|gloves|lockers?|lunch\w*))|\bexchange\b[^?.]{0,20}\bfor \d/;

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

/** A purchase pointed at, or named as a gift or by what about it could be wrong. */
const THE_BUY = `(?:it|them|this|that|these|those|(?:the|my|her|his|their) (?:gift|present|item|purchase|order|colou?r|size|style|shade|design|fit))`;
/**
 * A purchase that might not work out, said as a case: it does not fit ("if the shoes don't fit", "if the jacket is too
 * small"), someone does not like it ("if she doesn't like it", "if my son hates it", "if it doesn't suit her"), or it is
 * the wrong one ("if the colour is wrong"). Regex source (lower-case text).
 */
const IF_AMISS = String.raw`if (?:it|they|this|that|these|those|the [\w-]+|my [\w-]+|the [\w-]+ [\w-]+)(?:'s|'re| is| are| turns? out(?: to be)?)?\s+(?:(?:doesn'?t|don'?t|does not|do not|won'?t|will not|didn'?t) (?:fit|suit (?:her|him|them|me|us)|match|look (?:good|right))|(?:a bit |a little |way )?too (?:small|big|tight|loose|large|short|long|narrow|wide)|(?:the )?wrong(?: size| colou?r| one)?)|if (?:i|we|she|he|they|you|my [\w-]+|our [\w-]+|the (?:recipient|kids?|birthday (?:girl|boy))) (?:(?:doesn'?t|don'?t|does not|do not|didn'?t|did not|won'?t|will not|end up not) (?:like|love|want|fancy)|(?:hates?|dislikes?)|(?:is|are|am)(?:n'?t| not) (?:happy|keen|thrilled) (?:with|about)) ${THE_BUY}`;

/**
 * Paying when the goods come rather than at checkout ("can I pay on delivery?", "is cash on delivery available?", "can I
 * pay when it arrives?", "is COD an option?", "can I pay the courier?"): how the store takes payment. Cod sold as fish, an Uber
 * driver paid and a bill paid when it comes are not. Regex on lower-case English text.
 */
export const PAY_ON_DELIVERY_RE = /\b(?:cash|pay(?:ing|ment)?|card|paid) (?:on|upon|at) (?:delivery|receipt|the door|my door|the doorstep|arrival|collection)\b|\b(?:cash|card) on delivery\b|(?<!\b(?:sell|sells|carry|stock|have|any|fresh|frozen|smoked|salted|of|some) )\b(?:c\.o\.d\.?|cod)(?=\s+(?:be\s+)?(?:an? (?:option|possibility)|available|possible|accepted|ok(?:ay)?|payments?)\b|\s*\?\s*$)|\bpay\w*\b(?![^.?!]{0,20}\b(?:bills?|rent|invoices?|tax\w*|loans?|mortgage|insurance|fines?|tickets?|tuition|fees?)\b).{0,20}\b(?:when|once|as soon as) (?:it|they|the (?:order|package|parcel|box|stuff|goods)|my (?:order|package|parcel|stuff)) (?:arrives?|comes?|gets? (?:here|there|delivered)|is delivered|are delivered|shows? up|turns? up|lands?)\b|\bpay\w*\b(?![^.?!]{0,20}\b(?:bills?|rent|invoices?|tax\w*|loans?|mortgage|insurance|fines?|tickets?|tuition|fees?)\b).{0,10}\b(?:when|once|as soon as) (?:i|we) (?:receive|get|pick up|collect) (?:it|them|the (?:order|package|parcel|goods|stuff)|my (?:order|package|parcel|stuff))\b|\bpay (?:the )?(?:courier|delivery (?:guy|man|person|driver|people)|postman|mail ?man)\b/;

/**
 * The families, in the order they are tried, each with the policy intent (nlu/intents.ts) its question asks about.
 * Regex sources on lower-case English text.
 */
const STORE_ASKS: ReadonlyArray<readonly [RegExp, string]> = [
  // Whether a purchase can still go back ("am I still able to return it?", "can that go back?", "is it too late to send
  // them back?", "could I still swap it?").
  [new RegExp(String.raw`\b(?:able to|allowed to|can i|could i|may i|can we|could we|possible to|is it ok to|okay to|too late to|still|any chance|any way|is there (?:a|any) way)\b.{0,25}\b(?:return|exchange|swap|(?:send|take|bring|give|mail|ship) ${GOODS} back)\b(?!\s+(?!(?:it|them|this|that|these|those|my|the|mine|our|for|out|back)\b)\w+(?:\s+\w+)?\s+for\b)`), 'check_refund_policy'],
  // "will you accept it back?", "do you take them back once opened?"
  [new RegExp(String.raw`\b(?:will|would|do|does|can|could)\s+(?:you|u|y'?all|you guys|the (?:shop|store))\s+(?:still\s+)?(?:accept|take)\s+${GOODS}\s+back\b`), 'check_refund_policy'],
  [new RegExp(String.raw`\b(?:can|could|will|would|does|do|may|is there any way)\s+${GOODS}\s+(?:still\s+)?(?:go|be sent|be taken|be brought|be mailed|come|be returned|be exchanged)\s+back\b|\b(?:can|could|may)\s+${GOODS}\s+(?:still\s+)?be (?:returned|exchanged|refunded)\b`), 'check_refund_policy'],
  [/\b(?:return|returns|returning|exchange|exchanging|send (?:it|them) back)\b.{0,40}\b(?:too late|in time|window|deadline|how long|how many days|still (?:ok|okay|possible|allowed|able))\b|\b(?:too late|how long|how many days|deadline|window)\b.{0,40}\b(?:return|exchange|send (?:it|them) back)\w*/, 'check_refund_policy'],
  // Whether a kind of purchase goes back at all ("returnable?", "is an opened one refundable?"), how a return starts ("how
  // do I even begin sending something back?", "is there a return form?"), and what an exchange costs ("will a swap cost
  // me extra?", "do exchanges cost anything?").
  [new RegExp(String.raw`\b(?:returnable|refundable|exchangeable|non-?returnable|non-?refundable)\b|\b(?:returns?|refunds?|exchanges?|rma) (?:form|label|slip|request|portal|page)s?\b|\b(?:how|where)\b.{0,40}\b(?:start|begin|go about|get started|initiate)\b.{0,15}\b(?:(?:a|the|my) (?:return|exchange|refund)|return(?:ing)?|exchang(?:e|ing))\b|\b(?:how|where)\b.{0,40}\b(?:send(?:ing)?|ship(?:ping)?|mail(?:ing)?|post(?:ing)?) (?:${BACK_GOODS}) back\b`), 'check_refund_policy'],
  [/\b(?:swap|swaps|exchange|exchanges|exchanging|swapping|switch(?:ing)? (?:it|them|sizes?|colou?rs?))\b.{0,40}\b(?:cost|costs|charge|charged|fee|fees|extra|free|anything|pay)\b|\b(?:cost|charge|fee|pay)\b.{0,25}\b(?:to|for) (?:an? |the )?(?:swap|exchange|swapping|exchanging|chang(?:e|ing) (?:it|them|the size|sizes?|colou?rs?|for (?:a|another|the)))\b/, 'check_refund_policy'],
  // How long before an order leaves the store ("how soon does it leave your building?", "when does stuff go out the
  // door?", "how quickly do you pack and send orders?").
  // (Not where a thing is left: "every shoe left by the door".)
  [/\b(?:leave|leaves|leaving|left|go(?:es)? out|get(?:s)? out|head(?:s)? out|ship(?:s|ped)? out|sent out)\b(?!\s+(?:by|at|near|next to|in front of|outside|beside|on|in|around|lying)\b).{0,20}\b(?:your|the|ur)\s+(?:building|warehouse|place|shop|store|facility|door|doors|dock|hands|premises)\b|\bout (?:the|your) door\b/, 'delivery_period'],
  // (Or the store itself: "if I order tonight, how soon will it leave you guys?", "when does it leave y'all?".)
  [/\b(?:when|how (?:soon|long|quickly|fast|many days))\b.{0,30}\b(?:leave|leaves|get out of|go out from)\s+(?:you|u|y'?all)(?: guys)?(?=\s*[?.!]*$|\s+(?:if|once|after|when)\b)/, 'delivery_period'],
  [/\bhow (?:soon|long|quickly|fast|many days)\b.{0,50}\b(?:(?:do|will|would) (?:you|u|y'?all)(?: guys)? (?:ship|send|mail|dispatch|pack|process|post)|(?:till|until|before) (?:you|u|y'?all)(?: guys)?(?: actually| really)? (?:ship|send|mail|dispatch|pack|post)|(?:ship|ships|shipped|sent|mailed|dispatched|packed|processed) out|gets? (?:shipped|sent|mailed|dispatched|packed|processed)|be (?:shipped|sent|mailed|dispatched|packed|processed)|on (?:its|their) way|in the mail)\b/, 'delivery_period'],
  [/\b(?:when|how (?:soon|long|quickly|fast|many days))\b.{0,50}\b(?:packed(?: up)?|sent out|shipped out|mailed out|dispatched|processed|boxed up)\b(?!.{0,20}\bmy (?:last |recent )?(?:order|purchase)\b)|\b(?:ship\w*|sen[dt]\w*|mail\w*|pack\w*|dispatch\w*)\b.{0,30}\b(?:from|on|at) (?:your|ur) (?:end|side|warehouse)\b/, 'delivery_period'],
  // When an order not yet placed would leave ("if I hit buy at 11pm tonight, when would the parcel head out from you?"):
  // "would", or a condition of buying first.
  [/\bwhen would\b.{0,30}\b(?:parcel|package|order|box|it|that|this|stuff|things)\b.{0,25}\b(?:head|go|ship|leave|get sent|be sent|be shipped|be dispatched|be packed)\b|\bif (?:i|we) (?:order|buy|hit buy|place (?:an|the|my) order|check out|purchase)\b.{0,50}\bwhen (?:would|will|does|do)\b.{0,30}\b(?:head(?:s)? out|go(?:es)? out|leave|leaves|ship|ships|be sent|be shipped|be dispatched|get sent|gets sent)\b/, 'delivery_period'],
  // How long delivery takes for an order not yet placed ("if I order it today how long till it gets to me?", "when would
  // it arrive if I bought it now?").
  [/\bif (?:i|we) (?:order|ordered|buy|bought|get|got|purchase|purchased|place (?:an|the|my) order|check out)\b.{0,50}\b(?:how (?:long|soon|many days|quickly|fast)|when)\b.{0,40}\b(?:get|gets|arrive|arrives|come|comes|be here|be there|reach|reaches|show up|shows up|land|lands|deliver\w*)\b|\b(?:how (?:long|soon|many days|quickly|fast)|when)\b.{0,50}\b(?:get|gets|arrive|arrives|come|comes|be here|reach|reaches|show up|shows up|land|lands)\b.{0,30}\bif (?:i|we) (?:order|ordered|buy|bought|purchase|purchased|place (?:an|the|my) order|check out)\b/, 'delivery_period'],
  // How long until the goods are in hand, said short ("how long to get my package?", "how many days to receive it?").
  [/\bhow (?:long|many (?:days|weeks)|soon|quickly|fast)\b(?: (?:does it|will it|would it|do they|will they) (?:take|usually take))?\s+(?:to|till|until|before|for) (?:i |we |me to |us to )?(?:get|receive|see|have)s? (?:it|them|these|those|an? (?:order|package|parcel|delivery)|(?:my|the|our) (?:order|package|parcel|delivery|stuff|things|items?|purchase|gift|present))\b/, 'delivery_period'],
  // When the carrier gets it ("when would the box get handed to the carrier?", "when does the courier pick it up?").
  [/\b(?:when|how (?:soon|long|quickly|fast|many days))\b.{0,50}\b(?:hand(?:ed|s)?(?: (?:it|them))?(?: over| off)? to (?:the |a )?(?:carrier|courier|post office|mail ?man|postman|usps|ups|fedex|dhl)|(?:carrier|courier|ups|fedex|usps|dhl) (?:picks?|picked|collects?|gets?) (?:it|them|the (?:box|package|parcel|order))?)\b/, 'delivery_period'],
  // Paying when the goods come ({@link PAY_ON_DELIVERY_RE}): a way of paying, not what delivery costs.
  [PAY_ON_DELIVERY_RE, 'check_payment_methods'],
  // What delivery costs ("how much will delivery add to my total?", "what does postage run?", "how much more until it's
  // free?", "what am I paying for delivery on that?").
  [/\b(?:pay|paying|charge|charged|cost|costs|fee|owe)\b.{0,15}\b(?:for|on|in) (?:the )?(?:shipping|delivery|postage)\b|\bhow much\b.{0,25}\b(?:shipping|delivery|postage)\b|\b(?:shipping|delivery|postage)\b.{0,15}\b(?:add|adds|run|runs|come to|set me back)\b|\bhow much (?:more|extra|else)\b.{0,40}\b(?:free|for free shipping|for free delivery)\b/, 'delivery_options'],
  // What would make delivery free ("would throwing in a cheap extra thing save me on delivery?", "how do I get free
  // shipping?").
  [/\bsave (?:me |us )?(?:(?:any|some) )?(?:money )?on (?:the )?(?:shipping|delivery|postage)\b|\b(?:get|qualify for|make it|reach|unlock)\b.{0,15}\bfree (?:shipping|delivery|postage)\b/, 'delivery_options'],
  // A faster delivery tier asked about by its name ("how many days does express take and what does it cost?", "how much is
  // overnight?"): the delivery options and their prices. Not a bank card, a train or a lane.
  [/(?<!\bamerican )\b(?:express|overnight|next[- ]day|expedited)(?: (?:shipping|delivery|post|option))?\b(?! (?:card|cards|mail|lane|train|trains|bus|buses|entry|check.?in|pass|ferry|flight|flights|line|off|shift|shifts|appointment|meeting|payday|pay))\b.{0,40}\b(?:take|takes|how long|how many days|how fast|cost|costs|price|how much|fee|fees)\b|\b(?:how long|how many days|how fast|how much|what does|what's the price of|price of)\b.{0,30}(?<!\bamerican )\b(?:express|overnight|next[- ]day|expedited)\b(?! (?:card|cards|mail|lane|train|trains|bus|buses|entry|check.?in|pass|ferry|flight|flights|line|off|shift|shifts|appointment|meeting|payday|pay))/, 'delivery_options'],
  // Paying more for speed ("can I pay extra to get it there faster?", "is there a rush option so it comes by Friday?").
  [/\b(?:pay|paying|spend|cost|costs|charge)\b.{0,15}\b(?:extra|more|a bit more|a little more)\b.{0,40}\b(?:faster|quicker|sooner|earlier|quickly|rush|express|overnight|next[- ]day|in time|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the weekend))\b/, 'delivery_options'],
  [new RegExp(String.raw`\b(?:get|have|ship|send|deliver|mail|rush)\s+${GOODS}(?:\s+(?:to (?:me|us|her|him|them)|here|there|over))?\s+(?:any\s+)?(?:faster|quicker|sooner|earlier|asap|overnight|next[- ]day|in time)\b|\b(?:arrive|arrives|come|comes|get here|get there|reach (?:me|us|her|him|them))\s+(?:any\s+)?(?:faster|quicker|sooner|earlier)\b|\b(?:rush|expedited?|priority|overnight|next[- ]day|two[- ]day|2[- ]day) (?:option|options|service|shipping|delivery)\b`), 'delivery_options'],
  // A date the goods are needed by, then a wish for speed ("I need the package by Thursday at the latest. can that be done
  // any faster?", "we need it before Saturday, is there a quicker way?").
  [/\b(?:need|needs|want|must have|have to have|got to have)\s+(?:it|them|this|that|these|those|the (?:package|parcel|order|box|gift|present|delivery|stuff)|my (?:package|parcel|order|gift|present|stuff))\b.{0,25}\b(?:by|before|until|no later than)\s+(?:(?:this|next)\s+)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the weekend|weekend|christmas|christmas eve)\b.{0,80}\b(?:faster|quicker|sooner|express|rush|expedite\w*|speed (?:it|that|things) up|in time)\b/, 'delivery_options'],
  // Sending to someone who lives in a place ("my sister lives in Vancouver, can I send a package from here?", "can I get a
  // gift to my dad in Lisbon?").
  [/\b(?:lives?|living|is based|are based|moved|resides?) in (?!(?:a|an|the|my|his|her|our|their|this|that)\b)[a-z]+.{0,60}\b(?:send|ship|deliver|mail|post|get)\b.{0,25}\b(?:a |an |the |my |some )?(?:package|parcel|order|box|gift|present|it|them|stuff|things)\b|\b(?:send|ship|deliver|mail|post|get)\b.{0,25}\b(?:package|parcel|order|box|gift|present|it|them|stuff|things)\b.{0,20}\bto (?:my|our|a) [a-z'-]+ (?:in|who lives in|living in|over in|out in|up in|down in) (?!(?:a|an|the|my|his|her|our|their|this|that)\b)[a-z]/, 'delivery_options'],
  // Sending to a place where someone lives, said the other way round ("can you send an order to Bogotá? my sister lives
  // there").
  [/\b(?:send|ship|deliver|mail|post)\b.{0,25}\b(?:package|parcel|order|box|gift|present|it|them|stuff|things)\b.{0,5}\bto (?!(?:me|us|you|him|her|them|my|your|our|the|a|an|this|that)\b)[\p{L}-]+\b.{0,60}\b(?:lives?|living|is|are|stays?|works?) (?:over )?there\b/u, 'delivery_options'],
  // Receiving goods from the store, or goods going to a place named before ("got a sister out in Calgary, any way for her to
  // receive stuff from you?", "a cousin over in Mumbai; can it go there?").
  [/\breceive\b.{0,25}\bfrom (?:you|u|y'?all|your (?:store|shop|site))\b|\b(?:get|order|buy) (?:stuff|things|packages?|parcels?|orders?|deliveries|anything|something) (?:from|off) (?:you|u|y'?all|your (?:store|shop|site))\b.{0,40}\b(?:in|to|there|from here|over here|abroad|overseas)\b|\b(?:(?:over|out|up|down|back|living|lives|based|moved) (?:in|to)|abroad|overseas)\b.{0,80}\b(?:can|could|will|would|does|do)\s+(?:it|they|that|this|a (?:package|parcel|gift|order|box)|packages?|parcels?|orders?|stuff|things|gifts?)\s+(?:go|get|be sent|be shipped|be delivered|be mailed|ship|travel|make it)\s+(?:there|that far|over there|out there|overseas|abroad)\b/, 'delivery_options'],
  // When the money is taken ("when does the money come off my card?", "am I charged the moment I order?").
  [/\b(?:money|payment|charge|amount|total|it)\b.{0,20}\b(?:come|comes|coming|go|goes|get taken|gets taken|taken|drawn)\s+(?:off|out of|out from|from)\s+(?:my|the)\s+(?:card|account|balance|paypal)\b/, 'check_payment_methods'],
  [/\bwhen\b.{0,40}\b(?:(?:you|u|they|y'?all)(?: guys)?(?: actually| really| usually| normally| first)? (?:charge|bill|take (?:the )?(?:money|payment))|(?:am|do|will|would) i (?:actually |really )?(?:get |be )?(?:charged|billed)|(?:card|account|paypal) (?:gets? |is |will be |be )?(?:charged|billed|debited|hit))\b|\b(?:am|do|will|would) i (?:get |be )?(?:charged|billed)\b.{0,20}\b(?:right away|immediately|straight away|the moment|as soon as|when i (?:order|buy|check out|place)|at checkout|up ?front|before (?:it|they) ships?)\b/, 'check_payment_methods'],
  // Billed now or when it ships ("if it's on backorder, do I get billed today or only once it's on its way?").
  [/\b(?:billed|charged|debited|pay|paying)\b.{0,30}\b(?:today|now|right away|immediately|up ?front|at checkout|when i order)\b.{0,20}\bor\b.{0,40}\b(?:ships?|shipped|on (?:its|it's|their) way|sent|goes out|dispatched|arrives?|in stock)\b|\b(?:backorder\w*|back[- ]order\w*|pre-?order\w*|out of stock)\b.{0,60}\b(?:billed|charged|debited|pay (?:now|today|up ?front)|take (?:the )?(?:money|payment))\b/, 'check_payment_methods'],
  // Tax and what the total comes to ("no sales tax where I live, will the final total differ from the sticker price?", "is
  // VAT included in the price?").
  // (The price, cart or checkout is named: "what will my state taxes add up to" is the shopper's own tax matter.)
  [/\b(?:sales tax|taxes|tax|vat|gst|hst|pst)\b.{0,60}\b(?:price|prices|sticker|checkout|cart|order|purchase|listed|shown|on top)\b|\b(?:price|prices|sticker price|checkout|cart)\b.{0,40}\b(?:include|includes|including|included|with|plus|add|adds|added)\b.{0,15}\b(?:sales tax|taxes|tax|vat|gst|hst)\b|\b(?:final|end|actual) (?:total|price|amount)\b.{0,30}\b(?:differ|different|more than|higher than|same as)\b.{0,30}\b(?:price|sticker|listed|shown|site|tag)\b/, 'check_payment_methods'],
  // A way of paying said first ("would a paper cheque in the post work for paying you?", "is a gift card ok at checkout?"),
  // also for the store's site ("does a visa debit card work on your site?", "will apple pay go through at your checkout?").
  [new RegExp(String.raw`\b(?:would|will|does|do|can|could|is|are)\b.{0,12}\b(?:an? |my |the )?(?:[a-z]+ )?(?:${PAYMENT})\b.{0,25}\b(?:work|do|go through|be ok(?:ay)?|be fine|be accepted|count|ok(?:ay)?|fine|accepted)\b.{0,20}\b(?:for (?:paying|payment|the order|my order|checkout)|to pay|as payment|at checkout|paying you|(?:on|at|with|for|through) (?:your|the|ur) (?:site|website|web ?site|store|shop|checkout|page|app))\b`), 'check_payment_methods'],
  // A payment that fails at the store's checkout ("checkout keeps saying my payment failed, what am I doing wrong?", "my
  // card gets declined when I try to place the order").
  [/\b(?:payment|card|transaction|order|paypal|apple pay)\b.{0,25}\b(?:failed|fails|failing|declined|rejected|(?:won'?t|didn'?t|doesn'?t|isn'?t|not) go(?:ing)? through|error)\b.{0,40}\b(?:checkout|check out|checking out|your (?:site|store|shop|website)|place (?:my|the|an) order|placing (?:my|the|an) order)\b|\b(?:checkout|check out|checking out|your (?:site|store|shop|website))\b.{0,40}\b(?:payment|card|transaction|paypal)\b.{0,20}\b(?:failed|fails|failing|declined|rejected|(?:won'?t|didn'?t|doesn'?t|isn'?t|not) go(?:ing)? through|error)\b/, 'check_payment_methods'],
  // Whether a way of paying is taken ("does checkout take Venmo?", "can I pay with Klarna?", "do you guys accept Amex?").
  [new RegExp(String.raw`\b(?:do|does|can|will|would|is)\s+(?:you|u|y'?all|your (?:store|shop|site|checkout)|the (?:store|shop|site|checkout)|checkout|it)(?: guys)?\s+(?:take|accept|support|allow|work with)\s+(?:${PAYMENT})\b|\b(?:pay(?:ing)?|settle up|check(?:ing)? ?out) (?:with|by|using|via|through|in) (?:a |my )?(?:${PAYMENT})\b`), 'check_payment_methods'],
  // Where a purchase can be sent, said with the goods first ("can this be delivered to an address in Mexico?", "can I get
  // this sent to my cousin in Vancouver?", "is there any way to get stuff shipped to Germany?").
  [new RegExp(String.raw`\b(?:${GOODS}|stuff|things|orders?|packages?|parcels?|something|anything|(?:the|my|this|that|these|those|an?) (?!(?:money|funds|cash|payment|transfer|text|message|e-?mail|letter|invitation|invite|file|photo|picture|link|form|application)s?\b)[a-z-]+)\s+(?:be\s+)?(?:delivered|shipped|sent|mailed|posted)\s+(?:over |out |all the way )?to\b`), 'delivery_options'],
  // Whether the store sends to a place ("do you send packages up to Guadalajara?", "will you guys deliver out to Maui?").
  [/\b(?:do|does|can|could|will|would) (?:you|u|y'?all|your (?:store|shop))(?: guys)? (?:ship|send|deliver|mail|post)(?:\s+(?:packages?|parcels?|orders?|stuff|things|items?|products?|gifts?|boxes|it|them|this|these))?\s+(?:to|up to|out to|over to|down to|as far as|all the way to|into)\s+(?!(?:me|us|you|him|her|them|my|your|our|the|a|an|this|that|his|their)\b)\p{L}/u, 'delivery_options'],
  // Which way of sending costs least or arrives first ("what's the cheapest way to get it delivered?", "fastest option to
  // ship this?"), and paying more for speed said the other way round ("how fast can you get it to me if I pay extra?").
  // ("what's the fastest you can ship and how much?", "quickest you guys can get it to me?")
  [/\b(?:fastest|quickest|soonest|earliest|cheapest)\s+(?:you|u|y'?all)(?: guys)?\s+(?:can|could|will|would|are able to)\s+(?:ship|send|deliver|mail|post|get (?:it|them|this|that|an? order|my order|the order|orders?|stuff|things)\s+(?:to|here|there|delivered|shipped|out))\b/, 'delivery_options'],
  [new RegExp(String.raw`\b(?:cheapest|fastest|quickest|cheaper|faster|quicker) (?:way|option|method|service)\b.{0,12}\b(?:to )?(?:(?:get|have) ${GOODS} (?:delivered|shipped|sent|mailed|here|there|to (?:me|us|her|him|them))|(?:deliver|ship|send|mail|post) ${GOODS}|delivery|shipping)\b|\bhow (?:fast|quick(?:ly)?|soon)\b.{0,40}\bif (?:i|we) (?:pay|paid|spend|spent) (?:a (?:bit|little) )?(?:extra|more)\b`), 'delivery_options'],
  // How a shopper follows a parcel and which companies carry it ("does it come with a tracking number?", "will I get an
  // email when it ships?", "how will I know when it's on the way?", "what carriers do you use?").
  [new RegExp(String.raw`\b(?:come with|comes with|get|receive|include|includes|sen[dt](?: me)?|give(?: me)?|given|have|provide)\b.{0,10}\b(?:a |an )?tracking (?:number|link|code|info\w*|email)\b|\b(?:come with|comes with|get|receive|sen[dt](?: me)?|given)\b.{0,30}\b(?:tracking (?:number|link|code|info\w*)|e-?mail|text|notification)\b.{0,25}\b(?:when|once|as soon as|after)\b.{0,20}\b(?:ships?|shipped|goes out|leaves|is sent|gets sent|is on (?:its|the) way|is out for delivery)\b|\b(?:e-?mail|text|notification|notified|update|message)\b.{0,20}\b(?:when|once|as soon as)\b.{0,20}\b(?:ships?|shipped|goes out|leaves|is sent|gets sent|is on (?:its|the) way|is out for delivery)\b|\b(?:send|give|email|text|notify)\b.{0,20}\blet (?:me|us) know\b.{0,10}\b(?:when|once|as soon as|if)\b.{0,30}\b(?:ships?|shipped|goes out|leaves|(?:is|gets) sent|(?:is|'s) on (?:its|the) way|is out for delivery|(?:is|gets|was) dispatched)\b|\bhow (?:will|would|do|can) (?:i|we) (?:know|find out|tell|see)\b.{0,10}\b(?:when|if|whether)\b.{0,30}\b(?:on (?:its|the|their) way|ships|shipped|sent out|goes out|leaves|dispatched|out for delivery|in the mail)\b|\bhow (?:do|can|would) (?:i|we|you) (?:track|follow)\b.{0,20}\b(?:something|anything|an? (?:order|package|parcel|item)|(?:my|the) (?:order|package|parcel|stuff|delivery)|orders|packages|it|them)\b|\b(?:what|which) (?:carriers?|couriers?|shipping (?:compan(?:y|ies)|services?|carriers?)|delivery (?:compan(?:y|ies)|services?))\b.{0,15}\b(?:you|u|y'?all|do you use|ship with)\b|\bwho (?:do|does) (?:you|u|y'?all)(?: guys)? (?:ship|send|deliver) (?:with|through|by)\b`), 'delivery_options'],
  // Whether orders go out at once ("are orders shipped the same day?", "how long does processing take?").
  [/\b(?:orders?|it|they|stuff|things|packages?|items?)\b.{0,15}\b(?:shipped|sent|dispatched|processed|go out|goes out|ship|ships|leave|leaves)\b.{0,10}\b(?:the )?same[- ]day\b|\bsame[- ]day (?:shipping|dispatch|processing)\b|\bhow long (?:does|do|will|would) (?:the |order |your )?processing\b|\bprocessing (?:time|times|period)\b/, 'delivery_period'],
  // Whether a payment is taken at once ("is it billed right away?", "when does my card actually get hit?"), and paying in
  // parts ("do you do installments?").
  [/\b(?:is|are|will|does|do|am|would)\s+(?:it|they|my card|the card|i|orders?|the order|my order|the payment)\s+(?:actually |really |get |be |gets? )*(?:charged|billed|debited|taken|hit)\b.{0,15}\b(?:right away|immediately|straight away|up ?front|at checkout|when|on order|at once|before|after)\b|\bwhen\b.{0,30}\b(?:card|account|paypal)\s+(?:actually |really )?(?:gets?|get|is|be)\s+(?:charged|billed|debited|hit)\b/, 'check_payment_methods'],
  [/\b(?:do|does|can|will|would)\s+(?:you|u|y'?all|i|we|your (?:store|shop|checkout)|the (?:store|shop|checkout)|checkout)(?: guys)?\s+(?:do|offer|have|allow|take|accept|use|get|pay (?:in|with|by|over))\b.{0,10}\b(?:installments?|payment plans?|financing|pay later|buy now,? pay later|layaway|split (?:the )?payments?|monthly payments?)\b|\b(?:pay|paying) (?:(?:in|over|by|with) (?:\w+ )?)?(?:installments?|monthly payments?|parts|payment plans?)\b/, 'check_payment_methods'],
  // What a return needs and gives ("do I need the original box to return something?", "I lost the receipt, can I still
  // return it?", "if I return it do I get cash or store credit?", "how long until the money is back on my card after a
  // return?", "where does the refund go?", "how many days until the refund?", "refunded within how many days?").
  // When a window of days starts ("is the 30 days counted from my order date or from the day the box lands?"): the returns
  // window, the only span of days a shopper counts from a day of their own.
  [/\b(?:days?|window|clock|deadline)\b.{0,25}\b(?:count(?:ed|s|ing)?|start(?:s|ed|ing)?|begin(?:s|ning)?|run(?:s|ning)?|tick(?:s|ing)?)\b.{0,15}\bfrom\b(?!.{0,40}\b(?:ship|shipping|dispatch)\b)/, 'check_refund_policy'],
  [/\b(?:need|have to|must|required?|without|lost|keep|kept|threw (?:out|away)|still have)\b.{0,30}\b(?:original (?:box|packaging|package|tags?|receipt)|the (?:box|packaging|tags?|receipt|label)|a receipt|(?:the )?tags?|receipt|packaging)\b.{0,30}\b(?:return|exchange|refund|send (?:\w+ )?back)\w*|\b(?:return|exchange|refund)\w*\b.{0,30}\b(?:without|need|have to|must|required?)\b.{0,20}\b(?:box|packaging|tags?|receipt)\b/, 'check_refund_policy'],
  [/\b(?:return|returns|returned|returning|send (?:\w+ )?back|refund\w*)\b.{0,40}\b(?:cash|store credit|gift card|original (?:payment|card|method)|same card|my card|credit)\b.{0,10}\bor\b|\b(?:cash|store credit|credit)\b.{0,10}\bor\b.{0,20}\b(?:refund|money back|store credit|cash)\b.{0,30}\b(?:return|send (?:\w+ )?back)\w*/, 'check_refund_policy'],
  [/\b(?:refund|refunds|money)\b.{0,25}\b(?:back (?:on|to|in|into) (?:my|the) (?:card|account|paypal)|go(?:es)? (?:back )?(?:to|on)|shows? up|appears?|lands?|hits? my)\b|\b(?:where|when|how long|how soon|how many (?:days|weeks))\b.{0,30}\b(?:refund|money back)\b|\b(?:refund(?:ed)?|money back)\b.{0,25}\b(?:how long|how soon|how many (?:days|weeks))\b|\bmoney\b.{0,30}\bafter (?:a |the |my )?(?:return|refund|sending)/, 'check_refund_policy'],
  // Money back for something bought ("cracked open the lip balm from my order and the taste is awful, any chance of getting
  // my money for it?"), a window missed ("a lamp turned up 3 weeks back, have I missed the window for second thoughts?"),
  // and goods from a clearance rack ("grabbed a sweater off the last-chance rack, is that mine for good now?").
  [/\b(?:any chance|can i|could i|is it possible|possible to|am i able to|will i|would i|do i)\b.{0,30}\b(?:get(?:ting)?|have|receive)\b.{0,6}\b(?:my |the |any )?money\b(?: back)?.{0,10}\b(?:for|on) (?:it|them|this|that|those|these|the \w+)\b|\b(?:missed|past|passed|outside|beyond|still (?:with)?in|still inside)\b.{0,10}\b(?:the |my )?(?:window(?!\s*(?:frames?|sills?|panes?|ledges?|glass|screens?|seals?|wells?|trim|casings?|boxes))|deadline|cutoff|cut-off|grace period)\b|\b(?:clearance|last[- ]chance|final[- ]sale|sale rack|markdown|marked[- ]down|discount(?:ed)? rack|outlet)\b.{0,80}\b(?:mine for good|stuck with|keep(?:ing)? (?:it|them)|for good|return\w*|send (?:it|them) back|bring (?:it|them) back|refund\w*|exchange\w*|final)\b/, 'check_refund_policy'],
  // A purchase that might not work out, and what then ("what happens if the shoes don't fit?", "what if I don't like it?",
  // "if she doesn't like it, can you change it?", "if the colour is wrong, what do I do?").
  [new RegExp(String.raw`\bwhat (?:(?:happens|then|do (?:i|we) do|can (?:i|we) do|should (?:i|we) do|are (?:my|our|the) options|are my choices)\s+)?${IF_AMISS}\b|\b${IF_AMISS}\b.{0,40}\b(?:what (?:then|now|happens|do (?:i|we) do|can (?:i|we) do|are (?:my|our) options)|(?:can|could|will|would|may) (?:i|we|you|she|he|they|it|them)\b.{0,20}\b(?:change|swap|switch|trade|exchange|return|send|refund|get (?:my |the |our )?money back|be (?:changed|swapped|exchanged|returned)))`), 'check_refund_policy'],
  // Another size or colour of what was bought ("can I trade it for a large?", "I want a different colour of the same
  // thing I bought, is that possible?").
  [/\b(?:trade|switch|swap|change|exchange)\s+(?:it|them|this|that|these|those|mine|my \w+|the \w+|these \w+|those \w+)(?: \w+)? (?:in )?for (?:a |an |another |the |one in (?:a |an )?)?(?:different |other |smaller |larger |bigger |new )?(?:size|colou?r|one|large|medium|small|x*l|xs|smaller|larger|bigger|version|pair)\b|\b(?:different|another|other) (?:size|colou?r)\b.{0,25}\b(?:(?:i|we) (?:bought|ordered|got|purchased)|same (?:thing|one|item|product))\b/, 'check_refund_policy'],
  // The team's email, phone and days ("what's your email address?", "is there someone I can email?", "what days is support
  // open?", "do you work weekends?").
  [new RegExp(String.raw`\b(?:your|the store'?s?|the shop'?s?|support'?s?|customer service'?s?|the team'?s?) (?:e-?mail(?: address)?|phone(?: number)?|number|contact(?: info\w*| details)?|support (?:e-?mail|number|line))\b|\b(?:some(?:one|body)|any(?:one|body)|a (?:person|human))\b.{0,15}\b(?:i|we) can (?:e-?mail|call|phone|text|write to|reach)\b|\bwhat (?:number|phone number|e-?mail(?: address)?|address)\b.{0,15}\b(?:can|do|should|could) (?:i|we) (?:call|reach|text|e-?mail|contact|write to|use)\b|\bwhat days\b.{0,20}\b(?:support|you|u|y'?all|the team|customer service|open|available|answer\w*)\b|\b(?:do|does|are) (?:you|u|y'?all|support|the team|customer service)(?: guys)? (?:work|open|answer|reply|respond|available)\b.{0,10}\b(?:on )?(?:the )?${OFF_HOURS}`), 'contact_customer_service'],
  // What number to call ("what digits do I dial to talk it through?", "can I ring you?").
  // "do you have a phone number?", "do you have any phone to call?": a way to reach the store, not a phone for sale.
  [/\b(?:do|does) (?:you|u|y'?all|the store|the shop)(?: guys)? (?:have|got) (?:a|an|any) (?:(?:phone|telephone|contact|support|customer service) (?:number|line)|hotline|helpline|(?:phone|telephone)\b.{0,6}\b(?:to|for) (?:call|calling|ring|reach|contact)\b|(?:phone|telephone)\b.{0,12}\b(?:i|we) (?:can|could) (?:call|ring|dial|use)\b|e-?mail(?: address)? (?:i|we) can)/, 'contact_customer_service'],
  [/\bwhat (?:digits|number|numbers)\b.{0,20}\b(?:do i|should i|can i|to|would i)\b.{0,10}\b(?:dial|call|ring|phone|text)\b|\b(?:can|could|may) (?:i|we) (?:dial|ring|phone) (?:you|u|y'?all|your (?:team|store|shop|support))\b/, 'contact_customer_service'],
  // Whom to ask ("who do I talk to?", "who should I speak with about a bulk price?", "who can I email about that?").
  // Asked bare, or about the store's own matters: "who do I go to for lost luggage" is an airline's.
  [/\b(?:who (?:do|should|can|could|would) (?:i|we) (?:(?:talk|speak|write|reach out|go|turn) (?:to|with)|contact|ask|call|email|e-mail|message|get in touch with)|who (?:handles|deals with|takes care of|looks after|is in charge of|would handle|can handle|can help with|could help with))\b(?:\s*(?:(?:something|stuff|things|an order|orders|requests?) like (?:this|that)|this|that|it|these|those))?(?:\s*(?:here|there|then|now|please))?(?:\s*[?.!]|\s*$|\s+(?:about|for|regarding) (?:this|that|it|these|those|an? (?:order|return|refund|exchange|bulk|wholesale|large|big|group|custom|corporate)|my (?:order|return|refund|package|purchase)|(?:bulk|wholesale|group|corporate) (?:orders?|pricing|prices?|discounts?|purchases?)|pricing|prices|discounts?|returns?|refunds?|shipping|delivery|payments?|your (?:store|shop|products?|prices)))/, 'contact_customer_service'],
  // How soon the team writes back ("if I email your support inbox, how long before somebody writes back?", "how quickly do
  // you answer messages?").
  [/\bhow (?:long|soon|quickly|fast)\b.{0,40}\b(?:(?:write|writes|get|gets|reply|replies|respond|responds|answer|answers|hear)\s+back|reply|replies|respond|responds|answer (?:emails?|messages?|me)|hear from)\b|\b(?:if|when) (?:i|we) (?:e-?mail|write to|message|contact) (?:you|u|y'?all|your (?:team|support|store|shop))\b.{0,40}\bhow (?:long|soon|many days)\b.{0,30}\b(?:an? )?(?:answer|reply|response)\b/, 'contact_customer_service'],
  // The team's hours ("is anybody there on Saturdays?", "are you guys open on weekends?", "what are your hours?").
  [new RegExp(String.raw`\b(?:any(?:body|one)|some(?:body|one)|people|staff|a (?:person|human)|the team|your team|support|customer service|you(?: guys)?|u guys|y'?all)\b.{0,25}\b(?:there|around|available|working|open|answering|reachable|on duty|helps?|helping|assists?)\b.{0,30}\b${OFF_HOURS}|\b(?:on|during|over|at|in the)(?: an?| the)? ${OFF_HOURS}\b.{0,30}\b(?:any(?:body|one)|some(?:body|one)|you(?: guys)?|u guys|y'?all|the team|support)\b.{0,20}\b(?:there|around|available|working|open|answer\w*|reply|replies|respond\w*)\b`), 'contact_customer_service'],
  // (Or staffed: "until what hour on Fridays is your help desk staffed?".)
  [/\b(?:what time|(?:at )?what hours?|until when|till when|(?:until|till|up to) what (?:hour|time)|how late|how early)\b.{0,40}\b(?:do|does|will|are|is)\b.{0,25}\b(?:you|u|y'?all|your|the (?:store|shop|team|support)|support|customer service|help ?desk|helpline|hotline|phone line|live chat|folks|people|staff|(?:a )?(?:real )?(?:person|human|agent|rep)|someone|somebody|anyone|anybody)\b.{0,25}\b(?:open|opens|close|closes|closed|stop|stops|start|starts|pick(?:ing)? up|answer(?:ing)?|available|online|around|staffed|manned|reachable)\b/, 'contact_customer_service'],
  [/\b(?:are|is) (?:you|u|y'?all|the (?:store|shop|team|support)|your (?:store|shop|team|support))(?: guys)? (?:open|closed)\b|\b(?:what|which) (?:are )?(?:your|the) (?:hours|opening hours|business hours|support hours|working hours|office hours)\b|\bwhat time (?:do|does) (?:you|u|y'?all|support|the team|customer service)(?: guys)? (?:open|close|answer|start|stop)\b|\b(?:customer service|customer support|support|help ?desk|helpline|hotline|phone line|live chat|the (?:store|shop|team)|your (?:store|shop|team))\b[,:]?(?: (?:it|they|that))? (?:is|are|'s|'re)? ?(?:open|opened|staffed|available|reachable) (?:at |from |until |till )?(?:what|which) (?:time|times|hours?|days?)\b/, 'contact_customer_service'],
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
