/**
 * Glosses of long natural messages (gloss.ts, measures.ts, morphology.ts, the lexicons' long-message sections and
 * general/long-messages.ts): a whole situation in one message, with colloquial and regional words, clitics, verb forms
 * and idioms, comes out as the English content words the routes read. The messages were written for this test from
 * general knowledge of the five languages, none from an evaluation file or from data/gloss_coverage.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { glossToEnglish } from './gloss.ts';

const gloss = (lang: string, text: string) => glossToEnglish(text, lang);
/** Every pattern is in the gloss, and no word is left as typed except the `kept` ones (names, brands). */
function reads(lang: string, text: string, patterns: RegExp[], kept: string[] = []): void {
  const g = gloss(lang, text);
  for (const p of patterns) assert.match(g.text, p, `${text}\n→ ${g.text}`);
  assert.deepEqual(g.unknown, kept, `${text}\n→ ${g.text}`);
}

test('Spanish: Mexican and Spain words, clitics on short infinitives, ages in digits, idioms of a long message', () => {
  reads('es', 'Fíjate que se me ponchó la llanta de la bici y la cajuela del coche está hecha un desastre, ocupo algo pa que no se me revuelva todo', [/you know/, /got a flat/, /car trunk/, /a mess/, /so that/]);
  reads('es', 'Tío, me mola la chamarra pero me queda muy justa, ¿os llega otra talla? Quiero verme bien en la boda', [/^i like/, /very tight on me/, /you/, /see me/]);
  reads('es', 'Mi abuela vive con nosotros y el piso es pura loseta, anda con los pies helados. ¿Qué le puede servir?', [/the floor is all tile/, /what could help her/]);
  reads('es', 'Cada mañana me hago un batido, no pruebo una verdura ni aunque me paguen', [/every morning/, /i don't eat vegetables/, /not even if you paid me/]);
  reads('es', 'Vivimos en un piso pequeño con dos gatos', [/small apartment/]);
  reads('es', 'Mi papá tiene 78 años, ya no oye bien y le sube un montón a la tele por las noches, los vecinos ya se quejaron varias veces', [/is 78 years old/, /at night/, /several/]);
  reads('es', 'Compré unas botas hace como dos semanas y ya se les despegó la suela, dijeron que las cambiaban pero nada', [/2 weeks ago/, /came off the sole|sole came off/, /said/]);
  reads('es', 'Llevo toda la mañana buscando un despertador que no sea tan caro porque el mío se rompió, mi hijo no se despierta con nada', [/i have been all morning/, /alarm clock/, /that isn't/]);
  // "no se me caigan" is "that they don't fall", not "no sé" (I don't know); "la calme" is a pronoun before a verb.
  assert.doesNotMatch(gloss('es', 'unos lentes que no se me caigan cuando corro').text, /don't know/);
  assert.match(gloss('es', 'mi gata se pone nerviosa, ¿algo que la calme?').text, /calm it down/);
  // Object pronouns before a verb go after it in English, after an infinitive the verb takes, before its particle.
  assert.match(gloss('es', '¿me lo pueden enviar a Monterrey?').text, /^can you ship it to Monterrey/);
  assert.match(gloss('es', '¿Me la reciben de vuelta?').text, /^do you take it back/);
  assert.match(gloss('it', 'me lo potete spedire a Milano?').text, /^can you ship it to Milano/);
  // A word typed with an accent the lexicon's noun lacks is the verb ("la usó": used it, not the noun "uso").
  assert.match(gloss('es', 'le compré una mochila y ni la usó').text, /use it/);
  reads('es', '¿A partir de cuánto ya no pago el envío?', [/from how much i no longer pay/]);
});

test('French: dropped "ne", clitic "l\'" before "avoir", idioms and Québec words', () => {
  reads('fr', "Je sais plus quoi faire, mon fils arrive plus à dormir parce qu'il fait une chaleur à crever sous les toits", [/i know no longer|i don't know what to do anymore/, /can no longer/, /unbearable heat/]);
  reads('fr', "Le grille-pain, je l'ai acheté chez vous en juin et il a déjà rendu l'âme, ça vaut le coup de le faire réparer ?", [/i have bought it/, /broke down/, /worth it/]);
  reads('fr', "Allo! Je magasine un cadeau pour ma blonde, elle trippe sur la rando pis le camping, par contre j'ai pas envie de dépenser la peau des fesses", [/hello/, /shopping for/, /my girlfriend/, /she loves/, /however/, /don't feel like/, /a fortune/]);
  reads('fr', "Nos voisins du dessus font un boucan pas possible et il nous faudrait des bouchons d'oreilles pour dormir sur le côté", [/upstairs neighbors/, /racket/, /we would need/, /earplugs/]);
  // "la commande" after a verb is the order, not "it".
  assert.match(gloss('fr', 'je voudrais annuler la commande de lundi').text, /cancel the order/);
  reads('fr', 'Le sapin est tout nu et notre chaton fait tomber tout ce qui pend.', [/christmas tree is bare/, /knocks down everything that hangs/]);
});

test('German: compounds never read through chat forms, Konjunktiv, separable verbs before "und", colloquial words', () => {
  reads('de', 'Wir ziehen nächste Woche um und bräuchten stabile Kartons, mein alter Koffer ist leider zerbrochen', [/we move/, /would need/, /broken/]);
  reads('de', 'Mein Mann ist schwerhörig und dreht den Fernseher so laut auf, dass die Nachbarn sich beschweren', [/hard of hearing/, /turns up/, /so loud/]);
  reads('de', 'Die Waschmaschine hat nach zwei Wochen den Geist aufgegeben, ehrlich gesagt war das rausgeschmissenes Geld', [/after 2 week/, /stopped working/, /wasted money/]);
  // An adjective in -isch, -lich is not split into a chat form "isch" (i) or a verb of liking.
  assert.doesNotMatch(gloss('de', 'der Lüfter ist höllisch laut').text, /\bi\b/);
  assert.doesNotMatch(gloss('de', 'das kostet ein Vermögen').text, /like/);
  assert.match(gloss('de', 'das kostet ein Vermögen').text, /a fortune/);
  reads('de', 'Mein Schwiegervater geht nächsten Monat in Rente, und ich habe keine Ahnung, was ich ihm schenken soll.', [/retires next month/, /no idea/, /what i should give him/]);
});

test('Portuguese: time spans with há/faz, ages and birthdays in digits, slang and idioms', () => {
  reads('pt', 'Meu liquidificador pifou bem no dia da festa e a geladeira tá os olhos da cara, tô na dúvida se compro tudo de uma vez', [/broke down/, /right on the day/, /a fortune/, /i'm unsure/, /at once/]);
  reads('pt', 'Tô com dor nas costas há três semanas e meu colchão afunda no meio, vocês têm travesseiro de corpo?', [/for 3 weeks/, /body pillow/]);
  reads('pt', 'Minha mãe faz 70 anos mês que vem e adora plantas, quero algo que dê conta do recado', [/turns 70/, /loves plants/, /gets the job done/]);
  assert.match(gloss('pt', 'comprei um tênis há duas semanas e já rasgou').text, /2 weeks ago/);
  // "pelo de gato" is cat hair, not "by the"; "gelo" is ice (the colour is "cor gelo").
  assert.match(gloss('pt', 'tem algum rolo pra tirar pelo de gato do sofá?').text, /cat hair/);
  assert.match(gloss('pt', 'uma garrafa que mantenha o gelo').text, /ice/);
});

test('Italian: possessives with their article, "ne", "ci vede/ci sente", idioms, conditional forms', () => {
  reads('it', 'Il mio compagno ci sente poco e alza la tv a palla, i vicini del piano di sopra si lamentano da settimane', [/^my partner/, /hard of hearing/, /at full volume/, /upstairs/, /for week/]);
  reads('it', "Ho appena adottato un cane e non ho né cuccia né ciotole, ne avete una che non costi un occhio della testa?", [/i have just adopted/, /nor/, /costs a fortune/]);
  reads('it', 'Sono tre settimane che aspetto il pacco, dovrebbe essere già arrivato, non mi va di aspettare ancora', [/for 3 week/, /should/, /i don't feel like/]);
  assert.doesNotMatch(gloss('it', 'ne hai uno più piccolo?').text, /\bne\b|\bnor\b/);
  assert.match(gloss('it', 'quando piove mi si bagnano i piedi').text, /when it rains/);
  assert.match(gloss('it', "C'è un codice sconto per il primo ordine?").text, /the first order/);
});
