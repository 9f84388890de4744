import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessGuard } from '../common/guards/access.guard';
import { RateLimitGuard } from '../common/rate-limit/rate-limit.guard';
import { UsersModule } from '../users/users.module';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { EmailCode } from './email-code.entity';
import { EmailCodesService } from './email-codes.service';
import { GoogleAccountsService } from './google-accounts.service';
import { GoogleAuthGuard, GoogleController } from './google.controller';
import { OAuthStateService } from './oauth-state.service';
import { GoogleStrategy } from './google.strategy';
import { JwtStrategy } from './jwt.strategy';
import { PasswordReset } from './password-reset.entity';
import { PasswordResetsService } from './password-resets.service';
import { SpentToken } from './spent-token.entity';
import { SpentTokensService } from './spent-tokens.service';
import { TokenService } from './token.service';

@Module({
  imports: [
    UsersModule,
    PassportModule,
    JwtModule.register({}),
    TypeOrmModule.forFeature([EmailCode, PasswordReset, SpentToken]),
  ],
  controllers: [AuthController, GoogleController],
  providers: [
    AuthService,
    GoogleAccountsService,
    TokenService,
    EmailCodesService,
    PasswordResetsService,
    SpentTokensService,
    JwtStrategy,
    GoogleStrategy,
    GoogleAuthGuard,
    OAuthStateService,
    AdminBootstrapService,
    // Order matters: who the caller is, then how often they may call.
    { provide: APP_GUARD, useClass: AccessGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [AuthService, TokenService, EmailCodesService],
})
export class AuthModule {}
