import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { after, test } from 'node:test';
import { run as classify } from './classify.ts';
import { run as evalIntents } from './eval-intents.ts';
import { run as evalOfftopic } from './eval-offtopic.ts';
import { run as evalProductQa } from './eval-product-qa.ts';
import { testCacheDir } from '../../../test/support/db.ts';

const dir = mkdtempSync(join(tmpdir(), 'aisle-cli-nlu-'));
after(() => rmSync(dir, { recursive: true, force: true }));
const cacheDir = testCacheDir(); // the run's, trained by the global setup

function io(input = '') {
  const out = new PassThrough(), err = new PassThrough();
  let o = '', e = '';
  out.on('data', (d) => { o += d; });
  err.on('data', (d) => { e += d; });
  return { io: { stdin: Readable.from([input]), stdout: out, stderr: err }, out: () => o, err: () => e };
}

test('classify --json prints one JSON line per input line', async () => {
  const x = io('hello\n\nwhere is order #1001\n');
  assert.equal(await classify(['--json'], x.io, { cacheDir }), 0);
  const lines = x.out().trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(lines.length, 2);
  assert.deepEqual(Object.keys(lines[0]), ['text', 'intent', 'confidence', 'in_scope', 'slots']);
  assert.equal(lines[1].slots.order_name, '#1001');
});

test('eval intents scores unseen data with the shipped model, and usage errors exit 2', async () => {
  const f = join(dir, 'd.csv');
  writeFileSync(f, 'instruction,intent\n"I would like to know where my parcel 55512 is right now",track_order\nwhat options for shipping are there to Alaska,delivery_options\n');
  const x = io();
  assert.equal(await evalIntents(['--data', f, '--json'], x.io, { cacheDir }), 0);
  assert.match(x.err(), /mode: shipped model/);
  const r = JSON.parse(x.out());
  assert.equal(r.n, 2);
  assert.ok(r.accuracy >= 0 && r.accuracy <= 1 && 'macro_f1' in r);
  assert.equal(await evalIntents([], io().io), 2);
});

test('eval offtopic scores unseen CLINC-layout rows with the shipped model, leaves shop-overlapping intents out, adds the shop check', async () => {
  const f = join(dir, 'c.csv');
  writeFileSync(f, [
    'text,intent,domain,official_split',
    'move two hundred dollars from savings into my checking account today,transfer,banking,test',
    'how many miles per gallon does my old honda get on the highway,mpg,auto_and_commute,test',
    'what is the tallest mountain in south america,oos,oos,oos_test',
    'has my package from the online store shipped yet,order_status,home,test',
    'yes please go ahead,yes,meta,test',
  ].join('\n'));
  const s = join(dir, 's.csv');
  writeFileSync(s, 'text,intent\nmy toddler keeps waking up at night because the room is too bright,search_products\n');
  const x = io();
  assert.equal(await evalOfftopic(['--data', f, '--shop', s, '--json'], x.io, { cacheDir }), 0);
  assert.match(x.err(), /mode: shipped model/);
  const r = JSON.parse(x.out());
  assert.equal(r.n, 3, 'order_status and yes are not off-topic for a shop');
  assert.deepEqual(Object.keys(r.by_domain), ['auto_and_commute', 'banking', 'oos']);
  assert.ok(r.offtopic_rate >= 0 && r.offtopic_rate <= 1 && Array.isArray(r.worst) && r.classify_ms > 0);
  assert.equal(r.shop.n, 1);
  assert.equal(await evalOfftopic([], io().io), 2);
});

test('eval product-qa ranks candidates and reports p@1 (all and answerable questions) and ndcg', async () => {
  const f = join(dir, 'p.csv');
  writeFileSync(f, 'qid,question,ASIN,candidate,source,qa_pair_id,title,label,answer\n1,is it waterproof?,X,"fully waterproof, I swim with it",review,1,T,2,yes\n1,is it waterproof?,X,nice colour,review,2,T,0,\n');
  const x = io();
  assert.equal(await evalProductQa(['--data', f, '--json'], x.io), 0);
  assert.deepEqual(JSON.parse(x.out()), { questions: 1, answerable: 1, 'p@1': 1, 'p@1_answerable': 1, ndcg: 1 });
});
