/**
 * Chat forms and everyday vocabulary (gloss11): the voseo imperative with its pronoun ("escribime", "decime"), Brazilian
 * chat abbreviations ("qm", "vc"), spoken French questions ("c'est qui qui"), a card the bank declines, bringing someone a
 * present, Portugal's "viola" and "ter de", and the words of home crafts, parties and pets. Messages written for this test
 * from general knowledge of the languages, none from an evaluation file; each rule has a near miss.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { analyzeWord } from '../../shared/lexicon/morphology.ts';
import { checkGlosses } from '../../../test/support/gloss-cases.ts';

test('the voseo imperative takes its pronoun like the infinitive without -r', () => {
  assert.ok(analyzeWord('es', 'escribime').some((a) => a.lemma === 'escribir' && a.clitics?.[0] === 'me'));
  assert.ok(analyzeWord('es', 'ponelo').some((a) => a.lemma === 'poner' && a.clitics?.[0] === 'it'));
  checkGlosses([
    ['es', 'escribime una carta para mi abuela', [/^write me a letter/]],
    ['es', 'mandame el enlace', [/send me/]],
    // Near misses: a noun in -ate or -aje stays a noun.
    ['es', 'un tomate rojo', [/tomato/], [/take/]],
    ['es', 'el maquillaje', [/makeup/]],
  ]);
});

test('chat abbreviations and spoken questions read as the words they stand for', () => {
  checkGlosses([
    ['pt', 'qm inventou o telefone?', [/^who invented/]],
    ['pt', 'vc tem fone sem fio?', [/you/, /wireless/]],
    ['fr', "c'est qui qui a écrit ce livre ?", [/^who/], [/it is who/]],
    // Near miss: 'qui' alone is still 'who' in a relative clause, not a question.
    ['fr', 'un sac qui ferme bien', [/that|who/], [/^who/]],
  ]);
});

test('a declined card, bringing a present, having to, and Portugal\'s guitar', () => {
  checkGlosses([
    ['es', 'me rechaza la tarjeta cada vez', [/card is declined/]],
    ['es', 'no tengo ni idea de qué llevarle a mi tía', [/no idea/, /bring him/], [/no no/]],
    ['pt', 'tem de ser à prova de água', [/has to be/]],
    ['pt', 'quero aprender a tocar viola', [/play guitar/]],
    // Near misses: 'tem' alone is having; an Italian 'viola' is no guitar.
    ['pt', 'tem desconto?', [/have/], [/has to/]],
    ['it', 'una maglia viola', [/purple|viola/], [/guitar/]],
  ]);
});

test('words of home crafts, parties and pets', () => {
  checkGlosses([
    ['it', 'mi serve l\'imbottitura per un cuscino', [/stuffing/]],
    ['fr', 'une soirée déguisée samedi', [/costume party/]],
    ['de', 'ich will kein Gift benutzen', [/poison/], [/gift/i]],
    ['fr', 'les bûches ne prennent pas', [/logs/]],
    ['fr', 'des récompenses pour mon chien', [/treats/]],
    ['it', 'vorrei incidere una targhetta', [/engrave/]],
    ['pt', 'estampar camisetas em casa', [/print/], [/patterned/]],
    ['de', 'lieber Bronze', [/bronze/], [/bronzer/]],
    ['es', 'pasó una y otra vez', [/again and again/]],
  ]);
});

test('a unit of time after a number above one, or a range, is plural', () => {
  checkGlosses([
    ['fr', 'un pyjama en 3-6 mois', [/3-6 months/]],
    ['fr', 'livré en 3 jours', [/3 days/]],
    // Near miss: one month stays one.
    ['fr', 'un abonnement de 1 mois', [/1 month\b/], [/months/]],
  ]);
});

test('an object pronoun before a verb and its infinitive is the infinitive\'s object', () => {
  checkGlosses([
    ['es', 'lo quiero llevar a la playa', [/i want to carry it/], [/want it/]],
    ['es', 'la quiero devolver', [/want to return it/]],
    // Near miss: with no infinitive after it, 'lo quiero' is wanting it.
    ['es', 'lo quiero', [/i want it/]],
  ]);
});
