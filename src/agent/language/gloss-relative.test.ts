/**
 * Glosses of relative clauses, which say more of the thing wanted ("una bolsa en la que quepa el portátil", "un sac
 * dans lequel je peux mettre mon ordinateur", "eine Jacke, die wasserdicht ist", "Verbinder, die man einfach
 * aufsteckt"): a preposition with its relative pronoun reads "in which", "with which"; a German relative pronoun after a
 * comma reads "that", "which" or "whose" and its clause-final verb comes after its subject, as in English. Each message
 * was written for this test from general knowledge of the five languages, none from an evaluation file; the negatives
 * are articles after a comma, a question "which one", a preposition before "the one that", which must not change.
 */
import { test } from 'node:test';
import { checkGlosses } from '../../../test/support/gloss-cases.ts';

const check = checkGlosses;

test('a preposition and its relative pronoun read "in which", "with which"', () => {
  check([
    ['es', 'busco una bolsa en la que quepa el portátil', [/\ba bag in which\b/], [/the one that/]],
    ['es', 'una mochila con la que pueda ir al gimnasio', [/\bwith which i can go\b/]],
    ['es', 'la caja en la cual guardo todo', [/\bin which i store\b/], [/the which/]],
    ['es', 'algo con lo que pueda limpiar la pantalla', [/^something with which i can clean\b/]],
    ['es', 'el cajón del que te hablé', [/\bdrawer of which\b/], [/of the that/]],
    ['fr', 'un sac dans lequel je peux mettre mon ordinateur', [/\ba bag in which i can put\b/], [/which one/]],
    ['fr', 'une lampe avec laquelle je peux lire au lit', [/\bwith which i can\b/], [/which one/]],
    ['it', 'una borsa in cui stia il portatile', [/\bin which\b/], [/\bcui\b/]],
    ['it', 'un gioco con cui giocare in due', [/\bwith which\b/], [/\bcui\b/]],
    ['it', 'la scatola nella quale metto tutto', [/\bin which i put everything\b/], [/the which/]],
    ['pt', 'uma mochila com a qual eu possa ir à academia', [/\bwith which i can go\b/], [/the which/]],
    ['pt', 'a caixa na qual guardo tudo', [/\bin which i store\b/]],
    ['pt', 'uma bolsa em que caiba o notebook', [/\bin which\b/], [/in that/]],
  ]);
});

test('a German relative clause reads "that" with its verb after its subject', () => {
  check([
    ['de', 'Ich suche eine Jacke, die wasserdicht ist.', [/a jacket, that is waterproof\b/]],
    ['de', 'Ich brauche einen Rucksack, der ins Handgepäck passt.', [/, that fits in the carry-on\b/]],
    ['de', 'Habt ihr Schuhe, die man in der Maschine waschen kann?', [/, that you can wash in the machine\b/]],
    ['de', 'Ich möchte eine Lampe, die nicht so hell ist.', [/, that is not so bright\b/]],
    ['de', 'Der Pullover, den ich bestellt habe, ist zu klein.', [/, that i have ordered,/]],
    ['de', 'Ich will ein Spielzeug, mit dem er draußen spielen kann.', [/, with which he can play\b/]],
    ['de', 'Gibt es Verbinder, die man einfach aufsteckt?', [/, that you push on\b/], [/\bthe you\b/]],
    ['de', 'Ich brauche eine Flasche, die das Wasser kalt hält.', [/, that keeps the water cold\b/]],
    ['de', 'Ich suche etwas, was lange hält.', [/something, that keeps\b/], [/what/]],
    ['de', 'Haben Sie eine Matratze, auf der man gut schläft?', [/, on which you sleep\b/]],
    ['de', 'Eine Tasche, deren Riemen breit ist.', [/, whose strap is wide\b/]],
    ['de', 'Ich suche ein Spray, das die Schuhe schützt.', [/, that protects the shoes\b/]],
  ]);
});

test('articles after a comma, a question "which one" and "the one that" stay', () => {
  check([
    ['de', 'Die Jacke ist zu klein, die Hose passt.', [/, the pants fits\b/], [/that/]],
    ['de', 'Die Schuhe sind schön, die kleine Tasche passt dazu.', [/, the small bag\b/], [/that/]],
    ['de', 'Was kostet das?', [/^how much is it\?$/]],
    ['de', 'weil es schnell kaputt geht', [/\bbreaks\b/]],
    ['fr', 'Lequel est le moins cher ?', [/^which one\b/]],
    ['es', 'el que está en oferta', [/^the one that\b/]],
    ['es', '¿cuál puedes recomendarme?', [/^which can you\b/]],
    ['pt', 'tenho certeza de que chega amanhã', [/\bthat\b/], [/which/]],
    ['it', 'quale mi consigli?', [/\bwhich\b/]],
    ['es', 'ya le hice tres agujeros nuevos al que llevo', [/\bholes\b/], [/which/]],
    ['de', 'Gibt es eine Flasche, die mich ans Trinken erinnert?', [/, that reminds me\b/]],
  ]);
});
