import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isProfileComplete, normalizeEmail } from '@app/contracts';
import { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';
import { insertUser, updateUser } from '../users/users.repository';

/**
 * ADMIN_EMAIL + ADMIN_PASSWORD create or update the first admin (verified) at start-up, named
 * from ADMIN_NAME ('Site Admin' by default) so that their first sign-in skips /finish-profile.
 * A name the admin has given themselves is kept.
 */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrapService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly auth: AuthService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_NAME } = this.config.env;
    if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
    const email = normalizeEmail(ADMIN_EMAIL);
    const passwordHash = await this.auth.hashPassword(ADMIN_PASSWORD);
    const existing = await this.users.findOneBy({ email });
    const name = { firstName: ADMIN_NAME.firstName, lastName: ADMIN_NAME.lastName };
    if (existing) {
      const roles = existing.roles.includes('admin')
        ? existing.roles
        : [...existing.roles, 'admin' as const];
      await updateUser(this.users.manager, existing.id, {
        passwordHash,
        roles,
        isEmailConfirmed: true,
        isBlocked: false,
        ...(isProfileComplete(existing) ? {} : name),
      });
      this.logger.log(`Admin ${email} updated from ADMIN_EMAIL`);
    } else {
      await insertUser(this.users.manager, {
        email,
        passwordHash,
        roles: ['user', 'admin'],
        isEmailConfirmed: true,
        ...name,
      });
      this.logger.log(`Admin ${email} created from ADMIN_EMAIL`);
    }
  }
}
