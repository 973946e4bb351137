/**
 * Glosses of what a shopper works as, which tells the need of a story ("Trabajo de enfermera", "Lavoro come
 * cameriere", "Faccio il cuoco", "Je travaille comme serveur", "Ich arbeite als Krankenschwester", "Trabalho como
 * motorista"): word by word "i nurse work", "work how to waiter", "i do the cook", "i work when nurse". Each message was
 * written for this test from general knowledge of the five languages, none from an evaluation file; the negatives are
 * the same verbs before other nouns ("faccio il reso": i make the return), which must not change.
 */
import { test } from 'node:test';
import { checkGlosses } from '../../../test/support/gloss-cases.ts';

const check = checkGlosses;

test('working as an occupation reads "work as a"', () => {
  check([
    ['es', 'Trabajo de enfermera en un hospital.', [/^i work as a nurse\b/]],
    ['es', 'Trabajo como mesero los fines de semana.', [/^i work as a waiter\b/]],
    ['es', 'Mi hermano trabaja de cocinero.', [/^my brother works as a (?:chef|cook)\b/]],
    ['pt', 'Trabalho como motorista de aplicativo.', [/^i work as an? (?:app )?driver\b/]],
    ['pt', 'Trabalho de garçom à noite.', [/^i work as a waiter\b/]],
    ['it', 'Lavoro come cameriere in un bar.', [/^i work as a waiter\b/]],
    ['it', 'Faccio il cuoco in un ristorante.', [/^i work as a cook\b/]],
    ['it', "Faccio l'infermiera al pronto soccorso.", [/^i work as a nurse\b/]],
    ['it', 'Mia moglie fa la parrucchiera.', [/^my wife works as a\b/]],
    ['fr', 'Je travaille comme serveur dans un bistrot.', [/^i work as a waiter\b/]],
    ['fr', 'Ma femme travaille comme infirmière.', [/^my wife works as a nurse\b/]],
    ['de', 'Ich arbeite als Krankenschwester.', [/^i work as a nurse\b/]],
    ['de', 'Mein Mann arbeitet als Koch.', [/^my husband works as a (?:chef|cook)\b/]],
  ]);
});

test('the same verbs before other nouns stay', () => {
  check([
    ['it', 'Faccio il reso domani.', [/\bthe return\b/], [/work as/]],
    ['it', 'Faccio il bagno.', [], [/work as/]],
    ['es', 'Trabajo de oficina.', [], [/work as/]],
    ['it', 'Lavoro di squadra.', [/^team work\b/], [/work as/]],
    ['de', 'Ich arbeite lieber als früher.', [], [/work as a/]],
  ]);
});
