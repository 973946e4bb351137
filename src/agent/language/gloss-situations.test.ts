import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findSituations } from '../shopping/situations.ts';
import { glossToEnglish } from './gloss.ts';

const gloss = (text: string, lang: string) => glossToEnglish(text, lang).text;

test('turns of a situation told: ages after de/di, body parts after a reflexive verb, where to, ongoing actions', () => {
  assert.match(gloss('mi sobrina de 3 años', 'es'), /niece 3 years old/);
  assert.match(gloss('il mio cucciolo di 4 mesi', 'it'), /puppy 4 months old/);
  assert.match(gloss('una garantía de 2 años', 'es'), /2 years?(?! old)/, 'a warranty has no age');
  assert.match(gloss('me torcí el tobillo', 'es'), /my ankle/);
  assert.match(gloss('je me suis coupé le doigt', 'fr'), /i have cut my finger/);
  assert.match(gloss('ya me duele la espalda', 'es'), /my back hurts/, 'a phrase of the lexicon still wins');
  assert.match(gloss('no sé dónde guardar los juguetes', 'es'), /where to (?:store|keep|put)/);
  assert.match(gloss('tengo que lavar la ropa', 'es'), /have to wash/, '"tengo que" is have to, not "what to"');
  assert.match(gloss('os miúdos estão sempre a pedir doces', 'pt'), /always asking/);
  assert.match(gloss('o meu cão fica latindo a noite toda', 'pt'), /my dog keeps barking/);
  assert.match(gloss('a pele fica seca no inverno', 'pt'), /gets dry/);
  assert.doesNotMatch(gloss('o vestido fica grande', 'pt'), /gets big/, 'a fit is not what it becomes');
  assert.match(gloss('mi hijo se la pasa brincando en el sillón', 'es'), /keeps jumping/);
  assert.match(gloss("l'ho comprato 6 mesi fa", 'it'), /ago/);
});

test('nouns and their adjectives of the general vocabulary in English order', () => {
  assert.match(gloss('necesito ropa de invierno para el viaje', 'es'), /winter clothes/);
  assert.match(gloss('tengo dolor de cabeza', 'es'), /headache|head pain/);
  assert.match(gloss('una mesa nueva', 'es'), /new table/);
  assert.match(gloss('tengo la piel muy seca', 'es'), /the skin very dry/, 'what is told of it stays after it');
  assert.match(gloss('ma fille est fan de Billie Eilish', 'fr'), /Billie Eilish/, 'a name after "de" stays whole');
});

test('situations told in the five languages reach the situation table', () => {
  const cases: [string, string, RegExp][] = [
    ['Mi perro ladra a todo el que pasa por la calle', 'es', /bark collar/],
    ['Mon chiot mordille tout, les câbles, les chaussons', 'fr', /chew toy/],
    ['Im Büro ist es so kalt, die Klimaanlage läuft immer', 'de', /space heater/],
    ['Queria começar a gravar músicas no meu quarto', 'pt', /microphone/],
    ['Le mie calze scivolano giù tutto il tempo', 'it', /socks/],
  ];
  for (const [text, lang, kinds] of cases) {
    const english = gloss(text, lang);
    assert.match(findSituations(english).flatMap((m) => m.add).join(', '), kinds, `${text} → ${english}`);
  }
});
