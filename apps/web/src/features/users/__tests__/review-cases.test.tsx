import { CASE_TEXT } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/token-storage';
import { renderApp, stubSession } from '../../../test/render';

const cases = [
  {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'appeal',
    role: 'author',
    reviewId: null,
    providerId: 'p1',
    providerName: 'Smith & Partners',
    submittedAt: '2026-11-01T10:00:00.000Z',
    decision: {
      outcome: 'remove',
      reason: 'not_real_experience',
      reasonLabel: 'Not about a real experience',
      decidedAt: '2026-11-03T10:00:00.000Z',
    },
  },
  {
    id: '00000000-0000-4000-8000-000000000002',
    kind: 'report',
    role: 'author',
    reviewId: '00000000-0000-4000-8000-000000000009',
    providerId: 'p2',
    providerName: 'Sunshine Auto Body',
    submittedAt: '2026-11-20T10:00:00.000Z',
    decision: null,
  },
  {
    id: '00000000-0000-4000-8000-000000000003',
    kind: 'appeal',
    role: 'provider',
    reviewId: null,
    providerId: 'p3',
    providerName: 'Not shown on /me',
    submittedAt: '2026-11-20T10:00:00.000Z',
    decision: null,
  },
];

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  const session = stubSession('good.token.here');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith('/api/me/review-cases')) return Response.json({ data: cases });
      return session(input, init);
    }),
  );
  setToken('good.token.here');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/me: moderation cases (decision 0030)', () => {
  it("shows the timeline of each case of the person's reviews: submitted, decided, reason", async () => {
    await renderApp('/me');
    const section = await screen.findByRole('region', { name: CASE_TEXT.heading });
    const items = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('ol'));
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(CASE_TEXT.caption('appeal', 'Smith & Partners'));
    expect(items[0]).toHaveTextContent(CASE_TEXT.submitted('appeal', 'author'));
    expect(items[0]).toHaveTextContent(CASE_TEXT.removed);
    expect(items[0]).toHaveTextContent('Reason: Not about a real experience');
    expect(items[1]).toHaveTextContent(CASE_TEXT.submitted('report', 'author'));
    expect(items[1]).toHaveTextContent(CASE_TEXT.underReview);
    expect(section).not.toHaveTextContent('Not shown on /me');
  });
});
