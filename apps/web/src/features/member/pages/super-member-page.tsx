import { PAID_SERVICE_PERIOD_CODES } from '@kontor/domain/members/paid-service-status';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../shared/ui/page-heading.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { usePaidService } from '../api/query-one-paid-service.ts';
import { PeriodCard } from '../components/period-card.tsx';
import styles from '../components/super-member.module.css';
import { SuperMemberStatus } from '../components/super-member-status.tsx';

/**
 * /user/super-member: the buyer's premium membership (current period, valid until) and the periods
 * on sale in the storefront's currency; buying one opens the ordinary checkout (decision 052).
 */
export default function SuperMemberPage() {
  const { t } = useTranslation();
  usePageTitle(t('member.tabs.superMember'));
  const active = !!usePaidService().data;
  return (
    <>
      <PageHeading title={t('member.tabs.superMember')} subtitle={t('superMember.subtitle')} />
      <SuperMemberStatus />
      <div className={styles.periods}>
        {PAID_SERVICE_PERIOD_CODES.map((code) => (
          <PeriodCard key={code} code={code} renew={active} />
        ))}
      </div>
    </>
  );
}
