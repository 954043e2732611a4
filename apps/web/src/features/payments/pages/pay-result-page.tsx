import { pollOutcome } from '@kontor/domain/payments/payment-status';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths, to } from '../../../shared/paths.ts';
import { PlainButton } from '../../../shared/ui/controls.tsx';
import { CloseCircleFilled, LoadingOutlined } from '../../../shared/ui/icons.tsx';
import { CheckCircleFilled } from '../../../shared/ui/more-icons.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useWalletReturn } from '../api/capture-wallet.ts';
import { type PayRecordRef, usePayResult } from '../api/find-pay-result.ts';
import { PAYMENTS_KEY } from '../api/keys.ts';
import { useLatestAttempt } from '../api/latest-attempt.ts';
import styles from '../components/payments.module.css';
import { readPayResultQuery, resultContractId, resultOrderId } from '../model/pay-result-url.ts';

const numeric = (v: string | undefined) => (v && /^\d{1,15}$/.test(v) && Number(v) > 0 ? Number(v) : null);

/**
 * /buyer/pay-result (spec §2, §4): every query variant (ours, the pay-later provider's return, the
 * earlier one, the wallet's return, which captures first); pending polls the attempt every 3000 ms
 * until success or failure; failed says so
 * without any internal code.
 */
export default function PayResultPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('payments.payResult.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const q = useMemo(() => readPayResultQuery(params), [params]);
  const contractId = numeric(resultContractId(q));
  const orderId = numeric(resultOrderId(q));
  const recordId = numeric(q.paymentRecordId) ?? numeric(q.merchantSerialNo);
  const needsLatest = q.status !== 'failed' && recordId === null && !q.payUniqueKey && contractId !== null;
  const latest = useLatestAttempt(needsLatest ? contractId : null);
  const ref: PayRecordRef | null =
    q.status === 'failed'
      ? null
      : recordId !== null
        ? { paymentRecordId: recordId }
        : q.payUniqueKey
          ? { payUniqueKey: q.payUniqueKey }
          : latest.data?.paymentRecordId
            ? { paymentRecordId: latest.data.paymentRecordId }
            : null;
  // Back from approving in the wallet: the payment is captured first, then the poll reads it.
  const walletRecord = q.token && q.PayerID && ref && 'paymentRecordId' in ref ? ref.paymentRecordId : null;
  const wallet = useWalletReturn(
    walletRecord !== null ? { paymentRecordId: walletRecord, token: q.token, PayerID: q.PayerID } : null,
  );
  const poll = usePayResult(walletRecord !== null && wallet.isPending ? null : ref);

  const outcome: 'pending' | 'success' | 'failed' =
    q.status === 'failed'
      ? 'failed'
      : poll.data
        ? pollOutcome(poll.data.recordStatus)
        : poll.isError || latest.isError || (needsLatest && latest.data && !latest.data.paymentRecordId)
          ? q.status === 'success'
            ? 'success'
            : 'failed'
          : ref === null && !needsLatest
            ? q.status === 'success'
              ? 'success'
              : 'pending'
            : 'pending';

  // A paid order changes the order pages: drop what they cached.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (outcome === 'success') {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
      void queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY });
    }
  }, [outcome, queryClient]);

  const errorKey = q.error && i18n.exists(q.error) ? q.error : 'payments.messages.failed';
  const reason =
    poll.data?.failedReason && i18n.exists(poll.data.failedReason) ? poll.data.failedReason : null;
  const firstOrder = orderId ?? poll.data?.orderIds[0] ?? null;

  const go = (url: string) => () => navigate(url);
  const actions = (
    <div className={styles.actions}>
      {firstOrder ? (
        <PlainButton
          kind={outcome === 'success' ? 'primary' : 'default'}
          onClick={go(to('orderDetail', { orderId: firstOrder }))}
        >
          {t('payments.payResult.viewOrder')}
        </PlainButton>
      ) : null}
      {outcome === 'failed' && contractId ? (
        <PlainButton
          kind="primary"
          onClick={go(`${paths.checkout}?${new URLSearchParams({ tradeContractId: String(contractId) })}`)}
        >
          {t('payments.payResult.payAgain')}
        </PlainButton>
      ) : null}
      <PlainButton onClick={go(paths.orders)}>{t('payments.payResult.viewOrders')}</PlainButton>
      <PlainButton onClick={go(paths.home)}>{t('payments.payResult.home')}</PlainButton>
    </div>
  );

  return (
    <section className={styles.result} aria-labelledby="pay-result-title">
      <h1 id="pay-result-title" className={styles.sectionTitle}>
        {t('payments.payResult.title')}
      </h1>
      <div role="status" aria-live="polite" data-outcome={outcome} className={styles.outcome}>
        {outcome === 'success' ? (
          <CheckCircleFilled className={styles.outcomeIcon} style={{ color: '#237804' }} aria-hidden="true" />
        ) : outcome === 'failed' ? (
          <CloseCircleFilled className={styles.outcomeIcon} style={{ color: '#a8071a' }} aria-hidden="true" />
        ) : (
          <LoadingOutlined className={styles.outcomeIcon} aria-hidden="true" />
        )}
        <p className={styles.outcomeTitle}>
          {outcome === 'success'
            ? t('payments.payResult.success')
            : outcome === 'failed'
              ? t('payments.payResult.failed')
              : t('payments.payResult.pending')}
        </p>
        {outcome === 'success' ? <p className={styles.note}>{t('payments.payResult.successHint')}</p> : null}
        {outcome === 'success' && q.email ? (
          <p className={styles.note}>{t('payments.payResult.emailHint', { email: q.email })}</p>
        ) : null}
        {outcome === 'failed' ? <p className={styles.note}>{t(reason ?? errorKey)}</p> : null}
      </div>
      {actions}
    </section>
  );
}
