import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';

const POST = {
  id: 'post-1',
  providerId: 'p1',
  providerName: 'Smith & Partners',
  providerAvatar: null,
  providerCategory: 'Law Firms',
  text: 'Our new office is open.',
  imageUrls: ['/uploads/a.png', '/uploads/b.png', '/uploads/c.png', '/uploads/d.png'],
  createdAt: '2026-03-02T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
      if (url.pathname === '/api/posts/latest') return Response.json({ data: [POST] });
      return Response.json({ data: [] });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('home Latest Posts', () => {
  it('opens the photos in the lightbox, the +N thumbnail at its photo, with every photo reachable', async () => {
    await renderApp('/');
    const third = await screen.findByRole('button', {
      name: 'Post photo 3 of 4 by Smith & Partners',
    });
    await userEvent.click(third);
    const box = await screen.findByRole('dialog', { name: 'Photo 3 of 4' });
    expect(within(box).getByRole('img')).toHaveAttribute('src', '/uploads/c.png');
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 4 of 4' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(third).toHaveFocus());
  });
});
