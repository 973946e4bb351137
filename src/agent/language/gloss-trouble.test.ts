/**
 * Glosses of everyday trouble with things — leaks and drips, fingerprints and smudges, fog on glasses, power cuts,
 * draughts, split ends — in each language, in the English the need routes read ("the faucet drips", "there is a
 * draft", "the power goes out", "split ends"), and Spanish "se" with a dative pronoun before a phrase of the lexicon
 * that has "se" ("se me fue la luz" is "se fue la luz" said of one's home). Each message was written for this test from
 * general knowledge of the languages, none from an evaluation file; the negatives are the everyday senses those words
 * keep elsewhere (Italian "perdere" is to lose, Spanish "huellas" of a dog are prints).
 */
import { test } from 'node:test';
import { checkGlosses } from '../../../test/support/gloss-cases.ts';

const check = checkGlosses;

test('verbs of trouble: drips, leaks, fogs up, gives out, goes out, is drafty', () => {
  check([
    ['es', 'El grifo del baño gotea desde ayer.', [/\bfaucet drips\b/]],
    ['it', 'Il tubo sotto il lavandino perde.', [/\bleaks\b/]],
    ['de', 'Der Duschkopf tropft.', [/\bdrips\b/]],
    ['pt', 'O chuveiro pinga a noite toda.', [/\bdrips\b/]],
    ['fr', 'Mon vieux portable rame et la batterie lâche.', [/\bis slow\b/, /\bgives out\b/]],
    ['de', 'Im Winter zieht es durch die Balkontür.', [/\bthere is a draft\b/]],
    ['de', 'Der Strom fällt bei jedem Gewitter aus.', [/\bthe power goes out\b/]],
    ['it', 'Con la mascherina gli occhiali si appannano.', [/\bfog up\b/]],
    ['fr', 'Le miroir de la salle de bain est plein de traces de doigts.', [/\bfingerprints\b/]],
  ]);
  check([
    ['it', 'Mio figlio perde sempre i guanti.', [/\bloses\b/], [/\bleaks\b/]],
    ['es', 'Las huellas del gato en el coche.', [/\bprints\b/], [/fingerprints/]],
  ]);
});

test('fingerprints and smudges on a screen or glasses', () => {
  check([
    ['es', 'Las gafas siempre manchadas y el espejo lleno de huellas.', [/\bsmudged\b/, /\bfingerprints\b/]],
    ['it', 'Il display del tablet è pieno di impronte.', [/\bfingerprints\b/]],
  ]);
  check([['es', 'La camisa está manchada de vino.', [/\bstained\b/]]]);
});

test('Spanish "se" with a dative pronoun before a phrase of the lexicon with "se": the phrase, said of one\'s own things', () => {
  check([
    ['es', 'Ayer se me fue la luz dos veces.', [/\bthe power went out\b/]],
    ['es', 'Se me empañan las gafas con la bufanda.', [/\bmy glasses fog up\b/]],
    ['es', 'Se me tapó la regadera.', [/\bgot clogged\b/]],
    ['es', 'Con la plancha se me abren las puntas.', [/\bsplit ends\b/]],
  ]);
});
