// The package is ESM ("type": "module"); the CommonJS build needs its own marker so that
// Node reads dist/cjs/*.js as CommonJS (the Nest API is CommonJS).
// Written before the compiler runs, so that an interrupted build or a watcher never leaves
// CommonJS files without it.
import { mkdirSync, writeFileSync } from 'node:fs';
mkdirSync(new URL('../dist/cjs/', import.meta.url), { recursive: true });
writeFileSync(new URL('../dist/cjs/package.json', import.meta.url), '{ "type": "commonjs" }\n');
