import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp, sessionUser } from '../../../test/render';

let providerType: string | null = 'Law Firm';

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  localStorage.setItem('activeRole', 'provider');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://x');
      if (url.pathname === '/api/auth/session')
        return Response.json({
          data: {
            user: sessionUser({
              firstName: 'Olivia',
              lastName: 'Owner',
              roles: ['user', 'provider'],
              providerIds: ['p1'],
              providerType,
            }),
          },
        });
      return Response.json({ data: [] });
    }),
  );
  setToken('good.token.here');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  providerType = 'Law Firm';
});

describe("the header's provider entry", () => {
  it("names the provider's own type ('Law Firm'), not always 'Medical Provider'", async () => {
    await renderApp('/privacy-policy');
    await userEvent.click(
      await screen.findByRole('button', { name: /Account menu for Olivia Owner/ }),
    );
    const menu = await screen.findByRole('menu');
    const subtitle = within(menu).getByText('Provider Account / Law Firm', { selector: 'p' });
    expect(subtitle).toBeVisible();
    // A long type wraps rather than being cut to 'Provider Account / Law Fi…'.
    expect(subtitle).not.toHaveClass('truncate');
    expect(
      within(menu).getByRole('menuitemradio', { name: /Provider Account \/ Law Firm$/ }),
    ).toBeInTheDocument();
    expect(within(menu).queryByText(/Medical Provider/)).not.toBeInTheDocument();
  });

  it("says 'Medical Provider' (spec 2) while the provider has no type", async () => {
    providerType = null;
    await renderApp('/privacy-policy');
    await userEvent.click(
      await screen.findByRole('button', { name: /Account menu for Olivia Owner/ }),
    );
    expect(
      await screen.findByRole('menuitemradio', { name: /Provider Account \/ Medical Provider$/ }),
    ).toBeInTheDocument();
  });
});
