import assert from 'node:assert/strict';
import { test } from 'node:test';
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
