/**
 * Function words per language (articles, pronouns, prepositions, conjunctions, auxiliaries, question words, common
 * request verbs), folded (fold.ts). Evidence for language detection on short messages, where n-grams are too few.
 * Written for Aisle from general grammar knowledge (the closed classes of each language); a word that is also
 * in the English list ("a", "in", "me", "no") counts for English only.
 */
const LISTS: Record<string, string> = {
  en: `the and is are was were be been have has had do does did i you he she we they it my your our their this that these those what which who
    how where when why with without for from of to at on by about can could would should will shall may might must not no yes
    please thanks thank hi hello any some something anything there here than then also just only very too more less much many one ones
    i'm i've i'd don't doesn't can't isn't it's what's where's a an in me do so go no see hello hey bye goodbye help give call find
    get got want need looking like love tell show send buy order make take use am im ya u ur wanna gonna its his her him them us
    up out into over under off if or but all new good best nice cheap size men mens women womens kids made`,
  es: `el la los las un una unos unas y o pero que de del al en con sin para por es son esta estan esto eso hay mi mis tu tus su sus
    yo tu nosotros ellos ella usted me te se nos le les lo como donde cuando cual cuales quien cuanto cuanta cuantos cuantas
    quiero quisiera busco necesito tengo tiene tienen tienes teneis puedo puede puedes podeis hola gracias muy mas menos algo alguno
    alguna algun tambien ya si no pero porque este esta ese esa estos estas sobre hasta desde entre mucho poco otro otra otros`,
  fr: `le la les un une des du de et ou mais que qui quoi est sont c'est ce cet cette ces mon ma mes ton ta tes son sa ses notre votre vos
    nos leur leurs je tu il elle nous vous ils elles on me te se lui y en au aux avec sans pour par dans sur sous chez comment ou quand
    quel quelle quels quelles combien pourquoi veux voudrais cherche besoin ai as avez avons peux pouvez puis bonjour merci tres plus
    moins quelque chose aussi deja oui non pas ne n'est j'ai d'un d'une qu'est l'article s'il vous plait entre beaucoup autre autres`,
  de: `der die das den dem des ein eine einen einem einer und oder aber dass ist sind war bin bist hat haben habe hast ich du er sie es wir
    ihr mein meine meinen meinem meiner dein deine sein seine unser euer mich mir dich dir uns euch mit ohne fur von zu zum zur bei aus
    nach uber unter auf im ins am wie wo wann warum was welche welcher welches wer wieviel mochte mochten will wollen suche brauche kann
    kannst konnen konnte gibt hallo danke bitte sehr mehr weniger etwas auch schon ja nein nicht kein keine noch nur fur auch dieser
    diese dieses gerne ihnen sich`,
  pt: `o os a as um uma uns umas e ou mas que de do da dos das no na nos nas em com sem para por pelo pela e sao esta estao isto isso ha
    meu minha meus minhas teu tua seu sua seus suas eu voce voces ele ela nos eles elas me te se lhe como onde quando qual quais quem
    quanto quanta quantos quantas quero queria procuro preciso tenho tem temos posso pode podem ola obrigado obrigada muito mais menos
    algo algum alguma tambem ja sim nao porque este esta esse essa estes estas ate desde entre outro outra outros vocês`,
  it: `il lo la i gli le un uno una e o ma che di del della dei degli delle al allo alla ai agli alle da dal dalla in nel nella nei con
    senza per su sul sulla e sono questo questa questi queste quello quella mio mia miei mie tuo tua suo sua nostro vostro io tu lui lei
    noi voi loro mi ti si ci vi come dove quando quale quali chi quanto quanta quanti quante voglio vorrei cerco ho hai ha abbiamo avete
    hanno posso puoi puo possiamo ciao grazie molto piu meno qualcosa qualche anche gia si non perche tra fra altro altra altri c'e e'
    l'ordine dov'e`,
};

/** Folded function words of each language (see the file comment for sources). */
export const FUNCTION_WORDS: Record<string, ReadonlySet<string>> = (() => {
  const split = (words: string) => words.split(/\s+/).filter(Boolean);
  const english = new Set(split(LISTS.en!));
  // A word that is also an English function word is no evidence for the other language ("me", "a", "no", "in").
  return Object.fromEntries(Object.entries(LISTS).map(([lang, words]) => [lang, new Set(split(words).filter((w) => lang === 'en' || !english.has(w)))]));
})();

/**
 * Function words of the other languages that are also everyday English words ("a fishing hat", "a bin for the
 * kitchen", "die cast cars", "plus size", "a gift for my son", "pour over coffee", "hay for rabbits", "Dove soap", "non-stick"):
 * weak evidence, never enough alone to take a short message away from English. Written for Aisle from general
 * English vocabulary (the collisions of the lists above with common English nouns and verbs).
 */
export const ENGLISH_HOMOGRAPHS: ReadonlySet<string> = new Set(
  'son sin hay con para ate plus pour comment die hat bin den war come dove lei ten mist non'.split(' '),
);

