import type { CashierChannel, RenderCashier } from '@kontor/domain/payments/cashier-responses';
import { type Ref, useId, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice, controlStyles, Notice, PlainButton, SkeletonLines } from '../../../shared/ui/controls.tsx';
import { RightOutlined } from '../../../shared/ui/icons.tsx';
import { CardFields, type CardFieldsHandle, useCardProvider, useSavedCards } from '../../cards/index.ts';
import { flattenChannels, initialChannel } from '../model/channels.ts';
import { type CardCheck, checkNewCard, checkSavedCard } from '../model/checkout-card-check.ts';
import styles from './payments.module.css';

/** What the buyer chose to pay with, once the channel's form checks pass. */
export type PaymentChoice =
  | { channel: CashierChannel; kind: 'savedCard'; cardId: number }
  | { channel: CashierChannel; kind: 'newCard'; holderName: string; fields: CardFieldsHandle }
  /** The provider's widget shows its offer in `host` (the channel's panel) and asks in its dialog. */
  | { channel: CashierChannel; kind: 'payLater'; host: HTMLElement | null }
  | { channel: CashierChannel; kind: 'other' };

export interface PaymentSectionHandle {
  /** Runs the open channel's form rules (spec §5); shows their messages and answers the choice when they pass. */
  check(): PaymentChoice | null;
}

interface PaymentSectionProps {
  cashier: RenderCashier | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Guests have no saved cards. */
  member: boolean;
  ref?: Ref<PaymentSectionHandle>;
}

const NEW_CARD = 'new';

/**
 * The checkout's payment section (spec §2): the server's channels as a collapsible list, one open at
 * a time, each with its own form — saved cards and a new card for the card channel, a short note for
 * the hosted checkout, wallet, pay-later, device-wallet and bank-reference channels (their provider
 * steps run when the buyer pays).
 */
