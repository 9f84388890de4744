import { AdminInvite } from './admin/admin-invite.entity';
import { AuditLogEntry } from './audit/audit-log.entity';
import { EmailCode } from './auth/email-code.entity';
import { PasswordReset } from './auth/password-reset.entity';
import { SpentToken } from './auth/spent-token.entity';
import { Bookmark } from './bookmarks/bookmark.entity';
import { ProfileClaim } from './claims/profile-claim.entity';
import { Post } from './posts/post.entity';
import { ProviderView } from './providers/provider-view.entity';
import { Provider } from './providers/provider.entity';
import { Review } from './reviews/review.entity';
import { User } from './users/user.entity';
import { AdCampaign } from './provider-tools/ad-campaign.entity';
import { Lead } from './provider-tools/lead.entity';
import { MiniSiteClick } from './provider-tools/mini-site-click.entity';
import { MiniSite } from './provider-tools/mini-site.entity';

/**
 * Every TypeORM entity, for the standalone migration CLI data source (src/data-source.ts)
 * only. The running app does not read this list: each module registers its own entities
 * (TypeOrmModule.forFeature) and the database module loads what they registered
 * (autoLoadEntities); test/entities.e2e-spec.ts checks that both sets are the same.
 */
export const ENTITIES = [
  User,
  EmailCode,
  PasswordReset,
  SpentToken,
  Provider,
  ProviderView,
  Review,
  Bookmark,
  Post,
  ProfileClaim,
  AdminInvite,
  AuditLogEntry,
  Lead,
  MiniSite,
  MiniSiteClick,
  AdCampaign,
];
