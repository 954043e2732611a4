import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';

/** /buyer/comment-detail/:id: a review with the shop's reply and the follow-up. Built by a later issue; the route already resolves. */
export default function CommentDetailPage() {
  const { t } = useTranslation();

  return (
    <ComingSoon
      title={t('reviews.detail.title')}
      backTo={{ to: paths.comments, label: t('reviews.backToList') }}
    />
  );
}
