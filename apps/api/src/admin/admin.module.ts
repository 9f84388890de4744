import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/account.module';
import { AuthModule } from '../auth/auth.module';
import { ClaimsModule } from '../claims/claims.module';
import { TrustModule } from '../trust/trust.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AdminInvite } from './admin-invite.entity';
import { AdminService } from './admin.service';
import { AuditLogEntry } from './audit-log.entity';

@Module({
  imports: [
    AccountModule,
    AuthModule,
    UsersModule,
    ClaimsModule,
    TrustModule,
    TypeOrmModule.forFeature([AdminInvite, AuditLogEntry]),
  ],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
