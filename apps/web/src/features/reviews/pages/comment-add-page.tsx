import { CheckCircleFilled } from '@ant-design/icons';
import type { ReviewOrderLineDetail } from '@kontor/domain/reviews/reviews-responses';
import { Button } from 'antd';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useBatchCreateReviews } from '../api/batch-create-reviews.ts';
import { useOrderLinesByIds } from '../api/order-lines-by-ids.ts';
import { useMessageText } from '../components/field-error.tsx';
import { ReviewCard } from '../components/review-card.tsx';
import styles from '../components/reviews.module.css';
import { parseLineIds } from '../model/review-lines.ts';
import {
  batchPayload,
  type CardErrors,
  checkBatch,
  type DraftField,
  emptyDraft,
  errorsByCard,
  firstError,
  type ReviewDraft,
} from '../model/review-payload.ts';

/** How long "评价成功" stays before the reviewed tab opens (spec §5). */
export const SUCCESS_DELAY_MS = 3000;
const REVIEWED_TAB = `${paths.comments}?status=comment`;

/** The lines of the URL that still wait for a first review (DIY parts are reviewed with their bundle). */
function openLines(lines: readonly ReviewOrderLineDetail[]) {
  return lines.filter((l) => l.lineGroupTypeDict !== 'DIY_CHILD' && l.commentStatus !== 'EVALUATED');
}

/**
 * /buyer/comment-add and /buyer/comment ?orderId&orderLineIds=[…]: one card per order line, all
 * published at once. Nothing but a loading state shows until the lines have loaded (spec §2).
 */
export default function CommentAddPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.add.title'));
  const [params] = useSearchParams();
  const ids = useMemo(() => parseLineIds(params.get('orderLineIds')), [params]);
  const lines = useOrderLinesByIds(ids);

  if (ids.length === 0) {
    return (
      <Shell>
        <p className={styles.notice}>{t('reviews.add.noLines')}</p>
      </Shell>
    );
  }
  if (lines.isPending) return <PageSpinner />;
  if (lines.isError) {
    return (
      <Shell>
        <ErrorAlert error={lines.error} onRetry={() => void lines.refetch()} />
      </Shell>
    );
  }
  const open = openLines(lines.data);
  if (open.length === 0) {
    return (
      <Shell>
        <p className={styles.notice}>{t('reviews.add.nothingLeft')}</p>
      </Shell>
    );
  }
  return <ReviewForm lines={open} />;
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Link to={`${paths.comments}?status=unComment`} className={styles.back}>
        {t('reviews.backToList')}
      </Link>
      <h1 className={styles.title}>{t('reviews.add.title')}</h1>
      {children}
    </div>
  );
}

function ReviewForm({ lines }: { lines: ReviewOrderLineDetail[] }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const navigate = useNavigate();
  const ids = useId();
  const [drafts, setDrafts] = useState<ReviewDraft[]>(() => lines.map((l) => emptyDraft(l.id)));
  const [errors, setErrors] = useState<CardErrors>({});
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [busy, setBusy] = useState(0);
  const [done, setDone] = useState(false);
  const publish = useBatchCreateReviews();
  const successRef = useRef<HTMLDivElement>(null);
  const fieldId = (index: number) => (field: DraftField) => `${ids}-${index}-${field}`;

  useEffect(() => {
    if (!done) return;
    successRef.current?.focus();
    const timer = setTimeout(() => navigate(REVIEWED_TAB), SUCCESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const change = (index: number, patch: Partial<ReviewDraft>) => {
    setDrafts((all) => all.map((d, i) => (i === index ? { ...d, ...patch } : d)));
    setErrors((all) => {
      const card = { ...all[index] };
      for (const key of Object.keys(patch) as DraftField[]) delete card[key];
      return { ...all, [index]: card };
    });
  };

  const show = (found: CardErrors) => {
    setErrors(found);
    const first = firstError(found);
    if (!first) return;
    // After the messages render: move to the first field in error.
    setTimeout(() => {
      const target = document.getElementById(fieldId(first.index)(first.field));
      const focusable =
        first.field === 'rateDict'
          ? target?.querySelector<HTMLInputElement>('input:checked, input')
          : target?.matches('textarea')
            ? target
            : target?.querySelector<HTMLElement>('input');
      (focusable ?? target)?.focus();
      target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }, 0);
  };

  const onPublish = () => {
    setUnplaced([]);
    const payload = batchPayload(drafts);
    const local = errorsByCard(checkBatch(payload), drafts.length);
    if (firstError(local.cards)) {
      show(local.cards);
      return;
    }
    publish.mutate(payload, {
      onSuccess: () => setDone(true),
      onError: (error) => {
        if (isApiError(error) && error.fields.length > 0) {
          const mapped = errorsByCard(error.fields, drafts.length);
          show(mapped.cards);
          setUnplaced(mapped.unplaced);
        }
      },
    });
  };

  if (done) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{t('reviews.add.title')}</h1>
        <div ref={successRef} tabIndex={-1} role="status" className={styles.success}>
          <CheckCircleFilled aria-hidden="true" className={styles.successIcon} />
          <p className={styles.successText}>{t('reviews.add.success')}</p>
          <Link to={REVIEWED_TAB}>{t('reviews.add.toReviewed')}</Link>
        </div>
      </div>
    );
  }

  const failed = publish.isError && !(isApiError(publish.error) && publish.error.fields.length > 0);

  return (
    <Shell>
      <p className={styles.subtitle}>{t('reviews.add.intro', { count: lines.length })}</p>
      <form
        noValidate
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          onPublish();
        }}
      >
        {lines.map((line, index) => (
          <ReviewCard
            key={line.id}
            sku={line.sku}
            draft={drafts[index]!}
            errors={errors[index]}
            onChange={(patch) => change(index, patch)}
            onBusyChange={(b) => setBusy((n) => Math.max(0, n + (b ? 1 : -1)))}
            fieldId={fieldId(index)}
          />
        ))}
        {failed ? <ErrorAlert error={publish.error} /> : null}
        {unplaced.length > 0 ? (
          <div role="alert" className={styles.fieldError}>
            {unplaced.map((m) => text(m)).join(' ')}
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button
            type="primary"
            htmlType="submit"
            size="large"
            loading={publish.isPending}
            disabled={busy > 0}
          >
            {t('reviews.add.publish')}
          </Button>
        </div>
      </form>
    </Shell>
  );
}
