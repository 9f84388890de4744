import {
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AD_PRICE_PER_PLACEMENT_CENTS,
  errorBody,
  PAYMENT_MESSAGES,
  type TPaySavedCardBody,
  type TSavedCard,
  API_MESSAGES,
} from '@app/contracts';
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { loadOwnedProvider } from '../providers/provider-ownership';
import { campaignToPay } from '../provider-tools/campaigns.repository';
import type { User } from '../users/user.entity';
import { idOf, type CardSummary } from './payment-event';
import { expireCheckout, openCampaignCheckouts } from './billing-owner.repository';
import { stripeCustomerOf } from './payments.repository';
import { PaymentsService } from './payments.service';
import {
  deleteSavedCard,
  insertSavedCard,
  insertSavedCardCheckout,
  paymentIdByRef,
  savedCardOf,
  savedCardsOf,
} from './saved-cards.repository';
import { STRIPE_CLIENT } from './stripe-client';

const CARD_NOT_FOUND = API_MESSAGES.savedCardNotFound;

/**
 * Saved cards (issue 18, decision 0031): with Stripe, the customer's own payment methods
 * (brand, last 4 and expiry read from Stripe, deleted by detaching them); in test mode, the
 * brand, last 4 and expiry of the test cards that paid (never the number). A pending
 * campaign can be paid with one: an off-session PaymentIntent at the server's price, then
 * the same completion path as Checkout (handleEvent).
 */
@Injectable()
export class SavedCardsService {
  private readonly logger = new Logger(SavedCardsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(STRIPE_CLIENT) private readonly stripe: Stripe | null,
    private readonly payments: PaymentsService,
  ) {}

