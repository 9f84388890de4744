import type { TBilling } from '@app/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n';
import { BillingSection } from '../components/billing-section';
import { day, money, PAYMENTS_TEXT } from '../text';

const billing: TBilling = {
  plan: 'premium',
  testMode: true,
  subscription: null,
  nextCharge: null,
  payments: [
    {
      id: 'pay1',
      kind: 'premium',
      campaignId: null,
      amountCents: 2500,
      currency: 'usd',
      status: 'paid',
      receiptUrl: '/receipts/p1/pay1',
      createdAt: '2026-11-26T12:00:00.000Z',
    },
  ],
};

afterEach(async () => {
  await act(() => activateLocale('en'));
});

describe('payments words', () => {
  it('keeps the English of the billing history', () => {
    render(<BillingSection billing={billing} />);
    expect(screen.getByRole('heading', { name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByText('Premium Profile')).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Receipt' })).toBeInTheDocument();
    expect(PAYMENTS_TEXT.advertisingSummary(1, 1200, 3)).toBe(
      '1 active campaign · 1,200 impressions · 3 clicks',
    );
    expect(PAYMENTS_TEXT.payDialogNewCard).toContain('$25 per placement.');
    expect(PAYMENTS_TEXT.renewsOn(day('2026-12-26T12:00:00.000Z'))).toBe('Renews on Dec 26, 2026');
  });

  it('speaks Spanish: the billing history, amounts, plurals and the words other pages use', async () => {
    await act(() => activateLocale('es'));
    render(<BillingSection billing={billing} />);
    expect(screen.getByRole('heading', { name: 'Facturación' })).toBeInTheDocument();
    expect(screen.getByText('Perfil Premium')).toBeInTheDocument();
    expect(screen.getByText('Pagado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recibo' })).toBeInTheDocument();
    expect(money(2500)).toMatch(/25[.,]00/);
    expect(PAYMENTS_TEXT.campaignDays(1)).toBe('Campaña de 1 día');
    expect(PAYMENTS_TEXT.campaignDays(30)).toBe('Campaña de 30 días');
    expect(PAYMENTS_TEXT.advertisingSummary(2, 1, 0)).toBe(
      '2 campañas activas · 1 impresión · 0 clics',
    );
    expect(PAYMENTS_TEXT.payDialogSavedCard).toContain('por ubicación');
    expect(PAYMENTS_TEXT.planNames.basic).toBe('Gratis');
  });
});
