import { openCliDatabase } from '/work/main/src/cli/io.ts';
import { catalogProbe } from '/work/main/src/agent/service.ts';
const io = { stdout: process.stdout, stderr: process.stderr } as any;
const cli = await openCliDatabase(io);
const probe = catalogProbe(cli.database, cli.demo);
for (const q of process.argv.slice(2)) console.log(q, JSON.stringify(await probe(q)));
process.exit(0);
