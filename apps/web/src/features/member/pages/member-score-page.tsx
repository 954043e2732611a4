import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /user/member/score: points balance and history. Built by a later issue; the route already resolves. */
export default function MemberScorePage() {
  const { t } = useTranslation();

  return (
    <ComingSoon
      title={t('member.tabs.score')}
      backTo={{ to: paths.buyerIndex, label: t('userCentre.back') }}
    />
  );
}
