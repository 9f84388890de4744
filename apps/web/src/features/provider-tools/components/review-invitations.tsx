import {
  INVITATION_SKIP_LABELS,
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_REQUEST,
  INVITATION_REPEAT_DAYS,
  splitEmails,
  TRUST_MESSAGES,
} from '@app/contracts';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/field';
import { useInviteReviewers } from '../api/invitations';

/** The invitation card's words (issue 17), written once. */
export const INVITE_TEXT = {
  heading: 'Invite clients to review',
  intro: `We send each address our standard invitation: it asks for an honest review, whatever the experience was, asks for no rating and offers nothing. Invite every client of a period, not only the happy ones. Up to ${INVITATIONS_PER_REQUEST} addresses at a time and ${INVITATIONS_PER_DAY} a day; an address is invited at most once in ${INVITATION_REPEAT_DAYS} days.`,
  label: 'Email addresses (one per line)',
  send: 'Send invitations',
  sent: (n: number) => `${n} invitation${n === 1 ? '' : 's'} sent.`,
  skipped: 'Not sent:',
  remaining: (n: number) => `You can invite ${n} more today.`,
} as const;

/** Review invitations from the dashboard: a textarea of addresses and a result summary. */
export function ReviewInvitations({ providerId }: { providerId: string }) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const invite = useInviteReviewers(providerId, () => setText(''));
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
        {INVITE_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{INVITE_TEXT.intro}</p>
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Textarea
          id={fieldId}
          label={INVITE_TEXT.label}
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
          {INVITE_TEXT.send}
        </Button>
      </form>
      <div aria-live="polite">
        {invite.data && (
          <div role="status" className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
            <p>{INVITE_TEXT.sent(invite.data.sent.length)}</p>
            {invite.data.skipped.length > 0 && (
              <>
                <p className="mt-2 font-medium">{INVITE_TEXT.skipped}</p>
                <ul className="list-disc pl-5">
                  {invite.data.skipped.map((s) => (
                    <li key={s.email}>
                      {s.email}: {INVITATION_SKIP_LABELS[s.reason]}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p className="mt-2">{INVITE_TEXT.remaining(invite.data.remainingToday)}</p>
          </div>
        )}
      </div>
    </section>
  );
}
