import { defaultWorkingHours } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp, stubSession } from '../../../test/render';

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
const posted: unknown[] = [];
const leads: unknown[] = [];

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  posted.length = 0;
  leads.length = 0;
  current = profile('premium');
  const session = stubSession('good.token.here');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      const method = init?.method ?? 'GET';
      if (url.pathname === '/api/providers/p1') return Response.json({ data: current });
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
      if (url.pathname === '/api/providers/p1/posts') return Response.json({ data: [] });
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

  it("shows the injury facts with 'Se habla español', and Open Now by the provider's 24-hour flag", async () => {
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
        noFeeUnlessWin: false,
        acceptsLettersOfProtection: false,
        pipAccepted: false,
        open24Hours: true,
        mobileService: false,
      },
    });
    await renderApp('/provider/p1');
    expect(await screen.findByRole('heading', { name: 'Good to know' })).toBeInTheDocument();
    expect(screen.getByText('Se habla español')).toBeInTheDocument();
    expect(screen.getByText('Free consultation')).toBeInTheDocument();
    expect(screen.getByText('Open 24/7')).toBeInTheDocument();
    expect(screen.getByText('Languages: Spanish, English')).toBeInTheDocument();
    // Every day is off, but the provider is open 24 hours: the API's rule.
    expect(screen.getAllByText('Open Now').length).toBeGreaterThan(0);
    expect(screen.queryByText('Closed Now')).not.toBeInTheDocument();
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
});
