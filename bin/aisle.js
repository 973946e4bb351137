#!/usr/bin/env node
// The `aisle` command. Runs on Node 24 (the `node` package in node_modules/.bin, which npx puts first on PATH).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(`aisle needs Node 24 (found ${process.version}). Run it through npx or npm scripts after npm install.\n`);
  process.exit(1);
}
// A .env in the working directory is read when present, like `node --env-file-if-exists=.env` (which `npm start` uses);
// variables already in the environment win over the file's.
try {
  process.loadEnvFile('.env');
} catch (err) {
  if (err?.code !== 'ENOENT') throw err;
}
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
