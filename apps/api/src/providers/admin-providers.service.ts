import { ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ADMIN_MESSAGES, MESSAGES, TAdminProvider, TAdminProvidersQuery } from '@app/contracts';
import { DataSource } from 'typeorm';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { AuthService } from '../auth/auth.service';
import { likePattern } from '../common/like-pattern';
import { StorageService } from '../storage/storage.service';
import { UsersService } from '../users/users.service';
import { ProviderListRow, toListItem } from './providers.service';

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

  /**
   * Providers, newest first, searched over name, city and owner email. The match is a set of
   * ids read off trigram indexes (migration 1796100000000) and the page walks the
   * (created_at, id) index, so neither reads the whole table at 300k providers.
   */
  async listProviders({ query, offset, limit }: TAdminProvidersQuery) {
    const match = query
      ? `WHERE p.id IN (
           SELECT id FROM providers WHERE name ILIKE $1 OR city ILIKE $1
           UNION SELECT op.id FROM users u JOIN providers op ON op.owner_id = u.id
           WHERE u.email ILIKE $1)`
      : '';
    const filter = query ? [likePattern(query)] : [];
    const [rows, [count]] = (await Promise.all([
      this.dataSource.query(
        `SELECT p.id, p.name, p.category, p.city, p.state, p.rating, p.review_count, p.logo_url,
                p.description, p.plan, p.specialties, p.quote, p.owner_id, o.email AS owner_email
         FROM providers p LEFT JOIN users o ON o.id = p.owner_id ${match}
         ORDER BY p.created_at DESC, p.id ASC
         LIMIT $${filter.length + 1} OFFSET $${filter.length + 2}`,
        [...filter, limit, offset],
      ),
      this.dataSource.query(`SELECT count(*)::int AS total FROM providers p ${match}`, filter),
    ])) as [
      Array<ProviderListRow & { owner_id: string | null; owner_email: string | null }>,
      Array<{ total: number }>,
    ];
    const total = count!.total;
    const data: TAdminProvider[] = rows.map((row) => ({
      ...toListItem(row),
      ownerId: row.owner_id,
      ownerEmail: row.owner_email,
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
      const [provider] = (await manager.query(
        'SELECT id, name, owner_id FROM providers WHERE id = $1 FOR UPDATE',
        [id],
      )) as Array<{ id: string; name: string; owner_id: string | null }>;
      if (!provider) throw new NotFoundException(MESSAGES.providerNotFound);
      const documents = (await manager.query(
        'SELECT registration_key, address_proof_key FROM profile_claims WHERE provider_id = $1',
        [id],
      )) as Array<{ registration_key: string; address_proof_key: string }>;
      await manager.query('DELETE FROM providers WHERE id = $1', [id]);
      if (provider.owner_id) {
        const [owns] = (await manager.query('SELECT 1 FROM providers WHERE owner_id = $1 LIMIT 1', [
          provider.owner_id,
        ])) as unknown[];
        if (!owns) await this.users.removeRole(manager, provider.owner_id, 'provider');
      }
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
    const [provider] = (await this.dataSource.query(
      `SELECT p.id, p.name, o.id AS owner_id, o.email AS owner_email, o.is_blocked
       FROM providers p LEFT JOIN users o ON o.id = p.owner_id WHERE p.id = $1`,
      [id],
    )) as Array<{
      id: string;
      name: string;
      owner_id: string | null;
      owner_email: string | null;
      is_blocked: boolean | null;
    }>;
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
