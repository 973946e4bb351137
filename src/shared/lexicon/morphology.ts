/**
 * Inflection by rule: a word form the lexicon does not list is read as the lemma it is a form of, so a lexicon lists
 * lemmas ("cortar", "vecchio", "Hand") and the gloss still reads "corten", "vecchie", "Hände". For each of the five
 * languages, from its regular grammar (written for Aisle from general grammar knowledge, no corpus):
 *
 * - nouns and adjectives: plural and feminine endings, absolute superlatives ("muchísimo" → mucho, "umidissimo" →
 *   umido), adverbs in -mente/-ment, German declension, comparative and superlative endings;
 * - diminutives: Spanish -ito/-ita/-cito/-illo, Portuguese -inho/-zinho, Italian -ino/-etto/-ello ("baratito" → barato);
 * - verbs: the endings of the regular conjugations (present, preterite, imperfect, future, conditional, subjunctive,
 *   imperative, gerund, participle) with the stem changes of each language (Spanish "quiero" → querer, "duermo" →
 *   dormir, "busqué" → buscar; German "gibt" → geben, "gekauft" → kaufen, "aufzuhängen" → aufhängen), irregular stems of
 *   the common irregular verbs ("tuvimos" → tener, "fera" → faire, "facciamo" → fare, "ging" → gehen), and Spanish and
 *   Italian object pronouns written onto an infinitive, gerund or imperative ("ponérmelo" → poner + me + lo, "cambiarle"
 *   → cambiare + le).
 *
 * {@link analyzeWord} lists every reading of a folded word (fold.ts), most likely first; the caller keeps the first
 * whose lemma its lexicon knows (a verb reading only for a lemma the lexicon has as a verb). A reading says which form
 * of the verb it is, so the English can be written in that form (english.ts).
 */
import type { VerbForm } from './english.ts';
import type { LexiconLanguage } from './languages.ts';

/**
 * One reading of a word: its lemma (folded), whether the lemma must be a verb, its form, the English of object pronouns
 * written onto it, (German) whether it is a form that ends its clause (participle, zu-infinitive), and (a nominal
 * reading) whether its ending is a plural one ("opções" → opção, "amici" → amico: see {@link PLURAL_ENDINGS}).
 */
export type Analysis = { lemma: string; verb: boolean; form: VerbForm; clitics?: string[]; final?: boolean; plural?: boolean; negated?: boolean };

/** Endings of one conjugation, by form; `subjunctive` endings read as the base form, after the indicative ones. */
type Paradigm = { inf: string; base: string; subjunctive?: string; past?: string; participle?: string; ing?: string };

const PARADIGMS: Record<LexiconLanguage, Paradigm[]> = {
  es: [
    { inf: 'ar', base: 'o as a amos ais an ad ar are aras ara aremos areis aran aria arias ariamos ariais arian', subjunctive: 'e es emos eis en ase ases asemos aseis asen', past: 'aste asteis aron aba abas abamos abais aban', participle: 'ado ada ados adas', ing: 'ando' },
    { inf: 'er', base: 'o es e emos eis en ed er ere eras era eremos ereis eran eria erias eriamos eriais erian', subjunctive: 'a as amos ais an iera ieras ieramos ierais ieran iese ieses iesen yera yeran', past: 'i iste io imos isteis ieron eron ia ias iamos iais ian yo yeron', participle: 'ido ida idos idas', ing: 'iendo yendo' },
    { inf: 'ir', base: 'o es e imos is en id ir ire iras ira iremos ireis iran iria irias iriamos iriais irian', subjunctive: 'a as amos ais an iera ieras ieramos ierais ieran iese ieses iesen yera yeran', past: 'i iste io isteis ieron eron ia ias iamos iais ian yo yeron', participle: 'ido ida idos idas', ing: 'iendo yendo' },
  ],
  pt: [
    { inf: 'ar', base: 'o as a amos ais am ar armos arem arei aras ara aremos arao aria arias ariamos ariam', subjunctive: 'e es emos eis em asse asses assemos assem', past: 'ei aste ou astes aram ava avas avamos aveis avam', participle: 'ado ada ados adas', ing: 'ando' },
    { inf: 'er', base: 'o es e emos eis em er ermos erem erei eras era eremos erao eria erias eriamos eriam', subjunctive: 'a as amos ais am esse esses essemos essem', past: 'i este eu estes eram ia ias iamos ieis iam', participle: 'ido ida idos idas', ing: 'endo' },
    { inf: 'ir', base: 'o es e imos is em ir irmos irem irei iras ira iremos irao iria irias iriamos iriam', subjunctive: 'a as amos ais am isse isses issemos issem', past: 'i iste iu istes iram ia ias iamos ieis iam', participle: 'ido ida idos idas', ing: 'indo' },
  ],
  it: [
    { inf: 'are', base: 'o i a iamo ate ano are ar ero erai era eremo erete eranno erei eresti erebbe eremmo ereste erebbero', subjunctive: 'ino iate assi asse assimo aste assero', past: 'avo avi ava avamo avate avano ai asti ammo arono', participle: 'ato ata ati ate', ing: 'ando' },
    { inf: 'ere', base: 'o i e iamo ete ono ere er ero erai era eremo erete eranno erei eresti erebbe eremmo ereste erebbero', subjunctive: 'a ano iate essi esse essimo essero', past: 'evo evi eva evamo evate evano ei esti emmo este erono etti ette ettero', participle: 'uto uta uti ute', ing: 'endo' },
    { inf: 'ire', base: 'o i e iamo ite ono isco isci isce iscono ire ir iro irai ira iremo irete iranno irei iresti irebbe iremmo ireste irebbero', subjunctive: 'a ano isca iscano iate issi isse issimo issero', past: 'ivo ivi iva ivamo ivate ivano ii isti immo iste irono', participle: 'ito ita iti ite', ing: 'endo' },
    // Future and conditional endings after an irregular future stem ("dovr" + "ebbe" → dovere, "sar" + "à" → essere).
    { inf: 'ere', base: 'o ai a emo ete anno ei esti ebbe emmo este ebbero' },
  ],
  fr: [
    { inf: 'er', base: 'e es ent ons ez er erai eras era erons erez eront erais erait erions eriez eraient', past: 'ais ait aient ions iez', participle: 'ee es ees', ing: 'ant' },
    { inf: 'ir', base: 'is it issons issez issent ir irai iras ira irons irez iront irais irait irions iriez iraient', subjunctive: 'isse isses issions issiez', past: 'issais issait issaient', participle: 'i ie ies', ing: 'issant' },
    { inf: 're', base: 's t ons ez ent re rai ras ra rons rez ront rais rait rions riez raient', past: 'ais ait aient ions iez', participle: 'u ue us ues', ing: 'ant' },
    { inf: 're', base: '' },
    // Future and conditional endings after an irregular future stem ("fer" + "a" → faire, "pourr" + "ait" → pouvoir).
    { inf: 're', base: 'ai as a ons ez ont ais ait ions iez aient' },
  ],
  de: [
    { inf: 'en', base: 'e st t et en est', past: 'te test ten tet', ing: 'end' },
  ],
};

