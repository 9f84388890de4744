import type { TTransparencyMonth } from '@app/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { activateLocale } from '../../../lib/i18n';
import en from '../i18n/en.json';

const month = (m: string, extra: Partial<TTransparencyMonth> = {}): TTransparencyMonth => ({
  month: m,
  reviewsPosted: 0,
  labelledContact: 0,
  labelledInvited: 0,
  reported: 0,
  removed: 0,
  removedByReason: {},
  appealsFiled: 0,
  appealsUpheld: 0,
  appealsRejected: 0,
  alertsConfirmed: 0,
  ...extra,
});

let answer: () => Response;

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), 'http://l');
      if (url.pathname === '/api/transparency') return answer();
      return Response.json(
        { statusCode: 401, message: 'no', error: 'Unauthorized' },
        { status: 401 },
      );
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => activateLocale('en'));
});

describe('/transparency', () => {
  it('shows the monthly numbers, the removals by reason and How reviews work', async () => {
    answer = () =>
      Response.json({
        data: {
          months: [
            month('2026-11', {
              reviewsPosted: 42,
              labelledContact: 7,
              labelledInvited: 5,
              reported: 3,
              removed: 2,
              removedByReason: { offensive: 2 },
              appealsFiled: 4,
              appealsUpheld: 1,
              appealsRejected: 2,
              alertsConfirmed: 1,
            }),
            month('2026-10', { reviewsPosted: 9, removed: 1, removedByReason: { offensive: 1 } }),
          ],
          generatedAt: '2026-11-26T12:00:00.000Z',
        },
      });
    await renderApp('/transparency');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transparency' })).toBeVisible();
    const table = await screen.findByRole('table', { name: en.tableCaption });
    const nov = within(table).getByRole('row', { name: /Nov 2026/ });
    expect(
      within(nov)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['42', '7', '5', '3', '2', '4', '1', '2', '1']);
    expect(within(table).getByRole('columnheader', { name: 'Appeals upheld' })).toBeVisible();
    // Removals by reason add up over the months, with the published reason's words.
    const reasons = screen.getByRole('region', { name: en.removedReasonsHeading });
    expect(within(reasons).getByRole('row', { name: 'Offensive language 3' })).toBeVisible();
    const how = screen.getByRole('region', { name: 'How reviews work' });
    for (const part of [
      'who',
      'labels',
      'average',
      'ranking',
      'paid',
      'badges',
      'alerts',
      'reports',
    ] as const)
      expect(within(how).getByRole('heading', { name: en[`how.${part}.heading`] })).toBeVisible();
    expect(how).toHaveTextContent('Paid plans change neither');
    expect(how).toHaveTextContent('at least 10 reviews in the last 24 months');
  });

  it('says so when nothing was posted, and offers a retry when loading fails', async () => {
    answer = () =>
      Response.json({ statusCode: 500, message: 'x', error: 'Internal' }, { status: 500 });
    await renderApp('/transparency');
    expect(await screen.findByText(en.loadFailed)).toBeVisible();
    answer = () =>
      Response.json({
        data: { months: [month('2026-11')], generatedAt: '2026-11-26T12:00:00.000Z' },
      });
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText(en.empty)).toBeVisible();
    expect(screen.getByText(en.removedNone)).toBeVisible();
  });

  it('speaks Spanish: headings, months, reasons and the rules with their numbers', async () => {
    await act(() => activateLocale('es'));
    answer = () =>
      Response.json({
        data: {
          months: [
            month('2026-11', { reviewsPosted: 4, removed: 1, removedByReason: { offensive: 1 } }),
          ],
          generatedAt: '2026-11-26T12:00:00.000Z',
        },
      });
    await renderApp('/transparency');
    expect(await screen.findByRole('heading', { level: 1, name: 'Transparencia' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Reseñas y moderación por mes' });
    expect(within(table).getByRole('row', { name: /nov 2026/i })).toBeVisible();
    expect(
      within(table).getByRole('columnheader', { name: 'Apelaciones aceptadas' }),
    ).toBeVisible();
    const reasons = screen.getByRole('region', { name: 'Por qué se eliminaron reseñas' });
    expect(within(reasons).getByRole('row', { name: 'Lenguaje ofensivo 1' })).toBeVisible();
    const how = screen.getByRole('region', { name: 'Cómo funcionan las reseñas' });
    expect(how).toHaveTextContent('al menos 10 reseñas en los últimos 24 meses');
  });
});
