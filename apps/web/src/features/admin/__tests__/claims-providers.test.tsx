import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import {
  ADMIN_TOKEN,
  emptyState,
  fakeAdminApi,
  FakeState,
  makeClaim,
  makeProviders,
} from './fake-api';

let state: FakeState;
let api: ReturnType<typeof fakeAdminApi>;

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  state = { ...emptyState(), claims: [makeClaim(1), makeClaim(2)], providers: makeProviders(3) };
  api = fakeAdminApi(state);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  setToken(ADMIN_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/claims', () => {
  it('lists claims; the detail shows the documents; Approve asks, approves and returns', async () => {
    const { router } = await renderApp('/admin/claims');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Review the claim on Claimed Clinic 1 by Claire 1' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Claim on Claimed Clinic 1' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Business Registration Document/ })).toHaveAttribute(
      'href',
      '/api/files/private/reg-1.pdf?signature=abc',
    );
    expect(screen.getByRole('link', { name: /Proof of Address/ })).toHaveAttribute(
      'href',
      '/api/files/private/addr-1.png?signature=def',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Approve Profile Claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Profile Claim?' });
    expect(api.calls.some((c) => c.path.endsWith('/approve'))).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Approve' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/claims'));
    expect(
      await screen.findByText('The claim on Claimed Clinic 1 was approved.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Claimed Clinic 1 by/ })).not.toBeInTheDocument(),
    );
    expect(state.claims[0]!.status).toBe('approved');
  });

  it('Cancel Claim cancels and returns to the list; Send Email mails the claimant', async () => {
    const { router } = await renderApp(`/admin/claims/${state.claims[1]!.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Email' });
    await userEvent.type(
      within(dialog).getByLabelText('Message (optional)'),
      'Please send a newer bill.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(
      await screen.findByText('An email was sent to work2@clinic.example.com.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.path.endsWith('/send-email'))?.body).toEqual({
      message: 'Please send a newer bill.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Claim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/claims'));
    expect(state.claims[1]!.status).toBe('cancelled');
  });

  it('shows its own empty state when no claim is pending, and No Results Found for a search', async () => {
    state.claims = [];
    await renderApp('/admin/claims');
    expect(await screen.findByText('No Profile Claims Found')).toBeInTheDocument();
    expect(screen.getByText('There are no claims to review yet')).toBeInTheDocument();
    expect(screen.queryByText('No Results Found')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search claims' }), 'nobody');
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    expect(screen.getByText('Please refine your search criteria')).toBeInTheDocument();
  });
});

describe('/admin/providers', () => {
  it('shows its own empty state when there are no providers yet, No Results Found for a search', async () => {
    state.providers = [];
    await renderApp('/admin/providers');
    expect(await screen.findByText('No Providers Yet')).toBeInTheDocument();
    expect(
      screen.getByText('Providers added to the directory will be listed here'),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search providers' }), 'zzz');
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
  });

  it('edits a provider with the admin types, sending only what changed', async () => {
    await renderApp('/admin/providers');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Clinic 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Provider Profile' });
    const type = await within(dialog).findByLabelText('Provider Type');
    const options = within(type)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options.slice(0, 6)).toEqual([
      'Law Firm',
      'Medical Facility',
      'MRI Center',
      'Chiropractor',
      'Insurance Agent',
      'Auto Repair',
    ]);
    // The current owner type stays selectable, so an untouched field keeps its value.
    expect(type).toHaveValue('Clinic');
    const name = within(dialog).getByLabelText('Profile Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Clinic Two');
    await userEvent.selectOptions(type, 'MRI Center');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe(`/api/providers/${state.providers[1]!.id}`);
    // The sample description is short: untouched, it is neither checked nor sent.
    expect(patch?.body).toEqual({ profileName: 'Clinic Two', providerType: 'MRI Center' });
    expect(await screen.findByText('Clinic Two was saved.')).toBeInTheDocument();
  });

  it('sets the languages, the facts of the category and Open 24 hours, sending only those changed', async () => {
    await renderApp('/admin/providers');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Clinic 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Provider Profile' });
    const services = within(await within(dialog).findByRole('group', { name: 'Services' }));
    // A medical facility: letters of protection and PIP, no 'No fee unless you win' (law).
    expect(services.getAllByRole('checkbox').map((c) => c.closest('label')!.textContent)).toEqual([
      'Free consultation',
      'Accepts letters of protection / liens',
      'PIP accepted',
      'Open 24 hours',
      'Mobile service',
    ]);
    await userEvent.click(services.getByRole('checkbox', { name: 'PIP accepted' }));
    await userEvent.click(services.getByRole('checkbox', { name: 'Open 24 hours' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Spanish' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      facts: { languages: ['es', 'en'], pipAccepted: true, open24Hours: true },
    });
  });

  it('checks a changed field with the profile rules', async () => {
    await renderApp('/admin/providers');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Clinic 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Provider Profile' });
    await userEvent.type(await within(dialog).findByLabelText('Description'), ' Too short.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Description must be at least 100 characters'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('sends a new password link to the owner and deletes after confirmation', async () => {
    await renderApp('/admin/providers');
    // Only a claimed profile has someone to send a link to.
    expect(
      await screen.findByRole('button', {
        name: 'Send Password Link to the owner of Clinic 2',
      }),
    ).toBeDisabled();
    await userEvent.click(
      screen.getByRole('button', { name: 'Send Password Link to the owner of Clinic 1' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Send New Password Link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('A password reset link was sent to owner@example.com.'),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Clinic 3' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete Provider Profile?' });
    expect(
      within(dialog).getByText('Are you sure you want to continue? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Clinic 3' })).toBeNull());
    expect(state.providers).toHaveLength(2);
  });
});