/**
 * Irregular stems of common verbs, `stem:infinitive` (folded): the stem takes the endings of {@link PARADIGMS} ("tuv" +
 * "imos" → tener, "pong" + "o" → poner), also after a prefix the lexicon knows as a verb ("compon" → componer).
 */
const IRREGULAR_STEMS: Record<LexiconLanguage, string> = {
  es: `teng:tener tien:tener tuv:tener tendr:tener pong:poner pus:poner pondr:poner hag:hacer hic:hacer hiz:hacer har:hacer dig:decir dic:decir
    dij:decir dir:decir veng:venir vien:venir vin:venir vendr:venir salg:salir saldr:salir traig:traer traj:traer caig:caer oig:oir quis:querer
    querr:querer pud:poder podr:poder sup:saber sabr:saber sep:saber quep:caber cup:caber cabr:caber estuv:estar anduv:andar hub:haber habr:haber
    conduj:conducir conduzc:conducir traduj:traducir produj:producir vay:ir fu:ir huel:oler ve:ver ver:ver`,
  pt: `tenh:ter tinh:ter tiv:ter venh:vir vinh:vir vier:vir fac:fazer fiz:fazer fez:fazer far:fazer dig:dizer diss:dizer dir:dizer poss:poder
    pud:poder soub:saber saib:saber quis:querer queir:querer traz:trazer trag:trazer troux:trazer trar:trazer caib:caber coub:caber ouc:ouvir
    pec:pedir perc:perder vej:ver vir:ver est:estar estiv:estar estev:estar`,
  it: `vad:andare andr:andare facc:fare fac:fare far:fare fec:fare dic:dire dir:dire diss:dire veng:venire vien:venire verr:venire venn:venire
    vogl:volere vuo:volere vorr:volere voll:volere poss:potere puo:potere potr:potere dev:dovere dobb:dovere dovr:dovere debb:dovere sapp:sapere
    sapr:sapere sepp:sapere esc:uscire teng:tenere tien:tenere terr:tenere tenn:tenere bev:bere berr:bere rimang:rimanere rimarr:rimanere
    scelg:scegliere tolg:togliere spegn:spegnere piacc:piacere piacqu:piacere nacqu:nascere conobb:conoscere sedut:sedere sied:sedere
    abbi:avere avr:avere sar:essere`,
  fr: `pren:prendre prenn:prendre mett:mettre vien:venir vienn:venir ven:venir viendr:venir tien:tenir tienn:tenir ten:tenir tiendr:tenir
    fai:faire fais:faire fass:faire fer:faire di:dire dis:dire peu:pouvoir peuv:pouvoir pouv:pouvoir pourr:pouvoir puiss:pouvoir
    veu:vouloir veul:vouloir voul:vouloir voudr:vouloir veuill:vouloir doi:devoir doiv:devoir dev:devoir devr:devoir sai:savoir sav:savoir
    saur:savoir sach:savoir voi:voir voy:voir verr:voir boi:boire boiv:boire buv:boire li:lire lis:lire ecri:ecrire ecriv:ecrire
    connai:connaitre connaiss:connaitre recoi:recevoir recoiv:recevoir recev:recevoir plai:plaire plais:plaire cour:courir courr:courir
    ouvr:ouvrir offr:offrir souffr:souffrir couvr:couvrir vi:vivre viv:vivre sui:suivre suiv:suivre condui:conduire conduis:conduire
    croi:croire croy:croire meur:mourir mour:mourir nai:naitre naiss:naitre dor:dormir dorm:dormir par:partir part:partir sor:sortir
    sort:sortir sen:sentir sent:sentir ser:servir serv:servir men:mentir ment:mentir val:valoir vaudr:valoir faudr:falloir pein:peindre
    peign:peindre join:joindre joign:joindre eteign:eteindre etein:eteindre crain:craindre craign:craindre ir:aller aill:aller envoi:envoyer
    enverr:envoyer assoi:asseoir assey:asseoir ri:rire aur:avoir av:avoir vau:valoir plaign:plaindre plain:plaindre`,
  de: `gib:geben sieh:sehen lies:lesen iss:essen nimm:nehmen hilf:helfen sprich:sprechen triff:treffen wirf:werfen stirb:sterben brich:brechen
    vergiss:vergessen empfiehl:empfehlen tritt:treten`,
};

