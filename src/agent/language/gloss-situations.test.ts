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
  assert.match(gloss('tengo la piel muy seca', 'es'), /my skin very dry/, 'what is told of it stays after it');
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

test('constructions of a situation told: one\'s own body, "again", the subject in the verb, longer phrases, senses across sentences', () => {
  assert.match(gloss('da quando sono passata al biondo i capelli si spezzano', 'it'), /my hair/, 'a sentence in the first person');
  assert.match(gloss('beim Joggen reißt das Kabel sie mir aus den Ohren', 'de'), /my ears/);
  assert.match(gloss('ses pantalons s\'arrêtent au-dessus de la cheville', 'fr'), /the ankle/, 'someone else\'s body keeps its article');
  assert.match(gloss('¿qué necesito para volver a usarla?', 'es'), /use it again/);
  assert.match(gloss('quero voltar a dormir bem', 'pt'), /sleep again/);
  assert.match(gloss('quando esco in kayak', 'it'), /when i go out/);
  assert.match(gloss('organizo una noche de juegos', 'es'), /^i organize/);
  assert.doesNotMatch(gloss('mio nonno è mancato', 'it'), /\bi\b/, 'a participle after "è" has no subject of its own');
  assert.match(gloss('per leggere in camera da letto', 'it'), /in bedroom/, 'the longer phrase inside wins');
  assert.match(gloss('El médico le dijo que vigile el pulso. Algo sencillo para la muñeca.', 'es'), /for the wrist/);
  assert.match(gloss('alguma coisa que ajude a refrescar', 'pt'), /to cool/);
});

test('word families of everyday life in all five languages', () => {
  const cases: [string, string, RegExp][] = [
    ['suegros', 'es', /in-laws/], ['beaux-parents', 'fr', /in-laws/], ['Schwiegereltern', 'de', /in-laws/], ['sogros', 'pt', /in-laws/], ['suoceri', 'it', /in-laws/],
    ['forro de malla', 'es', /mesh lining/], ['doublure en filet', 'fr', /mesh lining/], ['Netzfutter', 'de', /mesh lining/], ['elastico in vita', 'it', /elastic waist/],
    ['el reflejo del sol', 'es', /glare/], ['le reflet du soleil', 'fr', /glare/], ['die Spiegelung', 'de', /glare/], ['o reflexo do sol', 'pt', /glare/], ['il riflesso del sole', 'it', /glare/],
    ['cardiólogo', 'es', /cardiologist/], ['Kardiologe', 'de', /cardiologist/], ['pouls', 'fr', /pulse/],
    ['cantar a plenos pulmões', 'pt', /at the top of their lungs/], ['chanter à tue-tête', 'fr', /at the top of their lungs/],
  ];
  for (const [text, lang, re] of cases) assert.match(gloss(text, lang), re, `${lang} ${text}`);
});

test('what to bring or give, said in each language, reads as a gift asked for (lexicon gloss15)', () => {
  assert.match(gloss('me invitaron a la fiesta, ¿qué le puedo llevar?', 'es'), /what can i bring her/);
  assert.match(gloss('cosa le posso regalare', 'it'), /what can i give her as a gift/);
  assert.match(gloss('Was schenkt man da so?', 'de'), /what does one give as a gift/);
  assert.match(gloss('une crémaillère samedi, je sais pas quoi apporter', 'fr'), /housewarming.*what to bring/);
  assert.match(gloss('queria algo decente pra servir o vinho', 'pt'), /serve the wine/, 'wine served, not a colour');
  assert.match(gloss('la pelota está toda pelada', 'es'), /worn smooth/);
});

