import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';
import { OnboardingSteps } from '../components/onboarding-steps.tsx';
import styles from './merchant-pages.module.css';

/** /merchant/apply: step one of the merchant onboarding (the form arrives with the merchant issue). */
export default function MerchantApplyPage() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <div className={styles.steps}>
        <OnboardingSteps current={0} />
      </div>
      <ComingSoon title={t('merchant.apply.title')} description={t('merchant.apply.comingSoon')} />
    </div>
  );
}
