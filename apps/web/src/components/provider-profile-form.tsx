import { zodResolver } from '@hookform/resolvers/zod';
import {
  countedLength,
  MIN_LONG_TEXT,
  MESSAGES,
  type TProviderProfile,
  type TUpdateProviderInput,
  zProfileDescription,
  zProfileName,
  zProfilePhone,
  zProfileTags,
  zProfileWebsite,
  zProviderType,
} from '@app/contracts';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { localizeMessage, useT } from '../lib/i18n';
import { commonMessages } from './i18n';
import { formMessages } from './forms/i18n';
import { changedFacts, InjuryFactsFields, NO_FACTS } from './injury-facts-fields';
import { providerTypeLabel } from './labels';
import { Button } from './ui/button';
import { Select, Textarea } from './ui/field';
import { Input } from './ui/input';

const ZProfileInfo = z.object({
  profileName: zProfileName,
  providerType: zProviderType,
  // The form writes tags comma-separated (the API also takes a list).
  profileTags: z.string().pipe(zProfileTags),
  description: zProfileDescription,
  phoneNumber: zProfilePhone,
  websiteLink: zProfileWebsite,
});
type TProfileInfo = z.input<typeof ZProfileInfo>;
type FieldName = keyof TProfileInfo;
const FIELDS = Object.keys(ZProfileInfo.shape) as FieldName[];

/**
 * What differs between the owner's and the admin's editor of a profile (decision 0035). The
 * owner edits the facts in their own dialog and saves every field; the admin edits the facts
 * here and saves only what changed (a sample profile whose description is short can still be
 * renamed).
 */
export interface ProviderProfileFormProps {
  profile: TProviderProfile;
  /** The types the editor may choose. */
  providerTypes: readonly string[];
  /**
   * The empty first option ('Choose a type'): a current type outside `providerTypes` then
   * reads as not chosen. Without it, a current type outside the list stays selectable.
   */
  typePlaceholder?: string;
  /** The hint under Profile Tags. */
  tagsHint: string;
  /** The 'n/100 characters at least' count under Description. */
  descriptionCount?: boolean;
  /** Languages, injury facts and the 24-hour flag in the same form. */
  withFacts?: boolean;
  /** Checks and sends only the changed fields (PATCH is partial); nothing changed closes. */
  onlyChanged?: boolean;
  /** The form's accessible name. */
  'aria-label'?: string;
  /** Saves the body; a thrown error's message shows in the form. */
  onSave: (body: TUpdateProviderInput) => Promise<void>;
  onCancel: () => void;
}

function formValues(profile: TProviderProfile, providerType: string): TProfileInfo {
  return {
    profileName: profile.profileName,
    providerType,
    profileTags: profile.profileTags.join(', '),
    description: profile.description,
    phoneNumber: profile.phoneNumber ?? '',
    websiteLink: profile.websiteLink ?? '',
  };
}

/** Checks only the fields that differ from `initial` (the admin's partial edit). */
function changedFieldsResolver(initial: TProfileInfo): Resolver<TProfileInfo> {
  const full = zodResolver(ZProfileInfo);
  return async (values, context, options) => {
    const result = await full(values, context, options);
    const errors: FieldErrors<TProfileInfo> = {};
    for (const name of FIELDS) {
      if (values[name] !== initial[name] && result.errors[name]) errors[name] = result.errors[name];
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}

/**
 * The profile information form (name, type, tags, description, phone, website), shared by
 * the owner's 'Edit Profile Information' dialog and the admin's 'Edit Provider Profile'.
 */
export function ProviderProfileForm({
  profile,
  providerTypes,
  typePlaceholder,
  tagsHint,
  descriptionCount = false,
  withFacts = false,
  onlyChanged = false,
  'aria-label': ariaLabel,
  onSave,
  onCancel,
}: ProviderProfileFormProps) {
  const t = useT(formMessages);
  const common = useT(commonMessages);
  const listed = providerTypes.includes(profile.providerType);
  const types = [...providerTypes];
  if (!listed && !typePlaceholder && profile.providerType) types.push(profile.providerType);
  const initial = formValues(profile, listed || !typePlaceholder ? profile.providerType : '');
  const [error, setError] = useState<string | null>(null);
  const loadedFacts = profile.facts ?? NO_FACTS;
  const [facts, setFacts] = useState(loadedFacts);
  const form = useForm<TProfileInfo>({
    resolver: onlyChanged
      ? changedFieldsResolver(initial)
      : (zodResolver(ZProfileInfo) as unknown as Resolver<TProfileInfo>),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';

  // Tags go to the API as written (comma-separated); the schema only checked them.
  const submit = form.handleSubmit(async () => {
    setError(null);
    const values = form.getValues();
    const body: Record<string, unknown> = {};
    for (const name of FIELDS)
      if (!onlyChanged || values[name] !== initial[name]) body[name] = values[name];
    if (withFacts) {
      const changed = changedFacts(loadedFacts, facts);
      if (Object.keys(changed).length > 0) body.facts = changed;
    }
    if (Object.keys(body).length === 0) return onCancel();
    try {
      await onSave(body as TUpdateProviderInput);
    } catch (e) {
      setError(e instanceof Error ? e.message : localizeMessage(MESSAGES.unexpected));
    }
  });

  return (
    <form noValidate aria-label={ariaLabel} className="flex flex-col gap-4" onSubmit={submit}>
      <Input
        label={t('profile.name')}
        error={errors.profileName?.message}
        {...form.register('profileName')}
      />
      <Select
        label={t('profile.type')}
        error={errors.providerType?.message}
        {...form.register('providerType')}
      >
        {typePlaceholder && <option value="">{typePlaceholder}</option>}
        {types.map((type) => (
          <option key={type} value={type}>
            {providerTypeLabel(type)}
          </option>
        ))}
      </Select>
      <Input
        label={t('profile.tags')}
        hint={tagsHint}
        error={errors.profileTags?.message}
        {...form.register('profileTags')}
      />
      <Textarea
        label={t('profile.description')}
        rows={5}
        hint={
          descriptionCount
            ? t('profile.descriptionCount', {
                count: countedLength(description.trim()),
                min: MIN_LONG_TEXT,
              })
            : undefined
        }
        hintClassName="text-xs text-slate-600"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <Input
        label={t('profile.phone')}
        type="tel"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <Input
        label={t('profile.website')}
        type="url"
        error={errors.websiteLink?.message}
        {...form.register('websiteLink')}
      />
      {withFacts && (
        <InjuryFactsFields
          category={profile.category}
          value={facts}
          onChange={setFacts}
          with24Hours
        />
      )}
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          {common('cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {common('save')}
        </Button>
      </div>
    </form>
  );
}
