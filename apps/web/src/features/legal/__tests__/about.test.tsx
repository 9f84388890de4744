import { LISTING_SOURCES } from '@app/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLocale('en'));
});

describe('/about (issue 47)', () => {
  it('lists every source of listings with its licence and attribution', async () => {
    localStorage.setItem('hasVisited', 'true');
    await renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'About InjuryPros' }),
    ).toBeInTheDocument();
    const sources = within(
      screen.getByRole('heading', { name: 'Where listings come from' }).closest('section')!,
    );
    for (const source of Object.values(LISTING_SOURCES)) {
      expect(sources.getByText(`License: ${source.licence}`)).toBeInTheDocument();
      expect(sources.getByText(source.attribution)).toBeInTheDocument();
    }
    expect(sources.getByRole('link', { name: /^NPPES/ })).toHaveAttribute(
      'href',
      LISTING_SOURCES.nppes.url,
    );
    expect(sources.getByRole('link', { name: /^Overture Maps Foundation/ })).toHaveAttribute(
      'href',
      LISTING_SOURCES.overture.url,
    );
    await waitFor(() => expect(document.title).toBe('About InjuryPros · InjuryPros'));
  });

  it('in Spanish', async () => {
    localStorage.setItem('hasVisited', 'true');
    await act(() => activateLocale('es'));
    await renderApp('/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sobre InjuryPros' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Licencia: Dominio público (CMS de EE. UU.)')).toBeInTheDocument();
    expect(screen.getByText('Añadida por el negocio')).toBeInTheDocument();
  });
});
