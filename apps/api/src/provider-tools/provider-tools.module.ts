import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdCampaign } from './ad-campaign.entity';
import { Lead } from './lead.entity';
import { MiniSiteClick } from './mini-site-click.entity';
import { MiniSite } from './mini-site.entity';
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
  imports: [ProvidersModule, TypeOrmModule.forFeature([Lead, MiniSite, MiniSiteClick, AdCampaign])],
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
