import { randomBytes } from 'node:crypto';
import { apiClient, assert, screenshot, signInOnPage, WIDTHS } from '../harness.mjs';
import { solidPng } from '../png.mjs';

const PASSWORD = 'Sturdy#Pass1';
const uniqueEmail = (label) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

/**
 * Accounts in a real browser against the real product: the modal and page flows, codes and
 * reset links read from the test's SMTP server, the header's account menu.
 */
export function authTests(ctx) {
  const api = apiClient(ctx.baseUrl);

  /** A verified account with a finished profile, made through the API. */
  async function createAccount(label, names = { firstName: 'Dana', lastName: 'Reyes' }) {
    const email = uniqueEmail(label);
    const { data } = await api('POST', '/auth/register', { email, password: PASSWORD });
    const code = await ctx.smtp.code(email);
    const verified = await api('POST', '/auth/email-verify', { code }, data.token);
    await api('PATCH', '/auth/profile-update', names, verified.data.token);
    return { email, ...names };
  }

  /** Types the code that was mailed, one digit per box, the way a person does. */
  async function typeCode(page, email, count = 1) {
    const code = await ctx.smtp.code(email, count);
    await page.getByRole('textbox', { name: 'Digit 1 of 5' }).click();
    await page.keyboard.type(code, { delay: 30 });
  }

  const tests = [];

  tests.push({
    name: 'a first visit opens the Welcome modal for a visitor; the next visit does not',
    fn: async () => {
      const page = await ctx.newPage(1280, { firstVisit: true });
      await page.goto(`${ctx.baseUrl}/`);
      const welcome = page.getByRole('dialog', { name: 'Welcome' });
      await welcome.waitFor();
      assert(
        await welcome.getByRole('button', { name: 'Sign up for free' }).isVisible(),
        'sign up',
      );
      assert(
        await welcome.getByRole('button', { name: 'Log in with Google' }).isVisible(),
        'Google',
      );
      await screenshot(page, 'auth-entry-modal-1280');
      await page.keyboard.press('Escape');
      await welcome.waitFor({ state: 'detached' });
      await page.reload();
      await page
        .getByRole('heading', { name: 'Find top-rated local providers you can trust' })
        .waitFor();
      await page.waitForTimeout(300);
      assert((await page.getByRole('dialog').count()) === 0, 'no modal on the second visit');
      await page.close();
    },
  });

  tests.push({
    name: 'register in the modal → confirm the mailed code → finish profile → the header shows the name (1280 px)',
    fn: async () => {
      const page = await ctx.newPage(1280);
      const email = uniqueEmail('modal');
      await page.goto(`${ctx.baseUrl}/`);
      await page.getByRole('button', { name: 'Create an Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create an Account' });
      await dialog.getByLabel('Email').fill(email);
      const submit = dialog.getByRole('button', { name: 'Create an Account' });
      await dialog.getByLabel('Password', { exact: true }).fill('weakpass');
      assert(await submit.isDisabled(), 'submit disabled until the password meets the rule');
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await screenshot(page, 'auth-register-modal-1280');
      await submit.click();
      const confirm = page.getByRole('dialog', { name: 'Confirm your email' });
      await confirm.waitFor();
      assert(await confirm.getByText(email).isVisible(), 'the code was sent to the email shown');
      assert(
        await confirm.getByRole('button', { name: 'Resend code' }).isDisabled(),
        'resend waits 20 s',
      );
      await screenshot(page, 'auth-confirm-email-modal-1280');
      await typeCode(page, email);
      const finish = page.getByRole('dialog', { name: 'Finish your profile' });
      await finish.waitFor();
      await finish.getByRole('button', { name: 'Save' }).click();
      await finish.getByText('First Name is required').waitFor();
      assert(await finish.getByText('Last Name is required').isVisible(), 'last name message');
      await finish.getByLabel('First Name').fill('Maya');
      await finish.getByLabel('Last Name').fill('Okafor');
      await screenshot(page, 'auth-finish-profile-modal-1280');
      await finish.getByRole('button', { name: 'Save' }).click();
      await finish.waitFor({ state: 'detached' });
      const menu = page.getByRole('button', { name: 'Account menu for Maya Okafor' });
      await menu.waitFor();
      // The session survives a reload (cookie + local storage).
      await page.reload();
      await menu.waitFor();
      await page.close();
    },
  });

  tests.push({
    name: 'register on the pages → confirm → finish profile → signed in (360 px), then log out from the drawer',
    fn: async () => {
      const page = await ctx.newPage(360);
      const email = uniqueEmail('pages');
      await page.goto(`${ctx.baseUrl}/register`);
      await page.getByRole('heading', { name: 'Create an Account' }).waitFor();
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).click();
      await page.getByText('Email format is wrong').waitFor();
      await screenshot(page, 'auth-register-360');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create an Account' }).click();
      await page.waitForURL(`${ctx.baseUrl}/confirm-email`);
      await screenshot(page, 'auth-confirm-email-360');
      await typeCode(page, email);
      await page.waitForURL(`${ctx.baseUrl}/finish-profile`);
      await page.getByLabel('First Name').fill('Luis');
      await page.getByLabel('Last Name').fill('Navarro');
      await screenshot(page, 'auth-finish-profile-360');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(`${ctx.baseUrl}/`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByText('Luis Navarro').waitFor();
      assert(await drawer.getByRole('link', { name: 'My Bookmarks' }).isVisible(), 'My Bookmarks');
      assert(await drawer.getByRole('link', { name: 'Settings' }).isVisible(), 'Settings');
      assert(
        (await drawer.getByText('Switch Account').count()) === 0,
        'no Switch Account for a user only',
      );
      await screenshot(page, 'auth-drawer-signed-in-360');
      await drawer.getByRole('button', { name: 'Log Out' }).click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page
        .getByRole('dialog', { name: 'Menu' })
        .getByRole('button', { name: 'Log In', exact: true })
        .waitFor();
      const stored = await page.evaluate(() => localStorage.getItem('auth_token'));
      assert(stored === null, 'log out clears the stored token');
      await page.close();
    },
  });

  tests.push({
    name: 'logging in with an unverified email lands on confirm email, and the fresh code signs in',
    fn: async () => {
      const email = uniqueEmail('unverified');
      await api('POST', '/auth/register', { email, password: PASSWORD });
      await ctx.smtp.waitFor(email, 1);
      const page = await ctx.newPage(1280);
      await page.goto(`${ctx.baseUrl}/login`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await screenshot(page, 'auth-login-1280');
      await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
      await page.waitForURL(`${ctx.baseUrl}/confirm-email`);
      await page.getByText(email).waitFor();
      // Login mails a fresh code unless one went out under 20 s ago; the newest one is valid.
      await typeCode(page, email);
      await page.waitForURL(`${ctx.baseUrl}/finish-profile`);
      await page.close();
    },
  });

  tests.push({
    name: 'the session token is in no cookie (auth_token): local storage with Remember me, a tab-shared session storage without it',
    fn: async () => {
      const account = await createAccount('nocookie', { firstName: 'Noa', lastName: 'Kim' });
      const menu = (page) =>
        page.getByRole('button', { name: 'Account menu for Noa Kim' }).waitFor();
      const noTokenCookie = async (page) => {
        const cookies = await page.context().cookies();
        assert(!cookies.some((c) => c.name === 'auth_token'), 'no auth_token cookie is set');
        const script = await page.evaluate(() => globalThis.document.cookie);
        assert(!script.includes('auth_token'), 'no auth_token cookie for scripts');
      };
      // Remember me (the default): local storage, kept across a reload.
      const page = await ctx.newPage(1280);
      await signInOnPage(page, ctx.baseUrl, account.email, PASSWORD);
      await menu(page);
      await noTokenCookie(page);
      assert(
        (await page.evaluate(() => localStorage.getItem('auth_token')))?.split('.').length === 3,
        'the token is in local storage',
      );
      await page.reload();
      await menu(page);
      await noTokenCookie(page);
      await page.close();

      // Without Remember me: this tab's session storage, handed to a second tab, gone with
      // the browser (a new context is a new browser).
      const short = await ctx.newPage(1280);
      await short.goto(`${ctx.baseUrl}/login`);
      await short.getByLabel('Email').fill(account.email);
      await short.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await short.getByLabel('Remember me').uncheck();
      await short.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
      await menu(short);
      await noTokenCookie(short);
      assert(
        (await short.evaluate(() => localStorage.getItem('auth_token'))) === null,
        'nothing in local storage',
      );
      assert(
        (await short.evaluate(() => sessionStorage.getItem('auth_token')))?.split('.').length === 3,
        'the short session is in session storage',
      );
      const second = await short.context().newPage();
      await second.goto(`${ctx.baseUrl}/settings`);
      await menu(second);
      await second.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
      await screenshot(second, 'auth-short-session-second-tab-1280');
      await noTokenCookie(second);
      // Log out in one tab: the other follows.
      await second.getByRole('button', { name: 'Account menu for Noa Kim' }).click();
      await second.getByRole('menuitem', { name: 'Log Out' }).click();
      await short.getByRole('button', { name: 'Log In', exact: true }).waitFor();
      assert(
        (await short.evaluate(() => sessionStorage.getItem('auth_token'))) === null,
        'the other tab dropped the session',
      );
      const later = await ctx.newPage(1280);
      await later.goto(`${ctx.baseUrl}/`);
      await later.getByRole('button', { name: 'Log In', exact: true }).waitFor();
      await later.close();
      await second.close();
      await short.close();
    },
  });

  tests.push({
    name: 'wrong credentials show Wrong email or password inline; the menu opens by keyboard and closes on Escape',
    fn: async () => {
      const account = await createAccount('login');
      const page = await ctx.newPage(1280);
      await page.goto(`${ctx.baseUrl}/`);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Log In' });
      await dialog.getByLabel('Email').fill(account.email);
      await dialog.getByLabel('Password', { exact: true }).fill('Wrong#Pass1');
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await dialog.getByText('Wrong email or password').waitFor();
      await screenshot(page, 'auth-login-error-modal-1280');
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      const trigger = page.getByRole('button', {
        name: `Account menu for ${account.firstName} ${account.lastName}`,
      });
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      for (const item of ['My Profile', 'My Bookmarks', 'Settings', 'Log Out'])
        assert(await menu.getByRole('menuitem', { name: item }).isVisible(), `menu has ${item}`);
      await screenshot(page, 'auth-account-menu-1280');
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      // A signed-in person cannot open the guest-only pages.
      await page.goto(`${ctx.baseUrl}/login`);
      await page.waitForURL(`${ctx.baseUrl}/`);
      await page.close();
    },
  });

  tests.push({
    name: 'forgot password → the mailed link → Update Password → log in with the new password; the link works once',
    fn: async () => {
      const account = await createAccount('reset', { firstName: 'Rosa', lastName: 'Klein' });
      const page = await ctx.newPage(360);
      await page.goto(`${ctx.baseUrl}/forgot-password`);
      await page.getByLabel('Email').fill(account.email);
      await screenshot(page, 'auth-forgot-password-360');
      await page.getByRole('button', { name: 'Restore Access' }).click();
      await page.waitForURL(`${ctx.baseUrl}/email-sent`);
      await page.getByText('Email Sent').waitFor();
      await screenshot(page, 'auth-email-sent-360');
      const link = await ctx.smtp.resetLink(account.email);
      assert(
        link.includes('___DOT___') && !/\/forgot-password\/[^/]*\.[^/]*$/.test(link),
        `dots encoded: ${link}`,
      );
      const path = new URL(link).pathname;
      await page.goto(`${ctx.baseUrl}${path}`);
      const newPassword = 'Brand#New2pass';
      await page.getByLabel('New password').fill(newPassword);
      await screenshot(page, 'auth-reset-password-360');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByRole('heading', { name: 'Password has been reset!' }).waitFor();
      await screenshot(page, 'auth-reset-done-360');
      await page.getByRole('link', { name: 'Log In' }).click();
      await page.waitForURL(`${ctx.baseUrl}/login`);
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('main').getByRole('button', { name: 'Log In', exact: true }).click();
      await page.waitForURL(`${ctx.baseUrl}/`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByText('Rosa Klein').waitFor();
      // A used link is refused: the invalid-link screen offers a new one.
      const other = await ctx.newPage(1280);
      await other.goto(`${ctx.baseUrl}${path}`);
      await other.getByLabel('New password').fill('Another#Pass3');
      await other.getByRole('button', { name: 'Update Password' }).click();
      await other.getByRole('heading', { name: 'Invalid Link' }).waitFor();
      await other.getByRole('link', { name: 'Request New Link' }).waitFor();
      await screenshot(other, 'auth-invalid-link-1280');
      await other.close();
      await page.close();
    },
  });

  tests.push({
    name: 'Edit Profile Photo on /me: too small is refused, a real photo uploads and the header avatar changes',
    fn: async () => {
      const account = await createAccount('photo', { firstName: 'Omar', lastName: 'Haddad' });
      const page = await ctx.newPage(1280);
      await signInOnPage(page, ctx.baseUrl, account.email, PASSWORD);
      const trigger = page.getByRole('button', { name: 'Account menu for Omar Haddad' });
      await trigger.waitFor();
      assert((await trigger.locator('img').count()) === 0, 'initials before a photo');
      await page.goto(`${ctx.baseUrl}/me`);
      await page.getByRole('button', { name: 'Edit Profile Photo' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile Photo' });
      const input = dialog.getByLabel('Edit Profile Photo: choose an image');
      await input.setInputFiles({
        name: 'small.png',
        mimeType: 'image/png',
        buffer: solidPng(200, 200),
      });
      await dialog.getByText('Image must be at least 300x300 px').waitFor();
      await input.setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: solidPng(400, 400),
      });
      await dialog.getByRole('img', { name: 'Preview of the new picture' }).waitFor();
      await screenshot(page, 'me-photo-dialog-1280');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const avatar = trigger.locator('img');
      await avatar.waitFor();
      const src = await avatar.getAttribute('src');
      assert(
        /^\/api\/files\/public\/[\w-]+\.png$/.test(src ?? ''),
        `header avatar is the upload: ${src}`,
      );
      const served = await fetch(`${ctx.baseUrl}${src}`);
      assert(
        served.status === 200 && served.headers.get('content-type') === 'image/png',
        'served as PNG',
      );
      await screenshot(page, 'me-with-photo-1280');
      await page.close();
    },
  });

  tests.push({
    name: 'Google sign-in: the round trip signs in; its callback URL in another browser, or a token in a URL, signs nobody in',
    fn: async () => {
      const email = uniqueEmail('google');
      await ctx.oauth.signInAs({
        sub: `g-${email}`,
        email,
        email_verified: true,
        name: 'Gia Moreno',
        given_name: 'Gia',
        family_name: 'Moreno',
      });
      const page = await ctx.newPage(1280);
      // The address Google's redirect lands on, before the page clears it.
      let landed = '';
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.url().includes('signInCode='))
          landed = request.url();
      });
      await page.goto(`${ctx.baseUrl}/login`);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.getByRole('button', { name: 'Account menu for Gia Moreno' }).waitFor();
      assert(landed !== '', 'the callback page got a one-time sign-in code');
      assert(!new URL(landed).searchParams.has('token'), 'no session token in the URL');
      assert(!page.url().includes('signInCode'), 'the code left the address bar');
      await page.close();

      // The same callback URL opened in another browser: no session.
      const other = await ctx.newPage(1280);
      await other.goto(landed);
      await other.getByRole('heading', { name: 'Google sign-in failed' }).waitFor();
      await other.getByText('This Google sign-in was started in another browser').waitFor();
      await screenshot(other, 'auth-google-callback-other-browser-1280');
      await other.goto(`${ctx.baseUrl}/`);
      await other.getByRole('button', { name: 'Log In', exact: true }).first().waitFor();
      await other.close();

      // Someone's ready session token in the callback URL: never used.
      const account = await createAccount('fixation', { firstName: 'Vic', lastName: 'Tim' });
      const { data } = await api('POST', '/auth/login', {
        email: account.email,
        password: PASSWORD,
      });
      const visitor = await ctx.newPage(1280);
      await visitor.goto(`${ctx.baseUrl}/auth/google/callback?token=${data.token}`);
      await visitor.getByText('Missing OAuth parameters. Please try again.').waitFor();
      assert(new URL(visitor.url()).search === '', 'the token left the address bar');
      await screenshot(visitor, 'auth-google-callback-token-1280');
      await visitor.goto(`${ctx.baseUrl}/`);
      await visitor.getByRole('button', { name: 'Log In', exact: true }).first().waitFor();
      assert(
        (await visitor.getByRole('button', { name: 'Account menu for Vic Tim' }).count()) === 0,
        'the visitor is not signed in as the token holder',
      );
      await visitor.close();
    },
  });

  tests.push({
    name: 'login CSRF with a Google ticket: an attacker’s ticket link signs a victim’s browser in as nobody; a Google-only account deletes itself after a fresh Google sign-in',
    fn: async () => {
      // The attacker runs a ticket-mode sign-in with their own Google account, outside any
      // browser, and keeps the link our callback answers instead of opening it.
      const attacker = uniqueEmail('mallory');
      await ctx.oauth.signInAs({ sub: `g-${attacker}`, email: attacker, email_verified: true });
      const start = await fetch(`${ctx.baseUrl}/api/auth/google?mode=ticket&returnTo=%2F`, {
        redirect: 'manual',
      });
      const setCookie = start.headers.getSetCookie().find((c) => c.startsWith('google_sign_in='));
      assert(setCookie, 'the sign-in sets its HttpOnly cookie');
      const cookie = String(setCookie).split(';')[0] ?? '';
      const atGoogle = await fetch(String(start.headers.get('location')), { redirect: 'manual' });
      const callback = await fetch(String(atGoogle.headers.get('location')), {
        headers: { cookie },
        redirect: 'manual',
      });
      const link = String(callback.headers.get('location'));
      assert(new URL(link).searchParams.has('ticket'), 'the attacker holds a ticket link');
      const victim = await ctx.newPage(1280);
      await victim.goto(link);
      await victim.getByRole('heading', { name: 'Google sign-in failed' }).waitFor();
      await victim.getByText('This Google sign-in was started in another browser').waitFor();
      await screenshot(victim, 'auth-google-ticket-other-browser-1280');
      assert(
        (await victim.evaluate(() => localStorage.getItem('auth_token'))) === null,
        'no session stored',
      );
      await victim.close();

      // A Google-only account: deleting it asks for the email and a fresh Google sign-in.
      const owner = uniqueEmail('google-only');
      await ctx.oauth.signInAs({
        sub: `g-${owner}`,
        email: owner,
        email_verified: true,
        name: 'Ola Berg',
        given_name: 'Ola',
        family_name: 'Berg',
      });
      const page = await ctx.newPage(360);
      await page.goto(`${ctx.baseUrl}/login`);
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await page.waitForFunction(() => localStorage.getItem('auth_token'));
      await page.goto(`${ctx.baseUrl}/settings`);
      await page.getByRole('button', { name: 'Delete My Account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
      await dialog.getByText('then delete your account within 10 minutes').waitFor();
      assert(
        await dialog.getByRole('button', { name: 'Sign in with Google again' }).isVisible(),
        'the dialog offers the Google sign-in',
      );
      await dialog.getByLabel(`Type ${owner} to confirm`).fill(owner);
      await screenshot(page, 'settings-delete-google-only-360');
      await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).click();
      await page.waitForURL(`${ctx.baseUrl}/`);
      await page.waitForFunction(() => localStorage.getItem('auth_token') === null);
      await page.close();
    },
  });

  for (const width of WIDTHS) {
    tests.push({
      name: `every auth screen renders at ${width} px (screenshots under test-results)`,
      fn: async () => {
        const page = await ctx.newPage(width);
        /** @type {Array<[string, { name: string }, 'button' | 'link' | 'heading']>} */
        const shots = [
          ['/auth', { name: 'Log in with email' }, 'button'],
          ['/login', { name: 'Forgot password?' }, 'button'],
          ['/register', { name: 'Privacy Policy' }, 'link'],
          ['/forgot-password', { name: 'Restore Access' }, 'button'],
          ['/forgot-password/abc', { name: 'Update Password' }, 'button'],
          [
            '/auth/google/callback?error=access_denied',
            { name: 'Google sign-in failed' },
            'heading',
          ],
          ['/auth/google/callback', { name: 'Google sign-in failed' }, 'heading'],
          ['/privacy-policy?acknowledge', { name: 'Agree and Continue' }, 'button'],
          ['/terms-of-use', { name: 'Terms of Use' }, 'heading'],
        ];
        for (const [path, name, role] of shots) {
          await page.goto(`${ctx.baseUrl}${path}`);
          await page.getByRole(role, name).first().waitFor();
          const file = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root';
          await screenshot(page, `auth-${file}-${width}`);
        }
        // Callback parameters leave the address bar; a token-less callback explains itself.
        await page.goto(`${ctx.baseUrl}/auth/google/callback?error=access_denied`);
        await page.getByText('access_denied').waitFor();
        assert(new URL(page.url()).search === '', 'parameters removed from the address');
        await page.goto(`${ctx.baseUrl}/auth/google/callback`);
        await page.getByText('Missing OAuth parameters. Please try again.').waitFor();
        // The welcome page has a mobile variant under 768 px.
        await page.goto(`${ctx.baseUrl}/auth`);
        const mobileHeading = page.getByRole('heading', { name: /Welcome to/ }).first();
        await mobileHeading.waitFor();
        // The reset page shows Invalid token for a token without three parts.
        await page.goto(`${ctx.baseUrl}/forgot-password/abc`);
        await page.getByLabel('New password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Update Password' }).click();
        await page.getByText('Invalid token').waitFor();
        await page.close();
      },
    });
  }
  return tests;
}
