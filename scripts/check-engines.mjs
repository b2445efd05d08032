#!/usr/bin/env node
// Fails when an installed package says (its `engines.node`) that it does not run on the oldest
// Node.js the project promises: the root package.json's `engines.node`, which the README names
// ("Node.js 20.19 or newer"). npm only warns about such a package (EBADENGINE), and only on a
// machine with that old Node, so an upgrade could quietly break the promise (issue 25).
// Run by .ci/run's node step after npm ci; by hand: node scripts/check-engines.mjs
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

const promised = readJson(join(root, 'package.json')).engines?.node;
const oldest = promised && semver.minVersion(promised);
if (!oldest) {
  console.error(`package.json's engines.node (${promised}) names no oldest Node.js version`);
  process.exit(1);
}
const named = `Node.js ${oldest.major}.${oldest.minor}`;
if (!readFileSync(join(root, 'README.md'), 'utf8').includes(`${named} or newer`)) {
  console.error(`README.md does not say "${named} or newer", which package.json's engines.node (${promised}) promises`);
  process.exit(1);
}

/** Every package folder under a node_modules folder, nested ones included. */
function* packagesIn(modules) {
  if (!existsSync(modules)) return;
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const dirs = entry.name.startsWith('@')
      ? readdirSync(join(modules, entry.name), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => join(modules, entry.name, e.name))
      : [join(modules, entry.name)];
    for (const dir of dirs) {
      if (existsSync(join(dir, 'package.json'))) yield dir;
      yield* packagesIn(join(dir, 'node_modules'));
    }
  }
}

const workspaces = readJson(join(root, 'package.json')).workspaces ?? [];
const refusing = [];
let count = 0;
for (const base of [root, ...workspaces.map((w) => join(root, w))]) {
  for (const dir of packagesIn(join(base, 'node_modules'))) {
    count += 1;
    const pkg = readJson(join(dir, 'package.json'));
    const range = pkg.engines?.node;
    if (typeof range !== 'string' || range.trim() === '') continue;
    // An unreadable range is reported rather than passed: npm would not judge it either.
    if (!semver.validRange(range) || !semver.satisfies(oldest, range)) {
      refusing.push(`${pkg.name}@${pkg.version} wants node ${range} (${relative(root, dir)})`);
    }
  }
}

if (refusing.length > 0) {
  console.error(
    `${refusing.length} installed package(s) do not support ${named} (${oldest}), the oldest the README promises:`,
  );
  for (const line of refusing) console.error(`  ${line}`);
  console.error('Choose versions whose engines.node allows it (npm view <package>@<version> engines), or pin a');
  console.error('transitive one with "overrides" in package.json.');
  process.exit(1);
}
console.log(`${count} installed packages all support ${named} (${oldest})`);
