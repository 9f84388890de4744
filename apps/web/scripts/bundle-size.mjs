// Initial JavaScript of each public page, from the Vite manifest: the entry with its static
// imports, plus the page's lazy route chunk with its static imports. Prints each page's
// gzip size, keeps them in dist/bundle-size.json, and fails the build when a page is above
// the budget or pulls in the admin or provider-tools chunks (sizes are deterministic).
// Also writes dist/route-preloads.json: the route chunks the server announces with
// <link rel="modulepreload"> in the HTML of those pages (apps/api/src/spa/web-app.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
/** `path`: the URL, or its prefix when it ends with '/'; `module`: the lazy route (router.tsx). */
const PUBLIC_PAGES = [
  { name: 'home', path: '/', module: 'src/features/home/routes/home.tsx' },
  { name: 'search', path: '/search', module: 'src/features/search/routes/search.tsx' },
  { name: 'provider', path: '/provider/', module: 'src/features/providers/routes/index.tsx' },
  { name: 'user', path: '/user/', module: 'src/features/users/routes/index.tsx' },
  {
    name: 'mini-site',
    path: '/m/',
    module: 'src/features/provider-tools/routes/public-mini-site.tsx',
  },
  { name: 'link-tree', path: '/link-tree', module: 'src/features/link-tree/routes/link-tree.tsx' },
  {
    name: 'privacy-policy',
    path: '/privacy-policy',
    module: 'src/features/legal/routes/index.tsx',
  },
  { name: 'terms-of-use', path: '/terms-of-use', module: 'src/features/legal/routes/index.tsx' },
];
/** Chunks no public page may load up front. */
const PRIVATE_MODULES = [
  'src/features/admin/routes/index.tsx',
  'src/features/provider-tools/routes/index.tsx',
];

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('bundle-size: no entry in dist/.vite/manifest.json');
  process.exit(1);
}

/** The JS files `key` loads before it runs: its own chunk and its static imports, deep. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bundle-size: ${key} is not in the Vite manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files);
  return files;
}

const gzipCache = new Map();
function sizes(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(bytes, { level: 9 }).length);
    raw += bytes.length;
    gzip += gzipCache.get(file);
  }
  const kb = (n) => Math.round((n / 1024) * 10) / 10;
  return { rawKB: kb(raw), gzipKB: kb(gzip) };
}

/**
 * What a page loads on top in Spanish before its first render (issue 19): the Spanish
 * catalogs (`i18n/es.json`) of the chunks it loads up front. The shared messages' Spanish
 * (@app/contracts/i18n-es, with the contract modules the API client loads too) follows the
 * first paint (lib/i18n `startI18n`), like the API client.
 */
const SPANISH = /\/i18n\/es\.json$/;
function spanishClosure(files) {
  const extra = new Set();
  for (const chunk of Object.values(manifest)) {
    if (!files.has(chunk.file)) continue;
    for (const dynamic of chunk.dynamicImports ?? [])
      if (SPANISH.test(dynamic)) staticClosure(dynamic, extra);
  }
  for (const file of files) extra.delete(file);
  return extra;
}

const entryFiles = staticClosure(entryKey);
const privateFiles = new Set(PRIVATE_MODULES.map((key) => manifest[key]?.file));
const failures = [];
const pages = PUBLIC_PAGES.map((page) => {
  const files = page.module ? staticClosure(page.module, new Set(entryFiles)) : entryFiles;
  const spanishFiles = new Set([...files, ...spanishClosure(files)]);
  const spanish = sizes(spanishFiles);
  const result = { ...page, files: [...files], ...sizes(files), spanishGzipKB: spanish.gzipKB };
  console.log(
    `${page.name.padEnd(15)} initial JS (gzip): ${String(result.gzipKB).padStart(6)} KB of ${BUDGET_KB} KB (${result.rawKB} KB raw, ${files.size} files); in Spanish ${spanish.gzipKB} KB`,
  );
  if (result.gzipKB > BUDGET_KB)
    failures.push(`${page.name}: ${result.gzipKB} KB gzip exceeds the ${BUDGET_KB} KB budget`);
  if (spanish.gzipKB > BUDGET_KB)
    failures.push(
      `${page.name}: ${spanish.gzipKB} KB gzip in Spanish exceeds the ${BUDGET_KB} KB budget`,
    );
  for (const file of files)
    if (privateFiles.has(file)) failures.push(`${page.name}: loads the private chunk ${file}`);
  return result;
});

// No dependency's development build in the bundle (react-router's package exports named only
// its development files: vite.config.ts takes its production ones).
const DEVELOPMENT_BUILD = /[\\/]node_modules[\\/].*([\\/]development[\\/]|\.development\.m?js$)/;
for (const chunk of Object.values(manifest)) {
  const map = path.join(dist, `${chunk.file}.map`);
  if (!chunk.file.endsWith('.js') || !existsSync(map)) continue;
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  for (const source of sources)
    if (DEVELOPMENT_BUILD.test(source))
      failures.push(
        `${chunk.file}: bundles a development build (${source.replace(/^.*node_modules[\\/]/, '')})`,
      );
}

writeFileSync(
  path.join(dist, 'bundle-size.json'),
  `${JSON.stringify({ budgetKB: BUDGET_KB, pages }, null, 2)}\n`,
);
writeFileSync(
  path.join(dist, 'route-preloads.json'),
  `${JSON.stringify(
    pages
      .filter((page) => page.module)
      .map((page) => ({
        path: page.path,
        files: page.files.filter((file) => !entryFiles.has(file)).map((file) => `/${file}`),
      })),
    null,
    2,
  )}\n`,
);
if (failures.length) {
  console.error(`bundle-size:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
