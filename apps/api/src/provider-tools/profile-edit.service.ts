import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  errorBody,
  isOwnerProviderType,
  MESSAGES,
  PROVIDER_TYPE_CATEGORY,
  type TProviderProfile,
  type TSwitchPlanBody,
  type TUpdateProviderBody,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { recordAudit } from '../audit/audit-log';
import { fieldsOfProfileEdit, recordFieldEdits } from '../imports/field-edits';
import { loadOwnedProvider } from '../providers/provider-ownership';
import { Provider } from '../providers/provider.entity';
import { setPlan, updateProfileColumns } from '../providers/providers.repository';
import { ProvidersService } from '../providers/providers.service';
import { StorageService } from '../storage/storage.service';
import type { User } from '../users/user.entity';
import { LeadAddressesService } from './lead-addresses.service';

function badField(path: string, message: string): BadRequestException {
  return new BadRequestException(errorBody(400, message, { errors: [{ path, message }] }));
}

/** PATCH /providers/{id} and the demo plan switch. */
@Injectable()
export class ProfileEditService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly providers: ProvidersService,
    private readonly storage: StorageService,
    private readonly leadAddresses: LeadAddressesService,
  ) {}

  /**
   * Applies a partial profile (owner or admin). Only the keys present change; the search
   * columns follow the name, the category (from the provider type) and the tags in the
   * same write.
   */
  async update(user: User, id: string, body: TUpdateProviderBody): Promise<TProviderProfile> {
    const isAdmin = user.roles.includes('admin');
    if (body.providerType !== undefined && !isAdmin && !isOwnerProviderType(body.providerType))
      throw badField('providerType', MESSAGES.providerTypeInvalid);
    for (const key of ['logoUrl', 'bannerUrl'] as const) {
      const url = body[key];
      if (url && !(await this.storage.isIssuedPublicUrl(url)))
        throw badField(key, MESSAGES.imageNotIssued);
    }

    await this.dataSource.transaction(async (manager) => {
      const owned = await loadOwnedProvider(manager, user, id, { allowAdmin: true, lock: true });
      const p = await manager.findOneByOrFail(Provider, { id });
      if (body.bannerUrl && p.plan !== 'premium')
        throw new ForbiddenException(MESSAGES.bannerPremium);

      const changes: Partial<Provider> = {};
      if (body.profileName !== undefined) changes.name = body.profileName;
      if (body.profileTags !== undefined) changes.specialties = body.profileTags;
      if (body.providerType !== undefined) {
        changes.providerType = body.providerType;
        const category = PROVIDER_TYPE_CATEGORY[body.providerType];
        if (category) changes.category = category;
      }
      if (body.description !== undefined) changes.description = body.description.trim();
      if (body.phoneNumber !== undefined) changes.phone = body.phoneNumber;
      if (body.websiteLink !== undefined) changes.website = body.websiteLink;
      if (body.location) {
        changes.addressLine1 = body.location.addressLine1;
        changes.addressLine2 = body.location.addressLine2 || null;
        changes.city = body.location.city;
        changes.state = body.location.state;
        changes.zip = body.location.zipCode;
      }
      if (body.workingHours) changes.workingHours = body.workingHours;
      if (body.social) {
        const social = { ...p.social };
        for (const [network, url] of Object.entries(body.social))
          if (url !== undefined) social[network] = url === '' ? null : url;
        changes.social = social;
      }
      if (body.amenities) {
        const amenities = { ...p.amenities };
        for (const [flag, on] of Object.entries(body.amenities))
          if (on !== undefined) amenities[flag] = on;
        changes.amenities = amenities;
      }
      if (body.facts) Object.assign(changes, body.facts);
      if (body.leadForm) changes.leadForm = body.leadForm;
      if (body.logoUrl !== undefined) changes.logoUrl = body.logoUrl || null;
      if (body.bannerUrl !== undefined) changes.bannerUrl = body.bannerUrl || null;
      if (body.showBanner !== undefined) changes.showBanner = body.showBanner;

      await updateProfileColumns(manager, p, changes);
      // Owners win (issue 47): an import leaves the fields edited here alone.
      await recordFieldEdits(manager, id, fieldsOfProfileEdit(body), user.id);
      // An admin's edit of a profile that is not theirs is audited in the same transaction.
      if (isAdmin && owned.owner_id !== user.id)
        await recordAudit(manager, user, {
          action: 'provider.update',
          targetType: 'provider',
          targetId: id,
          details: { fields: Object.keys(body).sort() },
        });
    });
    // A new lead address is mailed a confirmation link; no lead goes there before it is used.
    if (body.leadForm?.emailAddress)
      await this.leadAddresses.requestConfirmation(id, body.leadForm.emailAddress);
    return this.profile(id);
  }

  /**
   * The demo 'Switch plan' of spec 2: only the owner of a sample profile. Real profiles
   * change plan through payment, which does not exist yet (409).
   */
  async switchPlan(user: User, id: string, body: TSwitchPlanBody): Promise<TProviderProfile> {
    await this.dataSource.transaction(async (manager) => {
      const provider = await loadOwnedProvider(manager, user, id, { lock: true });
      if (!provider.is_sample) throw new ConflictException(MESSAGES.planSwitchSampleOnly);
      await setPlan(manager, id, body.plan);
    });
    return this.profile(id);
  }

  /** The profile as GET /providers/{id} answers its owner, without counting a view. */
  private profile(id: string): Promise<TProviderProfile> {
    return this.providers.ownerProfile(id);
  }
}
