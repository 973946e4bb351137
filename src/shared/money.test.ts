import assert from 'node:assert/strict';
import test from 'node:test';
import { currencySymbol, formatMoney, isCurrency, majorToMinor, minorDigits, minorToDecimal, parseMoney } from './money.ts';

test('minor digits follow ISO 4217: USD 2, JPY 0, KWD 3', () => {
  assert.deepEqual(['USD', 'EUR', 'JPY', 'KRW', 'KWD', 'BHD'].map(minorDigits), [2, 2, 0, 0, 3, 3]);
  assert.ok(isCurrency('JPY') && isCurrency('KWD'));
  assert.ok(!isCurrency('usd') && !isCurrency('XYZ') && !isCurrency('US'));
  assert.throws(() => minorDigits('nope'), RangeError);
});

test('formatting by currency and locale', () => {
  assert.equal(formatMoney(1999, 'USD'), '$19.99');
  assert.equal(formatMoney(5000, 'JPY'), '¥5,000');
  assert.equal(formatMoney(12500, 'KWD').replace(/\s/g, ' '), 'KWD 12.500');
  assert.equal(formatMoney(4990, 'EUR', 'fr-FR').replace(/\s/g, ' '), '49,90 €');
  assert.equal(formatMoney(5000, 'JPY', 'ja-JP'), '￥5,000');
  assert.equal(currencySymbol('JPY'), '¥');
  assert.equal(currencySymbol('EUR'), '€');
});

test('minor units to a plain decimal and back, exactly', () => {
  assert.equal(minorToDecimal(1999, 'USD'), '19.99');
  assert.equal(minorToDecimal(5, 'USD'), '0.05');
  assert.equal(minorToDecimal(5000, 'JPY'), '5000');
  assert.equal(minorToDecimal(12500, 'KWD'), '12.500');
  assert.equal(minorToDecimal(-250, 'USD'), '-2.50');
  for (const [text, currency, minor] of [
    ['19.99', 'USD', 1999], ['20', 'USD', 2000], ['1,299.00', 'USD', 129900], ['1 299', 'EUR', 129900], ['49,90', 'EUR', 4990],
    ['1.299,50', 'EUR', 129950], ['5000', 'JPY', 5000], ['5,000', 'JPY', 5000], ['12.5', 'KWD', 12500], ['0.125', 'KWD', 125],
    ['5k', 'JPY', 5000], ['1.5k', 'USD', 150000], ['0.1', 'USD', 10],
  ] as const) assert.equal(parseMoney(text, currency), minor, `${text} ${currency}`);
  for (const [text, currency] of [['19.999', 'USD'], ['5.5', 'JPY'], ['-3', 'USD'], ['abc', 'USD'], ['', 'USD'], ['1e5', 'USD']] as const) {
    assert.equal(parseMoney(text, currency), null, `${text} ${currency}`);
  }
  assert.equal(majorToMinor(19.99, 'USD'), 1999);
  assert.equal(majorToMinor(1.005, 'KWD'), 1005);
  assert.equal(majorToMinor(4999.6, 'JPY'), 5000);
});
