import { glossToEnglish } from '/work/main/src/agent/language/gloss.ts';
const lang = process.argv[2] as any;
for (const s of process.argv.slice(3)) console.log(s, '=>', JSON.stringify(glossToEnglish(s, lang).text));
