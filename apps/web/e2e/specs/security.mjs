import { randomBytes } from 'node:crypto';
import { apiClient, assert, screenshot } from '../harness.mjs';
import { accounts } from '../accounts.mjs';
/** A sample profile with no owner that no other spec claims (docs/decisions/0011). */
const PROVIDER_ID = 'demo-9';

/** Markup and script in every shape a stored-XSS attempt takes. */
const PAYLOAD =
  '<script>window.__xss="script"</script><img src=x onerror="window.__xss=\'img\'">' +
  '<svg onload="window.__xss=\'svg\'"></svg><a href="javascript:window.__xss=\'link\'">go</a>' +
  '"><iframe srcdoc="<script>parent.__xss=1</script>">';
const pad = (label) => `${label} ${PAYLOAD} ${'and the visit went well. '.repeat(4)}`.trim();

/**
 * Stored content renders as text (issue #8, Security): a review, a provider post and the
 * provider's response carrying HTML/JS payloads are written through the API, then shown on
 * the provider page and the home page. No dialog opens, no payload script runs, no CSP
 * violation is reported (which would mean markup got in and only the CSP stopped it), no
 * element of the payload exists in the DOM, and the text shows literally.
 */
export function securityTests(ctx) {
  const api = apiClient(ctx.baseUrl);
  const unique = () => randomBytes(4).toString('hex');

  const { verifiedUser, submitClaim, approveClaim } = accounts(ctx);

  /** Claim PROVIDER_ID as `token`'s user and have the admin approve it. */
  async function becomeOwner(token, email) {
    await submitClaim(token, PROVIDER_ID, {
      websiteUrl: 'https://palmetto.example.com',
      workEmail: email,
      fullName: 'Xena Script',
      jobTitle: 'Owner',
      phoneNumber: '+1 (305) 555-0142',
    });
    await approveClaim(PROVIDER_ID, email);
  }

  /** Opens `url` and checks that nothing of PAYLOAD ran or became markup. */
  async function assertInert(page, url, texts) {
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.addInitScript(() => {
      globalThis.__violations = [];
      globalThis.document.addEventListener('securitypolicyviolation', (e) =>
        globalThis.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
      );
    });
    await page.goto(url);
    for (const text of texts) await page.getByText(text, { exact: false }).first().waitFor();
    // Give lazy images, handlers and effects a moment to fire if they were going to.
    await page.waitForTimeout(500);
    const state = await page.evaluate(() => ({
      xss: globalThis.__xss ?? null,
      violations: globalThis.__violations,
      injected: globalThis.document.querySelectorAll(
        'img[src="x"], [onerror], [onload], svg[onload], a[href^="javascript:"], iframe[srcdoc], #root script',
      ).length,
      literal: globalThis.document.body.innerText.includes(
        '<script>window.__xss="script"</script>',
      ),
    }));
    assert(dialogs.length === 0, `a dialog opened: ${dialogs.join(', ')}`);
    assert(state.xss === null, `payload script ran: ${state.xss}`);
    assert(state.violations.length === 0, `CSP violations: ${state.violations.join(' | ')}`);
    assert(state.injected === 0, `${state.injected} payload elements in the DOM`);
    assert(state.literal, 'the payload shows as literal text');
  }

  const tests = [];
  tests.push({
    name: 'security: review, post and response text with HTML/JS payloads render as text',
    fn: async () => {
      const reviewerEmail = `xss-r-${unique()}@example.com`;
      const reviewer = { token: await verifiedUser(reviewerEmail, 'Xena', 'Script') };
      const ownerEmail = `xss-o-${unique()}@example.com`;
      const owner = { token: await verifiedUser(ownerEmail, 'Xena', 'Script') };
      await becomeOwner(owner.token, ownerEmail);

      const review = await api(
        'POST',
        `/providers/${PROVIDER_ID}/reviews`,
        {
          ratings: { respectful: 4, explained: 4, onTime: 4, costs: 4, overall: 4 },
          text: pad('Review:'),
        },
        reviewer.token,
      );
      await api(
        'PUT',
        `/reviews/${review.data.id}/response`,
        { text: pad('Response:') },
        owner.token,
      );
      await api(
        'POST',
        `/providers/${PROVIDER_ID}/posts`,
        { text: `Post: ${PAYLOAD}` },
        owner.token,
      );

      const page = await ctx.newPage(1280);
      await assertInert(page, `${ctx.baseUrl}/provider/${PROVIDER_ID}`, [
        'Review:',
        'Response:',
        'Post:',
      ]);
      await screenshot(page, 'security-stored-xss-provider-1280');
      await page.close();

      const home = await ctx.newPage(1280);
      await assertInert(home, `${ctx.baseUrl}/`, ['Post:']);
      await home.close();
    },
  });
  return tests;
}
