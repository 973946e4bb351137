/**
 * Glosses of a sentence that opens with a verb in the first person and no subject, as Spanish, Portuguese and Italian
 * write it ("Pulisco gli occhiali …", "Corro todos los días", "Lavoro in farmacia", "Voy en metro", "Faço bolos"): the
 * lexicon lists many of these forms with their bare English ("pulisco" = clean), and without the "i" the English read a
 * command or a noun ("clean the glasses", "work in pharmacy"). Each message was written for this test from general
 * knowledge of the languages, none from an evaluation file; the negatives are the same words as nouns, which must not
 * take an "i".
 */
import { test } from 'node:test';
import { checkGlosses } from '../../../test/support/gloss-cases.ts';

const check = checkGlosses;

test('a first-person verb that opens a sentence takes its "i"', () => {
  check([
    ['it', 'Pulisco gli occhiali con la maglietta.', [/^i clean the glasses\b/]],
    ['it', 'Comincio a lavorare lunedì.', [/^i start\b/]],
    ['it', 'Devo fare un foro nel muro.', [/^i must make a hole\b/]],
    ['it', 'Lavoro in farmacia.', [/^i work in\b/]],
    ['it', 'Vado in palestra ogni giorno.', [/^i go\b/]],
    ['es', 'Corro todos los días por el parque.', [/^i run every day\b/]],
    ['es', 'Vivo en Madrid y hace mucho calor.', [/^i live in Madrid\b/]],
    ['es', 'Voy en metro al trabajo.', [/^i go\b/]],
    ['es', 'Hago pan los domingos.', [/^i make bread\b/]],
    ['pt', 'Faço bolos para vender.', [/^i (?:do|make) cakes\b/]],
    ['pt', 'Vocês entregam em Portugal? Moro em Lisboa.', [/\? i live in Lisboa\b/]],
  ]);
});

test('the same words as nouns take no "i"', () => {
  check([
    ['it', 'Lavoro nuovo, stipendio basso.', [/^new work\b/], [/\bi\b/]],
    ['es', 'Trabajo nuevo y sin dinero.', [/^new work\b/], [/\bi\b/]],
    ['es', 'El trabajo de mi hijo es lejos.', [/^the work\b/], [/\bi\b/]],
    ['it', 'Il lavoro in ufficio mi stanca.', [/^the work\b/], [/\bi work\b/]],
    ['pt', 'Meu trabalho é em casa.', [/^my work\b/], [/\bi work\b/]],
  ]);
});
