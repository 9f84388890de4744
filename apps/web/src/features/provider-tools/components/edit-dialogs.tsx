import { zodResolver } from '@hookform/resolvers/zod';
import {
  AMENITIES,
  bannerError,
  bannerSizeAdvice,
  defaultWorkingHours,
  LEAD_ADDRESS_MESSAGES,
  OWNER_PROVIDER_TYPES,
  profileImageError,
  SOCIAL_NETWORKS,
  WEEKDAYS,
  ZProfileLocationInputSchema,
  zLeadFormInput,
  zSocialLinks,
  type TProviderProfile,
  type TUpdateProviderInput,
} from '@app/contracts';
import { ReactNode, useId, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { commonMessages } from '../../../components/i18n';
import { ImageUploadDialog } from '../../../components/image-upload-dialog';
import { dayLabel } from '../../../components/labels';
import { changedFacts, InjuryFactsFields, NO_FACTS } from '../../../components/injury-facts-fields';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { StateSelect } from '../../../components/ui/state-select';
import { ProviderProfileForm } from '../../../components/provider-profile-form';
import { localizeMessage, useT } from '../../../lib/i18n';
import { PROFILE_UPDATED } from '../../../lib/token-storage';
import { useUpdateProvider } from '../api/tools';
import { toolsMessages } from '../i18n';

export type EditSection =
  | 'info'
  | 'location'
  | 'hours'
  | 'facts'
  | 'social'
  | 'amenities'
  | 'photo'
  | 'banner'
  | 'leadForm';

const field =
  'rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

function Actions({
  busy,
  onCancel,
  error,
}: {
  busy: boolean;
  onCancel: () => void;
  error?: string | null;
}) {
  const common = useT(commonMessages);
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {common('cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {common('save')}
        </Button>
      </div>
    </>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-red-700">
      {localizeMessage(message)}
    </p>
  ) : null;
}

interface FormProps {
  provider: TProviderProfile;
  onClose: () => void;
}

/** Saves a partial profile and closes; the error stays in the dialog. */
function useSave(provider: TProviderProfile, onClose: () => void) {
  const update = useUpdateProvider(provider.id);
  const save = async (body: TUpdateProviderInput) => {
    try {
      await update.mutateAsync(body);
      // The header's provider entry names the provider's type: let it read the session again.
      if ('providerType' in body) window.dispatchEvent(new Event(PROFILE_UPDATED));
      onClose();
    } catch {
      // shown from update.error
    }
  };
  return { save, busy: update.isPending, error: update.error?.message ?? null };
}

/** Profile information: the form the admin's editor shares, with the owner's types. */
export function ProfileInfoForm({ provider, onClose }: FormProps) {
  const update = useUpdateProvider(provider.id);
  const t = useT(toolsMessages);
  return (
    <ProviderProfileForm
      aria-label={t('edit.info.form')}
      profile={provider}
      providerTypes={OWNER_PROVIDER_TYPES}
      typePlaceholder={t('edit.info.typePlaceholder')}
      tagsHint={t('edit.info.tagsHint')}
      descriptionCount
      onCancel={onClose}
      onSave={async (body) => {
        await update.mutateAsync(body);
        // The header's provider entry names the provider's type: let it read the session again.
        window.dispatchEvent(new Event(PROFILE_UPDATED));
        onClose();
      }}
    />
  );
}

/** A weekday as a label of its own ('Monday', 'Lunes'): capitalized in every language. */
const dayName = (day: (typeof WEEKDAYS)[number]) => {
  const name = dayLabel(day);
  return name.charAt(0).toLocaleUpperCase() + name.slice(1);
};

type TLocationForm = z.input<typeof ZProfileLocationInputSchema>;

export function LocationForm({ provider, onClose }: FormProps) {
  const { save, busy, error } = useSave(provider, onClose);
  const form = useForm<TLocationForm>({
    resolver: zodResolver(ZProfileLocationInputSchema),
    mode: 'onTouched',
    defaultValues: provider.location ?? {
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      zipCode: '',
    },
  });
  const { errors } = form.formState;
  const t = useT(toolsMessages);
  return (
    <form
      noValidate
      aria-label={t('edit.location.form')}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((location) => save({ location }))}
    >
      <Input
        label={t('edit.location.address1')}
        error={errors.addressLine1?.message}
        {...form.register('addressLine1')}
      />
      <Input label={t('edit.location.address2')} {...form.register('addressLine2')} />
      <Input
        label={t('edit.location.city')}
        error={errors.city?.message}
        {...form.register('city')}
      />
      <div className="grid grid-cols-2 gap-3">
        <StateSelect
          error={errors.state?.message}
          current={provider.location?.state}
          {...form.register('state')}
        />
        <Input
          label={t('edit.location.zip')}
          inputMode="numeric"
          placeholder={t('edit.location.zipPlaceholder')}
          error={errors.zipCode?.message}
          {...form.register('zipCode')}
        />
      </div>
      <Actions busy={busy} onCancel={onClose} error={error} />
    </form>
  );
}

/** Working hours: no validation (spec 5); weekdays on and the weekend off by default. */
export function HoursForm({ provider, onClose }: FormProps) {
  const { save, busy, error } = useSave(provider, onClose);
  const [hours, setHours] = useState(provider.workingHours ?? defaultWorkingHours());
  // Open 24 hours (towing): open at any moment, whatever the days say (the open-now rule).
  const [allDay, setAllDay] = useState(provider.facts?.open24Hours ?? false);
  const set = (day: (typeof WEEKDAYS)[number], patch: Partial<(typeof hours)['monday']>) =>
    setHours((h) => ({ ...h, [day]: { ...h[day], ...patch } }));
  const t = useT(toolsMessages);
  return (
    <form
      aria-label={t('edit.hours.form')}
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save({
          workingHours: hours,
          ...(allDay !== (provider.facts?.open24Hours ?? false)
            ? { facts: { open24Hours: allDay } }
            : {}),
        });
      }}
    >
      <label className="flex items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          role="switch"
          checked={allDay}
          onChange={(e) => setAllDay(e.target.checked)}
          className="size-4 accent-brand-700"
        />
        {t('edit.hours.open24')}
      </label>
      {WEEKDAYS.map((day) => (
        <fieldset key={day} className="grid grid-cols-[7rem_1fr_1fr] items-center gap-2">
          <legend className="sr-only">{dayName(day)}</legend>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={hours[day].enabled}
              disabled={allDay}
              onChange={(e) => set(day, { enabled: e.target.checked })}
              className="size-4 accent-brand-700"
            />
            {dayName(day)}
          </label>
          <input
            aria-label={t('edit.hours.opens', { day: dayName(day) })}
            value={hours[day].startTime}
            disabled={allDay || !hours[day].enabled}
            onChange={(e) => set(day, { startTime: e.target.value })}
            className={`${field} h-10 min-w-0 disabled:bg-slate-100`}
          />
          <input
            aria-label={t('edit.hours.closes', { day: dayName(day) })}
            value={hours[day].endTime}
            disabled={allDay || !hours[day].enabled}
            onChange={(e) => set(day, { endTime: e.target.value })}
            className={`${field} h-10 min-w-0 disabled:bg-slate-100`}
          />
        </fieldset>
      ))}
      <Actions busy={busy} onCancel={onClose} error={error} />
    </form>
  );
}

