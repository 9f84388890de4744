import {
  accounts,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  OWNED_PROVIDER_ID as PROVIDER_ID,
  storeSession,
} from '../accounts.mjs';
import { assert, screenshot, WIDTHS } from '../harness.mjs';

/**
 * Issue 18 in the browser, in test mode (the product runs without STRIPE_SECRET_KEY):
 * Start Premium → our checkout page → a declined test card shows Stripe's decline message,
 * 4242… pays → the Premium lead form (Request an Appointment) appears on the public profile.
 */
export function paymentsTests(ctx) {
  const { api, providerOwner } = accounts(ctx);
  const tests = [];

  tests.push({
    name: 'payments: Start Premium in test mode, a declined card, then 4242… shows the lead form on the public profile',
    fn: async () => {
      const owner = await providerOwner();
      // The sample profile may have been switched to Premium by another spec: start on Free,
      // with a lead form saved (allowed on any plan), so Premium is what makes it show.
      await api('POST', `/providers/${PROVIDER_ID}/plan`, { plan: 'basic' }, owner.token);
      await api(
        'PATCH',
        `/providers/${PROVIDER_ID}`,
        {
          leadForm: {
            formName: 'What do you need?',
            formDescription: 'Pick one and we call you back.',
            options: [
              { id: 'consult', text: 'Free consultation', checked: false },
              { id: 'review', text: 'Case review', checked: false },
            ],
            emailAddress: owner.email,
          },
        },
        owner.token,
      );

      const visitor = await ctx.newPage(1280);
      await visitor.goto(`${ctx.baseUrl}/provider/${PROVIDER_ID}`);
      await visitor.getByRole('heading', { level: 1 }).first().waitFor();
      assert(
        (await visitor.getByRole('heading', { name: 'Request an Appointment' }).count()) === 0,
        'no lead form on the Free plan',
      );

      const page = await ctx.newPage(1280);
      await storeSession(page, owner.token, 'provider');
      await page.goto(`${ctx.baseUrl}/plans`);
      await page.getByText('Test mode — no card is charged').waitFor();
      const premium = page.getByRole('region', { name: 'Premium Profile' });
      await premium.getByRole('button', { name: 'Start Premium' }).waitFor();
      await screenshot(page, 'plans-free-1280');
      await premium.getByRole('button', { name: 'Start Premium' }).click();
      await page.waitForURL(/\/checkout\/test\/cs_test_/);
      await page.getByText('Premium Profile, $25/month').waitFor();
      await screenshot(page, 'test-checkout-1280');

      const form = page.getByRole('form', { name: 'Card details' });
      await form.getByLabel('Name on Card').fill('Olivia Owner');
      await form.getByLabel('Card Number').fill('4000 0000 0000 0002');
      await form.getByLabel('Expiration Date').fill('12/34');
      await form.getByLabel('CVV/CVC').fill('123');
      await form.getByLabel('Postal Code').fill('90012');
      await form.getByRole('button', { name: 'Pay $25.00' }).click();
      await form.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
      await screenshot(page, 'test-checkout-declined-1280');

      await form.getByLabel('Card Number').fill('4242 4242 4242 4242');
      await form.getByRole('button', { name: 'Pay $25.00' }).click();
      await page.getByText('Payment received. Thank you!').waitFor();
      await page.getByRole('link', { name: 'Continue' }).click();
      await page.waitForURL(`${ctx.baseUrl}/plans`);
      await page.getByRole('button', { name: 'Cancel Premium' }).waitFor();
      await page.getByText(/^Renews on /).waitFor();
      await page.getByRole('region', { name: 'Billing' }).getByText('$25.00').waitFor();
      await screenshot(page, 'plans-premium-1280');

      await visitor.reload();
      await visitor.getByRole('heading', { name: 'Request an Appointment' }).waitFor();
      await screenshot(visitor, 'provider-premium-lead-form-1280');
      await visitor.close();

      for (const width of WIDTHS.filter((w) => w !== 1280)) {
        const small = await ctx.newPage(width);
        await storeSession(small, owner.token, 'provider');
        await small.goto(`${ctx.baseUrl}/plans`);
        await small.getByRole('button', { name: 'Cancel Premium' }).waitFor();
        await screenshot(small, `plans-premium-${width}`);
        await small.close();
      }
      await page.close();
    },
  });

  tests.push({
    name: 'payments: the test checkout page at 360 px labels test mode and pays a campaign',
    fn: async () => {
      const owner = await providerOwner();
      const campaign = await api(
        'POST',
        `/providers/${PROVIDER_ID}/campaigns`,
        { durationDays: 7, placements: ['main', 'search'] },
        owner.token,
      );
      const checkout = await api(
        'POST',
        `/providers/${PROVIDER_ID}/campaigns/${campaign.data.id}/checkout`,
        undefined,
        owner.token,
      );
      const page = await ctx.newPage(360);
      await storeSession(page, owner.token, 'provider');
      await page.goto(checkout.data.url);
      await page.getByText('Test mode — no card is charged').waitFor();
      await page.getByText('Ad campaign: 7 days, Main Page + Search Results').waitFor();
      await screenshot(page, 'test-checkout-campaign-360');
      const form = page.getByRole('form', { name: 'Card details' });
      await form.getByLabel('Card Number').fill('5555 5555 5555 4444');
      await form.getByLabel('Expiration Date').fill('11/33');
      await form.getByLabel('CVV/CVC').fill('321');
      await form.getByRole('button', { name: 'Pay $50.00' }).click();
      await page.getByText('Payment received. Thank you!').waitFor();
      const list = await api('GET', `/providers/${PROVIDER_ID}/campaigns`, undefined, owner.token);
      const paid = list.data.find((c) => c.id === campaign.data.id);
      assert(paid?.status === 'active', `the campaign is active (got ${paid?.status})`);
      await page.close();

      // Sponsored on the search page's side column (decision 0031), counted when seen.
      const visitor = await ctx.newPage(1280);
      await visitor.goto(`${ctx.baseUrl}/search`);
      const column = visitor.getByRole('complementary', { name: 'Sponsored' });
      const entry = column.locator(`a[data-campaign="${campaign.data.id}"]`);
      await entry.waitFor();
      assert(
        (await entry.getByText('Sponsored', { exact: true }).count()) === 1,
        'the entry is labelled Sponsored',
      );
      await screenshot(visitor, 'search-sponsored-1280');
      const counted = async () =>
        (await api('GET', `/providers/${PROVIDER_ID}/campaigns`, undefined, owner.token)).data.find(
          (c) => c.id === campaign.data.id,
        )?.impressions ?? 0;
      const deadline = Date.now() + 15_000;
      while ((await counted()) < 1) {
        assert(Date.now() < deadline, 'the impression is counted');
        await visitor.waitForTimeout(200);
      }
      await visitor.close();

      // The advertiser sees it on /advertisement.
      for (const width of WIDTHS) {
        const own = await ctx.newPage(width);
        await storeSession(own, owner.token, 'provider');
        await own.goto(`${ctx.baseUrl}/advertisement`);
        const row = own
          .getByRole('region', { name: 'Your Campaigns' })
          .getByTestId('campaign')
          .filter({ hasText: '7-day campaign' })
          .filter({ hasText: 'Active' })
          .first();
        await row.waitFor();
        const impressions = Number(
          (await row.getByTestId('impressions').innerText()).replace(/,/g, ''),
        );
        assert(impressions >= 1, `impressions shown (got ${impressions})`);
        await screenshot(own, `advertisement-campaigns-${width}`);
        // The payment dialog offers the saved cards (the test cards that paid).
        await own.getByRole('button', { name: 'Start the Campaign' }).click();
        const dialog = own.getByRole('dialog', { name: 'Confirm Your Payment Information' });
        await dialog.getByRole('radio', { name: 'Mastercard ending 4444' }).waitFor();
        await dialog.getByRole('button', { name: /^Pay \$50 with [A-Z]+ •••• \d{4}$/ }).waitFor();
        await screenshot(own, `payment-dialog-saved-cards-${width}`);
        await own.keyboard.press('Escape');
        await own.goto(`${ctx.baseUrl}/dashboard`);
        await own.getByRole('region', { name: 'Advertising' }).waitFor();
        await own.getByRole('region', { name: 'Billing' }).getByText('$50.00').first().waitFor();
        await screenshot(own, `dashboard-billing-${width}`);
        await own.close();
      }

      // A saved card (the 5555… test card that just paid: brand, last 4, expiry) pays a
      // campaign on the provider and user pages, and its receipt is a page of ours.
      const cards = await api(
        'GET',
        `/providers/${PROVIDER_ID}/payment-methods`,
        undefined,
        owner.token,
      );
      const mastercard = cards.data.find((c) => c.brand === 'mastercard' && c.last4 === '4444');
      assert(mastercard, 'the paid test card is saved (brand and last 4)');
      const second = await api(
        'POST',
        `/providers/${PROVIDER_ID}/campaigns`,
        { durationDays: 3, placements: ['provider', 'user'] },
        owner.token,
      );
      const paidWithCard = await api(
        'POST',
        `/providers/${PROVIDER_ID}/campaigns/${second.data.id}/pay`,
        { paymentMethodId: mastercard.id },
        owner.token,
      );
      assert(paidWithCard.data.status === 'paid', 'paid with the saved card');
      const session = await api('GET', '/auth/session', undefined, owner.token);
      for (const width of WIDTHS) {
        const other = await ctx.newPage(width);
        await other.goto(`${ctx.baseUrl}/provider/demo-1`);
        if (width >= 1024)
          await other
            .getByRole('complementary', { name: 'Sponsored' })
            .locator(`a[data-campaign="${second.data.id}"]`)
            .waitFor();
        await screenshot(other, `provider-sponsored-${width}`);
        await other.goto(`${ctx.baseUrl}/user/${session.data.user.id}`);
        await other
          .getByRole('complementary', { name: 'Sponsored' })
          .locator(`a[data-campaign="${second.data.id}"]`)
          .waitFor();
        await screenshot(other, `user-sponsored-${width}`);
        await other.close();
      }
      const billing = await api('GET', `/providers/${PROVIDER_ID}/billing`, undefined, owner.token);
      const receiptUrl = billing.data.payments.find(
        (p) => p.id === paidWithCard.data.paymentId,
      )?.receiptUrl;
      assert(receiptUrl?.includes('/receipts/'), `a receipt page of ours (got ${receiptUrl})`);
      for (const width of WIDTHS) {
        const receipt = await ctx.newPage(width);
        await storeSession(receipt, owner.token, 'provider');
        await receipt.goto(receiptUrl.replace(/^https?:\/\/[^/]+/, ctx.baseUrl));
        await receipt.getByText('MASTERCARD •••• 4444').waitFor();
        await screenshot(receipt, `receipt-${width}`);
        await receipt.close();
      }

      // Admins see the payment and the campaign.
      const admin = await api('POST', '/auth/login', {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      for (const width of WIDTHS) {
        const adminPage = await ctx.newPage(width);
        await storeSession(adminPage, admin.data.token);
        await adminPage.goto(`${ctx.baseUrl}/admin/billing`);
        await adminPage.getByRole('tab', { name: 'Campaigns' }).click();
        await adminPage.getByRole('table', { name: 'Campaigns' }).waitFor();
        await screenshot(adminPage, `admin-billing-campaigns-${width}`);
        await adminPage.close();
      }
    },
  });

  return tests;
}
