import { TRUST_MESSAGES } from '@app/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useUnsubscribe, useUnsubscribeState } from '../api/trust';
import { localizeMessage, useT } from '../../../lib/i18n';
import { trustMessages } from '../i18n';

/**
 * /review-invitations/unsubscribe?token=...: a review invitation's unsubscribe link (issue
 * 17). The page shows the (masked) address; a button, not the page load, unsubscribes, so mail
 * scanners that open links act on nobody's behalf. It can be used again at any time.
 */
export function UnsubscribePage() {
  const t = useT(trustMessages);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useUnsubscribeState(token);
  const unsubscribe = useUnsubscribe(token);
  const done = unsubscribe.data ?? (state.data?.unsubscribed ? state.data : null);

  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">{t('unsubscribe.title')}</h1>
      <div aria-live="polite" className="flex flex-col gap-4">
        {!token || state.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {localizeMessage(TRUST_MESSAGES.unsubscribeInvalid)}
          </p>
        ) : state.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : done ? (
          <>
            <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
              {t('unsubscribe.done', { email: done.email })}
            </p>
            <Link to={paths.home} className={buttonClasses('secondary', 'md')}>
              {t('goHome')}
            </Link>
          </>
        ) : (
          <>
            <p className="text-slate-700">
              {t('unsubscribe.question', { email: state.data.email })}
            </p>
            {unsubscribe.isError && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {unsubscribe.error.message}
              </p>
            )}
            <Button
              onClick={() => unsubscribe.mutate()}
              disabled={unsubscribe.isPending}
              loading={unsubscribe.isPending}
            >
              {t('unsubscribe.button')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
