import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { errorBody, LEAD_ADDRESS_MESSAGES, normalizeEmail } from '@app/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { MailService } from '../mail/mail.service';
import { leadAddressConfirmMail } from '../mail/mail.templates';
import { isLeadAddressConfirmed } from '../providers/lead-address';

/** How long a lead address confirmation link works. */
export const LEAD_ADDRESS_LINK_DAYS = 7;
/** A pending address is mailed again at most this often, however often the form is saved. */
export const LEAD_ADDRESS_RESEND_MINUTES = 60;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Confirmation of a lead form's address (issue 16 item 10, docs/decisions/0017): a new
 * address gets a single-use link (only its hash is stored); leads are mailed to it only
 * once it is confirmed.
 */
@Injectable()
export class LeadAddressesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** After a save of the lead form: mails a confirmation link when the address needs one. */
  async requestConfirmation(providerId: string, email: string): Promise<void> {
    const address = normalizeEmail(email);
    if (!address || (await isLeadAddressConfirmed(this.dataSource, providerId, address))) return;
    const token = randomBytes(32).toString('base64url');
    const rows: Array<{ name: string }> = await this.dataSource.query(
      `INSERT INTO lead_address_confirmations (provider_id, email, token_hash, sent_at)
       VALUES ($1, $2, $3, now())
       ON CONFLICT (provider_id, email) DO UPDATE
         SET token_hash = EXCLUDED.token_hash, sent_at = now()
         WHERE lead_address_confirmations.confirmed_at IS NULL
           AND lead_address_confirmations.sent_at < now() - make_interval(mins => $4)
       RETURNING (SELECT name FROM providers WHERE id = $1) AS name`,
      [providerId, address, hashOf(token), LEAD_ADDRESS_RESEND_MINUTES],
    );
    if (rows.length === 0) return;
    const link = `${this.config.webOrigin}/lead-address/confirm?${new URLSearchParams({ token })}`;
    await this.mail.send(address, leadAddressConfirmMail(rows[0]!.name, link));
  }

  /** POST /lead-addresses/confirm: the link's token, once, within LEAD_ADDRESS_LINK_DAYS. */
  async confirm(token: string): Promise<{ providerName: string; email: string }> {
    // An UPDATE answers [rows, count] through TypeORM.
    const [rows] = (await this.dataSource.query(
      `UPDATE lead_address_confirmations c SET confirmed_at = now(), token_hash = NULL
       FROM providers p
       WHERE c.token_hash = $1 AND p.id = c.provider_id
         AND c.sent_at > now() - make_interval(days => $2)
       RETURNING c.email, p.name`,
      [hashOf(token), LEAD_ADDRESS_LINK_DAYS],
    )) as [Array<{ email: string; name: string }>, number];
    const row = rows[0];
    if (!row)
      throw new BadRequestException(
        errorBody(400, LEAD_ADDRESS_MESSAGES.invalidLink, {
          errors: [{ path: 'token', message: LEAD_ADDRESS_MESSAGES.invalidLink }],
        }),
      );
    return { providerName: row.name, email: row.email };
  }
}
