/* global document -- used inside page.evaluate, which runs in the browser */
// Issue 19: the product in Spanish, walked as a Spanish-speaking visitor on a phone would.
// The Spanish expected here is read from the catalogs the app ships (src/**/i18n/es.json)
// and from @app/contracts' translations, so a wording change does not break the walk, but a
// page left in English does.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@app/contracts';
import { translateMessage } from '@app/contracts/i18n-es';
import { assert, screenshot, webRoot } from '../harness.mjs';

export const catalog = (folder) => {
  const read = (locale) =>
    JSON.parse(readFileSync(path.join(webRoot, 'src', folder, 'i18n', `${locale}.json`), 'utf8'));
  return { en: read('en'), es: read('es') };
};
const es = (message) => translateMessage(message, 'es');
const PASSWORD = 'Segura#2026';

export function spanishTests(ctx) {
  const layout = catalog('components/layouts');
  const menu = catalog('components/layouts/menu');
  const home = catalog('features/home');
  const search = catalog('features/search');
  const providers = catalog('features/providers');
  const reviewForm = catalog('features/providers/components');
  const auth = catalog('features/auth');
  const common = catalog('components');
  const lang = (page) => page.evaluate(() => document.documentElement.lang);

  return [
    {
      name: 'Español at 360 px: switch on the home page, search, a provider, register with the mail in Spanish, a review with Spanish validation',
      fn: async () => {
        const page = await ctx.newPage(360);
        try {
          await page.goto(`${ctx.baseUrl}/`);
          await page.getByRole('heading', { level: 1, name: home.en.heroTitle }).waitFor();
          assert((await lang(page)) === 'en', 'an English browser starts in English');

          // The switcher in the mobile drawer.
          await page.getByRole('button', { name: layout.en.openMenu }).click();
          const drawer = page.getByRole('dialog', { name: menu.en.menu });
          await drawer.getByRole('button', { name: 'Español' }).click();
          // The open drawer is in Spanish at once; behind it (hidden from the accessibility
          // tree while the drawer is modal) the page too.
          await page.getByRole('dialog', { name: menu.es.menu }).waitFor();
          await screenshot(page, 'spanish-drawer-360');
          await page.keyboard.press('Escape');
          await page.getByRole('heading', { level: 1, name: home.es.heroTitle }).waitFor();
          assert((await lang(page)) === 'es', '<html lang> follows the choice');
          await screenshot(page, 'spanish-home-360');

          // Search, then a provider.
          await page.goto(`${ctx.baseUrl}/search?q=law`);
          await page
            .getByRole('heading', { level: 1, name: new RegExp(search.es.resultsFor) })
            .waitFor();
          await screenshot(page, 'spanish-search-360');
          await page.locator('main a[href^="/provider/"]').first().click();
          await page.getByRole('heading', { name: providers.es.reviewsTitle }).waitFor();
          await screenshot(page, 'spanish-provider-360');

          // Register: the pages and the mail in Spanish.
          const email = `espanol-${randomBytes(4).toString('hex')}@example.com`;
          await page.goto(`${ctx.baseUrl}/register`);
          await page.getByRole('heading', { name: auth.es.createAccount }).first().waitFor();
          await page.getByLabel(auth.es.email).fill('no-es-un-correo');
          await page.getByLabel(auth.es.password, { exact: true }).click();
          await page.getByText(es(MESSAGES.emailFormat)).waitFor();
          assert(es(MESSAGES.emailFormat) !== MESSAGES.emailFormat, 'the message has a Spanish');
          await page.getByLabel(auth.es.email).fill(email);
          await page.getByLabel(auth.es.password, { exact: true }).fill(PASSWORD);
          await page.getByRole('button', { name: auth.es.createAccount }).click();
          await page.waitForURL(`${ctx.baseUrl}/confirm-email`);
          const mail = await ctx.smtp.waitFor(email, 1);
          assert(
            /código/i.test(mail.body),
            `the confirmation mail is in Spanish:\n${mail.body.slice(0, 400)}`,
          );
          const code = /\b(\d{5})\b/.exec(mail.body)?.[1];
          assert(code, 'the mail has a 5-digit code');
          await page
            .getByRole('textbox', {
              name: auth.es.codeDigit.replace('{index}', '1').replace('{total}', '5'),
            })
            .click();
          await page.keyboard.type(code, { delay: 30 });
          await page.waitForURL(`${ctx.baseUrl}/finish-profile`);
          await page.getByLabel(auth.es.firstName).fill('Lucía');
          await page.getByLabel(auth.es.lastName).fill('Ramírez');
          await page.getByRole('button', { name: common.es.save }).click();
          await page.waitForURL(`${ctx.baseUrl}/`);
          await page.getByRole('heading', { level: 1, name: home.es.heroTitle }).waitFor();

          // A review: the form's checks in Spanish.
          await page.goto(`${ctx.baseUrl}/provider/demo-2`);
          await page.getByRole('button', { name: providers.es.writeReview }).first().click();
          const form = page.getByRole('form', { name: reviewForm.es.writeReviewForm });
          const stars = form.getByRole('radio', { name: /^5 de 5/ });
          await stars.first().waitFor();
          const questions = await stars.count();
          assert(questions === 5, `five questions to rate in Spanish (found ${questions})`);
          for (let i = 0; i < questions; i++) {
            await stars.nth(i).focus();
            await page.keyboard.press('Space');
          }
          await form.getByLabel(reviewForm.es.yourReview).fill('Muy corta.');
          await form.getByRole('button', { name: reviewForm.es.submitReview }).click();
          await form.getByRole('alert').getByText(es(MESSAGES.reviewMin)).waitFor();
          await screenshot(page, 'spanish-review-form-360');
          assert((await lang(page)) === 'es', 'still Spanish after signing up');
        } finally {
          await page.close();
        }
      },
    },
    {
      name: 'Español: a browser in Spanish opens in Spanish; ?lang=en opens a shared link in English',
      fn: async () => {
        const page = await ctx.newPage(1280, { locale: 'es-US' });
        try {
          await page.goto(`${ctx.baseUrl}/`);
          await page.getByRole('heading', { level: 1, name: home.es.heroTitle }).waitFor();
          await page.goto(`${ctx.baseUrl}/?lang=en`);
          await page.getByRole('heading', { level: 1, name: home.en.heroTitle }).waitFor();
          assert((await lang(page)) === 'en', 'lang=en wins over the browser');
        } finally {
          await page.close();
        }
      },
    },
  ];
}
