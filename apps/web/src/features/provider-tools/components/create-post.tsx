import { MAX_POST_PHOTOS, MESSAGES, POST_TEXT_MAX } from '@app/contracts';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Textarea } from '../../../components/ui/field';
import { commonMessages } from '../../../components/i18n';
import { localizeMessage, useT } from '../../../lib/i18n';
import { uploadImage } from '../../../lib/upload';
import { useCreatePost } from '../api/tools';
import { toolsMessages } from '../i18n';

/**
 * Create a Post (spec 5): up to 500 characters ('Maximum 500 characters'), text or an image,
 * up to 5 photos on the Premium plan only. The server's answer (e.g. the free plan's weekly
 * limit) is shown as it comes.
 */
export function CreatePostForm({
  providerId,
  premium,
  onDone,
}: {
  providerId: string;
  premium: boolean;
  onDone: () => void;
}) {
  const create = useCreatePost(providerId);
  const t = useT(toolsMessages);
  const common = useT(commonMessages);
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const tooLong = text.length > POST_TEXT_MAX;
  const empty = text.trim() === '' && images.length === 0;

  const add = async (files: FileList | null) => {
    if (!files) return;
    setUploadError(null);
    const chosen = [...files]
      .filter((f) => f.type.startsWith('image/'))
      .slice(0, MAX_POST_PHOTOS - images.length);
    setUploading(true);
    for (const file of chosen) {
      try {
        const url = await uploadImage(file);
        setImages((list) => [...list, url]);
      } catch (e) {
        // A failed photo is skipped (spec 8); the reason is shown.
        setUploadError(e instanceof Error ? e.message : localizeMessage(MESSAGES.unexpected));
      }
    }
    setUploading(false);
    if (input.current) input.current.value = '';
  };

  return (
    <form
      aria-label={t('post.form')}
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (tooLong || empty) return;
        create.mutate({ text: text.trim(), imageUrls: images }, { onSuccess: onDone });
      }}
    >
      <Textarea
        id={id}
        label={t('post.text')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        invalid={tooLong}
        hint={tooLong ? localizeMessage(MESSAGES.postMax) : `${text.length}/${POST_TEXT_MAX}`}
        hintAlert={tooLong}
        hintClassName={cn('text-sm', tooLong ? 'text-red-700' : 'text-slate-600')}
      />
      {premium ? (
        <div className="flex flex-col gap-2">
          <input
            ref={input}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={(e) => void add(e.target.files)}
          />
          {images.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t('post.photos')}>
              {images.map((url, i) => (
                <li key={url} className="relative">
                  <img
                    src={url}
                    alt={t('post.photoAlt', { n: i + 1 })}
                    className="size-20 rounded-lg object-cover"
                  />
                  <button
                    type="button"
                    aria-label={t('post.removePhoto', { n: i + 1 })}
                    onClick={() => setImages((list) => list.filter((_, j) => j !== i))}
                    className="absolute -right-2 -top-2 size-6 rounded-full bg-slate-900 text-xs text-white focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            loading={uploading}
            disabled={images.length >= MAX_POST_PHOTOS}
            onClick={() => input.current?.click()}
          >
            {t('post.addPhotos', { count: images.length, max: MAX_POST_PHOTOS })}
          </Button>
          {uploadError && (
            <p role="alert" className="text-sm text-red-700">
              {uploadError}
            </p>
          )}
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('post.freeOnly')}</p>
      )}
      {create.error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {create.error.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={create.isPending}>
          {common('cancel')}
        </Button>
        <Button type="submit" disabled={tooLong || empty || uploading} loading={create.isPending}>
          {t('post.publish')}
        </Button>
      </div>
    </form>
  );
}
