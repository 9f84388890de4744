// The package is ESM ("type": "module"); the CommonJS build needs its own marker so that
// Node reads dist/cjs/*.js as CommonJS (the Nest API is CommonJS).
import { writeFileSync } from 'node:fs';
writeFileSync(new URL('../dist/cjs/package.json', import.meta.url), '{ "type": "commonjs" }\n');
