/**
 * English verb forms for glosses: a shopper's "cobraron" is read as the lemma "cobrar" = "charge" and written
 * "charged", "trabajando" as "working", "gekauft" as "bought". The irregular verbs are the common ones of English
 * grammar (base, past, past participle; written for Aisle from general English grammar), the rest follow the
 * spelling rules of regular verbs (-ed/-ing, final e, consonant + y, a doubled final consonant after one short vowel).
 */

/** A form of a verb that a gloss writes: the base ("cut"), the simple past, the past participle, the -ing form. */
export type VerbForm = 'base' | 'past' | 'participle' | 'ing';

const IRREGULAR = `be was been; have had had; do did done; go went gone; get got got; make made made; take took taken; give gave given
  come came come; see saw seen; know knew known; say said said; tell told told; think thought thought; find found found; buy bought bought
  bring brought brought; put put put; cut cut cut; let let let; set set set; hit hit hit; hurt hurt hurt; cost cost cost; shut shut shut
  quit quit quit; spread spread spread; split split split; read read read; keep kept kept; sleep slept slept; feel felt felt; leave left left
  lose lost lost; send sent sent; spend spent spent; build built built; lend lent lent; bend bent bent; mean meant meant; meet met met
  sit sat sat; stand stood stood; understand understood understood; hold held held; pay paid paid; lay laid laid; sell sold sold
  win won won; run ran run; swim swam swum; drink drank drunk; sing sang sung; ring rang rung; begin began begun; shrink shrank shrunk
  sink sank sunk; stink stank stunk; eat ate eaten; fall fell fallen; forget forgot forgotten; break broke broken
  choose chose chosen; speak spoke spoken; wake woke woken; steal stole stolen; freeze froze frozen; drive drove driven; ride rode ridden
  write wrote written; rise rose risen; hide hid hidden; bite bit bitten; fly flew flown; grow grew grown; throw threw thrown
  blow blew blown; draw drew drawn; show showed shown; wear wore worn; tear tore torn; swear swore sworn; bear bore born
  fight fought fought; catch caught caught; teach taught taught; seek sought sought; dig dug dug; stick stuck stuck
  hang hung hung; shine shone shone; shoot shot shot; light lit lit; feed fed fed; lead led led; bleed bled bled; slide slid slid
  hear heard heard; fit fit fit; bet bet bet; burst burst burst; forgive forgave forgiven; become became become; mistake mistook mistaken
  undo undid undone; redo redid redone; overcome overcame overcome; withdraw withdrew withdrawn; sew sewed sewn; shake shook shaken
  strike struck struck; spin spun spun; swing swung swung; weep wept wept; kneel knelt knelt; deal dealt dealt; dream dreamt dreamt
  can could could; will would would; may might might; shall should should`;

const forms = new Map<string, [string, string]>();
for (const entry of IRREGULAR.split(/[;\n]/)) {
  const [base, past, participle] = entry.trim().split(/\s+/);
  if (base && past && participle && !forms.has(base)) forms.set(base, [past, participle]);
}

const pasts = new Map<string, string>();
for (const [past, participle] of forms.values()) if (!pasts.has(participle)) pasts.set(participle, past);

/**
 * The simple past of an English past participle ("bought" → "bought", "gotten"/"got" → "got", "taken" → "took",
 * "ordered" → "ordered"); a word that is not a participle (irregular, or regular in -ed) comes back undefined.
 */
export function pastOfParticiple(participle: string): string | undefined {
  if (participle === 'gotten') return 'got';
  return pasts.get(participle) ?? (/^[a-z]{3,}ed$/.test(participle) ? participle : undefined);
}

/** A one-syllable verb ending consonant-vowel-consonant doubles its last letter ("stop" → "stopped", "plan" → "planning"). */
function doubles(verb: string): boolean {
  return /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(verb);
}

