import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { setToken } from '../../../lib/token-storage';
import { renderApp, stubSession } from '../../../test/render';

/** The bodies POST /api/providers received. */
const posted: Array<Record<string, unknown>> = [];

const candidate = {
  id: 'dup-1',
  name: 'Harbor Tow Miami',
  address: '120 NW 5th St, Miami, FL 33128',
  phone: '(786) 555-0101',
  distanceMeters: 0,
  match: 'phone',
};

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  posted.length = 0;
  const session = stubSession('good.token.here');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/places/suggest')
        return Response.json({
          data: [
            {
              id: 'zip-33128',
              kind: 'zip',
              label: '33128 Miami, FL',
              zip: '33128',
              city: 'Miami',
              state: 'FL',
              latitude: 25.77,
              longitude: -80.2,
              timeZone: 'America/New_York',
            },
          ],
        });
      if (url.pathname === '/api/providers' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push(body);
        if (!body.notADuplicate)
          return Response.json(
            {
              statusCode: 409,
              message: 'Any text: the page decides on the candidates',
              error: 'Conflict',
              candidates: [candidate],
            },
            { status: 409 },
          );
        return Response.json({ data: { id: 'new-1' }, ownership: 'claim' }, { status: 201 });
      }
      return session(input, init);
    }),
  );
  setToken('good.token.here');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => activateLocale('en'));
});

describe('/add-business', () => {
  it("checks the rules, shows the likely duplicates with 'Claim it', and saves on 'None of these'", async () => {
    const { router } = await renderApp('/add-business');
    await screen.findByRole('heading', { level: 1, name: 'Add your business' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add business' }));
    expect(await screen.findByText('Profile name is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Business name'), 'Harbor Tow');
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Towing Services');
    await userEvent.type(screen.getByLabelText('Street address'), '120 NW 5th St');
    await userEvent.type(screen.getByLabelText(/ZIP code/), '33128');
    // City and state come from the ZIP.
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Miami'));
    expect(screen.getByLabelText('State')).toHaveValue('FL');
    await userEvent.type(screen.getByLabelText('Phone number'), '(786) 555-0101');
    await userEvent.click(screen.getByRole('button', { name: 'Add business' }));

    const claim = await screen.findByRole('link', {
      name: 'Is this your business? Claim Harbor Tow Miami',
    });
    expect(claim).toHaveAttribute('href', '/provider/dup-1#claim');
    expect(screen.getByText('Same phone number')).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      profileName: 'Harbor Tow',
      category: 'Towing Services',
      location: { zipCode: '33128', city: 'Miami', state: 'FL' },
      notADuplicate: false,
    });

    await userEvent.click(screen.getByRole('button', { name: 'None of these: add my business' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/provider/new-1'));
    expect(posted[1]).toMatchObject({ profileName: 'Harbor Tow', notADuplicate: true });
  });
});
