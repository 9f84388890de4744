import { ACCOUNT_MESSAGES, MESSAGES } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { getToken, setToken } from '../../../lib/token-storage';
import { renderApp, sessionUser, stubSession } from '../../../test/render';

const TOKEN = 'good.token.here';
let settings: Record<string, unknown>;
let calls: Array<{ method: string; path: string; body: unknown }>;
let releaseSettings: () => void;
/** Whether the API takes the session as a recent Google sign-in (step-up). */
let freshGoogleSignIn = false;

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  settings = {
    email: 'ana@example.com',
    pendingEmail: null,
    firstName: 'Ana',
    lastName: 'Lopez',
    city: 'Miami',
    state: 'FL',
    profilePicUrl: null,
    hasPassword: true,
    googleLinked: false,
    notifications: { reviewResponse: true, decisions: true, leads: true },
  };
  calls = [];
  freshGoogleSignIn = false;
  const loaded = new Promise<void>((resolve) => (releaseSettings = resolve));
  const session = stubSession(TOKEN);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const url = new URL(String(request ? request.url : input), 'http://localhost');
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      const raw = init?.body ?? (request ? await request.clone().text() : undefined);
      const body = typeof raw === 'string' && raw ? JSON.parse(raw) : undefined;
      if (url.pathname.startsWith('/api/users/me/'))
        calls.push({ method, path: url.pathname, body });
      if (url.pathname === '/api/users/me/account') {
        await loaded;
        return Response.json({ data: settings });
      }
      if (url.pathname === '/api/users/me/profile') {
        settings = { ...settings, ...body, state: String(body.state).toUpperCase() };
        return Response.json({ data: { user: {}, settings } });
      }
      if (url.pathname === '/api/users/me/password') {
        if (body.currentPassword !== 'Old#Pass123')
          return Response.json(
            {
              statusCode: 401,
              message: ACCOUNT_MESSAGES.currentPasswordWrong,
              error: 'Unauthorized',
            },
            { status: 401 },
          );
        return Response.json({ data: { token: 'new.token.here', user: sessionUser() } });
      }
      if (url.pathname === '/api/users/me/sign-out-everywhere')
        return Response.json({ data: { success: true } });
      if (url.pathname === '/api/users/me/delete') {
        if (!settings.hasPassword && !freshGoogleSignIn)
          return Response.json(
            {
              statusCode: 403,
              message: ACCOUNT_MESSAGES.googleReauthRequired,
              error: 'Forbidden',
            },
            { status: 403 },
          );
        return new Response(null, { status: 204 });
      }
      if (url.pathname === '/api/users/me/language') return Response.json({ data: body });
      const auth = new Headers(init?.headers ?? request?.headers).get('authorization');
      if (url.pathname === '/api/auth/session' && auth === 'Bearer new.token.here')
        return session(input, { ...init, headers: { authorization: `Bearer ${TOKEN}` } });
      return session(input, init);
    }),
  );
  setToken(TOKEN);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.removeItem('lang');
  await act(() => activateLocale('en'));
});

async function openSettings() {
  await renderApp('/settings');
  expect(await screen.findByLabelText('Loading settings')).toBeInTheDocument();
  releaseSettings();
  return screen.findByRole('region', { name: 'Profile' });
}

