import { EnablePgTrgm1763800000000 } from './1763800000000-enable-pg-trgm';
import { CreateAccounts1795381592676 } from './1795381592676-create-accounts';
import { CreateDirectory1795420000000 } from './1795420000000-create-directory';
import { ProvidersCategoryStateIndex1795430000000 } from './1795430000000-providers-category-state-index';
import { ProvidersFilterSortIndexes1795440000000 } from './1795440000000-providers-filter-sort-indexes';
import { CreateAdminAndClaims1795510000000 } from './1795510000000-create-admin-and-claims';
import { CreateProviderTools1795520000000 } from './1795520000000-create-provider-tools';
import { AccountSettings1795530000000 } from './1795530000000-account-settings';
import { CreateSearchWords1795560000000 } from './1795560000000-create-search-words';
import { OneLiveResetLinkPerAccount1796000000000 } from './1796000000000-one-live-reset-link-per-account';
import { CreateSpentTokens1796000010000 } from './1796000010000-create-spent-tokens';
import { AdminListIndexes1796100000000 } from './1796100000000-admin-list-indexes';
import { CreateUploads1796200000000 } from './1796200000000-create-uploads';
import { CreateLeadAddressConfirmations1796200010000 } from './1796200010000-create-lead-address-confirmations';
import { ReviewEditedAt1796600000000 } from './1796600000000-review-edited-at';
import { LeadHandledAt1796600010000 } from './1796600010000-lead-handled-at';
import { CreatePlaces1796700000000 } from './1796700000000-create-places';
import { ProvidersPlaceHoursAndFacts1796700010000 } from './1796700010000-providers-place-hours-and-facts';
import { ProvidersNameWordsIndex1796800000000 } from './1796800000000-providers-name-words-index';
import { FasterOpenNow1796800010000 } from './1796800010000-faster-open-now';
import { CreatePayments1796900000000 } from './1796900000000-create-payments';
import { ReviewsPeopleCanTrust1797000000000 } from './1797000000000-reviews-people-can-trust';
import { TrustAlertsTransparency1797100000000 } from './1797100000000-trust-alerts-transparency';
import { SponsoredCampaignStats1797200000000 } from './1797200000000-sponsored-campaign-stats';
import { ProvidersSponsoredIndex1797300000000 } from './1797300000000-providers-sponsored-index';
import { SavedCards1797200010000 } from './1797200010000-saved-cards';
import { Languages1797400000000 } from './1797400000000-languages';
import { SearchWordsPrefixIndex1797500000000 } from './1797500000000-search-words-prefix-index';
import { SearchWordMisspellings1797500010000 } from './1797500010000-search-word-misspellings';
import { ReviewMonthCounts1797600000000 } from './1797600000000-review-month-counts';
import { ProvidersOpenWeek1797700010000 } from './1797700010000-providers-open-week';
import { ProvidersEarthCovering1797700020000 } from './1797700020000-providers-earth-covering';
import { SearchWordsNames1797700030000 } from './1797700030000-search-words-names';
import { ProvidersFactsStatistics1797700040000 } from './1797700040000-providers-facts-statistics';
import { ProviderChanges1797800000000 } from './1797800000000-provider-changes';
import { ProvidersReviewsWalk1797900000000 } from './1797900000000-providers-reviews-walk';
import { ListingsFoundation1798400000000 } from './1798400000000-listings-foundation';
import { CreateImports1798550000000 } from './1798550000000-create-imports';

/** Every migration, oldest first. The app runs them at start-up; the CLI uses the same list. */
export const MIGRATIONS = [
  EnablePgTrgm1763800000000,
  CreateAccounts1795381592676,
  CreateDirectory1795420000000,
  ProvidersCategoryStateIndex1795430000000,
  ProvidersFilterSortIndexes1795440000000,
  CreateAdminAndClaims1795510000000,
  CreateProviderTools1795520000000,
  AccountSettings1795530000000,
  CreateSearchWords1795560000000,
  OneLiveResetLinkPerAccount1796000000000,
  CreateSpentTokens1796000010000,
  AdminListIndexes1796100000000,
  CreateUploads1796200000000,
  CreateLeadAddressConfirmations1796200010000,
  ReviewEditedAt1796600000000,
  LeadHandledAt1796600010000,
  CreatePlaces1796700000000,
  ProvidersPlaceHoursAndFacts1796700010000,
  ProvidersNameWordsIndex1796800000000,
  FasterOpenNow1796800010000,
  CreatePayments1796900000000,
  ReviewsPeopleCanTrust1797000000000,
  TrustAlertsTransparency1797100000000,
  SponsoredCampaignStats1797200000000,
  SavedCards1797200010000,
  ProvidersSponsoredIndex1797300000000,
  Languages1797400000000,
  SearchWordsPrefixIndex1797500000000,
  SearchWordMisspellings1797500010000,
  ReviewMonthCounts1797600000000,
  ProvidersOpenWeek1797700010000,
  ProvidersEarthCovering1797700020000,
  SearchWordsNames1797700030000,
  ProvidersFactsStatistics1797700040000,
  ProviderChanges1797800000000,
  ProvidersReviewsWalk1797900000000,
  ListingsFoundation1798400000000,
  CreateImports1798550000000,
];
