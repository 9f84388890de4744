import { MESSAGES } from '@app/contracts';
import { DragEvent, ReactNode, useEffect, useId, useRef, useState } from 'react';
import { localizeMessage, useT } from '../lib/i18n';
import { imageDimensions, uploadImage } from '../lib/upload';
import { formMessages } from './forms/i18n';
import { commonMessages } from './i18n';
import { Button } from './ui/button';
import { cn } from './ui/cn';
import { LazyDialog as Dialog } from './ui/lazy-dialog';
import { Progress } from './ui/progress';

export type Dimensions = { width: number; height: number } | null;

export interface ImageUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Under the drop zone: sizes and limits. */
  hint: ReactNode;
  /** The picture shown before a new one is chosen. */
  currentUrl?: string | null;
  /** A blocking problem with the chosen file (spec 5 messages), or null. */
  check: (file: File, dimensions: Dimensions) => string | null;
  /** A non-blocking remark (e.g. a recommended size), or null. */
  advise?: (file: File, dimensions: Dimensions) => string | null;
  /** Saving without a new file is allowed (e.g. only a toggle changed). */
  fileOptional?: boolean;
  /** Stores the uploaded picture (url null when no new file was chosen). */
  onSave: (url: string | null) => Promise<void>;
  /** Extra controls under the picture (e.g. a visibility toggle). */
  children?: ReactNode;
  /** 'round' for a profile photo, 'wide' for a banner. */
  shape?: 'round' | 'wide';
}

/**
 * Choose (or drop) an image, see it before saving, upload it with progress, then save it.
 * Only images are accepted; the checks run before anything is sent.
 */
export function ImageUploadDialog({
  open,
  onOpenChange,
  title,
  hint,
  currentUrl,
  check,
  advise,
  fileOptional = false,
  onSave,
  children,
  shape = 'round',
}: ImageUploadDialogProps) {
  const t = useT(formMessages);
  const common = useT(commonMessages);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [advice, setAdvice] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const reset = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
    setAdvice(null);
    setProgress(null);
  };

  const choose = async (chosen: File | undefined) => {
    reset();
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      setProblem(localizeMessage(MESSAGES.selectImage));
      return;
    }
    const dimensions = await imageDimensions(chosen);
    const blocking = dimensions ? check(chosen, dimensions) : localizeMessage(MESSAGES.selectImage);
    if (blocking) {
      setProblem(blocking);
      return;
    }
    setAdvice(advise?.(chosen, dimensions) ?? null);
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const image = Array.from(event.dataTransfer.files).find((f) => f.type.startsWith('image/'));
    if (!image) {
      setProblem(localizeMessage(MESSAGES.selectImage));
      return;
    }
    void choose(image);
  };

  const save = async () => {
    if (!file && !fileOptional) {
      setProblem(localizeMessage(MESSAGES.selectImage));
      return;
    }
    setProblem(null);
    try {
      let url: string | null = null;
      if (file) {
        setProgress(0);
        url = await uploadImage(file, { onProgress: setProgress });
      }
      await onSave(url);
      reset();
      onOpenChange(false);
    } catch (error) {
      setProgress(null);
      setProblem(
        error instanceof Error && error.message
          ? error.message
          : localizeMessage(MESSAGES.unexpected),
      );
    }
  };

  const busy = progress !== null;
  const shown = preview ?? currentUrl ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={title}
    >
      <div className="flex flex-col gap-4">
        <label
          htmlFor={inputId}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center gap-3 rounded-xl border-2 border-dashed p-4 text-center',
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50',
          )}
        >
          {shown ? (
            <img
              src={shown}
              alt={preview ? t('upload.previewAlt') : t('upload.currentAlt')}
              className={cn(
                'object-cover',
                shape === 'round' ? 'size-32 rounded-full' : 'aspect-[1610/320] w-full rounded-lg',
              )}
            />
          ) : (
            <span
              aria-hidden
              className={cn(
                'flex items-center justify-center bg-slate-200 text-slate-500',
                shape === 'round' ? 'size-32 rounded-full' : 'aspect-[1610/320] w-full rounded-lg',
              )}
            >
              {t('upload.noPicture')}
            </span>
          )}
          <span className="text-sm text-slate-700">
            <span className="font-medium text-brand-700">{t('upload.chooseImage')}</span>{' '}
            {t('upload.orDrop')}
          </span>
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-label={t('upload.inputLabel', { title })}
          onChange={(e) => void choose(e.target.files?.[0])}
          disabled={busy}
        />
        <p className="text-xs text-slate-600">{hint}</p>
        {advice && (
          <p role="status" className="text-sm text-amber-700">
            {advice}
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        {children}
        {busy && <Progress value={progress} label={t('upload.uploading')} />}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {common('cancel')}
          </Button>
          <Button onClick={() => void save()} loading={busy}>
            {common('save')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
