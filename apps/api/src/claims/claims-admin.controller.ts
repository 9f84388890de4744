import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { ClaimsAdminService } from './claims-admin.service';

/** The admin console's claim routes (contract.admin.*Claim*): served by claims/. */
const adminClaims = {
  claims: contract.admin.claims,
  claim: contract.admin.claim,
  approveClaim: contract.admin.approveClaim,
  cancelClaim: contract.admin.cancelClaim,
  sendClaimEmail: contract.admin.sendClaimEmail,
};

@Controller()
export class ClaimsAdminController {
  constructor(private readonly claims: ClaimsAdminService) {}

  @TsRestHandler(adminClaims)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(adminClaims, {
      claims: async ({ query }) => ({
        status: 200 as const,
        body: await this.claims.adminList(query),
      }),
      claim: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.claims.adminDetail(params.id) },
      }),
      approveClaim: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.claims.approve(user, params.id) },
      }),
      cancelClaim: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.claims.cancel(user, params.id) },
      }),
      sendClaimEmail: async ({ params, body }) => {
        await this.claims.sendEmail(user, params.id, body?.message);
        return { status: 200 as const, body: { data: { success: true as const } } };
      },
    });
  }
}
