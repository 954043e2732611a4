import { DownloadOutlined } from '@ant-design/icons';
import type { DataExport } from '@kontor/domain/data-export/data-export-responses';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime, useFormatNumber } from '../../../shared/format.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { useDataExports, useRequestDataExport } from '../api/data-exports.ts';
import styles from './data-export.module.css';

/**
 * The data export (GDPR Art. 20; decision 045): what the archive holds, a button that asks for it,
 * and the recent archives: being prepared (the list polls), ready to download until a time, run out.
 */
export function DataExportPanel() {
  const { t } = useTranslation();
  const list = useDataExports();
  const ask = useRequestDataExport();
  const formatTime = useFormatDateTime();
  const formatNumber = useFormatNumber();
  const exports = list.data ?? [];
  const preparing = exports.some((e) => e.status === 'PENDING');

  const size = (bytes: number | null) =>
    bytes === null ? '' : t('dataExport.size', { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });

  const state = (e: DataExport) => {
    if (e.status === 'PENDING') return <span role="status">{t('dataExport.status.PENDING')}</span>;
    if (e.status === 'READY' && e.downloadUrl)
      return `${t('dataExport.until', { time: formatTime(e.expiresAt!) })} ${size(e.sizeBytes)}`;
    if (e.status === 'FAILED') return <span className={styles.failed}>{t('dataExport.status.FAILED')}</span>;
    return t('dataExport.status.EXPIRED');
  };

  const row = (e: DataExport) => (
    <li key={e.id} className={styles.row}>
      <div className={styles.facts}>
        <span className={styles.when}>{t('dataExport.requested', { time: formatTime(e.requestedAt) })}</span>
        <span className={styles.state}>{state(e)}</span>
      </div>
      {e.status === 'READY' && e.downloadUrl ? (
        <Button type="primary" icon={<DownloadOutlined aria-hidden="true" />} href={e.downloadUrl} download>
          {t('dataExport.download')}
        </Button>
      ) : null}
    </li>
  );

  return (
    <div>
      <p className={styles.contents}>{t('dataExport.contents')}</p>
      <Button onClick={() => ask.mutate()} loading={ask.isPending} disabled={preparing}>
        {t(preparing ? 'dataExport.preparing' : 'dataExport.request')}
      </Button>
      {ask.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorMessage(ask.error, t)}
          className={styles.alert}
        />
      ) : null}
      {list.isError ? (
        <Alert type="error" showIcon title={errorMessage(list.error, t)} className={styles.alert} />
      ) : null}
      {exports.length ? (
        <ul className={styles.list} aria-label={t('dataExport.listLabel')}>
          {exports.map(row)}
        </ul>
      ) : null}
    </div>
  );
}
