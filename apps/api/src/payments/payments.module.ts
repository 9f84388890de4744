import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { AdminBillingService } from './admin-billing.service';
import { BillingOwnerService } from './billing-owner.service';
import { BillingService } from './billing.service';
import { CheckoutService } from './checkout.service';
import { PaymentsController } from './payments.controller';
import { PaymentsService } from './payments.service';
import { ReceiptsService } from './receipts.service';
import { SavedCardsService } from './saved-cards.service';
import { createStripeClient, STRIPE_CLIENT } from './stripe-client';
import { SponsoredEventsService } from './sponsored-events.service';
import { StripeWebhookController } from './stripe-webhook.controller';
import { SubscriptionsService } from './subscriptions.service';
import { TestCheckoutService } from './test-checkout.service';

/** Plans and ads through Stripe, or the test-mode stand-in (issue 18, decision 0028). */
@Module({
  controllers: [PaymentsController, StripeWebhookController],
  providers: [
    { provide: STRIPE_CLIENT, useFactory: createStripeClient, inject: [AppConfig] },
    PaymentsService,
    CheckoutService,
    BillingService,
    SubscriptionsService,
    ReceiptsService,
    TestCheckoutService,
    SponsoredEventsService,
    AdminBillingService,
    SavedCardsService,
    BillingOwnerService,
  ],
  exports: [PaymentsService, BillingOwnerService],
})
export class PaymentsModule {}
