/**
 * Glosses of a clause whose subject comes after its verb because an adverbial of time, place or manner opens it
 * (German verb-second order: "Im Winter friert mein Hund draußen", "Jetzt rutscht mir die Hose"; Spanish, Portuguese
 * and Italian subjects after the verb: "En invierno tiembla mi perro", "Di notte abbaia il mio cane"): word by word
 * they read "in the winter is cold my dog", "at night barks my dog"; English keeps the adverbial first and puts the
 * subject before its verb. Each message was written for this test from general knowledge of the languages, none from
 * an evaluation file; the negatives are pairs the lexicon reads as one phrase ("gibt es"), questions, and clauses in
 * English order already, which must not change.
 */
import { test } from 'node:test';
import { checkGlosses } from '../../../test/support/gloss-cases.ts';

const check = checkGlosses;

test('German verb-second order after an adverbial: the subject comes before its verb', () => {
  check([
    ['de', 'Im Winter friert mein Hund draußen.', [/^in the winter my dog is cold\b/]],
    ['de', 'Nach fünf Stunden ist mein Rücken hinüber.', [/\bmy back is\b/]],
    ['de', 'Jetzt rutscht mir die Hose.', [/^now the pants slips\b/]],
    ['de', 'Im Sommer schwitze ich sehr.', [/^in the summer i sweat\b/]],
    ['de', 'Morgen kommt meine Schwester zu Besuch.', [/^tomorrow my sister arrives\b/]],
    ['de', 'Heute Abend kommt mein Bruder.', [/^tonight my brother arrives\b/]],
    ['de', 'Zum Geburtstag wünscht sich meine Tochter ein Fahrrad.', [/\bmy daughter wishes a bike\b/]],
    ['de', 'Im Büro friert meine Kollegin ständig.', [/^at the office my coworker is cold\b/]],
    ['de', 'Trotzdem hält der Akku nur zwei Stunden.', [/\bthe battery keeps\b/]],
    ['de', 'Ich habe 15 Kilo abgenommen und jetzt rutscht mir die Hose.', [/\band now the pants slips\b/]],
  ]);
});

test('Spanish, Portuguese and Italian subjects after their verb come before it', () => {
  check([
    ['es', 'En invierno tiembla mi perro.', [/^in winter my dog shakes\b/]],
    ['es', 'Por las noches ladra mi perro.', [/^at night my dog barks\b/]],
    ['es', 'En verano suda mucho mi hijo.', [/^in summer my son sweats\b/]],
    ['es', 'Hoy llegó el paquete.', [/^today the package arrived\b/]],
    ['es', 'Por fin llegaron mis zapatos.', [/\bmy shoes arrived\b/]],
    ['it', 'Di notte abbaia il mio cane.', [/^at night my dog barks\b/]],
    ['it', 'In estate suda sempre mio figlio.', [/\bmy son sweats\b/]],
    ['it', "D'inverno trema il mio cane.", [/\bmy dog shakes\b/]],
    ['pt', 'No inverno treme o meu cachorro.', [/\bmy dog shakes\b/]],
    ['pt', 'De noite late o cachorro do vizinho.', [/^at night the neighbor dog barks\b/]],
    ['pt', 'Agora caem as calças.', [/^now the pants fall\b/]],
  ]);
});

test('a pair the lexicon reads as one phrase, questions and English order stay', () => {
  check([
    ['es', 'En la tienda compré unos zapatos.', [/^in the store i bought some shoes\b/]],
    ['es', '¿En la tienda venden las fundas?', [/\bdo you sell the cases\b/]],
    ['es', 'En casa tenemos un perro.', [/\bwe have a dog\b/]],
    ['pt', 'Hoje eu vou comprar um presente.', [/\bi am going to buy a gift\b/]],
    ['de', 'Im Garten gibt es viele Mücken.', [/^in the garden (?:is there|there is)\b/]],
    ['de', 'Deshalb suche ich eine Thermoskanne.', [/\bi am looking for a thermos\b/]],
    ['de', 'Jetzt brauche ich etwas anderes.', [/^now i need something else\b/]],
    ['de', 'Mein Hund friert im Winter.', [/^my dog is cold in the winter\b/]],
    ['de', 'Wann kommt mein Paket?', [/^when\b/], [/my package arrives/]],
  ]);
});

test('Spanish "se" with a dative pronoun opens a clause of what happens to one\'s own things: whose, then the thing, then the verb', () => {
  check([
    ['es', 'se me secan mucho las manos en invierno', [/\bmy hands dry\b/]],
    ['es', 'se me cansan los pies en el trabajo', [/\bmy feet\b/]],
    ['es', 'se me ensucian los tenis muy rápido', [/\bmy sneakers get dirty\b/]],
    ['es', 'se nos enfría la comida en la oficina', [/\bour food\b/]],
  ]);
  // A phrase of the lexicon with its pronouns stays ("se me olvida" = i forget); so does a question to the store.
  check([
    ['es', 'se me olvida todo', [/\bi forget\b/]],
    ['es', '¿Se les puede mandar un paquete a Lima?', [], [/\btheir\b/]],
  ]);
});

