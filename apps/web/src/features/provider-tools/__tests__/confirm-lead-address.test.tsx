import { LEAD_ADDRESS_MESSAGES } from '@app/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render';
import { urlOf } from '../../../test/provider-fixtures';

const posted: unknown[] = [];

beforeEach(() => {
  localStorage.setItem('hasVisited', 'true');
  posted.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = urlOf(input);
      if (url.pathname === '/api/lead-addresses/confirm') {
        const body = JSON.parse(String(init?.body)) as { token: string };
        posted.push(body);
        if (body.token === 'good')
          return Response.json({
            data: { providerName: 'Bayside MRI', email: 'bookings@bayside.example.com' },
          });
        return Response.json(
          {
            statusCode: 400,
            message: LEAD_ADDRESS_MESSAGES.invalidLink,
            error: 'Bad Request',
          },
          { status: 400 },
        );
      }
      return Response.json(
        { statusCode: 401, message: 'Unauthorized', error: 'x' },
        { status: 401 },
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('/lead-address/confirm', () => {
  it('confirms only when the button is pressed, then names the provider and the address', async () => {
    await renderApp('/lead-address/confirm?token=good');
    const button = await screen.findByRole('button', { name: LEAD_ADDRESS_MESSAGES.confirmButton });
    expect(posted).toEqual([]);
    await userEvent.click(button);
    expect(
      await screen.findByRole('heading', { name: LEAD_ADDRESS_MESSAGES.confirmedTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Requests sent to Bayside MRI will be emailed to bookings@bayside.example.com.',
    );
    expect(posted).toEqual([{ token: 'good' }]);
  });

  it('says when the link is used, expired or made up', async () => {
    await renderApp('/lead-address/confirm?token=used');
    await userEvent.click(
      await screen.findByRole('button', { name: LEAD_ADDRESS_MESSAGES.confirmButton }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAD_ADDRESS_MESSAGES.invalidLink);
  });
});