/* eslint-disable lingui/no-unlocalized-strings -- brand names, the same in every language */
const SOCIAL_LABELS: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  twitter: 'Twitter / X',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  tiktok: 'TikTok',
};
/* eslint-enable lingui/no-unlocalized-strings */
type TSocialForm = z.input<typeof zSocialLinks>;

/** Social links: optional, each a valid URL ('Invalid URL'), checked while typing and on save. */
export function SocialForm({ provider, onClose }: FormProps) {
  const { save, busy, error } = useSave(provider, onClose);
  const form = useForm<TSocialForm>({
    resolver: zodResolver(zSocialLinks),
    mode: 'onChange',
    defaultValues: Object.fromEntries(
      SOCIAL_NETWORKS.map((n) => [n, provider.social[n] ?? '']),
    ) as TSocialForm,
  });
  const { errors } = form.formState;
  const t = useT(toolsMessages);
  return (
    <form
      noValidate
      aria-label={t('edit.social.form')}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((social) => save({ social }))}
    >
      {SOCIAL_NETWORKS.map((n) => (
        <Input
          key={n}
          label={SOCIAL_LABELS[n]}
          type="url"
          placeholder="https://"
          error={errors[n]?.message}
          {...form.register(n)}
        />
      ))}
      <Actions busy={busy} onCancel={onClose} error={error} />
    </form>
  );
}

