/**
 * From a shopper's need to search words. Shoppers describe situations ("I keep losing my keys, anything that could
 * help?", "something to keep my dog busy while I'm at work", "my hands crack in winter"); the catalog's own text
 * (titles, bullets: "for dry cracked hands", "keeps your dog busy") answers them once the words that only carry the
 * sentence are gone. This removes those words — a general English lexicon of pronouns, auxiliaries, request phrases,
 * generic verbs and adverbs, written for Aisle — and keeps the rest in order, constraint phrases ("under $30",
 * "in size 8") included, so the catalog search parses them as usual. No per-product or per-need rules.
 */
import { digitsForSpelledMoney, parseConstraints } from '../../catalog/index.ts';
import { americanWords } from '../../shared/lexicon/american-spelling.ts';
import { findSituations, situationKinds, stemWords } from './situations.ts';

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
  // Other words for looking for something: "i'm after a frying pan", "on the hunt for", "interested in a new chair".
  "i'm after", 'im after', 'i am after', "we're after", 'on the hunt for', 'hunting for', 'i am interested in', "i'm interested in", 'im interested in',
  'interested in buying', 'interested in getting', 'help me pick', 'help me choose', 'help me pick out',
].sort((a, b) => b.length - a.length);

/**
 * Words that carry a sentence but name no product or property: pronouns, determiners, auxiliaries and modals,
 * generic verbs (keep, help, make, get…), frequency and degree adverbs, time words of the situation. Prepositions
 * and comparison words are NOT here: they belong to constraint phrases ("under $30", "less than", "in size 8").
 */
const FILLER = new Set(`i me my mine myself we us our ours you your yours he him his she her hers it its they them their theirs this that these those
a an the some any anything something everything nothing someone somebody everyone one ones thing things stuff
literally honestly actually basically seriously totally tho lol lmao haha hahaha omg ugh yo kinda sorta gonna wanna jaja jeje
herself himself themselves yourself ourselves myself guys y'all yall instead none
am is are was were be been being do does did doing have has had having will would shall should can could may might must ought
keep keeps kept keeping help helps helping make makes making get gets getting got find finding buy buying use using try trying
want wants wanted need needs needed like likes love loves look looks looking see seeing go going goes come comes put give take
know knows knew think thinks thought guess wonder wondering sure
always never often usually constantly sometimes ever really very so too quite pretty just still already also even much many lot lots
while when whenever where there who whom whose which what why how if then than because since until though although
all every each both either neither other another such own same
yes no not don't doesn't didn't can't won't isn't aren't i'm i've i'd i'll it's that's there's what's you're we're they're
im ive shes hes theyre youre dont doesnt didnt cant wont isnt arent thats theres whats
hey hi hello ok okay well oh um uh eh hmm please thanks thank anyone
any idea ideas suggestion suggestions recommendation recommendations recommend suggest option options
day days time times today tonight tomorrow yesterday morning evening night weekend`.split(/\s+/));
/**
 * Prepositions and conjunctions. In a need they only carry the sentence ("to get better at putting without driving to
 * the golf course"), unless they start a constraint phrase ("under $30", "in size 8", "in black") or join two content
 * words ("backpack for school", "shampoo for frizzy hair"). Left in, a leading "to" or a trailing "at …" phrase reads
 * to the search as the head of the query and its describing phrase (soft-words.ts), and the wrong words are relaxed.
 */
const LINKING = new Set(`to at into onto over in on for with without of by about around from and or up off out near across through
during after before under below above between like as per via upon within but so yet`.split(/\s+/));
/** Comparison words of constraint phrases ("less than $20", "more than 4 stars"): always kept with what follows. */
const COMPARISON = new Set(['under', 'over', 'below', 'above', 'less', 'more', 'than', 'between', 'least', 'most', 'up', 'to', 'cheaper', 'max', 'maximum', 'min', 'minimum']);

/**
 * How a situation is put right, in product words: a shopper who is cold needs something warm or heated, one who is
 * hot something that cools. The state words are general English (adjectives and participles of physical discomfort);
 * the product words are the ones catalog titles use for what relieves it. Appended to the need's words, so products
 * that name the remedy rank with those that share the situation's words. No per-product or per-test entries.
 */
const REMEDIES: [RegExp, string][] = [
  [/^(?:cold|colder|freezing|frozen|chilly|chilled|shivering|icy)$/, 'warm heated'],
  [/^(?:hot|hotter|sweaty|sweating|overheating|overheated|sweltering|boiling|stuffy|humid)$/, 'cooling fan'],
  [/^(?:dark|darker|dim|gloomy)$/, 'light lamp'],
  [/^(?:noisy|loud|louder|snoring|snores|noise)$/, 'noise quiet'],
  [/^(?:sore|aching|aches|ache|achy|hurts|hurt|painful|stiff)$/, 'pain relief'],
  [/^(?:messy|cluttered|clutter|disorganized|disorganised|untidy)$/, 'organizer storage'],
  [/^(?:sleepless|insomnia)$/, 'sleep'],
];

/**
 * Problems named anywhere in a need, and what usually solves them (general household English, not a catalog's words):
 * "my shirts always come out of the suitcase wrinkled" → steamer; "the flies on our porch" → repellent, trap; "power
 * outage" → flashlight, lantern. A remedy is added to the need's words, never put in their place.
 */
const PROBLEM_REMEDIES: [RegExp, string, RegExp?][] = [
  [/^(?:wrinkled|wrinkles|wrinkly|creased)$/, 'steamer'],
  [/^(?:mold|mould|moldy|mouldy|mildew)$/, 'mold remover'],
  [/^(?:flies|gnats|mosquitos|mosquitoes|wasps|insects|bugs|ants|roaches|cockroaches|fleas|ticks)$/, 'repellent trap'],
  [/^(?:outage|outages|blackout|blackouts)$/, 'flashlight lantern'],
  [/^(?:itchy|itching|itches)$/, 'itch relief'],
  // The same word is a different problem on skin and on a device ("cracked lips" / "a cracked screen").
  [/^(?:cracked|cracking|chapped|flaky)$/, 'moisturizer balm', /\b(?:hands?|lips?|heels?|skin|feet|knuckles|face)\b/],
  [/^(?:cracked|cracks?|dropped|drops|dropping|shattered)$/, 'case protector', /\b(?:phone|tablet|ipad|kindle|fire|screen|iphone|galaxy|switch|laptop)\b/],
  [/^(?:breakouts?|pimples?|zits?|blackheads?|acne)$/, 'acne'],
  [/^(?:smear|smears|smudges?|smudged|streaks?|streaky|fingerprints?|handprints?)$/, 'cleaner'],
  [/^(?:smelly|stinky|stinks|stink|odor|odors|odour|odours)$/, 'odor eliminator'],
  [/^(?:leaking|leaks|leaky|dripping|drips)$/, 'leak repair'],
  [/^(?:slippery|slipping|slips)$/, 'non-slip'],
  [/^(?:greasy|wet|oily)$/, 'non-slip', /\b(?:floor|floors|kitchen|restaurant|shoes?|slipped|fell|fall)\b/],
  [/^(?:squeaky|squeaks|squeaking|creaky|creaks)$/, 'lubricant'],
  // "dusty pink" is a colour.
  [/^(?:dusty)$/, 'duster', /\bdusty(?!\s+(?:pink|rose|blue|green|purple|mauve|lilac|sage|teal|grey|gray|beige|brown|orange|yellow))\b/],
  [/^(?:shedding|sheds)$/, 'deshedding brush'],
  [/^(?:tangled|tangles)$/, 'organizer'],
  [/^(?:dehydrated|thirsty)$/, 'water bottle'],
  // Something to eat between meals ("stuff to munch on while he studies").
  [/^(?:munch|munching|nibble|nibbling|snacking|snacky|peckish)$/, 'snacks'],
  // Hair that breaks or is damaged wants repairing care, not a brush.
  [/^(?:breakage|breaking|snaps|snapping|brittle|damaged|frayed|fried)$/, 'repair conditioner hair mask', /\bhair\b/],
  [/^(?:bored|boredom)$/, 'toys games'],
  [/^(?:chewing|chews|chewed|eating|biting|bites|gnawing|teething)$/, 'chew toys', /\b(?:puppy|puppies|dog|dogs|pup)\b/],
  // A pet's surgery wound must not be licked or chewed: a recovery cone.
  [/^(?:spay|spayed|neuter|neutered|stitches|sutures|incision|surgery|stitched)$/, 'recovery cone', /\b(?:dog|dogs|puppy|pup|cat|cats|kitten|pet|vet)\b/],
  // A room like a sauna or an oven wants air moving.
  [/^(?:sauna|oven|furnace|sweltering|stuffy|sweatbox|greenhouse)$/, 'fan', /\b(?:room|bedroom|porch|office|house|apartment|attic|garage|upstairs|dorm)\b/],
];

