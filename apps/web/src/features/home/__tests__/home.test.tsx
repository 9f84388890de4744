import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

describe('home page', () => {
  beforeEach(() => localStorage.setItem('hasVisited', 'true'));

  it('welcomes a first-time visitor with the entry modal, once', async () => {
    localStorage.removeItem('hasVisited');
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(dialog).toHaveTextContent('Sign up for free');
    expect(localStorage.getItem('hasVisited')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Log in with email' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('shows the banner, the eight categories and the footer', async () => {
    renderApp('/');
    expect(
      screen.getByRole('heading', { name: 'Find top-rated local providers you can trust' }),
    ).toBeInTheDocument();
    const discover = screen
      .getByRole('heading', { name: 'Discover Providers' })
      .closest('section')!;
    expect(discover.querySelectorAll('li')).toHaveLength(8);
    expect(screen.getByText(/© 2025 InjuryPros\. All rights reserved\./)).toBeInTheDocument();
  });

  it('Enter in the search box goes to /search with the normalised text', async () => {
    const { router } = renderApp('/');
    const box = screen.getByRole('searchbox', { name: 'Search providers' });
    await userEvent.type(box, '  smith   &  partners {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('smith & partners');
  });

  it('an empty Enter goes to /search with no query', async () => {
    const { router } = renderApp('/');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search providers' }), '   {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('');
  });

  it('the clear button empties the box', async () => {
    renderApp('/');
    const box = screen.getByRole('searchbox', { name: 'Search providers' });
    await userEvent.type(box, 'law');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
  });
});
