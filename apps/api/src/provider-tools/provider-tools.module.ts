import { Module } from '@nestjs/common';
import { ProvidersModule } from '../providers/providers.module';
import { CampaignsService } from './campaigns.service';
import { DashboardService } from './dashboard.service';
import { LeadAddressesService } from './lead-addresses.service';
import { LeadsService } from './leads.service';
import { MiniSiteService } from './mini-site.service';
import { ProfileEditService } from './profile-edit.service';
import { ProviderToolsController } from './provider-tools.controller';

/** The provider's tools (issue #7); posts, responses and appeals live in their modules. */
@Module({
  imports: [ProvidersModule],
  controllers: [ProviderToolsController],
  providers: [
    ProfileEditService,
    LeadsService,
    LeadAddressesService,
    DashboardService,
    MiniSiteService,
    CampaignsService,
  ],
})
export class ProviderToolsModule {}
