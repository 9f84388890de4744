import { STORAGE_KEYS } from '@app/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

afterEach(() => localStorage.clear());

describe('legal pages', () => {
  it('shows the privacy policy with its sections and no acknowledgement button by default', async () => {
    await renderApp('/privacy-policy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '6. Your rights' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agree and Continue' })).not.toBeInTheDocument();
  });

  it('shows the terms of use', async () => {
    await renderApp('/terms-of-use');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Use' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2. Reviews must be honest' })).toBeInTheDocument();
  });

  it('Agree and Continue remembers the agreement and returns to the page asked for', async () => {
    const { router } = await renderApp('/privacy-policy?acknowledge&returnTo=%2Fsearch');
    await userEvent.click(await screen.findByRole('button', { name: 'Agree and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(localStorage.getItem(STORAGE_KEYS.privacyAcknowledged)).not.toBeNull();
  });

  it('never returns to another site', async () => {
    const { router } = await renderApp('/privacy-policy?acknowledge&returnTo=%2F%2Fevil.example');
    await userEvent.click(await screen.findByRole('button', { name: 'Agree and Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
