import {
  dropBlankButtons,
  isButtonUrl,
  MESSAGES,
  ZSaveMiniSiteBodySchema,
  zMiniSiteSlug,
  type TMiniSite,
  type TSaveMiniSiteBody,
} from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DragEvent, ReactNode, useId, useRef, useState } from 'react';
import { commonMessages } from '../../../components/i18n';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-error';
import { localizeMessage, useT } from '../../../lib/i18n';
import { uploadImage } from '../../../lib/upload';
import { useProvider } from '../../providers';
import {
  isMiniSiteUrlAvailable,
  publishMiniSite,
  saveMiniSite,
  toolsKeys,
  useMiniSite,
  useOwnProviderId,
} from '../api/tools';
import { EditDialogs } from '../components/edit-dialogs';
import { richText } from '../components/rich-text';
import { toolsMessages } from '../i18n';
import { ToolsLayout } from '../components/tools-layout';
import { NoProviderProfile } from './my-profile';

type Draft = Omit<TSaveMiniSiteBody, 'buttons'> & { buttons: { name: string; url: string }[] };
const blank = () => ({ name: '', url: '' });

/** Field messages by dotted path ('url', 'buttons.0.url'…); '' holds a message for no field. */
type Errors = Record<string, string>;

/** The sections a message is shown under, by the first part of its path. */
const SECTION_OF: Record<string, string> = {
  url: 'url',
  heading: 'text',
  description: 'text',
  logoUrl: 'logo',
  buttons: 'content',
  leadFormEnabled: 'lead',
  leadButtonName: 'lead',
};

function sectionErrors(errors: Errors, section: string): string[] {
  return Object.entries(errors)
    .filter(([path]) => (SECTION_OF[path.split('.')[0] ?? ''] ?? '') === section)
    .filter(([path]) => section !== 'content' || path === 'buttons')
    .map(([, message]) => message);
}

/** Checks a draft with the API's own schema; the messages by path, or null when it is valid. */
function validate(draft: Draft): Errors | null {
  const parsed = ZSaveMiniSiteBodySchema.safeParse(draft);
  if (parsed.success) return null;
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** The live check beside a button URL: text and an icon, never colour alone. */
function ButtonUrlState({ url }: { url: string }) {
  const ok = isButtonUrl(url);
  const t = useT(toolsMessages);
  return (
    <span role="status">
      {!url.trim() ? (
        t('mini.buttonUrlHint')
      ) : (
        <span className={cn('font-medium', ok ? 'text-green-700' : 'text-red-700')}>
          <span aria-hidden>{ok ? '✓ ' : '✗ '}</span>
          {ok ? t('mini.urlValid') : localizeMessage(MESSAGES.urlInvalid)}
        </span>
      )}
    </span>
  );
}

/** Messages that belong to a section but to none of its fields. */
function SectionErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="flex flex-col gap-1 text-sm text-red-700">
      {messages.map((m) => (
        <p key={m}>{localizeMessage(m)}</p>
      ))}
    </div>
  );
}

function toDraft(site: TMiniSite): Draft {
  return {
    url: site.url,
    heading: site.heading,
    description: site.description,
    logoUrl: site.logoUrl,
    // The content section starts with two blank rows (spec 2).
    buttons: site.buttons.length ? site.buttons : [blank(), blank()],
    leadFormEnabled: site.leadFormEnabled,
    leadButtonName: site.leadButtonName,
  };
}

