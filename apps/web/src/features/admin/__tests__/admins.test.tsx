import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken, setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { ADMIN_TOKEN, emptyState, fakeAdminApi, FakeState } from './fake-api';

let state: FakeState;
let api: ReturnType<typeof fakeAdminApi>;

const ME = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  state = {
    ...emptyState(),
    admins: [
      { id: ME, name: 'Bea Boss', email: 'boss@example.com', status: 'active' },
      { id: OTHER, name: 'Otto Admin', email: 'otto@example.com', status: 'active' },
    ],
  };
  api = fakeAdminApi(state);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  setToken(ADMIN_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin/admins', () => {
  it('shows a spinner, then User Name, Email and the actions', async () => {
    // The list answers only once the spinner has been seen.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input instanceof Request ? input.url : input).includes('/api/admin/admins'))
          await gate;
        return api.fetch(input, init);
      }),
    );
    await renderApp('/admin/admins');
    expect(await screen.findByRole('status', { name: 'Loading admins' })).toBeInTheDocument();
    release();
    const table = await screen.findByRole('table', { name: 'Admins' });
    for (const header of ['User Name', 'Email', 'Action'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(table).getByText('otto@example.com')).toBeInTheDocument();
    // Nobody removes their own admin role from here.
    expect(screen.getByRole('button', { name: 'Delete boss@example.com' })).toBeDisabled();
  });

  it("'Delete Admin Profile?' with its exact texts; Yes, Delete removes and reloads", async () => {
    await renderApp('/admin/admins');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete otto@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Admin Profile?' });
    expect(
      within(dialog).getByText('Are you sure you want to continue? This action cannot be undone.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(screen.queryByText('otto@example.com')).not.toBeInTheDocument());
    expect(
      api.calls.filter((c) => c.path === '/api/admin/admins' && c.method === 'GET'),
    ).toHaveLength(2);
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.path === `/api/admin/admins/${OTHER}`),
    ).toBe(true);
  });

  it("'Restore Admin Password?' sends the reset link and closes", async () => {
    await renderApp('/admin/admins');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Restore password of otto@example.com' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Restore Admin Password?' });
    expect(
      within(dialog).getByText("We will send a password reset link to this admin's email."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      api.calls.some(
        (c) => c.method === 'POST' && c.path === `/api/admin/admins/${OTHER}/restore-password`,
      ),
    ).toBe(true);
    expect(
      screen.getByText('A password reset link was sent to otto@example.com.'),
    ).toBeInTheDocument();
  });

  it('shows the empty state with its curly quotes', async () => {
    state.admins = [];
    await renderApp('/admin/admins');
    expect(await screen.findByText('No Admins Found')).toBeInTheDocument();
    expect(screen.getByText('Use “Add New Admin” to invite someone')).toBeInTheDocument();
  });
});

describe('/admin/help', () => {
  it('lists admins read-only and invites one through Create Admin Profile', async () => {
    await renderApp('/admin/help');
    const table = await screen.findByRole('table', { name: 'Admins' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['User Name', 'Email']);
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add New Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create Admin Profile' });
    const email = within(dialog).getByLabelText('Enter admin email');
    expect(email).toHaveAttribute('type', 'email');
    // An empty invite is ignored (spec 5).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    expect(api.calls.some((c) => c.path === '/api/admin/admins/invite')).toBe(false);
    await userEvent.type(email, 'new@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invite' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path === '/api/admin/admins/invite')?.body).toEqual({
      email: 'new@example.com',
    });
    expect(
      await screen.findByText('An invitation was sent to new@example.com.'),
    ).toBeInTheDocument();
    expect(await within(table).findByText('Invited')).toBeInTheDocument();
  });

  it("shows 'No Admins Yet' when the list is empty", async () => {
    state.admins = [];
    await renderApp('/admin/help');
    expect(await screen.findByText('No Admins Yet')).toBeInTheDocument();
  });

  it('opens Finish Admin Profile from the invitation link, for a visitor, and signs them in', async () => {
    localStorage.clear();
    localStorage.setItem('hasVisited', 'true');
    sessionStorage.clear();
    expect(getToken()).toBeNull();
    const { router } = await renderApp('/admin/help?email=new%40example.com&invite=good-invite');
    const dialog = await screen.findByRole('dialog', { name: 'Finish Admin Profile' });
    const password = within(dialog).getByLabelText('Create your password');
    expect(password).toHaveAttribute('type', 'password');
    // An empty save is ignored; a weak password is refused before any call.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await userEvent.type(password, 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Please ensure your password meets all requirements'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/admin/admins/finish-setup')).toBe(false);
    await userEvent.clear(password);
    await userEvent.type(password, 'Str0ng!pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/users'));
    expect(api.calls.find((c) => c.path === '/api/admin/admins/finish-setup')?.body).toEqual({
      email: 'new@example.com',
      password: 'Str0ng!pass',
      token: 'good-invite',
    });
    expect(getToken()).toBe(ADMIN_TOKEN);
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('shows the API message for a bad invitation token', async () => {
    localStorage.clear();
    localStorage.setItem('hasVisited', 'true');
    sessionStorage.clear();
    await renderApp('/admin/help?email=new%40example.com&invite=stale');
    const dialog = await screen.findByRole('dialog', { name: 'Finish Admin Profile' });
    await userEvent.type(within(dialog).getByLabelText('Create your password'), 'Str0ng!pass');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('This invitation link is invalid or has expired'),
    ).toBeInTheDocument();
  });
});
