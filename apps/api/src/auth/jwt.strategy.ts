import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Repository } from 'typeorm';
import { User } from '../users/user.entity';
import { SessionClaims, TokenService } from './token.service';

/**
 * Checks the Bearer token (HS256 only, not expired) and re-reads the user on every
 * request: a deleted or blocked account, or one whose token version moved on (password
 * reset, sign out everywhere), is refused at once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    tokens: TokenService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject (token.service.ts), which jsonwebtoken takes as is; the types say string.
      secretOrKey: tokens.sessionKey as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: Partial<SessionClaims>): Promise<User | false> {
    if (claims.typ !== 'session' || typeof claims.sub !== 'string') return false;
    const user = await this.users.findOneBy({ id: claims.sub });
    if (!user || user.isBlocked || user.tokenVersion !== claims.ver) return false;
    return user;
  }
}
