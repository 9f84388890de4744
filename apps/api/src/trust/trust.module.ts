import { Module } from '@nestjs/common';
import { AlertsService } from './alerts.service';
import { InvitationsService } from './invitations.service';
import { ReportsService } from './reports.service';
import { TrustController } from './trust.controller';

/**
 * Reviews people can trust (issue 17): invitations, reports, the moderation record, consumer
 * alerts, rankings, transparency and the reply check.
 */
@Module({
  controllers: [TrustController],
  providers: [InvitationsService, ReportsService, AlertsService],
  exports: [ReportsService, AlertsService],
})
export class TrustModule {}
