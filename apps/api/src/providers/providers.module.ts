import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Clock } from '../common/clock';
import { ImagesModule } from '../images/images.module';
import { PlacesModule } from '../places/places.module';
import { PostsModule } from '../posts/posts.module';
import { UsersModule } from '../users/users.module';
import { AdminProvidersController } from './admin-providers.controller';
import { AdminProvidersService } from './admin-providers.service';
import { ReviewsModule } from '../reviews/reviews.module';
import { Provider } from './provider.entity';
import { ProviderView } from './provider-view.entity';
import { ProvidersController } from './providers.controller';
import { ProviderOwnershipService } from './provider-ownership.service';
import { ProviderSearchService } from './provider-search.service';
import { SearchIndexService } from './search-index.service';
import { ProvidersService } from './providers.service';
import { SampleDataService } from './sample-data.service';
import { SponsoredService } from './sponsored.service';
import { ListingLifecycleService } from './listing-lifecycle.service';
import { ListingMoves } from './listing-moves';
import { AdminListingsController, ListingsController } from './listings.controller';
import { ListingsService } from './listings.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Provider, ProviderView]),
    ReviewsModule,
    PostsModule,
    ImagesModule,
    PlacesModule,
    AuthModule,
    UsersModule,
  ],
  controllers: [
    ListingsController,
    ProvidersController,
    AdminProvidersController,
    AdminListingsController,
  ],
  providers: [
    ProvidersService,
    ProviderSearchService,
    SearchIndexService,
    SponsoredService,
    SampleDataService,
    Clock,
    ProviderOwnershipService,
    AdminProvidersService,
    ListingMoves,
    ListingsService,
    ListingLifecycleService,
  ],
  exports: [
    ProvidersService,
    Clock,
    ProviderOwnershipService,
    SearchIndexService,
    ListingMoves,
    ListingLifecycleService,
  ],
})
export class ProvidersModule {}
