// Runs every benchmark in this folder in turn; each prints its own figures.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const only = process.argv[2];
for (const file of readdirSync(import.meta.dirname)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n== ${file}`);
  await import(pathToFileURL(path.join(import.meta.dirname, file)).href);
}
