import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../shared/format.ts';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { to } from '../../../shared/paths.ts';
import AntdProvider from '../../../shared/ui/antd-provider.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { useReverseOrdersOfLines } from '../../after-sales/index.ts';
import styles from './order-action-dialogs.module.css';
import { Loading, NARROW } from './order-dialog-parts.tsx';

interface ChooserProps {
  ids: number[];
  lineName: string;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
}

/**
 * A line with several after-sales records: a small modal listing them, each opening its detail
 * (spec §4). Loaded with antd the first time it opens.
 */
export default function AfterSalesChooser(props: ChooserProps) {
  return (
    <AntdProvider>
      <Chooser {...props} />
    </AntdProvider>
  );
}

function Chooser({ ids, lineName, open, onClose, afterClose }: ChooserProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const records = useReverseOrdersOfLines(ids);
  return (
    <Modal
      open={open}
      title={t('afterSales.chooser.title')}
      width={NARROW}
      onCancel={onClose}
      afterClose={afterClose}
      footer={null}
    >
      <p className={styles.muted}>{t('afterSales.chooser.lead', { name: lineName, count: ids.length })}</p>
      {records.isPending ? <Loading /> : null}
      {records.isError ? <ErrorAlert error={records.error} onRetry={() => void records.refetch()} /> : null}
      {records.data ? (
        <ul className={styles.orderList}>
          {records.data.data.map((r) => (
            <li key={r.id}>
              <span>
                <Link to={to('afterSalesDetail', { asid: r.id })} className={styles.code} onClick={onClose}>
                  {r.reverseTradeOrderCode}
                </Link>
                <span className={styles.muted}>
                  {codeText(t, 'afterSalesType', r.reverseTradeOrderType)} ·{' '}
                  {formatDateTime(r.createdAt, false)}
                </span>
              </span>
              <span className={styles.muted}>
                {codeText(t, 'afterSalesStatus', r.reverseTradeOrderStatus)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
