import { consumerAlertLine } from '@app/contracts';
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
  makeAlerts,
  makeAppeals,
  makeReports,
} from './fake-api';

let state: FakeState;
let api: ReturnType<typeof fakeAdminApi>;

async function start(count: number) {
  state = { ...emptyState(), appeals: makeAppeals(count) };
  api = fakeAdminApi(state);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return renderApp('/admin/appeals');
}

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  setToken(ADMIN_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

const reviewButtons = () => screen.getAllByRole('button', { name: /^Review the appeal of/ });

describe('/admin/appeals', () => {
  it('shows 10 rows; Load More adds 10 until all are shown, then is disabled', async () => {
    await start(25);
    const table = await screen.findByRole('table', { name: 'Review appeals' });
    for (const header of ['Provider Name', 'Reviewer Name', 'Action'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(reviewButtons()).toHaveLength(10);
    const more = screen.getByRole('button', { name: 'Load More' });
    expect(more).toBeEnabled();
    await userEvent.click(more);
    await waitFor(() => expect(reviewButtons()).toHaveLength(20));
    expect(screen.getByRole('button', { name: 'Load More' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(reviewButtons()).toHaveLength(25));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Load More' })).toBeDisabled());
    const asked = api.calls.filter((c) => c.path === '/api/admin/appeals');
    expect(asked.map((c) => [c.query.get('offset'), c.query.get('limit')])).toEqual([
      ['0', '10'],
      ['10', '10'],
      ['20', '10'],
    ]);
  });

  it('disables Load More at once when everything fits on one page', async () => {
    await start(3);
    await screen.findByText('Provider 3');
    expect(screen.getByRole('button', { name: 'Load More' })).toBeDisabled();
  });

  it('says how many are shown: 1 of 1 with Load More disabled, 10 of 12 then 12 of 12', async () => {
    const { unmount } = await start(1);
    await screen.findByText('Provider 1');
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeDisabled();
    unmount();

    await start(12);
    expect(await screen.findByText('Showing 10 of 12')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Showing 12 of 12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load More' })).toBeDisabled();
  });

  it('shows the empty state when there are no appeals', async () => {
    await start(0);
    expect(await screen.findByText('No Review Appeals Found')).toBeInTheDocument();
    expect(screen.getByText('There are no appeals to display yet')).toBeInTheDocument();
  });

  it("opens 'Review the Appeal' with the appeal, and its three buttons work", async () => {
    await start(2);
    await userEvent.click(
      await screen.findByRole('button', {
        name: "Review the appeal of Reviewer 1's review of Provider 1",
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review the Appeal' });
    expect(within(dialog).getByText('Provider 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Reviewer 1')).toBeInTheDocument();
    expect(
      within(dialog).getByText('This review of provider 1 is not about us.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Original review 1')).toBeInTheDocument();
    const contact = within(dialog).getByRole('link', { name: 'Contact Reviewer via Email' });
    expect(contact.getAttribute('href')).toMatch(/^mailto:reviewer1@example\.com\?subject=/);

    // A decision needs a reason from the published list.
    const del = within(dialog).getByRole('button', { name: 'Delete The Review' });
    expect(del).toBeDisabled();
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Reason to remove the review'),
      'wrong_provider',
    );
    await userEvent.click(del);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('The review of Provider 1 was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(reviewButtons()).toHaveLength(1));
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/delete-review'))).toBe(
      true,
    );

    await userEvent.click(reviewButtons()[0]!);
    const second = await screen.findByRole('dialog', { name: 'Review the Appeal' });
    await userEvent.selectOptions(
      within(second).getByLabelText('Reason to keep the review'),
      'real_experience',
    );
    await userEvent.click(within(second).getByRole('button', { name: 'Confirm The Review' }));
    expect(await screen.findByText('The review of Provider 2 was confirmed.')).toBeInTheDocument();
    expect(await screen.findByText('No Review Appeals Found')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path.endsWith('/confirm'))).toBe(true);
    expect(
      api.calls
        .filter((c) => c.method === 'POST' && c.path.startsWith('/api/admin/appeals/'))
        .map((c) => c.body),
    ).toEqual([{ reason: 'wrong_provider' }, { reason: 'real_experience' }]);
  });

  it('the Reports tab lists open reports; a removal needs a remove reason', async () => {
    state = { ...emptyState(), appeals: makeAppeals(1), reports: makeReports(2) };
    api = fakeAdminApi(state);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderApp('/admin/appeals');
    await userEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Review reports' });
    expect(within(table).getByText('Reporter 1')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Decide the report of Reporter 1 about a review of Provider 1',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decide the Report' });
    expect(within(dialog).getByText('Reported review 1')).toBeInTheDocument();
    const remove = within(dialog).getByRole('button', { name: 'Remove the review' });
    expect(remove).toBeDisabled();
    await userEvent.selectOptions(
      within(dialog).getByLabelText('Reason to remove the review'),
      'offensive',
    );
    await userEvent.click(remove);
    expect(await screen.findByText('The review of Provider 1 was removed.')).toBeInTheDocument();
    const decision = api.calls.find((c) => c.path.endsWith('/decision'));
    expect(decision?.body).toEqual({ outcome: 'remove', reason: 'offensive' });
  });

  it('the Alerts tab lists open alerts; confirming needs a reason and shows what the profile will say', async () => {
    state = { ...emptyState(), appeals: makeAppeals(1), alerts: makeAlerts(2) };
    api = fakeAdminApi(state);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderApp('/admin/appeals');
    // Arrow keys move between the three tabs.
    (await screen.findByRole('tab', { name: 'Appeals' })).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveFocus();
    const table = await screen.findByRole('table', { name: 'Consumer alerts' });
    expect(within(table).getByText('Provider 2')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Decide the consumer alert about Provider 1: One network address',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decide the Consumer Alert' });
    expect(within(dialog).getByText('Suspicious review 2')).toBeInTheDocument();
    expect(within(dialog).getByText(consumerAlertLine('shared_network', 3))).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm the alert' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason for the decision'), 'Same /64');
    await userEvent.click(confirm);
    expect(
      await screen.findByText('The alert about Provider 1 is confirmed and shows on its profile.'),
    ).toBeInTheDocument();
    const decision = api.calls.find((c) => c.path.endsWith('/decision'));
    expect(decision?.body).toEqual({ outcome: 'confirm', note: 'Same /64' });
    await waitFor(() => expect(screen.queryByText('Provider 1')).not.toBeInTheDocument());
  });

  it('an admin opens an alert by hand for an incentive', async () => {
    state = { ...emptyState(), appeals: [], alerts: [] };
    api = fakeAdminApi(state);
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderApp('/admin/appeals');
    await userEvent.click(await screen.findByRole('tab', { name: 'Alerts' }));
    expect(await screen.findByText('No Consumer Alerts Found')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open an alert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open a Consumer Alert' });
    await userEvent.type(within(dialog).getByLabelText('Provider id'), 'p9');
    await userEvent.type(within(dialog).getByLabelText('What moderators found'), 'Gift cards');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open the alert' }));
    expect(await screen.findByText('The alert is open: decide it below.')).toBeInTheDocument();
    expect(await screen.findByText('Provider p9')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      providerId: 'p9',
      rule: 'incentive',
      summary: 'Gift cards',
      reviewIds: [],
    });
  });
});
