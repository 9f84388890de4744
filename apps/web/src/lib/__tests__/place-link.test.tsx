import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ProviderCard } from '../../components/provider-card';
import { placeOf, placeSearch } from '../place-link';

const item = {
  id: 'demo-8',
  name: 'Golden State Towing',
  category: 'Towing Services' as const,
  city: 'Los Angeles',
  state: 'CA',
  rating: 4,
  reviewCount: 3,
  image: null,
  description: 'Flatbeds around the clock.',
  plan: 'basic' as const,
  specialties: [],
};

describe('the searched place passed on to a provider page', () => {
  it('reads near, or lat + lng together, from a query string', () => {
    expect(placeOf('?q=tow&near=33101&openNow=true')).toEqual({ near: '33101' });
    expect(placeOf('?lat=25.77&lng=-80.19')).toEqual({ lat: 25.77, lng: -80.19 });
    expect(placeOf('?lat=25.77')).toBeUndefined();
    expect(placeOf('?lat=abc&lng=1')).toBeUndefined();
    expect(placeOf('?q=tow&near=')).toBeUndefined();
    expect(placeSearch('?near=Miami,%20FL&q=x')).toBe('?near=Miami%2C+FL');
    expect(placeSearch('?q=x')).toBe('');
  });

  it('a result card links to the profile with the place of the search it is on', () => {
    render(
      <MemoryRouter initialEntries={['/search?q=tow+truck&near=33101&openNow=true']}>
        <ProviderCard provider={item} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/provider/demo-8?near=33101');
  });

  it('links to the bare profile from a search without a place', () => {
    render(
      <MemoryRouter initialEntries={['/search?q=tow+truck']}>
        <ProviderCard provider={item} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/provider/demo-8');
  });
});
