import { Controller, Req } from '@nestjs/common';
import { contract, type TSocialBody } from '@app/contracts';
import { TsRestHandler, tsRestHandler } from '@ts-rest/nest';
import type { Request } from 'express';
import { CurrentUser } from '../common/guards/current-user.decorator';
import type { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { GoogleAccountsService } from './google-accounts.service';
import { OAuthStateService } from './oauth-state.service';

const SUCCESS = { data: { success: true as const } };

/**
 * contract.auth without the signed-in person's own routes (session, profileUpdate), which
 * the 'me' module serves (account/MeController, decision 0033).
 */
const { session: _session, profileUpdate: _profileUpdate, ...authRoutes } = contract.auth;

@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly google: GoogleAccountsService,
    private readonly states: OAuthStateService,
  ) {}

  @TsRestHandler(authRoutes)
  handler(@CurrentUser() user: User | undefined, @Req() req: Request) {
    return tsRestHandler(authRoutes, {
      register: async ({ body }) => ({
        status: 201 as const,
        body: { data: await this.auth.register(body, req.headers['accept-language'], req.ip) },
      }),
      login: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.auth.login(body, req.headers['accept-language'], req.ip) },
      }),
      emailVerify: async ({ body }) => ({
        status: 200 as const,
        body: { data: await this.auth.verifyEmail(body, user) },
      }),
      resendVerificationCode: async ({ body }) => {
        await this.auth.resendCode(body?.email, user, req.headers['accept-language']);
        return { status: 200 as const, body: SUCCESS };
      },
      sendResetPasswordLink: async ({ params }) => {
        this.auth.requestPasswordReset(params.email, req.headers['accept-language']);
        return { status: 200 as const, body: SUCCESS };
      },
      resetPassword: async ({ body }) => {
        await this.auth.resetPassword(body);
        return { status: 200 as const, body: SUCCESS };
      },
      googleExchange: async ({ body }) => {
        const data = await this.google.redeemSignInCode(body.code, this.states.browserHashOf(req));
        // Express links the response to the request; ts-rest sends the body.
        this.states.clear(req.res!);
        return { status: 200 as const, body: { data } };
      },
      socialRegister: async ({ body }) => {
        const data = await this.socialSignIn(req, body, true);
        return { status: 201 as const, body: { data } };
      },
      socialLogin: async ({ body }) => {
        const data = await this.socialSignIn(req, body, false);
        return { status: 200 as const, body: { data } };
      },
    });
  }

  /** A ticket redeemed by the browser of its sign-in; the sign-in is over, its cookie goes. */
  private async socialSignIn(req: Request, body: TSocialBody, createIfMissing: boolean) {
    const data = await this.google.socialSignIn(
      body,
      createIfMissing,
      this.states.browserHashOf(req),
      req.headers['accept-language'],
    );
    this.states.clear(req.res!);
    return data;
  }
}