  async list(user: User, providerId: string): Promise<TSavedCard[]> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    if (!this.stripe) {
      const rows = await savedCardsOf(this.dataSource.manager, providerId);
      return rows.map((r) => ({
        id: r.id,
        brand: r.brand,
        last4: r.last4.trim(),
        expMonth: r.exp_month,
        expYear: r.exp_year,
      }));
    }
    const customer = await this.customerOf(providerId);
    if (!customer) return [];
    const methods = await this.call(() =>
      this.stripe!.customers.listPaymentMethods(customer, { type: 'card', limit: 20 }),
    );
    return methods.data.flatMap((pm) =>
      pm.card
        ? [
            {
              id: pm.id,
              brand: pm.card.brand,
              last4: pm.card.last4,
              expMonth: pm.card.exp_month,
              expYear: pm.card.exp_year,
            },
          ]
        : [],
    );
  }

  async remove(user: User, providerId: string, paymentMethodId: string): Promise<void> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    if (!this.stripe) {
      if (!(await deleteSavedCard(this.dataSource.manager, paymentMethodId, providerId)))
        throw new NotFoundException(CARD_NOT_FOUND);
      return;
    }
    await this.ownMethod(providerId, paymentMethodId);
    await this.call(() =>
      this.stripe!.paymentMethods.detach(
        paymentMethodId,
        {},
        {
          idempotencyKey: `detach-${paymentMethodId}`,
        },
      ),
    );
  }

  /**
   * One payment per campaign (issue 43): payments of one campaign wait for each other (a
   * transaction-scoped advisory lock), the campaign's open Checkout is expired at Stripe
   * before the card is charged (one that completed meanwhile refuses this payment, 409),
   * and the charge carries an idempotency key of the campaign and card.
   */
  async payCampaign(
    user: User,
    providerId: string,
    campaignId: string,
    body: TPaySavedCardBody,
  ): Promise<{ status: 'paid'; paymentId: string }> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    return this.dataSource.transaction(async (lock) => {
      await lock.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `campaign-pay:${campaignId}`,
      ]);
      return this.payCampaignLocked(user, providerId, campaignId, body);
    });
  }

  private async payCampaignLocked(
    user: User,
    providerId: string,
    campaignId: string,
    body: TPaySavedCardBody,
  ): Promise<{ status: 'paid'; paymentId: string }> {
    const campaign = await campaignToPay(this.dataSource.manager, campaignId, providerId);
    if (!campaign) throw new NotFoundException(API_MESSAGES.campaignNotFound);
    if (campaign.status !== 'pending_payment')
      throw new ConflictException(PAYMENT_MESSAGES.campaignNotPayable);
    // The server's price: $25 per distinct placement (spec 9).
    const amount = new Set(campaign.placements).size * AD_PRICE_PER_PLACEMENT_CENTS;

    let intentId: string;
    let card: CardSummary;
    let customer: string | null = null;
    if (!this.stripe) {
      const saved = await savedCardOf(this.dataSource.manager, body.paymentMethodId, providerId);
      if (!saved) throw new NotFoundException(CARD_NOT_FOUND);
      // Test mode's own checkout page of the campaign closes too.
      for (const id of await openCampaignCheckouts(this.dataSource, campaignId, true))
        await expireCheckout(this.dataSource, id);
      intentId = `pi_test_${randomBytes(12).toString('hex')}`;
      card = { brand: saved.brand, last4: saved.last4.trim() };
    } else {
      const { method, customer: owner } = await this.ownMethod(providerId, body.paymentMethodId);
      customer = owner;
      await this.closeOpenCheckouts(campaignId);
      let intent: Stripe.PaymentIntent;
      try {
        intent = await this.stripe.paymentIntents.create(
          {
            amount,
            currency: 'usd',
            customer,
            payment_method: method.id,
            off_session: true,
            confirm: true,
            metadata: { providerId, ownerId: user.id, kind: 'campaign', campaignId },
          },
          { idempotencyKey: `campaign-pay-${campaignId}-${method.id}` },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          throw new HttpException(
            errorBody(402, error.message || PAYMENT_MESSAGES.cardDeclined),
            402,
          );
        this.logger.error(`Stripe payment failed: ${String(error)}`);
        throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
      }
      if (intent.status !== 'succeeded' || intent.amount !== amount)
        throw new HttpException(errorBody(402, PAYMENT_MESSAGES.cardDeclined), 402);
      intentId = intent.id;
      card = { brand: method.card?.brand ?? 'card', last4: method.card?.last4 ?? '' };
    }
    // The same completion as a Checkout: a record of the server's price, then the event path
    // (activation, payment row, receipt, audit), once per payment intent.
    await insertSavedCardCheckout(this.dataSource.manager, {
      id: intentId,
      provider_id: providerId,
      created_by: user.id,
      campaign_id: campaignId,
      amount_cents: amount,
      test_mode: !this.stripe,
    });
    await this.payments.handleEvent(
      {
        id: `evt_saved_${intentId}`,
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: intentId,
            object: 'checkout.session',
            mode: 'payment',
            amount_total: amount,
            currency: 'usd',
            payment_status: 'paid',
            payment_intent: intentId,
            customer,
            metadata: { providerId, kind: 'campaign', campaignId },
          },
        },
      },
      card,
    );
    const paymentId = await paymentIdByRef(this.dataSource.manager, intentId);
    if (!paymentId) throw new ConflictException(PAYMENT_MESSAGES.campaignNotPayable);
    return { status: 'paid', paymentId };
  }

  /** Saves a test card that paid (test mode): brand, last 4 and expiry only. */
  async saveTestCard(
    providerId: string,
    card: CardSummary & { expMonth: number; expYear: number },
  ): Promise<void> {
    await insertSavedCard(this.dataSource.manager, {
      id: `card_test_${randomBytes(12).toString('hex')}`,
      provider_id: providerId,
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
    });
  }

  /**
   * Expires the campaign's open Stripe Checkouts before it is paid another way. One that
   * Stripe no longer holds open is read back: completed means the campaign is being paid
   * there (409, nothing charged); expired is marked so.
   */
  private async closeOpenCheckouts(campaignId: string): Promise<void> {
    const stripe = this.stripe!;
    for (const id of await openCampaignCheckouts(this.dataSource, campaignId)) {
      try {
        await stripe.checkout.sessions.expire(id, {}, { idempotencyKey: `expire-${id}` });
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) {
          this.logger.error(`Stripe checkout expiry failed: ${String(error)}`);
          throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
        }
        const session = await this.call(() => stripe.checkout.sessions.retrieve(id));
        if (session.status !== 'expired')
          throw new ConflictException(PAYMENT_MESSAGES.campaignBeingPaid);
      }
      await expireCheckout(this.dataSource, id);
    }
  }

  private customerOf(providerId: string): Promise<string | null> {
    return stripeCustomerOf(this.dataSource.manager, providerId);
  }

  /** The payment method, when it belongs to this provider's Stripe customer; 404 otherwise. */
  private async ownMethod(
    providerId: string,
    paymentMethodId: string,
  ): Promise<{ method: Stripe.PaymentMethod; customer: string }> {
    const customer = await this.customerOf(providerId);
    if (!customer) throw new NotFoundException(CARD_NOT_FOUND);
    let method: Stripe.PaymentMethod;
    try {
      method = await this.stripe!.paymentMethods.retrieve(paymentMethodId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new NotFoundException(CARD_NOT_FOUND);
      this.logger.error(`Stripe payment method read failed: ${String(error)}`);
      throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
    }
    if (idOf(method.customer) !== customer) throw new NotFoundException(CARD_NOT_FOUND);
    return { method, customer };
  }

  private async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError)
        throw new NotFoundException(CARD_NOT_FOUND);
      this.logger.error(`Stripe call failed: ${String(error)}`);
      throw new ServiceUnavailableException(PAYMENT_MESSAGES.paymentsUnavailable);
    }
  }
}
