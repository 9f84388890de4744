import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { recordSystemAudit } from '../audit/audit-log';
import { setPaidPlan } from '../providers/providers.repository';
import {
  endLapsedSubscriptions,
  PREMIUM_STATES,
  saveSubscription,
  subscriptionOf,
  type SubscriptionChange,
} from './payments.repository';
import { STRIPE_CLIENT } from './stripe-client';

/** How often subscriptions cancelled at their period's end are settled. */
const SWEEP_MS = 5 * 60 * 1000;

/**
 * Premium subscriptions: their state, applied by event time, the plan that follows it, and
 * the sweep that ends subscriptions cancelled at their period's end.
 */
@Injectable()
export class SubscriptionsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(SubscriptionsService.name);
  private sweep: NodeJS.Timeout | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
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

  /** An audit row of a change made by a payment (the webhook, or the test-mode checkout). */
  recordSystemAudit(
    manager: EntityManager,
    entry: Parameters<typeof recordSystemAudit>[2],
  ): Promise<void> {
    return recordSystemAudit(manager, this.stripe === null ? 'test-mode' : 'stripe', entry).then(
      () => undefined,
    );
  }

  /**
   * A subscription cancelled at its period's end whose period is over ends now, even
   * before Stripe's customer.subscription.deleted arrives (test mode has no Stripe to
   * send it).
   */
  async settleEnded(providerId?: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      for (const ended of await endLapsedSubscriptions(manager, providerId))
        await this.setPremium(manager, ended, false);
    });
  }

  /**
   * Settles a subscription state by event time: an event older than the last one applied
   * (Stripe does not promise order) is kept as processed but changes nothing. Events of
   * another subscription than the current one only replace it when they start Premium.
   */
  async applySubscription(
    manager: EntityManager,
    providerId: string,
    change: SubscriptionChange,
  ): Promise<void> {
    const current = await subscriptionOf(manager, providerId, { lock: true });
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
    await saveSubscription(manager, providerId, {
      subscriptionId: change.subscriptionId,
      status: change.status,
      cancelAtPeriodEnd: change.cancelAtPeriodEnd ?? null,
      periodEnd,
      eventAt: at,
    });
    await this.setPremium(manager, providerId, PREMIUM_STATES.has(change.status));
  }

  /**
   * Premium on or off. Nothing the owner made is deleted: premium-only things (banner,
   * lead form, appointment card, mini-site) are shown by plan, so they come back on renewal.
   */
  private async setPremium(manager: EntityManager, providerId: string, on: boolean) {
    const to = on ? 'premium' : 'basic';
    const from = await setPaidPlan(manager, providerId, to);
    // Every plan change is in the audit log, also those no admin made (decision 0031).
    if (from)
      await this.recordSystemAudit(manager, {
        action: 'provider.plan',
        targetType: 'provider',
        targetId: providerId,
        details: { from, to },
      });
  }
}
