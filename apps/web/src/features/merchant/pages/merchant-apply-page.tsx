import type { MerchantCompanyInput } from '@kontor/domain/merchant/merchant-application';
import type { MerchantApplication } from '@kontor/domain/merchant/merchant-responses';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useMyApplication } from '../api/query-my-application.ts';
import { CompanyForm } from '../components/company-form.tsx';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';
import styles from './merchant-pages.module.css';

const formValues = (a: MerchantApplication): Partial<MerchantCompanyInput> => ({
  ...a.company,
  documents: a.documents,
});

/**
 * /merchant/apply in three steps (spec §1, §2): fill in the company, wait for the review, the result.
 * After a rejection the reason shows with "apply again", which opens the form with the data kept.
 */
export default function MerchantApplyPage() {
  const { t } = useTranslation();
  usePageTitle(t('merchant.apply.title'));
  const application = useMyApplication();
  const [params] = useSearchParams();
  // `/merchant/apply?again=1` (from the audit page) opens the form at once.
  const [editing, setEditing] = useState(params.get('again') === '1');
  const a = application.data;
  const showForm = a === null || (a?.status === 'REJECT' && editing);
  const step = showForm ? 0 : a?.status === 'AUDIT' ? 1 : 2;

  return (
    <div className={styles.page}>
      <PageHeading title={t('merchant.apply.title')} />
      {application.isPending ? <PageSpinner /> : null}
      {application.isError ? (
        <ErrorAlert error={application.error} onRetry={() => void application.refetch()} />
      ) : null}
      {application.isSuccess ? (
        <div className={styles.card}>
          <div className={styles.steps}>
            <OnboardingSteps current={step} failed={!showForm && a?.status === 'REJECT'} />
          </div>
          <div className={styles.body}>
            {showForm ? (
              <>
                <p className={styles.intro}>{t('merchant.apply.intro')}</p>
                <CompanyForm initial={a ? formValues(a) : undefined} onSubmitted={() => setEditing(false)} />
              </>
            ) : a?.status === 'AUDIT' ? (
              <Result
                status="info"
                title={t('merchant.audit.status.AUDIT')}
                subTitle={t('merchant.audit.text.AUDIT')}
                extra={
                  <Link className={styles.action} to={paths.merchantAudit}>
                    {t('merchant.apply.seeStatus')}
                  </Link>
                }
              />
            ) : a?.status === 'PASS' ? (
              <Result
                status="success"
                title={t('merchant.audit.status.PASS')}
                subTitle={t('merchant.audit.text.PASS')}
                extra={
                  // A full load: the session now carries the seller role.
                  <a className={styles.action} href={paths.sellerOrders}>
                    {t('merchant.entry.console')}
                  </a>
                }
              />
            ) : a ? (
              <Result
                status="error"
                title={t('merchant.audit.status.REJECT')}
                subTitle={
                  <>
                    {t('merchant.audit.text.REJECT')}
                    <span className={styles.reason}>
                      {t('merchant.apply.reason')} {a.rejectReason}
                    </span>
                  </>
                }
                extra={
                  <Button type="primary" onClick={() => setEditing(true)}>
                    {t('merchant.audit.applyAgain')}
                  </Button>
                }
              />
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
