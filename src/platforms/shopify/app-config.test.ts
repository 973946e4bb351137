/**
 * shopify.app.toml and the theme app extension agree with the code: scopes, the pinned webhook API version, every
 * handled topic subscribed (compliance topics as `compliance_topics`) and nothing subscribed that has no handler, the
 * app embed targets `body` and loads widget.js for the shop.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parse } from 'smol-toml';
import { SHOPIFY_API_VERSION, SHOPIFY_SCOPES } from './shopify-api.ts';
import { COMPLIANCE_TOPICS, SHOPIFY_TOPICS } from './webhooks/topics.ts';

const root = new URL('../../../', import.meta.url);
const read = (p: string) => readFileSync(new URL(p, root), 'utf8');

test('shopify.app.toml: embedded, scopes, API version and every webhook topic match the code', () => {
  const app = parse(read('shopify.app.toml')) as any;
  assert.equal(app.embedded, true);
  assert.match(app.application_url, /^https:\/\/.+\/admin$/);
  assert.deepEqual(app.access_scopes.scopes.split(',').sort(), [...SHOPIFY_SCOPES].sort());
  assert.equal(app.webhooks.api_version, SHOPIFY_API_VERSION);
  const subs = app.webhooks.subscriptions as { topics?: string[]; compliance_topics?: string[]; uri: string }[];
  assert.ok(subs.every((s) => s.uri === '/webhooks/shopify'));
  const topics = subs.flatMap((s) => s.topics ?? []).sort();
  const compliance = subs.flatMap((s) => s.compliance_topics ?? []).sort();
  assert.deepEqual(compliance, [...COMPLIANCE_TOPICS].sort());
  assert.deepEqual(topics, SHOPIFY_TOPICS.filter((t) => !(COMPLIANCE_TOPICS as readonly string[]).includes(t)).sort());
});

test('theme app extension: an app embed block targeting body that loads widget.js for the shop', () => {
  const ext = parse(read('extensions/aisle-widget/shopify.extension.toml')) as any;
  assert.equal(ext.type, 'theme');
  const liquid = read('extensions/aisle-widget/blocks/app-embed.liquid');
  const schema = JSON.parse(/{% schema %}([\s\S]*){% endschema %}/.exec(liquid)![1]!);
  assert.equal(schema.target, 'body');
  assert.match(liquid, /<script\s[^>]*src="{{ aisle_url }}\/widget\.js"/);
  assert.match(liquid, /data-store="{{ shop\.permanent_domain }}"/);
  assert.match(liquid, /data-platform="shopify"/);
});
