import type { TSessionUser } from '@app/contracts';
import { cn } from '../ui/cn';
import { initials } from './account-links';

/**
 * A picture, or the initials drawn by CSS (`data-initials`): decorative either way, and not
 * text in the DOM, so a button holding it keeps its visible label inside its accessible name
 * (WCAG 2.5.3, axe label-content-name-mismatch).
 */
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
      data-initials={initials(user)}
      className={cn(
        'flex size-9 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white before:content-[attr(data-initials)]',
        className,
      )}
    />
  );
}
