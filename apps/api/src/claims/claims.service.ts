import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorBody,
  MESSAGES,
  normalizeEmail,
  TClaimFields,
  TClaimStatus,
  TMyClaim,
  ZClaimFieldsSchema,
  CLAIM_MESSAGES,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { ImagesService } from '../images/images.service';
import { MailService } from '../mail/mail.service';
import { claimReceivedMail } from '../mail/mail.templates';
import { StorageService } from '../storage/storage.service';
import type { User } from '../users/user.entity';
import { ClaimsRepository } from './claims.repository';

export interface ClaimFiles {
  registration?: Buffer;
  addressProof?: Buffer;
}

function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { driverError?: { code?: string } }).driverError?.code === '23505'
  );
}

@Injectable()
export class ClaimsService {
  private readonly logger = new Logger(ClaimsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: ImagesService,
    private readonly storage: StorageService,
    private readonly mail: MailService,
    private readonly repository: ClaimsRepository,
  ) {}

  /**
   * POST /providers/{id}/claims. Checks everything it can before storing the documents, then
   * inserts the claim; the partial unique index settles two submissions racing.
   */
  async submit(
    user: User,
    providerId: string,
    body: unknown,
    files: ClaimFiles,
  ): Promise<{ id: string; status: 'pending' }> {
    const missing = (['registration', 'addressProof'] as const).filter(
      (field) => !files[field] || files[field].length === 0,
    );
    const fields = this.parseFieldsCollecting(body, missing);

    const [provider] = (await this.dataSource.query(
      'SELECT id, name, owner_id FROM providers WHERE id = $1',
      [providerId],
    )) as Array<{ id: string; name: string; owner_id: string | null }>;
    if (!provider) throw new NotFoundException(MESSAGES.providerNotFound);
    if (provider.owner_id) throw new ConflictException(CLAIM_MESSAGES.alreadyOwned);
    if (await this.hasPending(user.id, providerId))
      throw new ConflictException(CLAIM_MESSAGES.alreadyPending);
    if (await this.repository.hasReviewed(this.dataSource, user.id, providerId))
      throw new ConflictException(MESSAGES.claimOwnReview);

    const registration = await this.images.storePrivateDocument(files.registration!, user.id);
    const addressProof = await this.images.storePrivateDocument(files.addressProof!, user.id);
    let id: string;
    try {
      const [row] = (await this.dataSource.query(
        `INSERT INTO profile_claims (provider_id, claimant_id, registration_key, address_proof_key,
           website_url, work_email, full_name, job_title, phone_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          providerId,
          user.id,
          registration.key,
          addressProof.key,
          fields.websiteUrl,
          normalizeEmail(fields.workEmail),
          fields.fullName,
          fields.jobTitle,
          fields.phoneNumber,
        ],
      )) as Array<{ id: string }>;
      id = row!.id;
    } catch (error) {
      await this.removeDocuments([registration.key, addressProof.key]);
      if (isUniqueViolation(error)) throw new ConflictException(CLAIM_MESSAGES.alreadyPending);
      throw error;
    }
    await this.mail.send(user.email, claimReceivedMail(provider.name));
    return { id, status: 'pending' };
  }

  /** Field errors and missing-file errors in one 400, files first (the form's order). */
  private parseFieldsCollecting(body: unknown, missingFiles: string[]): TClaimFields {
    const fileErrors = missingFiles.map((path) => ({ path, message: MESSAGES.claimFileRequired }));
    const result = ZClaimFieldsSchema.safeParse(body ?? {});
    const fieldErrors = result.success
      ? []
      : result.error.issues.map((issue) => ({
          path: issue.path.join('.') || 'body',
          message: issue.message,
        }));
    const errors = [...fileErrors, ...fieldErrors];
    if (errors.length > 0 || !result.success)
      throw new BadRequestException(errorBody(400, errors[0]!.message, { errors }));
    return result.data;
  }

  private async removeDocuments(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.driver.delete(key).catch((error: unknown) => {
        this.logger.warn(`Could not remove ${key}: ${String(error)}`);
      });
    }
  }

  private async hasPending(userId: string, providerId: string): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `SELECT 1 FROM profile_claims WHERE claimant_id = $1 AND provider_id = $2 AND status = 'pending'`,
      [userId, providerId],
    )) as unknown[];
    return rows.length > 0;
  }

  /** The caller's latest claim on a provider (pending first), or null. */
  async mine(userId: string, providerId: string): Promise<TMyClaim | null> {
    const [row] = (await this.dataSource.query(
      `SELECT id, status, created_at FROM profile_claims
       WHERE claimant_id = $1 AND provider_id = $2
       ORDER BY (status = 'pending') DESC, created_at DESC LIMIT 1`,
      [userId, providerId],
    )) as Array<{ id: string; status: TClaimStatus; created_at: Date }>;
    return row ? { id: row.id, status: row.status, createdAt: row.created_at.toISOString() } : null;
  }
}
