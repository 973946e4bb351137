/**
 * A stand-in provider model that translates a catalog's vocabulary (catalog/vocabulary.ts) for tests: the `respond`
 * of a fake OpenAI server (./fake-openai.ts) that answers a translation request with the entries of a small
 * Spanish → English/French dictionary for the words asked, as JSON in a code fence (as chat models like to answer).
 */
import type { PlannedResponse, RecordedBody } from './fake-openai.ts';

/** What the stand-in knows: Spanish catalog words (of data/spanish_catalog) in English and French; other words it leaves out. */
export const DICTIONARY: Record<string, Record<string, string[]>> = {
  tabla: { en: ['board', 'cutting board', 'chopping board', 'butcher block'], fr: ['planche', 'planche à découper'] },
  cortar: { en: ['cut', 'cutting', 'chopping'], fr: ['découper'] },
  bambu: { en: ['bamboo'], fr: ['bambou'] },
  pulsometro: { en: ['heart rate monitor', 'heart rate'], fr: ['cardiofréquencemètre'] },
  auriculares: { en: ['headphones', 'earphones'], fr: ['casque', 'écouteurs'] },
};

/**
 * English catalog words of Shopify's samples (data/shopify_samples, the fake Shopify's `samples` catalog) in Spanish,
 * French and German, for the translation after a Shopify catalog sync; other words it leaves out.
 */
export const ENGLISH_DICTIONARY: Record<string, Record<string, string[]>> = {
  trowel: { es: ['desplantador', 'paleta de jardín'], fr: ['transplantoir'], de: ['pflanzkelle'] },
  beanbag: { es: ['puf', 'sillón puf'], fr: ['pouf'], de: ['sitzsack'] },
  watering: { es: ['riego'], fr: ['arrosage'], de: ['gießen'] },
};

/** Whether a chat-completions request is a vocabulary translation (its system message says so). */
export function isTranslationRequest(body: RecordedBody): boolean {
  return /vocabulary of an online store's product catalog/.test(String(body.messages[0]?.content ?? ''));
}

/** The stand-in's answer to a translation request: the dictionary's entries for the asked words and languages. */
export function translationAnswer(body: RecordedBody): PlannedResponse {
  return translationAnswerFrom(DICTIONARY)(body);
}

/** A stand-in answering translation requests from `dictionary` (catalog word → language → translations). */
export function translationAnswerFrom(dictionary: Record<string, Record<string, string[]>>): (body: RecordedBody) => PlannedResponse {
  return (body) => {
    const asked = JSON.parse(String(body.messages.at(-1)!.content)) as { languages: string[]; words: { word: string }[] };
    const out: Record<string, Record<string, string[]>> = {};
    for (const { word } of asked.words) {
      const entry = dictionary[word];
      if (entry) out[word] = Object.fromEntries(Object.entries(entry).filter(([l]) => asked.languages.includes(l)));
    }
    return { text: `Here you are:\n\`\`\`json\n${JSON.stringify(out)}\n\`\`\`` };
  };
}
