import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CONFIRMATION_CODE_LENGTH, CODE_MESSAGES, normalizeEmail } from '@app/contracts';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { CounterStore } from '../common/rate-limit/counter-store.service';
import { ACCOUNT_LIMITS } from '../common/rate-limit/rate-limit.policies';
import { AppConfig } from '../config/app-config';
import {
  deleteEmailCode,
  deleteEmailCodesOf,
  hasEmailCode,
  pendingNewEmail,
  takeCodeAttempt,
  upsertEmailCode,
} from './auth.repository';
import type { EmailCodePurpose } from './email-code.entity';

export const CODE_TTL_MINUTES = 10;
export const MAX_CODE_ATTEMPTS = 5;

/**
 * The 5-digit codes mailed to confirm an address (sign-up, email change): one live code per
 * account and purpose, only an HMAC kept, valid 10 minutes, burned after five wrong tries.
 */
@Injectable()
export class EmailCodesService {
  private readonly key: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly counters: CounterStore,
    config: AppConfig,
  ) {
    this.key = createHmac('sha256', config.jwtSecret).update('email-codes').digest();
  }

  /**
   * Whether one more code may be mailed to `address`: at most a few an hour and a day per
   * target address, whoever asks and from wherever (an address nobody confirmed is a
   * stranger's until it is). Counts the mail when it may go; answers the seconds to wait
   * (0: it may go). Shared by every replica through Redis when REDIS_URL is set.
   */
  async reserveMail(address: string): Promise<number> {
    const target = normalizeEmail(address);
    const { codeMailsPerAddressPerHour: perHour, codeMailsPerAddressPerDay: perDay } =
      ACCOUNT_LIMITS;
    const [hour, day] = await Promise.all([
      this.counters.read(`code-mail:hour:${target}`),
      this.counters.read(`code-mail:day:${target}`),
    ]);
    const waits = [
      hour.count >= perHour.limit ? hour.resetSeconds : 0,
      day.count >= perDay.limit ? day.resetSeconds : 0,
    ];
    if (waits.some((seconds) => seconds > 0)) return Math.max(1, ...waits);
    await Promise.all([
      this.counters.add(`code-mail:hour:${target}`, perHour.windowSeconds),
      this.counters.add(`code-mail:day:${target}`, perDay.windowSeconds),
    ]);
    return 0;
  }

  /** Replaces the account's code for `purpose` with a new one and returns it (to be mailed). */
  async issue(
    userId: string,
    purpose: EmailCodePurpose,
    newEmail: string | null = null,
  ): Promise<string> {
    const code = String(randomInt(0, 10 ** CONFIRMATION_CODE_LENGTH)).padStart(
      CONFIRMATION_CODE_LENGTH,
      '0',
    );
    await upsertEmailCode(this.dataSource.manager, {
      userId,
      purpose,
      codeHash: this.hash(userId, code),
      newEmail,
      ttlMinutes: CODE_TTL_MINUTES,
    });
    return code;
  }

  /**
   * Checks a code, taking one attempt atomically first so that parallel guesses cannot pass
   * the cap. Throws 400 with the reason; answers the code's row (consume it with `remove`).
   * `noCode` is the message when there is no code at all (none was ever sent).
   */
  async check(
    userId: string,
    purpose: EmailCodePurpose,
    code: string,
    noCode: string = CODE_MESSAGES.expired,
  ): Promise<{ id: string; newEmail: string | null }> {
    const db = this.dataSource.manager;
    const row = await takeCodeAttempt(db, userId, purpose, MAX_CODE_ATTEMPTS);
    if (!row) {
      const exists = await hasEmailCode(db, userId, purpose);
      throw new BadRequestException(exists ? CODE_MESSAGES.burned : noCode);
    }
    if (row.expires_at.getTime() < Date.now()) throw new BadRequestException(CODE_MESSAGES.expired);
    const left = Buffer.from(row.code_hash, 'hex');
    const right = Buffer.from(this.hash(userId, code), 'hex');
    if (left.length !== right.length || !timingSafeEqual(left, right)) {
      throw new BadRequestException(
        row.attempts >= MAX_CODE_ATTEMPTS ? CODE_MESSAGES.burned : CODE_MESSAGES.invalid,
      );
    }
    return { id: row.id, newEmail: row.new_email };
  }

  /** The live code's target address of an email change, if one is pending. */
  async pendingEmail(userId: string): Promise<string | null> {
    return pendingNewEmail(this.dataSource.manager, userId, MAX_CODE_ATTEMPTS);
  }

  async remove(manager: EntityManager, id: string): Promise<void> {
    await deleteEmailCode(manager, id);
  }

  /** Every code of the account, whatever its purpose (its address was just proven otherwise). */
  async removeAll(manager: EntityManager, userId: string): Promise<void> {
    await deleteEmailCodesOf(manager, userId);
  }

  private hash(userId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${userId}:${code}`).digest('hex');
  }
}
