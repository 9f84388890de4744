import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

const PLACES = [
  {
    id: '33101',
    kind: 'zip',
    label: '33101 Miami, FL',
    zip: '33101',
    city: 'Miami',
    state: 'FL',
    latitude: 25.7791,
    longitude: -80.1978,
    timeZone: 'America/New_York',
  },
  {
    id: '33102',
    kind: 'zip',
    label: '33102 Miami, FL',
    zip: '33102',
    city: 'Miami',
    state: 'FL',
    latitude: 25.7791,
    longitude: -80.1978,
    timeZone: 'America/New_York',
  },
];

const tow = {
  id: 'demo-11',
  name: 'Biscayne Wrecker & Towing',
  category: 'Towing Services',
  city: 'Miami',
  state: 'FL',
  rating: 0,
  reviewCount: 0,
  image: null,
  description: 'Flatbeds and wreckers around the clock across Miami-Dade.',
  plan: 'basic',
  specialties: [],
  distanceMiles: 3.2,
  openNow: true,
  latitude: 25.77,
  longitude: -80.2,
};

const asked: URLSearchParams[] = [];
const suggested: string[] = [];
/** What GET /api/providers answers for a query (default: the towing company, 3.2 mi away). */
let answerOf: (query: URLSearchParams) => object;
const oneTow = () => ({ data: [tow], total: 1, totalExact: true, offset: 0, limit: 10 });

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

