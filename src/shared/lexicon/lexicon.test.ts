import assert from 'node:assert/strict';
import { test } from 'node:test';
import { generalSize } from './general.ts';
import { lexiconOf, type LexiconLanguage } from './index.ts';

/** The English of one word or phrase as the lexicon has it (exact, then folded). */
function en(lang: LexiconLanguage, key: string): string | undefined {
  const lex = lexiconOf(lang);
  return lex.exact.get(key) ?? lex.folded.get(key);
}

test('everyday verb forms, object pronouns and everyday nouns are in every lexicon', () => {
  const cases: [LexiconLanguage, string, string][] = [
    ['fr', 'vient', 'comes'], ['fr', 'jouent', 'play'], ['fr', 'faut', 'need'], ['fr', 'il lui faut', 'he needs'], ['fr', 'soif', 'thirst'],
    ['de', 'ihn', 'him'], ['de', 'ihm', 'him'], ['de', 'durst', 'thirst'], ['de', 'trinkt', 'drinks'], ['de', 'gewaschen', '^washed'],
    ['es', 'duermen', 'sleep'], ['es', 'rompió', 'broke'], ['es', 'sed', 'thirst'], ['pt', 'esqueço', 'forget'], ['pt', 'sede', 'thirst'],
    ['it', 'dimentico', 'forget'], ['it', 'vengono', 'come'], ['it', 'sete', 'thirst'],
  ];
  for (const [lang, key, english] of cases) assert.equal(en(lang, key), english, `${lang} ${key}`);
});

test('French "basket" is basketball and "baskets" sneakers; a bare "porte" is a door, "elle porte" wears', () => {
  assert.equal(en('fr', 'basket'), 'basketball');
  assert.equal(en('fr', 'baskets'), 'sneakers');
  assert.equal(en('fr', 'porte'), 'door');
  assert.equal(en('fr', 'elle porte'), 'she wears');
});

test('the general vocabulary: aligned rows, reflexive infinitives without their pronoun, the shopping lexicon wins', () => {
  const size = generalSize();
  assert.ok(size.concepts >= 1700, `${size.concepts} concepts`);
  for (const lang of ['es', 'fr', 'de', 'pt', 'it'] as const) assert.ok(size[lang] >= 2200, `${lang}: ${size[lang]} words`);
  assert.equal(en('es', 'río'), 'river');
  assert.equal(en('it', 'vecchio'), 'old');
  assert.equal(en('de', 'schneiden'), '^cut', 'a German infinitive ends its clause');
  assert.equal(en('es', 'acordar'), 'remember', 'acordarse → acordar');
  assert.equal(en('it', 'alzare'), 'get up', 'alzarsi → alzare');
  assert.equal(en('es', 'sale'), 'costs', "the shopping lexicon's own entry wins");
  const es = lexiconOf('es');
  assert.ok(es.verbs.has('cortar') && !es.verbs.has('collar'), 'infinitives are verbs; a necklace is not');
  assert.ok(es.general.has('rio') && !es.general.has('sale'), 'words only the general vocabulary has');
});
