import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';

beforeEach(async () => {
  localStorage.setItem('hasVisited', 'true');
  await act(() => activateLocale('es'));
});
afterEach(async () => {
  localStorage.clear();
  await act(() => activateLocale('en'));
});

describe('legal pages in Spanish', () => {
  it('shows the privacy policy in Spanish, with its date, contents and title', async () => {
    await renderApp('/privacy-policy?acknowledge');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Política de privacidad' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Última actualización: 1 de noviembre de 2025')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contenido' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '6. Sus derechos' })).toBeInTheDocument();
    expect(screen.getByText(/No vendemos su información personal/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aceptar y continuar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Política de privacidad · InjuryPros'));
  });

  it('shows the terms of use in Spanish', async () => {
    await renderApp('/terms-of-use');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Términos de uso' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '2. Las reseñas deben ser honestas' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/o a .*100.* si no pagó nada/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Términos de uso · InjuryPros'));
  });
});
