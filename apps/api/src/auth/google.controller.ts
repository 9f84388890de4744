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
import { errorBody, MESSAGES } from '@app/contracts';
import type { Request, Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RouteMeta } from '../common/guards/route-meta';
import { AppConfig } from '../config/app-config';
import { AuthService } from './auth.service';
import type { GoogleIdentity } from './google.strategy';
import { TokenService } from './token.service';

const STATE_TTL_MS = 10 * 60 * 1000;

interface OAuthState {
  returnTo: string;
  mode: 'token' | 'ticket';
  exp: number;
  nonce: string;
}

/** Signs the OAuth `state`: where to go back to, for how long it is good. */
@Injectable()
export class OAuthStateService {
  private readonly key: Buffer;
  constructor(config: AppConfig) {
    this.key = createHmac('sha256', config.jwtSecret).update('oauth-state').digest();
  }

  sign(state: Omit<OAuthState, 'exp' | 'nonce'>): string {
    const payload = Buffer.from(
      JSON.stringify({
        ...state,
        exp: Date.now() + STATE_TTL_MS,
        nonce: randomBytes(8).toString('hex'),
      }),
    ).toString('base64url');
    return `${payload}.${this.mac(payload)}`;
  }

  verify(value: unknown): OAuthState | null {
    if (typeof value !== 'string') return null;
    const [payload, mac] = value.split('.');
    if (!payload || !mac) return null;
    const expected = Buffer.from(this.mac(payload));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuthState;
      return state.exp > Date.now() ? state : null;
    } catch {
      return null;
    }
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}

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
        errorBody(503, 'Google sign-in is not configured on this server'),
        HttpStatus.SERVICE_UNAVAILABLE,
      );
    }
    const req = context.switchToHttp().getRequest<Request>();
    // On the way back, only our own signed state lets passport exchange the code.
    if (req.path.endsWith('/callback') && (!req.query.code || !this.states.verify(req.query.state)))
      return true;
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
      state: this.states.sign({ returnTo: safeReturnTo(returnTo), mode }),
      prompt: 'select_account',
    };
  }

  override handleRequest<T>(_error: unknown, user: T | false): T {
    return (user || undefined) as T;
  }
}

/** GET /api/auth/google and its callback (browser redirects, outside the JSON contract). */
@Controller('api/auth/google')
@RouteMeta({ access: 'public', rateLimit: 'login' })
export class GoogleController {
  constructor(
    private readonly config: AppConfig,
    private readonly auth: AuthService,
    private readonly tokens: TokenService,
    private readonly states: OAuthStateService,
  ) {}

  /** Redirects to Google (passport does); `returnTo` travels in the signed state. */
  @Get()
  @UseGuards(GoogleAuthGuard)
  start(): void {
    // passport has already answered with the redirect
  }

  @Get('callback')
  @UseGuards(GoogleAuthGuard)
  async callback(
    @Req() req: Request & { user?: GoogleIdentity },
    @Res() res: Response,
    @Query('error') error?: string,
  ) {
    const back = (params: Record<string, string>) =>
      res.redirect(
        302,
        `${this.config.webOrigin}/auth/google/callback?${new URLSearchParams(params).toString()}`,
      );
    const state = this.states.verify(req.query.state);
    if (!state || (!req.query.code && !error)) return back({ error: MESSAGES.oauthMissingParams });
    if (error || !req.user)
      return back({
        error: error === 'access_denied' ? 'Google sign-in was cancelled' : MESSAGES.googleFailed,
      });

    const identity = req.user;
    if (state.mode === 'ticket') {
      return back({
        ticket: this.tokens.signSocialTicket(identity),
        email: identity.email,
        ...(identity.name ? { name: identity.name } : {}),
        ...(identity.avatar ? { avatar: identity.avatar } : {}),
        providerAccountId: identity.googleId,
        returnTo: state.returnTo,
      });
    }
    try {
      const user =
        (await this.auth.findOrLinkGoogleUser(identity)) ??
        (await this.auth.createGoogleUser(identity));
      if (user.isBlocked)
        return back({ error: 'This account has been blocked. Please contact support.' });
      return back({
        token: this.tokens.signSession(user, { viaGoogle: true }),
        returnTo: state.returnTo,
      });
    } catch (e) {
      return back({ error: e instanceof HttpException ? e.message : MESSAGES.googleFailed });
    }
  }
}