/**
 * Irregular participles and past forms, `form:infinitive` (folded; Romance participles take -o/-a/-os/-as or -e/-s
 * endings as each language does): "puesto" → poner, "fatto" → fare, "pris" → prendre, German "gegangen" → gehen.
 */
const IRREGULAR_FORMS: Record<LexiconLanguage, string> = {
  es: `puest:poner hech:hacer dich:decir rot:romper vuelt:volver devuelt:devolver envuelt:envolver resuelt:resolver escrit:escribir abiert:abrir
    cubiert:cubrir descubiert:descubrir muert:morir frit:freir impres:imprimir vist:ver`,
  pt: `feit:fazer dit:dizer vist:ver abert:abrir escrit:escrever cobert:cobrir gast:gastar pag:pagar ganh:ganhar aceit:aceitar entregu:entregar
    mort:morrer pres:prender vind:vir pos:por`,
  it: `fatt:fare dett:dire mess:mettere pres:prendere chius:chiudere rott:rompere scelt:scegliere lett:leggere scritt:scrivere vist:vedere
    pers:perdere apert:aprire offert:offrire mort:morire nat:nascere success:succedere rispost:rispondere chiest:chiedere spes:spendere
    sces:scendere acces:accendere spent:spegnere rimast:rimanere cors:correre vint:vincere vissut:vivere cott:cuocere tolt:togliere
    decis:decidere moss:muovere res:rendere dipint:dipingere spint:spingere rimess:rimettere tradott:tradurre prodott:produrre
    compres:comprendere appes:appendere inclus:includere copert:coprire scopert:scoprire soffert:soffrire appars:apparire
    aggiunt:aggiungere raggiunt:raggiungere pianz:piangere bevut:bere stat:essere`,
  fr: `pris:prendre mis:mettre fait:faire dit:dire ecrit:ecrire ouvert:ouvrir offert:offrir couvert:couvrir mort:mourir peint:peindre
    eteint:eteindre conduit:conduire assis:asseoir vu:voir su:savoir bu:boire lu:lire pu:pouvoir cru:croire recu:recevoir venu:venir
    tenu:tenir voulu:vouloir connu:connaitre plu:plaire vecu:vivre couru:courir suivi:suivre ne:naitre joint:joindre craint:craindre`,
  de: `ging:gehen gegangen:gehen kam:kommen nahm:nehmen genommen:nehmen nimm:nehmen gab:geben sah:sehen fand:finden gefunden:finden
    trank:trinken getrunken:trinken sang:singen gesungen:singen sprang:springen gesprungen:springen schwamm:schwimmen geschwommen:schwimmen
    half:helfen geholfen:helfen sprach:sprechen gesprochen:sprechen traf:treffen getroffen:treffen warf:werfen geworfen:werfen
    starb:sterben gestorben:sterben brach:brechen gebrochen:brechen stahl:stehlen gestohlen:stehlen las:lesen ass:essen gegessen:essen
    vergass:vergessen fuhr:fahren lief:laufen blieb:bleiben geblieben:bleiben schrieb:schreiben geschrieben:schreiben stieg:steigen
    gestiegen:steigen schnitt:schneiden geschnitten:schneiden griff:greifen gegriffen:greifen riss:reissen gerissen:reissen biss:beissen
    gebissen:beissen fiel:fallen fing:fangen hielt:halten schlief:schlafen rief:rufen hing:hangen gehangen:hangen sass:sitzen
    gesessen:sitzen lag:liegen gelegen:liegen stand:stehen gestanden:stehen tat:tun getan:tun zog:ziehen gezogen:ziehen flog:fliegen
    geflogen:fliegen bot:bieten geboten:bieten verlor:verlieren verloren:verlieren fror:frieren gefroren:frieren floss:fliessen
    geflossen:fliessen schloss:schliessen geschlossen:schliessen roch:riechen gerochen:riechen trug:tragen wusch:waschen wuchs:wachsen
    bat:bitten gebeten:bitten wusste:wissen gewusst:wissen weiss:wissen dachte:denken gedacht:denken brachte:bringen gebracht:bringen
    kannte:kennen gekannt:kennen nannte:nennen genannt:nennen rannte:rennen gerannt:rennen brannte:brennen gebrannt:brennen war:sein
    gewesen:sein hatte:haben wurde:werden geworden:werden konnte:konnen musste:mussen durfte:durfen sollte:sollen wollte:wollen
    mochte:mogen lud:laden trat:treten stiess:stossen verstand:verstehen verstanden:verstehen begann:beginnen begonnen:beginnen
    gewann:gewinnen gewonnen:gewinnen schien:scheinen geschienen:scheinen schrie:schreien lieh:leihen geliehen:leihen stank:stinken
    gestunken:stinken band:binden gebunden:binden hob:heben gehoben:heben empfahl:empfehlen empfohlen:empfehlen geschah:geschehen
    schob:schieben geschoben:schieben wog:wiegen gewogen:wiegen log:lugen gelogen:lugen sank:sinken gesunken:sinken zwang:zwingen
    erschrak:erschrecken erschrocken:erschrecken betrog:betrugen betrogen:betrugen gelang:gelingen gelungen:gelingen klang:klingen
    geklungen:klingen stritt:streiten gestritten:streiten litt:leiden gelitten:leiden pfiff:pfeifen gepfiffen:pfeifen glich:gleichen
    wich:weichen schwieg:schweigen geschwiegen:schweigen trieb:treiben getrieben:treiben rieb:reiben gerieben:reiben mied:meiden
    gemieden:meiden verschwand:verschwinden verschwunden:verschwinden gebacken:backen`,
};

