import { LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_PURPOSES } from '@kontor/domain/files/files-schemas';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../shared/api-client.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { Avatar } from './avatar.tsx';
import styles from './profile.module.css';

const { limitBytes, types } = UPLOAD_PURPOSES.avatar;

interface AvatarFieldProps {
  value?: string | null;
  onChange?: (url: string | null) => void;
  name: string;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * The avatar: png, bmp, jpeg or gif under 2M (spec §5, "上传图片大小不能超过2M"), checked here and again
 * by the server from the bytes; uploaded at once, saved with the profile.
 */
export function AvatarField({ value, onChange, name, onBusyChange }: AvatarFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(types as readonly string[]).includes(file.type)) return setProblem(t('profile.avatar.type'));
    if (file.size >= limitBytes) return setProblem(t('files.avatarTooLarge'));
    setProblem(null);
    setBusy(true);
    onBusyChange?.(true);
    try {
      const uploaded = await uploadFile('avatar', file);
      onChange?.(uploaded.url);
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
      onBusyChange?.(false);
    }
  };

  return (
    <div className={styles.avatarField}>
      <Avatar url={value ?? null} name={name} size={72} />
      <div className={styles.avatarActions}>
        <input
          ref={input}
          id={inputId}
          className={styles.fileInput}
          type="file"
          accept={types.join(',')}
          onChange={pick}
          aria-describedby={problem ? errorId : `${inputId}-hint`}
          aria-invalid={problem ? true : undefined}
        />
        <label htmlFor={inputId} className={styles.uploadButton}>
          {busy ? <LoadingOutlined aria-hidden="true" /> : <UploadOutlined aria-hidden="true" />}
          <span>{busy ? t('profile.avatar.uploading') : t('profile.avatar.choose')}</span>
        </label>
        {value ? (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onChange?.(null)}
            disabled={busy}
          >
            {t('profile.avatar.remove')}
          </button>
        ) : null}
        <p id={`${inputId}-hint`} className={styles.hint}>
          {t('profile.avatar.hint')}
        </p>
        <p id={errorId} className={styles.error} role="alert">
          {problem}
        </p>
      </div>
    </div>
  );
}
