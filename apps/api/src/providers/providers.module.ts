import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesModule } from '../images/images.module';
import { PostsModule } from '../posts/posts.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { Provider } from './provider.entity';
import { ProvidersController } from './providers.controller';
import { ProvidersService } from './providers.service';
import { SampleDataService } from './sample-data.service';

@Module({
  imports: [TypeOrmModule.forFeature([Provider]), ReviewsModule, PostsModule, ImagesModule],
  controllers: [ProvidersController],
  providers: [ProvidersService, SampleDataService],
  exports: [ProvidersService],
})
export class ProvidersModule {}
