import { CloseOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { UPLOAD_PURPOSES, type UploadPurpose } from '@kontor/domain/files/files-schemas';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../api-client.ts';
import { errorMessage } from '../i18n/i18n.ts';
import styles from './image-uploader.module.css';

const MB = 1024 * 1024;

interface ImageUploaderProps {
  /** What the pictures are for: the server's types and size cap for it are checked before sending. */
  purpose: Extract<UploadPurpose, 'review' | 'after-sales'>;
  /** URLs of the pictures uploaded so far. */
  value?: string[];
  onChange?: (next: string[]) => void;
  max: number;
  /**
   * The feature's wording, an i18n key prefix holding `add`, `uploading`, `remove` ({{n}}), `alt`
   * ({{n}}, {{total}}), `hint` ({{count}}, {{max}}), `tooMany` ({{max}}), `tooLarge` ({{name}},
   * {{mb}}) and `notImage` ({{name}}).
   */
  texts: string;
  /** Names the list of pictures ("Photos of Oak desk"). */
  label: string;
  errorId?: string;
  invalid?: boolean;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Up to `max` pictures: the chosen files are checked (an image, under the purpose's cap), uploaded at
 * once (the server checks their bytes again), shown as previews and can be removed. What went wrong
 * is said beside the picker.
 */
export function ImageUploader({
  purpose,
  value = [],
  onChange,
  max,
  texts,
  label,
  errorId,
  invalid,
  onBusyChange,
}: ImageUploaderProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  const [pending, setPending] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const room = max - value.length - pending;
  const { limitBytes, types } = UPLOAD_PURPOSES[purpose];

  const problemOf = (file: File) => {
    if (!(types as readonly string[]).includes(file.type)) return t(`${texts}.notImage`, { name: file.name });
    if (file.size >= limitBytes) return t(`${texts}.tooLarge`, { name: file.name, mb: limitBytes / MB });
    return null;
  };

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    if (chosen.length === 0) return;
    const problems = chosen.map(problemOf);
    const files = chosen.filter((_, i) => problems[i] === null);
    const shown = [
      ...problems.filter(Boolean),
      ...(files.length > room ? [t(`${texts}.tooMany`, { max })] : []),
    ];
    setFailure(shown[0] ?? null);
    const sending = files.slice(0, Math.max(0, room));
    if (sending.length === 0) return;
    setPending((n) => n + sending.length);
    onBusyChange?.(true);
    const results = await Promise.allSettled(sending.map((file) => uploadFile(purpose, file)));
    const urls: string[] = [];
    for (const result of results) {
      if (result.status === 'fulfilled') urls.push(result.value.url);
      else setFailure(errorMessage(result.reason, t));
    }
    setPending((n) => n - sending.length);
    onBusyChange?.(false);
    if (urls.length > 0) onChange?.([...value, ...urls].slice(0, max));
  };

  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div className={styles.uploader}>
      <ul className={styles.list} aria-label={label}>
        {value.map((url, index) => (
          <li key={url} className={styles.item}>
            <img src={url} alt={t(`${texts}.alt`, { n: index + 1, total: value.length })} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t(`${texts}.remove`, { n: index + 1 })}
              onClick={() => onChange?.(value.filter((u) => u !== url))}
            >
              <CloseOutlined aria-hidden="true" />
            </button>
          </li>
        ))}
        {Array.from({ length: pending }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders of uploads in flight
          <li key={`pending-${i}`} className={`${styles.item} ${styles.pending}`}>
            <LoadingOutlined aria-hidden="true" />
            <span className="k-sr-only">{t(`${texts}.uploading`)}</span>
          </li>
        ))}
        {room > 0 ? (
          <li className={styles.item}>
            <input
              id={inputId}
              type="file"
              accept={types.join(',')}
              multiple
              className={`k-sr-only ${styles.input}`}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              onChange={(e) => void onPick(e)}
            />
            <label htmlFor={inputId} className={styles.add}>
              <PlusOutlined aria-hidden="true" />
              <span>{t(`${texts}.add`)}</span>
            </label>
          </li>
        ) : null}
      </ul>
      <p id={hintId} className={styles.hint}>
        {t(`${texts}.hint`, { count: value.length, max, mb: limitBytes / MB })}
      </p>
      <div role="alert" className={styles.failure}>
        {failure}
      </div>
    </div>
  );
}