/** Remedies that are a quality of a product, not a kind of one ({@link PROBLEM_REMEDIES}). */
const QUALITY_REMEDY_RE = /^(?:non-slip|warm|waterproof|cooling|quiet|soft|gentle)$/;
/** Words that may name a need but are too general to search on their own ("a gift", "something nice"). */
const GENERIC = new Set(`gift gifts present presents item items product products idea ideas nice good great cool cute fun special useful
unique best new cheap perfect awesome interesting surprise occasion birthday christmas holiday anniversary something
room house home apartment flat place dorm stuff thing things bday today tomorrow tonight week weekend month year treat
forgot forget totally secret santa elephant swap exchange limit coworkers office work turning turns turned suggestion suggestions
recommendation recommendations thoughts advice years old family drew draw drawn again in-law in-laws in-law's
coming upcoming mind blank total clue clueless invited invite inviting bring bringing small party parties celebrate celebrates celebrating
monday tuesday wednesday thursday friday saturday sunday`.split(/\s+/));
/**
 * Places a request may be for ("need something for the car", "algo para la cocina"): with only these and generic words, a
 * request is too vague to search well (a kitchen holds thousands of products), so one clarifying question comes first.
 */
const PLACES = new Set(`car truck kitchen bathroom bedroom office garden yard patio garage desk living`.split(/\s+/));
/** An age said as one word: "15-year-old", "8yo", "10yr-old". */
const AGE_WORD_RE = /^\d{1,2}(?:-?(?:years?|yrs?|yr)-?olds?|yo|yrs?)$/;
/** Who a gift is for: with only these and generic words, the request is still too vague to search. */
const RECIPIENTS = new Set(`him her them mom mum mother dad father parents wife husband girlfriend boyfriend partner friend friends brother
sister son daughter kid kids child children baby grandma grandpa grandmother grandfather teacher boss coworker colleague someone
man men woman women boy boys girl girls teen teenager gf bf bff bestie besties hubby wifey nephew niece aunt uncle cousin grandson granddaughter stepdad stepmom
father-in-law mother-in-law brother-in-law sister-in-law son-in-law daughter-in-law neighbor neighbour roommate fiance fiancee
goddaughter godson godchild godmother godfather stepdaughter stepson stepsister stepbrother
nanny nannies babysitter babysitters sitter caregiver carer tutor mentor housekeeper
neighbors neighbours coworkers colleagues teachers cousins aunts uncles nieces nephews grandparents in-laws`.split(/\s+/));

/** Words that make a request a gift request. */
const GIFT = new Set('gift gifts present presents'.split(' '));
/** Occasions a gift is for: with who it is for, they make a request a gift request too ("what could I get her for her bday"). */
const OCCASIONS = new Set('birthday birthdays bday christmas xmas anniversary valentine valentines graduation'.split(' '));

/**
 * Is a (vague) request about a gift — it names a gift, an occasion or who it is for ("I need a gift", "something for my
 * dad")? Else it is about a thing for the shopper ("something for my room"), and the clarifying question asks what kind.
 */
