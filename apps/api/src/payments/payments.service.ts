import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleDestroy,
  OnModuleInit,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AD_PLACEMENT_LABELS,
  AD_PRICE_PER_PLACEMENT_CENTS,
  PAYMENT_MESSAGES,
  PREMIUM_PRICE_CENTS,
  type AdPlacement,
  type TAdminSetPlanBody,
  type TBilling,
  type TPayment,
  type TPaymentKind,
  type TReceipt,
} from '@app/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { recordAudit, type AuditEntry } from '../audit/audit-log';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { receiptMail } from '../mail/mail.templates';
import { loadOwnedProvider, PROVIDER_NOT_FOUND_MESSAGE } from '../providers/provider-ownership';
import type { User } from '../users/user.entity';
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
import { STRIPE_CLIENT } from './stripe-client';

/** A checkout we started: the price the server set, checked again when it completes. */
interface CheckoutRow {
  id: string;
  provider_id: string;
  created_by: string | null;
  kind: TPaymentKind;
  campaign_id: string | null;
  amount_cents: number;
  currency: string;
  test_mode: boolean;
  status: 'open' | 'complete';
  url: string;
  created_at: Date;
}

interface SubscriptionRow {
  provider_id: string;
  subscription_id: string | null;
  status: string;
  cancel_at_period_end: boolean;
  current_period_end: Date | null;
  last_event_at: Date;
}

interface PaymentRow {
  id: string;
  kind: TPaymentKind;
  campaign_id: string | null;
  amount_cents: number;
  currency: string;
  status: 'paid' | 'failed';
  receipt_url: string | null;
  created_at: Date;
}

/** A subscription state to apply, from any event that tells one. */
interface SubscriptionChange {
  subscriptionId: string | null;
  status: string;
  cancelAtPeriodEnd?: boolean;
  periodEnd?: number | null;
  eventAt: number;
}

/** Subscription states in which the profile has Premium. */
const PREMIUM_STATES = new Set(['active', 'trialing']);
/** An open checkout is handed out again for this long (Stripe's sessions last 24 hours). */
const REUSE_OPEN_CHECKOUT_MS = 23 * 60 * 60 * 1000;
/** How often subscriptions cancelled at their period's end are settled. */
const SWEEP_MS = 5 * 60 * 1000;

