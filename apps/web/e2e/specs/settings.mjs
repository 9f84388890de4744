/* global document -- used inside page.evaluate, which runs in the browser */
import { randomBytes } from 'node:crypto';
import { apiClient, assert, screenshot, signInOnPage } from '../harness.mjs';

const PASSWORD = 'Sturdy#Pass1';
const NEW_PASSWORD = 'Brand!New2026';

/**
 * /settings in a real browser (issue #9): reached from the header menu and the mobile
 * drawer; the name and the password change there, and the new password signs in.
 */
export function settingsTests(ctx) {
  const api = apiClient(ctx.baseUrl);

  async function createAccount(firstName, lastName) {
    const email = `settings-${randomBytes(4).toString('hex')}@example.com`;
    const { data } = await api('POST', '/auth/register', { email, password: PASSWORD });
    const code = await ctx.smtp.code(email);
    const verified = await api('POST', '/auth/email-verify', { code }, data.token);
    await api('PATCH', '/auth/profile-update', { firstName, lastName }, verified.data.token);
    return { email, firstName, lastName };
  }

  return [
    {
      name: 'settings: change the name and the password at /settings, then sign in with the new password (1280 px)',
      fn: async () => {
        const account = await createAccount('Nadia', 'Perez');
        const page = await ctx.newPage(1280);
        await signInOnPage(page, ctx.baseUrl, account.email, PASSWORD);
        const menu = page.getByRole('button', { name: 'Account menu for Nadia Perez' });
        await menu.click();
        await page.getByRole('menuitem', { name: 'Settings' }).click();
        await page.waitForURL(`${ctx.baseUrl}/settings`);

        const profile = page.getByRole('region', { name: 'Profile' });
        await profile.getByLabel('First Name').fill('Renata');
        await profile.getByLabel('City').fill('Orlando');
        await profile.getByLabel('State').selectOption('FL');
        await profile.getByRole('button', { name: 'Save Profile' }).click();
        await profile.getByRole('status').getByText('Your profile has been updated').waitFor();
        // The header refreshed (profile-updated).
        await page.getByRole('button', { name: 'Account menu for Renata Perez' }).waitFor();

        const password = page.getByRole('region', { name: 'Password' });
        await password.getByLabel('Current password').fill('Not#MyPass1');
        await password.getByLabel('New password').fill(NEW_PASSWORD);
        await password.getByRole('button', { name: 'Change Password' }).click();
        await password.getByText('Your current password is incorrect').waitFor();
        await password.getByLabel('Current password').fill(PASSWORD);
        await password.getByRole('button', { name: 'Change Password' }).click();
        await password.getByRole('status').getByText('Your password has been changed').waitFor();
        await screenshot(page, 'settings-1280');

        // This device stays signed in with its new token.
        await page.reload();
        await page.getByRole('region', { name: 'Profile' }).waitFor();
        await page.getByRole('button', { name: 'Account menu for Renata Perez' }).click();
        await page.getByRole('menuitem', { name: 'Log Out' }).click();

        await signInOnPage(page, ctx.baseUrl, account.email, PASSWORD);
        await page.getByText('Wrong email or password').waitFor();
        await signInOnPage(page, ctx.baseUrl, account.email, NEW_PASSWORD);
        await page.getByRole('button', { name: 'Account menu for Renata Perez' }).waitFor();
        await page.close();
      },
    },
    {
      name: 'settings: reachable from the mobile drawer, usable with a keyboard at 360 px; deletion asks first',
      fn: async () => {
        const account = await createAccount('Omar', 'Silva');
        const page = await ctx.newPage(360);
        await signInOnPage(page, ctx.baseUrl, account.email, PASSWORD);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('link', { name: 'Settings' })
          .click();
        await page.waitForURL(`${ctx.baseUrl}/settings`);
        const profile = page.getByRole('region', { name: 'Profile' });
        await profile.getByLabel('First Name').waitFor();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        assert(overflow <= 0, `no sideways scrolling at 360 px (overflow ${overflow} px)`);

        // Keyboard only: Last Name, Tab to City, type, Tab to the State select, type to pick
        // Texas, then Enter in the City field submits the form.
        await profile.getByLabel('Last Name').focus();
        await page.keyboard.press('Tab');
        await page.keyboard.type('Austin');
        await page.keyboard.press('Tab');
        await page.keyboard.type('Texas');
        assert(
          (await profile.getByLabel('State').inputValue()) === 'TX',
          'typing a name picks the state',
        );
        await profile.getByLabel('City').focus();
        await page.keyboard.press('Enter');
        await profile.getByRole('status').getByText('Your profile has been updated').waitFor();
        await screenshot(page, 'settings-360');

        const remove = page.getByRole('button', { name: 'Delete My Account' });
        await remove.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
        await dialog.getByText('This cannot be undone').waitFor();
        assert(
          await dialog.getByRole('button', { name: 'Yes, Delete My Account' }).isDisabled(),
          'deletion waits for the password',
        );
        await screenshot(page, 'settings-delete-dialog-360');
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await page.close();
      },
    },
  ];
}