test('a pooled present, being lost for one, and situations told in each language read as meant (lexicon gloss17)', () => {
  assert.match(gloss('Un collègue part à la retraite à la fin du mois, on a fait une cagnotte au bureau', 'fr'), /at the end of the month, we pooled money/);
  assert.match(gloss('Vou fazer um ano de namoro semana que vem e to perdido no presente', 'pt'), /i am lost on the gift/);
  assert.match(gloss('soy camionero y me paso el día en la ruta, quiero comer caliente', 'es'), /truck driver.*on the road.*hot meals/);
  assert.match(gloss('me duele la cabeza con las colas de caballo apretadas', 'es'), /ponytails/);
  assert.match(gloss('im Flur baumelt eine nackte Glühbirne', 'de'), /bare light bulb/);
  assert.match(gloss('meine Klamotten sind an den Knien durchgescheuert', 'de'), /worn through at the knees/);
  assert.match(gloss('la mia grafia fa schifo, vorrei scrivere con l\'inchiostro vero', 'it'), /handwriting.*real ink/);
  assert.match(gloss('Leio imenso, sobretudo na banheira', 'pt'), /above all in the bathtub/, 'above all, not an overcoat');
  assert.match(gloss('O coach falou pra trocar', 'pt'), /told me to switch them/, 'switching shoes, not an exchange');
});

test('homework, a declined card, a way to pay, no clue what to give, read in each language (lexicon gloss17c)', () => {
  assert.match(gloss("Come si calcola l'area di un trapezio?", 'it'), /how do you calculate the area of a trapezoid/);
  assert.match(gloss('Quando arrivo al pagamento mi rifiuta la carta, eppure i soldi sul conto ci sono', 'it'), /my card is declined, and yet/);
  assert.match(gloss('PayPal, ça passe chez vous, ou il faut obligatoirement une carte bancaire ?', 'fr'), /do you accept it.*bank card/);
  assert.match(gloss('ich hab keinen blassen Schimmer, womit ich ihm eine Freude machen kann', 'de'), /i have no clue, what would make him happy/);
  assert.match(gloss('¿cuántos planetas hay en el sistema solar?', 'es'), /planets.*solar system/);
  assert.match(gloss('ya me acabé todas las que tenía pendientes', 'es'), /still had to watch/, 'a to-watch list, not earrings');
});

test('an allowance, charcoal slow to catch, mosquitoes, a belly band, read in each language (lexicon gloss17d)', () => {
  assert.match(gloss('mi hijo empezó a recibir su domingo y deja las monedas tiradas', 'es'), /his allowance.*coins lying around/);
  assert.match(gloss('¿Hay algo para que el carbón agarre más rápido?', 'es'), /the charcoal catches faster/);
  assert.match(gloss('les maringouins rentrent par centaines', 'fr'), /the mosquitoes come in by the hundreds/);
  assert.match(gloss('usavam uma faixa bem apertada na cintura depois do parto', 'pt'), /a very tight band.*after giving birth/);
  assert.match(gloss('i bimbi vogliono fare i s\'mores attorno al fuoco', 'it'), /make s'mores around the fire/);
});

test('refinements said in each language read as attributes titles use (lexicon gloss17e)', () => {
  assert.match(gloss('Gepolstert bitte, mit weichem Kopfteil zum Anlehnen', 'de'), /upholstered/);
  assert.match(gloss('que se maneje desde el celular', 'es'), /control from my phone/);
  assert.match(gloss('senza stelo, che i miei gatti buttano giù tutto', 'it'), /stemless/);
  assert.match(gloss('modelo nadador, que deixa os ombros livres', 'pt'), /racerback/);
  assert.match(gloss('Un modèle gonflable plutôt', 'fr'), /inflatable/);
});

test('a recipe, a distance, a toast, a card charged, being lost for a gift, read in each language (lexicon gloss18)', () => {
  assert.match(gloss('Como é que se faz um arroz de pato como deve ser?', 'pt'), /how do you make .*properly/);
  assert.match(gloss('quanto dista Milano da Roma?', 'it'), /how far is/);
  assert.match(gloss('¿Me escribes un brindis cortito?', 'es'), /will you write me a toast speech/);
  assert.match(gloss('ma carte est débitée quand exactement ?', 'fr'), /when is my card charged/);
  assert.match(gloss('eu tô perdida, sem saber o que levar', 'pt'), /not knowing what to bring/);
  assert.match(gloss('ich möchte ihr was schenken, hab aber null Plan', 'de'), /no idea/);
  assert.match(gloss('ha preso la patente, cosa gli posso prendere?', 'it'), /driving licence.*what can i get him/);
  assert.match(gloss('il faut régler ça avant ce soir', 'fr'), /fix that/, 'a problem fixed is no bill paid');
});
