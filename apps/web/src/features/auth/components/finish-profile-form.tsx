import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, profileImageError, zFirstName, zLastName } from '@app/contracts';
import { ChangeEvent, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { PhotoPreview } from '../../../components/ui/photo-preview';
import { FileField } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Progress } from '../../../components/ui/progress';
import { PROFILE_UPDATED } from '../../../lib/token-storage';
import { updateProfile } from '../api/auth';
import type { AuthFlow } from '../hooks/use-auth-flow';
import { imageDimensions, uploadImage } from '../../../lib/upload';
import { FormError } from './form-error';
import { useT } from '../../../lib/i18n';
import { commonMessages } from '../../../components/i18n';
import { authMessages } from '../i18n';

const ZFinishProfile = z.object({ firstName: zFirstName, lastName: zLastName });
type TFinishProfile = z.infer<typeof ZFinishProfile>;

/** Picture (optional), first and last name. The page allows 5 MB pictures, the modal 2 MB (spec 5). */
export function FinishProfileForm({ flow }: { flow: AuthFlow }) {
  const t = useT(authMessages);
  const common = useT(commonMessages);
  const [error, setError] = useState<string | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const form = useForm<TFinishProfile>({
    resolver: zodResolver(ZFinishProfile),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '' },
  });
  const { errors, isSubmitting } = form.formState;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setPicture(null);
    setPreview(null);
    if (!file) return;
    const context = flow.mode === 'page' ? 'page' : 'modal';
    // Type and size first: only an image is worth decoding for its pixel size.
    const problem =
      profileImageError(file, null, context) ??
      profileImageError(file, await imageDimensions(file), context);
    setPictureError(problem);
    if (problem) return;
    setPicture(file);
    setPreview(URL.createObjectURL(file));
  };

  const submit = form.handleSubmit(async (names) => {
    setError(null);
    try {
      const profilePicture = picture
        ? await uploadImage(picture, { onProgress: setProgress })
        : undefined;
      await updateProfile({ ...names, ...(profilePicture ? { profilePicture } : {}) });
      window.dispatchEvent(new Event(PROFILE_UPDATED));
      flow.done();
    } catch (e) {
      setError(e instanceof Error ? e.message : MESSAGES.unexpected);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex items-center gap-4">
        <PhotoPreview src={preview} alt={t('photoAlt')} className="size-20" />
        <FileField
          id="finish-profile-picture"
          label={t('pictureLabel')}
          className="min-w-0"
          accept="image/*"
          onChange={(e) => void choose(e)}
          hint={t('pictureHint', { megabytes: flow.mode === 'page' ? 5 : 2 })}
          error={pictureError}
          controlClassName="w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-medium file:text-brand-700"
        />
      </div>
      <Input
        label={t('firstName')}
        autoComplete="given-name"
        {...form.register('firstName')}
        error={errors.firstName?.message}
      />
      <Input
        label={t('lastName')}
        autoComplete="family-name"
        {...form.register('lastName')}
        error={errors.lastName?.message}
      />
      {progress !== null && isSubmitting && <Progress value={progress} label={t('uploading')} />}
      <FormError message={error} />
      <Button type="submit" size="lg" loading={isSubmitting} className="w-full">
        {common('save')}
      </Button>
    </form>
  );
}
