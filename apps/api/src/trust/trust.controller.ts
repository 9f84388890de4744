import { Controller, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import { DataSource } from 'typeorm';
import { CurrentUser } from '../common/guards/current-user.decorator';
import { PROVIDER_NOT_FOUND_MESSAGE } from '../providers/provider-ownership';
import { providerExists } from '../providers/providers.repository';
import type { User } from '../users/user.entity';
import { AlertsService } from './alerts.service';
import { InvitationsService } from './invitations.service';
import { reviewRecord } from './moderation.repository';
import { ReportsService } from './reports.service';

/** contract.trust (issue 17); AccessGuard enforces each route's declared access. */
@Controller()
export class TrustController {
  constructor(
    private readonly invitations: InvitationsService,
    private readonly reports: ReportsService,
    private readonly alerts: AlertsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @TsRestHandler(contract.trust)
  handler(@CurrentUser() user: User) {
    return tsRestHandler(contract.trust, {
      invite: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.invitations.invite(user, params.id, body) },
      }),
      unsubscribeState: async ({ query }) => ({
        status: 200 as const,
        body: { data: await this.invitations.state(query.token) },
      }),
      unsubscribe: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.invitations.unsubscribe(body.token) },
      }),
      report: async ({ params, body }) => ({
        status: 201 as const,
        body: { data: await this.reports.report(user, params.id, body) },
      }),
      transparency: async () => ({
        status: 200 as const,
        body: { data: await this.alerts.transparency() },
      }),
      providerTrust: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.alerts.providerTrust(params.id) },
      }),
      checkReply: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: { warnings: await this.alerts.checkReply(user, params.id, body.text) } },
      }),
      cases: async () => ({
        status: 200 as const,
        body: { data: await this.alerts.cases(user) },
      }),
      adminAlerts: async ({ query }) => ({
        status: 200 as const,
        body: await this.alerts.list(query),
      }),
      openAlert: async ({ body }) => ({
        status: 201 as const,
        body: { data: await this.alerts.open(user, body) },
      }),
      decideAlert: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.alerts.decide(user, params.id, body) },
      }),
      record: async ({ params }) => {
        if (!(await providerExists(this.dataSource.manager, params.id)))
          throw new NotFoundException(PROVIDER_NOT_FOUND_MESSAGE);
        return {
          status: 200 as const,
          body: { data: await reviewRecord(this.dataSource, params.id) },
        };
      },
    });
  }
}
