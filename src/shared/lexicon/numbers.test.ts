/** Number words of the five languages read as values (numbers.ts); the spellings are general knowledge of each language. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { numberKey, readNumber } from './numbers.ts';

test('compound numbers in words, as typed with or without accents and hyphens', () => {
  const cases: [Parameters<typeof readNumber>[0], string, number, number][] = [
    ['es', 'treinta y ocho kilos', 38, 3], ['es', 'noventa y un años', 91, 3], ['es', 'veintidós', 22, 1], ['es', 'veintidos', 22, 1],
    ['fr', 'quatre-vingt-quinze', 95, 1], ['fr', 'quatre vingt dix', 90, 3], ['fr', 'soixante-douze', 72, 1], ['fr', 'cent quatre-vingt-dix', 190, 2], ['fr', 'septante', 70, 1], ['fr', 'vingt et une', 21, 3],
    ['de', 'fünfundsiebzig', 75, 1], ['de', 'einunddreissig', 31, 1], ['de', 'hundertzwanzig', 120, 1],
    ['pt', 'cinquenta e cinco quilos', 55, 3], ['pt', 'dezesseis', 16, 1], ['pt', 'dezasseis', 16, 1], ['pt', 'vinte e duas', 22, 3],
    ['it', 'settantacinque', 75, 1], ['it', 'novantun', 91, 1], ['it', 'quarantatré', 43, 1],
  ];
  for (const [lang, text, value, length] of cases) assert.deepEqual(readNumber(lang, text.split(' ')), { value, length }, `${lang} ${text}`);
  assert.equal(readNumber('es', ['metro']), undefined);
  assert.equal(numberKey('Quatre-Vingt-Dix'), 'quatre vingt dix');
});
