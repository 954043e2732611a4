import { sellerShipExchangeSchema } from '@kontor/domain/after-sales/after-sales-schemas';
import { AFTER_SALES_STATUSES } from '@kontor/domain/after-sales/after-sales-status';
import { Alert, Button, Checkbox, Drawer, Empty, Form, Input, Radio, Select } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormatDateTime, useFormatMoney } from '../../../shared/format.ts';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { fieldMoney } from '../../../shared/forms/number-field.ts';
import { NumberInput, numberRule } from '../../../shared/forms/number-input.tsx';
import { applyServerFieldErrors } from '../../../shared/forms/server-errors.ts';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useCarriers } from '../../orders/index.ts';
import {
  type SellerAfterSalesOrder,
  useSellerAudit,
  useSellerReceive,
  useSellerRetryRefund,
  useSellerReverseOrder,
  useSellerReverseOrders,
  useSellerShipExchange,
} from '../api/seller-after-sales.ts';
import styles from '../components/after-sales.module.css';
import { GoodsList, RefundSummary } from '../components/detail-sections.tsx';
import { StatusTag, typeLabel } from '../components/parts.tsx';
import { sellerOperations } from '../model/status.ts';

const PAGE_SIZE = 10;

/**
 * /seller/after-sales: the shop's after-sales orders by status; a drawer shows the buyer's
 * application and the steps the server offers (audit, receive the return, ship the replacement).
 */
