import { zodResolver } from '@hookform/resolvers/zod';
import { zLeadRequest, type TLeadRequest, type TProviderProfile } from '@app/contracts';
import { useId, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useT } from '../lib/i18n';
import { useSendLeadRequest } from './api/leads';
import { formMessages } from './forms/i18n';
import { Button } from './ui/button';
import { cn } from './ui/cn';
import { Textarea } from './ui/field';
import { Input } from './ui/input';

type TLeadForm = NonNullable<TProviderProfile['leadForm']>;

export interface LeadRequestFormProps {
  providerId: string;
  leadForm: TLeadForm;
  title: ReactNode;
  /** `single`: the options are radios (the profile's appointment card); `multiple`: checkboxes. */
  choice: 'single' | 'multiple';
  optionsLegend: string;
  submitLabel: string;
  className?: string;
}

/**
 * A provider's lead form as visitors fill it in (spec 2: the premium profile's Request an
 * Appointment card, and the mini-site's lead form): sent with `POST /providers/{id}/leads`,
 * which mails the form's address; the provider sees it under its leads.
 */
export function LeadRequestForm({
  providerId,
  leadForm,
  title,
  choice,
  optionsLegend,
  submitLabel,
  className,
}: LeadRequestFormProps) {
  const t = useT(formMessages);
  const titleId = useId();
  const messageId = useId();
  const checked = leadForm.options.filter((o) => o.checked).map((o) => o.id);
  const form = useForm<z.input<typeof zLeadRequest>, unknown, TLeadRequest>({
    resolver: zodResolver(zLeadRequest),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      message: '',
      options: choice === 'single' ? checked.slice(0, 1) : checked,
    },
  });
  const { errors } = form.formState;
  const chosen = useWatch({ control: form.control, name: 'options' }) ?? [];
  const send = useSendLeadRequest(providerId);

  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5',
        className,
      )}
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {leadForm.formDescription && (
        <p className="text-sm text-slate-700">{leadForm.formDescription}</p>
      )}
      {send.isSuccess ? (
        <p role="status" className="rounded-lg bg-green-100 p-3 text-sm text-green-900">
          {t('lead.sent')}
        </p>
      ) : (
        <form
          noValidate
          className="flex flex-col gap-3"
          onSubmit={form.handleSubmit((values) => send.mutate(values))}
        >
          {leadForm.options.length > 0 && (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-medium text-slate-800">{optionsLegend}</legend>
              {leadForm.options.map((option) => (
                <label key={option.id} className="flex items-center gap-2 text-sm text-slate-800">
                  {choice === 'single' ? (
                    <input
                      type="radio"
                      name={`${titleId}-option`}
                      value={option.id}
                      checked={chosen.includes(option.id)}
                      onChange={() => form.setValue('options', [option.id])}
                      className="size-4 accent-brand-700"
                    />
                  ) : (
                    <input
                      type="checkbox"
                      value={option.id}
                      {...form.register('options')}
                      className="size-4 accent-brand-700"
                    />
                  )}
                  {option.text}
                </label>
              ))}
            </fieldset>
          )}
          <Input
            label={t('lead.name')}
            autoComplete="name"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Input
            label={t('lead.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Input
            label={t('lead.phone')}
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <Textarea
            id={messageId}
            label={t('lead.message')}
            rows={4}
            error={errors.message?.message}
            {...form.register('message')}
          />
          {send.error && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {send.error.message}
            </p>
          )}
          <Button type="submit" loading={send.isPending}>
            {submitLabel}
          </Button>
        </form>
      )}
    </section>
  );
}
