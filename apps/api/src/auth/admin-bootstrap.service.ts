import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { normalizeEmail } from '@app/contracts';
import { Repository } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { User } from '../users/user.entity';
import { AuthService } from './auth.service';

/** ADMIN_EMAIL + ADMIN_PASSWORD create or update the first admin (verified) at start-up. */
@Injectable()
export class AdminBootstrapService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminBootstrapService.name);

  constructor(
    private readonly config: AppConfig,
    private readonly auth: AuthService,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL, ADMIN_PASSWORD } = this.config.env;
    if (!ADMIN_EMAIL || !ADMIN_PASSWORD) return;
    const email = normalizeEmail(ADMIN_EMAIL);
    const passwordHash = await this.auth.hashPassword(ADMIN_PASSWORD);
    const existing = await this.users.findOneBy({ email });
    if (existing) {
      const roles = existing.roles.includes('admin')
        ? existing.roles
        : [...existing.roles, 'admin' as const];
      await this.users.update(
        { id: existing.id },
        { passwordHash, roles, isEmailConfirmed: true, isBlocked: false },
      );
      this.logger.log(`Admin ${email} updated from ADMIN_EMAIL`);
    } else {
      await this.users.insert({
        email,
        passwordHash,
        roles: ['user', 'admin'],
        isEmailConfirmed: true,
      });
      this.logger.log(`Admin ${email} created from ADMIN_EMAIL`);
    }
  }
}
