import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';
import { preloadLeadRequestForm } from '../../../components/lazy-lead-request-form';

const day = (enabled: boolean) => ({ enabled, startTime: '9:00am', endTime: '5:30pm' });
const hours = {
  monday: day(true),
  tuesday: day(true),
  wednesday: day(true),
  thursday: day(true),
  friday: day(true),
  saturday: day(false),
  sunday: day(false),
};

const profile = {
  id: 'p1',
  profileName: 'Smith & Partners',
  category: 'Law Firms',
  providerType: 'Law Firm',
  profileTags: [],
  description: 'Trial lawyers for injured people across Florida.',
  phoneNumber: '+1 (555) 010-2000',
  websiteLink: null,
  location: {
    addressLine1: '1 Main St',
    addressLine2: '',
    city: 'Miami',
    state: 'FL',
    zipCode: '33101',
  },
  workingHours: hours,
  timeZone: 'America/New_York',
  social: { twitter: null, instagram: null, linkedin: null, facebook: null, tiktok: null },
  amenities: {
    freeParking: true,
    wheelchairAccessibility: false,
    multilingualStaff: false,
    paymentPlansAvailable: false,
    acceptsInsurance: false,
    telehealthVirtualConsultations: false,
    wifiAvailable: false,
  },
  leadForm: null,
  logoUrl: null,
  bannerUrl: null,
  showBanner: false,
  plan: 'premium',
  badges: [],
  rating: 4.2,
  reviewCount: 2,
  ratingSummary: { average: 4.2, total: 2, counts: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 } },
  isSample: false,
  status: 'open',
  closedReason: null,
  npi: null,
  verified: true,
  sources: [],
  facts: {
    languages: ['es', 'en'],
    freeConsultation: true,
    noFeeUnlessWin: false,
    acceptsLettersOfProtection: false,
    pipAccepted: false,
    open24Hours: false,
    mobileService: false,
  },
  createdAt: '2025-01-01T00:00:00.000Z',
};

const ALERT = {
  id: '00000000-0000-4000-8000-000000000abc',
  rule: 'shared_network',
  line: 'Alerta de consumidores: 3 reseñas desde una misma red.',
  confirmedAt: '2026-11-20T12:00:00.000Z',
  until: '2027-02-18T00:00:00.000Z',
};

// The page loads the lead form's code when it mounts; loaded here first, that import
// resolves at once instead of finishing after the test's environment is torn down (seen
// under load: Vitest's EnvironmentTeardownError).
beforeAll(() => preloadLeadRequestForm());

beforeEach(async () => {
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/providers/p1')
        return Response.json({
          data: { ...profile, distanceMiles: 3.2, distanceFrom: 'Miami, FL' },
        });
      if (url.pathname === '/api/providers/p1/reviews')
        return Response.json({ data: [], nextCursor: null });
      // The trust chunk's calls (alerts and rankings, the moderation record), each in its
      // own shape: a list in their place crashed the page whenever that lazy chunk loaded
      // before the test ended.
      if (url.pathname === '/api/providers/p1/trust')
        return Response.json({ data: { alerts: [ALERT], topRated: [] } });
      if (url.pathname === '/api/providers/p1/review-record')
        return Response.json({ data: { appealsFiled: 2, appealsUpheld: 1, removed: [] } });
      if (url.pathname.startsWith('/api/auth')) return Response.json({}, { status: 401 });
      return Response.json({ data: [] });
    }),
  );
  await act(() => activateLocale('es'));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

describe('the provider page in Spanish', () => {
  it('shows the profile, hours, facts, ratings and distance in Spanish', async () => {
    await renderApp('/provider/p1?near=33101');
    expect(await screen.findByRole('heading', { name: 'Smith & Partners' })).toBeInTheDocument();
    expect(screen.getByText('Perfil Premium')).toBeInTheDocument();
    expect(screen.getByText('Abogados de accidentes')).toBeInTheDocument();
    expect(screen.getByText(/^4\.2\s+Bueno \(2 reseñas\)$/)).toBeInTheDocument();
    expect(screen.getAllByText('A 3.2 millas de Miami, FL')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Llamar' })).toBeInTheDocument();
    // Working hours: Spanish weekdays, times written the Spanish way, closed days.
    const hoursCard = within(
      screen.getByRole('heading', { name: 'Horario de atención' }).closest('section')!,
    );
    expect(hoursCard.getByText('Lunes')).toBeInTheDocument();
    expect(hoursCard.getAllByText(/^9:00\s?a\.\s?m\. – 5:30\s?p\.\s?m\.$/)).toHaveLength(5);
    expect(hoursCard.getAllByText('Cerrado')).toHaveLength(2);
    // The facts card: 'Se habla español' and the facts of a law firm.
    const facts = within(await screen.findByRole('list', { name: 'Servicios' }));
    expect(facts.getByText('Se habla español')).toBeInTheDocument();
    expect(facts.getByText('Consulta gratis')).toBeInTheDocument();
    expect(screen.getByText('Estacionamiento gratis')).toBeInTheDocument();
    // The ratings card comes with the feed's chunk, after the page's paint (not with the facts').
    expect(await screen.findByRole('heading', { name: 'Calificaciones' })).toBeInTheDocument();
    expect(screen.getByText('Bueno · 2 reseñas')).toBeInTheDocument();
    expect(screen.getAllByText('5 estrellas').length).toBeGreaterThan(0);
    expect(screen.getAllByText('1 estrella').length).toBeGreaterThan(0);
    expect(
      await screen.findByText(
        'Todavía no hay reseñas. Sea la primera persona en contar su experiencia.',
      ),
    ).toBeInTheDocument();
    // The trust chunk (loaded after the page): the moderation record and a confirmed
    // alert, in Spanish.
    expect(
      await screen.findByText('Apelaciones en los últimos 12 meses: 2 presentadas, 1 aceptadas'),
    ).toBeInTheDocument();
    const alerts = await screen.findByRole('region', { name: 'Alertas para consumidores' });
    expect(within(alerts).getByText(ALERT.line)).toBeInTheDocument();
    expect(
      within(alerts).getByText(/^Confirmado por nuestros moderadores el /),
    ).toBeInTheDocument();
  });
});
