import {
  type OnModuleInit,
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ListingMoves } from '../providers/listing-moves';
import {
  errorBody,
  LEAD_CSV_COLUMNS,
  LEAD_STATUS_LABELS,
  MESSAGES,
  type TCreateLeadBody,
  type TLead,
  type TOwnerLead,
  LISTING_MESSAGES,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { mailLocale } from '../mail/mail-locale';
import { languageOfUser } from '../users/users.repository';
import { MailService } from '../mail/mail.service';
import { leadMail } from '../mail/mail.templates';
import { isLeadAddressConfirmed } from '../providers/lead-address';
import { loadOwnedProvider, PROVIDER_NOT_FOUND_MESSAGE } from '../providers/provider-ownership';
import { wantsMail } from '../users/mail-preferences';
import type { User } from '../users/user.entity';
import {
  allLeadsOf,
  insertLead,
  leadCount,
  type LeadRow,
  leadRecipientOf,
  leadsPage,
  setLeadHandled,
  moveLeads,
} from './leads.repository';

function toLead(row: LeadRow): TLead {
  return {
    id: row.id,
    providerId: row.provider_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    options: row.options,
    createdAt: row.created_at.toISOString(),
  };
}

function toOwnerLead(row: LeadRow): TOwnerLead {
  return { ...toLead(row), handledAt: row.handled_at ? row.handled_at.toISOString() : null };
}

/** One CSV field: quoted, quotes doubled, and a leading = + - @ made inert for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export const LEADS_PAGE_PATH = '/leads';

/** The lead form / appointment request: stored, then mailed to the provider. */
@Injectable()
export class LeadsService implements OnModuleInit {
  private readonly logger = new Logger(LeadsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly moves: ListingMoves,
  ) {}

  /** A merge moves the merged listing's leads to the kept one (issue 47). */
  onModuleInit(): void {
    this.moves.register({
      kind: 'leads',
      move: (manager, from, into) => moveLeads(manager, from, into),
    });
  }

  /**
   * Anyone may send a request to a premium profile (the only plan that shows the form).
   * Chosen options are given by id and stored as the form's texts. The mail goes to the
   * form's address once its recipient has confirmed it (docs/decisions/0017), otherwise to
   * the owner's account email, unless the owner turned lead mails off (/settings). Every
   * lead is stored and listed on the dashboard either way. A signed-in sender is recorded
   * (their data export lists it).
   */
  async create(providerId: string, body: TCreateLeadBody, sender?: User): Promise<{ id: string }> {
    const provider = await leadRecipientOf(this.dataSource.manager, providerId);
    if (!provider) throw new NotFoundException(PROVIDER_NOT_FOUND_MESSAGE);
    // A closed or merged listing takes no requests (issue 47).
    if (provider.merged_into) throw new ConflictException(LISTING_MESSAGES.merged);
    if (provider.status !== 'open') throw new ConflictException(LISTING_MESSAGES.closedNoLeads);
    if (provider.plan !== 'premium') throw new ConflictException(MESSAGES.leadsPremiumOnly);
    const formOptions = provider.lead_form?.options ?? [];
    const chosen = [...new Set(body.options)].map((id, i) => {
      const option = formOptions.find((o) => o.id === id);
      if (!option)
        throw new BadRequestException(
          errorBody(400, MESSAGES.leadOptionUnknown, {
            errors: [{ path: `options.${i}`, message: MESSAGES.leadOptionUnknown }],
          }),
        );
      return option.text;
    });
    const row = await insertLead(this.dataSource.manager, {
      provider_id: providerId,
      name: body.name,
      email: body.email,
      phone: body.phone || null,
      message: body.message || null,
      options: chosen,
      user_id: sender?.id ?? null,
    });
    const formAddress = provider.lead_form?.emailAddress ?? '';
    const to =
      formAddress && (await isLeadAddressConfirmed(this.dataSource, providerId, formAddress))
        ? formAddress
        : provider.owner_email;
    if (provider.owner_id && !(await wantsMail(this.dataSource, provider.owner_id, 'leads'))) {
      // The owner reads it on the dashboard.
    } else if (to) {
      const link = `${this.config.webOrigin}${LEADS_PAGE_PATH}`;
      const locale = mailLocale(await languageOfUser(this.dataSource, provider.owner_id));
      void this.mail.send(to, leadMail(provider.name, toLead(row), link, locale));
    } else {
      this.logger.warn({ providerId }, 'Lead stored without a mail: no form address and no owner');
    }
    return { id: row.id };
  }

  /** The owner's leads, newest first. */
  async list(
    user: User,
    providerId: string,
    { offset, limit }: { offset: number; limit: number },
  ): Promise<{ data: TOwnerLead[]; total: number; offset: number; limit: number }> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const rows = await leadsPage(this.dataSource.manager, providerId, limit, offset);
    const total = await leadCount(this.dataSource.manager, providerId);
    return { data: rows.map(toOwnerLead), total, offset, limit };
  }

  /** Marks one of the owner's leads handled (now) or new again. */
  async setHandled(
    user: User,
    providerId: string,
    leadId: string,
    handled: boolean,
  ): Promise<TOwnerLead> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const row = await setLeadHandled(this.dataSource.manager, leadId, providerId, handled);
    if (!row) throw new NotFoundException(MESSAGES.leadNotFound);
    return toOwnerLead(row);
  }

  /** Every lead of the owner's provider as CSV (header row first), newest first. */
  async csv(user: User, providerId: string): Promise<string> {
    await loadOwnedProvider(this.dataSource.manager, user, providerId);
    const rows = await allLeadsOf(this.dataSource.manager, providerId);
    const lines = [
      LEAD_CSV_COLUMNS.map(csvField).join(','),
      ...rows.map((r) =>
        [
          r.created_at.toISOString(),
          r.name,
          r.email,
          r.phone ?? '',
          r.options.join('; '),
          r.message ?? '',
          r.handled_at ? LEAD_STATUS_LABELS.handled : LEAD_STATUS_LABELS.new,
        ]
          .map(csvField)
          .join(','),
      ),
    ];
    return `${lines.join('\r\n')}\r\n`;
  }
}
