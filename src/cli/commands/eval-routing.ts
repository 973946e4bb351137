/**
 * `aisle eval routing --data FILE --json [--store demo] [--clinc]`: how the built-in local model routes single shopper
 * messages, with the store's catalog as evidence (the same `probe` a turn gets): the first decision for each message,
 * grouped into routes — `search`, `product` (get_product), `policy`, `order` (order lookup, or asking for order
 * details), `action` (refund, cancel, address change), `account`, `cart`, `handoff`, `small_talk`, `decline`,
 * `clarify` (a question back), `other`. Prints `{"n","routes":{route:count},"shares":{route:share},"examples":{route:[…]}}`.
 *
 * `FILE`: one message per line, or with `--clinc` the CLINC150 CSV (`text,intent,domain,…`) restricted to the
 * utterances the agent must keep off: its non-commerce domains (banking, credit cards, travel, work, utility,
 * auto & commute, small talk) and its out-of-scope rows — then `offtopic_ok` is the share answered without product
 * cards and without an order, action, account or payment step (small talk, decline or a policy answer is fine).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';
import { HumanMessage } from '@langchain/core/messages';
import { parse } from 'csv-parse/sync';
import { catalogProbe, loadIntentClassifier, TOOL_NAMES } from '../../agent/index.ts';
import { decideForHuman, type LocalDecision } from '../../agent/models/local/index.ts';
import { findStoreByHandle } from '../../stores/index.ts';
import { openCliDatabase, type CliIo } from '../io.ts';

/** CLINC150 domains that have nothing to do with shopping at a store (the issue's off-topic set) plus `oos`. */
export const CLINC_OFFTOPIC_DOMAINS = new Set(['banking', 'credit_cards', 'travel', 'work', 'utility', 'auto_and_commute', 'small_talk', 'oos']);

/** The route of a first decision (see the file comment). */
export function routeOf(d: LocalDecision): string {
  const call = d.toolCalls[0]?.name;
  if (call === 'search_products') return 'search';
  if (call === 'get_product') return 'product';
  if (call === 'get_policy') return 'policy';
  if (call === 'lookup_order') return 'order';
  if (call === 'refund' || call === 'cancel_order' || call === 'change_shipping_address') return 'action';
  if (call === 'add_to_cart' || call === 'checkout') return 'cart';
  if (call === 'request_handoff') return 'handoff';
  if (d.info.awaiting === 'order_details') return 'order';
  if (d.info.awaiting === 'need_details' || /\bwhich (?:one|product)\b/i.test(d.text)) return 'clarify';
  if (['create_account', 'delete_account', 'edit_account', 'recover_password', 'registration_problems', 'switch_account', 'set_up_shipping_address'].includes(d.info.intent)) return 'account';
  if (d.info.intent === 'small_talk') return 'small_talk';
  if (d.info.intent === 'out_of_scope' || d.info.intent === 'avoided_topic') return 'decline';
  return 'other';
}

/** Run the command. @returns exit code (2 on bad usage) */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    data: { type: 'string' }, store: { type: 'string', default: 'demo' }, clinc: { type: 'boolean', default: false }, json: { type: 'boolean', default: false },
    examples: { type: 'string', default: '8' },
  } });
  if (!values.data) {
    io.stderr.write('usage: aisle eval routing --data FILE [--clinc] [--store demo] [--json]\n');
    return 2;
  }
  const raw = await readFile(values.data);
  const text = values.data.endsWith('.gz') ? gunzipSync(raw).toString('utf8') : raw.toString('utf8');
  const messages = values.clinc
    ? (parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[]).filter((r) => CLINC_OFFTOPIC_DOMAINS.has(r.domain!)).map((r) => r.text!)
    : text.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
  const cli = await openCliDatabase(io);
  try {
    const store = values.store === 'demo' ? cli.demo : await findStoreByHandle(cli.database, values.store);
    if (!store) throw new Error(`no store ${values.store}`);
    const classifier = await loadIntentClassifier({ cacheDir: join(cli.config.dataDir, 'cache') });
    const probe = catalogProbe(cli.database, store);
    const routes: Record<string, number> = {};
    const examples: Record<string, string[]> = {};
    const tools = new Set<string>(TOOL_NAMES);
    for (const m of messages) {
      const d = await decideForHuman([new HumanMessage(m)], classifier, store.parsedSettings.agentName, tools, { probe }, null);
      const route = routeOf(d);
      routes[route] = (routes[route] ?? 0) + 1;
      const ex = examples[route] ?? [];
      examples[route] = ex;
      if (ex.length < Number(values.examples)) ex.push(`${m}${d.toolCalls[0] ? ` → ${d.toolCalls[0].name}(${JSON.stringify(d.toolCalls[0].args).slice(0, 80)})` : ''} [${d.info.intent}${d.info.route ? ` ${d.info.route}` : ''}]`);
    }
    const n = messages.length;
    const r4 = (x: number) => Math.round(x * 10000) / 10000;
    const shares = Object.fromEntries(Object.entries(routes).map(([k, v]) => [k, r4(v / n)]));
    const ok = (routes.small_talk ?? 0) + (routes.decline ?? 0) + (routes.policy ?? 0) + (routes.handoff ?? 0) + (routes.clarify ?? 0) + (routes.other ?? 0);
    const report = { n, ...(values.clinc ? { offtopic_ok: r4(ok / n) } : {}), routes, shares, examples };
    io.stdout.write(values.json ? `${JSON.stringify(report)}\n` : `${JSON.stringify(report, null, 2)}\n`);
    return 0;
  } finally {
    await cli.close();
  }
}
