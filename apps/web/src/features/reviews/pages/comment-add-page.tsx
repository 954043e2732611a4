import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ComingSoon } from '../../../shared/ui/coming-soon.tsx';
import { RouteFact } from '../../../shared/ui/route-fact.tsx';

/** /buyer/comment-add (and /buyer/comment) ?orderId&orderLineIds: first reviews of order lines. Built by a later issue; the route already resolves. */
export default function CommentAddPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  return (
    <ComingSoon
      title={t('reviews.add.title')}
      backTo={{ to: paths.comments, label: t('reviews.backToList') }}
    >
      {query.get('orderId') ? (
        <RouteFact label={t('orders.orderNumber')} value={query.get('orderId') ?? ''} />
      ) : null}
    </ComingSoon>
  );
}
