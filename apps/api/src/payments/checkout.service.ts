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
  AD_PLACEMENT_LABELS,
  AD_PRICE_PER_PLACEMENT_CENTS,
  PAYMENT_MESSAGES,
  PREMIUM_PRICE_CENTS,
  type TPaymentKind,
  API_MESSAGES,
} from '@app/contracts';
import { randomBytes, randomUUID } from 'node:crypto';
import type Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { loadOwnedProvider } from '../providers/provider-ownership';
import { campaignToPay } from '../provider-tools/campaigns.repository';
import type { User } from '../users/user.entity';
import {
  insertCheckout,
  openCheckoutOf,
  PREMIUM_STATES,
  saveStripeCustomer,
  stripeCustomerOf,
  subscriptionOf,
} from './payments.repository';
import { STRIPE_CLIENT } from './stripe-client';

/** An open checkout is handed out again for this long (Stripe's sessions last 24 hours). */
const REUSE_OPEN_CHECKOUT_MS = 23 * 60 * 60 * 1000;

/** Checkouts of Premium and of campaigns: Stripe Checkout, or the test-mode stand-in. */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly config: AppConfig,
  ) {}

  private get testMode(): boolean {
    return this.stripe === null;
  }

  async premiumCheckout(user: User, providerId: string): Promise<{ url: string }> {
    const provider = await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const sub = await subscriptionOf(this.dataSource, providerId);
    if (provider.plan === 'premium' || (sub && PREMIUM_STATES.has(sub.status)))
      throw new ConflictException(PAYMENT_MESSAGES.alreadyPremium);
    return this.checkout(user, providerId, 'premium', null, PREMIUM_PRICE_CENTS, async (key) => {
      const stripe = this.stripe!;
      const customer = await this.customerOf(user, providerId, provider.name);
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
          metadata: { providerId, ownerId: user.id, kind: 'premium' },
          subscription_data: { metadata: { providerId, ownerId: user.id } },
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
    const campaign = await campaignToPay(this.dataSource.manager, campaignId, providerId);
    if (!campaign) throw new NotFoundException(API_MESSAGES.campaignNotFound);
    if (campaign.status !== 'pending_payment')
      throw new ConflictException(PAYMENT_MESSAGES.campaignNotPayable);
    // The server's price: $25 per distinct placement, whatever the duration (spec 9).
    const amount = new Set(campaign.placements).size * AD_PRICE_PER_PLACEMENT_CENTS;
    const name = `Ad campaign: ${campaign.durationDays} days, ${campaign.placements
      .map((p) => AD_PLACEMENT_LABELS[p])
      .join(' + ')}`;
    return this.checkout(user, providerId, 'campaign', campaignId, amount, async (key) => {
      const stripe = this.stripe!;
      const customer = await this.customerOf(user, providerId, provider.name);
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
          metadata: { providerId, ownerId: user.id, kind: 'campaign', campaignId },
          payment_intent_data: { metadata: { providerId, ownerId: user.id, campaignId } },
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
    const open = await openCheckoutOf(this.dataSource, {
      createdBy: user.id,
      providerId,
      kind,
      campaignId,
      testMode: this.testMode,
      amountCents,
      maxAgeSeconds: REUSE_OPEN_CHECKOUT_MS / 1000,
    });
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
    await insertCheckout(this.dataSource, {
      id,
      provider_id: providerId,
      created_by: user.id,
      kind,
      campaign_id: campaignId,
      amount_cents: amountCents,
      test_mode: this.testMode,
      url,
    });
    return { url };
  }

  /**
   * The Stripe customer of the owner on this profile, created once (idempotency key per
   * profile and owner: the next owner never gets the earlier one's, decision 0056).
   */
  private async customerOf(user: User, providerId: string, name: string): Promise<string> {
    const known = await stripeCustomerOf(this.dataSource, providerId);
    if (known) return known;
    const customer = await this.stripe!.customers.create(
      { name, metadata: { providerId, ownerId: user.id } },
      { idempotencyKey: `customer-${providerId}-${user.id}` },
    );
    await saveStripeCustomer(this.dataSource, providerId, customer.id);
    return (await stripeCustomerOf(this.dataSource, providerId))!;
  }
}
