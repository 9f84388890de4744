import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  Logger,
  NotFoundException,
  Post,
  Req,
} from '@nestjs/common';
import { PAYMENT_MESSAGES } from '@app/contracts';
import type { Request } from 'express';
import { RouteMeta } from '../common/guards/route-meta';
import { AppConfig } from '../config/app-config';
import { PaymentsService } from './payments.service';
import { checkStripeEvent } from './stripe-event.schemas';

/** Where Stripe posts events; create-app.ts keeps this path's body raw for the signature. */
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';

/**
 * POST /api/webhooks/stripe: verified with the SDK against STRIPE_WEBHOOK_SECRET (400 when
 * the signature is wrong, missing or too old), its shape checked (400 when malformed; a type
 * we do not act on is answered 200 and recorded), then handled once per event id. 404 in
 * test mode, where nothing sends events.
 */
@Controller('api/webhooks')
@RouteMeta({ access: 'public' })
export class StripeWebhookController {
  private readonly logger = new Logger(StripeWebhookController.name);

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
    let raw: unknown;
    try {
      raw = stripe.webhooks.constructEvent(body, signature, secret);
    } catch {
      throw new BadRequestException(PAYMENT_MESSAGES.webhookSignature);
    }
    const checked = checkStripeEvent(raw);
    if (checked.kind === 'malformed') {
      this.logger.warn(`Malformed Stripe event refused: ${checked.problem}`);
      throw new BadRequestException(PAYMENT_MESSAGES.webhookMalformed);
    }
    const applied = await this.payments.handleEvent(
      checked.kind === 'handled' ? checked.event : { ...checked.event, data: { object: {} } },
    );
    return { received: true, duplicate: !applied };
  }
}
