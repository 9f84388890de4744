#!/usr/bin/env node
// Writes the sample files shipped in apps/api/sample-data/ (imported at the first start with
// SEED=sample): a small Overture places GeoParquet and a small NPPES NPI CSV, plainly
// fictional ('Fictional …' names, 555-01xx phones, example.com sites), in the published
// formats, over real ZIP codes of Miami, Tampa, Orlando, Houston, Dallas, Los Angeles and
// New York. Needs the API built (`pnpm --filter @app/api build`). Deterministic: running it
// again writes the same rows.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const fixtures = require(path.join(api, 'dist/imports/sources/fixtures.js'));
const { SAMPLE_FILES } = require(path.join(api, 'dist/imports/sources/sample-files.js'));

const out = (name) => path.join(api, 'sample-data', name);
await fixtures.writeOvertureParquet(
  out(SAMPLE_FILES.overture),
  fixtures.fictionalPlaces(280, 'sample'),
  {
    rowGroupSize: 100,
  },
);
await fixtures.writeNppesCsv(out(SAMPLE_FILES.nppes), fixtures.fictionalProviders(210));
process.stdout.write(
  `Wrote ${SAMPLE_FILES.overture} (280 places) and ${SAMPLE_FILES.nppes} (210 providers)\n`,
);
