import { CLAIM_EMAIL_MESSAGE_MAX, type TAdminClaimDetail } from '@app/contracts';
import { ReactNode, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useAdminClaim, useClaimDecision, useSendClaimEmail } from '../api/admin';
import { ConfirmDialog } from '../components/confirm-dialog';
import { AdminHeading, LoadError, Notice } from '../components/states';

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
      <span className="sr-only">(opens in a new tab)</span>
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
      title="Send Email"
      description={`We will email ${claim.contactPerson.workEmail} about this claim.`}
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
          label="Message (optional)"
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
            Cancel
          </Button>
          <Button type="submit" loading={send.isPending}>
            Send Email
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function ClaimDetail({ claim }: { claim: TAdminClaimDetail }) {
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
        title={`Claim on ${claim.provider.name}`}
        actions={
          <Link
            to={paths.admin.claims}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Back to Profile Claims
          </Link>
        }
      />
      {notice && <Notice>{notice}</Notice>}
      {!pending && (
        <p role="status" className="mb-4 rounded-lg bg-slate-100 p-3 text-sm text-slate-800">
          This claim is {claim.status}.
        </p>
      )}
      {cancel.isError && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {cancel.error.message}
        </p>
      )}
      <div className="flex flex-col gap-4">
        <Card title="Profile">
          <dl>
            <Field label="Provider">
              <Link
                to={paths.provider(claim.provider.id)}
                className="text-brand-700 hover:underline"
              >
                {claim.provider.name}
              </Link>
            </Field>
            <Field label="Claimed by">
              {claim.claimant.name} ({claim.claimant.email})
            </Field>
            <Field label="Submitted">{new Date(claim.createdAt).toLocaleString()}</Field>
          </dl>
        </Card>
        <Card title="Documents">
          <div className="flex flex-wrap gap-3">
            <DocumentLink
              href={claim.documents.registration}
              label="Business Registration Document"
            />
            <DocumentLink href={claim.documents.addressProof} label="Proof of Address" />
          </div>
          <p className="mt-2 text-xs text-slate-500">Links are valid for 5 minutes.</p>
        </Card>
        <Card title="Online Presence">
          <dl>
            <Field label="Website">
              <a
                href={claim.onlinePresence.website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-brand-700 hover:underline"
              >
                {claim.onlinePresence.website}
              </a>
            </Field>
            <Field label="Work Email">{claim.onlinePresence.workEmail}</Field>
          </dl>
        </Card>
        <Card title="Contact Person">
          <dl>
            <Field label="Full Name">{claim.contactPerson.fullName}</Field>
            <Field label="Job Title">{claim.contactPerson.jobTitle}</Field>
            <Field label="Phone Number">{claim.contactPerson.phoneNumber}</Field>
            <Field label="Work Email">{claim.contactPerson.workEmail}</Field>
          </dl>
        </Card>
      </div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button disabled={!pending} onClick={() => setConfirming(true)}>
          Approve Profile Claim
        </Button>
        <Button
          variant="secondary"
          disabled={!pending}
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(claim.id, {
              onSuccess: () => backWith(`The claim on ${claim.provider.name} was cancelled.`),
            })
          }
        >
          Cancel Claim
        </Button>
        <Button variant="ghost" onClick={() => setEmailing(true)}>
          Send Email
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) approve.reset();
        }}
        title="Approve Profile Claim?"
        description={`${claim.claimant.name} will own ${claim.provider.name} and get a provider account.`}
        confirmLabel="Yes, Approve"
        variant="primary"
        busy={approve.isPending}
        error={approve.isError ? approve.error.message : null}
        onConfirm={() =>
          approve.mutate(claim.id, {
            onSuccess: () => backWith(`The claim on ${claim.provider.name} was approved.`),
          })
        }
      />
      <SendEmailDialog
        claim={claim}
        open={emailing}
        onOpenChange={setEmailing}
        onSent={() => {
          setEmailing(false);
          setNotice(`An email was sent to ${claim.contactPerson.workEmail}.`);
        }}
      />
    </>
  );
}

/** /admin/claims/{id}: the claim with its documents; approve, cancel or email the claimant. */
export function AdminClaimPage() {
  const { id = '' } = useParams();
  const claim = useAdminClaim(id);
  return (
    <section aria-labelledby="admin-claim-heading">
      {claim.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : claim.isError ? (
        <>
          <AdminHeading id="admin-claim-heading" title="Profile Claim" />
          <LoadError message={claim.error.message} />
        </>
      ) : (
        <ClaimDetail claim={claim.data} />
      )}
    </section>
  );
}
