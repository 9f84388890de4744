import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { MailContent } from './mail.templates';

/**
 * Sends mail over SMTP_URL; without it, writes each message as an .eml file to
 * DATA_DIR/outbox and logs its subject and recipient (DESIGN 4).
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly outbox: string | null;

  constructor(private readonly config: AppConfig) {
    const smtp = config.env.SMTP_URL;
    if (smtp) {
      this.transport = nodemailer.createTransport(smtp);
      this.outbox = null;
    } else {
      this.transport = nodemailer.createTransport({
        streamTransport: true,
        buffer: true,
        newline: 'unix',
      });
      this.outbox = path.join(config.dataDir, 'outbox');
    }
  }

  /** Sends one mail; failures are logged and reported as false, never thrown at callers. */
  async send(to: string, content: MailContent): Promise<boolean> {
    try {
      const info = await this.transport.sendMail({
        from: this.config.env.MAIL_FROM,
        to,
        ...content,
      });
      if (this.outbox) {
        // Codes and reset links: readable by this server's user only (issue 16 item 16).
        await mkdir(this.outbox, { recursive: true, mode: 0o700 });
        await chmod(this.outbox, 0o700);
        const file = path.join(
          this.outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
        );
        await writeFile(file, (info as unknown as { message: Buffer }).message, { mode: 0o600 });
        this.logger.log(`Mail to ${to} written to ${file}: ${content.subject}`);
      } else {
        this.logger.log(`Mail sent to ${to}: ${content.subject}`);
      }
      return true;
    } catch (error) {
      this.logger.error(
        `Mail to ${to} failed (${content.subject}): ${error instanceof Error ? error.message : String(error)}`,
      );
      return false;
    }
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
