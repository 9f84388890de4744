import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AccountExportService } from './account-export.service';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** /settings: the signed-in person's account (issue #9, docs/decisions/0007). */
@Module({
  imports: [UsersModule, AuthModule],
  controllers: [AccountController],
  providers: [AccountService, AccountExportService],
})
export class AccountModule {}
