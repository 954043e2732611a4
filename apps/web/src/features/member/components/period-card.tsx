import type { PaidServicePeriodCode } from '@kontor/domain/members/paid-service-status';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatMoney } from '../../../shared/format.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/paths.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useBuyPaidService } from '../api/buy-paid-service.ts';
import { memberKeys } from '../api/keys.ts';
import { usePaidServiceItem } from '../api/render-paid-service-item.ts';
import cards from './member-cards.module.css';
import styles from './super-member.module.css';

/** One period on sale: its price in the storefront's currency and the button that checks it out. */
export function PeriodCard({ code, renew }: { code: PaidServicePeriodCode; renew: boolean }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const item = usePaidServiceItem(code);
  const buy = useBuyPaidService();
  const id = `period-${code}`;
  if (item.isPending) return <PageSpinner />;
  if (item.isError) return <ErrorAlert error={item.error} onRetry={() => item.refetch()} />;
  return (
    <section className={cards.card} aria-labelledby={id} data-testid={`period-${code}`}>
      <h2 id={id} className={cards.cardTitle}>
        {t(`superMember.periods.${code}`)}
      </h2>
      <p className={styles.price}>
        {money(item.data.salePrice)}
        <span className={styles.per}>{t(`superMember.per.${code}`)}</span>
      </p>
      <p className={cards.muted}>{t('superMember.benefit', { value: item.data.extraPointsPercent })}</p>
      <div className={styles.actions}>
        {/* A plain button: the member pages keep to the light shell, no antd (decision 007). */}
        <button
          type="button"
          className={cards.signButton}
          disabled={buy.isPending}
          aria-busy={buy.isPending}
          onClick={() =>
            buy.mutate(item.data, {
              onSuccess: ({ id: contractId }) => {
                void queryClient.invalidateQueries({ queryKey: memberKeys.paidService() });
                navigate(`${paths.checkout}?${new URLSearchParams({ tradeContractId: String(contractId) })}`);
              },
              onError: (error) => toast.error(errorMessage(error, t)),
            })
          }
        >
          {t(renew ? `superMember.renew.${code}` : `superMember.buy.${code}`)}
        </button>
      </div>
    </section>
  );
}
