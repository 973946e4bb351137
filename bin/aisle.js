#!/usr/bin/env node
// The `aisle` command. Runs on Node 24 (the `node` package in node_modules/.bin, which npx puts first on PATH).
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(`aisle needs Node 24 (found ${process.version}). Run it through npx or npm scripts after npm install.\n`);
  process.exit(1);
}
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