/** Endings of nouns and adjectives: `ending>replacement` (a replacement `-` is none), tried in this order. */
const NOMINAL: Record<LexiconLanguage, string> = {
  es: `isimos>o isimas>o isimo>o isima>o isimos>e isima>e amente>o amente>a emente>e mente>- ces>z es>- s>- a>o as>o`,
  pt: `issimos>o issimas>o issimo>o issima>o amente>o amente>a emente>e mente>- oes>ao aes>ao ais>al eis>el eis>il ois>ol uis>ul ns>m res>r
    zes>z ses>s s>- a>o as>o ona>ao`,
  it: `issimi>o issime>o issimo>o issima>o amente>o emente>e mente>- chi>co ghi>go che>ca che>co ghe>ga ghe>go i>o i>e i>a i>io e>a e>o a>o`,
  fr: `aux>al eaux>eau s>- x>- ement>e ement>- amment>ant emment>ent ment>- euses>eux euse>eux euses>eur euse>eur ives>if ive>if elles>el
    elle>el ennes>en enne>en ettes>et ette>et eres>er ere>er ches>c che>c onnes>on onne>on sses>s sse>s gues>g gue>g es>- e>-`,
  de: `eren>- erer>- eres>- erem>- ere>- sten>- ster>- stes>- stem>- ste>- esten>- ester>- estes>- este>- innen>in ern>- nen>- en>- em>- er>-
    es>- e>- n>- s>-`,
};

/**
 * The endings of {@link NOMINAL} that mark a plural (Romance languages; German plural endings are also case endings,
 * so German says nothing): a noun read through one of them is written as an English plural (gloss.ts).
 */
const PLURAL_ENDINGS: Partial<Record<LexiconLanguage, Set<string>>> = {
  es: new Set(['ces', 'es', 's', 'as']),
  pt: new Set(['oes', 'aes', 'ais', 'eis', 'ois', 'uis', 'ns', 'res', 'zes', 'ses', 's', 'as']),
  it: new Set(['chi', 'ghi', 'che', 'ghe', 'i', 'e']),
  fr: new Set(['aux', 'eaux', 's', 'x', 'es', 'euses', 'ives', 'elles', 'ennes', 'ettes', 'eres', 'ches', 'onnes', 'sses', 'gues']),
};

/**
 * Diminutive suffixes shoppers put on everyday words, and how the plain word ends (folded text): Spanish -ito/-ita/-cito/
 * -illo ("baratito" → barato, "añitos" → años, "cafecito" → cafe), Portuguese -inho/-zinho ("cestinha" → cesta),
 * Italian -ino/-etto/-ello/-cino ("poltroncina" → poltrona, "scarpette" → scarpe). From the grammar of each language
 * (regular derivational morphology); a base is used only when the lexicon knows it.
 */
