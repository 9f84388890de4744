import { Controller, Req } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { CampaignsService } from './campaigns.service';
import { DashboardService } from './dashboard.service';
import { LeadAddressesService } from './lead-addresses.service';
import { LeadsService } from './leads.service';
import { MiniSiteService } from './mini-site.service';
import { ProfileEditService } from './profile-edit.service';

@Controller()
export class ProviderToolsController {
  constructor(
    private readonly profiles: ProfileEditService,
    private readonly leads: LeadsService,
    private readonly leadAddresses: LeadAddressesService,
    private readonly dashboard: DashboardService,
    private readonly miniSites: MiniSiteService,
    private readonly campaigns: CampaignsService,
  ) {}

  @TsRestHandler(contract.providerTools)
  handler(@CurrentUser() user: User | undefined, @Req() req: Request) {
    return tsRestHandler(contract.providerTools, {
      updateProfile: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.profiles.update(user!, params.id, body) },
      }),
      switchPlan: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.profiles.switchPlan(user!, params.id, body) },
      }),
      createLead: async ({ params, body }) => ({
        status: 201 as const,
        body: { data: await this.leads.create(params.id, body, user) },
      }),
      confirmLeadAddress: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.leadAddresses.confirm(body.token) },
      }),
      leads: async ({ params, query }) => ({
        status: 200 as const,
        body: await this.leads.list(user!, params.id, query),
      }),
      leadsCsv: async ({ params }) => {
        const csv = await this.leads.csv(user!, params.id);
        const res = req.res!;
        res.setHeader('content-type', 'text/csv; charset=utf-8');
        res.setHeader('content-disposition', 'attachment; filename="leads.csv"');
        res.setHeader('cache-control', 'no-store');
        return { status: 200 as const, body: csv };
      },
      updateLead: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.leads.setHandled(user!, params.id, params.leadId, body.handled) },
      }),
      dashboard: async ({ params, query }) => ({
        status: 200 as const,
        body: { data: await this.dashboard.get(user!, params.id, query.period) },
      }),
      miniSite: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.miniSites.get(user!, params.id) },
      }),
      saveMiniSite: async ({ params, body }) => ({
        status: 200 as const,
        body: { data: await this.miniSites.save(user!, params.id, body) },
      }),
      publishMiniSite: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.miniSites.publish(user!, params.id) },
      }),
      checkMiniSiteUrl: async ({ query }) => ({
        status: 200 as const,
        body: { data: { available: await this.miniSites.isAvailable(user!, query.url) } },
      }),
      publicMiniSite: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.miniSites.publicSite(params.slug, user, req.ip) },
      }),
      createCampaign: async ({ params, body }) => ({
        status: 201 as const,
        body: { data: await this.campaigns.create(user!, params.id, body) },
      }),
      campaigns: async ({ params }) => ({
        status: 200 as const,
        body: { data: await this.campaigns.list(user!, params.id) },
      }),
    });
  }
}
