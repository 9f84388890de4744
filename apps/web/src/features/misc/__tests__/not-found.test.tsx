import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('not-found page', () => {
  it('shows 404, Page Not Found, Go Home and Go Back for any unknown path', async () => {
    await renderApp('/this/does/not/exist');
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
  });

  it('Go Home goes home; Go Back with no history goes home too', async () => {
    const { router } = await renderApp('/nope');
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('Go Back returns to the previous page', async () => {
    const { router } = await renderApp('/');
    await router.navigate('/search?q=law');
    await router.navigate('/missing');
    await userEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('speaks Spanish', async () => {
    await act(() => activateLocale('es'));
    await renderApp('/no-existe');
    expect(
      await screen.findByRole('heading', { name: 'Página no encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Regresar' })).toBeInTheDocument();
  });
});
