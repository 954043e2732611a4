import { Switch } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useAdminSettings } from '../api/admin-query-settings.ts';
import { useAdminUpdateSettings } from '../api/admin-update-settings.ts';
import styles from '../components/operator-console.module.css';

/**
 * /admin/settings: whether new merchant applications are taken. Off, the banner's entry (the settle
 * flag) is gone for everyone who has not applied yet; the change is logged.
 */
export default function AdminSettingsPage() {
  const { t } = useTranslation();
  const title = t('admin.nav.settings');
  usePageTitle(title);
  const settings = useAdminSettings();
  const update = useAdminUpdateSettings();
  const id = useId();
  const hintId = useId();

  return (
    <section className={styles.page}>
      <PageHeading title={title} />
      {settings.isPending ? <PageSpinner /> : null}
      {settings.isError ? (
        <ErrorAlert error={settings.error} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? (
        <>
          <div className={styles.setting}>
            <Switch
              id={id}
              aria-describedby={hintId}
              checked={settings.data.merchantApplicationsOpen}
              loading={update.isPending}
              onChange={(open) => update.mutate({ merchantApplicationsOpen: open })}
            />
            <label htmlFor={id}>{t('merchant.admin.applicationsOpen')}</label>
          </div>
          <p id={hintId} className={styles.hint}>
            {t('merchant.admin.applicationsOpenHint')}
          </p>
          {update.isError ? <ErrorAlert error={update.error} /> : null}
        </>
      ) : null}
    </section>
  );
}
