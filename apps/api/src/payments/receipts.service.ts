import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  AD_PLACEMENT_LABELS,
  API_MESSAGES,
  INTL_LOCALES,
  type AdPlacement,
  type TLocale,
  type TPayment,
  type TReceipt,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { mailLocale } from '../mail/mail-locale';
import { MailService } from '../mail/mail.service';
import { receiptMail } from '../mail/mail.templates';
import { loadOwnedProvider } from '../providers/provider-ownership';
import type { User } from '../users/user.entity';
import { languageOfEmail } from '../users/users.repository';

/** The ad placements as a Spanish receipt names them. */
const AD_PLACEMENT_LABELS_ES: Record<AdPlacement, string> = {
  main: 'Página principal',
  search: 'Resultados de búsqueda',
  provider: 'Página del proveedor',
  user: 'Página del usuario',
};
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
    const provider = await loadOwnedProvider(this.dataSource.manager, user, providerId, {
      allowAdmin: true,
    });
    // The owner reads their own payments only (decision 0056); an admin reads any.
    const receipt = await this.receiptOf(
      paymentId,
      providerId,
      'en',
      provider.owner_id === user.id,
    );
    if (!receipt) throw new NotFoundException(API_MESSAGES.paymentNotFound);
    return receipt;
  }

  private async receiptOf(
    paymentId: string,
    providerId?: string,
    locale: TLocale = 'en',
    currentOwnerOnly = false,
  ): Promise<TReceipt | null> {
    const row = await receiptRowOf(this.dataSource, paymentId, providerId, currentOwnerOnly);
    if (!row) return null;
    const description =
      locale === 'es'
        ? row.kind === 'premium'
          ? 'Perfil Premium, 1 mes'
          : row.placements && row.duration_days
            ? `Campaña de anuncios: ${row.duration_days} días, ${row.placements.map((p) => AD_PLACEMENT_LABELS_ES[p]).join(' + ')}`
            : 'Campaña de anuncios'
        : row.kind === 'premium'
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
      const providerId = (await receiptRowOf(this.dataSource, paymentId))?.provider_id;
      if (!providerId) return;
      const email = await ownerEmailOf(this.dataSource, providerId);
      if (!email) return;
      // The owner's language, else English; amounts and dates in its format (issue 19).
      const locale = mailLocale(await languageOfEmail(this.dataSource, email));
      const receipt = await this.receiptOf(paymentId, undefined, locale);
      if (!receipt) return;
      await this.mail.send(
        email,
        receiptMail(
          {
            providerName: receipt.providerName,
            description: receipt.description,
            amount: new Intl.NumberFormat(INTL_LOCALES[locale], {
              style: 'currency',
              currency: receipt.currency.toUpperCase(),
            }).format(receipt.amountCents / 100),
            date: new Date(receipt.createdAt).toLocaleDateString(INTL_LOCALES[locale], {
              year: 'numeric',
              month: 'long',
              day: 'numeric',
              timeZone: 'UTC',
            }),
            card: receipt.cardLast4
              ? `${(receipt.cardBrand ?? (locale === 'es' ? 'tarjeta' : 'card')).toUpperCase()} •••• ${receipt.cardLast4}`
              : null,
            reference: receipt.id,
            link: receipt.receiptUrl ?? this.receiptLink(receipt.providerId, receipt.id, null),
          },
          locale,
        ),
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
