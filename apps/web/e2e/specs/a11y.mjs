/* global window, document, PopStateEvent -- used inside page.evaluate, which runs in the browser */
import AxeBuilder from '@axe-core/playwright';
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  accounts,
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  OWNED_PROVIDER_ID,
  storeSession,
} from '../accounts.mjs';
import { assert, screenshotDir, WIDTHS } from '../harness.mjs';
import { catalog } from './spanish.mjs';

/** WCAG 2.0 and 2.1, levels A and AA; serious and critical findings fail the test. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** One full-page screenshot per page and width, for a person to look at. */
const shotDir = path.join(screenshotDir, 'a11y');

const heading1 = (page) => page.locator('h1:visible').first().waitFor();

/**
 * Waits until the page has settled: nothing is loading (`aria-busy`), every fading part
 * (`transition-opacity`, e.g. the search results' fade-in after the skeleton) is fully shown,
 * and no finite animation or transition is still running (endless ones, spinners and
 * skeleton pulses, are left alone). axe measures colours as they are painted, so text caught
 * part-way through a fade reads as white on white (seen on a busy machine with a fixed wait).
 */
export const settled = (page) =>
  page.waitForFunction(() => {
    if (document.querySelector('[aria-busy="true"]')) return false;
    for (const el of document.querySelectorAll('.transition-opacity'))
      if (el.getClientRects().length > 0 && window.getComputedStyle(el).opacity !== '1')
        return false;
    return document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      );
  });

/**
 * Every route of spec section 2, walked by the role that can see it, at 360 and 1280 px, with
 * axe-core on each page; then keyboard-only paths through the header menu, a modal and the
 * review form.
 */
