import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ClaimsModule } from '../claims/claims.module';
import { TrustModule } from '../trust/trust.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';

@Module({
  imports: [AuthModule, UsersModule, ClaimsModule, TrustModule],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
