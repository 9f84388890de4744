import { Module } from '@nestjs/common';
import { ReviewAppealsService } from './review-appeals.service';
import { ReviewRepliesService } from './review-replies.service';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({
  controllers: [ReviewsController],
  providers: [ReviewsService, ReviewRepliesService, ReviewAppealsService],
  exports: [ReviewsService],
})
export class ReviewsModule {}
