import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { errorBody, LEAD_ADDRESS_MESSAGES, normalizeEmail } from '@app/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { mailLocale } from '../mail/mail-locale';
import { languageOfEmail } from '../users/users.repository';
import { MailService } from '../mail/mail.service';
import { leadAddressConfirmMail } from '../mail/mail.templates';
import { isLeadAddressConfirmed } from '../providers/lead-address';
import { confirmLeadAddress, storeLeadAddressToken } from './leads.repository';

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
    const due = await storeLeadAddressToken(
      this.dataSource.manager,
      providerId,
      address,
      hashOf(token),
      LEAD_ADDRESS_RESEND_MINUTES,
    );
    if (!due) return;
    const link = `${this.config.webOrigin}/lead-address/confirm?${new URLSearchParams({ token })}`;
    const locale = mailLocale(await languageOfEmail(this.dataSource, address));
    await this.mail.send(address, leadAddressConfirmMail(due.name, link, locale));
  }

  /** POST /lead-addresses/confirm: the link's token, once, within LEAD_ADDRESS_LINK_DAYS. */
  async confirm(token: string): Promise<{ providerName: string; email: string }> {
    const row = await confirmLeadAddress(
      this.dataSource.manager,
      hashOf(token),
      LEAD_ADDRESS_LINK_DAYS,
    );
    if (!row)
      throw new BadRequestException(
        errorBody(400, LEAD_ADDRESS_MESSAGES.invalidLink, {
          errors: [{ path: 'token', message: LEAD_ADDRESS_MESSAGES.invalidLink }],
        }),
      );
    return { providerName: row.name, email: row.email };
  }
}
