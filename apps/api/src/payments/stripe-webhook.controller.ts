import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  NotFoundException,
  Post,
  Req,
} from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@app/contracts';
import type { Request } from 'express';
import { RouteMeta } from '../common/guards/route-meta';
import { AppConfig } from '../config/app-config';
import type { PaymentEvent } from './payment-event';
import { PaymentsService } from './payments.service';

/** Where Stripe posts events; create-app.ts keeps this path's body raw for the signature. */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/**
 * POST /api/webhooks/stripe: verified with the SDK against STRIPE_WEBHOOK_SECRET (400 when
 * the signature is wrong, missing or too old), then handled once per event id. 404 in test
 * mode, where nothing sends events.
 */
@Controller('api/webhooks')
@RouteMeta({ access: 'public' })
export class StripeWebhookController {
  constructor(
    private readonly payments: PaymentsService,
    private readonly config: AppConfig,
  ) {}

  @Post('stripe')
  @HttpCode(200)
  async receive(
    @Req() req: Request,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    const stripe = this.payments.stripe;
    const secret = this.config.env.STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret) throw new NotFoundException();
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || !signature)
      throw new BadRequestException(PAYMENT_MESSAGES.webhookSignature);
    let event: PaymentEvent;
    try {
      event = stripe.webhooks.constructEvent(body, signature, secret) as unknown as PaymentEvent;
    } catch {
      throw new BadRequestException(PAYMENT_MESSAGES.webhookSignature);
    }
    const applied = await this.payments.handleEvent(event);
    return { received: true, duplicate: !applied };
  }
}
