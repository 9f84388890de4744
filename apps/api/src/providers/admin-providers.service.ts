import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_MESSAGES, MESSAGES, TAdminProvider, TAdminProvidersQuery } from '@app/contracts';
import { DataSource } from 'typeorm';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { AuthService } from '../auth/auth.service';
import { likePattern } from '../common/like-pattern';
import { StorageService } from '../storage/storage.service';
import { UsersService } from '../users/users.service';
import {
  adminProviderPage,
  claimDocumentsOf,
  deleteProviderRow,
  lockProviderForDelete,
  ownsAnyProvider,
  providerWithOwner,
} from './admin-providers.repository';
import { toListItem } from './provider-list-item';

/**
 * The admin console's providers (/admin/providers): list, delete, owner's password link.
 * Moved from admin/ (decision 0033): providers/ writes its own table; the owner's role goes
 * through UsersService.
 */
@Injectable()
export class AdminProvidersService {
  private readonly logger = new Logger(AdminProvidersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly storage: StorageService,
  ) {}

  /** Providers, newest first, searched over name, city and owner email (adminProviderPage). */
  async listProviders({ query, offset, limit }: TAdminProvidersQuery) {
    const { rows, total } = await adminProviderPage(
      this.dataSource,
      query ? likePattern(query) : null,
      limit,
      offset,
    );
    const data: TAdminProvider[] = rows.map((row) => ({
      ...toListItem(row),
      ownerId: row.owner_id,
      ownerEmail: row.owner_email,
      status: row.status,
      mergedInto: row.merged_into,
    }));
    return { data, total, offset, limit };
  }

  /**
   * Deletes a provider; its reviews, posts, bookmarks, views and claims go with it
   * (cascades). An owner left owning nothing loses the provider role. The claims' private
   * documents are removed from storage after the commit.
   */
  async deleteProvider(actor: AuditActor, id: string): Promise<void> {
    const keys = await this.dataSource.transaction(async (manager) => {
      const provider = await lockProviderForDelete(manager, id);
      if (!provider) throw new NotFoundException(MESSAGES.providerNotFound);
      const documents = await claimDocumentsOf(manager, id);
      await deleteProviderRow(manager, id);
      if (provider.owner_id && !(await ownsAnyProvider(manager, provider.owner_id)))
        await this.users.removeRole(manager, provider.owner_id, 'provider');
      await recordAudit(manager, actor, {
        action: 'provider.delete',
        targetType: 'provider',
        targetId: id,
        details: { name: provider.name, ownerId: provider.owner_id },
      });
      return documents.flatMap((d) => [d.registration_key, d.address_proof_key]);
    });
    for (const key of keys) {
      await this.storage.driver.delete(key).catch((error: unknown) => {
        this.logger.warn(`Could not remove ${key}: ${String(error)}`);
      });
    }
  }

  /** Mails the owner a reset link through the auth reset-link machinery. */
  async sendProviderPasswordLink(actor: AuditActor, id: string): Promise<void> {
    const provider = await providerWithOwner(this.dataSource, id);
    if (!provider) throw new NotFoundException(MESSAGES.providerNotFound);
    if (!provider.owner_id || !provider.owner_email)
      throw new ConflictException(ADMIN_MESSAGES.noOwner);
    if (provider.is_blocked) throw new ConflictException(ADMIN_MESSAGES.ownerBlocked);
    if (!(await this.auth.sendResetLink(provider.owner_email)))
      throw new ConflictException(ADMIN_MESSAGES.linkNotSent);
    await recordAudit(this.dataSource.manager, actor, {
      action: 'provider.send_password_link',
      targetType: 'provider',
      targetId: id,
      details: { ownerId: provider.owner_id, ownerEmail: provider.owner_email },
    });
  }
}
