import {
  checkReply,
  countedLength,
  MAX_APPEAL_FILES,
  MESSAGES,
  MIN_LONG_TEXT,
  REPLY_CHECK_TEXT,
  type TReplyWarning,
  type TReview,
} from '@app/contracts';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/field';
import { ReviewItem } from '../../../components/review-item';
import { commonMessages } from '../../../components/i18n';
import { localizeMessage, useT } from '../../../lib/i18n';
import { useProvider } from '../../providers';
import { uploadAppealDocument, useAppeal, useRespond } from '../api/tools';
import { toolsMessages } from '../i18n';

/** The reply check's words, from @app/contracts, in the current language. */
const replyText = (key: Exclude<keyof typeof REPLY_CHECK_TEXT, TReplyWarning['kind']>) =>
  localizeMessage(REPLY_CHECK_TEXT[key]);

/**
 * Before a reply is published, the shared rule of contracts (checkReply) looks for threats and,
 * for medical and legal categories, details that may identify the client (decision 0030). A
 * warning, never a block: the owner uses the safer wording, edits, or publishes anyway.
 */
function ReplyWarnings({
  warnings,
  onUse,
  onEdit,
  onPublish,
  busy,
}: {
  warnings: TReplyWarning[];
  onUse: (text: string) => void;
  onEdit: () => void;
  onPublish: () => void;
  busy: boolean;
}) {
  const id = useId();
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      <h3 id={`${id}-title`} className="font-semibold">
        {replyText('heading')}
      </h3>
      {warnings.map((w) => (
        <div key={w.kind} className="flex flex-col gap-1">
          <p className="font-medium">{localizeMessage(REPLY_CHECK_TEXT[w.kind].title)}</p>
          <p>{localizeMessage(REPLY_CHECK_TEXT[w.kind].explain)}</p>
          <p>
            {replyText('found')}{' '}
            {w.matches.map((m, i) => (
              <span key={m}>
                {i > 0 && ', '}
                <mark className="rounded bg-amber-200 px-1">{m}</mark>
              </span>
            ))}
          </p>
          <p className="font-medium">{replyText('suggestion')}</p>
          <blockquote className="rounded border-l-4 border-amber-400 bg-white p-2 text-slate-800">
            {w.suggestion}
          </blockquote>
        </div>
      ))}
      <div className="flex flex-wrap justify-end gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} disabled={busy}>
          {replyText('edit')}
        </Button>
        <Button size="sm" variant="secondary" onClick={onPublish} disabled={busy}>
          {replyText('publishAnyway')}
        </Button>
        <Button size="sm" onClick={() => onUse(warnings[0]!.suggestion)} disabled={busy}>
          {replyText('useSuggestion')}
        </Button>
      </div>
    </div>
  );
}

