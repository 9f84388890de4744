import { ConflictException, Controller } from '@nestjs/common';
import { contract, LISTING_MESSAGES } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { ListingLifecycleService } from './listing-lifecycle.service';
import { type AddOutcome, ListingsService } from './listings.service';

/**
 * The 201 of an add, or its 409 with the candidates (thrown: the error filter answers it in
 * the caller's language, `candidates` kept).
 */
function answerOf(outcome: AddOutcome) {
  if (outcome.kind === 'duplicates')
    throw new ConflictException({
      message: LISTING_MESSAGES.likelyDuplicates,
      candidates: outcome.candidates,
    });
  return {
    status: 201 as const,
    body: { data: outcome.profile, ownership: outcome.ownership },
  };
}

/** 'Add your business' (contract.listings). */
@Controller()
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

  @TsRestHandler(contract.listings)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(contract.listings, {
      create: async ({ body }) => answerOf(await this.listings.add(user, body, 'owner')),
      duplicates: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.listings.duplicates(body) },
      }),
    });
  }
}

/** The admin console's listing lifecycle (contract.adminListings). */
@Controller()
export class AdminListingsController {
  constructor(
    private readonly listings: ListingsService,
    private readonly lifecycle: ListingLifecycleService,
  ) {}

  @TsRestHandler(contract.adminListings)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(contract.adminListings, {
      create: async ({ body }) => answerOf(await this.listings.add(user, body, 'admin')),
      merge: async ({ params, body }) => {
        await this.lifecycle.merge(params.id, body.into, user);
        return { status: 200 as const, body: { data: await this.lifecycle.profileOf(body.into) } };
      },
      close: async ({ params, body }) => {
        await this.lifecycle.close(params.id, body.status, body.reason ?? null, user);
        return { status: 200 as const, body: { data: await this.lifecycle.profileOf(params.id) } };
      },
      reopen: async ({ params }) => {
        await this.lifecycle.reopen(params.id, user);
        return { status: 200 as const, body: { data: await this.lifecycle.profileOf(params.id) } };
      },
    });
  }
}
