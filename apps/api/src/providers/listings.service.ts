import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  INJURY_FACTS,
  LISTING_LIMITS,
  LISTING_MESSAGES,
  LISTING_SOURCES,
  normalizePhoneForMatch,
  searchKey,
  type TCreateListingBody,
  type TDuplicateCandidate,
  type TDuplicatesBody,
  type TProviderProfile,
} from '@app/contracts';
import { DataSource } from 'typeorm';
import { AuditActor, recordAudit } from '../audit/audit-log';
import { TooManyRequestsException } from '../common/rate-limit/rate-limiter.service';
import { PlacesService } from '../places/places.service';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import {
  addedAtInDay,
  addedByInDay,
  findDuplicates,
  insertListing,
  insertSource,
  lockKey,
  type DuplicateRow,
} from './listings.repository';
import type { Provider } from './provider.entity';
import { ProvidersService } from './providers.service';
import { searchColumns } from './search-text';

export type AddOutcome =
  | { kind: 'created'; profile: TProviderProfile; ownership: 'owner' | 'claim' | 'none' }
  | { kind: 'duplicates'; candidates: TDuplicateCandidate[] };

/** A website's host without `www.`, lower case; null when it is no URL. */
export function domainOfWebsite(website: string | undefined | null): string | null {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** An email's domain, lower case; null without one. */
export function domainOfEmail(email: string): string | null {
  const at = email.lastIndexOf('@');
  return at < 0
    ? null
    : email
        .slice(at + 1)
        .toLowerCase()
        .replace(/^www\./, '') || null;
}

const SECONDS_PER_DAY = 24 * 3600;

/**
 * 'Add your business' and the admin's New listing (issue 47): the duplicate check, the
 * limits, the new listing with its provenance row, and the owner at once when the person's
 * confirmed email is at the website's domain (else they claim it through the claim review).
 */
@Injectable()
export class ListingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly places: PlacesService,
    private readonly providers: ProvidersService,
    private readonly users: UsersService,
  ) {}

  /** The point of an address for the duplicate rule: its ZIP's (places data), else its city's. */
  private async pointOf(location: {
    zipCode: string;
    city?: string;
    state?: string;
  }): Promise<{ latitude: number; longitude: number } | null> {
    const zip = await this.places.resolve(location.zipCode.slice(0, 5));
    if (zip) return { latitude: zip.latitude, longitude: zip.longitude };
    if (!location.city || !location.state) return null;
    const city = await this.places.resolve(`${location.city}, ${location.state}`);
    return city ? { latitude: city.latitude, longitude: city.longitude } : null;
  }

  /** Listings likely the same business as the one described. */
  async duplicates(body: TDuplicatesBody): Promise<TDuplicateCandidate[]> {
    const point = await this.pointOf(body.location);
    const rows = await findDuplicates(this.dataSource, {
      nameNormalized: searchKey(body.profileName),
      phone: normalizePhoneForMatch(body.phoneNumber),
      point,
    });
    return rows.map(toCandidate);
  }

  /**
   * Adds a listing for `user` ('owner': Add your business; 'admin': the admin console).
   * Without `notADuplicate`, likely duplicates answer instead of a listing.
   */
  async add(user: User, body: TCreateListingBody, source: 'owner' | 'admin'): Promise<AddOutcome> {
    if (!body.notADuplicate) {
      const candidates = await this.duplicates(body);
      if (candidates.length) return { kind: 'duplicates', candidates };
    }
    const website = body.websiteLink ?? null;
    const emailDomain = user.isEmailConfirmed ? domainOfEmail(user.email) : null;
    const ownsAtOnce =
      source === 'owner' && emailDomain !== null && emailDomain === domainOfWebsite(website);
    const { addressLine1, addressLine2, city, state, zipCode } = body.location;
    const { languages: factLanguages, ...factFlags } = body.facts ?? {};
    const languages = [...new Set([...(body.languages ?? []), ...(factLanguages ?? [])])];
    const id = await this.dataSource.transaction(async (manager) => {
      if (source === 'owner') {
        // Counted under locks: two additions racing cannot both pass a limit.
        await lockKey(manager, `listing-person:${user.id}`);
        if ((await addedByInDay(manager, user.id)) >= LISTING_LIMITS.perPersonPerDay)
          throw new TooManyRequestsException(
            SECONDS_PER_DAY,
            LISTING_LIMITS.perPersonPerDay,
            LISTING_MESSAGES.perPersonPerDay,
          );
        const address = `${addressLine1.toLowerCase()}|${zipCode.slice(0, 5)}`;
        await lockKey(manager, `listing-address:${address}`);
        if ((await addedAtInDay(manager, addressLine1, zipCode)) >= LISTING_LIMITS.perAddressPerDay)
          throw new TooManyRequestsException(
            SECONDS_PER_DAY,
            LISTING_LIMITS.perAddressPerDay,
            LISTING_MESSAGES.perAddressPerDay,
          );
      }
      const facts = Object.fromEntries(
        INJURY_FACTS.map((f) => [
          f,
          (factFlags as Record<string, boolean | undefined>)[f] === true,
        ]),
      ) as Pick<Provider, (typeof INJURY_FACTS)[number]>;
      const row: Partial<Provider> = {
        name: body.profileName,
        category: body.category,
        specialties: [],
        ...searchColumns({ name: body.profileName, category: body.category, specialties: [] }),
        phone: body.phoneNumber,
        website,
        addressLine1,
        addressLine2: addressLine2 || null,
        city,
        state,
        zip: zipCode,
        workingHours: body.workingHours ?? null,
        languages,
        ...facts,
        plan: ownsAtOnce ? 'basic' : 'unclaimed',
        ownerId: ownsAtOnce ? user.id : null,
        // An admin's listing is vouched for; a person's is not until its owner is known.
        verified: source === 'admin' || ownsAtOnce,
        addedBy: user.id,
      };
      const id = await insertListing(manager, row);
      const dataset = LISTING_SOURCES[source];
      await insertSource(manager, {
        source,
        recordId: id,
        providerId: id,
        release: null,
        licence: dataset.licence,
        attribution: dataset.attribution,
      });
      if (ownsAtOnce) await this.users.addRole(manager, user.id, 'provider');
      if (source === 'admin')
        await recordAudit(manager, user as AuditActor, {
          action: 'provider.create',
          targetType: 'provider',
          targetId: id,
          details: { name: body.profileName, notADuplicate: body.notADuplicate === true },
        });
      return id;
    });
    const profile = await this.providers.ownerProfile(id);
    const ownership = ownsAtOnce ? 'owner' : source === 'owner' ? 'claim' : 'none';
    return { kind: 'created', profile, ownership };
  }
}

/** 'line 1, City, ST 12345' as far as it is known. */
function addressOf(row: Pick<DuplicateRow, 'address_line1' | 'city' | 'state' | 'zip'>): string {
  const place = [row.state, row.zip].filter(Boolean).join(' ');
  return [row.address_line1, row.city, place].filter(Boolean).join(', ');
}

function toCandidate(row: DuplicateRow): TDuplicateCandidate {
  return {
    id: row.id,
    name: row.name,
    address: addressOf(row),
    phone: row.phone,
    distanceMeters: row.distance === null ? null : Math.round(Number(row.distance)),
    match: row.phone_match ? 'phone' : 'name',
  };
}
