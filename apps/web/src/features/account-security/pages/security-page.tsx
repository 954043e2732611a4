import { CloudDownloadOutlined, DeleteOutlined, MailOutlined, MobileOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { DataExportPanel } from '../../data-export/index.ts';
import { useSecurityOverview } from '../api/security-overview.ts';
import { ChangePasswordSection } from '../components/change-password-section.tsx';
import styles from '../components/security.module.css';
import { SecuritySection } from '../components/security-section.tsx';
import { ThirdPartySection } from '../components/third-party-section.tsx';

// The forms (with the phone-number rules and the captcha) load when a section is opened.
const BindForm = lazy(() => import('../components/bind-form.tsx'));
const DeleteAccountForm = lazy(() => import('../components/delete-account-form.tsx'));

type Open = 'email' | 'mobile' | 'delete' | null;

/**
 * /buyer/security: password, e-mail, phone, third-party accounts, data export and account deletion
 * (issue 15, spec §2 account forms, §7). One list of sections, the same on phones and desktops.
 */
export default function SecurityPage() {
  const { t } = useTranslation();
  usePageTitle(t('security.title'));
  const overview = useSecurityOverview();
  const [open, setOpen] = useState<Open>(null);
  const toggle = (which: Exclude<Open, null>) => () => setOpen((o) => (o === which ? null : which));
  const o = overview.data;

  return (
    <div className={styles.page}>
      <PageHeading title={t('security.title')} subtitle={t('security.subtitle')} />
      {overview.isPending ? <PageSpinner /> : null}
      {overview.isError ? <ErrorAlert error={overview.error} onRetry={() => overview.refetch()} /> : null}
      {o ? (
        <ul className={styles.sections}>
          <li className={styles.slot}>
            <ChangePasswordSection />
          </li>
          <SecuritySection
            id="security-email"
            icon={<MailOutlined />}
            title={t('security.email.title')}
            status={o.email ?? t('security.notBound')}
            description={t('security.email.description')}
            actionLabel={t(
              open === 'email' ? 'security.close' : o.email ? 'security.change' : 'security.bindAction',
            )}
            open={open === 'email'}
            onToggle={toggle('email')}
          >
            <Suspense fallback={<PageSpinner />}>
              <BindForm kind="email" hasPassword={o.hasPassword} onDone={() => setOpen(null)} />
            </Suspense>
          </SecuritySection>
          <SecuritySection
            id="security-mobile"
            icon={<MobileOutlined />}
            title={t('security.mobile.title')}
            status={o.phone ?? t('security.notBound')}
            description={t('security.mobile.description')}
            actionLabel={t(
              open === 'mobile' ? 'security.close' : o.phone ? 'security.change' : 'security.bindAction',
            )}
            open={open === 'mobile'}
            onToggle={toggle('mobile')}
          >
            <Suspense fallback={<PageSpinner />}>
              <BindForm kind="mobile" hasPassword={o.hasPassword} onDone={() => setOpen(null)} />
            </Suspense>
          </SecuritySection>
          <li className={styles.slot}>
            <ThirdPartySection />
          </li>
          <SecuritySection
            id="security-data-export"
            icon={<CloudDownloadOutlined />}
            title={t('dataExport.title')}
          >
            <DataExportPanel />
          </SecuritySection>
          <SecuritySection
            id="security-delete"
            icon={<DeleteOutlined />}
            title={t('security.destroy.title')}
            description={t(o.deletable ? 'security.destroy.description' : 'security.destroy.notBuyer')}
            actionLabel={
              o.deletable ? t(open === 'delete' ? 'security.close' : 'security.destroy.open') : undefined
            }
            open={open === 'delete'}
            onToggle={o.deletable ? toggle('delete') : undefined}
            danger
          >
            <Suspense fallback={<PageSpinner />}>
              <DeleteAccountForm overview={o} onCancel={() => setOpen(null)} />
            </Suspense>
          </SecuritySection>
        </ul>
      ) : null}
    </div>
  );
}
