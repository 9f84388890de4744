import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ImagesModule } from '../images/images.module';
import { PaymentsModule } from '../payments/payments.module';
import { ProvidersModule } from '../providers/providers.module';
import { UsersModule } from '../users/users.module';
import { ClaimsAdminController } from './claims-admin.controller';
import { ClaimsAdminService } from './claims-admin.service';
import { ClaimsController } from './claims.controller';
import { ClaimsRepository } from './claims.repository';
import { ClaimsService } from './claims.service';
import { ProfileClaim } from './profile-claim.entity';

/** Profile claims: the claimant's routes and the admin console's (/admin/claims). */
@Module({
  imports: [
    ImagesModule,
    PaymentsModule,
    ProvidersModule,
    UsersModule,
    TypeOrmModule.forFeature([ProfileClaim]),
  ],
  controllers: [ClaimsController, ClaimsAdminController],
  providers: [ClaimsService, ClaimsAdminService, ClaimsRepository],
})
export class ClaimsModule {}
