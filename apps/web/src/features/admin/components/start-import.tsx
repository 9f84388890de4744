import {
  DEFAULT_CONFIDENCE_FLOOR,
  IMPORT_MESSAGES,
  IMPORT_SOURCES,
  IMPORT_UPLOAD_MAX_BYTES,
  ZConfidenceFloorSchema,
  ZImportFileNameSchema,
  type ImportSource,
  type TImportJob,
} from '@app/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FileField, Select } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Progress } from '../../../components/ui/progress';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber, localizeMessage, useT } from '../../../lib/i18n';
import { useImportFiles, useStartImport } from '../api/imports';
import { adminMessages } from '../i18n';
import { LoadError } from './states';

type Where = 'upload' | 'folder';
type Errors = Partial<Record<'file' | 'confidence', string>>;

/** '12.4 MB' */
export function sizeText(bytes: number): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return formatNumber(value, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  });
}

function FolderFiles({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (name: string, source: ImportSource | null) => void;
  error?: string;
}) {
  const t = useT(adminMessages);
  const files = useImportFiles();
  if (files.isPending)
    return (
      <div aria-busy="true" aria-label={t('loading')}>
        <Skeleton className="h-11 w-full" />
      </div>
    );
  if (files.isError)
    return (
      <LoadError
        message={files.error.message || t('imports.files.loadError')}
        onRetry={() => void files.refetch()}
      />
    );
  if (files.data.length === 0)
    return (
      <p role="status" className="rounded-lg border border-dashed border-slate-300 p-3 text-sm">
        {t('imports.start.folderEmpty')}
      </p>
    );
  return (
    <Select
      label={t('imports.start.folderFile')}
      value={value}
      error={error}
      required
      onChange={(e) => {
        const file = files.data.find((f) => f.name === e.target.value);
        onChange(e.target.value, file?.source ?? null);
      }}
    >
      <option value="">{t('imports.start.chooseFile')}</option>
      {files.data.map((file) => (
        <option key={file.name} value={file.name}>
          {t('imports.start.fileOption', { name: file.name, size: sizeText(file.size) })}
        </option>
      ))}
    </Select>
  );
}

/**
 * Start an import: the source, then a file uploaded (multipart, with its upload progress) or
 * one of DATA_DIR/imports/ (JSON), and an optional confidence floor. Checked with the
 * contract's rules before anything is sent.
 */
export function StartImport({ onStarted }: { onStarted: (job: TImportJob) => void }) {
  const t = useT(adminMessages);
  const start = useStartImport();
  const whereName = useId();
  const [source, setSource] = useState<ImportSource>('overture');
  const [where, setWhere] = useState<Where>('upload');
  const [upload, setUpload] = useState<File | null>(null);
  const [folderFile, setFolderFile] = useState('');
  const [confidence, setConfidence] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [started, setStarted] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStarted(null);
    const found: Errors = {};
    const floor = ZConfidenceFloorSchema.safeParse(confidence.trim());
    if (!floor.success) found.confidence = floor.error.issues[0]!.message;
    if (where === 'upload') {
      if (!upload) found.file = IMPORT_MESSAGES.fileRequired;
      else if (upload.size > IMPORT_UPLOAD_MAX_BYTES) found.file = IMPORT_MESSAGES.fileTooLarge;
    } else {
      const name = ZImportFileNameSchema.safeParse(folderFile);
      if (!name.success) found.file = name.error.issues[0]!.message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !floor.success) return;
    const options = {
      onSuccess: (job: TImportJob) => {
        setStarted(job.file);
        setUpload(null);
        setFolderFile('');
        onStarted(job);
      },
      onSettled: () => setProgress(null),
    };
    if (where === 'upload') {
      setProgress(0);
      start.mutate(
        { kind: 'upload', source, file: upload!, confidence: floor.data, onProgress: setProgress },
        options,
      );
    } else
      start.mutate({ kind: 'folder', source, file: folderFile, confidence: floor.data }, options);
  };

  return (
    <form
      aria-labelledby="start-import"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="start-import" className="text-xl font-semibold text-slate-900">
        {t('imports.start.title')}
      </h2>
      <Select
        label={t('imports.start.source')}
        value={source}
        onChange={(e) => setSource(e.target.value as ImportSource)}
      >
        {IMPORT_SOURCES.map((s) => (
          <option key={s} value={s}>
            {t(`imports.source.${s}`)}
          </option>
        ))}
      </Select>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">
          {t('imports.start.where')}
        </legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(['upload', 'folder'] as const).map((w) => (
            <label key={w} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name={whereName}
                value={w}
                checked={where === w}
                onChange={() => {
                  setWhere(w);
                  setErrors({});
                }}
                className="size-4 accent-brand-700"
              />
              {t(w === 'upload' ? 'imports.start.upload' : 'imports.start.folder')}
            </label>
          ))}
        </div>
        {where === 'upload' ? (
          <FileField
            // A new field after each start, so that the picked file's name goes too.
            key={started ?? 'file'}
            label={t('imports.start.file')}
            hint={t('imports.start.fileHint')}
            error={errors.file ? localizeMessage(errors.file) : undefined}
            required
            accept=".parquet,.geoparquet,.geojson,.geojsonl,.geojsonseq,.json,.ndjson,.jsonl,.csv"
            onChange={(e) => setUpload(e.target.files?.[0] ?? null)}
          />
        ) : (
          <FolderFiles
            value={folderFile}
            error={errors.file ? localizeMessage(errors.file) : undefined}
            onChange={(name, suggested) => {
              setFolderFile(name);
              if (suggested) setSource(suggested);
            }}
          />
        )}
      </fieldset>
      <Input
        label={t('imports.start.confidence')}
        hint={t('imports.start.confidenceHint', {
          floor: formatNumber(DEFAULT_CONFIDENCE_FLOOR),
        })}
        error={errors.confidence ? localizeMessage(errors.confidence) : undefined}
        type="number"
        inputMode="decimal"
        min={0}
        max={1}
        step={0.05}
        placeholder={String(DEFAULT_CONFIDENCE_FLOOR)}
        value={confidence}
        onChange={(e) => setConfidence(e.target.value)}
        className="max-w-xs"
      />
      {progress !== null && start.isPending && (
        <Progress value={progress} label={t('imports.start.uploading')} />
      )}
      {start.error && (
        <p role="alert" className="text-sm text-red-700">
          {start.error.message}
        </p>
      )}
      {started && (
        <p role="status" className="text-sm text-green-800">
          {t('imports.start.started', { file: started })}
        </p>
      )}
      <div>
        <Button type="submit" loading={start.isPending}>
          {t('imports.start.submit')}
        </Button>
      </div>
    </form>
  );
}
