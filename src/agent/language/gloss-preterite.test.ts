/**
 * Glosses of the irregular preterites of Spanish and Portuguese ("hice", "puse", "traje", "dije", "fiz", "trouxe"),
 * whose stems are not their infinitive's: after their object pronouns ("lo hice", "me lo trajeron") the pronouns go
 * after the verb and the ending's subject before it; opening a clause the subject is supplied; after "no" the English
 * negation of the past. Each message was written for this test from the conjugation tables of the two languages, none
 * from an evaluation file; the negatives are the nouns those forms also are ("traje" a suit, "vino" wine).
 */
import { test } from 'node:test';
import { checkGlosses } from '../../../test/support/gloss-cases.ts';

const check = checkGlosses;

test('an irregular preterite after its object pronouns: subject, verb, then the pronoun', () => {
  check([
    ['es', 'La hice con harina de arroz y quedó dura.', [/^i made it with\b/]],
    ['es', 'Los puse al sol toda la tarde.', [/^i put them\b/]],
    ['es', 'Me la trajeron abollada.', [/^they brought it\b/]],
    ['es', 'Se lo dije al repartidor.', [/^i said it\b/]],
    ['es', 'Anoche lo pusimos a cargar.', [/\bwe put it\b/]],
    ['es', 'La tuve que tirar.', [/^i had to \w+ it\b/]],
    ['es', 'No la pude abrir.', [/^i couldn't\b/]],
  ]);
});

test('an irregular preterite opening its clause, or after "no", has its subject', () => {
  check([
    ['es', 'Hice galletas para la escuela.', [/^i made\b/]],
    ['es', 'Ayer puse la mesa nueva en el patio.', [/^yesterday i put\b/]],
    ['pt', 'Trouxe uma mala da viagem.', [/^i brought\b/]],
    ['pt', 'Não trouxe o carregador.', [/^i didn't bring\b/]],
    ['es', 'El paquete no vino completo.', [/\bdidn't come\b/]],
  ]);
  // The nouns those forms also are stay nouns where no pronoun or negation makes them verbs.
  check([
    ['es', 'Traje negro para una boda', [/\bsuit\b/]],
    ['es', 'Busco un traje de baño', [/\bswimsuit\b/]],
    ['es', 'Vino tinto para regalar', [/\bwine\b/]],
  ]);
});

test('Italian and French compound past with "be" of a verb of motion or change: the English simple past', () => {
  check([
    ['it', 'La scatola è arrivata schiacciata.', [/\bthe box arrived\b/]],
    ['it', 'Sono scivolata sul ghiaccio.', [/^i slipped\b/]],
    ['it', 'Siamo tornati dal campeggio.', [/^we came back\b/]],
    ['it', 'Il regalo non è arrivato.', [/\bhas(?:n't| not) arrived\b/]],
    ['fr', 'Mon fils est tombé du vélo.', [/\bmy son fell\b/]],
    ['fr', 'Nous sommes rentrés tard.', [/^we came home\b/]],
  ]);
  // Not a reflexive ("si è rotto": broke), nor a participle that is an adjective of a state ("è rotto": is broken).
  check([
    ['it', 'La sedia si è rotta.', [/\bbroke\b/]],
    ['it', 'Il manico è rotto.', [/\bis broken\b/]],
  ]);
});
