import { readFollowUp } from '/work/main/src/agent/shopping/followup.ts';
import { refinementWords } from '/work/main/src/agent/shopping/refine.ts';
const shown = [1, 2, 3].map((i) => ({ id: `p${i}`, title: `Thing ${i} Backpack`, vendor: 'Acme', color: null, priceCents: 1000 * i, rating: 4, options: [] })) as any;
const ctx = { query: 'backpack', defaults: {}, offset: 0, focus: null, shown } as any;
for (const s of process.argv.slice(2)) console.log(s, '=>', JSON.stringify(readFollowUp(s, ctx)), '|', refinementWords(s));
