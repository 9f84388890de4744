import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { renderApp } from '../../../test/render';

let unsubscribed = false;

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  unsubscribed = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : null;
      const url = new URL(String(request ? request.url : input), 'http://localhost');
      const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
      if (url.pathname === '/api/review-invitations/unsubscribe') {
        if (method === 'POST') unsubscribed = true;
        return Response.json({ data: { email: 'a***@example.com', unsubscribed } });
      }
      return Response.json({ statusCode: 401, message: 'x', error: 'x' }, { status: 401 });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => activateLocale('en'));
});

describe('/review-invitations/unsubscribe', () => {
  it('asks first, then unsubscribes with the button', async () => {
    await renderApp('/review-invitations/unsubscribe?token=abc');
    expect(
      await screen.findByText(
        'Stop review invitations to a***@example.com? You will not receive them from any provider on our site.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Unsubscribe from all review invitations' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Done: a***@example.com will not receive review invitations from any provider on our site.',
    );
  });

  it('speaks Spanish', async () => {
    await act(() => activateLocale('es'));
    await renderApp('/review-invitations/unsubscribe?token=abc');
    expect(
      await screen.findByRole('heading', { name: 'Invitaciones para escribir reseñas' }),
    ).toBeInTheDocument();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Cancelar todas las invitaciones para escribir reseñas',
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Listo: a***@example.com no recibirá invitaciones',
    );
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toBeInTheDocument();
  });
});
