import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/account.module';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AdminInvite } from './admin-invite.entity';
import { AdminUsersService } from './admin-users.service';
import { AdminController } from './admin.controller';
import { AdminsService } from './admins.service';
import { AuditLogService } from './audit-log.service';

/** The admin console's people, admins and audit log (decision 0033). */
@Module({
  imports: [AccountModule, AuthModule, UsersModule, TypeOrmModule.forFeature([AdminInvite])],
  controllers: [AdminController],
  providers: [AdminUsersService, AdminsService, AuditLogService],
})
export class AdminModule {}
