import { assert, screenshot, WIDTHS } from '../harness.mjs';

/** The foundation: the SPA is served at / with deep links, unknown paths, and the API stays JSON. */
export function foundationTests(ctx) {
  const tests = [];
  for (const width of WIDTHS) {
    tests.push({
      name: `home page renders at ${width} px`,
      fn: async () => {
        const page = await ctx.newPage(width);
        await page.goto(`${ctx.baseUrl}/`);
        await page
          .getByRole('heading', { name: 'Find top-rated local providers you can trust' })
          .waitFor();
        assert(
          await page.getByText('© 2025 InjuryPros. All rights reserved.').isVisible(),
          'footer copyright line is visible',
        );
        assert(
          await page.getByRole('heading', { name: 'Discover Providers' }).isVisible(),
          'Discover Providers is visible',
        );
        const chips = page.getByRole('list', { name: 'Categories' });
        assert(
          (await chips.isVisible()) === width >= 640,
          `category chips ${width >= 640 ? 'shown' : 'hidden'} at ${width} px`,
        );
        await screenshot(page, `home-${width}`);
        await page.close();
      },
    });
    tests.push({
      name: `an unknown path shows Page Not Found at ${width} px, and Go Home works`,
      fn: async () => {
        const page = await ctx.newPage(width);
        const response = await page.goto(`${ctx.baseUrl}/this/does/not/exist`);
        assert(response.status() === 404, 'an unknown path answers HTTP 404 with the SPA shell');
        await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
        assert(await page.getByText('404', { exact: true }).isVisible(), '404 is shown');
        await screenshot(page, `not-found-${width}`);
        await page.getByRole('link', { name: 'Go Home' }).click();
        await page.waitForURL(`${ctx.baseUrl}/`);
        await page
          .getByRole('heading', { name: 'Find top-rated local providers you can trust' })
          .waitFor();
        await page.close();
      },
    });
  }
  tests.push({
    name: 'searching from the home page opens /search with the query (deep link served by the API)',
    fn: async () => {
      const page = await ctx.newPage(1280);
      await page.goto(`${ctx.baseUrl}/`);
      await page.getByRole('combobox', { name: 'Search providers' }).fill('  law   firm ');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/search\?q=law\+firm$/);
      await page.reload();
      await page.getByRole('heading', { name: 'Search Results for: “law firm”' }).waitFor();
      await page.close();
    },
  });
  tests.push({
    name: 'a protected route sends a visitor home',
    fn: async () => {
      const page = await ctx.newPage(1280);
      await page.goto(`${ctx.baseUrl}/dashboard`);
      await page.waitForURL(`${ctx.baseUrl}/`);
      await page.close();
    },
  });
  tests.push({
    name: 'the mobile drawer opens with the account links and closes on Escape',
    fn: async () => {
      const page = await ctx.newPage(360);
      await page.goto(`${ctx.baseUrl}/`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.waitFor();
      assert(
        await drawer.getByRole('button', { name: 'Create an Account' }).isVisible(),
        'drawer has Create an Account',
      );
      await screenshot(page, 'drawer-360');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      await page.close();
    },
  });
  tests.push({
    name: 'unknown /api paths answer JSON 404, never the SPA',
    fn: async () => {
      const res = await fetch(`${ctx.baseUrl}/api/nope`);
      assert(res.status === 404, `status ${res.status}`);
      assert(res.headers.get('content-type')?.includes('application/json'), 'JSON content type');
      const body = await res.json();
      assert(body.statusCode === 404 && body.error === 'Not Found', JSON.stringify(body));
    },
  });
  tests.push({
    name: 'the page is served with security headers and no x-powered-by',
    fn: async () => {
      const res = await fetch(`${ctx.baseUrl}/`);
      assert(res.headers.get('x-content-type-options') === 'nosniff', 'nosniff');
      assert(res.headers.get('content-security-policy')?.includes("script-src 'self'"), 'CSP');
      assert(!res.headers.has('x-powered-by'), 'no x-powered-by');
    },
  });
  return tests;
}