export function a11yTests(ctx) {
  const { api, verifiedUser, submitClaim, providerOwner } = accounts(ctx);
  const unique = () => randomBytes(4).toString('hex');

  /** Accounts and data the walk needs, made once through the API. */
  let ready = null;
  const setup = () => (ready ??= makeAccounts());
  async function makeAccounts() {
    await rm(shotDir, { recursive: true, force: true });
    const userEmail = `a11y-${unique()}@example.com`;
    const userToken = await verifiedUser(userEmail, 'Alex', 'Access');
    const session = await api('GET', '/auth/session', undefined, userToken);
    const owner = await providerOwner();
    // A published mini-site for /m/:slug (Premium only; the sample profile may switch plans).
    const slug = `a11y-${unique()}`;
    await api('POST', `/providers/${OWNED_PROVIDER_ID}/plan`, { plan: 'premium' }, owner.token);
    await api(
      'PUT',
      `/providers/${OWNED_PROVIDER_ID}/mini-site`,
      {
        url: slug,
        heading: 'Pacific Accident Attorneys',
        description: 'Hurt in a crash? Free case review, no fee unless we win.',
        buttons: [{ name: 'Our website', url: 'https://pacific-accident.example.com' }],
      },
      owner.token,
    );
    await api('POST', `/providers/${OWNED_PROVIDER_ID}/mini-site/publish`, undefined, owner.token);
    const admin = (
      await api('POST', '/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })
    ).data;
    // A pending claim for /admin/claims/:id (demo-7 may be owned already after the admin spec).
    await submitClaim(userToken, 'demo-7', {
      websiteUrl: 'https://metro-medical.example.com',
      workEmail: userEmail,
      fullName: 'Alex Access',
      jobTitle: 'Office Manager',
      phoneNumber: '+1 (305) 555-0190',
    }).catch(() => undefined);
    const claims = await api('GET', '/admin/profile-claims?pageSize=50', undefined, admin.token);
    return {
      user: { token: userToken, id: session.data.user?.id ?? session.data.id },
      owner,
      admin,
      slug,
      claimId: claims.data[0]?.id ?? '00000000-0000-4000-8000-000000000000',
    };
  }

  /** A page (its own browser context) signed in as `role`, or a visitor's. */
  async function rolePage(role, width, data) {
    const page = await ctx.newPage(width);
    if (role === 'user') await storeSession(page, data.user.token, 'user');
    if (role === 'provider') await storeSession(page, data.owner.token, 'provider');
    if (role === 'admin') await storeSession(page, data.admin.token);
    return page;
  }

  /** Runs axe on the page as it is now; answers one line per serious or critical node. */
  async function audit(page, label) {
    const { violations } = await new AxeBuilder({ page })
      .withTags(AXE_TAGS)
      .setLegacyMode(true)
      .analyze();
    const lines = [];
    for (const v of violations) {
      if (!FAILING_IMPACTS.has(v.impact ?? '')) continue;
      for (const node of v.nodes)
        lines.push(
          `${label}: ${v.id} (${v.impact}) at ${node.target.join(' ')}: ${v.help}\n        ${node.html.slice(0, 160)}\n        ${node.failureSummary?.split('\n').slice(1, 3).join(' / ')}`,
        );
    }
    return lines;
  }

  async function shoot(page, name) {
    await mkdir(shotDir, { recursive: true });
    await page.screenshot({ path: path.join(shotDir, `${name}.png`), fullPage: true });
  }

  /** The pages a role walks: path, what shows when it is ready, and an optional step. */
  function routesOf(role, data, width) {
    const menu = async (page) => {
      if (width < 768) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').waitFor();
      } else {
        await page.getByRole('button', { name: /^Account menu for/ }).click();
        await page.getByRole('menu').waitFor();
      }
    };
    if (role === 'visitor')
      return [
        {
          name: 'home',
          path: '/',
          ready: (p) =>
            p
              .getByRole('heading', { name: 'Find top-rated local providers you can trust' })
              .waitFor(),
        },
        {
          name: 'search',
          path: '/search?q=law',
          ready: (p) => p.locator('main a[href^="/provider/"]').first().waitFor(),
        },
        {
          name: 'search-empty',
          path: '/search?q=zzzz-nothing',
          ready: (p) => p.getByText('No Results Found').waitFor(),
        },
        {
          name: 'provider-premium',
          path: '/provider/demo-1',
          ready: (p) => p.getByRole('heading', { name: 'What Other People Say' }).waitFor(),
        },
        {
          name: 'provider-basic',
          path: '/provider/demo-2',
          ready: (p) => p.getByRole('heading', { name: 'What Other People Say' }).waitFor(),
        },
        { name: 'provider-demo-7', path: '/provider/demo-7', ready: heading1 },
        {
          name: 'provider-missing',
          path: '/provider/no-such-provider',
          ready: (p) => p.getByText('Provider not found').waitFor(),
          readyEs: (p) => p.getByText(catalog('features/providers').es.notFound).waitFor(),
        },
        { name: 'user-page', path: `/user/${data.user.id}`, ready: heading1 },
        { name: 'link-tree', path: '/link-tree', ready: heading1 },
        { name: 'mini-site-public', path: `/m/${data.slug}`, ready: heading1 },
        { name: 'privacy-policy', path: '/privacy-policy', ready: heading1 },
        { name: 'terms-of-use', path: '/terms-of-use', ready: heading1 },
        { name: 'about', path: '/about', ready: heading1 },
        { name: 'auth', path: '/auth', ready: heading1 },
        { name: 'login', path: '/login', ready: heading1 },
        { name: 'register', path: '/register', ready: heading1 },
        { name: 'forgot-password', path: '/forgot-password', ready: heading1 },
        {
          name: 'email-sent',
          path: '/forgot-password',
          ready: heading1,
          act: async (p) => {
            await p.getByLabel('Email').fill(`nobody-${unique()}@example.com`);
            await p.getByRole('button', { name: 'Restore Access' }).click();
            await p.waitForURL(/\/email-sent$/);
            await heading1(p);
          },
        },
        {
          // /confirm-email carries the email as navigation state (spec 2), as after sign-up.
          name: 'confirm-email',
          path: '/',
          ready: heading1,
          act: async (p) => {
            await p.evaluate(() => {
              window.history.pushState(
                { usr: { email: 'someone@example.com' }, key: 'a11y', idx: 1 },
                '',
                '/confirm-email',
              );
              window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
            });
            await p
              .getByRole('heading', { name: /confirm|verify/i })
              .first()
              .waitFor();
          },
        },
        {
          name: 'reset-password',
          path: '/forgot-password/not___DOT___a___DOT___token',
          ready: heading1,
        },
        {
          name: 'google-callback',
          path: '/auth/google/callback',
          ready: (p) => p.getByRole('heading', { name: 'Google sign-in failed' }).waitFor(),
        },
        { name: 'not-found', path: '/no/such/page', ready: heading1 },
      ];
    if (role === 'user')
      return [
        { name: 'home', path: '/', ready: heading1, act: menu },
        { name: 'me', path: '/me', ready: heading1 },
        { name: 'bookmarks', path: '/bookmarks', ready: heading1 },
        { name: 'settings', path: '/settings', ready: heading1 },
        { name: 'finish-profile', path: '/finish-profile', ready: heading1 },
        {
          name: 'write-review',
          path: '/provider/demo-4',
          ready: (p) => p.getByRole('heading', { name: 'What Other People Say' }).waitFor(),
          act: async (p) => {
            await p.getByRole('button', { name: 'Write a Review' }).last().click();
            await p.getByRole('form', { name: 'Write a review' }).waitFor();
          },
        },
        {
          name: 'admin-403',
          path: '/admin/users',
          ready: (p) =>
            p
              .getByRole('heading', { name: 'Access denied. Admin permissions required.' })
              .waitFor(),
        },
      ];
    if (role === 'provider')
      return [
        { name: 'home', path: '/', ready: heading1, act: menu },
        { name: 'my-profile', path: '/my-profile', ready: heading1 },
        {
          name: 'my-profile-edit-dialog',
          path: '/my-profile',
          ready: heading1,
          act: async (p) => {
            await p.getByRole('button', { name: 'Edit Profile Information' }).click();
            await p.getByRole('form', { name: 'Profile information' }).waitFor();
          },
        },
        {
          name: 'dashboard',
          path: '/dashboard',
          ready: (p) => p.getByRole('list', { name: 'Key figures' }).waitFor(),
        },
        { name: 'plans', path: '/plans', ready: heading1 },
        {
          name: 'mini-site',
          path: '/mini-site',
          ready: (p) => p.getByLabel('Custom URL').waitFor(),
        },
        { name: 'advertisement', path: '/advertisement', ready: heading1 },
        {
          name: 'advertisement-payment',
          path: '/advertisement',
          ready: heading1,
          act: async (p) => {
            await p.getByRole('button', { name: 'Start the Campaign' }).click();
            await p.getByRole('dialog', { name: 'Confirm Your Payment Information' }).waitFor();
          },
        },
      ];
    const settled = async (p) => {
      await p.locator('h1:visible').first().waitFor();
      await p.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    };
    const adminPage = (name, ready = heading1) => ({
      name: `admin-${name.replace(`/${data.claimId}`, '')}`,
      path: `/admin/${name}`,
      ready,
    });
    return [
      adminPage('users', (p) => p.getByRole('cell').first().waitFor()),
      adminPage('providers', (p) => p.getByRole('cell').first().waitFor()),
      adminPage('claims'),
      adminPage(`claims/${data.claimId}`),
      adminPage('appeals'),
      adminPage('admins', (p) => p.getByRole('cell').first().waitFor()),
      adminPage('help'),
      adminPage('audit-log'),
      {
        // The import form, the jobs (with a job's panel when there is one) and the review
        // queue, once nothing on the page is loading any more.
        ...adminPage('imports', settled),
        readyEs: settled,
      },
      {
        name: 'admin-menu',
        path: '/admin/users',
        ready: heading1,
        act: async (p) => {
          if (width < 768) {
            await p.getByRole('button', { name: 'Admin menu' }).click();
            await p.getByRole('navigation', { name: 'Admin' }).waitFor();
          } else await menu(p);
        },
      },
    ];
  }

  /**
   * In Spanish (issue 19) the same pages are walked with the language chosen on the device:
   * each page is ready when `<html lang="es">` is set and its heading (or alert) shows; the
   * steps that click English names (`act`) are the English walk's.
   */
  const inSpanish = (route) => ({
    ...route,
    act: undefined,
    ready: async (p) => {
      await p.waitForFunction(() => document.documentElement.lang === 'es');
      if (route.readyEs) await route.readyEs(p);
      else await p.locator('h1:visible, main h2:visible, [role="alert"]:visible').first().waitFor();
    },
  });

  const tests = [];
  for (const language of ['en', 'es'])
    for (const role of ['visitor', 'user', 'provider', 'admin'])
      for (const width of WIDTHS)
        tests.push({
          name:
            language === 'en'
              ? `a11y: every ${role} page at ${width} px has no serious or critical axe violation`
              : `a11y (Español): every ${role} page at ${width} px has no serious or critical axe violation`,
          fn: async () => {
            const data = await setup();
            const page = await rolePage(role, width, data);
            if (language === 'es')
              await page.addInitScript(() => {
                try {
                  localStorage.setItem('lang', 'es');
                } catch {
                  /* a frame of another origin */
                }
              });
            const routes = routesOf(role, data, width).filter(
              (route) => language === 'en' || !route.act,
            );
            const found = [];
            try {
              for (const route of language === 'en' ? routes : routes.map(inSpanish)) {
                const label = `${role} ${route.name} (${route.path}) at ${width} px${language === 'es' ? ' in Spanish' : ''}`;
                await page.goto(`${ctx.baseUrl}${route.path}`);
                try {
                  await route.ready(page);
                  if (route.act) await route.act(page);
                } catch (error) {
                  throw new Error(`${label} did not render: ${error}`);
                }
                // Skeletons and fades settle (search shows a skeleton, then the results fade in).
                await settled(page);
                const t0 = Date.now();
                found.push(...(await audit(page, label)));
                // Nothing may run off a 360 px screen sideways (a broken layout shows here first).
                const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
                if (scrollWidth > width)
                  found.push(`${label}: the page is ${scrollWidth} px wide (horizontal scrolling)`);
                const t1 = Date.now();
                await shoot(
                  page,
                  `${role}-${route.name}-${width}${language === 'es' ? '-es' : ''}`,
                );
                if (process.env.A11Y_TIMING)
                  console.log(`    ${label}: axe ${t1 - t0} ms, shot ${Date.now() - t1} ms`);
              }
            } finally {
              await page.close();
            }
            assert(found.length === 0, `axe found:\n      ${found.join('\n      ')}`);
          },
        });

  /** The focused element: its tag, role, name (aria-label or text) and whether it is inside `within`. */
  const focused = (page, within) =>
    page.evaluate((selector) => {
      const el = document.activeElement;
      if (!el || el === document.body) return { tag: 'body', role: '', name: '', inside: false };
      return {
        tag: el.tagName.toLowerCase(),
        role: el.getAttribute('role') ?? '',
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
        inside: selector ? Boolean(el.closest(selector)) : false,
      };
    }, within ?? null);

  /** Presses Tab until `test(focused)` holds; fails after `max` presses. */
  async function tabUntil(page, test, what, max = 60) {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press('Tab');
      if (test(await focused(page))) return;
    }
    throw new Error(`Tab never reached ${what}`);
  }

  /** Waits until focus is where `test` says (Radix moves it after a frame or an unmount). */
  async function waitForFocus(page, test, what) {
    let last = null;
    for (let i = 0; i < 20; i++) {
      last = await focused(page);
      if (test(last)) return;
      await page.waitForTimeout(100);
    }
    throw new Error(`focus never reached ${what} (it is on ${last?.tag} ${last?.name})`);
  }

  tests.push({
    name: 'a11y keyboard: the header menu opens with Enter and Space, arrows move, Escape closes and focus returns',
    fn: async () => {
      const data = await setup();
      const page = await rolePage('user', 1280, data);
      try {
        await page.goto(`${ctx.baseUrl}/privacy-policy`);
        await heading1(page);
        const isTrigger = (f) => f.name.startsWith('Account menu for');
        // The header shows the account button once the session has loaded; Tab from the top after that.
        await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
        await tabUntil(page, isTrigger, 'the account menu button');
        for (const key of ['Enter', 'Space']) {
          await page.keyboard.press(key);
          const menu = page.getByRole('menu');
          await menu.waitFor();
          await waitForFocus(page, (f) => f.name === 'My Profile', `the first item (${key})`);
          await page.keyboard.press('ArrowDown');
          await waitForFocus(page, (f) => f.name === 'My Bookmarks', 'the second item (ArrowDown)');
          await page.keyboard.press('ArrowUp');
          await waitForFocus(page, (f) => f.name === 'My Profile', 'the first item (ArrowUp)');
          await page.keyboard.press('Escape');
          await menu.waitFor({ state: 'detached' });
          await waitForFocus(page, isTrigger, `the menu button after Escape (${key})`);
        }
        // Enter on an item follows it.
        await page.keyboard.press('Enter');
        await page.getByRole('menu').waitFor();
        await waitForFocus(page, (f) => f.name === 'My Profile', 'the first item');
        await page.keyboard.press('ArrowDown');
        await waitForFocus(page, (f) => f.name === 'My Bookmarks', 'My Bookmarks');
        await page.keyboard.press('Enter');
        await page.waitForURL(`${ctx.baseUrl}/bookmarks`);
      } finally {
        await page.close();
      }

      // Under 768 px the drawer repeats the menu: a dialog that traps focus the same way.
      const small = await rolePage('user', 360, data);
      try {
        await small.goto(`${ctx.baseUrl}/bookmarks`);
        await heading1(small);
        await tabUntil(small, (f) => f.name === 'Open menu', 'the Open menu button');
        await small.keyboard.press('Enter');
        await small.getByRole('dialog').waitFor();
        assert((await focused(small, '[role="dialog"]')).inside, 'focus moves into the drawer');
        await small.keyboard.press('Escape');
        await small.getByRole('dialog').waitFor({ state: 'detached' });
        await waitForFocus(small, (f) => f.name === 'Open menu', 'Open menu');
      } finally {
        await small.close();
      }
    },
  });

  tests.push({
    name: 'a11y keyboard: the login modal traps focus, Escape closes it and focus returns; the first-visit modal passes axe',
    fn: async () => {
      await setup();
      const page = await ctx.newPage(1280);
      try {
        await page.goto(`${ctx.baseUrl}/privacy-policy`);
        await heading1(page);
        await page.getByRole('button', { name: 'Log In', exact: true }).first().waitFor();
        await tabUntil(page, (f) => f.tag === 'button' && f.name === 'Log In', 'the Log In button');
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Log In' });
        await dialog.waitFor();
        assert((await focused(page, '[role="dialog"]')).inside, 'focus moves into the dialog');
        const seen = new Set();
        for (let i = 0; i < 25; i++) {
          await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
          const f = await focused(page, '[role="dialog"]');
          assert(f.inside, `Tab ${i + 1} stays inside the dialog (left for ${f.tag} ${f.name})`);
          seen.add(`${f.tag}:${f.name}`);
        }
        assert(
          seen.size >= 4,
          `Tab cycles through the dialog's controls (${[...seen].join(', ')})`,
        );
        const found = await audit(page, 'login modal at 1280 px');
        await shoot(page, 'modal-login-1280');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await waitForFocus(page, (f) => f.tag === 'button' && f.name === 'Log In', 'Log In');
        assert(found.length === 0, `axe found:\n      ${found.join('\n      ')}`);
      } finally {
        await page.close();
      }
      for (const width of WIDTHS) {
        const first = await ctx.newPage(width, { firstVisit: true });
        try {
          await first.goto(`${ctx.baseUrl}/`);
          await first.getByRole('dialog').waitFor();
          assert((await focused(first, '[role="dialog"]')).inside, 'focus is in the entry modal');
          const found = await audit(first, `first-visit modal at ${width} px`);
          await shoot(first, `modal-entry-${width}`);
          await first.keyboard.press('Escape');
          await first.getByRole('dialog').waitFor({ state: 'detached' });
          assert(found.length === 0, `axe found:\n      ${found.join('\n      ')}`);
        } finally {
          await first.close();
        }
      }
    },
  });

  tests.push({
    name: 'a11y keyboard: a review is rated, written and submitted with the keyboard only',
    fn: async () => {
      const data = await setup();
      const page = await rolePage('user', 1280, data);
      try {
        await page.goto(`${ctx.baseUrl}/provider/demo-3`);
        await page.getByRole('heading', { name: 'What Other People Say' }).waitFor();
        await page.getByRole('button', { name: /^Account menu for/ }).waitFor();
        await tabUntil(page, (f) => f.name === 'Write a Review', 'Write a Review', 80);
        await page.keyboard.press('Enter');
        const form = page.getByRole('form', { name: 'Write a review' });
        await form.waitFor();
        for (let question = 0; question < 5; question++) {
          await tabUntil(
            page,
            (f) => /^1 of 5 for /.test(f.name),
            `the stars of question ${question + 1}`,
            10,
          );
          // Space picks the focused star, arrows move along the five (4 of 5).
          await page.keyboard.press('Space');
          for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
          const f = await focused(page);
          assert(/^4 of 5 for /.test(f.name), `the arrows reach 4 of 5 (at ${f.name})`);
        }
        const checked = await form.locator('input[type="radio"]:checked').count();
        assert(checked === 5, `five questions are rated (${checked})`);
        await tabUntil(page, (f) => f.tag === 'textarea', 'the review text', 5);
        const text = `Keyboard-only review ${unique()}: they answered every call, explained each cost up front and finished the repairs a day early.`;
        await page.keyboard.type(text);
        await tabUntil(page, (f) => f.name === 'Submit Review', 'Submit Review', 6);
        await page.keyboard.press('Enter');
        await form.waitFor({ state: 'detached' });
        await page.getByText(text).waitFor();
      } finally {
        await page.close();
      }
    },
  });

  return tests;
}
