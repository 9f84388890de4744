import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@app/contracts';
import { InjectDataSource } from '@nestjs/typeorm';
import Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { activatePaidCampaign, lockCampaign } from '../provider-tools/campaigns.repository';
import { campaignPaid, rememberDetached } from './billing-owner.repository';
import {
  idOf,
  invoicePeriodEnd,
  invoiceSubscription,
  num,
  obj,
  str,
  subscriptionPeriodEnd,
  type CardSummary,
  type PaymentEvent,
} from './payment-event';
import {
  completeCheckout,
  lockCheckout,
  markEventProcessed,
  providerOfEvent,
  recordPayment,
  saveStripeCustomer,
} from './payments.repository';
import { ReceiptsService } from './receipts.service';
import { STRIPE_CLIENT } from './stripe-client';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Premium subscriptions and campaign payments (issue 18, decision 0028). Stripe Checkout
 * when STRIPE_SECRET_KEY is set, else the test-mode stand-in (TestCheckoutService). Every
 * completion, real or test, goes through handleEvent: each event id once, subscription
 * events applied only when newer than the last one applied. The checkouts are
 * checkout.service, billing billing.service, subscriptions subscriptions.service, receipts
 * receipts.service.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) readonly stripe: Stripe | null,
    private readonly subscriptions: SubscriptionsService,
    private readonly receiptService: ReceiptsService,
  ) {}

  get testMode(): boolean {
    return this.stripe === null;
  }

  // ---------- events (webhook and test mode) ----------

  /**
   * Applies one event, once: its id is stored in the same transaction, so a duplicate
   * delivery (or a retry after a failure that rolled back) is handled exactly once.
   * Answers false for a duplicate.
   */
  async handleEvent(event: PaymentEvent, card?: CardSummary): Promise<boolean> {
    // Payments that became paid: their receipts are mailed once the transaction commits.
    const receipts: string[] = [];
    const applied = await this.dataSource.transaction(async (manager) => {
      if (!(await markEventProcessed(manager, event))) return false;
      const object = event.data.object;
      switch (event.type) {
        case 'checkout.session.completed':
          await this.checkoutCompleted(manager, object, event.created, receipts, card);
          break;
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted':
          await this.subscriptionEvent(manager, object, event);
          break;
        case 'invoice.paid':
        case 'invoice.payment_failed':
          await this.invoiceEvent(manager, object, event, receipts, card);
          break;
        default:
          break;
      }
      return true;
    });
    for (const paymentId of receipts) await this.receiptService.mailReceipt(paymentId);
    return applied;
  }

  private async checkoutCompleted(
    manager: EntityManager,
    session: Record<string, unknown>,
    created: number,
    receipts: string[],
    card?: CardSummary,
  ): Promise<void> {
    const row = await lockCheckout(manager, str(session.id));
    if (!row || row.status === 'complete') return;
    // The price is the server's: a session that does not charge it changes nothing.
    if (num(session.amount_total) !== row.amount_cents || session.payment_status !== 'paid') {
      this.logger.warn(
        `Checkout ${row.id} completed with ${String(session.amount_total)} (${String(session.payment_status)}), expected ${row.amount_cents}: ignored`,
      );
      return;
    }
    const customer = idOf(session.customer);
    // Billing belongs to the person (decision 0056): a checkout closed with its owner's
    // billing, or started by someone who no longer owns the profile, pays for nothing.
    const owner = await providerOfEvent(manager, {
      providerId: row.provider_id,
      ownerId: str(obj(session.metadata).ownerId),
      subscriptionId: idOf(session.subscription),
      customer,
    });
    const [current]: Array<{ owner_id: string | null }> = await manager.query(
      'SELECT owner_id FROM providers WHERE id = $1',
      [row.provider_id],
    );
    const refused =
      row.status === 'expired'
        ? 'closed'
        : (owner?.refused ??
          (row.created_by === null || row.created_by !== current?.owner_id ? 'other_owner' : null));
    if (row.kind === 'campaign') {
      // One campaign, at most one successful payment: a late one is refunded (audited).
      const campaign = await lockCampaign(manager, row.campaign_id!);
      const duplicate =
        !campaign ||
        campaign.status !== 'pending_payment' ||
        (await campaignPaid(manager, row.campaign_id!));
      if (refused || duplicate) {
        await completeCheckout(manager, row.id);
        await this.refundLate(
          manager,
          row,
          idOf(session.payment_intent),
          duplicate ? 'duplicate' : refused!,
        );
        return;
      }
    } else if (refused) {
      this.logger.warn(`Premium checkout ${row.id} refused (${refused})`);
      // The subscription it started is nobody's here: cancelled, so no one pays for it.
      const subscription = idOf(session.subscription);
      if (subscription) await this.cancelOrphan(manager, row.provider_id, subscription, refused);
      return;
    }
    await completeCheckout(manager, row.id);
    if (customer && !row.test_mode) await saveStripeCustomer(manager, row.provider_id, customer);
    if (row.kind === 'premium') {
      await this.subscriptions.applySubscription(manager, row.provider_id, {
        subscriptionId: idOf(session.subscription),
        status: 'active',
        eventAt: created,
      });
      return;
    }
    await this.recordPayment(
      manager,
      {
        providerId: row.provider_id,
        kind: 'campaign',
        campaignId: row.campaign_id,
        amountCents: row.amount_cents,
        currency: str(session.currency) ?? row.currency,
        status: 'paid',
        receiptUrl: null,
        ref: idOf(session.payment_intent) ?? row.id,
        card,
      },
      receipts,
    );
    // Active from payment for its 3, 7 or 30 days.
    const activated = await activatePaidCampaign(manager, row.campaign_id);
    if (activated)
      await this.subscriptions.recordSystemAudit(manager, {
        action: 'campaign.activate',
        targetType: 'campaign',
        targetId: activated.id,
        details: {
          providerId: row.provider_id,
          amountCents: row.amount_cents,
          endsAt: activated.ends_at.toISOString(),
        },
      });
  }

  /**
   * Refunds at Stripe a campaign payment that must not count (the campaign was paid another
   * way, or the billing it belongs to was closed), once per payment intent, and audits it.
   * A failed refund rolls the event back (503: Stripe delivers it again).
   */
  private async refundLate(
    manager: EntityManager,
    row: { id: string; provider_id: string; campaign_id: string | null; amount_cents: number },
    paymentIntent: string | null,
    why: string,
  ): Promise<void> {
    let refundId: string | null = null;
    if (this.stripe && paymentIntent && !paymentIntent.includes('_test_')) {
      try {
        const refund = await this.stripe.refunds.create(
          { payment_intent: paymentIntent, metadata: { campaignId: row.campaign_id ?? '', why } },
          { idempotencyKey: `refund-${paymentIntent}` },
        );
        refundId = refund.id;
      } catch (error) {
        this.logger.error(`Refund of ${paymentIntent} failed: ${String(error)}`);
        throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
      }
    }
    this.logger.warn(`Campaign payment ${paymentIntent ?? row.id} refunded (${why})`);
    await this.subscriptions.recordSystemAudit(manager, {
      action: 'payment.refund',
      targetType: 'campaign',
      targetId: row.campaign_id ?? row.id,
      details: {
        providerId: row.provider_id,
        checkoutId: row.id,
        paymentIntent,
        refundId,
        amountCents: row.amount_cents,
        reason: why,
      },
    });
  }

  private async subscriptionEvent(
    manager: EntityManager,
    sub: Record<string, unknown>,
    event: PaymentEvent,
  ): Promise<void> {
    const subscriptionId = str(sub.id);
    const providerId = await this.providerOf(manager, event, {
      metadata: obj(sub.metadata),
      subscriptionId,
      customer: idOf(sub.customer),
    });
    if (!providerId) return;
    await this.subscriptions.applySubscription(manager, providerId, {
      subscriptionId,
      status:
        event.type === 'customer.subscription.deleted'
          ? 'canceled'
          : (str(sub.status) ?? 'incomplete'),
      cancelAtPeriodEnd: sub.cancel_at_period_end === true,
      periodEnd: subscriptionPeriodEnd(sub),
      eventAt: event.created,
    });
  }

  private async invoiceEvent(
    manager: EntityManager,
    invoice: Record<string, unknown>,
    event: PaymentEvent,
    receipts: string[],
    card?: CardSummary,
  ): Promise<void> {
    const subscription = invoiceSubscription(invoice);
    if (!subscription.id) return; // not a Premium invoice
    const providerId = await this.providerOf(manager, event, {
      metadata: subscription.metadata,
      subscriptionId: subscription.id,
      customer: idOf(invoice.customer),
    });
    if (!providerId) return;
    const paid = event.type === 'invoice.paid';
    await this.recordPayment(
      manager,
      {
        providerId,
        kind: 'premium',
        campaignId: null,
        amountCents: num(paid ? invoice.amount_paid : invoice.amount_due) ?? 0,
        currency: str(invoice.currency) ?? 'usd',
        status: paid ? 'paid' : 'failed',
        receiptUrl: str(invoice.hosted_invoice_url),
        ref: str(invoice.id) ?? event.id,
        card,
      },
      receipts,
    );
    await this.subscriptions.applySubscription(manager, providerId, {
      subscriptionId: subscription.id,
      status: paid ? 'active' : 'past_due',
      periodEnd: paid ? invoicePeriodEnd(invoice) : undefined,
      eventAt: event.created,
    });
  }

  /**
   * The provider a subscription or invoice event is about, or null when there is none or
   * the event is refused: its subscription or customer was closed with an owner's billing,
   * belongs to another owner, or the profile has no owner (decision 0056).
   */
  private async providerOf(
    manager: EntityManager,
    event: PaymentEvent,
    from: {
      metadata: Record<string, unknown>;
      subscriptionId: string | null;
      customer: string | null;
    },
  ): Promise<string | null> {
    const found = await providerOfEvent(manager, {
      providerId: str(from.metadata.providerId),
      ownerId: str(from.metadata.ownerId),
      subscriptionId: from.subscriptionId,
      customer: from.customer,
    });
    if (!found) return null;
    if (found.refused) {
      this.logger.warn(`Stripe event ${event.id} (${event.type}) refused: ${found.refused}`);
      // A subscription nobody owns here any more still charging (closed before this rule,
      // or a cancellation lost): it is cancelled now, so no one pays for it again.
      if (from.subscriptionId && event.type !== 'customer.subscription.deleted')
        await this.cancelOrphan(manager, found.providerId, from.subscriptionId, found.refused);
      return null;
    }
    return found.providerId;
  }

  /** Cancels at Stripe a subscription whose events are refused (audited once). */
  private async cancelOrphan(
    manager: EntityManager,
    providerId: string,
    subscriptionId: string,
    why: string,
  ): Promise<void> {
    if (!this.stripe || subscriptionId.includes('_test_')) return;
    let cancelled = false;
    try {
      const sub = await this.stripe.subscriptions.cancel(
        subscriptionId,
        {},
        { idempotencyKey: `close-${subscriptionId}` },
      );
      cancelled = sub.status === 'canceled';
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) {
        this.logger.error(`Cancelling ${subscriptionId} failed: ${String(error)}`);
        throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
      }
      return; // already cancelled or unknown at Stripe
    }
    const detached = await rememberDetached(manager, subscriptionId, providerId, 'refused_event');
    if (cancelled || detached)
      await this.subscriptions.recordSystemAudit(manager, {
        action: 'billing.close',
        targetType: 'provider',
        targetId: providerId,
        details: { reason: why, detached: [subscriptionId] },
      });
  }

  /** Records a payment; one that became paid joins `receipts` (mailed after the commit). */
  private async recordPayment(
    manager: EntityManager,
    payment: Parameters<typeof recordPayment>[1],
    receipts: string[],
  ): Promise<void> {
    const paid = await recordPayment(manager, payment);
    if (paid) receipts.push(paid);
  }
}
