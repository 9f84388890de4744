import { Controller, Req } from '@nestjs/common';
import { contract } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import { OAuthStateService } from './oauth-state.service';

const SUCCESS = { data: { success: true as const } };

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly states: OAuthStateService,
  ) {}

  @TsRestHandler(contract.auth)
  handler(@CurrentUser() user: User | undefined, @Req() req: Request) {
    return tsRestHandler(contract.auth, {
      register: async ({ body }) => ({
        status: 201 as const,
        body: { data: await this.auth.register(body) },
      }),
      login: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.auth.login(body) },
      }),
      emailVerify: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.auth.verifyEmail(body, user) },
      }),
      resendVerificationCode: async ({ body }) => {
        await this.auth.resendCode(body?.email, user);
        return { status: 200 as const, body: SUCCESS };
      },
      session: async () => ({
        status: 200 as const,
        body: { data: { user: await this.users.toSessionUser(user!) } },
      }),
      sendResetPasswordLink: async ({ params }) => {
        this.auth.requestPasswordReset(params.email);
        return { status: 200 as const, body: SUCCESS };
      },
      resetPassword: async ({ body }) => {
        await this.auth.resetPassword(body);
        return { status: 200 as const, body: SUCCESS };
      },
      profileUpdate: async ({ body }) => ({
        status: 200 as const,
        body: { data: { user: await this.auth.updateProfile(user!, body) } },
      }),
      googleExchange: async ({ body }) => {
        const data = await this.auth.redeemSignInCode(body.code, this.states.browserHashOf(req));
        // Express links the response to the request; ts-rest sends the body.
        this.states.clear(req.res!);
        return { status: 200 as const, body: { data } };
      },
      socialRegister: async ({ body }) => ({
        status: 201 as const,
        body: { data: await this.auth.socialSignIn(body, true) },
      }),
      socialLogin: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.auth.socialSignIn(body, false) },
      }),
    });
  }
}
