import { Controller } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { AdminAppealsService } from './admin-appeals.service';
import { ReportsService } from './reports.service';

const ok = { data: { success: true as const } };

/** The admin console's moderation routes: appeals and review reports. */
const adminModeration = {
  appeals: contract.admin.appeals,
  confirmAppeal: contract.admin.confirmAppeal,
  deleteAppealedReview: contract.admin.deleteAppealedReview,
  reviewReports: contract.admin.reviewReports,
  decideReviewReport: contract.admin.decideReviewReport,
};

@Controller()
export class AdminModerationController {
  constructor(
    private readonly appeals: AdminAppealsService,
    private readonly reports: ReportsService,
  ) {}

  @TsRestHandler(adminModeration)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(adminModeration, {
      appeals: async ({ query }) => ({
        status: 200 as const,
        body: await this.appeals.listAppeals(query),
      }),
      confirmAppeal: async ({ params, body }) => {
        await this.appeals.confirmAppeal(user, params.id, body.reason);
        return { status: 200 as const, body: ok };
      },
      deleteAppealedReview: async ({ params, body }) => {
        await this.appeals.deleteAppealedReview(user, params.id, body.reason);
        return { status: 200 as const, body: ok };
      },
      reviewReports: async ({ query }) => ({
        status: 200 as const,
        body: await this.reports.adminList(query),
      }),
      decideReviewReport: async ({ params, body }) => {
        await this.reports.decide(user, params.id, body);
        return { status: 200 as const, body: ok };
      },
    });
  }
}
