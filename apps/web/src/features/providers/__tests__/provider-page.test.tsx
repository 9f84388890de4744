import { consumerAlertLine, defaultWorkingHours } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp, stubSession } from '../../../test/render';
import { preloadLeadRequestForm } from '../../../components/lazy-lead-request-form';

const profile = (plan: 'premium' | 'basic' | 'unclaimed', extra: Record<string, unknown> = {}) => ({
  id: 'p1',
  profileName: 'Smith & Partners',
  category: 'Law Firms',
  providerType: 'Law Firm',
  profileTags: ['Car accidents', 'Slip and fall'],
  description: 'Trial lawyers for injured people across Florida.',
  phoneNumber: '+1 (555) 010-2000',
  websiteLink: 'https://smith.example',
  location: {
    addressLine1: '1 Main St',
    addressLine2: '',
    city: 'Miami',
    state: 'FL',
    zipCode: '33101',
  },
  workingHours: defaultWorkingHours(),
  social: {
    twitter: null,
    instagram: null,
    linkedin: 'https://linkedin.com/company/smith',
    facebook: null,
    tiktok: null,
  },
  amenities: {
    freeParking: true,
    wheelchairAccessibility: true,
    multilingualStaff: false,
    paymentPlansAvailable: false,
    acceptsInsurance: false,
    telehealthVirtualConsultations: false,
    wifiAvailable: false,
  },
  leadForm: {
    formName: 'Appointment',
    formDescription: 'Pick a time',
    options: [{ id: 'o1', text: 'Morning', checked: true }],
    emailAddress: 'a@b.co',
  },
  logoUrl: null,
  bannerUrl: null,
  showBanner: false,
  plan,
  badges: ['Top Rated'],
  rating: 4.2,
  reviewCount: 2,
  ratingSummary: { average: 4.2, total: 2, counts: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 } },
  isSample: true,
  status: 'open',
  closedReason: null,
  npi: null,
  verified: true,
  sources: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  ...extra,
});

const review = (id: string, rating: number) => ({
  id,
  providerId: 'p1',
  author: {
    id: '00000000-0000-4000-8000-000000000002',
    name: `Reviewer ${id}`,
    avatar: null,
    location: null,
  },
  rating,
  ratings: {
    respectful: rating,
    explained: rating,
    onTime: rating,
    costs: rating,
    overall: rating,
  },
  text: 'They handled my case well and kept me informed at every step of the way.',
  photoUrls: [],
  createdAt: '2026-03-01T00:00:00.000Z',
  response: null,
  appealUnderReview: false,
});

let current = profile('premium');
let posts: unknown[] = [];
let trust: unknown = { alerts: [], topRated: [] };
const posted: unknown[] = [];
const leads: unknown[] = [];
const profileQueries: string[] = [];

