import type { TradeContractDetail } from '@kontor/domain/payments/checkout-responses';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../shared/format.ts';
import { Choice } from '../../../shared/ui/controls.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { useUpdateContractDelivery } from '../api/update-contract-delivery.ts';
import styles from './payments.module.css';

type ContractOrder = TradeContractDetail['tradeOrderList'][number];
type Option = 'SHIP' | 'PICK_UP' | 'INSTALL';

const optionOf = (o: ContractOrder): Option =>
  o.fulfillmentType === 'SITE_PICK_UP' ? 'PICK_UP' : o.serviceDetail ? 'INSTALL' : 'SHIP';

/**
 * The delivery of each order of the contract (decision 066): standard shipping (its fee, or free),
 * pick-up at the shop's site, or delivery and installation where an item is assembled; and, per
 * line worth insuring, transport insurance. The server prices every choice; this only sends it.
 */
export function CheckoutDelivery({ contract }: { contract: TradeContractDetail }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="checkout-delivery" data-testid="checkout-delivery">
      <h2 id="checkout-delivery" className={styles.sectionTitle}>
        {t('delivery.title')}
      </h2>
      {contract.tradeOrderList.map((order) => (
        <OrderDelivery key={order.id} contractId={contract.id} order={order} />
      ))}
    </section>
  );
}

function OrderDelivery({ contractId, order }: { contractId: number; order: ContractOrder }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const update = useUpdateContractDelivery();
  const d = order.deliveryOptions;
  const current = optionOf(order);
  const disabled = !d.changeable || update.isPending;
  const send = (option: Option, lines?: { tradeOrderLineId: number; insuranceId: string | null }[]) => {
    update.reset();
    update.mutate({
      id: contractId,
      tradeOrderId: order.id,
      fulfillmentType: option === 'PICK_UP' ? 'SITE_PICK_UP' : 'SITE_SHIPPING',
      deliveryInstall: option === 'INSTALL',
      ...(lines ? { lines } : {}),
    });
  };
  const legendId = `checkout-delivery-${order.id}`;
  const radio = (option: Option) => ({
    type: 'radio' as const,
    name: legendId,
    value: option,
    checked: current === option,
    disabled,
    onChange: () => send(option),
  });
  const insurable = order.tradeOrderLineList.filter((l) => l.insuranceOffers.length > 0 || l.insurance);
  const free = Number(d.shippingFee.value) === 0;
  return (
    <fieldset
      className={styles.deliveryOrder}
      aria-labelledby={legendId}
      data-testid="checkout-delivery-order"
    >
      <legend id={legendId} className={styles.deliveryLegend}>
        {t('delivery.options', { code: order.tradeOrderCode })}
      </legend>
      <div className={styles.cardList} role="radiogroup" aria-labelledby={legendId}>
        <Choice className={styles.cardOption} data-testid="delivery-ship" {...radio('SHIP')}>
          <span className={styles.deliveryOption}>
            <span>
              {t('delivery.standard')} · {free ? t('delivery.free') : money(d.shippingFee)}
            </span>
            <small className={styles.note}>
              {t('delivery.freeFrom', { amount: money(d.freeShippingFrom) })}
            </small>
          </span>
        </Choice>
        {d.pickUp ? (
          <Choice className={styles.cardOption} data-testid="delivery-pick-up" {...radio('PICK_UP')}>
            <span className={styles.deliveryOption}>
              <span>
                {t('delivery.pickUp')} · {t('delivery.free')}
              </span>
              <small className={styles.note}>
                {t('delivery.pickUpAt', { shop: order.shop.siteName, address: order.shop.siteAddress })}
              </small>
            </span>
          </Choice>
        ) : null}
        {d.deliveryInstall ? (
          <Choice className={styles.cardOption} data-testid="delivery-install" {...radio('INSTALL')}>
            <span className={styles.deliveryOption}>
              <span>
                {t('delivery.install')} · {money(d.deliveryInstallFee)}
              </span>
              <small className={styles.note}>{t('delivery.installNote')}</small>
            </span>
          </Choice>
        ) : null}
      </div>
      {current !== 'PICK_UP' && insurable.length > 0 ? (
        <div className={styles.cardList}>
          <strong>{t('delivery.insurance')}</strong>
          {insurable.map((line) => {
            const offer = line.insuranceOffers[0];
            return (
              <Choice
                key={line.id}
                type="checkbox"
                data-testid="delivery-insurance"
                checked={line.insurance !== null}
                disabled={disabled || (!offer && !line.insurance)}
                onChange={(e) =>
                  send(current, [
                    {
                      tradeOrderLineId: line.id,
                      insuranceId: e.target.checked && offer ? offer.insuranceId : null,
                    },
                  ])
                }
              >
                <span className={styles.deliveryOption}>
                  <span>{line.name}</span>
                  <small className={styles.note}>
                    {t('delivery.insuranceFor', {
                      fee: money(offer?.insuranceFee ?? line.insurance!.insuranceFee),
                    })}
                  </small>
                </span>
              </Choice>
            );
          })}
        </div>
      ) : null}
      {!d.changeable ? <p className={styles.note}>{t('delivery.notChangeable')}</p> : null}
      {update.error ? <ErrorAlert error={update.error} /> : null}
    </fieldset>
  );
}