const DIMINUTIVES: Partial<Record<LexiconLanguage, { re: RegExp; bases: (m: RegExpExecArray) => string[] }>> = {
  es: {
    // A z before the ending is written c ("pancita" → panza, "pedacito" → pedazo, "cabecita" → cabeza).
    re: /^(.{2,}?)(ec|c)?(?:it|ic|ill)([oa])(s?)$/,
    bases: ([, stem = '', c = '', g = '', pl = '']) => {
      const s = stem.replace(/qu$/, 'c').replace(/gu$/, 'g');
      const z = c ? [`${s}${c === 'ec' ? 'e' : ''}z${g}${pl}`] : [];
      return [...z, `${s}${g}${pl}`, `${s}o${pl}`, `${s}a${pl}`, `${s}e${pl}`, `${s}${pl}`, `${s}es`];
    },
  },
  pt: { re: /^(.{2,}?)z?inh([oa])(s?)$/, bases: ([, stem = '', g = '', pl = '']) => [`${stem}${g}${pl}`, `${stem}o${pl}`, `${stem}a${pl}`, `${stem}e${pl}`, `${stem}${pl}`] },
  it: { re: /^(.{2,}?)c?(?:in|ett|ell)([oaie])$/, bases: ([, stem = '', e = '']) => [`${stem}${e}`, `${stem}o`, `${stem}a`, `${stem}e`, `${stem}i`] },
};

/** Plain words a folded word may be the diminutive of (see {@link DIMINUTIVES}), most likely first; empty when none. */
export function diminutiveBases(lang: LexiconLanguage, folded: string): string[] {
  const d = DIMINUTIVES[lang];
  const m = d && folded.length > 5 ? d.re.exec(folded) : null;
  return m ? d!.bases(m).filter((b) => b.length >= 3 && b !== folded) : [];
}

/**
 * Stem changes of verbs, undone (each returns the stem before the change, or undefined): Spanish diphthongs and vowel
 * raising ("quier" → quer, "duerm" → dorm, "pid" → ped, "jueg" → jug), spelling before e/o ("busqu" → busc, "llegu" →
 * lleg, "empec" → empez, "conozc" → conoc, "escoj" → escog, "sig" → sigu, "construy" → constru); Portuguese
 * ("fiqu" → fic, "cheg u" → cheg, "durm" → dorm, "sint" → sent); Italian ("cerch" → cerc, "pagh" → pag, "mang" →
 * mangi, "muov" → mov); French ("appell" → appel, "jett" → jet, "pai" → pay, "mange" → mang); German e → i/ie
 * ("gib" → geb, "lies" → les).
 */
const STEM_CHANGES: Record<LexiconLanguage, ((s: string) => string | undefined)[]> = {
  es: [
    (s) => lastReplace(s, 'ie', 'e'), (s) => lastReplace(s, 'ue', 'o'), (s) => lastReplace(s, 'ue', 'u'), (s) => lastReplace(s, 'i', 'e'), (s) => lastReplace(s, 'u', 'o'),
    (s) => endReplace(s, 'qu', 'c'), (s) => endReplace(s, 'gu', 'g'), (s) => endReplace(s, 'c', 'z'), (s) => endReplace(s, 'zc', 'c'),
    (s) => endReplace(s, 'j', 'g'), (s) => endReplace(s, 'g', 'gu'), (s) => endReplace(s, 'uy', 'u'), (s) => endReplace(s, 'z', 'c'),
  ],
  pt: [
    (s) => endReplace(s, 'qu', 'c'), (s) => endReplace(s, 'gu', 'g'), (s) => endReplace(s, 'j', 'g'), (s) => lastReplace(s, 'u', 'o'), (s) => lastReplace(s, 'i', 'e'),
  ],
  it: [
    (s) => endReplace(s, 'ch', 'c'), (s) => endReplace(s, 'gh', 'g'), (s) => `${s}i`, (s) => lastReplace(s, 'uo', 'o'), (s) => lastReplace(s, 'ie', 'e'),
  ],
  fr: [
    (s) => endReplace(s, 'll', 'l'), (s) => endReplace(s, 'tt', 't'), (s) => endReplace(s, 'i', 'y'), (s) => endReplace(s, 'ge', 'g'),
  ],
  de: [(s) => lastReplace(s, 'ie', 'e'), (s) => lastReplace(s, 'i', 'e')],
};

function lastReplace(s: string, from: string, to: string): string | undefined {
  const at = s.lastIndexOf(from);
  return at > 0 ? `${s.slice(0, at)}${to}${s.slice(at + from.length)}` : undefined;
}
function endReplace(s: string, from: string, to: string): string | undefined {
  return s.length > from.length && s.endsWith(from) ? `${s.slice(0, -from.length)}${to}` : undefined;
}

