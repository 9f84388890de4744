import {
  type OnModuleInit,
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
  TMyClaim,
  ZClaimFieldsSchema,
  CLAIM_MESSAGES,
  MAX_PENDING_CLAIMS,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { ImagesService } from '../images/images.service';
import { mailLocale } from '../mail/mail-locale';
import { MailService } from '../mail/mail.service';
import { claimReceivedMail } from '../mail/mail.templates';
import type { User } from '../users/user.entity';
import { ClaimsRepository } from './claims.repository';
import { ListingMoves } from '../providers/listing-moves';

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
export class ClaimsService implements OnModuleInit {
  private readonly logger = new Logger(ClaimsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly images: ImagesService,
    private readonly mail: MailService,
    private readonly repository: ClaimsRepository,
    private readonly moves: ListingMoves,
  ) {}

  /** A merge moves the merged listing's claims to the kept one (issue 47). */
  onModuleInit(): void {
    this.moves.register({
      kind: 'claims',
      move: (manager, from, into) => this.repository.moveToListing(manager, from, into),
    });
  }

  /**
   * POST /providers/{id}/claims. Checks everything it can before storing the documents, then
   * inserts the claim; the partial unique index settles two submissions racing.
   */
  async submit(
    user: User,
    providerId: string,
    body: unknown,
    files: ClaimFiles,
    acceptLanguage?: string,
  ): Promise<{ id: string; status: 'pending' }> {
    const missing = (['registration', 'addressProof'] as const).filter(
      (field) => !files[field] || files[field].length === 0,
    );
    const fields = this.parseFieldsCollecting(body, missing);

    const provider = await this.repository.provider(this.dataSource, providerId);
    if (!provider) throw new NotFoundException(MESSAGES.providerNotFound);
    if (provider.owner_id) throw new ConflictException(CLAIM_MESSAGES.alreadyOwned);
    if (await this.repository.hasPending(this.dataSource, user.id, providerId))
      throw new ConflictException(CLAIM_MESSAGES.alreadyPending);
    if (await this.repository.hasReviewed(this.dataSource, user.id, providerId))
      throw new ConflictException(MESSAGES.claimOwnReview);
    // A few claims at a time per account (issue 43), before any document is stored.
    if ((await this.repository.pendingCount(this.dataSource, user.id)) >= MAX_PENDING_CLAIMS)
      throw new ConflictException(CLAIM_MESSAGES.tooManyPending);

    const registration = await this.images.storePrivateDocument(files.registration!, user.id);
    // A second document refused (the day's quota, the disk) takes the first one with it.
    const addressProof = await this.images
      .storePrivateDocument(files.addressProof!, user.id)
      .catch(async (error: unknown) => {
        await this.removeDocuments([registration.key]);
        throw error;
      });
    let id: string;
    try {
      // Counted again under the account's lock: claims sent together cannot all pass.
      id = await this.dataSource.transaction(async (manager) => {
        await this.repository.lockClaimsOf(manager, user.id);
        if ((await this.repository.pendingCount(manager, user.id)) >= MAX_PENDING_CLAIMS)
          throw new ConflictException(CLAIM_MESSAGES.tooManyPending);
        return this.repository.insert(manager, {
          providerId,
          claimantId: user.id,
          registrationKey: registration.key,
          addressProofKey: addressProof.key,
          websiteUrl: fields.websiteUrl,
          workEmail: normalizeEmail(fields.workEmail),
          fullName: fields.fullName,
          jobTitle: fields.jobTitle,
          phoneNumber: fields.phoneNumber,
        });
      });
    } catch (error) {
      await this.removeDocuments([registration.key, addressProof.key]);
      if (isUniqueViolation(error)) throw new ConflictException(CLAIM_MESSAGES.alreadyPending);
      throw error;
    }
    await this.mail.send(
      user.email,
      claimReceivedMail(provider.name, mailLocale(user.language, acceptLanguage)),
    );
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

  /** Files and upload records of a claim that was not stored (they count toward no quota). */
  private async removeDocuments(keys: string[]): Promise<void> {
    await this.images.discardDocuments(keys).catch((error: unknown) => {
      this.logger.warn(`Could not remove ${keys.join(', ')}: ${String(error)}`);
    });
  }

  /** The caller's latest claim on a provider (pending first), or null. */
  async mine(userId: string, providerId: string): Promise<TMyClaim | null> {
    const row = await this.repository.latestOf(this.dataSource, userId, providerId);
    return row ? { id: row.id, status: row.status, createdAt: row.created_at.toISOString() } : null;
  }
}
