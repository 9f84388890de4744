import { CLAIM_EMAIL_MESSAGE_MAX, type TAdminClaimDetail } from '@app/contracts';
import { ReactNode, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { commonMessages } from '../../../components/i18n';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { formatDate, useT } from '../../../lib/i18n';
import { useAdminClaim, useClaimDecision, useSendClaimEmail } from '../api/admin';
import { ConfirmDialog } from '../components/confirm-dialog';
import { AdminHeading, LoadError, Notice } from '../components/states';
import { adminMessages } from '../i18n';

/** How long the documents' signed links last (the API signs them for 5 minutes). */
const DOCUMENT_LINK_MINUTES = 5;

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="mb-3 text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-1.5 sm:flex-row sm:gap-4">
      <dt className="w-40 shrink-0 text-sm font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function DocumentLink({ href, label }: { href: string; label: string }) {
  const t = useT(adminMessages);
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
        <path d="M5 2h7l4 4v12H5zM12 2v4h4" />
      </svg>
      {label}
      <span className="sr-only">{t('opensNewTab')}</span>
    </a>
  );
}

function SendEmailDialog({
  claim,
  open,
  onOpenChange,
  onSent,
}: {
  claim: TAdminClaimDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSent: () => void;
}) {
  const t = useT(adminMessages);
  const tc = useT(commonMessages);
  const send = useSendClaimEmail();
  const [message, setMessage] = useState('');
  const id = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) send.reset();
        onOpenChange(next);
      }}
      title={t('claim.sendEmail')}
      description={t('claim.emailDescription', { email: claim.contactPerson.workEmail })}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate(
            { id: claim.id, message: message.trim() || undefined },
            {
              onSuccess: () => {
                setMessage('');
                onSent();
              },
            },
          );
        }}
      >
        <Textarea
          id={id}
          label={t('claim.message')}
          maxLength={CLAIM_EMAIL_MESSAGE_MAX}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        {send.isError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {send.error.message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {tc('cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {t('claim.sendEmail')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ClaimDetail({ claim }: { claim: TAdminClaimDetail }) {
  const t = useT(adminMessages);
  const navigate = useNavigate();
  const approve = useClaimDecision('approve');
  const cancel = useClaimDecision('cancel');
  const [confirming, setConfirming] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const pending = claim.status === 'pending';
  const backWith = (text: string) => navigate(paths.admin.claims, { state: { notice: text } });

  return (
    <>
      <AdminHeading
        id="admin-claim-heading"
        title={t('claim.title', { name: claim.provider.name })}
        actions={
          <Link
            to={paths.admin.claims}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('claim.back')}
          </Link>
        }
      />
      {notice && <Notice>{notice}</Notice>}
      {!pending && (
        <p role="status" className="mb-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          {t('claim.status', { status: claim.status })}
        </p>
      )}
      {cancel.isError && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {cancel.error.message}
        </p>
      )}
      <div className="flex flex-col gap-4">
        <Card title={t('claim.profile')}>
          <dl>
            <Field label={t('claim.provider')}>
              <Link
                to={paths.provider(claim.provider.id)}
                className="text-brand-700 hover:underline"
              >
                {claim.provider.name}
              </Link>
            </Field>
            <Field label={t('claim.claimedBy')}>
              {t('claim.claimant', { name: claim.claimant.name, email: claim.claimant.email })}
            </Field>
            <Field label={t('claim.submitted')}>
              {formatDate(claim.createdAt, {
                year: 'numeric',
                month: 'numeric',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
                second: '2-digit',
              })}
            </Field>
          </dl>
        </Card>
        <Card title={t('claim.documents')}>
          <div className="flex flex-wrap gap-3">
            <DocumentLink href={claim.documents.registration} label={t('claim.registration')} />
            <DocumentLink href={claim.documents.addressProof} label={t('claim.addressProof')} />
          </div>
          <p className="mt-2 text-xs text-slate-500">
            {t('claim.linksValid', { minutes: DOCUMENT_LINK_MINUTES })}
          </p>
        </Card>
        <Card title={t('claim.onlinePresence')}>
          <dl>
            <Field label={t('claim.website')}>
              <a
                href={claim.onlinePresence.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-brand-700 hover:underline"
              >
                {claim.onlinePresence.website}
              </a>
            </Field>
            <Field label={t('claim.workEmail')}>{claim.onlinePresence.workEmail}</Field>
          </dl>
        </Card>
        <Card title={t('claim.contactPerson')}>
          <dl>
            <Field label={t('claim.fullName')}>{claim.contactPerson.fullName}</Field>
            <Field label={t('claim.jobTitle')}>{claim.contactPerson.jobTitle}</Field>
            <Field label={t('claim.phone')}>{claim.contactPerson.phoneNumber}</Field>
            <Field label={t('claim.workEmail')}>{claim.contactPerson.workEmail}</Field>
          </dl>
        </Card>
      </div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button disabled={!pending} onClick={() => setConfirming(true)}>
          {t('claim.approve')}
        </Button>
        <Button
          variant="secondary"
          disabled={!pending}
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(claim.id, {
              onSuccess: () => backWith(t('claim.cancelled', { name: claim.provider.name })),
            })
          }
        >
          {t('claim.cancel')}
        </Button>
        <Button variant="ghost" onClick={() => setEmailing(true)}>
          {t('claim.sendEmail')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) approve.reset();
        }}
        title={t('claim.approveTitle')}
        description={t('claim.approveText', {
          claimant: claim.claimant.name,
          provider: claim.provider.name,
        })}
        confirmLabel={t('claim.yesApprove')}
        variant="primary"
        busy={approve.isPending}
        error={approve.isError ? approve.error.message : null}
        onConfirm={() =>
          approve.mutate(claim.id, {
            onSuccess: () => backWith(t('claim.approved', { name: claim.provider.name })),
          })
        }
      />
      <SendEmailDialog
        claim={claim}
        open={emailing}
        onOpenChange={setEmailing}
        onSent={() => {
          setEmailing(false);
          setNotice(t('claim.emailSent', { email: claim.contactPerson.workEmail }));
        }}
      />
    </>
  );
}

/** /admin/claims/{id}: the claim with its documents; approve, cancel or email the claimant. */
export function AdminClaimPage() {
  const { id = '' } = useParams();
  const t = useT(adminMessages);
  const claim = useAdminClaim(id);
  return (
    <section aria-labelledby="admin-claim-heading">
      {claim.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('loading')}>
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : claim.isError ? (
        <>
          <AdminHeading id="admin-claim-heading" title={t('claim.heading')} />
          <LoadError message={claim.error.message} />
        </>
      ) : (
        <ClaimDetail claim={claim.data} />
      )}
    </section>
  );
}
