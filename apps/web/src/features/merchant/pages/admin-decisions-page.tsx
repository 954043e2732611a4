import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormatDateTime } from '../../../shared/format.ts';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PagedList } from '../../../shared/ui/paged-list.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { ADMIN_PAGE_SIZE } from '../api/admin-page-applications.ts';
import { useAdminDecisions } from '../api/admin-page-decisions.ts';
import { idParam, useListParams } from '../components/admin-parts.tsx';
import styles from '../components/operator-console.module.css';

/**
 * /admin/log: every decision of the operator (reviews, shop status, the applications switch), newest
 * first; `?shopId=` keeps one shop's (and its application's), `?applicantId=` one applicant's.
 */
export default function AdminDecisionsPage() {
  const { t } = useTranslation();
  const title = t('admin.nav.log');
  usePageTitle(title);
  const formatDate = useFormatDateTime();
  const { params, page, set } = useListParams();
  const shopId = idParam(params.get('shopId'));
  const applicantId = idParam(params.get('applicantId'));
  const list = useAdminDecisions(page, { shopId, applicantId });
  const status = (s: string) => t(`merchant.admin.statusOf.${s}`, { defaultValue: s });

  return (
    <section className={styles.page}>
      <PageHeading title={title} />
      {shopId || applicantId ? (
        <div className={styles.filters} role="status">
          <span>
            {shopId
              ? t('merchant.admin.log.shopFilter', { id: shopId })
              : t('merchant.admin.log.applicantFilter', { id: applicantId })}
          </span>
          <Button size="small" onClick={() => set({ shopId: undefined, applicantId: undefined })}>
            {t('merchant.admin.log.all')}
          </Button>
        </div>
      ) : null}
      <PagedList
        query={list}
        label={title}
        empty={t('merchant.admin.noDecisions')}
        page={page}
        pageSize={ADMIN_PAGE_SIZE}
        onPage={(no) => set({ page: no, shopId, applicantId })}
        keyOf={(d) => d.id}
      >
        {(d) => (
          <div className={styles.main}>
            <p className={styles.name}>
              {t(`merchant.admin.actions.${d.action}`)}
              {d.subjectName ? ` · ${d.subjectName}` : d.subjectId ? ` #${d.subjectId}` : ''}
              {d.fromStatus && d.toStatus ? ` · ${status(d.fromStatus)} → ${status(d.toStatus)}` : ''}
            </p>
            <p className={styles.meta}>
              {formatDate(d.createdAt)} · {d.operatorEmail}
              {d.reason ? ` · ${t('merchant.admin.reasonIs', { reason: d.reason })}` : ''}
            </p>
          </div>
        )}
      </PagedList>
    </section>
  );
}
