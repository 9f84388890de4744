import type { TSessionUser } from '@app/contracts';
import { cn } from '../ui/cn';
import { initials } from './account-links';

export function Avatar({ user, className }: { user: TSessionUser; className?: string }) {
  return user.profilePicUrl ? (
    <img
      src={user.profilePicUrl}
      alt=""
      className={cn('size-9 rounded-full object-cover', className)}
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white',
        className,
      )}
    >
      {initials(user)}
    </span>
  );
}
