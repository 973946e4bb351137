/**
 * Glosses of a preference or a possibility said as a hedge beside what is wanted ("en noir de préférence", "idealmente
 * de cuero", "möglichst leicht", "se possível em azul", "possibilmente blu"): the English routes read "preferably",
 * "ideally" and "if possible" and keep the colour or material as the refinement. Each message was written for this test
 * from general knowledge of the five languages, none from an evaluation file; the negatives are the same words in
 * another use (the adjective "ideal", "es posible" asked as a question), which must not change.
 */
import { test } from 'node:test';
import { checkGlosses } from '../../../test/support/gloss-cases.ts';

const check = checkGlosses;

test('a preference said as a hedge is preferably or ideally', () => {
  check([
    ['fr', 'en noir de préférence', [/^in black preferably$/], [/\bof\b/]],
    ['fr', 'de préférence sans fil', [/^preferably wireless$/]],
    ['fr', 'idéalement en bleu', [/^ideally in blue$/]],
    ['fr', "dans l'idéal en laine", [/^ideally in wool$/]],
    ['es', 'preferiblemente de cuero', [/^preferably leather$/]],
    ['es', 'idealmente azul', [/^ideally blue$/]],
    ['es', 'lo ideal sería de cuero', [/^ideally leather$/]],
    ['de', 'vorzugsweise aus Leder', [/^preferably leather$/], [/train/]],
    ['de', 'möglichst leicht', [/^preferably lightweight$/], [/option/]],
    ['de', 'idealerweise aus Baumwolle', [/^ideally cotton$/]],
    ['pt', 'preferencialmente de couro', [/^preferably leather$/]],
    ['pt', 'o ideal seria em algodão', [/^ideally in cotton$/], [/serious/]],
    ['it', 'di preferenza nero', [/^preferably black$/]],
    ['it', 'preferibilmente in pelle', [/^preferably in leather$/]],
    ['it', "l'ideale sarebbe in pelle", [/^ideally in leather$/]],
  ]);
});

test('a possibility said as a hedge is if possible', () => {
  check([
    ['es', 'de ser posible rojo', [/^if possible red$/]],
    ['es', 'en lo posible sin cables', [/^if possible without cables$/]],
    ['es', 'a poder ser en negro', [/^if possible in black$/]],
    ['de', "wenn's geht in Schwarz", [/^if possible in black$/]],
    ['pt', 'se possível em azul', [/^if possible in blue$/]],
    ['pt', 'se for possível em couro', [/^if possible in leather$/]],
    ['it', 'possibilmente blu', [/^if possible blue$/], [/possibility/]],
  ]);
});

test('the adjective ideal and a question of what is possible stay', () => {
  check([
    ['es', 'es el regalo ideal', [/\bideal$/], [/ideally/]],
    ['es', 'ideales para correr', [/^ideal for running$/]],
    ['fr', 'un cadeau idéal', [/\bideal$/], [/ideally/]],
    ['fr', "c'est l'idéal pour courir", [/\bthe ideal for running$/]],
    ['pt', 'é o presente ideal', [/\bideal$/], [/ideally/]],
    ['it', "è l'ideale per un regalo?", [/\bthe ideal for a gift\b/]],
    ['es', '¿es posible pagar con tarjeta?', [/\bis it possible\b/]],
    ['it', 'se possibile, in nero', [/^if possible, in black$/]],
    ['de', 'so bald wie möglich', [/\bpossible$/]],
  ]);
});
