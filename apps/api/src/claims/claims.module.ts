import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesModule } from '../images/images.module';
import { ClaimsController } from './claims.controller';
import { ClaimsService } from './claims.service';
import { ProfileClaim } from './profile-claim.entity';

@Module({
  imports: [ImagesModule, TypeOrmModule.forFeature([ProfileClaim])],
  controllers: [ClaimsController],
  providers: [ClaimsService],
  exports: [ClaimsService],
})
export class ClaimsModule {}
