import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Review } from './review.entity';
import { ReviewAppealsService } from './review-appeals.service';
import { ReviewRepliesService } from './review-replies.service';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({
  imports: [TypeOrmModule.forFeature([Review])],
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewRepliesService, ReviewAppealsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
