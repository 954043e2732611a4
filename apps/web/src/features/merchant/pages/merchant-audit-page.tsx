import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useMerchantStatus } from '../api/query-merchant-status.ts';
import { useMyApplication } from '../api/query-my-application.ts';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';
import styles from './merchant-pages.module.css';

/** /merchant/audit: where the merchant application stands, as the server reports it. */
export default function MerchantAuditPage() {
  const { t } = useTranslation();
  usePageTitle(t('merchant.audit.title'));
  const status = useMerchantStatus();
  const application = useMyApplication();

  const audit = status.data?.auditStatus ?? 'NONE';
  const view = {
    NONE: { step: 0, result: 'info', link: { to: paths.merchantApply, label: t('merchant.audit.applyNow') } },
    AUDIT: { step: 1, result: 'info', link: null },
    PASS: {
      step: 2,
      result: 'success',
      link: { to: paths.sellerOrders, label: t('merchant.entry.console') },
    },
    REJECT: {
      step: 2,
      result: 'error',
      link: { to: `${paths.merchantApply}?again=1`, label: t('merchant.audit.applyAgain') },
    },
  }[audit] as {
    step: 0 | 1 | 2;
    result: 'info' | 'success' | 'error';
    link: { to: string; label: string } | null;
  };

  return (
    <div className={styles.page}>
      <PageHeading title={t('merchant.audit.title')} />
      {status.isPending ? <PageSpinner /> : null}
      {status.isError ? <ErrorAlert error={status.error} onRetry={() => void status.refetch()} /> : null}
      {status.data ? (
        <div className={styles.card}>
          <div className={styles.steps}>
            <OnboardingSteps current={view.step} failed={audit === 'REJECT'} />
          </div>
          <Result
            status={view.result}
            title={t(`merchant.audit.status.${audit}`)}
            subTitle={
              <>
                {t(`merchant.audit.text.${audit}`)}
                {audit === 'REJECT' && application.data?.rejectReason ? (
                  <span className={styles.reason}>
                    {t('merchant.apply.reason')} {application.data.rejectReason}
                  </span>
                ) : null}
              </>
            }
            extra={
              view.link && audit === 'PASS' ? (
                // A full load: the session now carries the seller role.
                <a className={styles.action} href={view.link.to}>
                  {view.link.label}
                </a>
              ) : view.link ? (
                <Link className={styles.action} to={view.link.to}>
                  {view.link.label}
                </Link>
              ) : null
            }
          />
        </div>
      ) : null}
    </div>
  );
}
