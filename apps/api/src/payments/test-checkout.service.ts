import {
  BadRequestException,
  ConflictException,
  HttpException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AD_PLACEMENT_LABELS,
  errorBody,
  PAYMENT_MESSAGES,
  TEST_CARD_DECLINED,
  type TTestCheckout,
  type TTestCheckoutPayBody,
  ZTestCheckoutPayBodySchema,
  API_MESSAGES,
} from '@app/contracts';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { User } from '../users/user.entity';
import type { CardSummary, PaymentEvent } from './payment-event';
import { PaymentsService } from './payments.service';
import { type TestSessionRow, testSessionOf } from './saved-cards.repository';
import { SavedCardsService } from './saved-cards.service';

/** Stripe's published test cards that succeed, by brand (https://docs.stripe.com/testing). */
const SUCCEEDING_TEST_CARDS: Record<string, string> = {
  '4242424242424242': 'visa',
  '4000056655665556': 'visa',
  '5555555555554444': 'mastercard',
  '2223003122003222': 'mastercard',
  '378282246310005': 'amex',
  '6011111111111117': 'discover',
};

const rand = () => randomBytes(12).toString('hex');

/**
 * Test mode (no STRIPE_SECRET_KEY): our own checkout page stands in for Stripe Checkout.
 * It accepts Stripe's test card numbers only, keeps brand and last 4 digits, and completes
 * by building the events Stripe would send and handing them to PaymentsService.handleEvent,
 * the webhook's own code path.
 */
@Injectable()
export class TestCheckoutService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly payments: PaymentsService,
    private readonly savedCards: SavedCardsService,
  ) {}

  async get(user: User, sessionId: string): Promise<TTestCheckout> {
    return this.toCheckout(await this.load(user, sessionId));
  }

  async pay(user: User, sessionId: string, input: TTestCheckoutPayBody): Promise<TTestCheckout> {
    const session = await this.load(user, sessionId);
    if (session.status !== 'open') throw new ConflictException(PAYMENT_MESSAGES.checkoutComplete);
    const body = ZTestCheckoutPayBodySchema.parse(input);
    const [month, year] = body.expiry.split('/').map((part) => Number(part.trim())) as [
      number,
      number,
    ];
    const now = new Date();
    const expired =
      2000 + year < now.getUTCFullYear() ||
      (2000 + year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
    if (expired) throw new HttpException(errorBody(402, PAYMENT_MESSAGES.cardExpired), 402);
    if (body.cardNumber === TEST_CARD_DECLINED)
      throw new HttpException(errorBody(402, PAYMENT_MESSAGES.cardDeclined), 402);
    const brand = SUCCEEDING_TEST_CARDS[body.cardNumber];
    if (!brand) throw new BadRequestException(PAYMENT_MESSAGES.testCardsOnly);
    const card: CardSummary = { brand, last4: body.cardNumber.slice(-4) };

    const created = Math.floor(Date.now() / 1000);
    const event = (type: string, object: Record<string, unknown>): PaymentEvent => ({
      id: `evt_test_${rand()}`,
      type,
      created,
      data: { object },
    });
    const metadata = { providerId: session.provider_id, kind: session.kind };
    if (session.kind === 'premium') {
      const subscription = `sub_test_${rand()}`;
      const periodEnd = new Date(now);
      periodEnd.setUTCMonth(periodEnd.getUTCMonth() + 1);
      await this.payments.handleEvent(
        event('checkout.session.completed', {
          id: session.id,
          object: 'checkout.session',
          mode: 'subscription',
          amount_total: session.amount_cents,
          currency: session.currency,
          payment_status: 'paid',
          subscription,
          metadata,
        }),
      );
      await this.payments.handleEvent(
        event('invoice.paid', {
          id: `in_test_${rand()}`,
          object: 'invoice',
          amount_paid: session.amount_cents,
          currency: session.currency,
          hosted_invoice_url: null,
          parent: {
            subscription_details: { subscription, metadata: { providerId: session.provider_id } },
          },
          lines: {
            data: [{ period: { start: created, end: Math.floor(periodEnd.getTime() / 1000) } }],
          },
        }),
        card,
      );
    } else {
      await this.payments.handleEvent(
        event('checkout.session.completed', {
          id: session.id,
          object: 'checkout.session',
          mode: 'payment',
          amount_total: session.amount_cents,
          currency: session.currency,
          payment_status: 'paid',
          payment_intent: `pi_test_${rand()}`,
          metadata: { ...metadata, campaignId: session.campaign_id },
        }),
        card,
      );
    }
    // The card is saved as Stripe would keep a customer's card: brand, last 4, expiry.
    await this.savedCards.saveTestCard(session.provider_id, {
      ...card,
      expMonth: month,
      expYear: 2000 + year,
    });
    return this.toCheckout(await this.load(user, sessionId));
  }

  /** The creator's own test-mode session; 404 otherwise and whenever Stripe is configured. */
  private async load(user: User, sessionId: string): Promise<TestSessionRow> {
    if (!this.payments.testMode) throw new NotFoundException(API_MESSAGES.checkoutNotFound);
    const row = await testSessionOf(this.dataSource.manager, sessionId);
    if (!row || row.created_by !== user.id)
      throw new NotFoundException(API_MESSAGES.checkoutNotFound);
    return row;
  }

  private toCheckout(row: TestSessionRow): TTestCheckout {
    const description =
      row.kind === 'premium'
        ? 'Premium Profile, $25/month'
        : `Ad campaign: ${row.duration_days} days, ${(row.placements ?? [])
            .map((p) => AD_PLACEMENT_LABELS[p])
            .join(' + ')}`;
    return {
      id: row.id,
      kind: row.kind,
      providerId: row.provider_id,
      description,
      amountCents: row.amount_cents,
      currency: row.currency,
      status: row.status,
      returnPath: row.kind === 'premium' ? '/plans' : '/advertisement',
    };
  }
}
