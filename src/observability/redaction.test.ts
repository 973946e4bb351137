import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkPattern, createRedactor } from './redaction.ts';

describe('redaction of exported traces', () => {
  const redact = createRedactor();

  it('replaces e-mails, phone numbers, street addresses and order numbers in text', () => {
    const cases: [string, string][] = [
      ['Email me at a.b+c@shop.co.uk or call 415.555.0132', 'Email me at [email] or call [phone]'],
      ['My number is 06 12 34 56 78', 'My number is [phone]'],
      ['+44 20 7946 0958 after 6pm', '[phone] after 6pm'],
      ['Ship to 12 rue de la Paix, 75002 Paris', 'Ship to [address], 75002 Paris'],
      ['Hauptstraße 5, Berlin', '[address], Berlin'],
      ['deliver to 221B Baker Street, Apt 4 please', 'deliver to [address] please'],
      ['Where is order #1001?', 'Where is [order]?'],
      ['my order number 45821 was late', 'my [order] was late'],
    ];
    for (const [input, want] of cases) assert.equal(redact(input), want, input);
  });

  it('leaves dates, prices, ids and ordinary text alone', () => {
    for (const s of ['placed 2024-05-12', 'Price $129.99, 3 items', 'id 3f2a9c1e-1111-4222-8333-444455556666', 'size 10.5 in stock', 'Trail runner v2']) {
      assert.equal(redact(s), s);
    }
  });

  it('redacts by key in structured data and in JSON text (tool arguments and results)', () => {
    const out = redact({
      messages: [{ content: 'call +44 20 7946 0958', tool_calls: [{ args: { email: 'z@z.io', order_name: '#1002' } }] }],
      result: JSON.stringify({ shipping_address: { line1: '1 Infinite Loop', city: 'Cupertino', zip: '95014' }, customer_name: 'Jane Doe', sku: '4006381333931' }),
    });
    assert.deepEqual(out.messages[0]!.tool_calls[0]!.args, { email: '[email]', order_name: '[order]' });
    assert.equal(out.messages[0]!.content, 'call [phone]');
    assert.deepEqual(JSON.parse(out.result), {
      shipping_address: { line1: '[address]', city: '[address]', zip: '[address]' }, customer_name: '[name]', sku: '4006381333931',
    });
  });

  it('is configurable per store: order numbers kept, extra patterns', () => {
    const r = createRedactor({ orderNumbers: false, extraPatterns: ['LOY-\\d{6}'] });
    assert.equal(r('order #1001, card LOY-123456, mail a@b.co'), 'order #1001, card [redacted], mail [email]');
    assert.equal(checkPattern('LOY-(').ok, false, 'not a regular expression');
    assert.equal(checkPattern('x*').ok, false, 'matches the empty string');
    assert.equal(checkPattern('GC-[A-Z0-9]{12}').ok, true);
  });

  it('removes credentials (the SDK secret rules)', () => {
    assert.ok(!redact('key sk-proj-abcdefghijklmnopqrstuvwxyz0123456789').includes('sk-proj-abcdefghijklmnopqrstuvwxyz0123456789'));
  });
});
