import { HumanMessage, type AIMessage } from '@langchain/core/messages';
import { join } from 'node:path';
import { openCliDatabase } from '/work/main/src/cli/io.ts';
import { loadIntentClassifier } from '/work/main/src/agent/nlu/index.ts';
import { LocalChatModel } from '/work/main/src/agent/models/local/index.ts';
import { catalogProbe } from '/work/main/src/agent/service.ts';
import { loadLanguageDetector } from '/work/main/src/agent/language/detect.ts';
await loadLanguageDetector();
const io = { stdout: process.stdout, stderr: process.stderr } as any;
const cli = await openCliDatabase(io);
const classifier = await loadIntentClassifier({ cacheDir: join(cli.config.dataDir, 'cache') });
const model = new LocalChatModel({ classifier, agentName: 'Ada' });
const probe0 = catalogProbe(cli.database, cli.demo);
const probe = async (q: string) => { const r = await probe0(q); console.log('   probe', JSON.stringify(q), JSON.stringify(r)); return r; };
const bound = model.bindTools(['search_products', 'get_product', 'get_policy', 'lookup_order', 'request_handoff', 'checkout'].map((name) => ({ name })) as never,
  { probe, language: { served: ['en','es','fr','de','pt','it'], defaultLanguage: 'en', locale: null } } as never);
for (const say of process.argv.slice(2)) {
  const m = (await bound.invoke([new HumanMessage(say)])) as AIMessage;
  const info = m.additional_kwargs.aisle as any;
  console.log(say.slice(0,80), '=>', info.intent, info.route, info.confidence, JSON.stringify(m.tool_calls?.[0] ?? ''), String(m.content).slice(0, 60));
}
process.exit(0);
