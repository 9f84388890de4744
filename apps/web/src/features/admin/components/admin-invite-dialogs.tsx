import { PASSWORD_REQUIREMENTS, passwordChecks, meetsPasswordRule, MESSAGES } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { commonMessages } from '../../../components/i18n';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { sessionQueryKey } from '../../../lib/auth';
import { localizeMessage, useT } from '../../../lib/i18n';
import { PROFILE_UPDATED, setToken } from '../../../lib/token-storage';
import { useFinishAdminSetup, useInviteAdmin } from '../api/admin';
import { adminMessages } from '../i18n';

/** 'Create Admin Profile': Enter admin email, Send Invite (an empty email is ignored, spec 5). */
export function CreateAdminDialog({
  open,
  onOpenChange,
  onInvited,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: (email: string) => void;
}) {
  const t = useT(adminMessages);
  const invite = useInviteAdmin();
  const [email, setEmail] = useState('');
  const close = (next: boolean) => {
    if (!next) {
      invite.reset();
      setEmail('');
    }
    onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || invite.isPending) return;
    invite.mutate(value, {
      onSuccess: (data) => {
        close(false);
        onInvited(data.email);
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={close} title={t('invite.createTitle')}>
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Input
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invite.isError ? invite.error.message : undefined}
        />
        <Button type="submit" loading={invite.isPending}>
          {t('invite.send')}
        </Button>
      </form>
    </Dialog>
  );
}

/**
 * 'Finish Admin Profile': what the invited person does from the invitation link
 * (/admin/help?email=…&invite=…). Saving creates the admin and signs them in.
 */
export function FinishAdminDialog({
  open,
  onOpenChange,
  email,
  token,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  token: string;
}) {
  const t = useT(adminMessages);
  const tc = useT(commonMessages);
  const finish = useFinishAdminSetup();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const requirementsId = useId();
  const checks = passwordChecks(password);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password || finish.isPending) return;
    if (!meetsPasswordRule(password)) return setError(MESSAGES.passwordRequirementsUnmet);
    setError(null);
    finish.mutate(
      { email, password, token },
      {
        onSuccess: ({ token: session, user }) => {
          // The session first, then the token: the admin guard never sees one without the other.
          queryClient.setQueryData(sessionQueryKey(session), user);
          setToken(session);
          window.dispatchEvent(new Event(PROFILE_UPDATED));
          navigate(paths.admin.users, { replace: true });
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('invite.finishTitle')}
      description={email ? t('invite.invitedAs', { email }) : undefined}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <Input
          label={t('invite.password')}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error ? localizeMessage(error) : undefined}
          aria-describedby={requirementsId}
        />
        <ul
          id={requirementsId}
          aria-label={t('invite.requirements')}
          className="flex flex-col gap-1 text-sm"
        >
          {PASSWORD_REQUIREMENTS.map((requirement) => (
            <li
              key={requirement.id}
              className={checks[requirement.id] ? 'text-green-700' : 'text-slate-600'}
            >
              <span aria-hidden className="mr-2 inline-block w-4 text-center">
                {checks[requirement.id] ? '✓' : '•'}
              </span>
              {localizeMessage(requirement.label)}
              <span className="sr-only">
                {' '}
                {t(checks[requirement.id] ? 'invite.met' : 'invite.notMet')}
              </span>
            </li>
          ))}
        </ul>
        <Button type="submit" loading={finish.isPending}>
          {tc('save')}
        </Button>
      </form>
    </Dialog>
  );
}
