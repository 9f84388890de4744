import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

const MIAMI = {
  id: 'miami-fl',
  kind: 'city',
  label: 'Miami, FL',
  zip: null,
  city: 'Miami',
  state: 'FL',
  latitude: 25.77,
  longitude: -80.2,
  timeZone: 'America/New_York',
};

/** The browser's geolocation (not our code): refuses, or answers a position. */
function stubGeolocation(answer: 'refuse' | { latitude: number; longitude: number }) {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) =>
        answer === 'refuse'
          ? fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError)
          : ok({ coords: answer } as GeolocationPosition),
    },
  });
}

describe('home page: place box and Near me', () => {
  beforeEach(() => {
    localStorage.setItem('hasVisited', 'true');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(
          String(input instanceof Request ? input.url : input),
          'http://localhost',
        );
        if (url.pathname === '/api/places/suggest') return Response.json({ data: [MIAMI] });
        return Response.json({ data: [] });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('choosing a place goes to /search near it, with the text of the search box', async () => {
    const { router } = await renderApp('/');
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Search providers' }),
      'chiropractor',
    );
    const where = screen.getByRole('combobox', { name: 'City or ZIP' });
    await userEvent.type(where, 'mia');
    await userEvent.click(await screen.findByRole('option', { name: 'Miami, FL' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'chiropractor',
      near: 'Miami, FL',
    });
  });

  it("'Near me' refused says so; allowed, it searches nearest first around the position", async () => {
    stubGeolocation('refuse');
    const { router } = await renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Near me' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't get your location. Type a city or ZIP instead.",
    );
    expect(router.state.location.pathname).toBe('/');

    stubGeolocation({ latitude: 40.712776, longitude: -74.005974 });
    await userEvent.click(screen.getByRole('button', { name: 'Near me' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      lat: '40.713',
      lng: '-74.006',
      sort: 'distance',
    });
  });
});