test('a noun "of the" noun of the general vocabulary is an English noun compound ("the pan handle"), unless a name, a size or an ordinal follows', () => {
  check([
    ['it', 'il manico della padella è rotto', [/\bthe frying pan handle\b/]],
    ['fr', 'la poignée de la valise est cassée', [/\bthe suitcase handle\b/]],
    ['it', 'il coperchio della pentola', [/\bthe pot lid\b/]],
    ['es', 'el agua de la piscina está fría', [/\bthe pool water\b/]],
    ['es', 'la tapa de la olla', [/\bthe pot lid\b/]],
  ]);
  check([
    ['es', 'busco ropa de la talla M', [/\bof the size M\b/]],
    ['es', 'el precio del segundo', [/\bthe price of the second\b/]],
    ['es', 'Comunícame con una persona del equipo', [/\ba person of the team\b/]],
    ['es', 'quiero hablar con alguien de la tienda', [/\bsomeone of the store\b/]],
    ['it', 'Vorrei parlare con qualcuno del negozio', [/\btalk to someone\b/], [/\bstore talk\b/]],
    ['fr', 'Je voudrais de la soie', [/\bsome silk\b/]],
  ]);
});

test('German: an infinitive opening the clause before its modal, and "nicht" in mid-clause or ending it, in English order', () => {
  check([
    ['de', 'Bügeln kann ich leider nicht.', [/^i can not iron\b/]],
    ['de', 'Schlafen kann ich kaum.', [/^i can hardly sleep\b/]],
    ['de', 'Putzen muss ich jeden Tag.', [/^i must clean every day\b/]],
    ['de', 'Ich kann den Schlüssel nicht finden.', [/^i can not find the keys?\b/]],
    ['de', 'Wir verstehen die Anleitung nicht.', [/^we don't understand the instructions\b/]],
    ['de', 'Ich mag den Geruch nicht.', [/^i don't like the smell\b/]],
    // (Not across "und", nor on a past: "ich habe … aufgemacht und mag den Geruch nicht".)
    ['de', 'Ich habe die Dose aufgemacht und mag den Geruch nicht.', [], [/\bi don't opened\b/]],
  ]);
  // Not a question, nor a noun that opens the clause ("Kochen ist mein Hobby").
  check([
    ['de', 'Kochen ist mein Hobby.', [/\bis my hobby\b/], [/^i /]],
  ]);
});

test('"hay", "il y a", "c\'è" state what there is in a sentence that ends with a full stop; a question keeps "is there"', () => {
  check([
    ['fr', 'Il y a de la moisissure au plafond de la salle de bain.', [/^there is\b/]],
    ['es', 'En el jardín hay muchos mosquitos.', [/\bthere is\b/]],
    ['fr', 'Il y a une fuite sous l\'évier !', [/^there is\b/]],
  ]);
  check([
    ['fr', 'Il y a une taille au-dessus ?', [/^is there\b/]],
    ['fr', 'il y a moins cher', [/^is there\b/]],
    ['es', '¿Hay alguno en rojo?', [], [/there is/]],
  ]);
});

test('German perfect after a fronted adverbial ("hat er", "hat sie") and a participle the lexicon does not mark: the English past', () => {
  check([
    ['de', 'Letzten Sommer hat er zweimal den Zug verpasst.', [/\bhe missed\b/]],
    ['de', 'Gestern habe ich die Rechnung bekommen.', [/\bi got the invoice\b/]],
    ['de', 'Ich habe den Termin verpasst und bin zu spät gekommen.', [/^i missed the appointment and\b/]],
  ]);
});

test('words of two readings set by their place: Italian "perché" in a statement (because), German "einfach" inside a clause (just), Spanish "decir" to a person (tell)', () => {
  check([
    ['it', 'Mi servono scarpe nuove perché le mie sono rotte.', [/\bbecause\b/]],
    ['de', 'Der Hund frisst einfach alles.', [/\bjust\b/]],
    ['es', 'Mi vecina me dijo que es muy bueno.', [/\btold me\b/]],
  ]);
  check([
    ['it', 'Perché il pacco è fermo?', [/^why\b/]],
    ['it', 'Non capisco perché costa tanto.', [/\bwhy\b/]],
    ['de', 'Die Bedienung ist ganz einfach.', [/\bsimple\b/]],
    ['de', 'Es ist einfach zu bedienen.', [/\bsimple\b/]],
  ]);
});
