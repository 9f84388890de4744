// pnpm --filter @app/web test:e2e — needs `pnpm build` first (the root `pnpm test` does it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  firstLine,
  launchBrowser,
  onInterrupt,
  resultsDir,
  runTests,
  startProduct,
} from './harness.mjs';
import { startOAuth } from './oauth.mjs';
import { startSmtp } from './smtp.mjs';
import { a11yTests } from './specs/a11y.mjs';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminTests } from './specs/admin.mjs';
import { authTests } from './specs/auth.mjs';
import { directoryTests } from './specs/directory.mjs';
import { listingsTests } from './specs/listings.mjs';
import { foundationTests } from './specs/foundation.mjs';
import { importsTests } from './specs/imports.mjs';
import { paymentsTests } from './specs/payments.mjs';
import { placesTests } from './specs/places.mjs';
import { providerToolsTests } from './specs/provider-tools.mjs';
import { roughEdgesTests } from './specs/rough-edges.mjs';
import { securityTests } from './specs/security.mjs';
import { settingsTests } from './specs/settings.mjs';
import { spanishTests } from './specs/spanish.mjs';
import { trustTests } from './specs/trust.mjs';

const started = Date.now();
let smtp;
let oauth;
let product;
let browser;
let productStopped = null;

/** Closes the browser, the mail and OAuth servers and the product (with its data directory), once. */
async function stopAll() {
  await browser?.close().catch(() => undefined);
  await smtp?.stop().catch(() => undefined);
  await oauth?.stop().catch(() => undefined);
  productStopped ??= product ? product.stop() : Promise.resolve(undefined);
  return productStopped;
}
onInterrupt(stopAll);

// Chromium first: without it nothing else starts (and nothing is left running).
browser = await launchBrowser().catch(fatal);
smtp = await startSmtp().catch(fatal);
// Google sign-in against a local OAuth server (the auth spec walks the whole round trip).
oauth = await startOAuth().catch(fatal);
product = await startProduct({
  SMTP_URL: smtp.url,
  ...oauth.env,
  SEED: 'sample',
  // The ten sample providers only, as the specs know them ('chiropractor near Miami' finds
  // none): not the few hundred listings of the shipped Overture and NPPES sample files.
  SAMPLE_IMPORTS: 'off',
  // The first admin (DESIGN 4): the admin spec signs in with it, the provider-tools spec
  // approves a claim with it.
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
}).catch(fatal);

/**
 * The suite cannot start: clean up, report one failure and stop.
 * @param {unknown} error
 * @returns {Promise<never>}
 */
async function fatal(error) {
  console.log(
    `  ✗ the end-to-end suite could not start: ${error instanceof Error ? error.message : error}`,
  );
  await stopAll();
  finish({ passed: 0, failed: 1, failures: [`the suite could not start: ${firstLine(error)}`] });
}

/**
 * The closing line, and the counts and failed tests for the test summary (scripts/test.mjs).
 * @param {{ passed: number, failed: number, failures: string[] }} totals
 * @returns {never}
 */
function finish(totals) {
  const result = { suite: 'e2e', ...totals, durationMs: Date.now() - started };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'e2e.json'), `${JSON.stringify(result)}\n`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed === 0 ? 0 : 1);
}

const ctx = {
  baseUrl: product.baseUrl,
  smtp,
  oauth,
  /**
   * A page in a fresh browser context. Unless `firstVisit`, the browser has visited before
   * (local flag hasVisited), so the welcome modal of a first visit stays closed. `locale`:
   * the browser's language (default en-US).
   * @param {number} width
   * @param {{ firstVisit?: boolean, locale?: string }} [options]
   */
  async newPage(width, { firstVisit = false, locale } = {}) {
    // A Chromium that died (it happens on a loaded machine) fails one test, not the run.
    if (!browser.isConnected()) {
      console.log('    (Chromium was gone: starting it again)');
      browser = await launchBrowser();
    }
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 740 : 900 },
      // The browser's language (navigator.language, Accept-Language); en-US unless asked.
      ...(locale ? { locale } : {}),
    });
    if (!firstVisit)
      await context.addInitScript(() => {
        // Frames of other origins (the map embed) have no storage of ours.
        try {
          localStorage.setItem('hasVisited', 'true');
        } catch {
          /* not our frame */
        }
      });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.log(`    page error: ${error.message}`));
    page.on('close', () => void context.close().catch(() => undefined));
    return page;
  },
};

console.log(`End-to-end tests against ${product.baseUrl} (Chromium ${browser.version()})`);
/** @type {{ passed: number, failed: number, failures: string[] }} */
let totals = { passed: 0, failed: 0, failures: [] };
try {
  const all = [
    ...foundationTests(ctx),
    ...authTests(ctx),
    ...directoryTests(ctx),
    ...listingsTests(ctx),
    ...placesTests(ctx),
    ...adminTests(ctx),
    ...importsTests(ctx),
    ...providerToolsTests(ctx),
    ...paymentsTests(ctx),
    ...a11yTests(ctx),
    ...securityTests(ctx),
    ...settingsTests(ctx),
    ...roughEdgesTests(ctx),
    ...trustTests(ctx),
    ...spanishTests(ctx),
  ];
  // E2E_ONLY=admin: only the tests whose name contains it (while working on one area).
  const only = process.env.E2E_ONLY;
  totals = await runTests(only ? all.filter((t) => t.name.includes(only)) : all);
} finally {
  const code = await stopAll();
  if (code === 0) {
    totals.passed++;
    console.log('  ✓ SIGTERM stops the product with exit code 0');
  } else {
    totals.failed++;
    totals.failures.push(`SIGTERM stops the product with exit code 0 (got ${code})`);
    console.log(
      `  ✗ SIGTERM stops the product with exit code 0 (got ${code})\n${product.output().slice(-1500)}`,
    );
  }
}
finish(totals);
