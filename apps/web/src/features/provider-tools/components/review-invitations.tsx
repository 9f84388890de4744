import {
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_REQUEST,
  INVITATION_REPEAT_DAYS,
  splitEmails,
  TRUST_MESSAGES,
} from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/field';
import { formatNumber, useT } from '../../../lib/i18n';
import { useInviteReviewers } from '../api/invitations';
import { toolsMessages } from '../i18n';

/** Review invitations from the dashboard: a textarea of addresses and a result summary. */
export function ReviewInvitations({ providerId }: { providerId: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const invite = useInviteReviewers(providerId, () => setText(''));
  const t = useT(toolsMessages);
  const submit = () => {
    const emails = splitEmails(text);
    if (emails.length === 0) return setProblem(TRUST_MESSAGES.invitationsRequired);
    if (emails.length > INVITATIONS_PER_REQUEST) return setProblem(TRUST_MESSAGES.invitationsMax);
    setProblem(null);
    invite.mutate(emails);
  };
  const error = problem ?? invite.error?.message ?? null;
  return (
    <section
      aria-labelledby={`${fieldId}-heading`}
      className="rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id={`${fieldId}-heading`} className="text-lg font-semibold text-slate-900">
        {t('invite.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('invite.intro', {
          perRequest: formatNumber(INVITATIONS_PER_REQUEST),
          perDay: formatNumber(INVITATIONS_PER_DAY),
          repeatDays: formatNumber(INVITATION_REPEAT_DAYS),
        })}
      </p>
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Textarea
          id={fieldId}
          label={t('invite.label')}
          error={error}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button
          type="submit"
          className="self-start"
          disabled={invite.isPending}
          loading={invite.isPending}
        >
          {t('invite.send')}
        </Button>
      </form>
      <div aria-live="polite">
        {invite.data && (
          <div role="status" className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
            <p>{t('invite.sent', { count: invite.data.sent.length })}</p>
            {invite.data.skipped.length > 0 && (
              <>
                <p className="mt-2 font-medium">{t('invite.skipped')}</p>
                <ul className="list-disc pl-5">
                  {invite.data.skipped.map((s) => (
                    <li key={s.email}>
                      {s.email}:{' '}
                      {t(`invite.skip.${s.reason}`, { days: formatNumber(INVITATION_REPEAT_DAYS) })}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p className="mt-2">
              {t('invite.remaining', { count: formatNumber(invite.data.remainingToday) })}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
