import { Controller, Req } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { Request } from 'express';
import type { User } from '../users/user.entity';
import { AdminBillingService } from './admin-billing.service';
import { BillingService } from './billing.service';
import { CheckoutService } from './checkout.service';
import { ReceiptsService } from './receipts.service';
import { SavedCardsService } from './saved-cards.service';
import { SponsoredEventsService } from './sponsored-events.service';
import { TestCheckoutService } from './test-checkout.service';

@Controller()
export class PaymentsController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly billing: BillingService,
    private readonly receipts: ReceiptsService,
    private readonly testCheckout: TestCheckoutService,
    private readonly sponsoredEvents: SponsoredEventsService,
    private readonly adminBilling: AdminBillingService,
    private readonly savedCards: SavedCardsService,
  ) {}

  @TsRestHandler(contract.payments)
  handler(@CurrentUser() user: User | undefined, @Req() req: Request) {
    return tsRestHandler(contract.payments, {
      subscriptionCheckout: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.checkout.premiumCheckout(user!, params.id) },
      }),
      subscriptionCancel: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.billing.cancel(user!, params.id) },
      }),
      billing: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.billing.billing(user!, params.id) },
      }),
      billingPortal: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.billing.billingPortal(user!, params.id) },
      }),
      receipt: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.receipts.receipt(user!, params.id, params.paymentId) },
      }),
      campaignCheckout: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.checkout.campaignCheckout(user!, params.id, params.campaignId) },
      }),
      savedCards: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.savedCards.list(user!, params.id) },
      }),
      deleteSavedCard: async ({ params }) => {
        await this.savedCards.remove(user!, params.id, params.paymentMethodId);
        return { status: 204 as const, body: undefined };
      },
      campaignPaySaved: async ({ params, body }) => ({
        status: 200 as const,
        body: {
          data: await this.savedCards.payCampaign(user!, params.id, params.campaignId, body),
        },
      }),
      testCheckout: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.testCheckout.get(user!, params.sessionId) },
      }),
      testCheckoutPay: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.testCheckout.pay(user!, params.sessionId, body) },
      }),
      adminSetPlan: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.billing.adminSetPlan(user!, params.id, body) },
      }),
      adminSubscriptions: async ({ query }) => ({
        status: 200 as const,
        body: await this.adminBilling.subscriptions(query),
      }),
      adminPayments: async ({ query }) => ({
        status: 200 as const,
        body: await this.adminBilling.payments(query),
      }),
      adminCampaigns: async ({ query }) => ({
        status: 200 as const,
        body: await this.adminBilling.campaigns(query),
      }),
      adminCancelCampaign: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.adminBilling.cancelCampaign(user!, params.campaignId, body) },
      }),
      sponsoredEvents: async ({ body }) => ({
        status: 202 as const,
        body: { data: { counted: await this.sponsoredEvents.record(req.ip, body) } },
      }),
    });
  }
}
