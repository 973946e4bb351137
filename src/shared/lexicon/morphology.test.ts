/**
 * Inflection by rule (morphology.ts) and English verb forms (english.ts). The forms were chosen for this test from the
 * regular grammar of each language (conjugation tables, plural and feminine endings), none from an evaluation file.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inflectGloss, inflectVerb } from './english.ts';
import { foldText } from './fold.ts';
import type { LexiconLanguage } from './languages.ts';
import { analyzeWord, diminutiveBases } from './morphology.ts';

/** Whether `word` has a reading with this lemma (and, when given, this form). */
function reads(lang: LexiconLanguage, word: string, lemma: string, form?: string): boolean {
  return analyzeWord(lang, foldText(word), word.toLowerCase()).some((a) => a.lemma === lemma && (!form || a.form === form));
}

test('verb forms are read as their infinitive, with the form they have', () => {
  const cases: [LexiconLanguage, string, string, string?][] = [
    // Spanish: present, subjunctive, preterite, imperfect, gerund, participle, stem changes and spelling changes
    ['es', 'corten', 'cortar'], ['es', 'cobraron', 'cobrar', 'past'], ['es', 'trabajando', 'trabajar', 'ing'],
    ['es', 'quieren', 'querer'], ['es', 'duermo', 'dormir'], ['es', 'pido', 'pedir'], ['es', 'busqué', 'buscar'], ['es', 'llegué', 'llegar'],
    ['es', 'conozco', 'conocer'], ['es', 'tuvimos', 'tener', 'past'], ['es', 'compró', 'comprar', 'past'], ['es', 'casados', 'casar', 'participle'],
    ['es', 'puesto', 'poner', 'participle'], ['es', 'huele', 'oler'],
    // Portuguese
    ['pt', 'quebrou', 'quebrar', 'past'], ['pt', 'fiquei', 'ficar', 'past'], ['pt', 'conheço', 'conhecer'], ['pt', 'durmo', 'dormir'], ['pt', 'fazendo', 'fazer', 'ing'],
    // Italian
    ['it', 'festeggiano', 'festeggiare'], ['it', 'conosco', 'conoscere'], ['it', 'addebitato', 'addebitare', 'participle'], ['it', 'cerchi', 'cercare'],
    ['it', 'facciamo', 'fare'], ['it', 'messo', 'mettere', 'participle'],
    // French: é participles, -ir and -re verbs, irregular stems
    ['fr', 'consomment', 'consommer'], ['fr', 'gercées', 'gercer', 'participle'], ['fr', 'refroidit', 'refroidir'], ['fr', 'prenons', 'prendre'],
    ['fr', 'fera', 'faire'], ['fr', 'achète', 'acheter'], ['fr', 'plaît', 'plaire'], ['fr', 'pris', 'prendre', 'participle'],
    // German: present with e → i, participles (also after a separable prefix), zu-infinitives, strong past
    ['de', 'gibt', 'geben'], ['de', 'liest', 'lesen'], ['de', 'gekauft', 'kaufen', 'participle'], ['de', 'angekommen', 'ankommen', 'participle'],
    ['de', 'aufzuhängen', 'aufhangen'], ['de', 'ging', 'gehen', 'past'], ['de', 'fährt', 'fahren'], ['de', 'mitgenommen', 'mitnehmen', 'participle'],
  ];
  for (const [lang, word, lemma, form] of cases) assert.ok(reads(lang, word, lemma, form), `${lang} ${word} → ${lemma}${form ? ` (${form})` : ''}`);
});

