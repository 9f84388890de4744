import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountModule } from '../account/account.module';
import { AuthModule } from '../auth/auth.module';
import { TrustModule } from '../trust/trust.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AdminInvite } from './admin-invite.entity';
import { AdminService } from './admin.service';

@Module({
  imports: [
    AccountModule,
    AuthModule,
    UsersModule,
    TrustModule,
    TypeOrmModule.forFeature([AdminInvite]),
  ],
  controllers: [AdminController],
  providers: [AdminService],
})
export class AdminModule {}