// The page loads the lead form's code when it mounts; loaded here first, that import
// resolves at once instead of finishing after the test's environment is torn down (seen
// under load: Vitest's EnvironmentTeardownError).
beforeAll(() => preloadLeadRequestForm());

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  posted.length = 0;
  leads.length = 0;
  profileQueries.length = 0;
  current = profile('premium');
  posts = [];
  trust = { alerts: [], topRated: [] };
  const session = stubSession('good.token.here');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/providers/p1') {
        profileQueries.push(url.search);
        const near = url.searchParams.get('near');
        if (near === 'Atlantis')
          return Response.json(
            { statusCode: 400, message: "We couldn't find that place.", error: 'Bad Request' },
            { status: 400 },
          );
        return Response.json({
          data: near ? { ...current, distanceMiles: 3.2, distanceFrom: 'Miami, FL' } : current,
        });
      }
      if (url.pathname === '/api/providers/missing')
        return Response.json(
          { statusCode: 404, message: 'Provider not found', error: 'Not Found' },
          { status: 404 },
        );
      if (url.pathname === '/api/providers/p1/reviews' && method === 'GET') {
        const cursor = url.searchParams.get('cursor');
        return Response.json(
          cursor
            ? { data: [review('r3', 3)], nextCursor: null }
            : { data: [review('r1', 5), review('r2', 4)], nextCursor: 'next' },
        );
      }
      if (url.pathname === '/api/providers/p1/reviews' && method === 'POST') {
        posted.push(JSON.parse(String(init?.body)));
        return Response.json({ data: review('new', 5) }, { status: 201 });
      }
      if (url.pathname === '/api/providers/p1/leads' && method === 'POST') {
        leads.push(JSON.parse(String(init?.body)));
        return Response.json({ data: { id: 'lead-1' } }, { status: 201 });
      }
      if (url.pathname === '/api/providers/p1/posts') return Response.json({ data: posts });
      if (url.pathname === '/api/providers/p1/trust') return Response.json({ data: trust });
      if (url.pathname === '/api/bookmarks') return Response.json({ data: [] });
      return session(input, init);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/provider/{id}', () => {
  it('shows a premium profile: badge, hours, amenities, appointment card, breakdown, reviews', async () => {
    await renderApp('/provider/p1');
    expect(await screen.findByRole('heading', { name: 'Smith & Partners' })).toBeInTheDocument();
    expect(screen.getByText('Premium Profile')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Amenities' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Request an Appointment' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Working hours' })).toBeInTheDocument();
    expect(screen.getByText(/Demo: this is sample data/)).toBeInTheDocument();
    expect(await screen.findByText('Reviewer r1')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More Reviews' }));
    expect(await screen.findByText('Reviewer r3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More Reviews' })).not.toBeInTheDocument();
  });

  it("shows the injury facts of its category as badges ('Spanish spoken'), and Open 24 hours by the provider's flag", async () => {
    const closedAllWeek = Object.fromEntries(
      Object.entries(defaultWorkingHours()).map(([d, h]) => [d, { ...h, enabled: false }]),
    );
    current = profile('basic', {
      workingHours: closedAllWeek,
      timeZone: 'America/Los_Angeles',
      openNow: true,
      facts: {
        languages: ['es', 'en'],
        freeConsultation: true,
        noFeeUnlessWin: true,
        // Not a law firm's fact (medical): kept in the data, not shown.
        acceptsLettersOfProtection: true,
        pipAccepted: false,
        open24Hours: true,
        mobileService: false,
      },
    });
    await renderApp('/provider/p1');
    expect(await screen.findByRole('heading', { name: 'Good to know' })).toBeInTheDocument();
    const badges = within(screen.getByRole('list', { name: 'Services' }));
    expect(badges.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Spanish spoken',
      '✓Free consultation',
      '✓No fee unless you win',
      '✓Open 24/7',
    ]);
    expect(screen.queryByText(/letters of protection/)).not.toBeInTheDocument();
    expect(screen.getByText('Languages: Spanish, English')).toBeInTheDocument();
    // Every day is off, but the provider is open 24 hours: the API's rule.
    expect(screen.getAllByText('Open 24 hours').length).toBeGreaterThan(1);
    expect(screen.queryByText('Closed Now')).not.toBeInTheDocument();
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();
  });

  it('shows the distance from the searched place, and an Open in Maps link at its point', async () => {
    current = profile('basic', { latitude: 25.77, longitude: -80.19 });
    await renderApp('/provider/p1?near=33101');
    expect(await screen.findAllByText('3.2 miles from Miami, FL')).toHaveLength(2);
    expect(profileQueries).toContain('?near=33101');
    const link = screen.getByRole('link', { name: 'Open in Maps' });
    expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/?mlat=25.77&mlon=-80.19#map=16/25.77/-80.19',
    );
  });

  it('shows no distance without a place; Open in Maps then searches the address of a provider with no point', async () => {
    await renderApp('/provider/p1');
    expect(await screen.findByRole('heading', { name: 'Smith & Partners' })).toBeInTheDocument();
    expect(screen.queryByText(/miles from/)).not.toBeInTheDocument();
    // No point: Open in Maps searches the address.
    expect(screen.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=1%20Main%20St%2C%20Miami%2C%20FL%2033101',
    );
  });

  it('an unknown place in the link costs the distance, not the page', async () => {
    await renderApp('/provider/p1?near=Atlantis');
    expect(await screen.findByRole('heading', { name: 'Smith & Partners' })).toBeInTheDocument();
    await waitFor(() => expect(profileQueries).toEqual(['?near=Atlantis', '']));
    expect(screen.queryByText('Provider not found')).not.toBeInTheDocument();
  });

  it('the Request an Appointment card sends the chosen option and the contact as a lead', async () => {
    current = profile('premium', {
      leadForm: {
        formName: 'Appointment',
        formDescription: 'Pick a time',
        options: [
          { id: 'o1', text: 'Morning', checked: true },
          { id: 'o2', text: 'Afternoon', checked: false },
        ],
        emailAddress: 'a@b.co',
      },
    });
    await renderApp('/provider/p1');
    const card = (await screen.findByRole('heading', { name: 'Request an Appointment' })).closest(
      'section',
    )!;
    const ui = within(card as HTMLElement);
    expect(ui.getByRole('radio', { name: 'Morning' })).toBeChecked();
    await userEvent.click(ui.getByRole('button', { name: 'Request an Appointment' }));
    expect(await ui.findByText('Name is required')).toBeInTheDocument();
    expect(leads).toHaveLength(0);
    await userEvent.click(ui.getByRole('radio', { name: 'Afternoon' }));
    expect(ui.getByRole('radio', { name: 'Morning' })).not.toBeChecked();
    await userEvent.type(ui.getByLabelText('Name'), 'Dana Cole');
    await userEvent.type(ui.getByLabelText('Email'), 'dana@example.com');
    await userEvent.click(ui.getByRole('button', { name: 'Request an Appointment' }));
    expect(await ui.findByText('Thank you! Your request has been sent.')).toBeInTheDocument();
    expect(leads).toEqual([
      expect.objectContaining({ name: 'Dana Cole', email: 'dana@example.com', options: ['o2'] }),
    ]);
  });

  it('Switch plan cycles premium → basic → unclaimed; unclaimed shows Claim Profile and hides the rest', async () => {
    await renderApp('/provider/p1');
    const sw = await screen.findByRole('button', { name: 'Switch plan' });
    await userEvent.click(sw);
    expect(screen.queryByText('Premium Profile')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Amenities' })).not.toBeInTheDocument();
    await userEvent.click(sw);
    expect(screen.getByRole('button', { name: 'Claim This Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Working hours' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('Trial lawyers for injured people across Florida.'),
    ).not.toBeInTheDocument();
  });

  it('says Provider not found for an unknown id', async () => {
    await renderApp('/provider/missing');
    expect(await screen.findByText('Provider not found')).toBeInTheDocument();
  });

  it('a visitor who wants to write a review is asked to log in', async () => {
    await renderApp('/provider/p1');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Write a Review' }))[0]!);
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('a signed-in user rates five questions and writes 100+ characters; short text turns the hint red', async () => {
    setToken('good.token.here');
    await renderApp('/provider/p1');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Write a Review' }))[0]!);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    const submit = within(form).getByRole('button', { name: 'Submit Review' });
    expect(submit).toBeDisabled();
    for (const label of [/Were they respectful/, /explain things/, /on time/, /costs/, /satisfied/])
      await userEvent.click(
        within(form).getByRole('radio', { name: new RegExp(`^4 of 5 for .*${label.source}`) }),
      );
    await userEvent.type(within(form).getByLabelText('Your review'), 'Too short.');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Review needs to be at least 100 characters',
    );
    expect(posted).toHaveLength(0);
    await userEvent.type(
      within(form).getByLabelText('Your review'),
      ' ' + 'Very good service. '.repeat(6),
    );
    await userEvent.click(submit);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      ratings: { respectful: 4, explained: 4, onTime: 4, costs: 4, overall: 4 },
      photoUrls: [],
    });
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument(),
    );
  });

  it("opens a post's photos in the lightbox: previous/next, arrow keys, Escape, focus returns", async () => {
    posts = [
      {
        id: 'post-1',
        providerId: 'p1',
        providerName: 'Smith & Partners',
        providerAvatar: null,
        providerCategory: 'Law Firms',
        text: 'Our new office is open.',
        imageUrls: ['/uploads/office-front.png', '/uploads/office-desk.png'],
        createdAt: '2026-03-02T00:00:00.000Z',
      },
    ];
    await renderApp('/provider/p1');
    const first = await screen.findByRole('button', { name: 'Post photo 1 of 2' });
    await userEvent.click(first);
    const box = await screen.findByRole('dialog', { name: 'Photo 1 of 2' });
    expect(within(box).getByRole('img')).toHaveAttribute('src', '/uploads/office-front.png');
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('img')).toHaveAttribute(
      'src',
      '/uploads/office-desk.png',
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(first).toHaveFocus());
  });

  it('shows a confirmed consumer alert and the Top rated badges with their basis (decision 0030)', async () => {
    trust = {
      alerts: [
        {
          id: '00000000-0000-4000-8000-000000000abc',
          rule: 'shared_network',
          line: consumerAlertLine('shared_network', 3),
          confirmedAt: '2026-11-20T00:00:00.000Z',
          until: '2027-02-18T00:00:00.000Z',
        },
      ],
      topRated: [
        {
          subscore: 'explained',
          line: 'Top rated for Communication among Law Firms in FL',
          reviews: 14,
          rank: 1,
          of: 12,
          average: 4.93,
        },
      ],
    };
    await renderApp('/provider/p1');
    expect(await screen.findByText(consumerAlertLine('shared_network', 3))).toBeVisible();
    const badges = await screen.findByRole('list', { name: 'Rankings' });
    const badge = within(badges).getByRole('link', {
      name: /^Top rated for Communication among Law Firms in FL/,
    });
    expect(badge).toHaveAttribute('href', '/transparency');
    expect(badge).toHaveAccessibleName(
      'Top rated for Communication among Law Firms in FL (4.93 average from 14 reviews in the last 24 months; #1 of 12 ranked providers)',
    );
  });

  it('an unclaimed profile shows the alert but no ranking (its rating is hidden)', async () => {
    current = profile('unclaimed');
    trust = {
      alerts: [
        {
          id: '00000000-0000-4000-8000-000000000abd',
          rule: 'threat',
          line: consumerAlertLine('threat', 0),
          confirmedAt: '2026-11-20T00:00:00.000Z',
          until: '2027-02-18T00:00:00.000Z',
        },
      ],
      topRated: [
        {
          subscore: 'costs',
          line: 'Top rated for Transparency among Law Firms in FL',
          reviews: 10,
          rank: 1,
          of: 10,
          average: 5,
        },
      ],
    };
    await renderApp('/provider/p1');
    expect(await screen.findByText(consumerAlertLine('threat', 0))).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Rankings' })).not.toBeInTheDocument();
  });
});
