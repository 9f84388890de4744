import type { TNotificationKind, TNotificationPrefs } from '@app/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { User } from './user.entity';

const COLUMNS: Record<TNotificationKind, string> = {
  reviewResponse: 'notify_review_response',
  decisions: 'notify_decisions',
  leads: 'notify_leads',
};

/**
 * Whether the person wants a kind of mail (their notification preferences, /settings).
 * Every mail sent because of someone else's action asks here first; a missing account
 * wants nothing. UsersService.wantsMail is the same for modules that inject it; code that
 * holds a transaction or a DataSource of its own (reviews) may call this directly.
 */
export async function wantsMail(
  db: DataSource | EntityManager,
  userId: string,
  kind: TNotificationKind,
): Promise<boolean> {
  const [row] = await db.query<Array<{ wants: boolean }>>(
    `SELECT ${COLUMNS[kind]} AS wants FROM users WHERE id = $1`,
    [userId],
  );
  return row?.wants ?? false;
}

export function notificationPrefsOf(
  user: Pick<User, 'notifyReviewResponse' | 'notifyDecisions' | 'notifyLeads'>,
): TNotificationPrefs {
  return {
    reviewResponse: user.notifyReviewResponse,
    decisions: user.notifyDecisions,
    leads: user.notifyLeads,
  };
}
