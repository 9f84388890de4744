import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORIES,
  defaultWorkingHours,
  WEEKDAYS,
  ZCreateListingBodySchema,
  type TCreateListingBody,
  type TCreateListingInput,
  type TDuplicateCandidate,
  type TProviderProfile,
} from '@app/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { usePlaceSuggestions } from '../../../components/api/places';
import { InjuryFactsFields, NO_FACTS } from '../../../components/injury-facts-fields';
import { categoryLabel } from '../../../components/labels';
import { Button } from '../../../components/ui/button';
import { Select } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { StateSelect } from '../../../components/ui/state-select';
import { paths } from '../../../config/paths';
import { localizeMessage, useT } from '../../../lib/i18n';
import { candidatesOf } from '../api/listings';
import { listingMessages } from '../i18n';

export interface ListingFormProps {
  /** Saves the listing (POST /providers or POST /admin/providers). */
  submit: (body: TCreateListingBody) => Promise<{ data: TProviderProfile }>;
  onSaved: (profile: TProviderProfile) => void;
  /** The submit button's text. */
  saveLabel?: string;
}

const EMPTY: TCreateListingInput = {
  category: '' as TCreateListingInput['category'],
  profileName: '',
  phoneNumber: '',
  websiteLink: '',
  location: { addressLine1: '', addressLine2: '', city: '', state: '', zipCode: '' },
};

/**
 * The form of a new listing (issue 47): name, category, address (city and state fill in from
 * the ZIP), phone, website, hours, injury facts and languages, with the contracts' rules.
 * Before saving, the API's likely duplicates (a 409's candidates) are shown: 'Claim it'
 * leads to that listing's claim flow; 'None of these' saves it with `notADuplicate`.
 */
