import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLAIM_FILE_MAX_BYTES,
  MESSAGES,
  ZClaimFieldsSchema,
  type TClaimDocumentField,
  type TClaimFields,
} from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FileField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Progress } from '../../../components/ui/progress';
import { claimKeys, submitClaim, useMyClaim } from '../api/claims';
import { commonMessages } from '../../../components/i18n';
import { formatNumber, localizeMessage, useT } from '../../../lib/i18n';
import { claimMessages } from '../i18n';

const ALLOWED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const ALLOWED_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;

/** The claim form's document check (spec 5): PDF, JPG or PNG, less than 10 MB. */
export function claimFileProblem(file: File | null): string | null {
  if (!file) return MESSAGES.claimFileRequired;
  if (!ALLOWED_TYPES.includes(file.type) && !ALLOWED_EXTENSIONS.test(file.name))
    return MESSAGES.claimFileType;
  if (file.size > CLAIM_FILE_MAX_BYTES) return MESSAGES.claimFileTooLarge;
  return null;
}

function DocumentField({
  label,
  hint,
  file,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  file: File | null;
  error?: string | null;
  onChange: (file: File | null) => void;
}) {
  const t = useT(claimMessages);
  return (
    <FileField
      label={label}
      accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
      error={error}
      hint={
        file
          ? t('chosenFile', {
              name: file.name,
              megabytes: formatNumber(file.size / 1024 / 1024, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
              hint,
            })
          : hint
      }
      onChange={(e) => onChange(e.target.files?.[0] ?? null)}
    />
  );
}

/** The claim form (spec 3, 5): two documents and the contact fields, sent as one multipart request. */
export function ClaimForm({
  providerId,
  onCancel,
  onSubmitted,
}: {
  providerId: string;
  onCancel: () => void;
  onSubmitted: () => void;
}) {
  const t = useT(claimMessages);
  const common = useT(commonMessages);
  const [files, setFiles] = useState<Record<TClaimDocumentField, File | null>>({
    registration: null,
    addressProof: null,
  });
  const [fileErrors, setFileErrors] = useState<Record<TClaimDocumentField, string | null>>({
    registration: null,
    addressProof: null,
  });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TClaimFields>({
    resolver: zodResolver(ZClaimFieldsSchema),
    mode: 'onTouched',
    defaultValues: { websiteUrl: '', workEmail: '', fullName: '', jobTitle: '', phoneNumber: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const pick = (field: TClaimDocumentField) => (file: File | null) => {
    setFiles((f) => ({ ...f, [field]: file }));
    setFileErrors((e) => ({ ...e, [field]: file ? claimFileProblem(file) : null }));
  };

  const checkFiles = () => {
    const next = {
      registration: claimFileProblem(files.registration),
      addressProof: claimFileProblem(files.addressProof),
    };
    setFileErrors(next);
    return !next.registration && !next.addressProof;
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (!checkFiles()) return;
      setError(null);
      setProgress(0);
      try {
        await submitClaim(
          providerId,
          { registration: files.registration!, addressProof: files.addressProof!, ...values },
          setProgress,
        );
        onSubmitted();
      } catch (e) {
        setError(e instanceof Error ? e.message : MESSAGES.unexpected);
        setProgress(null);
      }
    },
    () => {
      checkFiles();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('claimForm')} className="flex flex-col gap-4">
      <DocumentField
        label={t('registrationLabel')}
        hint={t('registrationHint')}
        file={files.registration}
        error={fileErrors.registration}
        onChange={pick('registration')}
      />
      <DocumentField
        label={t('addressLabel')}
        hint={t('addressHint')}
        file={files.addressProof}
        error={fileErrors.addressProof}
        onChange={pick('addressProof')}
      />
      <Input
        label={t('website')}
        type="url"
        placeholder="https://"
        error={errors.websiteUrl?.message}
        {...form.register('websiteUrl')}
      />
      <Input
        label={t('workEmail')}
        type="email"
        autoComplete="email"
        error={errors.workEmail?.message}
        {...form.register('workEmail')}
      />
      <Input
        label={t('fullName')}
        autoComplete="name"
        error={errors.fullName?.message}
        {...form.register('fullName')}
      />
      <Input
        label={t('jobTitle')}
        error={errors.jobTitle?.message}
        {...form.register('jobTitle')}
      />
      <Input
        label={t('phoneNumber')}
        type="tel"
        autoComplete="tel"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      {progress !== null && <Progress value={progress} label={t('uploading')} />}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {localizeMessage(error)}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {common('cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('submitClaim')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The Claim Profile card's flow for a signed-in person (spec 4): Claim This Profile, the
 * 'Yes, I'm the owner' confirmation, the claim form; then the claim shows as pending.
 */
export default function ClaimFlow({ providerId }: { providerId: string }) {
  const t = useT(claimMessages);
  const common = useT(commonMessages);
  const queryClient = useQueryClient();
  const claim = useMyClaim(providerId, true);
  const [step, setStep] = useState<'idle' | 'confirm' | 'form'>('idle');
  if (claim.isPending)
    return <div className="mt-3 h-10 animate-pulse rounded-lg bg-slate-200" aria-busy="true" />;
  const status = claim.data?.status;
  if (status === 'pending')
    return (
      <p role="status" className="mt-3 rounded-lg bg-amber-100 p-3 text-sm text-amber-900">
        <strong>{t('pendingTitle')}</strong> {t('pendingText')}
      </p>
    );
  if (status === 'approved')
    return (
      <p role="status" className="mt-3 rounded-lg bg-green-100 p-3 text-sm text-green-900">
        {t('approved')}
      </p>
    );
  return (
    <>
      {status === 'cancelled' && <p className="mt-3 text-sm text-slate-700">{t('notApproved')}</p>}
      <Button className="mt-3 w-full" onClick={() => setStep('confirm')}>
        {t('claimThisProfile')}
      </Button>
      <Dialog
        open={step === 'confirm'}
        onOpenChange={(open) => setStep(open ? 'confirm' : 'idle')}
        title={t('claimThisProfile')}
        description={t('confirmText')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setStep('idle')}>
            {common('cancel')}
          </Button>
          <Button onClick={() => setStep('form')}>{t('imTheOwner')}</Button>
        </div>
      </Dialog>
      <Dialog
        open={step === 'form'}
        onOpenChange={(open) => setStep(open ? 'form' : 'idle')}
        title={t('claimYourProfile')}
        description={t('formText')}
        className="max-w-lg"
      >
        <ClaimForm
          providerId={providerId}
          onCancel={() => setStep('idle')}
          onSubmitted={() => {
            setStep('idle');
            void queryClient.invalidateQueries({ queryKey: claimKeys.mine(providerId) });
          }}
        />
      </Dialog>
    </>
  );
}