test('plural, feminine and superlative forms are read as the lemma; diminutives as the plain word', () => {
  const cases: [LexiconLanguage, string, string][] = [
    ['es', 'piedras', 'piedra'], ['es', 'blancas', 'blanco'], ['es', 'luces', 'luz'], ['es', 'muchísimo', 'mucho'], ['es', 'rápidamente', 'rapido'],
    ['pt', 'botões', 'botao'], ['pt', 'papéis', 'papel'], ['pt', 'homens', 'homem'],
    ['it', 'vecchie', 'vecchio'], ['it', 'bianche', 'bianca'], ['it', 'negozi', 'negozio'], ['it', 'umidissimo', 'umido'],
    ['fr', 'chevaux', 'cheval'], ['fr', 'heureuse', 'heureux'], ['fr', 'sportive', 'sportif'], ['fr', 'blanche', 'blanc'], ['fr', 'chères', 'cher'],
    ['de', 'kindern', 'kind'], ['de', 'hände', 'hand'], ['de', 'hellere', 'hell'], ['de', 'leichteste', 'leicht'], ['de', 'freundinnen', 'freundin'],
  ];
  for (const [lang, word, lemma] of cases) assert.ok(reads(lang, word, lemma), `${lang} ${word} → ${lemma}`);
  assert.ok(diminutiveBases('es', 'baratito').includes('barato'));
  assert.ok(diminutiveBases('pt', 'cestinha').includes('cesta'));
  assert.ok(diminutiveBases('it', 'scarpette').includes('scarpe'));
  // A z written c before the diminutive ending ("pancita" → panza, "cabecita" → cabeza); a plural diminutive of a singular lemma.
  assert.ok(diminutiveBases('es', 'pancita').includes('panza'));
  assert.ok(diminutiveBases('es', 'cabecita').includes('cabeza'));
  assert.ok(analyzeWord('es', 'hoyitos').some((a) => a.lemma === 'hoyo' && a.plural));
});

test('a verb read through the Spanish and Portuguese privative prefix des- says so', () => {
  assert.ok(analyzeWord('es', 'desconocidos').some((a) => a.lemma === 'conocer' && a.form === 'participle' && a.negated));
  assert.ok(analyzeWord('pt', 'desligado').some((a) => a.lemma === 'ligar' && a.negated));
  // re- keeps the verb's meaning.
  assert.ok(analyzeWord('es', 'revendo').some((a) => a.lemma === 'vender' && !a.negated));
});

test('object pronouns written onto an infinitive, gerund or imperative are split off', () => {
  const ponermelo = analyzeWord('es', 'ponermelo').find((a) => a.lemma === 'poner');
  assert.deepEqual(ponermelo?.clitics, ['me', 'it']);
  assert.ok(analyzeWord('es', 'muestrame').some((a) => a.lemma === 'mostrar' && a.clitics?.[0] === 'me'));
  assert.ok(analyzeWord('it', 'cambiarle').some((a) => a.lemma === 'cambiare'));
  // Spain's plural imperative takes them too ("enseñadme", "decidme").
  assert.ok(analyzeWord('es', 'ensenadme').some((a) => a.lemma === 'ensenar' && a.clitics?.[0] === 'me'));
  assert.ok(analyzeWord('es', 'decidme').some((a) => a.lemma === 'decir' && a.clitics?.[0] === 'me'));
  // "decente" is not "decen" + "te": a verb form that takes pronouns ends as an infinitive, a gerund or an imperative.
  assert.ok(!analyzeWord('es', 'decente').some((a) => a.clitics));
});

test('English verb forms: irregular verbs, spelling rules, a gloss of several words, a gloss that is no bare verb', () => {
  assert.deepEqual(['break', 'buy', 'stop', 'try', 'charge', 'visit', 'come'].map((v) => inflectVerb(v, 'past')), ['broke', 'bought', 'stopped', 'tried', 'charged', 'visited', 'came']);
  assert.deepEqual(['break', 'eat', 'go'].map((v) => inflectVerb(v, 'participle')), ['broken', 'eaten', 'gone']);
  assert.deepEqual(['work', 'make', 'run', 'die', 'see'].map((v) => inflectVerb(v, 'ing')), ['working', 'making', 'running', 'dying', 'seeing']);
  assert.equal(inflectGloss('give as a gift', 'past'), 'gave as a gift');
  assert.equal(inflectGloss('^buy', 'participle'), '^bought');
  assert.equal(inflectGloss('i want', 'past'), 'i want');
  assert.equal(inflectGloss('reading', 'past'), 'reading');
});
