import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { ProvidersModule } from '../providers/providers.module';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { AccountRepository } from './account.repository';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** /settings: the signed-in person's account (issue #9, docs/decisions/0007). */
@Module({
  imports: [UsersModule, AuthModule, ProvidersModule],
  controllers: [AccountController],
  providers: [AccountService, AccountExportService, AccountDeletionService, AccountRepository],
  exports: [AccountDeletionService],
})
export class AccountModule {}