export function PaymentSection({ cashier, loading, failed, onRetry, member, ref }: PaymentSectionProps) {
  const { t } = useTranslation();
  const channels = flattenChannels(cashier);
  const [active, setActive] = useState<string | undefined>(undefined);
  const [cardChoice, setCardChoice] = useState<string | null>(null);
  const [holderName, setHolderName] = useState('');
  const [problem, setProblem] = useState<CardCheck | null>(null);
  const fields = useRef<CardFieldsHandle>(null);
  const widgetHost = useRef<HTMLDivElement>(null);
  const savedCards = useSavedCards();
  const provider = useCardProvider();
  const holderId = useId();
  const messageId = useId();
  const baseId = useId();
  // A channel's panel is rendered the first time it opens and kept (hidden) after that, as antd's
  // Collapse did: the card fields typed into stay when the buyer looks at another channel.
  const [seen, setSeen] = useState<readonly string[]>([]);

  const usable = member
    ? (savedCards.data ?? []).filter((c) => c.payCenterToken && c.status === 'ACTIVE')
    : [];
  const openCode = active ?? initialChannel(cashier);
  const open = channels.find((c) => c.channelCode === openCode);
  // Saved cards come first; a buyer without one starts on the new card.
  const choice = cardChoice ?? (usable[0] ? String(usable[0].id) : NEW_CARD);
  if (openCode && !seen.includes(openCode)) setSeen([...seen, openCode]);

  useImperativeHandle(
    ref,
    () => ({
      check() {
        if (!open) return null;
        if (open.method === 'pay_later') return { channel: open, kind: 'payLater', host: widgetHost.current };
        if (open.method !== 'card') return { channel: open, kind: 'other' };
        if (choice !== NEW_CARD) {
          const result = checkSavedCard(Number(choice));
          setProblem(result.ok ? null : result);
          return result.ok ? { channel: open, kind: 'savedCard', cardId: Number(choice) } : null;
        }
        const handle = fields.current;
        const report = handle?.report();
        const result = checkNewCard(
          {
            ready: !!handle?.ready(),
            empty: report?.empty ?? { number: true, expiry: true, cvc: true },
            complete: !!report?.complete,
            errorCode: report?.error?.code,
          },
          open.configMap.holdName,
          holderName,
        );
        setProblem(result.ok ? null : result);
        return result.ok && handle
          ? { channel: open, kind: 'newCard', holderName: holderName.trim(), fields: handle }
          : null;
      },
    }),
    [open, choice, holderName],
  );

  if (loading) return <SkeletonLines rows={4} />;
  if (failed)
    return (
      <Notice
        type="error"
        action={<PlainButton onClick={onRetry}>{t('payments.checkout.retry')}</PlainButton>}
      >
        {t('payments.checkout.channelsFailed')}
      </Notice>
    );
  if (channels.length === 0) return <Notice type="info">{t('payments.checkout.noChannels')}</Notice>;

  const messages = problem?.messages.map((k) => t(k)) ?? [];
  const cardRadio = (channel: CashierChannel, value: string) => ({
    type: 'radio' as const,
    name: `${baseId}-${channel.channelCode}`,
    value,
    checked: choice === value,
    onChange: () => {
      setProblem(null);
      setCardChoice(value);
    },
  });
  const cardForm = (channel: CashierChannel) => (
    <div className={styles.cardForm}>
      {member ? (
        <div className={styles.cardList} role="radiogroup" aria-label={t('payments.card.savedCards')}>
          {usable.length === 0 ? <p className={styles.note}>{t('payments.card.noSavedCard')}</p> : null}
          {usable.map((card) => (
            <Choice key={card.id} className={styles.cardOption} {...cardRadio(channel, String(card.id))}>
              <span>
                {t('payments.card.ending', {
                  brand: card.bankNetBO?.bankNetName ?? t('payments.method.card'),
                  last4: card.tailNumber ?? '····',
                  expiry:
                    card.expMonth && card.expYear
                      ? `${String(card.expMonth).padStart(2, '0')}/${card.expYear % 100}`
                      : '—',
                })}
              </span>
            </Choice>
          ))}
          <Choice className={styles.cardOption} {...cardRadio(channel, NEW_CARD)}>
            <span>{t('payments.card.newCard')}</span>
          </Choice>
        </div>
      ) : null}
      {choice === NEW_CARD ? (
        <div className={styles.newCard}>
          <CardFields
            ref={fields}
            config={provider.data}
            configFailed={provider.isError}
            error={null}
            onReport={() => setProblem(null)}
          />
          {channel.configMap.holdName ? (
            <div className={styles.field}>
              <label htmlFor={holderId}>{t('payments.card.holderName')}</label>
              <input
                id={holderId}
                className={controlStyles.input}
                type="text"
                value={holderName}
                maxLength={34}
                autoComplete="cc-name"
                aria-invalid={problem?.invalid.holderName || undefined}
                aria-describedby={messages.length ? messageId : undefined}
                onChange={(e) => setHolderName(e.target.value)}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {messages.length ? (
        <p id={messageId} role="alert" className={styles.error}>
          {messages.join(' · ')}
        </p>
      ) : null}
    </div>
  );

  return (
    // One open at a time; a header is a button that says whether its panel is shown (aria-expanded).
    <div className={styles.channels}>
      {channels.map((channel, index) => {
        const isOpen = channel.channelCode === openCode;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div key={channel.channelCode} className={styles.channel}>
            <button
              type="button"
              className={styles.channelHeader}
              aria-expanded={isOpen}
              aria-controls={seen.includes(channel.channelCode) ? panelId : undefined}
              data-testid="payment-channel"
              onClick={() => {
                setProblem(null);
                if (!isOpen) setActive(channel.channelCode);
              }}
            >
              <RightOutlined className={styles.channelArrow} aria-hidden="true" />
              <span className={styles.channelLabel}>
                <span>
                  {/* Generic channels are named in the buyer's language; brands keep their own name. */}
                  {t(`payments.channelName.${channel.channelCode}`, {
                    defaultValue: channel.channelName || t(`payments.method.${channel.method}`),
                  })}
                </span>
                <span className={styles.channelMethod}>{t(`payments.method.${channel.method}`)}</span>
              </span>
            </button>
            {seen.includes(channel.channelCode) ? (
              <div id={panelId} className={styles.channelBody} hidden={!isOpen}>
                {channel.method === 'card' ? (
                  cardForm(channel)
                ) : channel.method === 'pay_later' ? (
                  <>
                    <p className={styles.note}>{t('payments.methodHint.pay_later')}</p>
                    <div ref={isOpen ? widgetHost : undefined} />
                  </>
                ) : (
                  <p className={styles.note}>{t(`payments.methodHint.${channel.method}`)}</p>
                )}
              </div>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