/** A viewport `width` px wide, as matchMedia reports it (min-width queries only). */
function stubWidth(width: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= width,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  asked.length = 0;
  suggested.length = 0;
  answerOf = oneTow;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/places/suggest') {
        const q = url.searchParams.get('q') ?? '';
        suggested.push(q);
        return Response.json({ data: PLACES.filter((p) => p.label.startsWith(q)) });
      }
      if (url.pathname === '/api/providers') {
        asked.push(url.searchParams);
        return Response.json(answerOf(url.searchParams));
      }
      return Response.json({ data: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('/search by place', () => {
  it('suggests places as a combobox; arrows and Enter set near in the URL and the search', async () => {
    const { router } = await renderApp('/search?q=tow%20truck');
    const box = await screen.findByRole('combobox', { name: 'City or ZIP' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, '331');
    const list = await screen.findByRole('listbox', { name: 'Places' });
    expect(await within(list).findAllByRole('option')).toHaveLength(2);
    expect(suggested).toContain('331');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[0]!.id,
    );
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('near')).toBe('33101'),
    );
    expect(router.state.historyAction).toBe('REPLACE');
    expect(box).toHaveValue('33101');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(asked.at(-1)?.get('near')).toBe('33101'));
    expect(asked.at(-1)!.get('q')).toBe('tow truck');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search Results for: “tow truck” near 33101',
    );
    const card = await screen.findByRole('link', { name: /Biscayne Wrecker & Towing/ });
    expect(within(card).getByText('3.2 mi away')).toBeInTheDocument();
    expect(within(card).getByText('Open Now')).toBeInTheDocument();

    // Escape closes the list; the clear button removes the place.
    await userEvent.clear(box);
    await userEvent.type(box, '3310');
    await screen.findByRole('option', { name: '33102 Miami, FL' });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Clear place' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=tow+truck'));
  });

  it('says where it found nothing, and widens the radius or searches everywhere', async () => {
    // The API read the place from the words; nothing within 25 miles, something within 100.
    answerOf = (query) => {
      const near = query.get('near');
      const radius = Number(query.get('radius') ?? 25);
      if (!query.get('near') && query.get('q') !== 'chiropractor') {
        const empty = { data: [], total: 0, totalExact: true, offset: 0, limit: 10 };
        return { ...empty, near: { label: 'Miami, FL', radiusMiles: 25, q: 'chiropractor' } };
      }
      if (near && radius < 100)
        return { data: [], total: 0, totalExact: true, offset: 0, limit: 10 };
      return oneTow();
    };
    const { router } = await renderApp('/search?q=chiropractor%20near%20Miami');
    const status = await screen.findByRole('status', { name: '' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search Results for: “chiropractor” near Miami, FL',
    );
    expect(status).toHaveTextContent('No Results Found');
    expect(status).toHaveTextContent('Nothing within 25 miles of Miami, FL.');
    await userEvent.click(within(status).getByRole('button', { name: 'Search within 100 miles' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'chiropractor',
        near: 'Miami, FL',
        radius: '100',
      }),
    );
    await waitFor(() => expect(asked.at(-1)?.get('radius')).toBe('100'));
    expect(asked.at(-1)!.get('near')).toBe('Miami, FL');
    expect(asked.at(-1)!.get('q')).toBe('chiropractor');
    await screen.findByRole('link', { name: /Biscayne Wrecker & Towing/ });

    // From a place in the box: everywhere keeps the words and drops the place and radius.
    answerOf = (query) =>
      query.get('near')
        ? {
            ...{ data: [], total: 0, totalExact: true, offset: 0, limit: 10 },
            near: { label: 'Miami, FL', radiusMiles: 100, q: 'spine' },
          }
        : oneTow();
    // (Another query than before: the answers of this page's queries are kept a while.)
    await router.navigate('/search?q=spine&near=Miami%2C%20FL&radius=100');
    const none = await screen.findByText('Nothing within 100 miles of Miami, FL.');
    const box = none.closest('[role="status"]') as HTMLElement;
    // The radius is already the widest: no wider one is offered.
    expect(within(box).queryByRole('button', { name: /Search within/ })).not.toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Search everywhere' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=spine'));
    await screen.findByRole('link', { name: /Biscayne Wrecker & Towing/ });
  });

  it('passes a place read from the words on to the profiles, as one from the place box', async () => {
    answerOf = () => ({
      ...oneTow(),
      near: { label: '33101 Miami, FL', radiusMiles: 25, q: 'tow truck' },
    });
    await renderApp('/search?q=tow%20truck%2033101');
    const card = await screen.findByRole('link', { name: /Biscayne Wrecker & Towing/ });
    expect(card).toHaveAttribute('href', '/provider/demo-11?near=33101+Miami%2C+FL');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Search Results for: “tow truck” near 33101 Miami, FL',
    );
  });

  it("'Use my location' refused says so; allowed, it searches around the position", async () => {
    stubGeolocation('refuse');
    const { router } = await renderApp('/search');
    await userEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't get your location. Type a city or ZIP instead.",
    );
    expect(router.state.location.search).toBe('');

    stubGeolocation({ latitude: 25.774187, longitude: -80.193659 });
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(router.state.location.search).toBe('?lat=25.774&lng=-80.194'));
    expect(screen.getByRole('combobox', { name: 'City or ZIP' })).toHaveValue('My location');
    await waitFor(() => expect(asked.at(-1)?.get('lat')).toBe('25.774'));
    expect(asked.at(-1)!.get('lng')).toBe('-80.194');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps radius, open now, sort, languages and the injury facts in the URL and sends them', async () => {
    const { router } = await renderApp(
      '/search?near=33101&radius=10&openNow=true&sort=distance&languages=es&pipAccepted=true&location=FL&rating=lowest',
    );
    const radius = await screen.findByLabelText('Distance');
    expect(radius).toHaveValue('10');
    expect(
      within(radius)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Within 5 miles',
      'Within 10 miles',
      'Within 25 miles',
      'Within 50 miles',
      'Within 100 miles',
    ]);
    expect(screen.getByRole('checkbox', { name: 'Open now' })).toBeChecked();
    expect(screen.getByLabelText('Sort by')).toHaveValue('distance');
    expect(screen.getByLabelText('Language spoken')).toHaveValue('es');
    expect(
      within(screen.getByLabelText('Language spoken')).getAllByRole('option')[1],
    ).toHaveTextContent('Spanish');
    expect(screen.getByRole('checkbox', { name: 'PIP accepted' })).toBeChecked();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({
      near: '33101',
      radius: '10',
      openNow: 'true',
      sort: 'distance',
      languages: 'es',
      pipAccepted: 'true',
      state: 'FL',
    });

    await userEvent.selectOptions(radius, '50');
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('radius')).toBe('50'),
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open now' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('openNow'));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Free consultation' }));
    await waitFor(() => expect(router.state.location.search).toContain('freeConsultation=true'));
    await waitFor(() => expect(asked.at(-1)?.get('freeConsultation')).toBe('true'));
    expect(asked.at(-1)!.get('radius')).toBe('50');
    expect(asked.at(-1)!.has('openNow')).toBe(false);
    // The Rating filter (spec) takes over the order again.
    await userEvent.selectOptions(screen.getByLabelText('Rating'), 'Highest to Lowest');
    await waitFor(() => expect(router.state.location.search).not.toContain('sort='));
  });

  it('offers Distance (sort and radius) only with a place', async () => {
    await renderApp('/search?sort=distance');
    const sort = await screen.findByLabelText('Sort by');
    expect(within(sort).queryByRole('option', { name: 'Distance' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Distance')).not.toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(asked.at(-1)!.has('sort')).toBe(false);
  });

  it('at 360 px a List/Map toggle switches views; the query and place stay editable', async () => {
    stubWidth(360);
    const { router } = await renderApp('/search?q=tow%20truck&near=33101');
    const group = await screen.findByRole('group', { name: 'Show results as' });
    const list = within(group).getByRole('button', { name: 'List' });
    const map = within(group).getByRole('button', { name: 'Map' });
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(map).toHaveAttribute('aria-pressed', 'false');
    const card = await screen.findByRole('link', { name: /Biscayne Wrecker & Towing/ });
    expect(card).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Results map' })).not.toBeInTheDocument();

    await userEvent.click(map);
    await waitFor(() => expect(map).toHaveAttribute('aria-pressed', 'true'));
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('map');
    expect(card).not.toBeVisible();
    // The map's own chunk loads (or, failing that, says so) in place of the list.
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Results map' }) ??
          screen.queryByText("The map couldn't load. The results are in the list."),
      ).toBeInTheDocument(),
    );

    // Still on the map: a new query and place are searched without leaving the page.
    const what = screen.getByRole('searchbox', { name: 'What' });
    await userEvent.clear(what);
    await userEvent.type(what, 'chiropractor');
    const where = screen.getByRole('combobox', { name: 'City or ZIP' });
    await userEvent.clear(where);
    await userEvent.type(where, 'Miami, FL{Enter}');
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        q: 'chiropractor',
        near: 'Miami, FL',
        view: 'map',
      }),
    );
    expect(router.state.location.pathname).toBe('/search');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('chiropractor'));

    await userEvent.click(list);
    await waitFor(() => expect(router.state.location.search).not.toContain('view='));
    expect(await screen.findByRole('link', { name: /Biscayne Wrecker & Towing/ })).toBeVisible();
  });

  it('at 1280 px shows list and map together, without the toggle', async () => {
    stubWidth(1280);
    await renderApp('/search?near=33101');
    await screen.findByRole('link', { name: /Biscayne Wrecker & Towing/ });
    expect(screen.queryByRole('group', { name: 'Show results as' })).not.toBeInTheDocument();
  });
});
