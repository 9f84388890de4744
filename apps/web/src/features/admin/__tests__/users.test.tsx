import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp } from '../../../test/render';
import { ADMIN_TOKEN, emptyState, fakeAdminApi, FakeState, makeUsers } from './fake-api';

let state: FakeState;
let api: ReturnType<typeof fakeAdminApi>;

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  state = { ...emptyState(), users: makeUsers(25) };
  api = fakeAdminApi(state);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  setToken(ADMIN_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const userCalls = () => api.calls.filter((c) => c.path === '/api/admin/users');

describe('/admin/users', () => {
  it('shows 10 users a page and pages through all of them', async () => {
    await renderApp('/admin/users');
    expect(await screen.findByText('person1@example.com')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Block / })).toHaveLength(10);
    const pages = screen.getByRole('navigation', { name: 'Users pages' });
    expect(within(pages).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('person11@example.com')).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('person25@example.com')).toBeInTheDocument();
    expect(within(pages).getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(userCalls().map((c) => c.query.get('offset'))).toEqual(['0', '10', '20']);
    expect(userCalls().every((c) => c.query.get('limit') === '10')).toBe(true);
  });

  it('searches once typing has paused for 400 ms, not on every key', async () => {
    await renderApp('/admin/users');
    await screen.findByText('person1@example.com');
    const before = userCalls().length;
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    // The page's timers on a clock the test moves: the pause is measured on it, so a busy
    // machine (a late timer, a long tick) cannot make it look shorter or longer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Typed a letter at a time (user-event's own waits need real timers under Vitest).
      for (let n = 1; n <= 'person2'.length; n++) {
        if (n > 1) await act(() => vi.advanceTimersByTimeAsync(300));
        fireEvent.change(box, { target: { value: 'person2'.slice(0, n) } });
      }
      await act(() => vi.advanceTimersByTimeAsync(399));
      // Nothing asked while typing, nor 399 ms after the last key.
      expect(userCalls().length).toBe(before);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(userCalls().length).toBe(before + 1);
      // What the answer set going (the query client's notices) runs before the clock goes back.
      await act(() => vi.runOnlyPendingTimersAsync());
    } finally {
      vi.useRealTimers();
    }
    const call = userCalls().at(-1)!;
    expect(call.query.get('query')).toBe('person2');
    expect(call.query.get('offset')).toBe('0');
    expect(await screen.findByText('person20@example.com')).toBeInTheDocument();
    expect(screen.queryByText('person1@example.com')).not.toBeInTheDocument();
  });

  it("shows 'No Results Found' when the search finds nobody", async () => {
    await renderApp('/admin/users');
    await screen.findByText('person1@example.com');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'nobody');
    expect(await screen.findByText('No Results Found')).toBeInTheDocument();
    expect(screen.getByText('Please refine your search criteria')).toBeInTheDocument();
  });

  it('shows its own empty state when there are no users yet, not the search one', async () => {
    state.users = [];
    await renderApp('/admin/users');
    expect(await screen.findByText('No Users Yet')).toBeInTheDocument();
    expect(
      screen.getByText('People who create an account will be listed here'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Please refine your search criteria')).not.toBeInTheDocument();
  });

  it('blocks and unblocks a user', async () => {
    await renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Block Person 1' }));
    expect(await screen.findByRole('button', { name: 'Unblock Person 1' })).toBeInTheDocument();
    expect(state.users[0]!.isBlocked).toBe(true);
    const row = screen.getByRole('button', { name: 'Unblock Person 1' }).closest('tr')!;
    expect(within(row).getByText('Blocked')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unblock Person 1' }));
    expect(await screen.findByRole('button', { name: 'Block Person 1' })).toBeInTheDocument();
    expect(state.users[0]!.isBlocked).toBe(false);
  });

  it('deletes a user only after confirmation', async () => {
    await renderApp('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Person 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete User?' });
    expect(
      within(dialog).getByText('Are you sure you want to continue? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Person 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete User?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Delete' }));
    await waitFor(() => expect(screen.queryByText('person1@example.com')).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.users).toHaveLength(24);
  });

  it('shows the error message in a red box when the list fails', async () => {
    state.usersError = { status: 500, message: 'Database is down' };
    await renderApp('/admin/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
  });
});
