import { CreditCardOutlined, PlusOutlined } from '@ant-design/icons';
import type { SavedCard } from '@kontor/domain/cards/cards-responses';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackHeading } from '../../../shared/ui/back-heading.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useDeleteCard, useSetDefaultCard } from '../api/card-actions.ts';
import { useSavedCards } from '../api/query-cards.ts';
import { AddCardDialog } from '../components/add-card-dialog.tsx';
import styles from '../components/cards.module.css';

/** /buyer/cards: the buyer's saved payment cards (spec §2 "Cart, addresses, cards", §8 empty state). */
export default function CardsPage() {
  const { t } = useTranslation();
  usePageTitle(t('cards.title'));
  const cards = useSavedCards();
  const [adding, setAdding] = useState(false);
  const list = cards.data ?? [];

  const add = (
    <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={() => setAdding(true)}>
      {t('cards.add.open')}
    </Button>
  );

  return (
    <div className={styles.page}>
      <BackHeading title={t('cards.title')} />
      <div className={styles.toolbar}>
        <p className={styles.intro}>{t('cards.intro')}</p>
        {list.length > 0 ? add : null}
      </div>
      {cards.isPending ? (
        <PageSpinner />
      ) : cards.isError ? (
        <ErrorAlert error={cards.error} onRetry={() => void cards.refetch()} />
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <CreditCardOutlined className={styles.emptyIcon} aria-hidden="true" />
          <p>{t('cards.empty')}</p>
          {add}
        </div>
      ) : (
        <ul className={styles.list} aria-label={t('cards.listLabel')}>
          {list.map((card) => (
            <CardItem key={card.id} card={card} />
          ))}
        </ul>
      )}
      {adding ? <AddCardDialog open={adding} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}

function CardItem({ card }: { card: SavedCard }) {
  const { t } = useTranslation();
  const setDefault = useSetDefaultCard();
  const remove = useDeleteCard();
  const name = card.bankNetBO?.bankNetName ?? t('cards.unknownBrand');
  const label = t('cards.cardLabel', { brand: name, last4: card.tailNumber ?? '' });
  const expiry =
    card.expMonth && card.expYear
      ? `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`
      : null;

  return (
    <li className={card.isDefault ? `${styles.card} ${styles.cardDefault}` : styles.card} aria-label={label}>
      <div className={styles.cardHead}>
        {card.bankNetBO ? (
          <img className={styles.logo} src={card.bankNetBO.bankNetLogo} alt="" width={52} height={34} />
        ) : (
          <CreditCardOutlined className={styles.logo} aria-hidden="true" />
        )}
        <div className={styles.cardName}>
          <span className={styles.brand}>{name}</span>
          <span className={styles.number}>•••• {card.tailNumber}</span>
        </div>
        {card.isDefault ? <span className={styles.defaultTag}>{t('cards.default')}</span> : null}
      </div>
      {expiry ? <p className={styles.muted}>{t('cards.expires', { date: expiry })}</p> : null}
      <div className={styles.actions}>
        {card.isDefault ? null : (
          <Button
            size="small"
            loading={setDefault.isPending}
            aria-label={t('cards.setDefaultOf', { card: label })}
            onClick={() =>
              setDefault.mutate(card.id, {
                onSuccess: () => toast.success(t('cards.messages.defaultSet')),
                onError: () => toast.error(t('cards.messages.failed')),
              })
            }
          >
            {t('cards.setDefault')}
          </Button>
        )}
        <Popconfirm
          title={t('cards.delete.title')}
          description={t('cards.delete.text', { card: label })}
          okText={t('cards.delete.ok')}
          cancelText={t('cards.delete.cancel')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          onConfirm={() =>
            remove.mutateAsync(card.id).then(
              () => toast.success(t('cards.messages.deleted')),
              () => toast.error(t('cards.messages.failed')),
            )
          }
        >
          <Button size="small" danger aria-label={t('cards.deleteOf', { card: label })}>
            {t('cards.delete.open')}
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
