import { singleLineText } from '@app/contracts';
import { z } from 'zod';
import type { PaymentEvent } from './payment-event';

/**
 * The shapes of the Stripe events the payments module reads (issue 43): a signed event is
 * still checked before anything is done with it. The envelope (id, type, created) always;
 * the object of the types we handle, field by field, as far as we read it (other fields pass
 * through). Ids are Stripe's (letters, digits and underscores), amounts are integer cents
 * within the payments table's check, currencies three letters, times Unix seconds before
 * the year 10000, text fields under the one text rule.
 */

const stripeId = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/);
/** An id that Stripe sends either as a string or as the expanded object. */
const ref = z.union([stripeId, z.object({ id: stripeId }).passthrough()]).nullish();
/** payments.amount_cents: integer >= 0 (a PostgreSQL integer). */
const cents = z.number().int().min(0).max(2_147_483_647);
const seconds = z.number().int().min(0).max(253_402_300_799);
const currency = z.string().regex(/^[A-Za-z]{3}$/);
const word = z
  .string()
  .max(30)
  .regex(/^[a-z_]+$/);
const metadata = z.record(singleLineText(z.string().max(500), { verbatim: true })).nullish();
const url = singleLineText(z.string().max(2000).url(), { verbatim: true });

const checkoutSession = z
  .object({
    id: stripeId,
    amount_total: cents.nullish(),
    currency: currency.nullish(),
    payment_status: word.nullish(),
    customer: ref,
    subscription: ref,
    payment_intent: ref,
    metadata,
  })
  .passthrough();

const subscription = z
  .object({
    id: stripeId,
    status: word.nullish(),
    cancel_at_period_end: z.boolean().nullish(),
    customer: ref,
    metadata,
    current_period_end: seconds.nullish(),
    items: z
      .object({ data: z.array(z.object({ current_period_end: seconds.nullish() }).passthrough()) })
      .passthrough()
      .nullish(),
  })
  .passthrough();

const invoice = z
  .object({
    id: stripeId,
    customer: ref,
    amount_paid: cents.nullish(),
    amount_due: cents.nullish(),
    currency: currency.nullish(),
    hosted_invoice_url: url.nullish(),
    subscription: ref,
    parent: z
      .object({
        subscription_details: z.object({ subscription: ref, metadata }).passthrough().nullish(),
      })
      .passthrough()
      .nullish(),
    period_end: seconds.nullish(),
    lines: z
      .object({
        data: z.array(
          z
            .object({ period: z.object({ end: seconds.nullish() }).passthrough().nullish() })
            .passthrough(),
        ),
      })
      .passthrough()
      .nullish(),
  })
  .passthrough();

/** The object schema of each event type we act on; every other type is ignored. */
const HANDLED: Record<string, z.ZodTypeAny> = {
  'checkout.session.completed': checkoutSession,
  'customer.subscription.created': subscription,
  'customer.subscription.updated': subscription,
  'customer.subscription.deleted': subscription,
  'invoice.paid': invoice,
  'invoice.payment_failed': invoice,
};

const envelope = z.object({
  id: stripeId,
  type: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_.]+$/),
  created: seconds,
});

/** A checked event: one we act on, one we ignore (answered 200), or a malformed one. */
export type CheckedEvent =
  | { kind: 'handled'; event: PaymentEvent }
  | { kind: 'ignored'; event: Omit<PaymentEvent, 'data'> }
  | { kind: 'malformed'; problem: string };

export function checkStripeEvent(raw: unknown): CheckedEvent {
  const head = envelope.safeParse(raw);
  if (!head.success) return { kind: 'malformed', problem: describe(head.error) };
  const schema = HANDLED[head.data.type];
  if (!schema) return { kind: 'ignored', event: head.data };
  const data = z.object({ object: schema }).safeParse((raw as { data?: unknown }).data);
  if (!data.success) return { kind: 'malformed', problem: describe(data.error, 'data') };
  return {
    kind: 'handled',
    event: { ...head.data, data: { object: data.data.object as Record<string, unknown> } },
  };
}

function describe(error: z.ZodError, prefix?: string): string {
  const issue = error.issues[0]!;
  const path = [...(prefix ? [prefix] : []), ...issue.path].join('.');
  return `${path || 'event'}: ${issue.message}`;
}
