import { CheckCircleFilled, PictureOutlined } from '@ant-design/icons';
import { merchantMay } from '@kontor/domain/orders/order-status';
import { sellerShipSchema } from '@kontor/domain/orders/seller-orders-schemas';
import { Alert, Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatDateTime, useFormatQuantity } from '../../../shared/format.ts';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { fieldQuantity, numberFieldProblem } from '../../../shared/forms/number-field.ts';
import { NumberInput } from '../../../shared/forms/number-input.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { attributesText } from '../../../shared/i18n/attribute-texts.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { PairList } from '../../../shared/ui/pair-list.tsx';
import { useCarriers } from '../api/carriers.ts';
import {
  type SellerOrderDetail,
  type SellerOrderLine,
  useSellerOrderDetail,
} from '../api/seller-query-order-detail.ts';
import { useSellerShipOrder } from '../api/seller-ship-order.ts';
import styles from './seller-orders.module.css';
import {
  initialSelection,
  remainingToShip,
  type ShipSelection,
  shipLines,
  shipQuantityError,
  shipStep,
} from './seller-ship-quantities.ts';

export interface ShipTarget {
  id: number;
  tradeOrderCode: string;
}

interface SellerShipDialogProps {
  /** The order to ship; the dialog is open while one is given. */
  order: ShipTarget | null;
  onClose: () => void;
  /** After the closing animation, with whether a package was sent and the order is fully shipped. */
  onClosed?: (shipped: { complete: boolean } | null) => void;
}

interface ShipValues extends ShipSelection {
  carrierId?: number;
  trackingNumber?: string;
}

interface ShipOutcome {
  /** Tells one shipment's notice from the next (focus moves to each). */
  seq: number;
  carrier: string;
  trackingNumber: string;
  complete: boolean;
}

const FORM_NAME = 'seller-ship';

function isMeasured(line: SellerOrderLine): boolean {
  return line.sku.businessTypeDict === 'WEIGHT' || shipStep(line) % 1 !== 0;
}

/**
 * The ship dialog: choose lines and quantities (at most what is left of each; partial shipments
 * welcome), a carrier and a tracking number; each submit sends one package. The dialog stays open
 * and says what happened; the packages sent so far are listed under the form.
 */
