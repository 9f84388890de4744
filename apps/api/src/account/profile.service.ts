import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUTH_MESSAGES, errorBody, TProfileUpdateBody, TSessionUser } from '@app/contracts';
import { Repository } from 'typeorm';
import { StorageService } from '../storage/storage.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { updateUser } from '../users/users.repository';

/**
 * The signed-in person's profile fields (names, pictures), for both profile routes of the
 * 'me' module: PUT /auth/profile-update (MeController) and the settings page's
 * (AccountService.updateProfile).
 */
@Injectable()
export class ProfileService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly usersService: UsersService,
    private readonly storage: StorageService,
  ) {}

  async updateProfile(user: User, body: TProfileUpdateBody): Promise<TSessionUser> {
    const changes = await this.profileChanges(body);
    if (Object.keys(changes).length > 0) await updateUser(this.users.manager, user.id, changes);
    const fresh = await this.users.findOneByOrFail({ id: user.id });
    return this.usersService.toSessionUser(fresh);
  }

  /**
   * The column changes of a profile update, every field checked first (400 before anything
   * is written), so that callers apply a request whole or not at all.
   */
  async profileChanges(body: TProfileUpdateBody): Promise<Partial<User>> {
    const changes: Partial<User> = {};
    if (body.firstName !== undefined) changes.firstName = body.firstName;
    if (body.lastName !== undefined) changes.lastName = body.lastName;
    for (const [field, column] of [
      ['profilePicture', 'profilePicUrl'],
      ['bannerPicture', 'bannerPicUrl'],
    ] as const) {
      const value = body[field];
      if (value === undefined) continue;
      if (value !== null && !(await this.storage.isIssuedPublicUrl(value))) {
        throw new BadRequestException(
          errorBody(400, AUTH_MESSAGES.pictureNotIssued, {
            errors: [{ path: field, message: AUTH_MESSAGES.pictureNotIssued }],
          }),
        );
      }
      changes[column] = value;
    }
    return changes;
  }
}
