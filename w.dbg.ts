import { supersensesOf } from './src/agent/nlu/wordnet.ts';
for (const w of process.argv.slice(2)) console.log(w, supersensesOf(w).join(','));
