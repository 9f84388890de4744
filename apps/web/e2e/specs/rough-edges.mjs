/* global window, document -- used inside page.evaluate and waitForFunction, which run in the browser */
import { randomBytes } from 'node:crypto';
import { accounts, ADMIN_EMAIL, ADMIN_PASSWORD, storeSession } from '../accounts.mjs';
import { assert, screenshot, WIDTHS } from '../harness.mjs';

/** Issue 21 (rough edges) in the browser: mini-site buttons, header, link-tree, admin, search. */
export function roughEdgesTests(ctx) {
  const { api, verifiedUser, submitClaim, providerOwner } = accounts(ctx);
  const unique = () => randomBytes(4).toString('hex');
  const tests = [];

  tests.push({
    name: "issue 21: the mini-site builder takes a 'Call now' tel: button, says the URL is valid, drops blank rows; the header names the provider's type",
    fn: async () => {
      const owner = await providerOwner();
      for (const width of WIDTHS) {
        const page = await ctx.newPage(width);
        await storeSession(page, owner.token, 'provider');
        await page.goto(`${ctx.baseUrl}/mini-site`);
        const url1 = page.getByLabel('Button URL 1');
        await url1.waitFor();
        // Start from the two blank starter rows (an earlier width saved buttons).
        while ((await page.getByLabel(/^Button Name \d+$/).count()) > 0)
          await page.getByRole('button', { name: 'Remove button 1' }).click();
        await page.getByRole('button', { name: 'Add More' }).click();
        await page.getByRole('button', { name: 'Add More' }).click();
        await page.getByLabel('Button URL 1').fill('javascript:alert(1)');
        await page
          .getByRole('status')
          .filter({ hasText: /Invalid URL$/ })
          .first()
          .waitFor();
        await page.getByLabel('Button URL 1').fill('tel:+1-310-555-0188');
        await page.getByLabel('Button Name 1').fill('Call now');
        const state = page.getByRole('status').filter({ hasText: 'URL is valid' });
        await state.first().waitFor();
        await page.getByRole('region', { name: 'Content' }).scrollIntoViewIfNeeded();
        await screenshot(page, `issue21-mini-site-call-now-${width}`);
        // The blank row goes from the form before the request is sent: wait for the save's
        // answer, not for the row, before reading the site back.
        const saved = page.waitForResponse(
          (res) =>
            res.request().method() === 'PUT' &&
            res.url().endsWith('/api/providers/demo-10/mini-site'),
        );
        await page.getByRole('button', { name: 'Save Draft' }).click();
        assert((await saved).status() === 200, 'the draft was saved');
        await page.getByLabel('Button Name 2').waitFor({ state: 'detached' });
        assert(
          (await page.getByLabel('Button Name 1').inputValue()) === 'Call now',
          'the filled row stays; the blank one is dropped',
        );
        const site = await api('GET', `/providers/demo-10/mini-site`, undefined, owner.token);
        assert(
          JSON.stringify(site.data.buttons) ===
            JSON.stringify([{ name: 'Call now', url: 'tel:+1-310-555-0188' }]),
          `saved buttons: ${JSON.stringify(site.data.buttons)}`,
        );
        await screenshot(page, `issue21-mini-site-saved-${width}`);
        if (width === 1280) {
          await page.getByRole('button', { name: /Account menu for/ }).click();
          await page.getByRole('menuitemradio', { name: 'Provider Account / Law Firm' }).waitFor();
          await screenshot(page, 'issue21-header-provider-type-1280');
        }
        await page.close();
      }
    },
  });

  tests.push({
    name: "issue 21: the link-tree sample shows the sample provider's own rating and review count",
    fn: async () => {
      const { data: provider } = await api('GET', '/providers/demo-1');
      for (const width of WIDTHS) {
        const page = await ctx.newPage(width);
        await page.goto(`${ctx.baseUrl}/link-tree`);
        await page
          .getByText(`${provider.rating.toFixed(1)} · ${provider.reviewCount} Reviews`)
          .waitFor();
        assert((await page.getByText('128 Reviews').count()) === 0, 'no hard-coded numbers');
        await screenshot(page, `issue21-link-tree-${width}`);
        await page.close();
      }
    },
  });

  tests.push({
    name: 'issue 21: at 360 px every admin table keeps a long email inside the frame, wrapped and whole',
    fn: async () => {
      const longEmail = `maximiliana.featherstonehaugh.claims-${unique()}@pacific-accident-attorneys.example.com`;
      const token = await verifiedUser(longEmail, 'Maximiliana', 'Featherstonehaugh');
      await submitClaim(token, 'demo-5', {
        websiteUrl: 'https://pacific-accident.example.com',
        workEmail: longEmail,
        fullName: 'Maximiliana Featherstonehaugh',
        jobTitle: 'Office Manager',
        phoneNumber: '+1 (310) 555-0199',
      });
      const admin = await api('POST', '/auth/login', {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      const routes = [
        ['users', longEmail],
        ['providers', null],
        ['claims', longEmail],
        ['appeals', null],
        ['admins', ADMIN_EMAIL],
        ['help', null],
        ['audit-log', null],
      ];
      for (const [route, email] of routes) {
        const page = await ctx.newPage(360);
        await storeSession(page, admin.data.token);
        await page.goto(`${ctx.baseUrl}/admin/${route}`);
        await page.locator('main h1').first().waitFor();
        await page.locator('main table, main [role="status"], main :text("No ")').first().waitFor();
        if (email) {
          if (route === 'users') {
            await page.getByLabel('Search users').fill(longEmail);
            await page.keyboard.press('Enter');
          }
          const cell = page.locator('main table').getByText(email, { exact: true }).first();
          await cell.waitFor();
          const box = await cell.boundingBox();
          assert(box && box.x >= 0 && box.x + box.width <= 360, `${route}: the email fits`);
        }
        const overflow = await page.evaluate(() => {
          const problems = [];
          if (document.documentElement.scrollWidth > window.innerWidth)
            problems.push(`page ${document.documentElement.scrollWidth} px wide`);
          for (const table of document.querySelectorAll('main table')) {
            const frame = (table.parentElement ?? table).getBoundingClientRect();
            for (const cell of table.querySelectorAll('td span, td a, td button')) {
              const r = cell.getBoundingClientRect();
              if (r.width > 0 && (r.right > frame.right + 1 || r.left < frame.left - 1))
                problems.push(`'${cell.textContent}' ends at ${Math.round(r.right)} px`);
            }
          }
          return problems;
        });
        assert(overflow.length === 0, `${route}: ${overflow.join('; ')}`);
        await screenshot(page, `issue21-admin-${route}-360`);
        await page.close();
      }
    },
  });

  tests.push({
    name: "issue 21: on /search at 1280 px the sponsored side column's cards fit their content",
    fn: async () => {
      const page = await ctx.newPage(1280);
      await page.goto(`${ctx.baseUrl}/search`);
      const aside = page.getByRole('complementary', { name: 'Sponsored' });
      await aside.getByRole('link').first().waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      const slack = () =>
        aside.evaluate((el) =>
          [...el.querySelectorAll('a')].map((card) => {
            const last = card.lastElementChild.getBoundingClientRect();
            return Math.round(card.getBoundingClientRect().bottom - last.bottom);
          }),
        );
      // How it looked before: the column stretched to the results' height.
      await aside.evaluate((el) => (el.style.alignSelf = 'stretch'));
      await screenshot(page, 'issue21-search-sponsored-before-1280');
      await aside.evaluate((el) => (el.style.alignSelf = ''));
      const gaps = await slack();
      assert(gaps.length > 0, 'sponsored cards are shown');
      // Only the card's own padding (16 px) under its last line.
      assert(
        gaps.every((g) => g <= 24),
        `space under each card's content: ${gaps.join(', ')} px`,
      );
      await screenshot(page, 'issue21-search-sponsored-after-1280');
      await page.close();
    },
  });

  tests.push({
    name: 'issue 21: sample logos are initials in brand colours and photos neutral placeholders (home, search, provider page)',
    fn: async () => {
      for (const width of WIDTHS) {
        const page = await ctx.newPage(width);
        await page.goto(`${ctx.baseUrl}/provider/demo-1`);
        await page
          .getByRole('heading', { level: 1, name: 'Smith & Partners Injury Law' })
          .waitFor();
        await page.waitForFunction(() =>
          [...document.images]
            .filter(
              (img) =>
                img.src.includes('/api/files/') &&
                img.getBoundingClientRect().top < window.innerHeight &&
                img.getBoundingClientRect().left < window.innerWidth &&
                img.getBoundingClientRect().right > 0,
            )
            .every((img) => img.complete && img.naturalWidth > 0),
        );
        await screenshot(page, `issue21-sample-provider-${width}`);
        await page.goto(`${ctx.baseUrl}/`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForFunction(() =>
          [...document.images]
            .filter(
              (img) =>
                img.src.includes('/api/files/') &&
                img.getBoundingClientRect().top < window.innerHeight &&
                img.getBoundingClientRect().left < window.innerWidth &&
                img.getBoundingClientRect().right > 0,
            )
            .every((img) => img.complete && img.naturalWidth > 0),
        );
        await screenshot(page, `issue21-sample-home-${width}`);
        await page.close();
      }
    },
  });

  return tests;
}