/** Object pronouns written onto Spanish and Italian verbs, longest first, with their English ('' when dropped). */
const CLITICS: Partial<Record<LexiconLanguage, [string, string][]>> = {
  es: pairs('selo:it sela:it selos:them selas:them melo:me,it mela:me,it melos:me,them melas:me,them telo:you,it tela:you,it noslo:us,it nosla:us,it me:me te:you se: nos:us os:you lo:it la:it los:them las:them le: les:'),
  it: pairs(`glielo:it gliela:it glieli:them gliele:them gliene: melo:me,it mela:me,it meli:me,them mele:me,them mene:me telo:you,it tela:you,it
    teli:you,them tene:you selo:it sela:it sene: celo:us,it cela:us,it cene: velo:you,it mi:me ti:you si: ci: vi: lo:it la:it li:them le:them ne: gli:`),
};
/**
 * How a verb form that takes attached pronouns ends: infinitive, gerund, or an imperative ("muéstra-me", "fa-mmi", Spain's
 * plural "enseñad-me", "decid-me", the voseo of Argentina, Uruguay and Central America "escribí-me", "decí-me").
 */
const CLITIC_HOST: Partial<Record<LexiconLanguage, RegExp>> = { es: /(?:ar|er|ir|ando|iendo|yendo|[aei]|ad|ed|id)$/, it: /(?:ar|er|ir|ando|endo|[aei]|ate|ete|ite|iamo)$/ };
function pairs(text: string): [string, string][] {
  return text.trim().split(/\s+/).map((p) => p.split(':') as [string, string]).sort((a, b) => b[0].length - a[0].length);
}

/** German separable verb prefixes (a zu-infinitive and a participle put zu/ge between prefix and verb). */
const SEPARABLE = ['zuruck', 'zusammen', 'weiter', 'vorbei', 'heraus', 'herein', 'herunter', 'hinaus', 'hinein', 'runter', 'raus', 'rein', 'fest', 'fort', 'heim', 'hoch', 'los', 'mit', 'nach', 'vor', 'weg', 'auf', 'aus', 'ein', 'bei', 'ab', 'an', 'um', 'zu', 'her', 'hin', 'durch', 'uber', 'unter', 'wieder'];
/** The prefix of {@link VERB_PREFIXES} that reverses the verb's meaning (Spanish and Portuguese "des-": "desconocer", "desligar"). */
const PRIVATIVE_PREFIXES: Partial<Record<LexiconLanguage, string>> = { es: 'des', pt: 'des' };
/** Prefixes a Romance verb takes without changing its conjugation ("rifare", "refaire", "rehacer", "deshacer"). */
const VERB_PREFIXES: Partial<Record<LexiconLanguage, string[]>> = { es: ['des', 're'], pt: ['des', 're'], it: ['ri', 's', 'dis'], fr: ['re', 'de', 'r'], de: SEPARABLE };

type Table = { endings: [string, string, VerbForm, number][]; stems: Map<string, string>; forms: Map<string, string>; nominal: [string, string][] };
const tables = new Map<LexiconLanguage, Table>();

function tableOf(lang: LexiconLanguage): Table {
  let t = tables.get(lang);
  if (t) return t;
  const endings: Table['endings'] = [];
  for (const p of PARADIGMS[lang]) {
    const add = (list: string | undefined, form: VerbForm, rank: number) => {
      for (const e of (list ?? '').split(/\s+/).filter(Boolean)) if (!endings.some(([x, inf]) => x === e && inf === p.inf)) endings.push([e, p.inf, form, rank]);
    };
    add(p.base, 'base', 0); add(p.past, 'past', 0); add(p.participle, 'participle', 0); add(p.ing, 'ing', 0); add(p.subjunctive, 'base', 1);
  }
  // Longest ending first; for one ending, indicative before subjunctive, then the paradigms in order.
  endings.sort((a, b) => b[0].length - a[0].length || a[3] - b[3]);
  const map = (text: string) => new Map(text.split(/\s+/).filter(Boolean).map((p) => p.split(':') as [string, string]));
  const nominal = NOMINAL[lang].split(/\s+/).filter(Boolean).map((p) => { const [e = '', r = ''] = p.split('>'); return [e, r === '-' ? '' : r] as [string, string]; });
  t = { endings, stems: map(IRREGULAR_STEMS[lang]), forms: map(IRREGULAR_FORMS[lang]), nominal };
  tables.set(lang, t);
  return t;
}

/** Fewest letters of a verb stem left by an ending (a one-letter stem reads too many words as verbs). */
const MIN_STEM = 2;

/**
 * Every reading of a folded word, most likely first (see the file comment): nominal readings (plural, feminine,
 * superlative, diminutive), then verb readings (irregular forms, regular endings with stem changes, irregular stems,
 * German participles and zu-infinitives), then readings with object pronouns split off. `accented` is the word as typed
 * in lower case (accents kept), which tells some forms apart that folding merges (French "mangé" participle, Spanish
 * "compró" preterite).
 */