export function SellerShipDialog({ order, onClose, onClosed }: SellerShipDialogProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<ShipOutcome | null>(null);
  const [shippedAny, setShippedAny] = useState<{ complete: boolean } | null>(null);
  // The closing animation still shows the order that was open.
  const last = useRef(order);
  if (order) last.current = order;
  const target = order ?? last.current;

  return (
    <Modal
      open={order !== null}
      title={target ? t('seller.ship.title', { code: target.tradeOrderCode }) : ''}
      onCancel={onClose}
      footer={null}
      width={680}
      destroyOnHidden
      maskClosable={false}
      afterClose={() => {
        onClosed?.(shippedAny);
        setOutcome(null);
        setShippedAny(null);
      }}
    >
      {target ? (
        <ShipDialogBody
          orderId={target.id}
          outcome={outcome}
          onShipped={(result) => {
            setOutcome(result);
            setShippedAny({ complete: result.complete });
          }}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function ShipDialogBody({
  orderId,
  outcome,
  onShipped,
  onClose,
}: {
  orderId: number;
  outcome: ShipOutcome | null;
  onShipped: (outcome: ShipOutcome) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const detail = useSellerOrderDetail(orderId);
  const carriers = useCarriers();
  // Held here, not in the form: a shipment that completes the order removes the form, and the
  // success callback must still run.
  const ship = useSellerShipOrder();

  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <ErrorAlert error={detail.error} onRetry={() => void detail.refetch()} />;

  const order = detail.data;
  const nothingLeft = order.tradeOrderLineList.every((l) => remainingToShip(l) <= 0);
  return (
    <div className={styles.dialogBody}>
      <OrderFacts order={order} />
      {outcome ? <ShipOutcomeNotice key={outcome.seq} outcome={outcome} /> : null}
      {merchantMay(order.displayStatus, 'ship') && !nothingLeft ? (
        <ShipForm
          order={order}
          ship={ship}
          carriers={carriers.data ?? []}
          carriersLoading={carriers.isPending}
          carriersError={carriers.isError ? carriers.error : null}
          onShipped={onShipped}
          onCancel={onClose}
          again={!!outcome}
        />
      ) : (
        <>
          {/* A shipment refused because the order changed meanwhile: the form is gone, the reason stays. */}
          {ship.isError ? <ErrorAlert error={ship.error} /> : null}
          {outcome || ship.isError ? null : <p className={styles.muted}>{t('seller.ship.nothingLeft')}</p>}
          <div className={styles.dialogActions}>
            <Button type="primary" onClick={onClose}>
              {t('common.close')}
            </Button>
          </div>
        </>
      )}
      <PackageList order={order} />
    </div>
  );
}

function OrderFacts({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation();
  const address = order.selectedAddress;
  return (
    <PairList
      className={styles.facts}
      rows={[
        [t('seller.orders.columns.buyer'), order.buyer.nickname],
        [
          t('seller.orders.columns.shipTo'),
          order.fulfillmentType === 'SITE_PICK_UP'
            ? t('seller.orders.pickUp')
            : [address?.city, address?.country].filter(Boolean).join(', ') || '—',
        ],
      ]}
    />
  );
}

/** Said once, where focus lands after a shipment, and read out by screen readers. */
function ShipOutcomeNotice({ outcome }: { outcome: ShipOutcome }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} tabIndex={-1} className={styles.outcome} role="status">
      <CheckCircleFilled className={styles.outcomeIcon} aria-hidden="true" />
      <div>
        <p className={styles.outcomeTitle}>
          {t('seller.ship.done', { carrier: outcome.carrier, tracking: outcome.trackingNumber })}
        </p>
        <p className={styles.outcomeText}>
          {outcome.complete ? t('seller.ship.doneAll') : t('seller.ship.donePartial')}
        </p>
      </div>
    </div>
  );
}

function ShipForm({
  order,
  ship,
  carriers,
  carriersLoading,
  carriersError,
  onShipped,
  onCancel,
  again,
}: {
  order: SellerOrderDetail;
  ship: ReturnType<typeof useSellerShipOrder>;
  carriers: { id: number; entityName: string }[];
  carriersLoading: boolean;
  carriersError: unknown;
  onShipped: (outcome: ShipOutcome) => void;
  onCancel: () => void;
  again: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<ShipValues>();
  const [formError, setFormError] = useState<unknown>(null);
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const lines = order.tradeOrderLineList;
  const linesLegendId = useId();

  // A new package starts from what is left now (the order is read again after each shipment).
  const linesKey = lines.map((l) => `${l.id}:${l.deliveredQty}`).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the lines' state changes
  useEffect(() => {
    form.setFieldsValue({ ...initialSelection(lines), trackingNumber: undefined });
  }, [linesKey]);

  const onFinish = (values: ShipValues) => {
    setFormError(null);
    const payloadLines = shipLines(lines, values, i18n.language);
    if (payloadLines.length === 0) {
      setFormError(t('seller.ship.chooseLines'));
      return;
    }
    const carrierId = Number(values.carrierId);
    const trackingNumber = (values.trackingNumber ?? '').trim();
    ship.mutate(
      { orderId: order.id, lines: payloadLines, carrierId, trackingNumber },
      {
        onSuccess: (result) => {
          onShipped({
            seq: Date.now(),
            carrier: carriers.find((c) => c.id === carrierId)?.entityName ?? '',
            trackingNumber,
            complete: result.displayStatus !== 'UN_DELIVERY',
          });
        },
        onError: (error) => {
          // Line errors name the payload's position; put them on that line's quantity field.
          let placed = false;
          if (isApiError(error)) {
            const lineErrors = error.fields.flatMap((f) => {
              const m = /^lines\.(\d+)\.(qty|orderLineId)$/.exec(f.path);
              const line = m ? payloadLines[Number(m[1])] : undefined;
              return line
                ? [{ name: ['qty', String(line.orderLineId)] as ['qty', string], errors: [f.message] }]
                : [];
            });
            if (lineErrors.length) {
              form.setFields(lineErrors);
              placed = true;
            }
          }
          if (applyServerFieldErrors(form, error, ['carrierId', 'trackingNumber'])) placed = true;
          if (!placed) setFormError(error);
        },
      },
    );
  };

  return (
    <Form<ShipValues>
      form={form}
      name={FORM_NAME}
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onFieldsChange={onFieldsChange}
      onValuesChange={() => {
        if (formError) setFormError(null);
      }}
      initialValues={initialSelection(lines)}
      noValidate
      className={styles.shipForm}
    >
      <fieldset className={styles.linesFieldset} aria-labelledby={linesLegendId}>
        <legend id={linesLegendId} className={styles.legend}>
          {again ? t('seller.ship.nextPackage') : t('seller.ship.lines')}
        </legend>
        <ul className={styles.shipLines}>
          {lines.map((line) => (
            <ShipLineRow key={line.id} line={line} />
          ))}
        </ul>
      </fieldset>

      <div className={styles.shipFields}>
        <Form.Item
          name="carrierId"
          label={t('seller.ship.carrier')}
          rules={[zodRule(sellerShipSchema, 'carrierId', { required: 'seller.ship.carrierRequired' })]}
          validateTrigger={['onChange', 'onBlur']}
          help={carriersError ? errorMessage(carriersError, t) : undefined}
          validateStatus={carriersError ? 'error' : undefined}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('seller.ship.carrierPlaceholder')}
            loading={carriersLoading}
            options={carriers.map((c) => ({ value: c.id, label: c.entityName }))}
          />
        </Form.Item>
        <Form.Item
          name="trackingNumber"
          label={t('seller.ship.tracking')}
          extra={t('seller.ship.trackingHint')}
          rules={[zodRule(sellerShipSchema, 'trackingNumber')]}
          validateTrigger="onBlur"
        >
          <Input autoComplete="off" spellCheck={false} maxLength={40} className={styles.tracking} />
        </Form.Item>
      </div>

      {formError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={typeof formError === 'string' ? formError : errorMessage(formError, t)}
          className={styles.formError}
        />
      ) : null}

      <div className={styles.dialogActions}>
        <Button onClick={onCancel}>{t('common.close')}</Button>
        <Button type="primary" htmlType="submit" loading={ship.isPending}>
          {t('seller.ship.submit')}
        </Button>
      </div>
      {announcer}
    </Form>
  );
}

function ShipLineRow({ line }: { line: SellerOrderLine }) {
  const { t, i18n } = useTranslation();
  const formatQuantity = useFormatQuantity();
  const formatQty = (qty: number, unit: string, measured: boolean) =>
    formatQuantity(qty, measured ? unit : null);
  const form = Form.useFormInstance<ShipValues>();
  const remaining = remainingToShip(line);
  const step = shipStep(line);
  const measured = isMeasured(line);
  const unit = line.sku.marketingUnit.unitName;
  const key = String(line.id);
  const selected = Form.useWatch(['selected', key], form);
  const attributes = attributesText(t, line.sku.attributes);
  const statusId = `ship-line-${line.id}-status`;
  const done = remaining <= 0;

  return (
    <li className={done ? `${styles.shipLine} ${styles.shipLineDone}` : styles.shipLine}>
      <Form.Item name={['selected', key]} valuePropName="checked" noStyle>
        <Checkbox disabled={done} aria-describedby={statusId}>
          <span className="k-sr-only">{t('seller.ship.lineSelect', { name: line.sku.name })}</span>
        </Checkbox>
      </Form.Item>
      {line.sku.image ? (
        <img className={styles.shipThumb} src={line.sku.image} alt="" loading="lazy" />
      ) : (
        <span className={`${styles.shipThumb} ${styles.thumbPlaceholder}`} aria-hidden="true">
          <PictureOutlined />
        </span>
      )}
      <div className={styles.shipLineText}>
        <p className={styles.lineName}>{line.sku.name}</p>
        {attributes ? <p className={styles.lineAttrs}>{attributes}</p> : null}
        <p id={statusId} className={styles.lineStatus}>
          {done
            ? t('seller.ship.fullyShipped')
            : t('seller.ship.remaining', {
                remaining: formatQty(remaining, unit, measured),
                total: formatQty(line.tradeQty, unit, measured),
              })}
        </p>
      </div>
      <Form.Item
        name={['qty', key]}
        className={styles.qtyItem}
        dependencies={[['selected', key]]}
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (!form.getFieldValue(['selected', key]) || done) return;
              const unreadable = numberFieldProblem(value, i18n.language, {
                kind: 'quantity',
                messages: { required: 'seller.ship.qtyPositive' },
              });
              if (unreadable) throw new Error(t(unreadable.key, unreadable.params));
              const error = shipQuantityError(fieldQuantity(value, i18n.language), remaining, step);
              if (error) throw new Error(t(error, { max: formatQty(remaining, unit, measured) }));
            },
          },
        ]}
      >
        <NumberInput
          aria-label={t('seller.ship.qtyOf', { name: line.sku.name })}
          disabled={done || !selected}
          suffix={measured ? unit : undefined}
          className={styles.qtyInput}
          whole={step % 1 === 0}
        />
      </Form.Item>
    </li>
  );
}

