import {
  ConflictException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PAYMENT_MESSAGES,
  PREMIUM_PRICE_CENTS,
  type TAdminSetPlanBody,
  type TBilling,
} from '@app/contracts';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { recordAudit } from '../audit/audit-log';
import { AppConfig } from '../config/app-config';
import { loadOwnedProvider, PROVIDER_NOT_FOUND_MESSAGE } from '../providers/provider-ownership';
import { lockProvider, planOf, setPlan } from '../providers/providers.repository';
import type { User } from '../users/user.entity';
import {
  cancelAtPeriodEnd,
  paymentsOf,
  PREMIUM_STATES,
  stripeCustomerOf,
  subscriptionOf,
} from './payments.repository';
import { ReceiptsService } from './receipts.service';
import { STRIPE_CLIENT } from './stripe-client';
import { SubscriptionsService } from './subscriptions.service';

/** A provider's billing: what it pays, cancelling Premium, the Stripe portal, an admin's plan. */
@Injectable()
export class BillingService {
  private readonly logger = new Logger(BillingService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly config: AppConfig,
    private readonly subscriptions: SubscriptionsService,
    private readonly receipts: ReceiptsService,
  ) {}

  private get testMode(): boolean {
    return this.stripe === null;
  }

  async cancel(user: User, providerId: string): Promise<TBilling> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const sub = await subscriptionOf(this.dataSource, providerId);
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
        await cancelAtPeriodEnd(manager, providerId);
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
    const customerId = await stripeCustomerOf(this.dataSource, providerId);
    if (!this.stripe || !customerId)
      throw new ConflictException(PAYMENT_MESSAGES.portalUnavailable);
    try {
      const session = await this.stripe.billingPortal.sessions.create({
        customer: customerId,
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
    await this.subscriptions.settleEnded(providerId);
    return this.billingOf(providerId);
  }

  async adminSetPlan(admin: User, providerId: string, body: TAdminSetPlanBody): Promise<TBilling> {
    await this.dataSource.transaction(async (manager) => {
      const row = await lockProvider(manager, providerId);
      if (!row) throw new NotFoundException(PROVIDER_NOT_FOUND_MESSAGE);
      if (row.plan === 'unclaimed' || !row.ownerId)
        throw new ConflictException(PAYMENT_MESSAGES.planNeedsOwner);
      await setPlan(manager, providerId, body.plan);
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
    const plan = await planOf(this.dataSource.manager, providerId);
    const sub = await subscriptionOf(this.dataSource, providerId);
    const payments = await paymentsOf(this.dataSource, providerId);
    return {
      plan: plan!,
      testMode: this.testMode,
      subscription: sub
        ? {
            status: sub.status,
            cancelAtPeriodEnd: sub.cancel_at_period_end,
            currentPeriodEnd: sub.current_period_end?.toISOString() ?? null,
          }
        : null,
      payments: payments.map((row) => this.receipts.paymentOf(providerId, row)),
      nextCharge:
        sub && PREMIUM_STATES.has(sub.status) && !sub.cancel_at_period_end && sub.current_period_end
          ? { amountCents: PREMIUM_PRICE_CENTS, date: sub.current_period_end.toISOString() }
          : null,
    };
  }
}
