import { EmailCode } from '../auth/email-code.entity';
import { PasswordReset } from '../auth/password-reset.entity';
import { User } from '../users/user.entity';

/** Every TypeORM entity of the app; the CLI data source and the app share this list. */
export const ENTITIES = [User, EmailCode, PasswordReset];