/** Whether the text names who a gift is for ("for my nephew", "my wife's brother", "a boy turning 12"). */
export function namesRecipient(text: string): boolean {
  const words = clean(text).match(/[\p{L}']+/gu) ?? [];
  return words.some((w) => RECIPIENTS.has(w.replace(/'s$/, '')));
}

export function isGiftTalk(text: string): boolean {
  const words = clean(text).match(/[\p{L}']+/gu) ?? [];
  return words.some((w) => GIFT.has(w) || RECIPIENTS.has(w) || /^(?:birthday|bday|christmas|xmas|anniversary|valentine'?s?|wedding|graduation|shower|santa|stocking)$/.test(w));
}

/**
 * A gift request that names who it is for and what they like ("a gift for my dad, he loves coffee"): what they like is
 * what to search — the catalog's "gifts for dad" titles would otherwise outrank every coffee product. The gift and
 * recipient words (with a "for" left hanging) are dropped; occasion words stay out too. Other requests are unchanged.
 */
function giftInterest(kept: string[], content: string[], text: string): string[] {
  // A gift is named ("a gift", "a present") or an occasion is ("what could I get her for her bday"); who it is for is
  // named, or said as "get her / him / them".
  const gift = content.some((w) => GIFT.has(w)) || (content.some((w) => OCCASIONS.has(w)) && /\b(?:get|buy|give)\b/.test(text));
  const forSomeone = content.some((w) => RECIPIENTS.has(w)) || [...text.matchAll(/\b(?:my|our|for) ([a-z-]+)/g)].some((m) => RECIPIENTS.has(m[1]!))
    || /\b(?:get|buy|give)\s+(?:her|him|them)\b/.test(text) || /\b(?:she|he|they)(?:'s|'re| is| are)? (?:really |totally )?(?:loves?|likes?|enjoys?|into|collects?|obsessed with|a fan of)\b/.test(text);
  if (!gift || !forSomeone) return kept;
  if (!content.some((w) => !GENERIC.has(w) && !RECIPIENTS.has(w))) return kept;
  // A child's age and kind stay ("dinosaurs for a 7 year old": the catalog's "for 7 year old boys").
  const out = kept.filter((w) => /^(?:year|years|old|boys|girls|kids)$/.test(w) || (!GENERIC.has(w) && !RECIPIENTS.has(w)));
  return out.filter((w, i) => !(w === 'for' && (i === out.length - 1 || /^(?:for|and|or)$/.test(out[i + 1]!))) && !(w === 'for' && i === 0));
}

/**
 * What {@link needQuery} found: `query` for search_products; `content` its content words; `vague`: too general to search;
 * `wanted`: when the shopper first tells the situation and then, in a later clause, what they want ("our heating bill
 * was insane last winter, I'd like to control the temperature from my phone"), the shopper's words of that clause.
 * `plain`: `query` without the product words of the situations the need tells (situations.ts), for weighing how well
 * the catalog backs the shopper's own words.
 */
export type NeedQuery = {
  query: string; content: string[]; vague: boolean; wanted?: string; plain: string;
  /** The kinds of product the situations it tells add to `query` (situations.ts situationKinds), most typical first. */
  kinds?: string[];
};

/** The need's content words that say what kind of thing it is: not generic ("gift", "nice", "tomorrow"), not who for. */
export function specificWords(need: Pick<NeedQuery, 'content'>): string[] {
  return need.content.filter((w) => !GENERIC.has(w) && !RECIPIENTS.has(w) && !PLACES.has(w));
}

/**
 * A later clause that says what is wanted: a clause break, then "I'd like / I want / I need / looking for …", what the
 * shopper has to buy ("… the tops are provided but I have to buy the matching trousers myself"), or a question for it
 * ("… can't bend down to tie his laces. do you have slip-on shoes for men?").
 */
const WANTED_CLAUSE_RE = /(?:[,;.!?]|\b(?:and|so|but))\s+(?:so\s+)?(?:(?:this time|this year|now|then|also|really|honestly|finally)\s+)?(?:(?:i |we |just |really |now |so )?(?:need|want)(?! to\b)|do you (?:guys )?(?:have|sell|carry|stock)(?: any)?|have you got(?: any)?|got any|are there any|is there (?:a|an|any)|i'd like|i would like|i want|i wanna|i need|we need|we want|we'd like|i'm looking for|im looking for|i am looking for|(?:i'm |i am |im )?(?:searching|shopping) for|(?:i'm|i am|im) after|looking for|i'd love|i would love|(?:she|he|they) (?:needs?|wants?|would like|'d like)|(?:she|he|they)'d like|(?:i |we )?(?:have to|need to|got to|gotta|must) (?:buy|order|purchase))\b(?:\s+to)?\s+(.{6,})$/;

/** A trailing wish after what is wanted: ", preferably a big jug", ", ideally under a foot tall", "- if possible in blue". */
const PREFERENCE_TAIL_RE = /\s*[,;(-]\s*(?:(?:and|but)\s+)?(?:preferably|ideally|if possible|better yet|best if|hopefully|if you can|even better|better(?= (?:a|an|one|if|with|in)\b))\b.*$/;

/**
 * The text without colours that say what state something is in ("the caulk is black with mold", "his skin goes red"),
 * or name a dog ("my golden chewed …"): they are not colours the shopper wants. A colour asked of the results ("ones that are black", "any that are red") stays.
 */
export function withoutStateColours(text: string): string {
  // "little black bumps on his chin", "white spots on the glasses": a colour of a symptom or a mark, not a wanted colour.
  text = text.replace(/\b(?:black|white|grey|gray|brown|yellow|green|red|pink|orange|blue|purple)(?=\s+(?:bumps?|spots?|marks?|stains?|mold|mould|patches|streaks|residue|film|gunk|scuffs?|scratches|flecks|specks|pimples?|blotches|splotches|rash|welts?|scabs?|crust|buildup|build-up|fuzz|lint)\b)/g, ' ');
  // "the pool turned my blonde hair a bit green", "the dye left his hands all blue": the state a thing was brought to, with
  // the thing between the verb and the colour. So is the colour of someone's own hair, skin or fur ("my blonde hair").
  text = text.replace(/\b((?:turned|turns|turning|went|gone|goes|made|makes|making|left|leaves|leaving|dyed|dyes|stained|stains) (?:my|his|her|their|our|your|the) (?:[a-z]+ ){1,2})(?:all |kind of |kinda |sort of |a bit |a little |slightly |really |so |totally |completely |almost |pretty much )?(?:black|white|grey|gray|brown|yellow|green|red|pink|orange|blue|purple)\b/g, '$1')
    .replace(/\b((?:my|his|her|their|our|your) )(?:blonde?|brunette|ginger|red|grey|gray|white|black|brown|dark|light)( (?:hair|skin|fur|beard|roots))\b/g, '$1$2');
  // "a copper joint below the sink is weeping", "the white grout in the shower has cracked": the colour or metal of the
  // thing that has gone wrong, not one wanted.
  text = text.replace(/\b(?:black|white|grey|gray|brown|yellow|green|red|pink|orange|blue|purple|copper|brass|bronze|chrome|silver|gold|golden)\b(?=(?:\s+[a-z'-]+){1,5}?\s+(?:is|are|was|were|keeps?|has|have|had)\s+(?:been\s+|started\s+|now\s+|always\s+|all\s+)?(?:weeping|leaking|leaky|dripping|drips|leaks|broken|broke|cracked|cracking|snapped|rusted|rusting|rusty|corroded|peeling|chipped|chipping|stained|tarnished|bent|split|torn|ripped|worn|wobbly|loose|stuck|clogged|blocked|faded|fading)\b)/g, ' ');
  // "my golden chewed a raw patch", "our golden is 12": a golden retriever, as its owners call it, doing or being
  // something — not a colour wanted (a golden necklace is named by what follows: a thing, not a verb).
  text = text.replace(/\b((?:my|our|his|her|their) )golden(?= (?:is|was|has|had|keeps|kept|loves|hates|won'?t|can'?t|doesn'?t|gets|got|needs|ate|eats|chews|licks|[a-z]+ed)\b)/g, '$1dog');
  // "his letters from the navy", "my son is in the navy": the service, not the colour. A colour it "used to be" or "has
  // been" is a state too ("the grout used to be white and now it's the colour of weak tea").
  return text.replace(/\b(?:the|us|u\.s\.|royal) navy\b(?!\s+(?:ones?|colou?r|version|blue|shade|option|pair|pairs|kind)\b)/g, ' ').replace(/(?<!\b(?:that|which|ones|ones that|any that|some that)\s+)\b(?:used to be|(?:has|have|had) been|is|are|was|were|turned|turning|turns|turn|gone|goes|go|went|got|gets|getting|stays?|stayed|staying|remains?|remained|looks?|looking|faded(?: to| into)?|fading(?: to| into)?|bleached(?: to)?|discolou?red(?: to)?)\s+(?:all\s+|kind of\s+|kinda\s+|so\s+|really\s+|a bit\s+|bright\s+)?(?:(?:dusty|light|dark|pale|hot|baby|pastel|soft|deep|muted|dusky)\s+)?(?:black|white|grey|gray|brown|yellow|green|red|pink|orange|blue|purple)\b/g, ' ');
}

/**
 * What the shopper lacks ("I don't own a single plate", "we have no curtains yet", "he doesn't have any warm clothes"):
 * that is what to search, whatever else the sentence tells. Not what is theirs ("the TVs there never have my accounts
 * logged in": a state of things, not a lack).
 */
const LACK_RE = /\b(?:(?:don'?t|do not|doesn'?t|does not|didn'?t|never|no longer|haven'?t|have not|hasn'?t|has not)\s+(?:own|owned|have|had|got|gotten)|(?:have|has|own|got)\s+(?:no|zero|nothing))\s+(?!(?:my|our|your|his|her|their)\b)(?:a single |any |a |an |one |even one |enough )?(.+?)(?=\s*[,.;!?]|\s(?:and|but|so|because|since|yet|lol|haha)\b|\s*$)/;

/** Words that may stand between who lacks something and the verb ("I still don't have", "we honestly have no"). */
const LACK_ADVERB_RE = /^(?:still|really|just|literally|even|honestly|also|basically|currently|already|actually|seriously|now)$/;

/**
 * A connector or link a device lacks ("my iphone has no headphone jack", "the car doesn't have bluetooth", "my laptop has
 * no usb-a port"): the shopper wants what works with that connector or stands in for it (lightning earbuds, an adapter,
 * a receiver), so the lack is theirs even though it is said of the device. A room's or a thing's other lacks ("the
 * bathroom has no window") name nothing to buy.
 */
const CONNECTOR_RE = /\b(?:jack|jacks|ports?|slots?|aux|input|inputs|usb(?:-?[ac])?|hdmi|bluetooth|lightning)\b/;

/**
 * What a person in the text lacks ({@link LACK_RE}): said of a person ("I", "we", "he", "my son" …, not "the bathroom has
 * no window" nor "my old one doesn't have enough holes") or a connector said of a device ({@link CONNECTOR_RE}), a thing
 * rather than "nothing but jeans", "this issue" or "nothing planned". Null when the text says no such lack. Cleaned text
 * ({@link clean}).
 */
function lackedThing(text: string): string | null {
  for (const m of text.matchAll(new RegExp(LACK_RE.source, 'g'))) {
    const before = text.slice(0, m.index).trim().split(/\s+/).filter((w) => !LACK_ADVERB_RE.test(w));
    const who = before.at(-1)?.replace(/'s$/, '') ?? '';
    const thing = m[1]!.trim();
    if (!/^(?:i|we|he|she|they|you|i've|we've|they've|you've)$/.test(who) && !RECIPIENTS.has(who) && !CONNECTOR_RE.test(thing)) continue;
    if (/^(?:but|except|other|besides|this|that|these|those|the|such|it|to do)\b/.test(thing) || /^\w+ed$/.test(thing)) continue;
    // Nothing somewhere ("I have nothing in the drawer"): no spare of what the need is about, not a lack of a drawer.
    if (/^(?:(?:longer|more|anymore|left)\s+)?(?:nothing\s+|any\s+)?(?:in|on|at|under|inside|left in|left on)\s/.test(thing)) continue;
    return thing;
  }
  return null;
}

/** Lower-case, straight apostrophes, spelled amounts as digits, order numbers and emails out. */
function clean(text: string): string {
  // "under twenty dollars" → "under 20 dollars" before the filler words go: "under" is kept only before a figure, and a
  // bare "twenty dollars" left behind is no bound (measured: "a good hand cream under twenty dollars" showed $26). Only
  // amounts said with a money word: "stuck between two holes" is no price, and "a tenner max" is read by the search.
  // "I don't want to spend more than $30", "without paying over 40": an upper price bound, said before the request words
  // ("i don't want") are taken out.
  // "not allowed to drill", "can't put nails in the walls": a thing the shopper may not do is no search word.
  // "pitch black" / "pitch dark" is an idiom for dark, never the colour; "do the dishes" is a chore, not dishes wanted. A bag that "goes across the body" is a crossbody.
  // British everyday words are the American ones catalog titles use ("telly" → "tv", "biro" → "pen").
  // "every single year" is "every year"; "this year", "every week" only say when ("a 7 year old" says who).
  return ` ${americanWords(digitsForSpelledMoney(text.toLowerCase().replace(/[’‘]/g, "'"))).replace(/\b(?:(?:i|we) )?(?:(?:don'?t|do not|won'?t|will not|can'?t|cannot|would rather not|'d rather not|rather not)(?: really)?(?: (?:want|wanna|plan|intend|mean|like))?(?: to)?|without) (?:spend(?:ing)?|pay(?:ing)?|go(?:ing)?|be spending|be paying) (?:more than|over|above|beyond)\s+(?=[$€£¥]?\s?\d|(?:a |one |two |three |four |five |ten |twenty |thirty |forty |fifty |sixty |seventy |eighty |ninety |hundred))/g, ' under ').replace(/\b(?:(?:i'm |we're |i am |we are )?not allowed to|(?:i |we )?(?:can'?t|cannot|may not|mustn'?t)|not supposed to|no) (?:drill|drilling|nail|nails|screw into|put (?:holes|nails|screws) in)\b(?: (?:into |in )?(?:the |my |our )?walls?)?/g, ' ').replace(/\bpitch[- ](?:black|dark)\b/g, 'dark').replace(/\b(?:do|does|did|doing|done|wash|washes|washed|washing) the dishes\b/g, 'dishwashing').replace(/\b(?:that |which )?(?:goes|go|going|worn|wear|sits|sit|hangs|hang|slung|carried) (?:across|over) (?:the|my|your|his|her) (?:body|chest)\b/g, ' crossbody ').replace(/\bevery single\b/g, 'every').replace(/\b(?:this|every|each|next|last|a|per|the whole|all) (?:year|month|week)\b(?![- ]old)/g, ' ').replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ').replace(/\s+/g, ' ')} `;
}

/**
 * Specificity (situations.ts: trigger words, plus 2 for a context) from which a situation's kinds join a need that a
 * remedy already answers: a trigger of four words, or of two with a context.
 */
export const STRONG_SITUATION = 4;

/**
 * Specificity (situations.ts findSituations) from which the kinds a situation adds are what the products shown should
 * name (NeedQuery.kinds): a trigger of four words, or of two with a context. Measured on the conversation files: with
 * weaker situations, one trigger word ("gooey", "indoors") put unrelated kinds first (science kits for a campfire dessert).
 */
const KINDS_FIRST_SPECIFICITY = 4;

/**
 * Search words for a need: request phrases and filler words removed, the rest kept in order (constraint phrases too).
 * `vague` when nothing but generic words (and who it is for) is left: "I need a gift", "any ideas for my dad?".
 */
export function needQuery(text: string): NeedQuery {
  // What the shopper does not want instead ("… make the tortillas myself instead of buying the sad store ones").
  let s = clean(text).replace(/\s(?:instead of|rather than)\s[^,;.!?]*/g, ' ');
  for (const p of REQUEST_PHRASES) s = s.replaceAll(` ${p} `, ' ').replaceAll(` ${p}?`, ' ').replaceAll(` ${p},`, ' ');
  // A lower bound denied is an upper bound ("nothing over $15", "no more than $15"): said so before the filler words go.
  s = s.replace(/\b(?:nothing|none|not anything|nothing that costs|not|no)\s+(?:over|above|more than)\s+(?=[$€£¥]?\d)/g, 'under ');
  // An amount to spend is a cap ("got about $15 to spend", "i have like 30 dollars to spend"): said so before "got",
  // "have" and "to" go as filler.
  s = s.replace(/\b(?:(?:i'?ve\s+|i\s+|we\s+|we'?ve\s+)?(?:got|have|has)\s+)?(?:about|around|like|roughly|maybe|only|just)?\s*([$€£¥]\s?\d[\d.,]*|\d[\d.,]*\s*(?:dollars|bucks|euros|pounds|usd))\s+(?:to spend|to play with|max|tops)\b/g, ' under $1 ');
  // Who the situation is about ("me and my brother are starting a podcast", "my sister keeps…") is not what to search
  // for (and "brother" would read as the Brother brand); who a gift is for ("for my son") stays.
  // (Taken out after the rest, below: the situations still read who it is about — "my nephew … loves anything with
  // wheels" is a child's.)
  const withoutWho = (t: string) => t.replace(/(?<!\bfor) (?:my|our) ([a-z]+)\b(?:'s\b)?/g, (x, w: string) => (RECIPIENTS.has(w) && !/^(?:baby|kids?|child|children|man|men|woman|women|boys?|girls?)$/.test(w) ? ' ' : x));
  // A colour that says what state something is in ("the caulk is black with mold", "my whites turned grey") is not a
  // colour the shopper wants.
  s = withoutStateColours(s);
  // "hand him a few new rubs", "hand it over": the verb, not the hand a cream or a glove is for.
  s = s.replace(/\bhand(?:s|ed|ing)?\s+(?=(?:him|her|them|me|us|it|over|out|back)\b)/g, ' ');
  // A fan of something is its enthusiast ("she's a big Michael Kors fan", "a huge fan of Star Wars"), not a fan that
  // moves air: the thing is what to search.
  s = s.replace(/\b((?:he|she|they|i|you|we)(?:'s|'re|'m| is| are| am| was| were)?)\s+(?:a |an )?(?:big|huge|massive|giant|total|die-?hard|biggest|major|super|such an?|real)\s+((?:[\p{L}\p{N}'&.-]+\s+){1,3}?)fans?\b/gu, ' $1 $2 ')
    .replace(/\b(?:a |an )?(?:(?:big|huge|massive|giant|total|die-?hard|biggest|major|super|real)\s+)?fans?\s+of\b/g, ' ');
  // A shopper's height says which fit of clothes they need ("I'm 4'11\" and every pair of work pants drags").
  s = withHeightFit(s);
  // A bra size says the kind ("I'm a 36DD, everything bounces when I run" → a bra).
  s = withBraSize(s);
  // What the shopper is tired of is what they do not want ("everyone is tired of novels" → "without novels"), which
  // search ranks against.
  s = s.replace(/\b(?:tired|sick|fed up|done|over)\s+(?:of|with)\s+(?:all\s+|the\s+|those\s+|these\s+|reading\s+|eating\s+|wearing\s+)?([a-z-]{3,})\b/g, ' without $1 ')
    .replace(/\b(?:not|no more)\s+(?:any\s+)?(?:made[- ]up|fake|fictional)\s+(?:ones|stories|books)\b/g, ' without fiction ');
  // What the product must not have is said with "without", which search ranks against ("a toothpaste with no fluoride
  // in it" → "toothpaste without fluoride").
  // (So is what the shopper is told to wear nothing with: "the surgeon says nothing with wires for six weeks".)
  s = s.replace(/ (?:with|contains?|containing) (?:no|zero) /g, ' without ').replace(/ (?:without any|free of|free from) /g, ' without ')
    .replace(/ (?:nothing|no ?thing) with (?!(?:me|us|him|her|them|it|you|this|that)\b)/g, ' without ')
    // "a plain hoodie, no huge logos", "the rule is strict: no sneakers": a clause of its own that says what the product
    // must not have.
    .replace(/([,:;]) (?:no|nothing with|not with) (?!(?:idea|ideas|clue|more|less|longer|worries|rush|problem|thanks|way|matter|one|need|pressure|budget|limit|preference)\b)/g, '$1 without ');
  const story = s;
  s = withoutWho(s);
  // Words that tell when, where, how old and how many, and what the problem befell, are not search words (the situation
  // and remedies still read them in `s`).
  const places = placeNames(text);
  const tokens = (withoutIncidentals(s).match(/\$?[\p{L}\p{N}][\p{L}\p{N}'.$%-]*|[$€£¥]\s?\d[\d.,]*/gu) ?? []).filter((w) => !places.has(w));
  const words = linkingOut(tokens.map((w) => w.replace(/[.'-]+$/, '')).filter((w) => w && !FILLER.has(w) && !FILLER.has(w.replace(/'s$/, ''))));
  const remedied = withRemedies(s, words);
  // The kinds of products that serve the situations the need tells (situations.ts: "starting CrossFit classes" → cross
  // training shoes), after its words — when no remedy answers it already: a remedy is said of this very state, a
  // situation is wider. They rank products; what is vague, and how well the catalog backs the need, stays the
  // shopper's own words' (`plain`).
  // (A remedy that is only a quality — "non-slip" for a greasy floor — answers no kind: the situation's kinds still do.)
  // A situation told in many words ("cold air coming in around the window", specificity STRONG_SITUATION or more) is more
  // than the state a remedy answers ("cold" → warm) when it tells that very state: its kinds are added too.
  const added = remedied.slice(words.length).every((w) => QUALITY_REMEDY_RE.test(w)) || situationOverRemedy(story, words) ? situationKinds(story, words) : { kinds: [], specificity: 0, named: [], owned: [] };
  // The most typical kind last: the search reads the last word of a query's first phrase as the kind of product wanted.
  const situation = [...added.kinds].reverse().flatMap((k) => k.split(/\s+/));
  // Told well enough, the situation's kinds are what titles should name (a trigger of four words, or of two with a context).
  const kinds = added.specificity >= KINDS_FIRST_SPECIFICITY && added.kinds.length ? added.named : [];
  const finish = (ws: string[]) => withContainer(clean(text), withRecipientKind(s, withChildKind(s, ws), clean(text)));
  const own = finish(remedied);
  // Told well, the situation's kinds replace what the shopper says they have ("my only footwear is a pair of running
  // trainers" for a new office job: oxfords, not running shoes).
  const had = new Set(kinds.length ? added.owned : []);
  const kept = situation.length ? finish([...remedied.filter((w) => !had.has(w)), ...situation]) : own;
  const content = own.filter((w) => /\p{L}/u.test(w) && w.length > 1 && !/^(?:under|over|below|above|less|more|than|between|and|or|to|from|at|least|most|up|in|on|for|with|without|of|by|about|around|size|for)$/.test(w));
  // "something for the car": only a place is named.
  const forPlace = /\b(?:something|anything|stuff|things?|ideas?)\s+(?:for|in)\s+(?:the|my|our)\s+\w+\s*$/.test(s.replace(/[?!.]+/g, ' ').trim());
  // "my wife's brother": a recipient said with whose.
  const recipient = (w: string) => RECIPIENTS.has(w) || RECIPIENTS.has(w.replace(/'s$/, ''));
  // An age said as one word ("a 15-year-old", "my 8yo") tells whom, not what.
  const generic = (w: string) => GENERIC.has(w) || GENERIC.has(w.replace(/'s$/, '')) || AGE_WORD_RE.test(w);
  const vague = content.every((w) => generic(w) || recipient(w) || (forPlace && PLACES.has(w)) || /^(?:dollars?|bucks|usd)$/.test(w));
  // What follows "preferably" / "ideally" is a wish, not what is wanted ("oil for frying, preferably a big jug").
  const clause = WANTED_CLAUSE_RE.exec(clean(text).trim())?.[1];
  const head = clause?.replace(PREFERENCE_TAIL_RE, '');
  const wanted = head && head.length >= 6 ? head : clause;
  // "nothing (cute) to wear" lacks an outfit.
  const lacked = lackedThing(clean(text))?.replace(/\bto wear\b/, 'outfit').replace(/\s(?:in|for|since)\s+(?:\d+|a|ages|years|months|forever|ever|a while|long)\b.*$/, '');
  // A situation told in many words says more than the thing lacked ("no outlet in my hallway … something that turns on by
  // itself when I walk by": a motion sensor light, not an extension cord).
  if (lacked && !/\b(?:idea|clue|time|money|budget|room|space|luck)\b/.test(lacked) && !findSituations(s).some((f) => f.specificity >= STRONG_SITUATION)) {
    const inner = needQuery(lacked);
    // Whom it is for stays ("girls night … nothing cute to wear": women's).
    const query = withRecipientKind(clean(text), inner.query.split(' '), clean(text)).join(' ');
    if (inner.content.length && !inner.vague) return { ...inner, query, ...(wanted ? { wanted } : {}) };
  }
  // "need a new hoodie": new is what any product is, not a word titles say ("New Balance", "new baby" stay).
  // (In a short request only: in a story, "a new project", "a new hip" are what it is about.)
  const notNew = (ws: string[]) => ws.length > 4 ? ws : ws.filter((w, i) => !((w === 'new' || (w === 'brand' && ws[i + 1] === 'new')) && i + 1 < ws.length && !NEW_NAMES_RE.test(ws[w === 'brand' ? i + 2 : i + 1] ?? '')));
  const queryOf = (ws: string[]) => (vague ? ws : giftInterest(notNew(ws), content, clean(text))).join(' ').replace(/\s+/g, ' ').trim();

  return {
    query: queryOf(kept), plain: queryOf(own), content, ...(kinds.length ? { kinds } : {}),
    vague: vague && !content.some((w) => !generic(w) && !recipient(w) && !(forPlace && PLACES.has(w))), ...(wanted ? { wanted } : {}),
  };
}

/** Words after "new" that make a name or a situation with it ("New Balance", "new baby", "New Year"), not an adjective. */
const NEW_NAMES_RE = /^(?:balance|york|zealand|mexico|jersey|orleans|england|hampshire|year|years|year's|born|newborn|baby|babies|puppy|kitten|job|home|house|apartment|flat|place|mom|mum|dad|parents?|school|city|town|country|wave|edition|release|testament|age|world|moon|look|hire|grad)$/;

/** Is this word part of a constraint phrase's value (a number, an amount, a size or colour word)? */
function constraintValue(w: string | undefined): boolean {
  if (!w) return false;
  if (/^[$€£¥]?\d/.test(w) || /^(?:size|sizes|small|medium|large|xl|xxl|xs|stock)$/.test(w) || COMPARISON.has(w)) return true;
  const c = parseConstraints(`in ${w}`);
  return c.colors.length > 0 || c.sizes.length > 0;
}

/**
 * The need's words without the prepositions and conjunctions that only carry the sentence (see {@link LINKING}): kept
 * when they start a constraint phrase or join two content words, dropped at either end and next to another linking word.
 */
function linkingOut(words: string[]): string[] {
  const content = (w: string | undefined) => w !== undefined && !LINKING.has(w) && !COMPARISON.has(w);
  return words.filter((w, i) => {
    if (COMPARISON.has(w) && constraintValue(words[i + 1])) return true;
    if (!LINKING.has(w)) return true;
    if (constraintValue(words[i + 1])) return true;
    // "without fluoride" says what the product must not have; "without spilling coffee" says what it is for.
    if (w === 'without') return content(words[i + 1]) && !/ing$/.test(words[i + 1]!);
    return content(words[i - 1]) && content(words[i + 1]) && /^(?:for|with|and|or|of)$/.test(w);
  });
}

/** Words that make a message about clothes, where a shopper's height decides the fit ({@link withHeightFit}). */
const GARMENT_RE = /\b(?:pants|trousers|jeans|slacks|chinos|leggings|joggers|sweatpants|inseam|dress|dresses|skirt|jumpsuit|overalls|coat|coats|jacket|jackets|shirt|shirts|t-shirts?|tees?|hoodies?|sweatshirts?|sweaters?|sleeves?|clothes|clothing|outfit|suit|suits|scrubs|pajamas|robe|wetsuit)\b/;
/**
 * A bra size (US/UK band 28–48 and cup AA–H, written together: "36DD", "a 32B") said in a message that names no bra: the size
 * names the kind, so "bra" follows it ("I'm a 36DD and everything bounces" → "… 36dd bra …"). Other text is unchanged.
 * Source: the band and cup letters of US and UK sizing charts.
 */
export function withBraSize(text: string): string {
  if (/\bbras?\b|\bbralettes?\b/.test(text)) return text;
  return text.replace(/\b(?:2[89]|3\d|4[0-8])(?:aa|a|b|c|d|dd|ddd|e|f|ff|g|h)\b(?![-'’]\w)/, (m) => `${m} bra`);
}

/**
 * The shopper's height, said in feet and inches ("4'11\"", "5 ft 2", "6 foot 4") or metres ("1.50 m", "1,52m", "152 cm"),
 * replaced in a message about clothes by the fit it calls for: "petite" at 5'4" (163 cm) and under — the height US
 * petite sizes are cut for — and "tall" from 6'2" (188 cm), where US men's tall sizes start (5'9", 175 cm, when the
 * message speaks of a woman). Other messages, and heights in between, are unchanged but for the height itself.
 */
export function withHeightFit(text: string): string {
  if (!GARMENT_RE.test(text)) return text;
  const woman = /\b(?:women'?s?|woman|ladies|lady|she|her|girl|girls|wife|daughter|mom|mother|sister)\b/.test(text);
  const fit = (cm: number) => (cm <= 163 ? ' petite ' : cm >= (woman ? 175 : 188) ? ' tall ' : ' ');
  return text
    .replace(/\b([4-7])\s*(?:'|ft\b|feet\b|foot\b)\s*(?:(\d{1,2})\s*(?:"|''|in\b|inches\b)?)?(?=[\s,.;!?]|$)/g, (x, ft: string, inch?: string) => fit(Math.round((Number(ft) * 12 + Number(inch ?? 0)) * 2.54)))
    .replace(/\b1[.,]([4-9]\d)\s*(?:m|mt|mts|meters?|metres?|metros?|mètres?|meter|metri)\b/g, (x, cm: string) => fit(100 + Number(cm)))
    .replace(/\b(1[4-9]\d)\s*cm\b/g, (x, cm: string) => fit(Number(cm)))
    // A height in metres said without the unit ("he measures 1,98", "I'm 1.52").
    .replace(/\b(measures?|measuring|i'm|im|i am|he's|he is|she's|she is|is|am|stands?)\s+1[.,]([4-9]\d)\b(?![.,]?\d)/g, (x, verb: string, cm: string) => `${verb}${fit(100 + Number(cm))}`);
}

/**
 * A state said of someone or something ("I'm freezing", "my feet are always cold", "the room gets too hot"): the state
 * word follows a linking verb, with at most two degree adverbs between. "Keep my coffee hot" wants the state, not its remedy.
 */
const STATE_RE = /\b(?:i'm|im|i am|we're|we are|i get|we get|i feel|feel|feels|feeling|is|are|gets|getting|get|goes|go|stays|keeps being)\s+(?:(?:always|so|too|very|really|super|constantly|often|usually|still|pretty|quite|freaking|kind of|kinda)\s+){0,2}([a-z]+)/g;

/**
 * Parts of the body, what keeps each warm, and what relieves each when sore — general English clothing and care words
 * (a closed class: the parts of the body), not a catalog's. A cold part wants what is worn on it; a sore one what is made
 * for it. `null`: no specific remedy (the general one of {@link REMEDIES} stays).
 */
const BODY_PARTS: ReadonlyArray<readonly [RegExp, string | null, string | null]> = [
  [/^(?:feet|foot|toes)$/, 'warm slippers socks', 'insoles cushioned'],
  [/^(?:hands?|fingers)$/, 'warm gloves', null],
  [/^(?:ears|head)$/, 'warm beanie hat', null],
  [/^(?:neck)$/, 'warm scarf', 'neck pillow'],
  [/^(?:back|lower back)$/, null, 'back support'],
  [/^(?:knees?)$/, null, 'knee brace'],
];
const BODY_PART_RE = /\b(feet|foot|toes|hands?|fingers|ears|head|neck|back|knees?)\b/g;
const COLD_WORD_RE = /^(?:cold|colder|freezing|frozen|icy|chilly|numb|ice)$/;
const SORE_WORD_RE = /^(?:sore|aching|aches|ache|achy|hurts?|hurting|painful|pain|killing)$/;

/**
 * The remedy words for a part of the body said to be cold or sore in the text: the state within three words after the
 * part ("my feet are always cold", "his feet are freezing") or right before it ("freezing feet", "sore knees").
 * Returns [] when no part is said to be in such a state.
 */
function bodyRemedies(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(BODY_PART_RE)) {
    const part = BODY_PARTS.find(([re]) => re.test(m[1]!));
    if (!part) continue;
    const after = text.slice(m.index! + m[0].length).match(/^(?:\s+[a-z']+){1,4}/)?.[0].trim().split(/\s+/) ?? [];
    const before = text.slice(0, m.index).trim().split(/\s+/).slice(-2);
    // "back" only as the back of the body: "my back hurts", "lower back pain" (not "send it back", "back to school").
    if (m[1] === 'back' && !/\b(?:my|his|her|your|lower|upper|their)\s+$/.test(text.slice(0, m.index))) continue;
    const near = [...before, ...after.slice(0, 3)];
    const remedy = near.some((w) => COLD_WORD_RE.test(w)) ? part[1] : near.some((w) => SORE_WORD_RE.test(w)) ? part[2] : null;
    if (remedy) for (const r of remedy.split(' ')) if (!out.includes(r)) out.push(r);
  }
  return out;
}

/**
 * The need's words with the remedy of each uncomfortable state the text says someone is in ({@link REMEDIES}) and of each
 * problem it names ({@link PROBLEM_REMEDIES}), once each.
 */
function withRemedies(text: string, words: string[]): string[] {
  const extra = new Set<string>();
  // A body that is stuffy, hot or cold with a cold ("so stuffy she can't blow her nose") is not a room to cool or warm.
  const illness = /\b(?:nose|nasal|congest\w*|sinus\w*|fever\w*|flu|cough\w*|sick)\b/.test(text);
  // A part of the body that is cold, hot or sore is put right by what is worn on it or made for it ("my feet are
  // always cold" → slippers, socks), not by a heater: that remedy replaces the general one.
  const worn = illness ? [] : bodyRemedies(text);
  for (const r of worn) if (!words.includes(r)) extra.add(r);
  for (const m of text.matchAll(STATE_RE)) {
    if (illness || worn.length) continue;
    for (const [re, remedy] of REMEDIES) if (re.test(m[1]!)) for (const r of remedy.split(' ')) if (!words.includes(r)) extra.add(r);
  }
  for (const remedy of problemRemedySources(text, words).values()) for (const r of remedy) extra.add(r);
  return extra.size ? [...words, ...extra] : words;
}

/** Each word of a need that names a problem ({@link PROBLEM_REMEDIES}) with its remedies the words do not have yet. */
function problemRemedySources(text: string, words: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  // "breaking out on his forehead" is acne.
  const said = /\bbreak(?:ing|s)? out\b/.test(text) ? [...words, 'breakouts'] : words;
  for (const w of said) {
    for (const [re, remedy, context] of PROBLEM_REMEDIES) {
      if (!re.test(w) || (context && !context.test(text))) continue;
      const add = remedy.split(' ').filter((r) => !words.includes(r));
      if (add.length) out.set(w, [...(out.get(w) ?? []), ...add]);
    }
  }
  return out;
}
/**
 * Whether a situation told in many words (specificity {@link STRONG_SITUATION} or more) is the very thing a remedy was
 * found for: its trigger has the word that named the state or the problem ("cold air coming in" has "cold", "turns into
 * an oven" has "oven"), so it reads that word more fully than the remedy — not a wider situation beside the problem
 * ("the flies on the porch … can't even eat outside").
 */
function situationOverRemedy(text: string, words: string[]): boolean {
  // (A part of the body said to be sore or cold is a state too: "my neck hurts because the screen … sits way too low".)
  const parts = bodyRemedies(text).length ? [...text.matchAll(BODY_PART_RE)].map((m) => m[1]!) : [];
  const sources = new Set([...[...text.matchAll(STATE_RE)].map((m) => m[1]!), ...problemRemedySources(text, words).keys(), ...parts].flatMap((w) => stemWords(w)));
  return findSituations(text).some((f) => f.specificity >= STRONG_SITUATION && f.said.some((w) => sources.has(w)));
}

/**
 * A thing asked for by what it must hold ("something to carry bottles, diapers and a spare outfit", "something nicer to
 * keep them in", "something to send them home with their candy in"): a container — a bag to carry, a box to keep or
 * store in, an organizer to organize with. General English; the catalog's words then pick which bag, box or organizer.
 */
const CONTAINER_RES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(?:something|anything|a thing|stuff)\s+(?:\w+\s+){0,2}to\s+(?:carry|haul|tote|lug)\b/, 'bag'],
  [/\b(?:something|anything|a thing)\s+(?:\w+\s+){0,2}to\s+(?:keep|store|put|hold|stash|organi[sz]e)\s+(?:\w+\s+){0,6}in\b/, 'box'],
  [/\b(?:something|anything)\s+(?:\w+\s+){0,2}to\s+send\s+(?:\w+\s+){0,6}(?:home )?with\b.*\bin\b/, 'bags'],
  // "something to organize all that", "anything for sorting them": an organizer.
  [/\b(?:something|anything|a thing)\s+(?:\w+\s+){0,2}(?:to|for)\s+(?:organi[sz]e|organi[sz]ing|sort|sorting|tidy|tidying)\b/, 'organizer'],
];
function withContainer(text: string, words: string[]): string[] {
  let kind = CONTAINER_RES.find(([re]) => re.test(text))?.[1];
  // A box to keep letters, photos or mementos in is a keepsake box.
  if (kind === 'box' && /\b(?:letters|photos|pictures|photographs|memories|mementos|keepsakes|cards|postcards|momentos)\b/.test(text)) kind = 'keepsake box';
  return kind && !words.some((w) => /^(?:bags?|box(?:es)?|case|cases|organi[sz]ers?|containers?|holders?|storage|chests?|totes?)$/.test(w)) ? [...words, ...kind.split(' ')] : words;
}

/** Grown-ups a request is for, by whom catalog titles sell to ("Men's", "Women's"). */
const MAN_FOR_RE = /\bfor (?:my|our|his|her|your|a) (?:husband|hubby|boyfriend|bf|dad|father|brother|grandpa|grandfather|uncle|fiance|father-in-law|brother-in-law|stepdad|son-in-law|boss|man|guy)\b/;
/** A grown man or woman the need is about ("my husband is 6'5", "my dad's hoodies"), for clothes ({@link withRecipientKind}). */
const MAN_ABOUT_RE = /\b(?:my|our) (?:husband|hubby|boyfriend|bf|dad|father|brother|grandpa|grandfather|fiance|father-in-law|stepdad)\b|\b(?:guys'?|boys'?) (?:night|trip|weekend)\b|\bbachelor party\b/;
const WOMAN_ABOUT_RE = /\b(?:my|our) (?:wife|wifey|girlfriend|gf|mom|mum|mother|sister|grandma|grandmother|fiancee|mother-in-law|stepmom)\b|\b(?:girls'?|ladies'?) (?:night|trip|weekend|day out|night out)\b|\bbachelorette\b/;
const WOMAN_FOR_RE = /\bfor (?:my|our|his|her|your|a) (?:wife|wifey|girlfriend|gf|mom|mum|mother|sister|grandma|grandmother|aunt|fiancee|mother-in-law|sister-in-law|stepmom|daughter-in-law|lady|woman)\b/;

/** Nothing (nice) to wear: clothes are the need. */
const NOTHING_TO_WEAR_RE = /\bnothing (?:\w+ ){0,2}to wear\b|\bwhat (?:to|should i|do i) wear\b/;

/**
 * The need's words with whom a grown-up's product is sold to ("a plain hoodie for my boyfriend" → "… men"): catalog
 * titles name it ("Men's Pullover Hoodie"), and a women's hoodie is not what the shopper wants. Only when the request
 * names one of them and no child's age, names the product (not "something", "a gift"), and the words name nobody already.
 */
function withRecipientKind(text: string, words: string[], full = text): string[] {
  // Clothes that do not fit "my husband" or "my dad" are men's clothes; "my wife"'s, women's.
  // Or the words the need reads as (a remedy or a situation: "her feet are freezing" → slippers).
  const clothes = (GARMENT_RE.test(full) || NOTHING_TO_WEAR_RE.test(full) || GARMENT_OR_SHOE_RE.test(words.join(' '))) && !CHILD_AGE_RE.test(full);
  const man = MAN_FOR_RE.test(text) || (clothes && MAN_ABOUT_RE.test(full) && !WOMAN_ABOUT_RE.test(full));
  const woman = WOMAN_FOR_RE.test(text) || (clothes && WOMAN_ABOUT_RE.test(full) && !MAN_ABOUT_RE.test(full));
  // A gift by what they like ("something for my sister, she loves cats") searches what they like, not by whom.
  if (man === woman || CHILD_AGE_RE.test(text) || /\b(?:something|anything|ideas?|gifts?|presents?|stuff|things?)\b/.test(text)) return words;
  if (words.some((w) => /^(?:m[ae]n|m[ae]n's|wom[ae]n's|wom[ae]n|mens|womens|boys?|girls?|kids?|child|children|unisex|ladies|baby|toddlers?)$/.test(w))) return words;
  return [...words, man ? 'men' : 'women'];
}

/** A child's age ("my 8 yr old", "for her 6-year-old", "my 10 yo"): the number of years. */
const CHILD_AGE_RE = /\b(\d{1,2})[- ]?(?:yrs?|years?|y\/?o)\b(?:[- ]old)?/;

/**
 * The need's words with who a child is in the words catalog titles use for children's products ("boys", "girls", "kids",
 * "baby" for an age in days, weeks or months):
 * a need about "my 8 yr old" who "blows out the knees on every pair of jeans he owns" wants boys' jeans. Only for an
 * age under 13 (a teen's or an adult's age says nothing of the kind), and only once. "He/his/son" make it boys,
 * "she/her/daughter" girls; neither or both add nothing ("a toy for a 5 year old" already reads as a child's).
 */
function withChildKind(text: string, words: string[]): string[] {
  // An age in days, weeks or months ("our 3 week old", "a 6-month-old") is a baby's.
  const baby = /\b\d{1,2}[- ]?(?:days?|weeks?|wks?|months?|mos?)[- ]old\b/.test(text);
  if (baby) return words.some((w) => /^(?:baby|babies|infants?|newborns?|toddlers?)$/.test(w)) ? words : [...words, 'baby'];
  const age = Number(CHILD_AGE_RE.exec(text)?.[1] ?? NaN);
  if (!(age >= 1 && age <= 12)) return words;
  const boy = /\b(?:he|him|his|he's|son|boy|grandson|nephew|stepson)\b/.test(text);
  const girl = /\b(?:she|her|hers|she's|daughter|girl|granddaughter|niece|stepdaughter)\b/.test(text);
  if (boy === girl) return words;
  const kind = boy ? 'boys' : 'girls';
  return words.some((w) => /^(?:boys?|girls?|kids?|child|children|toddlers?|youth|boy's|girl's|kid's|boys'|girls')$/.test(w)) ? words : [...words, kind];
}

/** Names of months and weekdays ("may" only as a month: "in May", "May 3rd"). */
const CALENDAR_RE = /\b(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|aug|sept?|oct|nov|dec|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?<=\b(?:in|by|since|until|till|next|last|early|late|mid|this|before|after)\s)may|may(?=\s+\d))\b/g;
/** A clock time, a day of the month, a year or a decade said as when ("6:30", "3am", "the 14th", "since 2015", "from the 90s"). */
const DATE_RE = /\b\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)(?=\W|$)|\b\d{1,2}:\d{2}\b|\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b(?!\s+(?:grade|grader|graders|birthday|anniversary|bday))|\b(?<=(?:since|in|from|back in|until|till|around)\s)(?:19|20)\d{2}\b(?!\s*(?:-|to)\s*(?:19|20)?\d{2})|\b(?<=(?:since|from|in|back in)\s)the\s+(?:'|19)?[5-9]0'?s\b/g;
/**
 * How long, how often or how far ("for 10 days", "3 times this month", "after 5 miles", "twice", "2 weeks ago"); not an
 * age ("a 6 month old"), and not how long something lasts or how soon it gives out ("it gets cold in ten minutes", "the
 * battery dies after 2 hours", "lasts for 3 days"): that is the property wanted, which titles state ("12 Hour Heat
 * Retention", "40H playtime").
 */
const SPAN_RE = /(?<![\d-]\s?)(?<!\b(?:cold|cool|cools|cooled|warm|hot|down|dies?|died|dead|drains?|drained|lasts?|lasted|melts?|melted|flat|wears? off|wore off)\s+(?:in|after|within|for)\s+(?:(?:about|like|only|just|under|less than)\s+)?)\b(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple(?: of)?|several|many)\s+(?:seconds?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|wks?|months?|years?|yrs?|times?|miles?|laps?|km|kms|steps?)\b(?![- ](?:old|olds)\b)(?:\s+ago\b)?|\b(?:once|twice)\b/g;
/**
 * Someone's age said as a bare number ("she's 72", "I'm 52", "the kids are 8 and 11", "kids under 10"): not what to
 * search, and a bare number reads as a size or a price ("kids under 3"). An age said as "N year old" stays, whoever it
 * is said of: toys and books are titled by age ("for kids aged 7-12", "8 year old girl gifts"), a thing's age says it is
 * worn out ("our bed is 12 years old"), and "my 15 year old" is the only word for who it is for. So does the age someone
 * turns ("a boy turning 12"): a birthday gift is chosen by it.
 */
const AGE_RES: readonly RegExp[] = [
  /\b(?:i'm|im|i am|she's|shes|she is|he's|hes|he is|they're|theyre|they are|kids are|who's|who is|aged?)\s+(?:(?:about|almost|nearly|only|just|now)\s+)?\d{1,3}(?:\s*(?:,|and|&)\s*\d{1,2})*\b(?!\s*(?:%|\$|inch|in\b|"|'|ft|foot|feet|lbs?|pounds?|oz|degrees))/g,
  /\b((?:kids?|children|child|babies|toddlers?|boys|girls|grandkids)(?:\s+\w+)?)\s+(?:under|below|over|older than|younger than)\s+\d{1,2}\b(?!\s*(?:\$|dollars?|bucks|usd|\.\d))/g,
];
/** A number of people or of things the shopper has or did ("for 20 people", "two plastic cups", "3 kids"): a count, not a search word. */
const COUNT_OF_RE = /(?<!\bfor\s)\b(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?=(?:people|persons|guests|kids|children|adults|friends|couples|boys|girls|grandkids|of us|of them)\b)/g;
/**
 * What a problem befell, said after the verb of the damage ("gnawing on the legs of our dining chairs", "destroyed two couch
 * cushions and the baseboard", "knocked the glass pot off the counter", "ruined two library books"): the thing harmed, not
 * the thing wanted. Its words up to a clause break, a pronoun or a conjunction not followed by another such thing.
 */
const DAMAGE_RE = /\b(?:chew(?:s|ed|ing)?|gnaw(?:s|ed|ing)?|destroy(?:s|ed|ing)?|destroys|shred(?:s|ded|ding)?|ruin(?:s|ed|ing)?|scratch(?:es|ed|ing)?|knock(?:s|ed|ing)?|smash(?:es|ed|ing)?|dent(?:s|ed|ing)?|stain(?:s|ed|ing)?|trash(?:es|ed|ing)?|wreck(?:s|ed|ing)?|tear(?:s|ing)?|tore|rip(?:s|ped|ping)?|drop(?:s|ped|ping)?|spill(?:s|ed|ing)?|pee(?:s|d|ing)?|poop(?:s|ed|ing)?)\s+(?:(?:on|up|through|into|off|over|at|all over)\s+)?((?:(?:the|a|an|our|my|his|her|their|your|every|all|both|two|three|four|five|several|some|half|most|of|\d+)\s+)+[a-z'-]+(?:\s+(?!(?:and|but|so|because|while|when|she|he|they|it|we|i|you|can|could|that|which|who|in|at|on|with|for|to|from|every|day|night|week|time)\b)[a-z'-]+){0,4}(?:\s+and\s+(?:the|a|an|our|my|his|her|their|every|all|both|two|three|some)\s+[a-z'-]+(?:\s+(?!(?:and|but|so|she|he|they|it|we|i|you|can|that|which|who|in|at|on|with|for|to|from)\b)[a-z'-]+){0,3})*)/g;

/** Clothes and shoes, said in a damaged thing ({@link withoutIncidentals}). */
const GARMENT_OR_SHOE_RE = new RegExp(`${GARMENT_RE.source}|\\b(?:shoes?|sneakers?|boots?|socks?|slippers?|sandals?|leggings|shorts|bras?|uniforms?)\\b`);

/**
 * The text (cleaned, see {@link clean}) without what only tells the situation's circumstances: dates and times
 * ({@link CALENDAR_RE}, {@link DATE_RE}), how long or often ({@link SPAN_RE}), ages ({@link AGE_RES}), counts of people
 * ({@link COUNT_OF_RE}) and the things a damage befell ({@link DAMAGE_RE}).
 */
export function withoutIncidentals(text: string): string {
  let s = text.replace(CALENDAR_RE, ' ').replace(DATE_RE, ' ').replace(SPAN_RE, ' ');
  s = s.replace(AGE_RES[0]!, ' ').replace(AGE_RES[1]!, '$1 ');
  // Clothes worn through by whoever wears them ("destroys the knees of his pants") are what to replace, unless a pet did it.
  const pet = /\b(?:dog|dogs|puppy|puppies|pup|pups|cat|cats|kitten|kittens|pet|pets|lab|beagle|terrier|retriever|shepherd|husky|boxer)\b/.test(s);
  s = s.replace(COUNT_OF_RE, ' ').replace(DAMAGE_RE, (m, object: string) => (!pet && GARMENT_OR_SHOE_RE.test(object) ? m : m.slice(0, m.length - object.length)));
  // Who the situation is about, once their age is out ("my 9 yo son" → "my son"): see needQuery.
  s = s.replace(/\s+/g, ' ').replace(/(?<!\bfor) (?:my|our) ([a-z]+)\b/g, (x, w: string) => (RECIPIENTS.has(w) && !/^(?:baby|kids?|child|children|man|men|woman|women|boys?|girls?)$/.test(w) ? ' ' : x));
  return s.replace(/\s+/g, ' ');
}

/**
 * Names of places the text tells of, as written with a capital after "in", "to", "near", "around", "visiting" ("moved to
 * Minneapolis", "a trip to Greece", "our honeymoon in Maui"): lower-case words, to leave out of the search words. Not
 * after "from" or "at", where a brand may stand ("anything from Nike"), and not a colour or size ("in Black", "in Large").
 */
export function placeNames(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.matchAll(/\b(?:in|to|near|around|visit|visiting|outside)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+)*)/g)) {
    const words = m[1]!.toLowerCase().split(/\s+/);
    // "in Black", "in Large": a colour or a size asked for.
    if (words.some((w) => constraintValue(w) || FILLER.has(w))) continue;
    for (const w of words) out.add(w);
  }
  return out;
}

/**
 * A word that only carries a sentence ({@link FILLER}: pronouns, auxiliaries, generic verbs, degree adverbs) or hedges a
 * request ("if possible", "ideally"): it adds nothing to a search. Lower-case word.
 */
export function isFillerWord(word: string): boolean {
  return FILLER.has(word) || FILLER.has(word.replace(/'s$/, '')) || /^(?:possible|possibly|ideally|preferably|maybe|perhaps|trying|hoping)$/.test(word);
}
