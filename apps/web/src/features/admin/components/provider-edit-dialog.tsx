import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADMIN_PROVIDER_TYPES,
  type TProviderProfile,
  zProfileDescription,
  zProfileName,
  zProfilePhone,
  zProfileTags,
  zProfileWebsite,
  zProviderType,
} from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FieldErrors, Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  changedFacts,
  InjuryFactsFields,
  NO_FACTS,
  type FactsValue,
} from '../../../components/injury-facts-fields';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { api, bodyOf } from '../../../lib/api-client';
import { toolsApi } from '../../../lib/tools-api';
import { adminKeys } from '../api/admin';
import { LoadError } from './states';

const ZProviderEdit = z.object({
  profileName: zProfileName,
  providerType: zProviderType,
  // The form writes tags comma-separated (the API also takes a list).
  profileTags: z.string().pipe(zProfileTags),
  description: zProfileDescription,
  phoneNumber: zProfilePhone,
  websiteLink: zProfileWebsite,
});
type TProviderEditForm = z.input<typeof ZProviderEdit>;
type FieldName = keyof TProviderEditForm;
const FIELDS = Object.keys(ZProviderEdit.shape) as FieldName[];

function formValues(profile: TProviderProfile): TProviderEditForm {
  return {
    profileName: profile.profileName,
    providerType: profile.providerType,
    profileTags: profile.profileTags.join(', '),
    description: profile.description,
    phoneNumber: profile.phoneNumber ?? '',
    websiteLink: profile.websiteLink ?? '',
  };
}

/**
 * The rules of spec 5 apply to what the admin changes: a sample profile whose description is
 * short can still be renamed. Only changed fields are checked and sent (PATCH is partial).
 */
function changedFieldsResolver(initial: TProviderEditForm): Resolver<TProviderEditForm> {
  const full = zodResolver(ZProviderEdit);
  return async (values, context, options) => {
    const result = await full(values, context, options);
    const errors: FieldErrors<TProviderEditForm> = {};
    for (const name of FIELDS) {
      if (values[name] !== initial[name] && result.errors[name]) errors[name] = result.errors[name];
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values, errors: {} };
  };
}

function EditForm({
  profile,
  onCancel,
  onSaved,
}: {
  profile: TProviderProfile;
  onCancel: () => void;
  onSaved: (name: string) => void;
}) {
  const queryClient = useQueryClient();
  const initial = formValues(profile);
  const [error, setError] = useState<string | null>(null);
  // Languages, injury facts and the 24-hour flag (issue 15): sent when changed.
  const loadedFacts = profile.facts ?? NO_FACTS;
  const [facts, setFacts] = useState(loadedFacts);
  const typeId = useId();
  const descriptionId = useId();
  const form = useForm<TProviderEditForm>({
    resolver: changedFieldsResolver(initial),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const { errors, isSubmitting } = form.formState;
  const types: string[] = [...ADMIN_PROVIDER_TYPES];
  if (initial.providerType && !types.includes(initial.providerType))
    types.push(initial.providerType);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const body: Partial<TProviderEditForm> & { facts?: Partial<FactsValue> } = {};
    for (const name of FIELDS)
      if (values[name] !== initial[name]) (body as Record<string, unknown>)[name] = values[name];
    const changed = changedFacts(loadedFacts, facts);
    if (Object.keys(changed).length > 0) body.facts = changed;
    if (Object.keys(body).length === 0) return onCancel();
    try {
      const saved = bodyOf(
        await toolsApi.providerTools.updateProfile({ params: { id: profile.id }, body }),
      ).data;
      queryClient.setQueryData(adminKeys.provider(profile.id), saved);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'providers'] });
      onSaved(saved.profileName);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'An unexpected error occurred');
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Input
        label="Profile Name"
        error={errors.profileName?.message}
        {...form.register('profileName')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={typeId} className="text-sm font-medium text-slate-800">
          Provider Type
        </label>
        <select
          id={typeId}
          className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-invalid={errors.providerType ? true : undefined}
          {...form.register('providerType')}
        >
          {types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        {errors.providerType && (
          <p role="alert" className="text-sm text-red-700">
            {errors.providerType.message}
          </p>
        )}
      </div>
      <Input
        label="Profile Tags"
        hint="Comma-separated, e.g. Personal Injury, Car Accidents"
        error={errors.profileTags?.message}
        {...form.register('profileTags')}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={descriptionId} className="text-sm font-medium text-slate-800">
          Description
        </label>
        <textarea
          id={descriptionId}
          rows={5}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          className="rounded-lg border border-slate-300 bg-white p-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
          {...form.register('description')}
        />
        {errors.description && (
          <p id={`${descriptionId}-error`} role="alert" className="text-sm text-red-700">
            {errors.description.message}
          </p>
        )}
      </div>
      <Input
        label="Phone Number"
        type="tel"
        error={errors.phoneNumber?.message}
        {...form.register('phoneNumber')}
      />
      <Input
        label="Website"
        type="url"
        error={errors.websiteLink?.message}
        {...form.register('websiteLink')}
      />
      <InjuryFactsFields
        category={profile.category}
        value={facts}
        onChange={setFacts}
        with24Hours
      />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}

/** The admin's editor of a provider profile: PATCH /providers/{id} with the changed fields. */
export function ProviderEditDialog({
  providerId,
  onClose,
  onSaved,
}: {
  providerId: string;
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const profile = useQuery({
    queryKey: adminKeys.provider(providerId),
    queryFn: async () => bodyOf(await api.providers.get({ params: { id: providerId } })).data,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Edit Provider Profile"
      className="max-w-lg"
    >
      {profile.isPending ? (
        <div className="flex flex-col gap-3" aria-busy="true" aria-label="Loading">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : profile.isError ? (
        <LoadError message={profile.error.message} />
      ) : (
        <EditForm profile={profile.data} onCancel={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}
