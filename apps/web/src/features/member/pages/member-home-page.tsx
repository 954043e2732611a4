import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /user/member: level and progress. Built by a later issue; the route already resolves. */
export default function MemberHomePage() {
  const { t } = useTranslation();

  return (
    <ComingSoon
      title={t('member.tabs.home')}
      backTo={{ to: paths.buyerIndex, label: t('userCentre.back') }}
    />
  );
}