export function AmenitiesForm({ provider, onClose }: FormProps) {
  const { save, busy, error } = useSave(provider, onClose);
  const [amenities, setAmenities] = useState(provider.amenities);
  const t = useT(toolsMessages);
  return (
    <form
      aria-label={t('edit.amenities.form')}
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        void save({ amenities });
      }}
    >
      {provider.plan !== 'premium' && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('edit.amenities.premium')}
        </p>
      )}
      {AMENITIES.map((a) => (
        <label key={a} className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={amenities[a]}
            onChange={(e) => setAmenities((s) => ({ ...s, [a]: e.target.checked }))}
            className="size-4 accent-brand-700"
          />
          {t(`amenity.${a}`)}
        </label>
      ))}
      <Actions busy={busy} onCancel={onClose} error={error} />
    </form>
  );
}

/** Languages spoken and the injury facts of the provider's category (issue 15). */
export function FactsForm({ provider, onClose }: FormProps) {
  const { save, busy, error } = useSave(provider, onClose);
  const loaded = provider.facts ?? NO_FACTS;
  const [facts, setFacts] = useState(loaded);
  const t = useT(toolsMessages);
  return (
    <form
      aria-label={t('edit.facts.form')}
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        const changed = changedFacts(loaded, facts);
        if (Object.keys(changed).length === 0) return onClose();
        void save({ facts: changed });
      }}
    >
      <InjuryFactsFields category={provider.category} value={facts} onChange={setFacts} />
      <Actions busy={busy} onCancel={onClose} error={error} />
    </form>
  );
}

type TLeadForm = z.input<typeof zLeadFormInput>;
let optionSeq = 0;
const newOption = () => ({
  id: `o${Date.now().toString(36)}${(optionSeq++).toString(36)}`,
  text: '',
  checked: false,
});

/**
 * Whether leads are mailed to the form's address (issue 16 item 10): confirmed, waiting for
 * its recipient to use the mailed link, or (a new address typed) the rule that applies.
 */
function LeadAddressState({
  leadForm,
  typed,
}: {
  leadForm: TProviderProfile['leadForm'];
  typed: string;
}) {
  const saved = leadForm?.emailAddress ?? '';
  const sameAsSaved = saved !== '' && typed.trim().toLowerCase() === saved.toLowerCase();
  useT(toolsMessages); // re-renders on a language change
  if (sameAsSaved && leadForm?.emailConfirmed === true)
    return (
      <p role="status" className="-mt-2 text-sm text-green-800">
        {localizeMessage(LEAD_ADDRESS_MESSAGES.confirmed)}
      </p>
    );
  if (sameAsSaved && leadForm?.emailConfirmed === false)
    return (
      <p role="status" className="-mt-2 text-sm text-amber-800">
        {localizeMessage(LEAD_ADDRESS_MESSAGES.pending)}
      </p>
    );
  return (
    <p className="-mt-2 text-sm text-slate-600">
      {localizeMessage(LEAD_ADDRESS_MESSAGES.willConfirm)}
    </p>
  );
}

