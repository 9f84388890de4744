import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeEmail, TPublicUser, TSessionUser } from '@app/contracts';
import { Repository } from 'typeorm';
import { User } from './user.entity';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /**
   * The session user of DESIGN 7. Review counts, badges and owned providers come with the
   * directory (step 4) and claims (step 5); until then an account has none.
   */
  toSessionUser(user: User): TSessionUser {
    return {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profilePicUrl: user.profilePicUrl,
      bannerPicUrl: user.bannerPicUrl,
      isEmailConfirmed: user.isEmailConfirmed,
      createdAt: user.createdAt.toISOString(),
      reviewCount: 0,
      badges: [],
      roles: user.roles,
      providerIds: [],
    };
  }

  /**
   * A reviewer's public page. Reviews arrive with the directory (step 4); a blocked account
   * has no public page.
   */
  async publicProfile(id: string): Promise<TPublicUser> {
    const user = await this.users.findOneBy({ id });
    if (!user || user.isBlocked) throw new NotFoundException('User not found');
    return {
      id: user.id,
      name: [user.firstName, user.lastName].filter(Boolean).join(' ') || 'Anonymous reviewer',
      avatar: user.profilePicUrl,
      location: null,
      badges: [],
      memberSince: user.createdAt.getUTCFullYear(),
      reviewCount: 0,
      reviews: [],
    };
  }
}