export default function SellerAfterSalesPage() {
  const { t } = useTranslation();
  usePageTitle(t('afterSales.seller.title'));
  const mobile = useIsMobile();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status') ?? '';
  const status = (AFTER_SALES_STATUSES as readonly string[]).includes(rawStatus) ? rawStatus : undefined;
  const pageNo = Math.max(1, Number(params.get('pageNo')) || 1);
  const list = useSellerReverseOrders({
    page: { no: pageNo, size: PAGE_SIZE },
    ...(status ? { status } : {}),
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = list.data?.data ?? [];

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    setParams(next);
  };

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('afterSales.seller.title')}</h1>
      <div className={styles.filters}>
        <Select
          aria-label={t('afterSales.seller.filter')}
          value={status ?? 'ALL'}
          style={{ minWidth: 240 }}
          onChange={(v) => update({ status: v === 'ALL' ? undefined : v, pageNo: undefined })}
          options={[
            { value: 'ALL', label: t('afterSales.list.filters.ALL') },
            ...AFTER_SALES_STATUSES.map((s) => ({
              value: s,
              label: codeText(t, 'afterSalesStatus', s),
            })),
          ]}
        />
      </div>
      {list.isError ? <ErrorAlert error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? <PageSpinner /> : null}
      {list.data && rows.length === 0 ? <Empty description={t('afterSales.list.empty')} /> : null}
      {rows.length > 0 ? (
        mobile ? (
          <ul className={styles.list}>
            {rows.map((row) => (
              <li key={row.id} className={styles.row}>
                <div className={styles.rowHead}>
                  <span className={styles.mono}>{row.reverseTradeOrderCode}</span>
                  <StatusTag status={row.reverseTradeOrderStatus} />
                </div>
                <p className={styles.muted}>
                  {typeLabel(t, row.reverseTradeOrderType)} · {formatMoney(row.applyRefundAmt) || '—'} ·{' '}
                  {formatDateTime(row.createdAt)}
                </p>
                <Button
                  onClick={() => setOpenId(row.id)}
                  aria-label={t('afterSales.seller.openNamed', { code: row.reverseTradeOrderCode })}
                >
                  {t('afterSales.seller.open')}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="k-sr-only">{t('afterSales.seller.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('afterSales.number')}</th>
                  <th scope="col">{t('afterSales.detail.orderNumber')}</th>
                  <th scope="col">{t('afterSales.detail.type')}</th>
                  <th scope="col">{t('afterSales.detail.applyAmount')}</th>
                  <th scope="col">{t('afterSales.detail.appliedAt')}</th>
                  <th scope="col">{t('afterSales.detail.status')}</th>
                  <th scope="col">
                    <span className="k-sr-only">{t('afterSales.detail.operations')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <th scope="row" className={`${styles.mono} ${styles.code}`}>
                      {row.reverseTradeOrderCode}
                    </th>
                    <td className={`${styles.mono} ${styles.code}`}>{row.tradeOrder.tradeOrderCode}</td>
                    <td>{typeLabel(t, row.reverseTradeOrderType)}</td>
                    <td>{formatMoney(row.applyRefundAmt) || '—'}</td>
                    <td>{formatDateTime(row.createdAt)}</td>
                    <td>
                      <StatusTag status={row.reverseTradeOrderStatus} />
                    </td>
                    <td>
                      <Button
                        type={row.operationList.length ? 'primary' : 'default'}
                        onClick={() => setOpenId(row.id)}
                        aria-label={t('afterSales.seller.openNamed', { code: row.reverseTradeOrderCode })}
                      >
                        {row.operationList.length
                          ? t('afterSales.seller.handle')
                          : t('afterSales.seller.open')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      <Pager
        label={t('afterSales.list.pages')}
        current={pageNo}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        compact={mobile}
        onChange={(no) => update({ pageNo: no > 1 ? String(no) : undefined })}
      />
      <Drawer
        open={openId !== null}
        onClose={() => setOpenId(null)}
        title={t('afterSales.seller.drawerTitle')}
        size={mobile ? undefined : 640}
        destroyOnHidden
      >
        {openId !== null ? <SellerDetail id={openId} /> : null}
      </Drawer>
    </section>
  );
}

function SellerDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useSellerReverseOrder(id);
  if (detail.isPending) return <PageSpinner />;
  if (detail.isError) return <ErrorAlert error={detail.error} onRetry={() => void detail.refetch()} />;
  const order = detail.data;
  const ops = sellerOperations(order.operationList);
  return (
    <div>
      <div className={styles.drawerSection}>
        <p className={styles.rowHead}>
          <span className={styles.mono}>{order.reverseTradeOrderCode}</span>
          <StatusTag status={order.reverseTradeOrderStatus} />
        </p>
        {order.buyer?.nickname ? (
          <p className={styles.muted}>{t('afterSales.seller.buyer', { name: order.buyer.nickname })}</p>
        ) : null}
      </div>
      <div className={styles.drawerSection}>
        {ops.includes('AUDIT') ? <AuditForm order={order} /> : null}
        {ops.includes('RECEIVE_RETURN') ? <ReceiveForm order={order} /> : null}
        {ops.includes('SHIP_EXCHANGE') ? <ShipExchangeForm order={order} /> : null}
        {ops.includes('RETRY_REFUND') ? <RetryRefund order={order} /> : null}
      </div>
      <div className={styles.drawerSection}>
        <RefundSummary order={order} viewer="SELLER" />
        <GoodsList order={order} />
      </div>
    </div>
  );
}

/** A seller's step in the drawer: a card with its title and form. */
function StepCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The end of a step's form: what the server refused, the submit button and the error announcer. */
function StepFormEnd({
  error,
  pending,
  announcer,
}: {
  error: unknown;
  pending: boolean;
  announcer: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorMessage(error, t)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <Button type="primary" htmlType="submit" loading={pending}>
        {t('afterSales.seller.submit')}
      </Button>
      {announcer}
    </>
  );
}

/** The reason a rejection must give (audit or quality check). */
function RejectReasonItem({ name }: { name: 'auditRejectReason' | 'qcRejectReason' }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={t('afterSales.seller.rejectReason')}
      required
      rules={[{ required: true, whitespace: true, message: t('afterSales.errors.rejectReasonRequired') }]}
    >
      <Input.TextArea maxLength={500} showCount rows={3} />
    </Form.Item>
  );
}

interface AuditValues {
  decision: 'approve' | 'reject';
  auditRejectReason?: string;
  refundOnly?: boolean;
  refundAmt?: string | null;
}

function AuditForm({ order }: { order: SellerAfterSalesOrder }) {
  const { t, i18n } = useTranslation();
  const formatMoney = useFormatMoney();
  const [form] = Form.useForm<AuditValues>();
  const audit = useSellerAudit();
  const [error, setError] = useState<unknown>(null);
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const decision = Form.useWatch('decision', form) ?? 'approve';
  const currency = order.applyRefundAmt?.currency ?? 'EUR';
  const canChangeType =
    order.reverseTradeOrderType === 'SALE_RETURN' || order.reverseTradeOrderType === 'SALE_EXCHANGE';
  return (
    <StepCard id="audit-title" title={t('afterSales.seller.audit.title')}>
      <Form<AuditValues>
        form={form}
        layout="vertical"
        name="seller-audit"
        initialValues={{ decision: 'approve', refundOnly: false }}
        onFieldsChange={onFieldsChange}
        noValidate
        onFinish={(v) => {
          setError(null);
          const approve = v.decision === 'approve';
          const refund = fieldMoney(v.refundAmt, i18n.language);
          audit.mutate(
            {
              id: order.id,
              approve,
              ...(approve ? {} : { auditRejectReason: v.auditRejectReason?.trim() }),
              ...(approve && v.refundOnly ? { changeType: 'SALE_REFUND' as const } : {}),
              ...(approve && refund !== undefined ? { refundAmt: { value: refund, currency } } : {}),
            },
            {
              onSuccess: () =>
                toast.success(
                  approve ? t('afterSales.seller.audit.approved') : t('afterSales.seller.audit.rejected'),
                ),
              onError: (e) => {
                if (!applyServerFieldErrors(form, e, ['auditRejectReason', 'refundAmt'])) setError(e);
              },
            },
          );
        }}
      >
        <Form.Item name="decision" label={t('afterSales.seller.audit.decision')}>
          <Radio.Group
            options={[
              { value: 'approve', label: t('afterSales.seller.audit.approve') },
              { value: 'reject', label: t('afterSales.seller.audit.reject') },
            ]}
          />
        </Form.Item>
        {decision === 'reject' ? (
          <RejectReasonItem name="auditRejectReason" />
        ) : (
          <>
            {canChangeType ? (
              <Form.Item name="refundOnly" valuePropName="checked">
                <Checkbox>{t('afterSales.seller.audit.refundOnly')}</Checkbox>
              </Form.Item>
            ) : null}
            {order.reverseTradeOrderType !== 'SALE_EXCHANGE' ? (
              <Form.Item
                name="refundAmt"
                label={t('afterSales.seller.audit.amount')}
                extra={t('afterSales.seller.audit.amountHint', {
                  amount: formatMoney(order.applyRefundAmt) || '—',
                })}
                rules={[numberRule({ kind: 'money', optional: true, bounds: { min: 0 } })]}
              >
                <NumberInput prefix={currency} style={{ width: 200 }} />
              </Form.Item>
            ) : null}
          </>
        )}
        <StepFormEnd error={error} pending={audit.isPending} announcer={announcer} />
      </Form>
    </StepCard>
  );
}

interface ReceiveValues {
  decision: 'pass' | 'reject';
  qcRejectReason?: string;
  refundShippingAmt?: string | null;
}

function ReceiveForm({ order }: { order: SellerAfterSalesOrder }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<ReceiveValues>();
  const receive = useSellerReceive();
  const [error, setError] = useState<unknown>(null);
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const decision = Form.useWatch('decision', form) ?? 'pass';
  const currency = order.applyRefundAmt?.currency ?? 'EUR';
  return (
    <StepCard id="receive-title" title={t('afterSales.seller.receive.title')}>
      <Form<ReceiveValues>
        form={form}
        layout="vertical"
        name="seller-receive"
        initialValues={{ decision: 'pass' }}
        onFieldsChange={onFieldsChange}
        noValidate
        onFinish={(v) => {
          setError(null);
          const pass = v.decision === 'pass';
          const shipping = fieldMoney(v.refundShippingAmt, i18n.language);
          receive.mutate(
            {
              id: order.id,
              pass,
              ...(pass ? {} : { qcRejectReason: v.qcRejectReason?.trim() }),
              ...(pass && shipping !== undefined ? { refundShippingAmt: { value: shipping, currency } } : {}),
            },
            {
              onSuccess: () => toast.success(t('afterSales.seller.receive.done')),
              onError: (e) => {
                if (!applyServerFieldErrors(form, e, ['qcRejectReason', 'refundShippingAmt'])) setError(e);
              },
            },
          );
        }}
      >
        <Form.Item name="decision" label={t('afterSales.seller.receive.decision')}>
          <Radio.Group
            options={[
              { value: 'pass', label: t('afterSales.seller.receive.pass') },
              { value: 'reject', label: t('afterSales.seller.receive.reject') },
            ]}
          />
        </Form.Item>
        {decision === 'reject' ? (
          <RejectReasonItem name="qcRejectReason" />
        ) : order.reverseTradeOrderType !== 'SALE_EXCHANGE' ? (
          <Form.Item
            name="refundShippingAmt"
            label={t('afterSales.seller.receive.shipping')}
            rules={[numberRule({ kind: 'money', optional: true, bounds: { min: 0 } })]}
          >
            <NumberInput prefix={currency} style={{ width: 200 }} />
          </Form.Item>
        ) : null}
        <StepFormEnd error={error} pending={receive.isPending} announcer={announcer} />
      </Form>
    </StepCard>
  );
}

function ShipExchangeForm({ order }: { order: SellerAfterSalesOrder }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ carrierId?: number; serviceCode?: string }>();
  const ship = useSellerShipExchange();
  const carriers = useCarriers();
  const [error, setError] = useState<unknown>(null);
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  return (
    <StepCard id="ship-title" title={t('afterSales.seller.ship.title')}>
      <Form
        form={form}
        layout="vertical"
        name="seller-ship-exchange"
        onFieldsChange={onFieldsChange}
        noValidate
        onFinish={(v) => {
          setError(null);
          ship.mutate(
            { id: order.id, carrierId: Number(v.carrierId), serviceCode: (v.serviceCode ?? '').trim() },
            {
              onSuccess: () => toast.success(t('afterSales.seller.ship.done')),
              onError: (e) => {
                if (!applyServerFieldErrors(form, e, ['carrierId', 'serviceCode'])) setError(e);
              },
            },
          );
        }}
      >
        <Form.Item
          name="carrierId"
          label={t('afterSales.shipping.carrier')}
          required
          rules={[
            zodRule(sellerShipExchangeSchema, 'carrierId', { required: 'afterSales.errors.carrierRequired' }),
          ]}
        >
          <Select
            placeholder={t('afterSales.shipping.carrierPlaceholder')}
            loading={carriers.isPending}
            options={(carriers.data ?? []).map((c) => ({ value: c.id, label: c.entityName }))}
          />
        </Form.Item>
        <Form.Item
          name="serviceCode"
          label={t('afterSales.shipping.tracking')}
          required
          rules={[
            zodRule(sellerShipExchangeSchema, 'serviceCode', {
              required: 'afterSales.errors.trackingRequired',
            }),
          ]}
          validateTrigger={['onBlur', 'onChange']}
        >
          <Input autoComplete="off" maxLength={40} />
        </Form.Item>
        <StepFormEnd error={error} pending={ship.isPending} announcer={announcer} />
      </Form>
    </StepCard>
  );
}

function RetryRefund({ order }: { order: SellerAfterSalesOrder }) {
  const { t } = useTranslation();
  const retry = useSellerRetryRefund();
  return (
    <section className={styles.card}>
      <Button
        type="primary"
        loading={retry.isPending}
        onClick={() =>
          retry.mutate({ id: order.id }, { onSuccess: () => toast.success(t('afterSales.seller.retried')) })
        }
      >
        {t('afterSales.seller.retry')}
      </Button>
      {retry.isError ? <ErrorAlert error={retry.error} /> : null}
    </section>
  );
}
