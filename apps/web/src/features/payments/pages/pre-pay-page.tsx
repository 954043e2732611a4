import { paymentStartDecision } from '@kontor/domain/payments/payment-status';
import { Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { closePaymentRecord } from '../api/close-payment-record.ts';
import { useLatestAttempt } from '../api/latest-attempt.ts';
import { DoublePayDialog } from '../components/double-pay-dialog.tsx';
import styles from '../components/payments.module.css';
import { routePayError } from '../model/pay-error.ts';
import { payResultUrl } from '../model/pay-result-url.ts';

/**
 * /buyer/pre-pay?tradeId&buyerId&contractId (spec §2, §4 "Payment start decision"): the order
 * list's pay / secondary pay / deposit land here. PAY_SUCCESS → the result; PAY_PENDING or PAY_FAILED
 * → the double-payment dialog (pay again closes the old attempt first; wait pays nothing); otherwise
 * on to the contract's checkout, where the buyer chooses how to pay.
 */
export default function PrePayPage() {
  const { t } = useTranslation();
  usePageTitle(t('payments.prePay.title'));
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const raw = query.get('contractId') ?? query.get('tradeId');
  const contractId = raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const latest = useLatestAttempt(contractId);
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const checkout = `${paths.checkout}?${new URLSearchParams({ tradeContractId: String(contractId ?? '') })}`;

  useEffect(() => {
    if (!latest.data || contractId === null) return;
    const decision = paymentStartDecision(latest.data.paymentRecordStatus);
    if (decision === 'result')
      navigate(
        payResultUrl('success', {
          contractId: String(contractId),
          paymentRecordId: latest.data.paymentRecordId?.toString(),
        }),
        { replace: true },
      );
    else if (decision === 'confirm') setAsking(true);
    else navigate(checkout, { replace: true });
  }, [latest.data, contractId, navigate, checkout]);

  const payAgain = async () => {
    const record = latest.data;
    setAsking(false);
    if (!record?.payUniqueKey || !record.paymentRecordId || contractId === null) return;
    try {
      const closed = await closePaymentRecord({
        payUniqueKey: record.payUniqueKey,
        paymentRecordId: record.paymentRecordId,
      });
      if (closed.recordStatus === 'PAY_SUCCESS' || closed.recordStatus === 'PRE_AUTH_SUCCESS')
        navigate(
          payResultUrl('success', {
            contractId: String(contractId),
            paymentRecordId: String(closed.paymentRecordId),
          }),
          {
            replace: true,
          },
        );
      else navigate(checkout, { replace: true });
    } catch (error) {
      const route = routePayError(error);
      if (route.kind === 'failed')
        navigate(payResultUrl('failed', { contractId: String(contractId), error: route.error }), {
          replace: true,
        });
      else setFailure(error);
    }
  };

  const wait = () => {
    setAsking(false);
    navigate(
      payResultUrl('pending', {
        contractId: String(contractId),
        paymentRecordId: latest.data?.paymentRecordId?.toString(),
      }),
      { replace: true },
    );
  };

  return (
    <section className={styles.result} aria-labelledby="pre-pay-title">
      <h1 id="pre-pay-title" className={styles.sectionTitle}>
        {t('payments.prePay.title')}
      </h1>
      {contractId === null ? (
        <ErrorAlert error={new Error('no contract')} />
      ) : latest.isError || failure ? (
        <ErrorAlert error={latest.error ?? failure} onRetry={() => void latest.refetch()} />
      ) : (
        <>
          <p role="status">{t('payments.prePay.starting')}</p>
          <Skeleton active paragraph={{ rows: 2 }} />
        </>
      )}
      <DoublePayDialog open={asking} onPayAgain={() => void payAgain()} onWait={wait} />
    </section>
  );
}
