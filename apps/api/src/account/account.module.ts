import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { PaymentsModule } from '../payments/payments.module';
import { ProvidersModule } from '../providers/providers.module';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { AccountRepository } from './account.repository';
import { MeController } from './me.controller';
import { ProfileService } from './profile.service';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/**
 * 'me': the signed-in person's own account, in one module (decision 0033): /settings
 * (issue #9, docs/decisions/0007), /users/me, /auth/session, /auth/profile-update and the
 * one account-deletion path.
 */
@Module({
  imports: [UsersModule, AuthModule, PaymentsModule, ProvidersModule],
  controllers: [AccountController, MeController],
  providers: [
    AccountService,
    AccountExportService,
    AccountDeletionService,
    AccountRepository,
    ProfileService,
  ],
  exports: [AccountDeletionService],
})
export class AccountModule {}
