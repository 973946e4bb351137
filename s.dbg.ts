import { openCliDatabase } from '/work/main/src/cli/io.ts';
import { explainSearch } from '/work/main/src/catalog/search/search.ts';
const io = { stdout: process.stdout, stderr: process.stderr } as any;
const cli = await openCliDatabase(io);
for (const q of process.argv.slice(2)) {
  const { result, scores, rankingText } = await explainSearch(cli.database, { storeId: cli.demo.id, currency: cli.demo.currency, query: q, limit: 10 });
  console.log(`\n## ${q} → ranking "${rankingText}" total=${result.total} relaxed=${result.relaxed} words=${result.relaxedWords} partial=${result.partial}`);
  result.products.forEach((p: any, i: number) => console.log(`  ${scores[i]!.matchShare.toFixed(2)} ${p.price ?? ''} ${p.title.slice(0, 90)}`));
}
await cli.close?.();
process.exit(0);
