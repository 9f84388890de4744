import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Clock } from '../common/clock';
import { ImagesModule } from '../images/images.module';
import { PlacesModule } from '../places/places.module';
import { PostsModule } from '../posts/posts.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { Provider } from './provider.entity';
import { ProvidersController } from './providers.controller';
import { ProviderSearchService } from './provider-search.service';
import { ProvidersService } from './providers.service';
import { SampleDataService } from './sample-data.service';
import { SponsoredService } from './sponsored.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Provider]),
    ReviewsModule,
    PostsModule,
    ImagesModule,
    PlacesModule,
  ],
  controllers: [ProvidersController],
  providers: [ProvidersService, ProviderSearchService, SponsoredService, SampleDataService, Clock],
  exports: [ProvidersService, Clock],
})
export class ProvidersModule {}
