import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';

/** The three onboarding steps: fill in information, wait for the review, the review's result. */
export function OnboardingSteps({ current, failed }: { current: 0 | 1 | 2; failed?: boolean }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  return (
    <Steps
      current={current}
      status={failed ? 'error' : current === 2 ? 'finish' : 'process'}
      orientation={mobile ? 'vertical' : 'horizontal'}
      items={[
        { title: t('merchant.steps.apply') },
        { title: t('merchant.steps.review') },
        { title: t('merchant.steps.result') },
      ]}
    />
  );
}
