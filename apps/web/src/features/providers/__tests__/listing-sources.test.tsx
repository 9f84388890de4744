import { LISTING_SOURCES } from '@app/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLeadRequestForm } from '../../../components/lazy-lead-request-form';
import { activateLocale } from '../../../lib/i18n';
import { profile, urlOf } from '../../../test/provider-fixtures';
import { renderApp } from '../../../test/render';

const overture = {
  source: 'overture',
  name: LISTING_SOURCES.overture.name,
  licence: LISTING_SOURCES.overture.licence,
  attribution: 'meta (CDLA-Permissive-2.0), Microsoft (CDLA-Permissive-2.0)',
  release: '2026-11-13.0',
};
const nppes = {
  source: 'nppes',
  name: LISTING_SOURCES.nppes.name,
  licence: LISTING_SOURCES.nppes.licence,
  attribution: LISTING_SOURCES.nppes.attribution,
  release: '2026-11-10',
};

let answer: Record<string, unknown>;

// The page's lazy parts, loaded first so that their imports resolve at once in the page.
beforeAll(() =>
  Promise.all([preloadLeadRequestForm(), import('../components/listing-sources-card')]),
);
beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = urlOf(input);
      if (url.pathname === '/api/providers/p1') return Response.json({ data: answer });
      if (url.pathname === '/api/providers/p1/reviews')
        return Response.json({ data: [], nextCursor: null });
      if (url.pathname === '/api/providers/p1/trust')
        return Response.json({ data: { alerts: [], topRated: [] } });
      if (url.pathname === '/api/providers/p1/review-record')
        return Response.json({ data: { appealsFiled: 0, appealsUpheld: 0, removed: [] } });
      if (url.pathname.startsWith('/api/auth')) return Response.json({}, { status: 401 });
      return Response.json({ data: [] });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => activateLocale('en'));
});

async function sourcesCard() {
  const heading = await screen.findByRole('heading', {
    name: /About this listing|Sobre esta ficha/,
  });
  return within(heading.closest('section')!);
}

describe("the profile's provenance and NPI (issue 47)", () => {
  it('names the datasets, their licences and attributions, and links the NPI to the registry', async () => {
    answer = profile({
      npi: '1234567890',
      // Two Overture records (a merged listing) and one NPPES record.
      sources: [overture, { ...overture, release: '2026-10-15.0' }, nppes],
    });
    await renderApp('/provider/p1');
    const card = await sourcesCard();
    const npi = card.getByRole('link', { name: /^NPI 1234567890, listed in the NPPES registry/ });
    expect(npi).toHaveAttribute('href', 'https://npiregistry.cms.hhs.gov/provider-view/1234567890');
    expect(npi).toHaveAttribute('target', '_blank');
    expect(
      card.getByText('Listing information from Overture Maps Foundation and NPPES'),
    ).toBeInTheDocument();
    // Each licence's required attribution, each record's once.
    expect(card.getByText(`License: ${LISTING_SOURCES.overture.licence}`)).toBeInTheDocument();
    expect(card.getByText(`License: ${LISTING_SOURCES.nppes.licence}`)).toBeInTheDocument();
    expect(card.getAllByText(overture.attribution)).toHaveLength(1);
    expect(card.getByText(LISTING_SOURCES.nppes.attribution)).toBeInTheDocument();
    expect(card.getByText('Release or file date: 2026-11-13.0, 2026-10-15.0')).toBeInTheDocument();
    expect(card.getByRole('link', { name: /^Overture Maps Foundation/ })).toHaveAttribute(
      'href',
      LISTING_SOURCES.overture.url,
    );
  });

  it('shows the NPI alone when no source is recorded, and no card for a listing with neither', async () => {
    answer = profile({ npi: '1987654321' });
    const first = await renderApp('/provider/p1');
    const card = await sourcesCard();
    expect(card.getByRole('link', { name: /^NPI 1987654321/ })).toBeInTheDocument();
    expect(card.queryByText(/Listing information from/)).toBeNull();
    first.unmount();

    answer = profile();
    await renderApp('/provider/p1');
    // The parts after the first paint have rendered (the reviews' empty state is one).
    await screen.findByText('No reviews yet. Be the first to share your experience.');
    expect(screen.queryByRole('heading', { name: 'About this listing' })).toBeNull();
  });

  it('says it in Spanish', async () => {
    await act(() => activateLocale('es'));
    answer = profile({ npi: '1234567890', sources: [overture, nppes] });
    await renderApp('/provider/p1');
    const card = await sourcesCard();
    expect(
      card.getByRole('link', { name: /^NPI 1234567890, inscrito en el registro NPPES/ }),
    ).toBeInTheDocument();
    expect(
      card.getByText('Información de la ficha de Overture Maps Foundation y NPPES'),
    ).toBeInTheDocument();
    expect(card.getByText('Licencia: Dominio público (CMS de EE. UU.)')).toBeInTheDocument();
  });
});