describe('/settings', () => {
  it('shows a skeleton, then one section per kind of change', async () => {
    await openSettings();
    for (const name of [
      'Profile',
      'Email',
      'Password',
      'Linked Accounts',
      'Sessions',
      'Email Notifications',
      'Your Data',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ana');
    expect(screen.getByText('Not linked', { exact: false })).toBeInTheDocument();
  });

  it('checks the names and confirms a saved profile inline', async () => {
    const profile = await openSettings();
    const first = within(profile).getByLabelText('First Name');
    await userEvent.clear(first);
    await userEvent.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(await within(profile).findByText(MESSAGES.firstNameRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/users/me/profile')).toEqual([]);

    await userEvent.type(first, 'Maria');
    // The state is chosen by name from every state, DC and Puerto Rico; its code is sent.
    const state = within(profile).getByLabelText('State');
    expect(state).toHaveValue('FL');
    expect(within(state).getAllByRole('option')).toHaveLength(53);
    expect(within(state).getByRole('option', { name: 'Puerto Rico' })).toHaveValue('PR');
    await userEvent.selectOptions(state, 'New York');
    const updated = vi.fn();
    window.addEventListener('profile-updated', updated);
    await userEvent.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    expect(await within(profile).findByRole('status')).toHaveTextContent(
      ACCOUNT_MESSAGES.profileSaved,
    );
    expect(calls.find((c) => c.path === '/api/users/me/profile')?.body).toEqual({
      firstName: 'Maria',
      lastName: 'Lopez',
      city: 'Miami',
      state: 'NY',
    });
    expect(updated).toHaveBeenCalled();
    window.removeEventListener('profile-updated', updated);
  });

  it('applies the register password rule and shows the server message for a wrong password', async () => {
    await openSettings();
    const section = screen.getByRole('region', { name: 'Password' });
    await userEvent.type(within(section).getByLabelText('New password'), 'short');
    await userEvent.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(
      await within(section).findByText(MESSAGES.passwordRequirementsUnmet),
    ).toBeInTheDocument();
    expect(within(section).getByText(ACCOUNT_MESSAGES.currentPasswordRequired)).toBeVisible();

    await userEvent.type(within(section).getByLabelText('Current password'), 'Wrong#Pass1');
    await userEvent.clear(within(section).getByLabelText('New password'));
    await userEvent.type(within(section).getByLabelText('New password'), 'Gulf!Breeze26');
    await userEvent.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(await within(section).findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeVisible();

    await userEvent.clear(within(section).getByLabelText('Current password'));
    await userEvent.type(within(section).getByLabelText('Current password'), 'Old#Pass123');
    await userEvent.click(within(section).getByRole('button', { name: 'Change Password' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(
      ACCOUNT_MESSAGES.passwordChanged,
    );
    expect(getToken()).toBe('new.token.here');
  });

  it('asks before signing out everywhere, saying what will happen', async () => {
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of all devices?' });
    expect(dialog).toHaveTextContent('including this one, will be signed out');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/users/me/sign-out-everywhere')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out of all devices' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Sign Out Everywhere',
      }),
    );
    await waitFor(() => expect(getToken()).toBeNull());
  });

  it('deletes the account only after the password is typed in the dialog', async () => {
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('ratings are recalculated');
    expect(dialog).toHaveTextContent('cannot be undone');
    const confirm = within(dialog).getByRole('button', { name: 'Yes, Delete My Account' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'Old#Pass123');
    await userEvent.click(confirm);
    await waitFor(() => expect(getToken()).toBeNull());
    expect(calls.find((c) => c.path === '/api/users/me/delete')?.body).toEqual({
      password: 'Old#Pass123',
    });
  });
});

describe('/settings: deleting a Google-only account', () => {
  it('asks for the email and a fresh Google sign-in, and says so when the sign-in is old', async () => {
    settings = { ...settings, hasPassword: false, googleLinked: true };
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('sign in with Google again, then delete your account');
    expect(within(dialog).getByRole('button', { name: 'Sign in with Google again' })).toBeVisible();
    await userEvent.type(
      within(dialog).getByLabelText('Type ana@example.com to confirm', { exact: false }),
      'ana@example.com',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete My Account' }));
    expect(await within(dialog).findByText(ACCOUNT_MESSAGES.googleReauthRequired)).toBeVisible();
    expect(getToken()).toBe(TOKEN);

    freshGoogleSignIn = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete My Account' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(calls.filter((c) => c.path === '/api/users/me/delete').map((c) => c.body)).toEqual([
      { email: 'ana@example.com' },
      { email: 'ana@example.com' },
    ]);
  });
});

describe('/settings language', () => {
  it('switches the page to Spanish at once and keeps the choice in the account', async () => {
    await openSettings();
    const section = screen.getByRole('region', { name: 'Language' });
    expect(within(section).getByLabelText('English')).toBeChecked();
    await userEvent.click(within(section).getByLabelText('Español'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Configuración' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar perfil' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/users/me/language')).toEqual({
        method: 'PUT',
        path: '/api/users/me/language',
        body: { language: 'es' },
      }),
    );
    expect(await screen.findByText('Idioma guardado.')).toBeInTheDocument();
    // Saved once: the section saves it itself, the session's listener does not save it again.
    expect(calls.filter((c) => c.path === '/api/users/me/language')).toHaveLength(1);
    expect(localStorage.getItem('lang')).toBe('es');
  });
});
