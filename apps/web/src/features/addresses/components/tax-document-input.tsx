import { DeleteOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { taxDocumentFileSchema } from '@kontor/domain/addresses/address-schemas';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '../../../shared/api-client.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import type { TaxDocumentValue } from '../model/address-form-values.ts';
import styles from './addresses.module.css';

interface TaxDocumentInputProps {
  id?: string;
  value?: TaxDocumentValue | null;
  onChange?: (value: TaxDocumentValue | null) => void;
  disabled?: boolean;
}

/**
 * The billing tax document (spec §5): one PDF under 100 MB, checked before it is sent with the shared
 * schema, uploaded as a private file of purpose `billing` (decision 017); a second file replaces it.
 */
export function TaxDocumentInput({ id, value, onChange, disabled }: TaxDocumentInputProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const checked = taxDocumentFileSchema.safeParse({ type: file.type, size: file.size });
    if (!checked.success) {
      setProblem(t(checked.error.issues[0]!.message));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadFile('billing', file);
      onChange?.({ url: uploaded.url, name: uploaded.name, size: uploaded.size });
    } catch (error) {
      setProblem(errorMessage(error, t));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={styles.upload}>
      <input
        id={id}
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        className="k-sr-only"
        disabled={disabled || busy}
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {value ? (
        <span className={styles.file}>
          <FilePdfOutlined aria-hidden="true" />
          <a href={value.url} target="_blank" rel="noreferrer">
            {value.name}
          </a>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('addresses.delete')}
            disabled={disabled}
            onClick={() => onChange?.(null)}
          />
        </span>
      ) : null}
      <Button
        icon={<UploadOutlined />}
        loading={busy}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {t('addresses.fields.taxDocumentUpload')}
      </Button>
      {problem ? (
        <div role="alert" className={styles.uploadError}>
          {problem}
        </div>
      ) : null}
    </div>
  );
}