export function analyzeWord(lang: LexiconLanguage, folded: string, accented = folded, verbFirst = false): Analysis[] {
  const out: Analysis[] = [];
  const seen = new Set<string>();
  const push = (a: Analysis) => {
    const key = `${a.lemma}|${a.verb}|${a.form}|${a.clitics?.join(',') ?? ''}`;
    if (a.lemma.length >= 2 && a.lemma !== folded && !seen.has(key)) { seen.add(key); out.push(a); }
  };
  const t = tableOf(lang);
  // After a pronoun or a negation a verb is likely; a French "-é(e)(s)" is a participle ("tombée" is not "tombe").
  const verbs = verbFirst || (lang === 'fr' && /é(?:e|es|s)?$/.test(accented));
  if (verbs) for (const a of verbReadings(lang, folded, accented)) push(a);
  for (const [ending, repl] of t.nominal) {
    if (folded.length - ending.length >= 2 && folded.endsWith(ending)) push({ lemma: `${folded.slice(0, -ending.length)}${repl}`, verb: false, form: 'base', ...(PLURAL_ENDINGS[lang]?.has(ending) ? { plural: true } : {}) });
  }
  const small = diminutiveBases(lang, folded);
  for (const base of small) push({ lemma: base, verb: false, form: 'base' });
  // A plural diminutive of a word the lexicon has in the singular ("hoyitos" → hoyo, "pescaditos" → pescado).
  for (const base of small) if (/[^s]s$/.test(base) && lang !== 'it') push({ lemma: base.slice(0, -1), verb: false, form: 'base', plural: true });
  if (!verbs) for (const a of verbReadings(lang, folded, accented)) push(a);
  const clitics = CLITICS[lang];
  if (clitics) {
    for (const [clitic, english] of clitics) {
      if (!folded.endsWith(clitic) || folded.length - clitic.length < 3) continue;
      const host = folded.slice(0, -clitic.length);
      if (!CLITIC_HOST[lang]!.test(host)) continue;
      // An infinitive, gerund or imperative takes pronouns ("ponerme", "dándole", "dime"; "cambiarle", "mandarmi").
      for (const a of verbReadings(lang, host, host)) {
        if (a.form === 'past' || a.form === 'participle') continue;
        push({ ...a, clitics: english.split(',').filter(Boolean) });
      }
      if (lang === 'it' && /(?:ar|er|ir)$/.test(host)) push({ lemma: `${host}e`, verb: true, form: 'base', clitics: english.split(',').filter(Boolean) });
      // A short infinitive leaves no stem to an ending ("ver-me", "ver-lo", "dar-le", "ir-me"): the host is the infinitive.
      if (lang === 'es' && /(?:ar|er|ir)$/.test(host)) push({ lemma: host, verb: true, form: 'base', clitics: english.split(',').filter(Boolean) });
      // The voseo imperative is the infinitive without its -r ("contá-me", "poné-lo", "escribí-me", "decí-me").
      if (lang === 'es' && /[aei]$/.test(host) && host.length >= 3) push({ lemma: `${host}r`, verb: true, form: 'base', clitics: english.split(',').filter(Boolean) });
    }
  }
  return out;
}

/** The verb readings of a folded word (see {@link analyzeWord}). */
function verbReadings(lang: LexiconLanguage, folded: string, accented: string): Analysis[] {
  const t = tableOf(lang);
  const out: Analysis[] = [];
  const irregular = irregularForm(lang, folded);
  if (irregular) out.push(irregular);
  const imperative = lang === 'de' ? t.stems.get(folded) : undefined; // "nimm", "gib"
  if (imperative) out.push({ lemma: imperative, verb: true, form: 'base' });
  if (lang === 'de') out.push(...germanVerbReadings(folded));
  for (const [ending, inf, form0] of t.endings) {
    if (!folded.endsWith(ending)) continue;
    const stem = folded.slice(0, folded.length - ending.length);
    if (stem.length < MIN_STEM || (!ending && stem.length < 3)) continue;
    // A German stem in s, ß, z or x takes -t where others take -st ("du reist" is reisen, "reißt" is reißen: folded
    // "reisst" is never "reis" + "st").
    if (lang === 'de' && /^e?st$/.test(ending) && /[sxz]$/.test(stem)) continue;
    const form = refineForm(lang, accented, ending, form0);
    for (const s of stemVariants(lang, stem)) out.push({ lemma: `${s}${inf}`, verb: true, form });
    if (lang === 'de' && /e[lr]$/.test(stem)) out.push({ lemma: `${stem}n`, verb: true, form }); // wandern, sammeln
    const irr = irregularStem(lang, stem);
    if (irr) out.push({ lemma: irr, verb: true, form });
    // German strong past stems take the past endings ("kam" + "en" → kommen).
    const strong = lang === 'de' && !stem.startsWith('ge') ? t.forms.get(stem) : undefined;
    if (strong) out.push({ lemma: strong, verb: true, form: 'past' });
  }
  for (const prefix of VERB_PREFIXES[lang] ?? []) {
    if (folded.startsWith(prefix) && folded.length - prefix.length >= 3) {
      const rest = folded.slice(prefix.length);
      // Spanish and Portuguese des- undoes the verb ("desconocido" is unknown, "desenchufado" unplugged), not the verb itself.
      const negated = PRIVATIVE_PREFIXES[lang] === prefix ? { negated: true } : {};
      out.push({ lemma: rest, verb: true, form: 'base', ...negated });
      for (const a of verbReadings(lang, rest, accented.slice(prefix.length))) out.push({ ...a, ...negated });
    }
  }
  return out;
}

