// The README's demo-login table is written by hand; this keeps it in step with the seed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../src/db/seed/demo.seed';

it('README lists every demo login and the demo password', () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
  expect(demoLogins.map((l) => l.email).filter((email) => !readme.includes(`| ${email} |`))).toEqual([]);
  expect(readme).toContain(`\`${DEMO_PASSWORD}\``);
});
