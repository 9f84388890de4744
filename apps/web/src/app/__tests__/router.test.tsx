import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the first page load', () => {
  it('shows the shell while the lazy page loads, then the page, with no router warning', async () => {
    localStorage.setItem('hasVisited', 'true');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' },
          { status: 401 },
        ),
      ),
    );
    const warn = vi.spyOn(console, 'warn');
    const { router } = renderRoutes('/terms-of-use');
    // The legal chunk has not loaded yet: the header and footer are already there.
    expect(router.state.initialized).toBe(false);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    // The empty main fills the screen meanwhile: the footer is not painted in view only to be
    // pushed out of it when the page comes (Lighthouse's layout shift, 0.385 on a phone).
    expect(screen.getByRole('main')).toHaveClass('min-h-screen');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.initialized).toBe(true);
    // The page's own height places the footer then (a short page shows it).
    expect(screen.getByRole('main')).not.toHaveClass('min-h-screen');
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
  });
});
