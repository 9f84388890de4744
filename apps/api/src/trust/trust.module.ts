import { Module } from '@nestjs/common';
import { InvitationsService } from './invitations.service';
import { ReportsService } from './reports.service';
import { TrustController } from './trust.controller';

/** Reviews people can trust (issue 17): invitations, reports, the moderation record. */
@Module({
  controllers: [TrustController],
  providers: [InvitationsService, ReportsService],
  exports: [ReportsService],
})
export class TrustModule {}
