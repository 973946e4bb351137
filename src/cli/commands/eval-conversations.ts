/**
 * `aisle eval conversations --data FILE.jsonl --json [--url URL] [--store demo] [--concurrency 4]`: play every
 * conversation of an eval file through the real widget API (a session per conversation, each turn a POST with its
 * SSE answer), check each turn's expectations (src/agent-tests/eval-format.ts) and print one JSON object:
 * `{"conversations","turns","turn_pass","conversation_pass","failures":[{"id","say","why","answer"}]}` —
 * `turn_pass` and `conversation_pass` are shares (0-1, four decimals); `answer` is the answer text and the titles
 * of its cards. Without `--url` it starts Aisle as a child process (the configured database; the demo store is
 * loaded on first start) and stops it after.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { CliIo } from '../io.ts';
import { startChildServer } from '../child-server.ts';
import { checkTurn, parseConversations, type EvalConversation, type ShownCard, type TurnAnswer } from '../../agent-tests/index.ts';
import { openSession, sendMessage } from '../widget-client.ts';

/** One failed turn in the report. */
export type EvalFailure = { id: string; say: string; why: string[]; answer: { text: string; cards: string[] } };
/** The report printed as JSON. */
export type ConversationReport = {
  conversations: number; turns: number; turn_pass: number; conversation_pass: number; failures: EvalFailure[];
};

/** The answer of a turn from its SSE events (the `done` event's rendered message), or the error the shopper saw. */
function answerOf(r: Awaited<ReturnType<typeof sendMessage>>): TurnAnswer {
  const done = r.events.find((e) => e.event === 'done');
  if (!done) {
    const err = r.events.find((e) => e.event === 'error');
    return { text: `[no answer: HTTP ${r.status} ${JSON.stringify(err?.data ?? r.problem ?? null).slice(0, 200)}]`, cards: [] };
  }
  const message = done.data.message as { text: string; parts: { type: string; product?: { id: string; title: string; priceCents: number | null } }[] };
  const cards: ShownCard[] = message.parts.filter((p) => p.type === 'product' && p.product)
    .map((p) => ({ id: p.product!.id, title: p.product!.title, priceCents: p.product!.priceCents }));
  return { text: message.text, cards };
}

/** Play one conversation; returns its failures and the number of turns that passed. */
async function play(url: string, store: string, c: EvalConversation): Promise<{ passed: number; failures: EvalFailure[] }> {
  const session = await openSession(url, store);
  let prevCards: ShownCard[] | null = null;
  let passed = 0;
  const failures: EvalFailure[] = [];
  for (const turn of c.turns) {
    const answer = answerOf(await sendMessage(url, session, turn.say));
    const why = checkTurn(turn.expect, answer, prevCards);
    if (why.length === 0) passed++;
    else failures.push({ id: c.id, say: turn.say, why, answer: { text: answer.text.slice(0, 600), cards: answer.cards.map((x) => x.title.slice(0, 90)) } });
    if (answer.cards.length) prevCards = answer.cards;
  }
  return { passed, failures };
}

/**
 * Run every conversation against `url` (at most `concurrency` at once; turns of one conversation in order) and
 * score them.
 */
export async function evaluateConversations(url: string, conversations: EvalConversation[], opts: { store?: string; concurrency?: number } = {}): Promise<ConversationReport> {
  const results: { passed: number; failures: EvalFailure[]; turns: number }[] = new Array(conversations.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < conversations.length; i = next++) {
      const c = conversations[i]!;
      results[i] = { ...(await play(url, opts.store ?? 'demo', c)), turns: c.turns.length };
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, opts.concurrency ?? 4) }, worker));
  const turns = results.reduce((a, r) => a + r.turns, 0);
  const turnsPassed = results.reduce((a, r) => a + r.passed, 0);
  const round = (x: number) => Math.round(x * 10000) / 10000;
  return {
    conversations: conversations.length,
    turns,
    turn_pass: turns ? round(turnsPassed / turns) : 0,
    conversation_pass: conversations.length ? round(results.filter((r) => r.passed === r.turns).length / conversations.length) : 0,
    failures: results.flatMap((r) => r.failures),
  };
}

/** Run the command; prints the report (JSON with --json, else a summary and the failures). Exit 0, 2 on bad usage. */
export async function run(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: {
    data: { type: 'string' }, url: { type: 'string' }, store: { type: 'string', default: 'demo' },
    concurrency: { type: 'string', default: '4' }, json: { type: 'boolean', default: false },
  } });
  if (!values.data) {
    io.stderr.write('usage: aisle eval conversations --data FILE.jsonl [--url URL] [--store demo] [--concurrency 4] [--json]\n');
    return 2;
  }
  const conversations = parseConversations(await readFile(values.data, 'utf8'));
  let url = values.url?.replace(/\/+$/, '');
  let stop: (() => void) | null = null;
  if (!url) {
    io.stderr.write('starting Aisle...\n');
    const server = await startChildServer();
    url = server.url;
    stop = () => server.child.kill('SIGTERM');
  }
  try {
    const report = await evaluateConversations(url, conversations, { store: values.store, concurrency: Number(values.concurrency) });
    if (values.json) io.stdout.write(`${JSON.stringify(report)}\n`);
    else {
      for (const f of report.failures) io.stdout.write(`✖ ${f.id} — ${f.say}\n    ${f.why.join('; ')}\n    → ${f.answer.text.replace(/\s+/g, ' ').slice(0, 160)}${f.answer.cards.length ? ` [${f.answer.cards.slice(0, 3).join(' | ')}]` : ''}\n`);
      io.stdout.write(`${report.conversations} conversations, ${report.turns} turns: turn pass ${report.turn_pass}, conversation pass ${report.conversation_pass}\n`);
    }
    return 0;
  } finally {
    stop?.();
  }
}
