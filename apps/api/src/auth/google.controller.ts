import {
  Controller,
  ExecutionContext,
  Get,
  HttpException,
  HttpStatus,
  Injectable,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { errorBody, GOOGLE_AUTH_PATHS, MESSAGES, API_MESSAGES } from '@app/contracts';
import type { Request, Response } from 'express';
import { RouteMeta } from '../common/guards/route-meta';
import { AppConfig } from '../config/app-config';
import { GoogleAccountsService } from './google-accounts.service';
import type { GoogleIdentity } from './google.strategy';
import { OAuthStateService, StateCheck } from './oauth-state.service';
import { TokenService } from './token.service';

type CallbackRequest = Request & { user?: GoogleIdentity; oauthState?: StateCheck };

/** Only a path on our own site may be a return address (no open redirect). */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return '/';
  try {
    const url = new URL(value, 'http://local.invalid');
    if (url.origin !== 'http://local.invalid' && !/^https?:$/.test(url.protocol)) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('/') && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
}

@Injectable()
export class GoogleAuthGuard extends AuthGuard('google') {
  constructor(
    private readonly config: AppConfig,
    private readonly states: OAuthStateService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.env.GOOGLE_CLIENT_ID) {
      throw new HttpException(
        errorBody(503, API_MESSAGES.googleNotConfigured),
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
    const req = context.switchToHttp().getRequest<CallbackRequest>();
    if (req.path.endsWith('/callback')) {
      // The state is checked and spent before passport exchanges any code: only our own
      // state, from the browser that started the sign-in, once.
      req.oauthState = await this.states.consume(req);
      if (!req.query.code || req.oauthState.error) return true;
    }
    try {
      return (await super.canActivate(context)) as boolean;
    } catch {
      return true; // the handler redirects to the web app with an error
    }
  }

  override getAuthenticateOptions(context: ExecutionContext) {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.path.endsWith('/callback')) return { session: false };
    const returnTo = typeof req.query.returnTo === 'string' ? req.query.returnTo : '/';
    const mode = req.query.mode === 'ticket' ? 'ticket' : 'token';
    return {
      session: false,
      state: this.states.start(context.switchToHttp().getResponse<Response>(), {
        returnTo: safeReturnTo(returnTo),
        mode,
      }),
      prompt: 'select_account',
    };
  }

  override handleRequest<T>(_error: unknown, user: T | false): T {
    return (user || undefined) as T;
  }
}

/** GET /api/auth/google and its callback (browser redirects, outside the JSON contract). */
@Controller(GOOGLE_AUTH_PATHS.start)
@RouteMeta({ access: 'public', rateLimit: 'login' })
export class GoogleController {
  constructor(
    private readonly config: AppConfig,
    private readonly google: GoogleAccountsService,
    private readonly tokens: TokenService,
    private readonly states: OAuthStateService,
  ) {}

  /** Redirects to Google (passport does); the state and its browser cookie are set. */
  @Get()
  @UseGuards(GoogleAuthGuard)
  start(): void {
    // passport has already answered with the redirect
  }

  /**
   * Back from Google: the web page gets a one-time sign-in code (never a session token),
   * which only this browser can redeem at POST /api/auth/google/exchange (decision 0015).
   */
  @Get(GOOGLE_AUTH_PATHS.callback.slice(GOOGLE_AUTH_PATHS.start.length + 1))
  @UseGuards(GoogleAuthGuard)
  async callback(
    @Req() req: CallbackRequest,
    @Res() res: Response,
    @Query('error') error?: string,
  ) {
    const back = (params: Record<string, string>) =>
      res.redirect(
        302,
        `${this.config.webOrigin}/auth/google/callback?${new URLSearchParams(params).toString()}`,
      );
    const fail = (message: string) => {
      this.states.clear(res);
      return back({ error: message });
    };
    const check = req.oauthState ?? { error: MESSAGES.oauthMissingParams };
    if (check.error !== undefined) return fail(check.error);
    const { state } = check;
    if (!req.query.code && !error) return fail(MESSAGES.oauthMissingParams);
    if (error || !req.user)
      return fail(
        error === 'access_denied' ? 'Google sign-in was cancelled' : MESSAGES.googleFailed,
      );

    const identity = req.user;
    if (state.mode === 'ticket') {
      // The cookie stays: the ticket is bound to it, and social-login/register redeem it.
      return back({
        ticket: this.tokens.signSocialTicket(identity, state.bh),
        email: identity.email,
        ...(identity.name ? { name: identity.name } : {}),
        ...(identity.avatar ? { avatar: identity.avatar } : {}),
        providerAccountId: identity.googleId,
        returnTo: state.returnTo,
      });
    }
    try {
      const user =
        (await this.google.findOrLinkGoogleUser(identity)) ??
        (await this.google.createGoogleUser(identity, req.headers['accept-language']));
      if (user.isBlocked) return fail('This account has been blocked. Please contact support.');
      return back({
        signInCode: this.tokens.signSignInCode(user.id, state.bh),
        returnTo: state.returnTo,
      });
    } catch (e) {
      return fail(e instanceof HttpException ? e.message : MESSAGES.googleFailed);
    }
  }
}
