import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, LANGUAGE_STORAGE_KEY } from '../../../lib/i18n';
import { setToken } from '../../../lib/token-storage';
import { renderApp, sessionUser } from '../../../test/render';

/** Every request the page made: method, path, Accept-Language and body. */
type Sent = { method: string; path: string; language: string | null; body: string | null };
let sent: Sent[] = [];
let account: Record<string, unknown> | null = null;
let saveStatus = 200;

beforeEach(() => {
  sent = [];
  account = null;
  saveStatus = 200;
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://x'), init);
      const url = new URL(request.url, 'http://x');
      sent.push({
        method: request.method,
        path: url.pathname,
        language: request.headers.get('accept-language'),
        body: request.method === 'GET' ? null : await request.clone().text(),
      });
      if (url.pathname === '/api/auth/session' && account)
        return Response.json({ data: { user: sessionUser(account) } });
      if (url.pathname === '/api/users/me/language')
        return saveStatus === 200
          ? Response.json({ data: JSON.parse((await request.text()) || '{}') })
          : Response.json({ statusCode: 500, message: 'Oops' }, { status: saveStatus });
      return Response.json({ data: [] });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
  await act(() => activateLocale('en'));
});

const header = () => screen.getByRole('banner');

describe('the language switcher', () => {
  it('switches the header to Spanish, sets <html lang> and remembers the choice', async () => {
    await renderApp('/privacy-policy');
    const group = within(header()).getByRole('group', { name: 'Language' });
    const spanish = within(group).getByRole('button', { name: 'Español' });
    expect(spanish).toHaveAttribute('lang', 'es');
    expect(spanish).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(spanish);
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(within(header()).getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Crear una cuenta' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Español' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    // The footer follows, and offers the switcher too.
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'Política de privacidad' }),
    ).toBeInTheDocument();
    // With the keyboard: English again.
    within(footer).getByRole('button', { name: 'English' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    expect(within(header()).getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    // A visitor's choice is not sent anywhere but this device.
    expect(sent.some((r) => r.path === '/api/users/me/language')).toBe(false);
  });

  it('is in the mobile drawer', async () => {
    await renderApp('/privacy-policy');
    await userEvent.click(within(header()).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(await screen.findByRole('dialog', { name: 'Menú' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Buscar proveedores' })).toBeInTheDocument();
  });
});

describe("the account's language", () => {
  it('switches to the language of the signed-in account and keeps it on this device', async () => {
    account = { language: 'es' };
    setToken('good.token.here');
    await renderApp('/privacy-policy');
    await waitFor(() => expect(document.documentElement.lang).toBe('es'));
    expect(
      await within(header()).findByRole('button', { name: 'Menú de la cuenta de Ana Lopez' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    // Loading the account's language is not a new choice: nothing is saved.
    expect(sent.some((r) => r.path === '/api/users/me/language')).toBe(false);
  });

  it('leaves a shared link’s ?lang= alone', async () => {
    window.history.replaceState(null, '', '/privacy-policy?lang=en');
    account = { language: 'es' };
    setToken('good.token.here');
    await renderApp('/privacy-policy?lang=en');
    await within(header()).findByRole('button', { name: 'Account menu for Ana Lopez' });
    expect(document.documentElement.lang).toBe('en');
  });

  it('saves a language chosen while signed in with PUT /users/me/language', async () => {
    account = { language: null };
    setToken('good.token.here');
    await renderApp('/privacy-policy');
    await userEvent.click(
      await within(header()).findByRole('button', { name: 'Account menu for Ana Lopez' }),
    );
    const menu = await screen.findByRole('menu');
    const english = within(menu).getByRole('menuitemradio', { name: 'English' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(english).toHaveAttribute('lang', 'en');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Español' }));
    await waitFor(() =>
      expect(sent.filter((r) => r.path === '/api/users/me/language')).toEqual([
        {
          method: 'PUT',
          path: '/api/users/me/language',
          language: 'es',
          body: '{"language":"es"}',
        },
      ]),
    );
    expect(document.documentElement.lang).toBe('es');
    expect(
      within(header()).getByRole('button', { name: 'Menú de la cuenta de Ana Lopez' }),
    ).toBeInTheDocument();
  });

  it('keeps the switch when the account cannot save it', async () => {
    account = { language: 'en' };
    saveStatus = 500;
    setToken('good.token.here');
    await renderApp('/privacy-policy');
    await within(header()).findByRole('button', { name: 'Account menu for Ana Lopez' });
    await userEvent.click(
      within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Español' }),
    );
    await waitFor(() => expect(sent.some((r) => r.path === '/api/users/me/language')).toBe(true));
    expect(document.documentElement.lang).toBe('es');
    expect(
      within(header()).getByRole('button', { name: 'Menú de la cuenta de Ana Lopez' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });
});