function Card({
  title,
  children,
  aside,
}: {
  title: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

function Editor({ providerId, site }: { providerId: string; site: TMiniSite }) {
  const queryClient = useQueryClient();
  const provider = useProvider(providerId);
  const [draft, setDraft] = useState<Draft>(() => toDraft(site));
  // An ok state shows 'URL is valid' in the current language; a failure, its message.
  const [urlState, setUrlState] = useState<{ ok: boolean; message: string } | null>(
    site.url ? { ok: true, message: '' } : null,
  );
  const t = useT(toolsMessages);
  const common = useT(commonMessages);
  const [savedText, setSavedText] = useState(false);
  const [preview, setPreview] = useState(false);
  const [editingLead, setEditingLead] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const logoInput = useRef<HTMLInputElement>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = useMutation({
    mutationFn: (body: Draft) => saveMiniSite(providerId, body as TSaveMiniSiteBody),
    onSuccess: (saved) => queryClient.setQueryData(toolsKeys.miniSite(providerId), saved),
  });
  const publish = useMutation({
    mutationFn: () => publishMiniSite(providerId),
    onSuccess: (saved) => queryClient.setQueryData(toolsKeys.miniSite(providerId), saved),
  });

  /**
   * Saves the draft: blank button rows are dropped first (as the lead form's options are),
   * the rest is checked with the API's schema, and each message goes under its own section.
   */
  const submit = async (patch: Partial<Draft> = {}): Promise<boolean> => {
    const body: Draft = { ...draft, ...patch, buttons: dropBlankButtons(draft.buttons) };
    setDraft((d) => ({ ...d, ...patch, buttons: body.buttons }));
    const invalid = validate(body);
    setErrors(invalid ?? {});
    if (invalid) return false;
    try {
      await save.mutateAsync(body);
      return true;
    } catch (e) {
      const fields = e instanceof ApiError ? e.fieldErrors : {};
      const known = Object.keys(fields).some((path) => SECTION_OF[path.split('.')[0] ?? '']);
      setErrors(known ? fields : { '': e instanceof Error ? e.message : MESSAGES.unexpected });
      return false;
    }
  };

  const checkUrl = async () => {
    const parsed = zMiniSiteSlug.safeParse(draft.url);
    if (!parsed.success) {
      setUrlState({
        ok: false,
        message: parsed.error.issues[0]?.message ?? MESSAGES.miniSiteUrlFormat,
      });
      return;
    }
    try {
      const available = await isMiniSiteUrlAvailable(parsed.data);
      if (!available) {
        setUrlState({ ok: false, message: MESSAGES.miniSiteUrlTaken });
        return;
      }
    } catch (e) {
      setUrlState({ ok: false, message: e instanceof Error ? e.message : MESSAGES.unexpected });
      return;
    }
    if (await submit({ url: parsed.data })) setUrlState({ ok: true, message: '' });
  };

  const saveText = async () => {
    setSavedText(false);
    if (await submit()) setSavedText(true);
  };

  const chooseLogo = async (file: File | undefined) => {
    setLogoError(null);
    if (!file) return;
    if (!['image/jpeg', 'image/png'].includes(file.type)) {
      setLogoError(toolsMessages.t('mini.logoType'));
      return;
    }
    setUploading(true);
    try {
      set({ logoUrl: await uploadImage(file) });
    } catch (e) {
      setLogoError(e instanceof Error ? e.message : localizeMessage(MESSAGES.unexpected));
    } finally {
      setUploading(false);
    }
  };

  const current = queryClient.getQueryData<TMiniSite>(toolsKeys.miniSite(providerId)) ?? site;
  const generalError = errors[''] ?? null;
  const setButton = (i: number, patch: Partial<Draft['buttons'][number]>) => {
    set({ buttons: draft.buttons.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
    setErrors(({ [`buttons.${i}.name`]: _n, [`buttons.${i}.url`]: _u, ...rest }) => rest);
  };

  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <p className="mr-auto text-sm text-slate-600">
          {current.publishedAt
            ? current.hasUnpublishedChanges
              ? t('mini.state.changed')
              : t('mini.state.published')
            : t('mini.state.draft')}
        </p>
        <Button variant="secondary" onClick={() => setPreview(true)}>
          {t('mini.preview')}
        </Button>
        <Button variant="secondary" loading={save.isPending} onClick={() => void submit()}>
          {t('mini.saveDraft')}
        </Button>
        <Button
          loading={publish.isPending}
          onClick={async () => {
            if (await submit()) publish.mutate();
          }}
        >
          {t('mini.publish')}
        </Button>
      </div>
      {(generalError || publish.error) && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {publish.error?.message ?? localizeMessage(generalError ?? '')}
        </p>
      )}
      {publish.isSuccess && !publish.isPending && (
        <p role="status" className="rounded-lg bg-green-100 p-3 text-sm text-green-900">
          {richText((marks) => t('mini.publishedAt', marks), {
            link: (
              <a
                href={paths.publicMiniSite(current.url)}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium underline"
              >
                {`${window.location.origin}${paths.publicMiniSite(current.url)}`}
              </a>
            ),
          })}
        </p>
      )}
      <Card title={t('mini.urlCard')}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <Input
            className="flex-1"
            label={t('mini.customUrl')}
            hint={t('mini.urlHint')}
            value={draft.url}
            onChange={(e) => {
              set({ url: e.target.value.toLowerCase() });
              setUrlState(null);
            }}
          />
          <Button onClick={() => void checkUrl()} loading={save.isPending} className="sm:mb-7">
            {common('save')}
          </Button>
        </div>
        {urlState && (
          <p
            role={urlState.ok ? 'status' : 'alert'}
            className={cn('text-sm', urlState.ok ? 'text-green-700' : 'text-red-700')}
          >
            {urlState.ok && <span aria-hidden>✓ </span>}
            <span>{urlState.ok ? t('mini.urlValid') : localizeMessage(urlState.message)}</span>
          </p>
        )}
        {!urlState && <SectionErrors messages={sectionErrors(errors, 'url')} />}
      </Card>
      <Card
        title={t('mini.textCard')}
        aside={
          savedText ? <span className="text-sm text-green-700">{t('mini.saved')}</span> : undefined
        }
      >
        <Input
          label={t('mini.heading')}
          error={errors.heading}
          value={draft.heading}
          onChange={(e) => {
            set({ heading: e.target.value });
            setSavedText(false);
          }}
        />
        <Input
          label={t('mini.description')}
          error={errors.description}
          value={draft.description}
          onChange={(e) => {
            set({ description: e.target.value });
            setSavedText(false);
          }}
        />
        <Button variant="secondary" className="self-start" onClick={() => void saveText()}>
          {common('save')}
        </Button>
      </Card>
      <Card title={t('mini.logo')}>
        <div
          onDragOver={(e: DragEvent) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e: DragEvent) => {
            e.preventDefault();
            setDragging(false);
            void chooseLogo(e.dataTransfer.files[0]);
          }}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center text-sm text-slate-700',
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
          )}
        >
          {draft.logoUrl && (
            <img
              src={draft.logoUrl}
              alt={t('mini.logo')}
              className="size-24 rounded-xl object-cover"
            />
          )}
          <p>{t('mini.drop')}</p>
          <input
            ref={logoInput}
            type="file"
            accept="image/jpeg,image/png"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => void chooseLogo(e.target.files?.[0])}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={uploading}
            onClick={() => logoInput.current?.click()}
          >
            {t('mini.upload')}
          </Button>
          <p className="text-xs text-slate-600">{t('mini.logoSpec')}</p>
        </div>
        {logoError && (
          <p role="alert" className="text-sm text-red-700">
            {logoError}
          </p>
        )}
        <SectionErrors messages={sectionErrors(errors, 'logo')} />
      </Card>
      <Card title={t('mini.content')}>
        {draft.buttons.length === 0 && (
          <p className="text-sm text-slate-600">{t('mini.noButtons')}</p>
        )}
        {draft.buttons.map((b, i) => {
          const urlError = errors[`buttons.${i}.url`];
          return (
            <div
              key={i}
              className="flex flex-col gap-2 border-b border-slate-100 pb-3 sm:flex-row sm:items-start"
            >
              <Input
                className="flex-1"
                label={t('mini.buttonName', { n: i + 1 })}
                error={errors[`buttons.${i}.name`]}
                value={b.name}
                onChange={(e) => setButton(i, { name: e.target.value })}
              />
              <Input
                className="flex-1"
                label={t('mini.buttonUrl', { n: i + 1 })}
                type="url"
                inputMode="url"
                placeholder="https://"
                // The live check says 'Invalid URL' already; another reason shows as an error.
                error={urlError && isButtonUrl(b.url) ? urlError : undefined}
                aria-invalid={(b.url.trim() !== '' && !isButtonUrl(b.url)) || undefined}
                hint={<ButtonUrlState url={b.url} />}
                value={b.url}
                onChange={(e) => setButton(i, { url: e.target.value })}
              />
              <Button
                variant="ghost"
                size="sm"
                className="sm:mt-7"
                aria-label={t('mini.removeButton', { n: i + 1 })}
                onClick={() => {
                  set({ buttons: draft.buttons.filter((_, j) => j !== i) });
                  setErrors((all) =>
                    Object.fromEntries(
                      Object.entries(all).filter(([path]) => !path.startsWith('buttons.')),
                    ),
                  );
                }}
              >
                {t('mini.remove')}
              </Button>
            </div>
          );
        })}
        <SectionErrors messages={sectionErrors(errors, 'content')} />
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => set({ buttons: [...draft.buttons, blank()] })}
        >
          {t('mini.addMore')}
        </Button>
      </Card>
      <Card title={t('mini.leadCard')}>
        <label className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            role="switch"
            checked={draft.leadFormEnabled}
            onChange={(e) => set({ leadFormEnabled: e.target.checked })}
            className="size-4 accent-brand-700"
          />
          {t('mini.enabled')}
        </label>
        <Input
          label={t('mini.leadButtonName')}
          error={errors.leadButtonName}
          value={draft.leadButtonName}
          onChange={(e) => set({ leadButtonName: e.target.value })}
        />
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          disabled={!provider.data}
          onClick={() => setEditingLead(true)}
        >
          {t('mini.editLeadForm')}
        </Button>
      </Card>
      <Dialog
        open={preview}
        onOpenChange={setPreview}
        title={t('mini.preview')}
        className="max-w-md"
      >
        <div className="flex flex-col items-center gap-3 text-center">
          {draft.logoUrl && (
            <img src={draft.logoUrl} alt="" className="size-20 rounded-xl object-cover" />
          )}
          <p className="text-xl font-bold text-slate-900">
            {draft.heading || t('mini.yourHeading')}
          </p>
          <p className="text-sm text-slate-700">{draft.description || t('mini.yourDescription')}</p>
          {draft.buttons
            .filter((b) => b.name || b.url)
            .map((b, i) => (
              <span
                key={i}
                className="w-full rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white"
              >
                {b.name || t('mini.untitledButton')}
              </span>
            ))}
          {draft.leadFormEnabled && (
            <span className="w-full rounded-lg border border-brand-700 px-4 py-2 text-sm font-medium text-brand-700">
              {draft.leadButtonName || t('mini.contactUs')}
            </span>
          )}
        </div>
      </Dialog>
      {editingLead && provider.data && (
        <EditDialogs
          provider={provider.data}
          section="leadForm"
          onClose={() => setEditingLead(false)}
        />
      )}
    </>
  );
}

/** /mini-site (spec 2): URL with its check, heading and description, logo, buttons, lead form. */
export function MiniSitePage() {
  const id = useOwnProviderId();
  const site = useMiniSite(id);
  const t = useT(toolsMessages);
  if (!id) return <NoProviderProfile />;
  return (
    <ToolsLayout title={t('mini.title')}>
      {site.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true" aria-label={t('mini.loading')}>
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
          <Skeleton className="h-40 rounded-2xl" />
        </div>
      ) : site.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {site.error.message}
        </p>
      ) : (
        <Editor providerId={id} site={site.data} />
      )}
    </ToolsLayout>
  );
}
