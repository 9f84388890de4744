/**
 * The part of a Stripe event the payments module reads. Stripe's webhook delivers these;
 * test mode builds the same shapes, so both go through PaymentsService.handleEvent.
 */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Unix seconds, Stripe's event time: settles out-of-order subscription events. */
  created: number;
  data: { object: Record<string, unknown> };
}

/** Card details test mode keeps with a payment: brand and last 4 digits only. */
export interface CardSummary {
  brand: string;
  last4: string;
}

type Obj = Record<string, unknown>;

export function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

export function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function obj(value: unknown): Obj {
  return value && typeof value === 'object' ? (value as Obj) : {};
}

/** An id that Stripe sends either as a string or as the expanded object. */
export function idOf(value: unknown): string | null {
  return str(value) ?? str(obj(value).id);
}

/** The subscription an invoice belongs to (API 2025+: parent.subscription_details). */
export function invoiceSubscription(invoice: Obj): { id: string | null; metadata: Obj } {
  const details = obj(obj(invoice.parent).subscription_details);
  return {
    id: idOf(details.subscription) ?? idOf(invoice.subscription),
    metadata: obj(details.metadata),
  };
}

/** The end of the paid period of a subscription (API 2025+: on its items). */
export function subscriptionPeriodEnd(subscription: Obj): number | null {
  const items = obj(subscription.items).data;
  const first = Array.isArray(items) ? obj(items[0]) : {};
  return num(first.current_period_end) ?? num(subscription.current_period_end);
}

/** The end of the period an invoice pays for (its first line). */
export function invoicePeriodEnd(invoice: Obj): number | null {
  const lines = obj(invoice.lines).data;
  const first = Array.isArray(lines) ? obj(lines[0]) : {};
  return num(obj(first.period).end) ?? num(invoice.period_end);
}
