import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Footer } from '../footer';

describe('Footer', () => {
  it('links Privacy policy and Terms of Service to the pages that exist', () => {
    render(
      <MemoryRouter>
        <Footer />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(within(nav).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
    expect(within(nav).getByRole('link', { name: 'How reviews work' })).toHaveAttribute(
      'href',
      '/transparency',
    );
    // /about lists the directory's sources and their licences (issue 47).
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    // The others still have no page (spec 2): inert buttons.
    expect(within(nav).getByRole('button', { name: 'Contact us' })).toBeInTheDocument();
  });
});
