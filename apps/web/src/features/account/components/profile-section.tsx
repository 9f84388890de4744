import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_MESSAGES,
  CITY_MAX_LENGTH,
  profileImageError,
  TAccountSettings,
  zFirstName,
  zLastName,
} from '@app/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ImageUploadDialog } from '../../../components/image-upload-dialog';
import { Button } from '../../../components/ui/button';
import { PhotoPreview } from '../../../components/ui/photo-preview';
import { Input } from '../../../components/ui/input';
import { StateSelect } from '../../../components/ui/state-select';
import { accountCalls } from '../api/account';
import { useAccountChanged } from '../api/account';
import { failureOf, Outcome, SettingsSection } from './settings-ui';
import { useT } from '../../../lib/i18n';
import { accountMessages } from '../i18n';

const ZProfileForm = z.object({
  firstName: zFirstName,
  lastName: zLastName,
  city: z.string().trim().max(CITY_MAX_LENGTH, ACCOUNT_MESSAGES.cityTooLong),
  state: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/, ACCOUNT_MESSAGES.stateCode),
});
type TProfileForm = z.infer<typeof ZProfileForm>;

/** Names (spec 5), city and state (shown on the reviewer page), photo. */
export function ProfileSection({ settings }: { settings: TAccountSettings }) {
  const t = useT(accountMessages);
  const changed = useAccountChanged();
  const [success, setSuccess] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [photoOpen, setPhotoOpen] = useState(false);
  const form = useForm<TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    mode: 'onTouched',
    defaultValues: {
      firstName: settings.firstName ?? '',
      lastName: settings.lastName ?? '',
      city: settings.city ?? '',
      state: settings.state ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  const save = async (body: Parameters<typeof accountCalls.updateProfile>[0]) => {
    const data = await accountCalls.updateProfile(body);
    await changed(data.settings);
  };

  const submit = form.handleSubmit(async (values) => {
    setSuccess(null);
    setError(null);
    try {
      await save(values);
      form.reset({ ...values, state: values.state.toUpperCase() });
      setSuccess(ACCOUNT_MESSAGES.profileSaved);
    } catch (e) {
      const failure = failureOf(e);
      for (const [field, message] of Object.entries(failure.fields))
        if (field in values) form.setError(field as keyof TProfileForm, { message });
      setError(failure.message);
    }
  });

  return (
    <SettingsSection id="settings-profile" title={t('profile')} description={t('profileText')}>
      <div className="mb-4 flex items-center gap-4">
        <PhotoPreview src={settings.profilePicUrl} alt={t('photoAlt')} className="size-16" />
        <Button variant="secondary" onClick={() => setPhotoOpen(true)}>
          {t('changePhoto')}
        </Button>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('firstName')}
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <Input
          label={t('lastName')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <Input
          label={t('city')}
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <StateSelect
          placeholder={t('noState')}
          error={errors.state?.message}
          current={settings.state ?? undefined}
          {...form.register('state')}
        />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <Outcome success={success} error={error} />
          <Button type="submit" loading={isSubmitting} className="self-start">
            {t('saveProfile')}
          </Button>
        </div>
      </form>
      <ImageUploadDialog
        open={photoOpen}
        onOpenChange={setPhotoOpen}
        title={t('editPhoto')}
        hint={t('photoHint')}
        currentUrl={settings.profilePicUrl}
        check={(file, dimensions) => profileImageError(file, dimensions, 'page')}
        onSave={async (url) => {
          if (!url) return;
          const { firstName, lastName } = form.getValues();
          await save({
            firstName: firstName || settings.firstName || '',
            lastName: lastName || settings.lastName || '',
            profilePicture: url,
          });
          setSuccess(ACCOUNT_MESSAGES.profileSaved);
        }}
      />
    </SettingsSection>
  );
}