/** Respond / Edit Response (spec 4): Publish shows Publishing... while busy; 100 characters at least. */
export function ResponseForm({
  providerId,
  review,
  onDone,
}: {
  providerId: string;
  review: TReview;
  onDone: () => void;
}) {
  const respond = useRespond(providerId);
  const provider = useProvider(providerId);
  const [text, setText] = useState(review.response?.text ?? '');
  const [failed, setFailed] = useState(false);
  const [warnings, setWarnings] = useState<TReplyWarning[]>([]);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const t = useT(toolsMessages);
  const common = useT(commonMessages);
  const send = (value: string) =>
    respond.mutate({ reviewId: review.id, text: value.trim() }, { onSuccess: onDone });
  const publish = () => {
    if (countedLength(text.trim()) < MIN_LONG_TEXT) {
      setFailed(true);
      return;
    }
    const found = checkReply(text, provider.data?.category ?? '');
    if (found.length > 0) {
      setWarnings(found);
      return;
    }
    send(text);
  };
  return (
    <form
      aria-label={t('reply.form')}
      className="flex flex-col gap-2 rounded-xl bg-slate-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        publish();
      }}
    >
      <Textarea
        id={id}
        ref={field}
        label={t('reply.label')}
        rows={4}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setWarnings([]);
        }}
        invalid={failed}
        hint={`${localizeMessage(MESSAGES.responseMin)} (${countedLength(text.trim())}/${MIN_LONG_TEXT})`}
        hintAlert={failed}
        hintClassName={cn('text-sm', failed ? 'text-red-700' : 'text-slate-600')}
      />
      {warnings.length > 0 && (
        <ReplyWarnings
          warnings={warnings}
          busy={respond.isPending}
          onUse={(safe) => {
            setText(safe);
            setWarnings([]);
            field.current?.focus();
          }}
          onEdit={() => {
            setWarnings([]);
            field.current?.focus();
          }}
          onPublish={() => send(text)}
        />
      )}
      {respond.error && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {respond.error.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={onDone} disabled={respond.isPending}>
          {common('cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={respond.isPending || warnings.length > 0}>
          {respond.isPending ? t('reply.publishing') : t('reply.publish')}
        </Button>
      </div>
    </form>
  );
}

interface AppealFile {
  name: string;
  url: string;
}

/** The appeal form (spec 4, 5): 100+ characters, up to 5 images or PDFs, Sending... while busy. */
export function AppealForm({
  providerId,
  review,
  onDone,
}: {
  providerId: string;
  review: TReview;
  onDone: () => void;
}) {
  const appeal = useAppeal(providerId);
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<AppealFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const t = useT(toolsMessages);
  const common = useT(commonMessages);
  const long = countedLength(description.trim()) >= MIN_LONG_TEXT;

  const add = async (chosen: FileList | null) => {
    if (!chosen) return;
    setFileError(null);
    const accepted = [...chosen]
      .filter((f) => f.type.startsWith('image/') || f.type === 'application/pdf')
      .slice(0, MAX_APPEAL_FILES - files.length);
    if (accepted.length < chosen.length) setFileError(toolsMessages.t('appeal.fileError'));
    setUploading(true);
    try {
      for (const file of accepted) {
        const url = await uploadAppealDocument(file);
        setFiles((list) => [...list, { name: file.name, url }]);
      }
    } catch (e) {
      setFileError(e instanceof Error ? e.message : localizeMessage(MESSAGES.unexpected));
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <form
      aria-label={t('appeal.form')}
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!long) return;
        appeal.mutate(
          {
            reviewId: review.id,
            description: description.trim(),
            fileUrls: files.map((f) => f.url),
          },
          { onSuccess: onDone },
        );
      }}
    >
      <Textarea
        id={id}
        label={t('appeal.label')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        hint={`${localizeMessage(MESSAGES.appealMin)} (${countedLength(description.trim())}/${MIN_LONG_TEXT})`}
        hintClassName={cn('text-sm', long ? 'text-green-700' : 'text-slate-600')}
      />
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/*,application/pdf"
          className="sr-only"
          onChange={(e) => void add(e.target.files)}
          disabled={files.length >= MAX_APPEAL_FILES || uploading}
        />
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          loading={uploading}
          disabled={files.length >= MAX_APPEAL_FILES}
          onClick={() => input.current?.click()}
        >
          {t('appeal.attach', { count: files.length, max: MAX_APPEAL_FILES })}
        </Button>
        {files.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm text-slate-700">
            {files.map((f, i) => (
              <li key={f.url} className="flex items-center justify-between gap-2">
                <span className="truncate">{f.name}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={t('appeal.removeFile', { name: f.name })}
                  onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}
                >
                  {t('appeal.remove')}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {fileError && (
          <p role="alert" className="text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>
      {appeal.error && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-800">
          {appeal.error.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={appeal.isPending}>
          {common('cancel')}
        </Button>
        <Button type="submit" disabled={!long || uploading || appeal.isPending}>
          {appeal.isPending ? t('appeal.sending') : t('appeal.send')}
        </Button>
      </div>
    </form>
  );
}

/** A review on the owner's pages (default mode): Respond / Edit Response and Appeal this Review. */
export function OwnerReview({
  providerId,
  review,
  onPhoto,
}: {
  providerId: string;
  review: TReview;
  onPhoto?: (urls: string[], index: number) => void;
}) {
  const [responding, setResponding] = useState(false);
  const [appeal, setAppeal] = useState<'closed' | 'confirm' | 'form'>('closed');
  const t = useT(toolsMessages);
  const common = useT(commonMessages);
  return (
    <>
      <ReviewItem
        review={review}
        onPhoto={onPhoto}
        response={
          responding ? (
            <ResponseForm
              providerId={providerId}
              review={review}
              onDone={() => setResponding(false)}
            />
          ) : undefined
        }
        actions={
          responding ? undefined : (
            <>
              <Button variant="secondary" size="sm" onClick={() => setResponding(true)}>
                {review.response ? t('review.editResponse') : t('review.respond')}
              </Button>
              {!review.appealUnderReview && (
                <Button variant="ghost" size="sm" onClick={() => setAppeal('confirm')}>
                  {t('review.appeal')}
                </Button>
              )}
            </>
          )
        }
      />
      <Dialog
        open={appeal === 'confirm'}
        onOpenChange={(open) => setAppeal(open ? 'confirm' : 'closed')}
        title={t('review.appeal')}
        description={t('appeal.confirmText')}
      >
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setAppeal('closed')}>
            {common('cancel')}
          </Button>
          <Button onClick={() => setAppeal('form')}>{t('appeal.continue')}</Button>
        </div>
      </Dialog>
      <Dialog
        open={appeal === 'form'}
        onOpenChange={(open) => setAppeal(open ? 'form' : 'closed')}
        title={t('appeal.formTitle')}
        description={t('appeal.reviewBy', { name: review.author.name })}
        className="max-w-lg"
      >
        <AppealForm providerId={providerId} review={review} onDone={() => setAppeal('closed')} />
      </Dialog>
    </>
  );
}
