// Initial JavaScript of the public pages: the module scripts and modulepreloads that
// dist/index.html loads before any route chunk. Prints the gzip size, keeps it in
// dist/bundle-size.json, and fails the build above the budget (size is deterministic).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = new Set();
for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) files.add(m[1]);
for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) files.add(m[1]);
if (files.size === 0) {
  console.error('bundle-size: no module script found in dist/index.html');
  process.exit(1);
}
let gzip = 0;
let raw = 0;
for (const file of files) {
  const bytes = readFileSync(path.join(dist, file.replace(/^\//, '')));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
const kb = (n) => Math.round((n / 1024) * 10) / 10;
const result = { files: [...files], rawKB: kb(raw), gzipKB: kb(gzip), budgetKB: BUDGET_KB };
writeFileSync(path.join(dist, 'bundle-size.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `initial JS (gzip): ${result.gzipKB} KB of ${BUDGET_KB} KB budget (${result.rawKB} KB raw, ${files.size} file(s))`,
);
if (result.gzipKB > BUDGET_KB) {
  console.error(
    `bundle-size: initial JS ${result.gzipKB} KB gzip exceeds the ${BUDGET_KB} KB budget`,
  );
  process.exit(1);
}
