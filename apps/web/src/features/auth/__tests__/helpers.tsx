import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { sessionUser as signedInUser } from '../../../test/render';
import type { AuthFlow } from '../hooks/use-auth-flow';

/** A flow that records where the form wants to go, so a test can assert it. */
export function recordingFlow(mode: AuthFlow['mode'] = 'page') {
  return {
    mode,
    go: vi.fn<AuthFlow['go']>(),
    done: vi.fn<AuthFlow['done']>(),
    continueWith: vi.fn<AuthFlow['continueWith']>(async () => undefined),
  } satisfies AuthFlow;
}

export function renderForm(ui: ReactNode) {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Answers the API like the server would, per path. */
export function stubApi(
  routes: Record<string, (body: unknown) => { status: number; body: unknown }>,
) {
  const calls: Array<{ path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      const path = decodeURIComponent(url.pathname);
      calls.push({ path, body });
      const handler = routes[path];
      const answer = handler
        ? handler(body)
        : { status: 404, body: { statusCode: 404, message: 'Not Found', error: 'Not Found' } };
      return Response.json(answer.body, { status: answer.status });
    }),
  );
  return calls;
}

/** A newly registered user: unconfirmed, no name yet. */
export const sessionUser = (overrides: Record<string, unknown> = {}) =>
  signedInUser({ firstName: null, lastName: null, isEmailConfirmed: false, ...overrides });
