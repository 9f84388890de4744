/* global document -- used inside page.waitForFunction, which runs in the browser */
import { randomBytes } from 'node:crypto';
import { accounts, PASSWORD } from '../accounts.mjs';
import { assert, screenshot, signInOnPage } from '../harness.mjs';

/** 'Add your business' (issue 47): a person adds a business, then finds it in search. */
export function listingsTests(ctx) {
  const { verifiedUser } = accounts(ctx);
  const unique = () => randomBytes(3).toString('hex');

  return [
    {
      name: 'listings: a person adds a business at /add-business and then finds it in search',
      fn: async () => {
        const email = `adder-${unique()}@example.com`;
        await verifiedUser(email, 'Ada', 'Adder');
        const page = await ctx.newPage(1280);
        await signInOnPage(page, ctx.baseUrl, email, PASSWORD);
        await page.getByRole('button', { name: /Ada/ }).first().waitFor();
        // From the header's link.
        await page.getByRole('link', { name: 'Add your business' }).first().click();
        await page.waitForURL(`${ctx.baseUrl}/add-business`);
        await page.getByRole('heading', { level: 1, name: 'Add your business' }).waitFor();
        const name = `Harbor Tow ${unique()} ${unique()}`;
        await page.getByLabel('Business name').fill(name);
        await page.getByLabel('Category').selectOption('Towing Services');
        await page.getByLabel('Street address').fill('120 NW 5th St');
        await page.getByLabel('ZIP code').fill('33128');
        // City and state fill in from the ZIP.
        await page.waitForFunction(
          () =>
            /** @type {HTMLInputElement | null} */ (
              document.querySelector('input[autocomplete="address-level2"]')
            )?.value === 'Miami',
        );
        const digits = String(Date.now()).slice(-4);
        await page.getByLabel('Phone number').fill(`(786) 555-${digits}`);
        await page.getByLabel('Spanish').check();
        await screenshot(page, 'add-business-1280');
        await page.getByRole('button', { name: 'Add business' }).click();
        await page.waitForURL(/\/provider\//);
        await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
        assert(await page.getByText('Not yet verified').first().isVisible(), "'Not yet verified'");
        await screenshot(page, 'added-business-1280');
        const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');

        // Search finds it at once.
        await page.goto(`${ctx.baseUrl}/search?q=${encodeURIComponent(name)}`);
        await page
          .getByRole('link', { name: new RegExp(name) })
          .first()
          .waitFor();
        assert(
          (await page.locator(`a[href="/provider/${id}"]`).count()) > 0,
          'the search links to the new listing',
        );

        await page.close();
      },
    },
  ];
}
