import { randomBytes } from 'node:crypto';
import { accounts, ADMIN_EMAIL, ADMIN_PASSWORD, PASSWORD, storeSession } from '../accounts.mjs';
import { assert, screenshot, signInOnPage, WIDTHS } from '../harness.mjs';
import { tinyPdf } from '../pdf.mjs';

export { ADMIN_EMAIL, ADMIN_PASSWORD } from '../accounts.mjs';

/** The admin console against the real API: block, claims, appeals, admins, screenshots. */
export function adminTests(ctx) {
  const { api, verifiedUser, submitClaim } = accounts(ctx);
  const unique = () => randomBytes(4).toString('hex');

  let adminToken = '';

  /**
   * A page signed in as the first admin. The sign-in form is used once (first test); later
   * pages carry the token in local storage, as the web keeps it, so that the login rate
   * limits of the whole e2e run are not spent on the admin.
   */
  async function adminPage(width) {
    const page = await ctx.newPage(width);
    await storeSession(page, adminToken);
    return page;
  }

  /** The admin's side menu: the sidebar on desktop, the drawer under 768 px. */
  async function openFromMenu(page, label) {
    // The admin layout is there once the page's heading is.
    await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
    const menuButton = page.getByRole('button', { name: 'Admin menu' });
    if (await menuButton.isVisible()) await menuButton.click();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: label })
      .click();
  }

  let claimantEmail = '';
  let reviewId = '';

  const tests = [];

  tests.push({
    name: 'admin: the first admin (ADMIN_EMAIL) signs in and opens the console from the menu',
    fn: async () => {
      const { data } = await api('POST', '/auth/login', {
        email: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      assert(data.user.roles.includes('admin'), 'ADMIN_EMAIL is an admin');
      // Named at start-up (ADMIN_NAME, 'Site Admin' by default): no finish-profile step.
      const page = await ctx.newPage(1280);
      await signInOnPage(page, ctx.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.waitForURL(`${ctx.baseUrl}/`);
      await page.getByRole('button', { name: 'Account menu for Site Admin' }).click();
      await page.getByRole('menuitem', { name: 'Admin Console' }).click();
      await page.waitForURL(`${ctx.baseUrl}/admin/users`);
      await page.getByRole('navigation', { name: 'Admin' }).waitFor();
      adminToken = await page.evaluate(() => localStorage.getItem('auth_token'));
      assert(adminToken, 'the web stored the admin token');
      await page.close();
    },
  });

  tests.push({
    name: 'admin: a visitor is sent to sign in; a signed-in non-admin sees the 403 message',
    fn: async () => {
      const visitor = await ctx.newPage(1280);
      await visitor.goto(`${ctx.baseUrl}/admin/users`);
      await visitor.waitForURL(`${ctx.baseUrl}/login`);
      await visitor.close();

      const email = `plain-${unique()}@example.com`;
      await verifiedUser(email, 'Paul', 'Plain');
      for (const width of WIDTHS) {
        const page = await ctx.newPage(width);
        await signInOnPage(page, ctx.baseUrl, email, PASSWORD);
        await page.waitForURL(`${ctx.baseUrl}/`);
        await page.goto(`${ctx.baseUrl}/admin/appeals`);
        await page
          .getByRole('heading', { name: 'Access denied. Admin permissions required.' })
          .waitFor();
        assert(
          (await page.getByRole('navigation', { name: 'Admin' }).count()) === 0,
          'no admin menu for a non-admin',
        );
        await screenshot(page, `admin-403-${width}`);
        await page.close();
      }
    },
  });

  tests.push({
    name: "admin: blocking a user on /admin/users refuses that user's sign-in",
    fn: async () => {
      const email = `blocked-${unique()}@example.com`;
      await verifiedUser(email, 'Bella', 'Blocked');
      const page = await adminPage(1280);
      await page.goto(`${ctx.baseUrl}/admin/users`);
      await page.getByRole('heading', { name: 'Users' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
      await page.getByRole('cell', { name: email }).waitFor();
      await page.getByRole('button', { name: 'Block Bella Blocked' }).click();
      await page.getByRole('button', { name: 'Unblock Bella Blocked' }).waitFor();
      await page.close();

      const res = await fetch(`${ctx.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      assert(res.status === 403, `blocked sign-in answered ${res.status}`);

      const user = await ctx.newPage(1280);
      await signInOnPage(user, ctx.baseUrl, email, PASSWORD);
      await user
        .getByRole('main')
        .getByText('This account has been blocked. Please contact support.')
        .waitFor();
      assert(user.url() === `${ctx.baseUrl}/login`, 'stays on /login');
      await user.close();
    },
  });

  tests.push({
    name: "admin: approving a claim (real PDF and PNG) gives the claimant's header the provider account",
    fn: async () => {
      claimantEmail = `claimant-${unique()}@example.com`;
      const token = await verifiedUser(claimantEmail, 'Clara', 'Claimant');
      const provider = (await api('GET', '/providers/demo-7')).data;
      await submitClaim(token, 'demo-7', {
        websiteUrl: 'https://metro-medical.example.com',
        workEmail: claimantEmail,
        fullName: 'Clara Claimant',
        jobTitle: 'Practice Manager',
        phoneNumber: '+1 (305) 555-0147',
      });

      for (const width of WIDTHS) {
        const page = await adminPage(width);
        await page.goto(`${ctx.baseUrl}/admin/users`);
        await openFromMenu(page, 'Profile Claims');
        await page.waitForURL(`${ctx.baseUrl}/admin/claims`);
        await page.getByRole('cell', { name: provider.profileName }).first().waitFor();
        await screenshot(page, `admin-claims-${width}`);
        await page
          .getByRole('link', {
            name: `Review the claim on ${provider.profileName} by Clara Claimant`,
          })
          .click();
        await page.getByRole('heading', { name: `Claim on ${provider.profileName}` }).waitFor();
        await screenshot(page, `admin-claim-${width}`);
        await page.close();
      }

      const page = await adminPage(1280);
      await page.goto(`${ctx.baseUrl}/admin/claims`);
      await page
        .getByRole('link', {
          name: `Review the claim on ${provider.profileName} by Clara Claimant`,
        })
        .click();
      // Both documents open through their signed links: the PDF as it was sent, the picture
      // re-encoded by the API (so only its type is compared).
      const documents = [
        { label: 'Business Registration Document', type: 'application/pdf', bytes: tinyPdf() },
        { label: 'Proof of Address', type: 'image/', bytes: null },
      ];
      for (const { label, type, bytes } of documents) {
        const href = await page.getByRole('link', { name: new RegExp(label) }).getAttribute('href');
        assert(href, `${label} has a link`);
        const doc = await fetch(new URL(String(href), ctx.baseUrl));
        assert(doc.status === 200, `${label} answered ${doc.status}`);
        assert(
          (doc.headers.get('content-type') ?? '').startsWith(type),
          `${label} is ${doc.headers.get('content-type')}`,
        );
        const body = Buffer.from(await doc.arrayBuffer());
        assert(!bytes || body.equals(bytes), `${label} has the bytes that were sent`);
      }
      await page.getByRole('button', { name: 'Approve Profile Claim' }).click();
      const dialog = page.getByRole('dialog', { name: 'Approve Profile Claim?' });
      await dialog.getByRole('button', { name: 'Yes, Approve' }).click();
      await page.waitForURL(`${ctx.baseUrl}/admin/claims`);
      await page.getByText(`The claim on ${provider.profileName} was approved.`).waitFor();
      // Nothing pending any more: the list's own empty state, not the search one.
      await page.getByText('No Profile Claims Found').waitFor();
      await page.close();

      const claimant = await ctx.newPage(1280);
      await signInOnPage(claimant, ctx.baseUrl, claimantEmail, PASSWORD);
      await claimant.getByRole('button', { name: 'Account menu for Clara Claimant' }).click();
      await claimant.getByText('Switch Account').waitFor();
      await claimant
        .getByRole('menuitemradio', { name: 'Provider Account / Medical Facility' })
        .waitFor();
      await screenshot(claimant, 'admin-claim-approved-header-1280');
      await claimant.close();
    },
  });

  tests.push({
    name: 'admin: an appealed review is confirmed from the Review the Appeal dialog',
    fn: async () => {
      assert(claimantEmail, 'needs the approved claim of the test before');
      const owner = (await api('POST', '/auth/login', { email: claimantEmail, password: PASSWORD }))
        .data.token;
      const reviewerEmail = `reviewer-${unique()}@example.com`;
      const reviewer = await verifiedUser(reviewerEmail, 'Rita', 'Reviewer');
      const review = await api(
        'POST',
        '/providers/demo-7/reviews',
        {
          ratings: { respectful: 1, explained: 1, onTime: 2, costs: 1, overall: 1 },
          text: 'I waited three hours and nobody explained anything about my wrist. The bill was twice the estimate I was given at the desk.',
          photoUrls: [],
        },
        reviewer,
      );
      reviewId = review.data.id;
      await api(
        'POST',
        `/reviews/${reviewId}/appeal`,
        {
          description:
            'Our records show no visit by this person on any day this year; the review seems to be meant for another clinic down the street.',
          fileUrls: [],
        },
        owner,
      );

      for (const width of WIDTHS) {
        const page = await adminPage(width);
        await page.goto(`${ctx.baseUrl}/admin/appeals`);
        await page.getByText('Rita Reviewer', { exact: true }).waitFor();
        assert(
          await page.getByRole('button', { name: 'Load More' }).isDisabled(),
          'Load More disabled when all appeals are shown',
        );
        await screenshot(page, `admin-appeals-${width}`);
        await page.getByRole('button', { name: /^Review the appeal of Rita Reviewer/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Review the Appeal' });
        await dialog.getByText('Our records show no visit').waitFor();
        const mailto = await dialog
          .getByRole('link', { name: 'Contact Reviewer via Email' })
          .getAttribute('href');
        assert(mailto?.startsWith(`mailto:${reviewerEmail}`), `mailto link ${mailto}`);
        await screenshot(page, `admin-appeal-dialog-${width}`);
        if (width === 1280) {
          // A decision carries a published reason (issue 17): Confirm waits for one.
          const confirm = dialog.getByRole('button', { name: 'Confirm The Review' });
          assert(await confirm.isDisabled(), 'Confirm The Review waits for a reason');
          await dialog.getByLabel('Reason to keep the review').selectOption({ index: 1 });
          await confirm.click();
          await page.getByText('No Review Appeals Found').waitFor();
          await page.getByText('There are no appeals to display yet').waitFor();
        }
        await page.close();
      }
      const reviews = (await api('GET', '/providers/demo-7/reviews')).data;
      const kept = reviews.find((r) => r.id === reviewId);
      assert(kept && !kept.appealUnderReview, 'the confirmed review stays, its appeal closed');
    },
  });

  tests.push({
    name: 'admin: an invited admin finishes their profile from the mailed link',
    fn: async () => {
      const invited = `new-admin-${unique()}@example.com`;
      const page = await adminPage(1280);
      await page.goto(`${ctx.baseUrl}/admin/help`);
      await page.getByRole('table', { name: 'Admins' }).getByText(ADMIN_EMAIL).waitFor();
      await page.getByRole('button', { name: 'Add New Admin' }).click();
      const create = page.getByRole('dialog', { name: 'Create Admin Profile' });
      await create.getByLabel('Enter admin email').fill(invited);
      await screenshot(page, 'admin-create-admin-1280');
      await create.getByRole('button', { name: 'Send Invite' }).click();
      await page.getByText(`An invitation was sent to ${invited}.`).waitFor();
      await page.close();

      const mail = await ctx.smtp.waitFor(invited);
      const link = /(https?:\/\/[^\s"<]+\/admin\/help\?[^\s"<]+)/.exec(mail.body)?.[1];
      assert(link, 'the invitation mail has a link to /admin/help');
      const path = new URL(String(link).replace(/&amp;/g, '&'));
      const fresh = await ctx.newPage(360);
      await fresh.goto(`${ctx.baseUrl}${path.pathname}${path.search}`);
      const finish = fresh.getByRole('dialog', { name: 'Finish Admin Profile' });
      await finish.getByLabel('Create your password').fill('Newer#Admin9');
      await screenshot(fresh, 'admin-finish-admin-360');
      await finish.getByRole('button', { name: 'Save' }).click();
      await fresh.waitForURL(`${ctx.baseUrl}/admin/users`);
      // Signed in without a name yet: the finish-profile question follows (spec 4).
      const name = fresh.getByRole('dialog', { name: 'Finish your profile' });
      await name.getByLabel('First Name').fill('Nora');
      await name.getByLabel('Last Name').fill('Admin');
      await name.getByRole('button', { name: 'Save' }).click();
      await name.waitFor({ state: 'detached' });
      await fresh.getByRole('button', { name: 'Admin menu' }).waitFor();
      await fresh.close();
      const login = await api('POST', '/auth/login', { email: invited, password: 'Newer#Admin9' });
      assert(login.data.user.roles.includes('admin'), 'the invited person is an admin now');
    },
  });

  tests.push({
    name: 'admin: every admin page at 360 and 1280 px (menu, dialogs, keyboard)',
    fn: async () => {
      for (const width of WIDTHS) {
        const page = await adminPage(width);
        await page.goto(`${ctx.baseUrl}/admin/users`);
        await page.getByRole('searchbox', { name: 'Search users' }).waitFor();
        await page
          .getByRole('navigation', { name: 'Users pages' })
          .or(page.getByRole('table'))
          .first()
          .waitFor();
        await screenshot(page, `admin-users-${width}`);
        if (width === 360) {
          await page.getByRole('button', { name: 'Admin menu' }).click();
          await page.getByRole('dialog', { name: 'Admin Console' }).waitFor();
          await screenshot(page, 'admin-menu-drawer-360');
          await page.keyboard.press('Escape');
        }
        const firstDelete = page.getByRole('button', { name: 'Delete Paul Plain' });
        await firstDelete.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Delete User?' });
        await dialog
          .getByText('Are you sure you want to continue? This action cannot be undone.')
          .waitFor();
        // Focus stays inside the dialog (Radix focus trap), Escape closes it.
        for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
        assert(
          await dialog.evaluate((node) => node.contains(node.ownerDocument.activeElement)),
          'focus is trapped in the dialog',
        );
        await screenshot(page, `admin-users-delete-${width}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });

        await openFromMenu(page, 'Providers');
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .waitFor();
        await screenshot(page, `admin-providers-${width}`);
        await page
          .getByRole('button', { name: /^Edit / })
          .first()
          .click();
        const edit = page.getByRole('dialog', { name: 'Edit Provider Profile' });
        await edit.getByLabel('Provider Type').waitFor();
        await screenshot(page, `admin-provider-edit-${width}`);
        await page.keyboard.press('Escape');
        await page.getByRole('searchbox', { name: 'Search providers' }).fill('zzzz-nothing');
        await page.getByText('No Results Found').waitFor();
        await screenshot(page, `admin-providers-empty-${width}`);

        await openFromMenu(page, 'Admins');
        await page.getByRole('table', { name: 'Admins' }).waitFor();
        await screenshot(page, `admin-admins-${width}`);
        await page
          .getByRole('button', { name: /^Restore password of / })
          .first()
          .click();
        await page
          .getByRole('dialog', { name: 'Restore Admin Password?' })
          .getByText("We will send a password reset link to this admin's email.")
          .waitFor();
        await screenshot(page, `admin-admins-restore-${width}`);
        await page.keyboard.press('Escape');

        await openFromMenu(page, 'Help');
        await page.getByRole('table', { name: 'Admins' }).waitFor();
        await screenshot(page, `admin-help-${width}`);

        await openFromMenu(page, 'Review Appeals');
        await page.getByText('No Review Appeals Found').waitFor();
        await screenshot(page, `admin-appeals-empty-${width}`);

        await openFromMenu(page, 'Audit Log');
        await page.getByRole('table', { name: 'Admin actions' }).waitFor();
        await screenshot(page, `admin-audit-log-${width}`);
        await page.close();
      }
    },
  });

  tests.push({
    name: 'admin: the edit dialog saves a provider through PATCH /providers/{id}',
    fn: async () => {
      const page = await adminPage(1280);
      await page.goto(`${ctx.baseUrl}/admin/providers`);
      await page.getByRole('searchbox', { name: 'Search providers' }).fill('Metro Medical');
      await page.getByRole('button', { name: 'Edit Metro Medical Urgent Care' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Provider Profile' });
      await edit.getByLabel('Provider Type').selectOption('MRI Center');
      await edit.getByLabel('Phone Number').fill('(305) 555-0199');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Metro Medical Urgent Care was saved.').waitFor();
      const profile = (await api('GET', '/providers/demo-7')).data;
      assert(profile.providerType === 'MRI Center', `type is ${profile.providerType}`);
      assert(profile.phoneNumber === '(305) 555-0199', `phone is ${profile.phoneNumber}`);
      await page.close();
    },
  });

  return tests;
}