/** Lead form: name, description and email required; one option row is always kept; blank rows dropped. */
export function LeadFormForm({ provider, onClose }: FormProps) {
  const { save, busy, error } = useSave(provider, onClose);
  const descId = useId();
  const form = useForm<TLeadForm>({
    resolver: zodResolver(zLeadFormInput),
    mode: 'onTouched',
    defaultValues: provider.leadForm
      ? {
          ...provider.leadForm,
          options: provider.leadForm.options.length ? provider.leadForm.options : [newOption()],
        }
      : { formName: '', formDescription: '', options: [newOption()], emailAddress: '' },
  });
  const options = useFieldArray({ control: form.control, name: 'options' });
  const typedEmail = useWatch({ control: form.control, name: 'emailAddress' });
  const { errors } = form.formState;
  const t = useT(toolsMessages);
  return (
    <form
      noValidate
      aria-label={t('edit.lead.form')}
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((leadForm) => save({ leadForm }))}
    >
      <Input
        label={t('edit.lead.name')}
        error={errors.formName?.message}
        {...form.register('formName')}
      />
      <Textarea
        id={descId}
        label={t('edit.lead.description')}
        rows={3}
        error={errors.formDescription?.message}
        {...form.register('formDescription')}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('edit.lead.options')}
        </legend>
        {options.fields.map((row, i) => (
          <div key={row.id} className="flex items-center gap-2">
            <input
              type="checkbox"
              aria-label={t('edit.lead.optionChecked', { n: i + 1 })}
              className="size-4 accent-brand-700"
              {...form.register(`options.${i}.checked`)}
            />
            <input
              aria-label={t('edit.lead.option', { n: i + 1 })}
              className={`${field} h-10 min-w-0 flex-1`}
              {...form.register(`options.${i}.text`)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('edit.lead.removeOption', { n: i + 1 })}
              disabled={options.fields.length <= 1}
              onClick={() => options.remove(i)}
            >
              {t('edit.lead.remove')}
            </Button>
          </div>
        ))}
        <FieldError
          id={`${descId}-options`}
          message={errors.options?.message ?? errors.options?.root?.message}
        />
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => options.append(newOption())}
        >
          {t('edit.lead.addOption')}
        </Button>
      </fieldset>
      <Input
        label={t('edit.lead.email')}
        type="email"
        error={errors.emailAddress?.message}
        {...form.register('emailAddress')}
      />
      <LeadAddressState leadForm={provider.leadForm} typed={typedEmail ?? ''} />
      <Actions busy={busy} onCancel={onClose} error={error} />
    </form>
  );
}

/** One dialog for whichever side section is being edited (spec 2, Provider owner page). */
export function EditDialogs({
  provider,
  section,
  onClose,
}: {
  provider: TProviderProfile;
  section: EditSection | null;
  onClose: () => void;
}) {
  const update = useUpdateProvider(provider.id);
  const [showBanner, setShowBanner] = useState(provider.showBanner || !provider.bannerUrl);
  const t = useT(toolsMessages);
  if (section === 'photo')
    return (
      <ImageUploadDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('edit.photo.title')}
        hint={t('edit.photo.hint')}
        currentUrl={provider.logoUrl}
        check={(file, dimensions) => profileImageError(file, dimensions, 'page')}
        onSave={async (url) => {
          if (url) await update.mutateAsync({ logoUrl: url });
        }}
      />
    );
  if (section === 'banner')
    return (
      <ImageUploadDialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={t('edit.banner.title')}
        shape="wide"
        hint={t('edit.banner.hint')}
        currentUrl={provider.bannerUrl}
        check={(file) => bannerError(file)}
        advise={(_, dimensions) => bannerSizeAdvice(dimensions)}
        fileOptional={Boolean(provider.bannerUrl)}
        onSave={async (url) => {
          await update.mutateAsync({ ...(url ? { bannerUrl: url } : {}), showBanner });
        }}
      >
        <label className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            role="switch"
            checked={showBanner}
            onChange={(e) => setShowBanner(e.target.checked)}
            className="size-4 accent-brand-700"
          />
          {t('edit.banner.show')}
        </label>
      </ImageUploadDialog>
    );
  let body: ReactNode = null;
  if (section === 'info') body = <ProfileInfoForm provider={provider} onClose={onClose} />;
  if (section === 'location') body = <LocationForm provider={provider} onClose={onClose} />;
  if (section === 'hours') body = <HoursForm provider={provider} onClose={onClose} />;
  if (section === 'facts') body = <FactsForm provider={provider} onClose={onClose} />;
  if (section === 'social') body = <SocialForm provider={provider} onClose={onClose} />;
  if (section === 'amenities') body = <AmenitiesForm provider={provider} onClose={onClose} />;
  if (section === 'leadForm') body = <LeadFormForm provider={provider} onClose={onClose} />;
  return (
    <Dialog
      open={section !== null}
      onOpenChange={(open) => !open && onClose()}
      title={section ? t(`edit.title.${section}`) : ''}
      className="max-w-lg"
    >
      {body}
    </Dialog>
  );
}