export function ListingForm({ submit, onSaved, saveLabel }: ListingFormProps) {
  const t = useT(listingMessages);
  const [withHours, setWithHours] = useState(false);
  const [candidates, setCandidates] = useState<TDuplicateCandidate[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TCreateListingInput, unknown, TCreateListingBody>({
    resolver: zodResolver(ZCreateListingBodySchema),
    defaultValues: { ...EMPTY, facts: { ...NO_FACTS } },
  });
  const { register, handleSubmit, control, setValue, getValues, formState } = form;
  const errors = formState.errors;
  const category = useWatch({ control, name: 'category' });
  const zip = useWatch({ control, name: 'location.zipCode' });

  // A five-digit ZIP fills in the city and the state that are still empty.
  const zip5 = /^\d{5}$/.test(zip?.trim() ?? '') ? zip!.trim() : '';
  const places = usePlaceSuggestions(zip5, zip5 !== '');
  useEffect(() => {
    const place = places.data?.find((p) => p.kind === 'zip' && p.zip === zip5);
    if (!place) return;
    if (!getValues('location.city'))
      setValue('location.city', place.city, { shouldValidate: true });
    if (!getValues('location.state'))
      setValue('location.state', place.state, { shouldValidate: true });
  }, [places.data, zip5, getValues, setValue]);

  const save = async (body: TCreateListingBody, notADuplicate = false) => {
    setFailure(null);
    try {
      const saved = await submit({
        ...body,
        workingHours: withHours ? body.workingHours : undefined,
        notADuplicate,
      });
      setCandidates(null);
      onSaved(saved.data);
    } catch (error) {
      const found = candidatesOf(error);
      if (found) setCandidates(found);
      else setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const err = (message: string | undefined) => (message ? localizeMessage(message) : undefined);

  return (
    <form
      noValidate
      aria-busy={formState.isSubmitting}
      onSubmit={handleSubmit((body) => save(body))}
      className="flex flex-col gap-4"
    >
      <Input
        label={t('name')}
        autoComplete="organization"
        error={err(errors.profileName?.message)}
        {...register('profileName')}
      />
      <Select label={t('category')} error={err(errors.category?.message)} {...register('category')}>
        <option value="">{t('chooseCategory')}</option>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {categoryLabel(c)}
          </option>
        ))}
      </Select>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('addressLine1')}
          autoComplete="address-line1"
          error={err(errors.location?.addressLine1?.message)}
          {...register('location.addressLine1')}
        />
        <Input
          label={t('addressLine2')}
          autoComplete="address-line2"
          error={err(errors.location?.addressLine2?.message)}
          {...register('location.addressLine2')}
        />
        <Input
          label={t('zip')}
          hint={t('zipHint')}
          inputMode="numeric"
          autoComplete="postal-code"
          error={err(errors.location?.zipCode?.message)}
          {...register('location.zipCode')}
        />
        <Input
          label={t('city')}
          autoComplete="address-level2"
          error={err(errors.location?.city?.message)}
          {...register('location.city')}
        />
        <StateSelect
          label={t('state')}
          error={err(errors.location?.state?.message)}
          {...register('location.state')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          error={err(errors.phoneNumber?.message)}
          {...register('phoneNumber')}
        />
        <Input
          label={t('website')}
          type="url"
          autoComplete="url"
          hint={t('websiteHint')}
          error={err(errors.websiteLink?.message)}
          {...register('websiteLink')}
        />
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('hours')}</legend>
        <label className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={withHours}
            onChange={(e) => {
              setWithHours(e.target.checked);
              if (e.target.checked && !getValues('workingHours'))
                setValue('workingHours', defaultWorkingHours());
            }}
          />
          {t('addHours')}
        </label>
        {withHours &&
          WEEKDAYS.map((day) => (
            <div key={day} className="grid grid-cols-[8rem_1fr_1fr] items-end gap-2">
              <label className="flex h-11 items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  aria-label={t('open', { day: t(`day.${day}`) })}
                  {...register(`workingHours.${day}.enabled`)}
                />
                {t(`day.${day}`)}
              </label>
              <Input
                label={t('opens', { day: t(`day.${day}`) })}
                hideLabel
                {...register(`workingHours.${day}.startTime`)}
              />
              <Input
                label={t('closes', { day: t(`day.${day}`) })}
                hideLabel
                {...register(`workingHours.${day}.endTime`)}
              />
            </div>
          ))}
      </fieldset>

      <Controller
        control={control}
        name="facts"
        render={({ field }) => (
          <InjuryFactsFields
            category={category || CATEGORIES[0]}
            with24Hours
            value={{ ...NO_FACTS, ...(field.value ?? {}), languages: field.value?.languages ?? [] }}
            onChange={field.onChange}
          />
        )}
      />

      {candidates && (
        <section
          aria-labelledby="duplicates-heading"
          role="alert"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4"
        >
          <h2 id="duplicates-heading" className="text-lg font-semibold text-slate-900">
            {t('duplicatesTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('duplicatesText')}</p>
          <ul className="mt-3 flex flex-col gap-2">
            {candidates.map((c) => (
              <li
                key={c.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-white p-3"
              >
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{c.name}</p>
                  <p className="text-sm text-slate-600">{c.address}</p>
                  <p className="text-xs text-slate-500">
                    {c.match === 'phone'
                      ? t('matchPhone')
                      : t('matchName', {
                          distance:
                            c.distanceMeters === null
                              ? ''
                              : t('metersAway', { meters: String(c.distanceMeters) }),
                        })}
                  </p>
                </div>
                <Link
                  to={`${paths.provider(c.id)}#claim`}
                  aria-label={t('claimItLabel', { name: c.name })}
                  className="rounded-lg bg-brand-700 px-3 py-2 text-sm font-medium text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  {t('claimIt')}
                </Link>
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            className="mt-3"
            loading={formState.isSubmitting}
            onClick={handleSubmit((body) => save(body, true))}
          >
            {t('notMine')}
          </Button>
        </section>
      )}

      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {failure}
        </p>
      )}
      {!candidates && (
        <Button type="submit" loading={formState.isSubmitting} className="self-start">
          {formState.isSubmitting ? t('saving') : (saveLabel ?? t('save'))}
        </Button>
      )}
    </form>
  );
}
