import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

const SUGGESTIONS = [
  { id: 'p1', name: 'Smith & Partners Injury Law', category: 'Law Firms' },
  { id: 'p2', name: 'Smiley Chiropractic', category: 'Chiropractors' },
];

describe('home page', () => {
  const asked: string[] = [];
  beforeEach(() => {
    localStorage.setItem('hasVisited', 'true');
    asked.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(
          String(input instanceof Request ? input.url : input),
          'http://localhost',
        );
        if (url.pathname === '/api/providers/suggest') {
          asked.push(url.searchParams.get('q') ?? '');
          return Response.json({ data: SUGGESTIONS });
        }
        return Response.json({ data: [] });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('suggests providers as a listbox; arrows and Enter go to /search with the name', async () => {
    const { router } = await renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Search providers' });
    await userEvent.type(box, 'smi');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(await within(list).findAllByRole('option')).toHaveLength(2);
    await waitFor(() => expect(asked).toContain('smi'));
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute(
      'aria-activedescendant',
      within(list).getAllByRole('option')[0]!.id,
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(
      'Smith & Partners Injury Law',
    );
  });

  it('suggests the first providers for an empty box, and Escape closes the list', async () => {
    await renderApp('/');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Search providers' }));
    expect(await screen.findAllByRole('option')).toHaveLength(2);
    expect(asked).toContain('');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('welcomes a first-time visitor with the entry modal, once', async () => {
    localStorage.removeItem('hasVisited');
    await renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome' });
    expect(dialog).toHaveTextContent('Sign up for free');
    expect(localStorage.getItem('hasVisited')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Log in with email' }));
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  });

  it('shows the banner, the eight categories and the footer', async () => {
    await renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Find top-rated local providers you can trust' }),
    ).toBeInTheDocument();
    const discover = screen
      .getByRole('heading', { name: 'Discover Providers' })
      .closest('section')!;
    expect(discover.querySelectorAll('li')).toHaveLength(8);
    expect(screen.getByText(/© 2025 InjuryPros\. All rights reserved\./)).toBeInTheDocument();
  });

  it('Enter in the search box goes to /search with the normalised text', async () => {
    const { router } = await renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Search providers' });
    await userEvent.type(box, '  smith   &  partners {Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('smith & partners');
  });

  it('an empty Enter goes to /search with no query', async () => {
    const { router } = await renderApp('/');
    await userEvent.type(
      await screen.findByRole('combobox', { name: 'Search providers' }),
      '   {Enter}',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('');
  });

  it('the clear button empties the box', async () => {
    await renderApp('/');
    const box = await screen.findByRole('combobox', { name: 'Search providers' });
    await userEvent.type(box, 'law');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
  });
});
