// pnpm --filter @app/web test:e2e — needs `pnpm build` first (the root `pnpm test` does it).
import { launchBrowser, runTests, startProduct } from './harness.mjs';
import { foundationTests } from './specs/foundation.mjs';

const product = await startProduct();
const browser = await launchBrowser();
const ctx = {
  baseUrl: product.baseUrl,
  async newPage(width) {
    const context = await browser.newContext({
      viewport: { width, height: width < 768 ? 740 : 900 },
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.log(`    page error: ${error.message}`));
    page.on('close', () => void context.close());
    return page;
  },
};

console.log(`End-to-end tests against ${product.baseUrl} (Chromium ${browser.version()})`);
let totals = { passed: 0, failed: 0 };
try {
  totals = await runTests(foundationTests(ctx));
} finally {
  await browser.close();
  const code = await product.stop();
  if (code === 0) {
    totals.passed++;
    console.log('  ✓ SIGTERM stops the product with exit code 0');
  } else {
    totals.failed++;
    console.log(
      `  ✗ SIGTERM stops the product with exit code 0 (got ${code})\n${product.output().slice(-1500)}`,
    );
  }
}
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
