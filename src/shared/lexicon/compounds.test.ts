/**
 * German compound splitting (compounds.ts): the algorithm on a small explicit vocabulary (linking elements, three
 * parts, fewest parts, longest head, inflected heads, what is not split), then everyday compounds of shop catalogs
 * split by the German shopping lexicon. The compounds were chosen for this test from general German (product names of
 * kitchens, homes, clothing, gardens and offices), none from an evaluation file.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { germanCompoundParts, germanCompoundPartsText, splitGermanCompound } from './compounds.ts';

const vocabulary = (words: string) => {
  const set = new Set(words.split(/\s+/));
  return (part: string) => set.has(part);
};

test('linking elements: none, -s-, -es-, -n-, -en-, -e-, -er-', () => {
  const known = vocabulary('küche messer arbeit hose schuh tag kuchen geburtstag sonne brille hund leine bad kind garten schere uhr freund geschenk held lied tuch zimmer helm');
  const cases: [string, string[]][] = [
    ['gartenschere', ['garten', 'schere']], // none
    ['arbeitsschuh', ['arbeit', 'schuh']], // -s-
    ['geburtstagskuchen', ['geburtstag', 'kuchen']], // -s- after a compound modifier known whole
    ['freundesgeschenk', ['freund', 'geschenk']], // -es-
    ['küchenmesser', ['küche', 'messer']], // -n-
    ['heldenlied', ['held', 'lied']], // -en-
    ['hundeleine', ['hund', 'leine']], // -e-
    ['kinderzimmer', ['kind', 'zimmer']], // -er-
  ];
  for (const [word, parts] of cases) assert.deepEqual(splitGermanCompound(word, known), parts, word);
});

test('three parts, the fewest parts, the longest head, an inflected head, and words that are not compounds', () => {
  const known = vocabulary('kinder zimmer lampe kinderzimmer hand tuch handtuch halter kaffee tasse reise reis tasche');
  assert.deepEqual(splitGermanCompound('Handtuchhalter', known), ['handtuch', 'halter'], 'two parts rather than hand + tuch + halter');
  assert.deepEqual(splitGermanCompound('Kinderzimmerlampe', known), ['kinderzimmer', 'lampe']);
  assert.deepEqual(splitGermanCompound('kinderzimmerlampe', (p) => ['kinder', 'zimmer', 'lampe'].includes(p)), ['kinder', 'zimmer', 'lampe']);
  assert.deepEqual(splitGermanCompound('reisetasche', known), ['reise', 'tasche'], 'the modifier as written before a linking element (not reis + e)');
  const inflected = (part: string, head: boolean) => ['kaffee', 'tasse'].includes(part) || (head && part === 'tassen');
  assert.deepEqual(splitGermanCompound('Kaffeetassen', inflected), ['kaffee', 'tassen'], 'the head carries the plural');
  assert.equal(splitGermanCompound('handtuch', vocabulary('handtuch')), undefined, 'one known word is not a compound');
  assert.equal(splitGermanCompound('eimerdeckel', vocabulary('ei merdeckel')), undefined, 'parts of three letters at least');
  assert.equal(splitGermanCompound('abcdefgh', known), undefined);
  assert.equal(splitGermanCompound('tee', known), undefined, 'too short to hold two parts');
  assert.equal(splitGermanCompound('usb-kabel', known), undefined, 'letters only');
});

test('everyday catalog compounds split by the German shopping lexicon', () => {
  const cases: [string, string[]][] = [
    ['Küchenmesser', ['küchen', 'messer']],
    ['Kaffeetasse', ['kaffee', 'tasse']],
    ['Kaffeetassen', ['kaffee', 'tassen']],
    ['Schreibtischstuhl', ['schreibtisch', 'stuhl']],
    ['Arbeitshandschuhe', ['arbeit', 'handschuhe']],
    ['Geburtstagskuchen', ['geburtstag', 'kuchen']],
    ['Hundeleine', ['hunde', 'leine']],
    ['Holzlöffel', ['holz', 'löffel']],
    ['Lederjacke', ['leder', 'jacke']],
    ['Gartenschere', ['garten', 'schere']],
    ['Fahrradhelm', ['fahrrad', 'helm']],
    ['Badezimmerteppich', ['badezimmer', 'teppich']],
    ['Tischdecke', ['tisch', 'decke']],
    ['Kopfkissen', ['kopf', 'kissen']],
  ];
  for (const [word, parts] of cases) assert.deepEqual(germanCompoundParts(word), parts, word);
  for (const word of ['Rucksack', 'Spiegel', 'Verband', 'Messer', 'Bluetooth']) assert.equal(germanCompoundParts(word), undefined, word);
  assert.deepEqual(germanCompoundParts('Pfannenwender', (f) => f === 'wender'), ['pfannen', 'wender'], "a catalog's own word as a part");
});

test('the parts of a text, each compound once, for a search document', () => {
  assert.equal(germanCompoundPartsText('Küchenmesser aus Holz, Küchenmesser-Set mit Holzgriff'), 'küchen messer holz griff');
  assert.equal(germanCompoundPartsText('Messer aus Holz'), '');
});

test('a modifier that dropped its final -e is read with it (subtractive linking): Schulbus, Sprachkurs', () => {
  const known = new Set(['schule', 'bus', 'sprache', 'kurs', 'reise', 'tasche']);
  const isKnown = (p: string) => known.has(p);
  assert.deepEqual(splitGermanCompound('schulbus', isKnown), ['schule', 'bus']);
  assert.deepEqual(splitGermanCompound('sprachkurs', isKnown), ['sprache', 'kurs']);
  assert.deepEqual(splitGermanCompound('reisetasche', isKnown), ['reise', 'tasche']);
});
