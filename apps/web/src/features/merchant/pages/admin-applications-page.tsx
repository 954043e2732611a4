import { APPLICATION_STATUSES, type ApplicationStatus } from '@kontor/domain/merchant/merchant-application';
import type { AdminApplication } from '@kontor/domain/merchant/merchant-responses';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format.ts';
import { ADMIN_PAGE_SIZE, useAdminApplications } from '../api/admin-page-applications.ts';
import { StatusBadge, StatusListPage } from '../components/admin-parts.tsx';
import { ApplicationReview } from '../components/application-review.tsx';
import styles from '../components/operator-console.module.css';

/** /admin/applications: merchant applications by status, each opened with its documents and decided. */
export default function AdminApplicationsPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const [open, setOpen] = useState<AdminApplication | null>(null);
  const statusText = (s: ApplicationStatus) => t(`merchant.audit.status.${s}`);

  return (
    <StatusListPage
      title={t('admin.nav.applications')}
      statuses={APPLICATION_STATUSES}
      labelOf={statusText}
      useList={useAdminApplications}
      pageSize={ADMIN_PAGE_SIZE}
      empty={t('merchant.admin.noApplications')}
      after={open ? <ApplicationReview application={open} onClose={() => setOpen(null)} /> : null}
    >
      {(a) => (
        <>
          <div className={styles.main}>
            <h2 className={styles.name}>{a.company.legalName}</h2>
            <p className={styles.meta}>
              {a.applicantEmail} · {a.company.country} · {formatDate(a.submittedAt)}
            </p>
          </div>
          <StatusBadge status={a.status}>{statusText(a.status)}</StatusBadge>
          <Button
            onClick={() => setOpen(a)}
            aria-label={t('merchant.admin.openNamed', { name: a.company.legalName })}
          >
            {a.status === 'AUDIT' ? t('merchant.admin.review.open') : t('merchant.admin.details')}
          </Button>
        </>
      )}
    </StatusListPage>
  );
}