function PackageList({ order }: { order: SellerOrderDetail }) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const headingId = useId();
  const names = new Map(order.tradeOrderLineList.map((l) => [l.id, l.sku.name]));
  return (
    <section className={styles.packages} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.packagesTitle}>
        {t('seller.ship.packages', { count: order.packages.length })}
      </h3>
      {order.packages.length === 0 ? (
        <p className={styles.muted}>{t('seller.ship.noPackages')}</p>
      ) : (
        <ol className={styles.packageList}>
          {order.packages.map((p, index) => (
            <li key={p.id} className={styles.package}>
              <p className={styles.packageHead}>
                <span className={styles.packageNo}>{t('seller.ship.packageNo', { n: index + 1 })}</span>
                <span>{p.fulfillmentServiceProvider?.entityName ?? '—'}</span>
                <span className={styles.mono}>{p.serviceCode}</span>
                <span className={styles.muted}>{formatDateTime(p.createdAt)}</span>
              </p>
              <ul className={styles.packageLines}>
                {p.fulfillmentProgressLineList.map((pl) => (
                  <li key={pl.tradeOrderLine.id}>
                    {t('seller.ship.packageLine', {
                      name: names.get(pl.tradeOrderLine.id) ?? `#${pl.tradeOrderLine.id}`,
                      qty: pl.qty,
                    })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
