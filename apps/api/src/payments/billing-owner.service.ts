import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PAYMENT_MESSAGES } from '@app/contracts';
import Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import {
  detachBilling,
  openAtStripe,
  providersOwnedBy,
  type OpenAtStripe,
} from './billing-owner.repository';
import { STRIPE_CLIENT } from './stripe-client';
import { SubscriptionsService } from './subscriptions.service';

/** What closing a person's billing did, for the deletion mail. */
export interface ClosedBilling {
  /** The profiles whose Premium subscription was cancelled at Stripe. */
  premiumCancelled: string[];
}

/**
 * Billing belongs to the person (decision 0056). When a profile's owner changes (a claim
 * approved) or an account is deleted, the earlier owner's billing on that profile is closed:
 * first at Stripe (subscriptions cancelled at once, open checkouts expired, and the Stripe
 * customer deleted, with its saved cards), then, in the caller's transaction, the local
 * rows are detached and remembered so that later events about them are refused. When Stripe
 * cannot be reached nothing changes (503): no one is charged after their billing closed.
 */
@Injectable()
export class BillingOwnerService {
  private readonly logger = new Logger(BillingOwnerService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Before an account is deleted: closes at Stripe the billing of every profile it owns. */
  async closeAccountAtStripe(userId: string): Promise<ClosedBilling> {
    const premiumCancelled: string[] = [];
    for (const provider of await providersOwnedBy(this.dataSource, userId)) {
      const open = await openAtStripe(this.dataSource, provider.id, null);
      await this.closeAtStripe(open);
      if (open.premium) premiumCancelled.push(provider.name);
    }
    return { premiumCancelled };
  }

  /** In the deletion's transaction: detaches the billing of every profile the person owns. */
  async detachAccount(manager: EntityManager, userId: string): Promise<void> {
    for (const provider of await providersOwnedBy(manager, userId))
      await this.detach(manager, provider.id, null, 'account_deleted');
  }

  /**
   * Before a profile is given to `newOwnerId` (a claim approved): closes at Stripe whatever
   * billing of anyone else is left on it (an owner deleted before this rule, or a call that
   * failed). Nothing when the profile is owned by someone else (the approval is refused).
   */
  async closeOthersAtStripe(providerId: string, newOwnerId: string): Promise<void> {
    const [row]: Array<{ owner_id: string | null }> = await this.dataSource.query(
      'SELECT owner_id FROM providers WHERE id = $1',
      [providerId],
    );
    if (!row || (row.owner_id !== null && row.owner_id !== newOwnerId)) return;
    await this.closeAtStripe(await openAtStripe(this.dataSource, providerId, newOwnerId));
  }

  /** In the approval's transaction: the new owner starts with no billing of anyone else's. */
  handOver(manager: EntityManager, providerId: string, newOwnerId: string): Promise<void> {
    return this.detach(manager, providerId, newOwnerId, 'owner_change');
  }

  private async detach(
    manager: EntityManager,
    providerId: string,
    keepOwner: string | null,
    reason: 'owner_change' | 'account_deleted',
  ): Promise<void> {
    const detached = await detachBilling(manager, providerId, keepOwner, reason);
    if (detached.length > 0)
      await this.subscriptions.recordSystemAudit(manager, {
        action: 'billing.close',
        targetType: 'provider',
        targetId: providerId,
        details: { reason, detached },
      });
  }

  private async closeAtStripe(open: OpenAtStripe): Promise<void> {
    const stripe = this.stripe;
    if (!stripe) return; // test mode: nothing at Stripe
    const real = (id: string) => !/_test_/.test(id);
    for (const id of open.sessions.filter(real))
      await this.call(`expire ${id}`, () =>
        stripe.checkout.sessions.expire(id, {}, { idempotencyKey: `close-${id}` }),
      );
    for (const id of open.subscriptions.filter(real))
      await this.call(`cancel ${id}`, () =>
        stripe.subscriptions.cancel(id, {}, { idempotencyKey: `close-${id}` }),
      );
    // Deleting the customer removes its saved cards at Stripe (privacy: nothing stays).
    if (open.customer && real(open.customer)) {
      const customer = open.customer;
      await this.call(`delete ${customer}`, () => stripe.customers.del(customer));
    }
  }

  /**
   * A Stripe call that closes something: already closed or gone (an invalid request about
   * it) is as good as done; anything else stops the change with 503.
   */
  private async call(what: string, fn: () => Promise<unknown>): Promise<void> {
    try {
      await fn();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) {
        this.logger.warn(`Stripe ${what}: ${error.message} (taken as closed)`);
        return;
      }
      this.logger.error(`Stripe ${what} failed: ${String(error)}`);
      throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
    }
  }
}