function toPayment(row: PaymentRow): TPayment {
  return {
    id: row.id,
    kind: row.kind,
    campaignId: row.campaign_id,
    amountCents: row.amount_cents,
    currency: row.currency.trim(),
    status: row.status,
    receiptUrl: row.receipt_url,
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Premium subscriptions and campaign payments (issue 18, decision 0028). Stripe Checkout
 * when STRIPE_SECRET_KEY is set, else the test-mode stand-in (TestCheckoutService). Every
 * completion, real or test, goes through handleEvent: each event id once, subscription
 * events applied only when newer than the last one applied.
 */
@Injectable()
export class PaymentsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(PaymentsService.name);
  private sweep: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) readonly stripe: Stripe | null,
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    // Cancelled subscriptions end on time even when nobody opens billing (test mode).
    this.sweep = setInterval(() => {
      this.settleEnded().catch((error: unknown) =>
        this.logger.error(`Ending subscriptions failed: ${String(error)}`),
      );
    }, SWEEP_MS);
    this.sweep.unref();
  }

  onModuleDestroy(): void {
    if (this.sweep) clearInterval(this.sweep);
  }

  get testMode(): boolean {
    return this.stripe === null;
  }

  // ---------- checkout ----------

  async premiumCheckout(user: User, providerId: string): Promise<{ url: string }> {
    const provider = await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const [sub]: SubscriptionRow[] = await this.dataSource.query(
      'SELECT * FROM subscriptions WHERE provider_id = $1',
      [providerId],
    );
    if (provider.plan === 'premium' || (sub && PREMIUM_STATES.has(sub.status)))
      throw new ConflictException(PAYMENT_MESSAGES.alreadyPremium);
    return this.checkout(user, providerId, 'premium', null, PREMIUM_PRICE_CENTS, async (key) => {
      const stripe = this.stripe!;
      const customer = await this.customerOf(providerId, provider.name);
      const price = this.config.env.STRIPE_PRICE_PREMIUM;
      return stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          customer,
          client_reference_id: providerId,
          line_items: [
            price
              ? { price, quantity: 1 }
              : {
                  quantity: 1,
                  price_data: {
                    currency: 'usd',
                    unit_amount: PREMIUM_PRICE_CENTS,
                    recurring: { interval: 'month' },
                    product_data: { name: 'Premium Profile' },
                  },
                },
          ],
          metadata: { providerId, kind: 'premium' },
          subscription_data: { metadata: { providerId } },
          success_url: `${this.config.webOrigin}/plans?checkout=success`,
          cancel_url: `${this.config.webOrigin}/plans?checkout=cancelled`,
        },
        { idempotencyKey: key },
      );
    });
  }

  async campaignCheckout(
    user: User,
    providerId: string,
    campaignId: string,
  ): Promise<{ url: string }> {
    const provider = await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const [campaign]: Array<{ placements: AdPlacement[]; duration_days: number; status: string }> =
      await this.dataSource.query(
        'SELECT placements, duration_days, status FROM ad_campaigns WHERE id = $1 AND provider_id = $2',
        [campaignId, providerId],
      );
    if (!campaign) throw new NotFoundException('Campaign not found');
    if (campaign.status !== 'pending_payment')
      throw new ConflictException(PAYMENT_MESSAGES.campaignNotPayable);
    // The server's price: $25 per distinct placement, whatever the duration (spec 9).
    const amount = new Set(campaign.placements).size * AD_PRICE_PER_PLACEMENT_CENTS;
    const name = `Ad campaign: ${campaign.duration_days} days, ${campaign.placements
      .map((p) => AD_PLACEMENT_LABELS[p])
      .join(' + ')}`;
    return this.checkout(user, providerId, 'campaign', campaignId, amount, async (key) => {
      const stripe = this.stripe!;
      const customer = await this.customerOf(providerId, provider.name);
      return stripe.checkout.sessions.create(
        {
          mode: 'payment',
          customer,
          client_reference_id: providerId,
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: amount, product_data: { name } },
            },
          ],
          metadata: { providerId, kind: 'campaign', campaignId },
          payment_intent_data: { metadata: { providerId, campaignId } },
          success_url: `${this.config.webOrigin}/advertisement?checkout=success`,
          cancel_url: `${this.config.webOrigin}/advertisement?checkout=cancelled`,
        },
        { idempotencyKey: key },
      );
    });
  }

  /**
   * An open checkout of the same thing is handed out again (two clicks never make two
   * sessions); else a new Stripe session with its own idempotency key (the SDK's retries
   * reuse it), or a test-mode session when no key is configured.
   */
  private async checkout(
    user: User,
    providerId: string,
    kind: TPaymentKind,
    campaignId: string | null,
    amountCents: number,
    createSession: (idempotencyKey: string) => Promise<Stripe.Checkout.Session>,
  ): Promise<{ url: string }> {
    const [open]: CheckoutRow[] = await this.dataSource.query(
      `SELECT * FROM checkout_sessions
       WHERE provider_id = $1 AND kind = $2 AND campaign_id IS NOT DISTINCT FROM $3
         AND status = 'open' AND test_mode = $4 AND amount_cents = $5
         AND created_at > now() - make_interval(secs => $6)
       ORDER BY created_at DESC LIMIT 1`,
      [providerId, kind, campaignId, this.testMode, amountCents, REUSE_OPEN_CHECKOUT_MS / 1000],
    );
    if (open) return { url: open.url };

    let id: string;
    let url: string;
    if (this.testMode) {
      id = `cs_test_${randomBytes(16).toString('hex')}`;
      url = `${this.config.webOrigin}/checkout/test/${id}`;
    } else {
      const key = `${kind}-${campaignId ?? providerId}-${randomUUID()}`;
      let session: Stripe.Checkout.Session;
      try {
        session = await createSession(key);
      } catch (error) {
        this.logger.error(
          `Stripe checkout failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
      }
      if (!session.url) throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
      id = session.id;
      url = session.url;
    }
    await this.dataSource.query(
      `INSERT INTO checkout_sessions
         (id, provider_id, created_by, kind, campaign_id, amount_cents, currency, test_mode, url)
       VALUES ($1, $2, $3, $4, $5, $6, 'usd', $7, $8)`,
      [id, providerId, user.id, kind, campaignId, amountCents, this.testMode, url],
    );
    return { url };
  }

  /** The provider's Stripe customer, created once (idempotency key per provider). */
  private async customerOf(providerId: string, name: string): Promise<string> {
    const [row]: Array<{ customer_id: string }> = await this.dataSource.query(
      'SELECT customer_id FROM stripe_customers WHERE provider_id = $1',
      [providerId],
    );
    if (row) return row.customer_id;
    const customer = await this.stripe!.customers.create(
      { name, metadata: { providerId } },
      { idempotencyKey: `customer-${providerId}` },
    );
    await this.dataSource.query(
      `INSERT INTO stripe_customers (provider_id, customer_id) VALUES ($1, $2)
       ON CONFLICT (provider_id) DO NOTHING`,
      [providerId, customer.id],
    );
    const [saved]: Array<{ customer_id: string }> = await this.dataSource.query(
      'SELECT customer_id FROM stripe_customers WHERE provider_id = $1',
      [providerId],
    );
    return saved!.customer_id;
  }

  // ---------- cancel, billing, admin ----------

  async cancel(user: User, providerId: string): Promise<TBilling> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const [sub]: SubscriptionRow[] = await this.dataSource.query(
      'SELECT * FROM subscriptions WHERE provider_id = $1',
      [providerId],
    );
    if (!sub || !PREMIUM_STATES.has(sub.status) || !sub.subscription_id)
      throw new ConflictException(PAYMENT_MESSAGES.noSubscription);
    if (!sub.cancel_at_period_end) {
      if (this.stripe && !sub.subscription_id.startsWith('sub_test_')) {
        try {
          await this.stripe.subscriptions.update(
            sub.subscription_id,
            { cancel_at_period_end: true },
            { idempotencyKey: `cancel-${sub.subscription_id}` },
          );
        } catch (error) {
          this.logger.error(
            `Stripe cancel failed: ${error instanceof Error ? error.message : String(error)}`,
          );
          throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
        }
      }
      await this.dataSource.transaction(async (manager) => {
        await manager.query(
          `UPDATE subscriptions SET cancel_at_period_end = true, updated_at = now()
           WHERE provider_id = $1`,
          [providerId],
        );
        await recordAudit(manager, user, {
          action: 'provider.plan',
          targetType: 'provider',
          targetId: providerId,
          details: { cancel: 'at_period_end', subscriptionId: sub.subscription_id },
        });
      });
    }
    return this.billingOf(providerId);
  }

  /** A Stripe customer portal session (real mode, a provider that paid through Stripe). */
  async billingPortal(user: User, providerId: string): Promise<{ url: string }> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const [row]: Array<{ customer_id: string }> = await this.dataSource.query(
      'SELECT customer_id FROM stripe_customers WHERE provider_id = $1',
      [providerId],
    );
    if (!this.stripe || !row) throw new ConflictException(PAYMENT_MESSAGES.portalUnavailable);
    try {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: row.customer_id,
        return_url: `${this.config.webOrigin}/plans`,
      });
      return { url: session.url };
    } catch (error) {
      this.logger.error(`Stripe portal failed: ${String(error)}`);
      throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
    }
  }

  async billing(user: User, providerId: string): Promise<TBilling> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId, { allowAdmin: true });
    await this.settleEnded(providerId);
    return this.billingOf(providerId);
  }

  async adminSetPlan(admin: User, providerId: string, body: TAdminSetPlanBody): Promise<TBilling> {
    await this.dataSource.transaction(async (manager) => {
      const [row]: Array<{ plan: string; owner_id: string | null }> = await manager.query(
        'SELECT plan, owner_id FROM providers WHERE id = $1 FOR UPDATE',
        [providerId],
      );
      if (!row) throw new NotFoundException(PROVIDER_NOT_FOUND_MESSAGE);
      if (row.plan === 'unclaimed' || !row.owner_id)
        throw new ConflictException(PAYMENT_MESSAGES.planNeedsOwner);
      await manager.query('UPDATE providers SET plan = $2 WHERE id = $1', [providerId, body.plan]);
      await recordAudit(manager, admin, {
        action: 'provider.plan',
        targetType: 'provider',
        targetId: providerId,
        details: { from: row.plan, to: body.plan, reason: body.reason },
      });
    });
    return this.billingOf(providerId);
  }

  private async billingOf(providerId: string): Promise<TBilling> {
    const [provider]: Array<{ plan: TBilling['plan'] }> = await this.dataSource.query(
      'SELECT plan FROM providers WHERE id = $1',
      [providerId],
    );
    const [sub]: SubscriptionRow[] = await this.dataSource.query(
      'SELECT * FROM subscriptions WHERE provider_id = $1',
      [providerId],
    );
    const payments: PaymentRow[] = await this.dataSource.query(
      `SELECT id, kind, campaign_id, amount_cents, currency, status, receipt_url, created_at
       FROM payments WHERE provider_id = $1 ORDER BY created_at DESC, id DESC LIMIT 100`,
      [providerId],
    );
    return {
      plan: provider!.plan,
      testMode: this.testMode,
      subscription: sub
        ? {
            status: sub.status,
            cancelAtPeriodEnd: sub.cancel_at_period_end,
            currentPeriodEnd: sub.current_period_end?.toISOString() ?? null,
          }
        : null,
      payments: payments.map((row) => this.paymentOf(providerId, row)),
      nextCharge:
        sub && PREMIUM_STATES.has(sub.status) && !sub.cancel_at_period_end && sub.current_period_end
          ? { amountCents: PREMIUM_PRICE_CENTS, date: sub.current_period_end.toISOString() }
          : null,
    };
  }

  /**
   * A subscription cancelled at its period's end whose period is over ends now, even
   * before Stripe's customer.subscription.deleted arrives (test mode has no Stripe to
   * send it).
   */
  async settleEnded(providerId?: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      // A CTE: TypeORM answers a bare UPDATE ... RETURNING as [rows, count].
      const ended: Array<{ provider_id: string }> = await manager.query(
        `WITH ended AS (
           UPDATE subscriptions SET status = 'canceled', updated_at = now()
           WHERE cancel_at_period_end AND status IN ('active', 'trialing')
             AND current_period_end <= now() ${providerId ? 'AND provider_id = $1' : ''}
           RETURNING provider_id)
         SELECT provider_id FROM ended`,
        providerId ? [providerId] : [],
      );
      for (const row of ended) await this.setPremium(manager, row.provider_id, false);
    });
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
      const inserted: unknown[] = await manager.query(
        `INSERT INTO stripe_events (id, type, created) VALUES ($1, $2, to_timestamp($3))
         ON CONFLICT (id) DO NOTHING RETURNING id`,
        [event.id, event.type, event.created],
      );
      if (inserted.length === 0) return false;
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
    for (const paymentId of receipts) await this.mailReceipt(paymentId);
    return applied;
  }

  private async checkoutCompleted(
    manager: EntityManager,
    session: Record<string, unknown>,
    created: number,
    receipts: string[],
    card?: CardSummary,
  ): Promise<void> {
    const [row]: CheckoutRow[] = await manager.query(
      'SELECT * FROM checkout_sessions WHERE id = $1 FOR UPDATE',
      [str(session.id)],
    );
    if (!row || row.status !== 'open') return;
    // The price is the server's: a session that does not charge it changes nothing.
    if (num(session.amount_total) !== row.amount_cents || session.payment_status !== 'paid') {
      this.logger.warn(
        `Checkout ${row.id} completed with ${String(session.amount_total)} (${String(session.payment_status)}), expected ${row.amount_cents}: ignored`,
      );
      return;
    }
    await manager.query(
      `UPDATE checkout_sessions SET status = 'complete', completed_at = now() WHERE id = $1`,
      [row.id],
    );
    const customer = idOf(session.customer);
    if (customer && !row.test_mode) {
      await manager.query(
        `INSERT INTO stripe_customers (provider_id, customer_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING`,
        [row.provider_id, customer],
      );
    }
    if (row.kind === 'premium') {
      await this.applySubscription(manager, row.provider_id, {
        subscriptionId: idOf(session.subscription),
        status: 'active',
        eventAt: created,
      });
      return;
    }
    await this.recordPayment(manager, {
      providerId: row.provider_id,
      kind: 'campaign',
      campaignId: row.campaign_id,
      amountCents: row.amount_cents,
      currency: str(session.currency) ?? row.currency,
      status: 'paid',
      receiptUrl: null,
      ref: idOf(session.payment_intent) ?? row.id,
      card,
      receipts,
    });
    // Active from payment for its 3, 7 or 30 days.
    const activated: Array<{ id: string; ends_at: Date }> = await manager.query(
      `WITH activated AS (
         UPDATE ad_campaigns
         SET status = 'active', paid_at = now(), starts_at = now(),
             ends_at = now() + make_interval(days => duration_days)
         WHERE id = $1 AND status = 'pending_payment'
         RETURNING id, ends_at)
       SELECT id, ends_at FROM activated`,
      [row.campaign_id],
    );
    if (activated[0])
      await this.recordSystemAudit(manager, {
        action: 'campaign.activate',
        targetType: 'campaign',
        targetId: activated[0].id,
        details: {
          providerId: row.provider_id,
          amountCents: row.amount_cents,
          endsAt: activated[0].ends_at.toISOString(),
        },
      });
  }

  private async subscriptionEvent(
    manager: EntityManager,
    sub: Record<string, unknown>,
    event: PaymentEvent,
  ): Promise<void> {
    const subscriptionId = str(sub.id);
    const providerId = await this.providerOf(manager, {
      metadata: obj(sub.metadata),
      subscriptionId,
      customer: idOf(sub.customer),
    });
    if (!providerId) return;
    await this.applySubscription(manager, providerId, {
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
    const providerId = await this.providerOf(manager, {
      metadata: subscription.metadata,
      subscriptionId: subscription.id,
      customer: idOf(invoice.customer),
    });
    if (!providerId) return;
    const paid = event.type === 'invoice.paid';
    await this.recordPayment(manager, {
      providerId,
      kind: 'premium',
      campaignId: null,
      amountCents: num(paid ? invoice.amount_paid : invoice.amount_due) ?? 0,
      currency: str(invoice.currency) ?? 'usd',
      status: paid ? 'paid' : 'failed',
      receiptUrl: str(invoice.hosted_invoice_url),
      ref: str(invoice.id) ?? event.id,
      card,
      receipts,
    });
    await this.applySubscription(manager, providerId, {
      subscriptionId: subscription.id,
      status: paid ? 'active' : 'past_due',
      periodEnd: paid ? invoicePeriodEnd(invoice) : undefined,
      eventAt: event.created,
    });
  }

  private async providerOf(
    manager: EntityManager,
    from: {
      metadata: Record<string, unknown>;
      subscriptionId: string | null;
      customer: string | null;
    },
  ): Promise<string | null> {
    const [row]: Array<{ provider_id: string }> = await manager.query(
      `SELECT id AS provider_id FROM providers WHERE id = $1
       UNION ALL SELECT provider_id FROM subscriptions WHERE subscription_id = $2
       UNION ALL SELECT provider_id FROM stripe_customers WHERE customer_id = $3
       LIMIT 1`,
      [str(from.metadata.providerId), from.subscriptionId, from.customer],
    );
    return row?.provider_id ?? null;
  }

  /**
   * Settles a subscription state by event time: an event older than the last one applied
   * (Stripe does not promise order) is kept as processed but changes nothing. Events of
   * another subscription than the current one only replace it when they start Premium.
   */
  private async applySubscription(
    manager: EntityManager,
    providerId: string,
    change: SubscriptionChange,
  ): Promise<void> {
    const [current]: SubscriptionRow[] = await manager.query(
      'SELECT * FROM subscriptions WHERE provider_id = $1 FOR UPDATE',
      [providerId],
    );
    const at = new Date(change.eventAt * 1000);
    if (current) {
      if (current.last_event_at.getTime() > at.getTime()) return;
      const other =
        current.subscription_id !== null &&
        change.subscriptionId !== null &&
        current.subscription_id !== change.subscriptionId;
      if (other && PREMIUM_STATES.has(current.status) && !PREMIUM_STATES.has(change.status)) return;
    }
    const periodEnd =
      change.periodEnd !== undefined && change.periodEnd !== null
        ? new Date(change.periodEnd * 1000)
        : null;
    await manager.query(
      `INSERT INTO subscriptions
         (provider_id, subscription_id, status, cancel_at_period_end, current_period_end, last_event_at)
       VALUES ($1, $2, $3, coalesce($4, false), $5, $6)
       ON CONFLICT (provider_id) DO UPDATE SET
         subscription_id = coalesce(EXCLUDED.subscription_id, subscriptions.subscription_id),
         status = EXCLUDED.status,
         cancel_at_period_end = coalesce($4, subscriptions.cancel_at_period_end),
         current_period_end = coalesce(EXCLUDED.current_period_end, subscriptions.current_period_end),
         last_event_at = EXCLUDED.last_event_at,
         updated_at = now()`,
      [
        providerId,
        change.subscriptionId,
        change.status,
        change.cancelAtPeriodEnd ?? null,
        periodEnd,
        at,
      ],
    );
    await this.setPremium(manager, providerId, PREMIUM_STATES.has(change.status));
  }

  /**
   * Premium on or off. Nothing the owner made is deleted: premium-only things (banner,
   * lead form, appointment card, mini-site) are shown by plan, so they come back on renewal.
   */
  private async setPremium(manager: EntityManager, providerId: string, on: boolean) {
    const to = on ? 'premium' : 'basic';
    const changed: Array<{ from_plan: string }> = await manager.query(
      `WITH old AS (SELECT id, plan FROM providers WHERE id = $1 FOR UPDATE),
       updated AS (
         UPDATE providers p SET plan = $2 FROM old
         WHERE p.id = old.id AND old.plan <> 'unclaimed' AND old.plan <> $2
         RETURNING old.plan AS from_plan)
       SELECT from_plan FROM updated`,
      [providerId, to],
    );
    // Every plan change is in the audit log, also those no admin made (decision 0031).
    if (changed[0])
      await this.recordSystemAudit(manager, {
        action: 'provider.plan',
        targetType: 'provider',
        targetId: providerId,
        details: { from: changed[0].from_plan, to },
      });
  }

  /** An audit row of a change made by a payment (the webhook, or the test-mode checkout). */
  private async recordSystemAudit(manager: EntityManager, entry: AuditEntry): Promise<void> {
    await manager.query(
      `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, details)
       VALUES (NULL, $1, $2, $3, $4, $5)`,
      [
        this.testMode ? 'test-mode' : 'stripe',
        entry.action,
        entry.targetType,
        entry.targetId,
        JSON.stringify(entry.details ?? {}),
      ],
    );
  }

  private async recordPayment(
    manager: EntityManager,
    p: {
      providerId: string;
      kind: TPaymentKind;
      campaignId: string | null;
      amountCents: number;
      currency: string;
      status: 'paid' | 'failed';
      receiptUrl: string | null;
      ref: string;
      card?: CardSummary;
      /** Collects the payments that became paid (their receipts are mailed). */
      receipts: string[];
    },
  ): Promise<void> {
    // One row per Stripe object: a failed invoice that is paid later turns into paid.
    const [row]: Array<{ id: string; status: string; was: string | null }> = await manager.query(
      `WITH was AS (SELECT status FROM payments WHERE stripe_ref = $10),
       saved AS (
         INSERT INTO payments (provider_id, kind, campaign_id, amount_cents, currency, status,
                               receipt_url, card_brand, card_last4, stripe_ref)
         VALUES ($1, $2, $3, $4, lower($5), $6, $7, $8, $9, $10)
         ON CONFLICT (stripe_ref) DO UPDATE SET status = EXCLUDED.status,
           amount_cents = EXCLUDED.amount_cents,
           receipt_url = coalesce(EXCLUDED.receipt_url, payments.receipt_url)
         RETURNING id, status)
       SELECT saved.id, saved.status, (SELECT status FROM was) AS was FROM saved`,
      [
        p.providerId,
        p.kind,
        p.campaignId,
        p.amountCents,
        p.currency,
        p.status,
        p.receiptUrl,
        p.card?.brand ?? null,
        p.card?.last4 ?? null,
        p.ref,
      ],
    );
    if (row && row.status === 'paid' && row.was !== 'paid') p.receipts.push(row.id);
  }

  // ---------- receipts (decision 0031) ----------

  /** Where a payment's receipt is read: Stripe's hosted invoice, else our receipt page. */
  private receiptLink(providerId: string, paymentId: string, invoiceUrl: string | null): string {
    return (
      invoiceUrl ??
      `${this.config.webOrigin}/receipts/${encodeURIComponent(providerId)}/${paymentId}`
    );
  }

  async receipt(user: User, providerId: string, paymentId: string): Promise<TReceipt> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId, { allowAdmin: true });
    const receipt = await this.receiptOf(paymentId, providerId);
    if (!receipt) throw new NotFoundException('Payment not found');
    return receipt;
  }

  private async receiptOf(paymentId: string, providerId?: string): Promise<TReceipt | null> {
    const [row]: Array<
      PaymentRow & {
        provider_id: string;
        provider_name: string;
        card_brand: string | null;
        card_last4: string | null;
        duration_days: number | null;
        placements: AdPlacement[] | null;
      }
    > = await this.dataSource.query(
      `SELECT x.id, x.kind, x.campaign_id, x.amount_cents, x.currency, x.status, x.receipt_url,
              x.created_at, x.provider_id, x.card_brand, x.card_last4, p.name AS provider_name,
              c.duration_days, c.placements
       FROM payments x JOIN providers p ON p.id = x.provider_id
       LEFT JOIN ad_campaigns c ON c.id = x.campaign_id
       WHERE x.id = $1 AND ($2::text IS NULL OR x.provider_id = $2)`,
      [paymentId, providerId ?? null],
    );
    if (!row) return null;
    const description =
      row.kind === 'premium'
        ? 'Premium Profile, 1 month'
        : row.placements && row.duration_days
          ? `Ad campaign: ${row.duration_days} days, ${row.placements.map((p) => AD_PLACEMENT_LABELS[p]).join(' + ')}`
          : 'Ad campaign';
    return {
      ...this.paymentOf(row.provider_id, row),
      providerId: row.provider_id,
      providerName: row.provider_name,
      description,
      cardBrand: row.card_brand,
      cardLast4: row.card_last4?.trim() ?? null,
      invoiceUrl: row.receipt_url,
    };
  }

  /** Mails a paid payment's receipt to the provider's owner (after the payment committed). */
  private async mailReceipt(paymentId: string): Promise<void> {
    try {
      const receipt = await this.receiptOf(paymentId);
      if (!receipt) return;
      const [owner]: Array<{ email: string }> = await this.dataSource.query(
        `SELECT u.email FROM providers p JOIN users u ON u.id = p.owner_id WHERE p.id = $1`,
        [receipt.providerId],
      );
      if (!owner) return;
      await this.mail.send(
        owner.email,
        receiptMail({
          providerName: receipt.providerName,
          description: receipt.description,
          amount: new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency: receipt.currency.toUpperCase(),
          }).format(receipt.amountCents / 100),
          date: new Date(receipt.createdAt).toLocaleDateString('en-US', {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            timeZone: 'UTC',
          }),
          card: receipt.cardLast4
            ? `${(receipt.cardBrand ?? 'card').toUpperCase()} •••• ${receipt.cardLast4}`
            : null,
          reference: receipt.id,
          link: receipt.receiptUrl ?? this.receiptLink(receipt.providerId, receipt.id, null),
        }),
      );
    } catch (error) {
      this.logger.error(`Receipt ${paymentId} not mailed: ${String(error)}`);
    }
  }

  private paymentOf(providerId: string, row: PaymentRow): TPayment {
    const payment = toPayment(row);
    return {
      ...payment,
      receiptUrl:
        row.status === 'paid'
          ? this.receiptLink(providerId, row.id, row.receipt_url)
          : row.receipt_url,
    };
  }
}
