import { Injectable } from '@nestjs/common';
import type { PlanType } from '@app/contracts';
import type { EntityManager } from 'typeorm';
import { forgetLeadAddresses } from '../provider-tools/leads.repository';
import { Provider } from './provider.entity';

/**
 * The writes of a provider's owner and plan, for the modules that change them as part of
 * their own transaction (a claim approved, an account deleted, an owner removed): each
 * method takes the caller's EntityManager, so providers/ stays the one writer of its table.
 */
@Injectable()
export class ProviderOwnershipService {
  /**
   * The claim's owner takes the provider, on `plan` (a claim approval: 'basic'). A new owner
   * starts without the lead-form addresses an earlier one confirmed (decision 0056); its owner
   * now known, the listing is verified (issue 47).
   */
  async setOwner(
    manager: EntityManager,
    providerId: string,
    ownerId: string,
    plan: PlanType,
  ): Promise<void> {
    const [row]: Array<{ owner_id: string | null }> = await manager.query(
      'SELECT owner_id FROM providers WHERE id = $1',
      [providerId],
    );
    if (row && row.owner_id !== ownerId) await forgetLeadAddresses(manager, providerId);
    await manager
      .createQueryBuilder()
      .update(Provider)
      .set({ ownerId, plan, verified: true })
      .where('id = :providerId', { providerId })
      .execute();
  }

  /**
   * Every provider `ownerId` owns goes back to 'unclaimed' (before the account is deleted;
   * owner_id then becomes NULL by the foreign key).
   */
  async unclaimAllOf(manager: EntityManager, ownerId: string): Promise<void> {
    const owned: Array<{ id: string }> = await manager.query(
      'SELECT id FROM providers WHERE owner_id = $1',
      [ownerId],
    );
    for (const { id } of owned) await forgetLeadAddresses(manager, id);
    await manager
      .createQueryBuilder()
      .update(Provider)
      .set({ plan: 'unclaimed' })
      .where('owner_id = :ownerId', { ownerId })
      .execute();
  }
}
