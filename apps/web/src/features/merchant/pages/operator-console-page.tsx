import type { AdminApplication, ShopSummary } from '@kontor/domain/merchant/merchant-responses';
import { Button, Switch, Tabs } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatDateTime } from '../../../shared/format.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useAdminApplications } from '../api/admin-page-applications.ts';
import { useAdminDecisions } from '../api/admin-page-decisions.ts';
import { useAdminShops } from '../api/admin-page-shops.ts';
import { useAdminSettings } from '../api/admin-query-settings.ts';
import { useAdminUpdateSettings } from '../api/admin-update-settings.ts';
import { ApplicationReview } from '../components/application-review.tsx';
import styles from '../components/operator-console.module.css';
import { ShopStatusDialog } from '../components/shop-status-dialog.tsx';

const TABS = ['applications', 'shops', 'log'] as const;
type Tab = (typeof TABS)[number];
/** Status badges in colours with AA contrast: good (green), waiting (amber), stopped (red), frozen (blue). */
const TONES: Record<string, string> = {
  AUDIT: 'waiting',
  PASS: 'good',
  REJECT: 'stopped',
  SELLER: 'good',
  FROZEN: 'frozen',
  CLEARED: 'stopped',
  STOPPED: 'stopped',
};
const badge = (status: string) => `${styles.badge} ${styles[TONES[status] ?? 'waiting']}`;

/**
 * /admin, the operator's console (issue 17): applications to review, shops and their status, the
 * log of every decision, and whether new merchant applications are taken.
 */
export default function OperatorConsolePage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.title'));
  const [params, setParams] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'applications';

  return (
    <section className={styles.page}>
      <PageHeading title={t('admin.title')} />
      <SettingsSwitch />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'applications' ? {} : { tab: key })}
        items={TABS.map((key) => ({
          key,
          label: t(`merchant.admin.tabs.${key}`),
          children: key === 'applications' ? <Applications /> : key === 'shops' ? <Shops /> : <Decisions />,
        }))}
      />
    </section>
  );
}

function SettingsSwitch() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  const update = useAdminUpdateSettings();
  const id = useId();
  if (!settings.data) return null;
  return (
    <div className={styles.setting}>
      <Switch
        id={id}
        checked={settings.data.merchantApplicationsOpen}
        loading={update.isPending}
        onChange={(open) => update.mutate({ merchantApplicationsOpen: open })}
      />
      <label htmlFor={id}>{t('merchant.admin.applicationsOpen')}</label>
    </div>
  );
}

function Applications() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const formatDate = useFormatDateTime();
  const [no, setNo] = useState(1);
  const list = useAdminApplications(no);
  const [open, setOpen] = useState<AdminApplication | null>(null);
  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data.data.length) return <p className={styles.empty}>{t('merchant.admin.noApplications')}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t('merchant.admin.tabs.applications')}>
        {list.data.data.map((a) => (
          <li key={a.id} className={styles.row}>
            <div className={styles.main}>
              <h2 className={styles.name}>{a.company.legalName}</h2>
              <p className={styles.meta}>
                {a.applicantEmail} · {a.company.country} · {formatDate(a.submittedAt)}
              </p>
            </div>
            <span className={badge(a.status)}>{t(`merchant.audit.status.${a.status}`)}</span>
            <Button
              onClick={() => setOpen(a)}
              aria-label={t('merchant.admin.openNamed', { name: a.company.legalName })}
            >
              {a.status === 'AUDIT' ? t('merchant.admin.review.open') : t('merchant.admin.details')}
            </Button>
          </li>
        ))}
      </ul>
      <Pager
        current={no}
        pageSize={10}
        total={list.data.total}
        onChange={setNo}
        label={t('merchant.admin.tabs.applications')}
        compact={mobile}
      />
      {open ? <ApplicationReview application={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

function Shops() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [no, setNo] = useState(1);
  const list = useAdminShops(no);
  const [changing, setChanging] = useState<ShopSummary | null>(null);
  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      <ul className={styles.list} aria-label={t('merchant.admin.tabs.shops')}>
        {list.data.data.map((s) => (
          <li key={s.id} className={styles.row}>
            <div className={styles.main}>
              <h2 className={styles.name}>{s.name}</h2>
              <p className={styles.meta}>
                {s.sellerEmail} · {t('merchant.admin.shops.items', { count: s.itemCount })}
              </p>
            </div>
            <span className={badge(s.merchantStatus)}>
              {t(`merchant.admin.shopStatus.${s.merchantStatus}`)}
            </span>
            <Button
              onClick={() => setChanging(s)}
              aria-label={t('merchant.admin.shops.changeNamed', { name: s.name })}
            >
              {t('merchant.admin.shops.change')}
            </Button>
          </li>
        ))}
      </ul>
      <Pager
        current={no}
        pageSize={10}
        total={list.data.total}
        onChange={setNo}
        label={t('merchant.admin.tabs.shops')}
        compact={mobile}
      />
      {changing ? <ShopStatusDialog shop={changing} onClose={() => setChanging(null)} /> : null}
    </>
  );
}

function Decisions() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const formatDate = useFormatDateTime();
  const [no, setNo] = useState(1);
  const list = useAdminDecisions(no);
  if (list.isPending) return <PageSpinner />;
  if (list.isError) return <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data.data.length) return <p className={styles.empty}>{t('merchant.admin.noDecisions')}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t('merchant.admin.tabs.log')}>
        {list.data.data.map((d) => (
          <li key={d.id} className={styles.row}>
            <div className={styles.main}>
              <p className={styles.name}>
                {t(`merchant.admin.actions.${d.action}`)}
                {d.subjectId ? ` #${d.subjectId}` : ''}
                {d.fromStatus && d.toStatus ? ` · ${d.fromStatus} → ${d.toStatus}` : ''}
              </p>
              <p className={styles.meta}>
                {formatDate(d.createdAt)} · {d.operatorEmail}
                {d.reason ? ` · ${t('merchant.admin.reasonIs', { reason: d.reason })}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        current={no}
        pageSize={10}
        total={list.data.total}
        onChange={setNo}
        label={t('merchant.admin.tabs.log')}
        compact={mobile}
      />
    </>
  );
}
