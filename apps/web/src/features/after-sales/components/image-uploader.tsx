import { CloseOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { useUploadImage } from '../api/upload-image.ts';
import { IMAGES_MAX, imageTooLarge } from '../model/apply-form.ts';
import styles from './after-sales.module.css';

interface ImageUploaderProps {
  value?: { url: string }[];
  onChange?: (value: { url: string }[]) => void;
  /** Announces upload problems next to the field. */
  describedBy?: string;
}

/**
 * Up to six images, each under 1M (spec §9), uploaded one by one as they are picked
 * (`POST /api/files/upload`, purpose after-sales). Each can be removed again.
 */
export function ImageUploader({ value = [], onChange, describedBy }: ImageUploaderProps) {
  const { t } = useTranslation();
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();
  const full = value.length >= IMAGES_MAX;

  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    setProblem(null);
    let next = [...value];
    for (const file of Array.from(files)) {
      if (next.length >= IMAGES_MAX) {
        setProblem(t('afterSales.apply.images.tooMany', { max: IMAGES_MAX }));
        break;
      }
      if (!file.type.startsWith('image/')) {
        setProblem(t('afterSales.apply.images.notImage', { name: file.name }));
        continue;
      }
      if (imageTooLarge(file)) {
        setProblem(t('afterSales.apply.images.tooLarge', { name: file.name }));
        continue;
      }
      try {
        const uploaded = await upload.mutateAsync(file);
        next = [...next, { url: uploaded.url }];
        onChange?.(next);
      } catch (error) {
        setProblem(errorMessage(error, t));
      }
    }
  };

  return (
    <div>
      <ul className={styles.uploads} aria-label={t('afterSales.apply.images.list', { count: value.length })}>
        {value.map((file, index) => (
          <li key={file.url} className={styles.upload}>
            <img src={file.url} alt={t('afterSales.apply.images.alt', { n: index + 1 })} />
            <button
              type="button"
              className={styles.uploadRemove}
              aria-label={t('afterSales.apply.images.remove', { n: index + 1 })}
              onClick={() => onChange?.(value.filter((v) => v.url !== file.url))}
            >
              <CloseOutlined aria-hidden="true" />
            </button>
          </li>
        ))}
        {full ? null : (
          <li>
            <label htmlFor={inputId} className={styles.uploadAdd}>
              {upload.isPending ? (
                <LoadingOutlined aria-hidden="true" />
              ) : (
                <PlusOutlined aria-hidden="true" />
              )}
              <span>
                {upload.isPending ? t('afterSales.apply.images.uploading') : t('afterSales.apply.images.add')}
              </span>
              <input
                id={inputId}
                className="k-sr-only"
                type="file"
                accept="image/png,image/jpeg,image/gif,image/webp"
                multiple
                disabled={upload.isPending}
                aria-describedby={
                  [describedBy, problem ? problemId : undefined].filter(Boolean).join(' ') || undefined
                }
                onChange={(e) => {
                  void onFiles(e.currentTarget.files);
                  e.currentTarget.value = '';
                }}
              />
            </label>
          </li>
        )}
      </ul>
      {problem ? (
        <p id={problemId} className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
