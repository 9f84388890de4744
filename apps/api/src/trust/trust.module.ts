import { Module } from '@nestjs/common';
import { AdminAppealsService } from './admin-appeals.service';
import { AdminModerationController } from './admin-moderation.controller';
import { AlertsService } from './alerts.service';
import { InvitationsService } from './invitations.service';
import { ReportsService } from './reports.service';
import { TrustController } from './trust.controller';

/**
 * Reviews people can trust (issue 17): invitations, reports, the moderation record, consumer
 * alerts, rankings, transparency and the reply check.
 */
@Module({
  controllers: [TrustController, AdminModerationController],
  providers: [InvitationsService, ReportsService, AlertsService, AdminAppealsService],
  exports: [ReportsService, AlertsService],
})
export class TrustModule {}