/** One English verb in a form ("break", "past" → "broke"); a word that is not a plain verb comes back unchanged. */
export function inflectVerb(verb: string, form: VerbForm): string {
  if (form === 'base' || !/^[a-z]+$/.test(verb)) return verb;
  const irregular = forms.get(verb);
  if (form === 'ing') {
    if (verb === 'be') return 'being';
    if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
    if (/[^aeiouy]e$/.test(verb) && verb !== 'be') return `${verb.slice(0, -1)}ing`;
    return doubles(verb) ? `${verb}${verb.at(-1)}ing` : `${verb}ing`;
  }
  if (irregular) return form === 'past' ? irregular[0] : irregular[1];
  if (verb.endsWith('e')) return `${verb}d`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ied`;
  return doubles(verb) ? `${verb}${verb.at(-1)}ed` : `${verb}ed`;
}

/**
 * An English gloss with its verb in a form: the first word is inflected ("give as a gift" → "gave as a gift"; "look
 * for" → "looking for"), a leading `^` (a German clause-final verb) is kept. A gloss that opens with a pronoun or an
 * article ("i want", "a lot") is not a bare verb and is left as it is.
 */
export function inflectGloss(gloss: string, form: VerbForm): string {
  if (form === 'base' || !gloss) return gloss;
  const mark = gloss.startsWith('^') ? '^' : '';
  const [first = '', ...rest] = gloss.slice(mark.length).split(' ');
  if (/^(?:i|you|he|she|it|we|they|a|an|the|not|no|some|my|your|to)$/.test(first)) return gloss;
  // A gloss that is already an -ing form ("reading", "cooking": a pastime) keeps it.
  if (/^[a-z]{3,}ing$/.test(first) && !/^(?:s|br|r|st|sw|cl|fl|wr|spr|th|k)ing$/.test(first)) return gloss;
  return `${mark}${[inflectVerb(first, form), ...rest].join(' ')}`;
}

/**
 * Pastimes the lexicons gloss as an -ing noun ("escribir" = writing, "dipingere" = painting: "me gusta escribir" → "i
 * like writing"), with the verb each is the -ing form of.
 */
const PASTIMES: Record<string, string> = { reading: 'read', baking: 'bake', painting: 'paint', drawing: 'draw', playing: 'play',
  dancing: 'dance', swimming: 'swim', fishing: 'fish', camping: 'camp', writing: 'write', sewing: 'sew', knitting: 'knit',
  singing: 'sing', gardening: 'garden', cycling: 'cycle', hiking: 'hike', cooking: 'cook', running: 'run', skiing: 'ski',
  sailing: 'sail', climbing: 'climb', shopping: 'shop', travelling: 'travel', traveling: 'travel' };

/**
 * The verb of a pastime gloss, for a form that can only be a verb — an imperative or an infinitive with its pronouns
 * ("escríbeme" → "write me", "scrivimi"), a past ("escribí" → "wrote"): "writing" → "write". Other glosses come back
 * unchanged.
 */
export function verbOfPastime(gloss: string): string {
  const mark = gloss.startsWith('^') ? '^' : '';
  const [first = '', ...rest] = gloss.slice(mark.length).split(' ');
  const verb = PASTIMES[first];
  return verb ? `${mark}${[verb, ...rest].join(' ')}` : gloss;
}

/** An English gloss in the third person singular of the present ("sleep through" → "sleeps through", "do" → "does"). */
export function thirdPersonGloss(gloss: string): string {
  const [first = '', ...rest] = gloss.split(' ');
  if (!/^[a-z]+$/.test(first) || /^(?:can|will|may|must|should|would|could|might)$/.test(first)) return gloss;
  const irregular: Record<string, string> = { be: 'is', have: 'has', do: 'does', go: 'goes' };
  const verb = irregular[first] ?? (/(?:s|sh|ch|x|z|o)$/.test(first) ? `${first}es` : /[^aeiou]y$/.test(first) ? `${first.slice(0, -1)}ies` : `${first}s`);
  return [verb, ...rest].join(' ');
}