/** A Romance or German irregular form ("puesto", "fatto", "pris", "ging", "gibt") as its infinitive. */
function irregularForm(lang: LexiconLanguage, folded: string): Analysis | undefined {
  const { forms } = tableOf(lang);
  const whole = forms.get(folded);
  if (whole && lang === 'de') return folded.startsWith('ge') ? { lemma: whole, verb: true, form: 'participle', final: true } : { lemma: whole, verb: true, form: 'past' };
  if (whole) return { lemma: whole, verb: true, form: 'participle' };
  const m = /^(.*?)(os|as|o|a|i|e|s|es)$/.exec(folded);
  const stemmed = m && lang !== 'de' ? forms.get(m[1]!) : undefined;
  return stemmed ? { lemma: stemmed, verb: true, form: 'participle' } : undefined;
}

/** An irregular stem, alone or after a prefix ("compon" → componer when "pon" is poner's). */
function irregularStem(lang: LexiconLanguage, stem: string): string | undefined {
  const { stems } = tableOf(lang);
  const whole = stems.get(stem);
  if (whole) return whole;
  for (let cut = 1; cut <= stem.length - 2; cut++) {
    const inf = stems.get(stem.slice(cut));
    if (inf && inf.length > 3) return `${stem.slice(0, cut)}${inf}`;
  }
  return undefined;
}

/** The stem as written and before each stem change (one or two changes deep), without repeats. */
function stemVariants(lang: LexiconLanguage, stem: string): string[] {
  const out = [stem];
  for (const s of [stem, ...STEM_CHANGES[lang].map((f) => f(stem)).filter((x): x is string => !!x)]) {
    if (!out.includes(s)) out.push(s);
    for (const f of STEM_CHANGES[lang]) {
      const v = f(s);
      if (v && v.length >= MIN_STEM && !out.includes(v)) out.push(v);
    }
  }
  return out;
}

/** Accents that tell a form apart where folding merges it: French "é" participles, Spanish "-ó/-é/-í" preterites. */
function refineForm(lang: LexiconLanguage, accented: string, ending: string, form: VerbForm): VerbForm {
  if (lang === 'fr' && /é(?:e|es|s)?$/.test(accented) && /^(?:e|ee|es|ees)$/.test(ending)) return 'participle';
  if (lang === 'es' && /(?:ó|é|í|ió)$/.test(accented) && /^(?:o|e|i|io)$/.test(ending)) return 'past';
  if (lang === 'it' && /ò$/.test(accented) && ending === 'o') return 'past';
  return form;
}

/**
 * German participles and zu-infinitives, with a separable prefix or none ("gekauft" → kaufen, "angekommen" → ankommen,
 * "aufzuhängen" → aufhängen, "verkauft" → verkaufen is a regular ending), and the irregular forms after a prefix
 * ("mitgenommen" → mitnehmen). The lemma keeps the prefix; the caller may also try it without.
 */
function germanVerbReadings(folded: string): Analysis[] {
  const out: Analysis[] = [];
  const prefixes = ['', ...SEPARABLE.filter((p) => folded.startsWith(p) && folded.length - p.length >= 4)];
  for (const p of prefixes) {
    const rest = folded.slice(p.length);
    const irregular = tableOf('de').forms.get(rest);
    if (irregular && p) out.push(rest.startsWith('ge') ? { lemma: `${p}${irregular}`, verb: true, form: 'participle', final: true } : { lemma: `${p}${irregular}`, verb: true, form: 'past' });
    if (rest.startsWith('zu') && rest.endsWith('en') && rest.length >= 6) out.push({ lemma: `${p}${rest.slice(2)}`, verb: true, form: 'base', final: true });
    if (rest.startsWith('ge') && rest.length >= 5) {
      const core = rest.slice(2);
      const participle = /^(.*?)(?:t|et|te|ten|tes|ter|tem)$/.exec(core);
      if (participle && participle[1]!.length >= 2) out.push({ lemma: `${p}${participle[1]}en`, verb: true, form: 'participle', final: true });
      if (core.endsWith('en')) out.push({ lemma: `${p}${core}`, verb: true, form: 'participle', final: true });
    }
  }
  return out;
}
