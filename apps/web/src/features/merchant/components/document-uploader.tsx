import { DeleteOutlined, FilePdfOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_PURPOSES } from '@kontor/domain/files/files-schemas';
import { MAX_MERCHANT_DOCUMENTS } from '@kontor/domain/merchant/merchant-application';
import { Button } from 'antd';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../shared/api-client.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import styles from './document-uploader.module.css';

export interface MerchantDocument {
  url: string;
  name: string;
}

interface DocumentUploaderProps {
  id?: string;
  value?: MerchantDocument[];
  onChange?: (next: MerchantDocument[]) => void;
  'aria-invalid'?: boolean;
}

const MB = 1024 * 1024;

/**
 * The application's documents: PDFs sent through the upload service as private merchant documents,
 * seen only by the applicant and the operator (decision 017). Listed with a remove button each.
 */
export function DocumentUploader({ id, value = [], onChange, ...aria }: DocumentUploaderProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const limit = UPLOAD_PURPOSES['merchant-document'].limitBytes;

  const onPick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.type !== 'application/pdf')
      return setFailure(t('merchant.apply.documents.notPdf', { name: file.name }));
    if (file.size >= limit)
      return setFailure(t('merchant.apply.documents.tooLarge', { name: file.name, mb: limit / MB }));
    setFailure(null);
    setBusy(true);
    try {
      const uploaded = await uploadFile('merchant-document', file);
      onChange?.([...value, { url: uploaded.url, name: uploaded.name }]);
    } catch (error) {
      setFailure(errorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.uploader}>
      {value.length ? (
        <ul className={styles.list}>
          {value.map((doc) => (
            <li key={doc.url} className={styles.item}>
              <FilePdfOutlined aria-hidden="true" />
              <a href={doc.url} target="_blank" rel="noreferrer">
                {doc.name}
              </a>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined aria-hidden="true" />}
                aria-label={t('merchant.apply.documents.remove', { name: doc.name })}
                onClick={() => onChange?.(value.filter((d) => d.url !== doc.url))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {value.length < MAX_MERCHANT_DOCUMENTS ? (
        <>
          <input
            id={inputId}
            type="file"
            accept="application/pdf"
            className={`k-sr-only ${styles.input}`}
            disabled={busy}
            aria-describedby={hintId}
            aria-invalid={aria['aria-invalid'] || undefined}
            onChange={(e) => void onPick(e)}
          />
          <label htmlFor={inputId} className={styles.add}>
            {busy ? <LoadingOutlined aria-hidden="true" /> : <UploadOutlined aria-hidden="true" />}{' '}
            {busy ? t('merchant.apply.documents.uploading') : t('merchant.apply.documents.add')}
          </label>
        </>
      ) : null}
      <p id={hintId} className={styles.hint}>
        {t('merchant.apply.documents.hint', { max: MAX_MERCHANT_DOCUMENTS, mb: limit / MB })}
      </p>
      <div role="alert" className={styles.failure}>
        {failure}
      </div>
    </div>
  );
}
