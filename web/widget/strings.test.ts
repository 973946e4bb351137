import assert from 'node:assert/strict';
import { test } from 'node:test';
import de from './locales/de.ts';
import es from './locales/es.ts';
import fr from './locales/fr.ts';
import it from './locales/it.ts';
import pt from './locales/pt.ts';
import { applyLocale, DEFAULT_GREETING, day, itemCount, type Locale, S, s, type StringId, statusText } from './strings.ts';
import { LOCALES, pickLocale } from './util.ts';

const CHUNKS: Record<string, Locale> = { es, fr, de, pt, it };
const ENGLISH = { ...S };
const holes = (t: string) => (t.match(/\{\d\}/g) ?? []).sort().join();

test('every locale chunk fills the same placeholders as English, in words of its own', () => {
  assert.deepEqual(Object.keys(CHUNKS).sort(), [...LOCALES].sort());
  for (const [lang, { strings }] of Object.entries(CHUNKS)) {
    for (const id of Object.keys(ENGLISH) as StringId[]) {
      assert.equal(holes(strings[id]), holes(ENGLISH[id]), `${lang} ${id}`);
    }
    // Not English copied over: the long lines differ.
    for (const id of ['placeholder', 'sorry', 'offline', 'greeting'] as const) assert.notEqual(strings[id], ENGLISH[id], `${lang} ${id}`);
  }
});

test("the widget's language: the browser's first language it speaks, else the store's, else English", () => {
  assert.equal(pickLocale(['pt-BR', 'en-US'], 'en'), 'pt');
  assert.equal(pickLocale(['ja-JP', 'de-AT'], 'en'), 'de');
  assert.equal(pickLocale(['ja-JP'], 'es-ES'), 'es');
  assert.equal(pickLocale(['en-GB', 'es'], 'es'), 'en');
  assert.equal(pickLocale([], ''), 'en');
});

test('English, then Spanish once its chunk is applied: placeholders, plurals, statuses, dates', () => {
  assert.equal(s('slow', 7), "You're sending messages quickly, try again in 7 s");
  assert.equal(s('cart', itemCount(1), '$60.00'), 'Cart: 1 item · $60.00');
  assert.equal(itemCount(2), '2 items');
  assert.equal(statusText('partially_fulfilled'), 'Partially fulfilled');
  assert.equal(statusText(null), '');
  assert.equal(day('2026-11-20'), 'Nov 20, 2026');
  assert.equal(s('greeting'), DEFAULT_GREETING);
  applyLocale('en', null); // English: nothing changes
  assert.equal(s('talk'), 'Talk to a person');

  applyLocale('es', es);
  assert.equal(s('talk'), 'Hablar con alguien');
  assert.equal(s('cart', itemCount(2), '120,00 US$'), 'Carrito: 2 artículos · 120,00 US$');
  assert.equal(itemCount(1), '1 artículo');
  assert.equal(statusText('in_transit'), 'En camino');
  assert.equal(statusText('some_new_code'), 'Some new code');
  assert.equal(day('2026-11-20'), '20 nov 2026');
  assert.notEqual(s('greeting'), DEFAULT_GREETING);

  applyLocale('fr', fr); // French: 0 is singular (CLDR)
  assert.equal(itemCount(0), '0 article');
});
