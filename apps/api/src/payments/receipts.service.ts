import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AD_PLACEMENT_LABELS, type TPayment, type TReceipt, API_MESSAGES } from '@app/contracts';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { receiptMail } from '../mail/mail.templates';
import { loadOwnedProvider } from '../providers/provider-ownership';
import type { User } from '../users/user.entity';
import { ownerEmailOf, receiptRowOf, type PaymentRow } from './payments.repository';

function toPayment(row: PaymentRow): TPayment {
  return {
    id: row.id,
    kind: row.kind,
    campaignId: row.campaign_id,
    amountCents: row.amount_cents,
    currency: row.currency.trim(),
    status: row.status,
    receiptUrl: row.receipt_url,
    createdAt: row.created_at.toISOString(),
  };
}

/** Payments as billing lists them and their receipts (decision 0031): the page and the mail. */
@Injectable()
export class ReceiptsService {
  private readonly logger = new Logger(ReceiptsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  /** Where a payment's receipt is read: Stripe's hosted invoice, else our receipt page. */
  private receiptLink(providerId: string, paymentId: string, invoiceUrl: string | null): string {
    return (
      invoiceUrl ??
      `${this.config.webOrigin}/receipts/${encodeURIComponent(providerId)}/${paymentId}`
    );
  }

  async receipt(user: User, providerId: string, paymentId: string): Promise<TReceipt> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId, { allowAdmin: true });
    const receipt = await this.receiptOf(paymentId, providerId);
    if (!receipt) throw new NotFoundException(API_MESSAGES.paymentNotFound);
    return receipt;
  }

  private async receiptOf(paymentId: string, providerId?: string): Promise<TReceipt | null> {
    const row = await receiptRowOf(this.dataSource, paymentId, providerId);
    if (!row) return null;
    const description =
      row.kind === 'premium'
        ? 'Premium Profile, 1 month'
        : row.placements && row.duration_days
          ? `Ad campaign: ${row.duration_days} days, ${row.placements.map((p) => AD_PLACEMENT_LABELS[p]).join(' + ')}`
          : 'Ad campaign';
    return {
      ...this.paymentOf(row.provider_id, row),
      providerId: row.provider_id,
      providerName: row.provider_name,
      description,
      cardBrand: row.card_brand,
      cardLast4: row.card_last4?.trim() ?? null,
      invoiceUrl: row.receipt_url,
    };
  }

  /** Mails a paid payment's receipt to the provider's owner (after the payment committed). */
  async mailReceipt(paymentId: string): Promise<void> {
    try {
      const receipt = await this.receiptOf(paymentId);
      if (!receipt) return;
      const email = await ownerEmailOf(this.dataSource, receipt.providerId);
      if (!email) return;
      await this.mail.send(
        email,
        receiptMail({
          providerName: receipt.providerName,
          description: receipt.description,
          amount: new Intl.NumberFormat('en-US', {
            style: 'currency',
            currency: receipt.currency.toUpperCase(),
          }).format(receipt.amountCents / 100),
          date: new Date(receipt.createdAt).toLocaleDateString('en-US', {
            year: 'numeric',
            month: 'long',
            day: 'numeric',
            timeZone: 'UTC',
          }),
          card: receipt.cardLast4
            ? `${(receipt.cardBrand ?? 'card').toUpperCase()} •••• ${receipt.cardLast4}`
            : null,
          reference: receipt.id,
          link: receipt.receiptUrl ?? this.receiptLink(receipt.providerId, receipt.id, null),
        }),
      );
    } catch (error) {
      this.logger.error(`Receipt ${paymentId} not mailed: ${String(error)}`);
    }
  }

  paymentOf(providerId: string, row: PaymentRow): TPayment {
    const payment = toPayment(row);
    return {
      ...payment,
      receiptUrl:
        row.status === 'paid'
          ? this.receiptLink(providerId, row.id, row.receipt_url)
          : row.receipt_url,
    };
  }
}
