// Generates the next migration from the tables files. Hand-written SQL (exclusion constraints,
// extensions) goes in migrations made with `npx drizzle-kit generate --custom --name <what>`.
import { execFileSync } from 'node:child_process';

const name = process.argv[2] ?? 'change';
execFileSync('npx', ['drizzle-kit', 'generate', '--name', name], { stdio: 'inherit' });
