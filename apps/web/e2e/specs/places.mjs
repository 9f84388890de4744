import { assert, screenshot } from '../harness.mjs';

/** Search by place (issue 15) on the sample data, as a visitor on a phone would. */
export function placesTests(ctx) {
  return [
    {
      name: "places: 'tow truck' near 33101, open now, at 360 px → the map → a towing company open 24 hours → Call",
      fn: async () => {
        const page = await ctx.newPage(360);
        const scripts = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        });
        const mapChunk = () => scripts.some((url) => /\/leaflet-[\w-]+\.js$/.test(url));

        await page.goto(`${ctx.baseUrl}/search`);
        await page.getByRole('searchbox', { name: 'What' }).fill('tow truck');
        const where = page.getByRole('combobox', { name: 'City or ZIP' });
        await where.fill('33101');
        const option = page.getByRole('option', { name: '33101 Miami, FL' });
        await option.waitFor();
        await screenshot(page, 'search-place-suggestions-360');
        await option.click();
        await page.waitForURL(/near=33101/);
        // The box shows what the URL says: a click changes the URL, and the box follows once
        // the page has rendered it (Playwright's check() looks at once; on a busy machine
        // the box was still clear then).
        const openNow = page.getByRole('checkbox', { name: 'Open now' });
        await openNow.click();
        await page.waitForURL(/openNow=true/);
        await page.getByRole('checkbox', { name: 'Open now', checked: true }).waitFor();
        await page.getByRole('button', { name: 'Search', exact: true }).click();
        await page.waitForURL(/q=tow\+truck/);

        const card = page.getByRole('link', { name: /Biscayne Wrecker & Towing/ });
        await card.waitFor();
        const text = await card.innerText();
        assert(/\d+\.\d mi away/.test(text), `the card shows its distance (${text})`);
        assert(text.includes('Open Now'), 'the card says Open Now');
        await page.getByRole('heading', { level: 1, name: /near 33101/ }).waitFor();
        await screenshot(page, 'search-place-360');
        assert(!mapChunk(), 'the map chunk is not loaded with the list at 360 px');

        // The map: its own chunk, loaded on demand; markers stay usable without tiles.
        await page.getByRole('button', { name: 'Map', exact: true }).click();
        await page.waitForURL(/view=map/);
        const marker = page.getByRole('button', { name: /^\d+: Biscayne Wrecker & Towing$/ });
        await marker.waitFor();
        assert(mapChunk(), 'the map chunk loads when the map is shown');
        await marker.focus();
        await page.keyboard.press('Enter');
        await page
          .locator('main')
          .getByRole('link', { name: /Biscayne Wrecker & Towing/ })
          .waitFor();
        await screenshot(page, 'search-map-360');
        // The query and place stay editable on the map.
        assert(
          (await page.getByRole('combobox', { name: 'City or ZIP' }).inputValue()) === '33101',
          'the place box keeps 33101',
        );

        await page.getByRole('button', { name: 'List', exact: true }).click();
        await page.waitForURL((url) => !url.search.includes('view='));
        await card.click();
        // The card passes the searched place on, so the profile can say how far it is.
        await page.waitForURL(/\/provider\/demo-8\?near=33101$/);
        await page
          .getByRole('heading', { level: 1, name: 'Biscayne Wrecker & Towing', exact: true })
          .waitFor();
        const call = page.getByRole('link', { name: 'Call', exact: true });
        const href = await call.getAttribute('href');
        assert(/^tel:\+?\d{10,}$/.test(href ?? ''), `Call is a tel: link (${href})`);
        await page.close();
      },
    },
    {
      name: 'places: at 1280 px the list and the map show together; a marker click highlights its card',
      fn: async () => {
        const page = await ctx.newPage(1280);
        await page.goto(`${ctx.baseUrl}/search?near=Miami%2C%20FL&radius=100`);
        const marker = page.getByRole('button', { name: /^\d+: Biscayne Wrecker & Towing$/ });
        await marker.waitFor();
        assert(
          (await page.getByRole('group', { name: 'Show results as' }).count()) === 0,
          'no List/Map toggle at 1280 px',
        );
        await marker.click();
        await page.locator('li[id="result-demo-8"].ring-2').waitFor();
        await screenshot(page, 'search-map-1280');
        await page.close();
      },
    },
    {
      name: "places: 'chiropractor near Miami' says where it looked, widens, then searches everywhere; 'lawyer Miami' finds the Miami firm",
      fn: async () => {
        const page = await ctx.newPage(360);
        await page.goto(`${ctx.baseUrl}/search?q=chiropractor%20near%20Miami`);
        // The sample data's one chiropractor is in Santa Monica.
        await page.getByText('Nothing within 25 miles of Miami, FL.').waitFor();
        await page.getByText('No Results Found').waitFor();
        await page
          .getByRole('heading', {
            level: 1,
            name: 'Search Results for: “chiropractor” near Miami, FL',
          })
          .waitFor();
        await screenshot(page, 'search-nothing-near-360');
        await page.getByRole('button', { name: 'Search within 100 miles' }).click();
        await page.waitForURL(/radius=100/);
        const url = new URL(page.url());
        assert(url.searchParams.get('q') === 'chiropractor', `the words stay (${url.search})`);
        assert(
          url.searchParams.get('near') === 'Miami, FL',
          `the place moves to near (${url.search})`,
        );
        await page.getByText('Nothing within 100 miles of Miami, FL.').waitFor();
        await page.getByRole('button', { name: 'Search everywhere' }).click();
        await page.waitForURL((u) => u.search === '?q=chiropractor');
        await page.getByRole('link', { name: /Bayfront Spine & Chiropractic/ }).waitFor();

        await page.goto(`${ctx.baseUrl}/search?q=lawyer%20Miami`);
        const firm = page.getByRole('link', { name: /Smith & Partners Injury Law/ }).first();
        await firm.waitFor();
        await page.getByRole('heading', { level: 1, name: /“lawyer” near Miami, FL/ }).waitFor();
        const href = await firm.getAttribute('href');
        assert(
          href === '/provider/demo-1?near=Miami%2C+FL',
          `the place goes on to the profile (${href})`,
        );
        await page.close();
      },
    },
  ];
}
