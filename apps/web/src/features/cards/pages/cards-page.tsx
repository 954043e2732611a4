import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /buyer/cards: saved payment cards. Built by a later issue; the route already resolves. */
export default function CardsPage() {
  const { t } = useTranslation();

  return (
    <ComingSoon title={t('cards.title')} backTo={{ to: paths.buyerIndex, label: t('userCentre.back') }} />
  );
}
