import type { ApplyPreview } from '@kontor/domain/after-sales/after-sales-responses';
import { submitApplySchema } from '@kontor/domain/after-sales/after-sales-schemas';
import { numberForInput } from '@kontor/domain/locale-numbers';
import { Button, Checkbox, Form, Input, Radio, Select } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatMoney, useFormatQuantity } from '../../../shared/format.ts';
import { useErrorAnnouncer } from '../../../shared/forms/error-announcer.tsx';
import { NumberInput, numberRule } from '../../../shared/forms/number-input.tsx';
import { zodRule } from '../../../shared/forms/zod-rule.ts';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { to } from '../../../shared/paths.ts';
import { BackHeading } from '../../../shared/ui/back-heading.tsx';
import { ErrorAlert } from '../../../shared/ui/error-alert.tsx';
import { ImageUploader } from '../../../shared/ui/image-uploader.tsx';
import { PageSpinner } from '../../../shared/ui/page-spinner.tsx';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useIsMobile } from '../../../shared/ui/use-is-mobile.ts';
import { usePageTitle } from '../../../shared/ui/use-page-title.ts';
import { useExchangeSkus } from '../api/exchange-skus.ts';
import { useInitiateReverse } from '../api/initiate-reverse.ts';
import { useRenderApply } from '../api/render-apply.ts';
import styles from '../components/after-sales.module.css';
import { FormError } from '../components/form-error.tsx';
import { attributesText, EmptyBlock, typeLabel } from '../components/parts.tsx';
import {
  type ApplyValues,
  amountRules,
  applicableLines,
  buildApplyPayload,
  chosenLines,
  EXCHANGE,
  formFieldOfError,
  hasAmount,
  IMAGES_MAX,
  initialType,
  initialValues,
  isMeasured,
  isWholeOrder,
  maxQty,
  minQty,
  NOTE_MAX,
  parseLineIds,
  qtyRules,
  qtyStep,
} from '../model/apply-form.ts';

type Line = ApplyPreview['reverseTradeOrderLineList'][number]['tradeOrderLine'];

/**
 * /buyer/as/apply and /buyer/as-apply ?tradeOrderId&tradeOrderLineId&asType: the after-sales
 * application (spec §2, §5). The preview call says which types, lines, reasons and amount the
 * order allows; the form submits through the create call of the chosen type.
 */
export default function AfterSalesApplyPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [query] = useSearchParams();
  const orderId = Number(query.get('tradeOrderId'));
  const title = mobile ? t('afterSales.apply.mobileTitle') : t('afterSales.apply.title');
  usePageTitle(title);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const base = useRenderApply({ tradeOrder: { id: valid ? orderId : 0 } }, valid);
  const back = valid
    ? { to: to('orderDetail', { orderId }), label: t('afterSales.apply.backToOrder') }
    : null;

  return (
    <div className={styles.page}>
      <BackHeading title={title} back={back} />
      {!valid ? <EmptyBlock text={t('afterSales.apply.noOrder')} /> : null}
      {valid && base.isError ? <ErrorAlert error={base.error} onRetry={() => void base.refetch()} /> : null}
      {valid && base.isPending ? <PageSpinner /> : null}
      {base.data ? (
        applicableLines(base.data).length === 0 || base.data.availableReverseTypes.length === 0 ? (
          <EmptyBlock text={t('afterSales.apply.nothing')} />
        ) : (
          <ApplyForm
            preview={base.data}
            askedLines={parseLineIds(query.get('tradeOrderLineId'))}
            askedType={query.get('asType')}
          />
        )
      ) : null}
    </div>
  );
}

function ApplyForm({
  preview,
  askedLines,
  askedType,
}: {
  preview: ApplyPreview;
  askedLines: number[];
  askedType: string | null;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const formatMoney = useFormatMoney();
  const [form] = Form.useForm<ApplyValues>();
  const { onFieldsChange, announcer } = useErrorAnnouncer();
  const initiate = useInitiateReverse();
  const [formError, setFormError] = useState<unknown>(null);
  const lines = applicableLines(preview);
  const [type, setType] = useState(() => initialType(preview, askedType));
  const initial = useMemo(
    () => initialValues(preview, askedLines, type, language),
    [preview, askedLines, type, language],
  );
  const amountHintId = useId();

  const selected = Form.useWatch('selected', form) ?? initial.selected;
  const qty = Form.useWatch('qty', form) ?? initial.qty;
  const whole = isWholeOrder(type);
  const chosen = chosenLines(
    preview,
    { reverseTradeOrderType: type, selected, qty, exchangeSku: {} },
    language,
  );

  // The preview for the chosen type and lines: its reasons and the amount that may be refunded.
  const typed = useRenderApply({
    tradeOrder: { id: preview.tradeOrder.id },
    reverseTradeOrderType: type,
    ...(chosen.length
      ? {
          reverseTradeOrderLineList: chosen.map((l) => ({
            tradeOrderLine: l.tradeOrderLine,
            ...(l.reverseQty > 0 ? { reverseQty: l.reverseQty } : {}),
          })),
        }
      : {}),
  });
  const current = typed.data ?? preview;
  const available = current.availableRefundAmt;
  const reasons = current.availableReverseReasons;

  // Switching the type starts its own lines, quantities and amount; the note and images stay.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the type changes
  useEffect(() => {
    const keep = form.getFieldsValue(['remark', 'images']);
    form.setFieldsValue({ ...initial, ...keep, reverseReason: undefined });
  }, [type]);

  useEffect(() => {
    if (whole) form.setFieldValue('applyRefundAmt', numberForInput(available.value, language, 2));
  }, [whole, available.value, form, language]);

  const onFinish = (values: ApplyValues) => {
    setFormError(null);
    const all = { ...form.getFieldsValue(true), ...values, reverseTradeOrderType: type } as ApplyValues;
    const payload = buildApplyPayload(current, all, language);
    // The promise, not mutate's callbacks: those are dropped if the form unmounts meanwhile.
    initiate.mutateAsync(payload).then(
      () => {
        toast.success(mobile ? t('afterSales.apply.submittedText') : t('afterSales.apply.submitted'));
        navigate(to('orderDetail', { orderId: preview.tradeOrder.id }));
      },
      (error) => {
        let placed = false;
        if (isApiError(error) && error.fields.length) {
          const fields = error.fields.flatMap((f) => {
            const name = formFieldOfError(f.path, payload.reverseTradeOrderLineList);
            return name ? [{ name, errors: [f.message] }] : [];
          });
          if (fields.length) {
            form.setFields(fields as never);
            placed = true;
          }
        }
        if (!placed) setFormError(error);
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="apply-order">
      <p id="apply-order" className={styles.muted}>
        {t('afterSales.apply.order', { code: preview.tradeOrder.tradeOrderCode })}
      </p>
      <Form<ApplyValues>
        form={form}
        name="after-sales-apply"
        layout="vertical"
        requiredMark
        initialValues={initial}
        onFinish={onFinish}
        onFieldsChange={onFieldsChange}
        onValuesChange={() => {
          if (formError) setFormError(null);
        }}
        scrollToFirstError={{ block: 'center' }}
        noValidate
        className={styles.form}
      >
        <Form.Item label={t('afterSales.apply.type')} required>
          <Radio.Group
            value={type}
            optionType="button"
            buttonStyle="solid"
            onChange={(e) => setType(e.target.value)}
            aria-label={t('afterSales.apply.type')}
            options={preview.availableReverseTypes.map((value) => ({ value, label: typeLabel(t, value) }))}
          />
        </Form.Item>
        {whole ? <p className={styles.muted}>{t('afterSales.apply.wholeOrder')}</p> : null}

        <Form.Item
          name="selected"
          label={t('afterSales.apply.items')}
          required
          rules={[
            {
              validator: async (_rule, value: Record<string, boolean> | undefined) => {
                if (whole) return;
                if (!Object.values(value ?? {}).some(Boolean))
                  throw new Error(t('afterSales.errors.linesRequired'));
              },
            },
          ]}
        >
          <LinePicker lines={lines} type={type} />
        </Form.Item>

        <Form.Item
          name="reverseReason"
          label={t('afterSales.apply.reason')}
          required
          rules={[zodRule(submitApplySchema, 'reverseReason')]}
          validateTrigger={['onChange', 'onBlur']}
        >
          <Select
            placeholder={t('afterSales.apply.reasonPlaceholder')}
            options={reasons.map((r) => ({ value: r.code, label: r.name }))}
            loading={typed.isFetching && !typed.data}
          />
        </Form.Item>

        {hasAmount(type) ? (
          <Form.Item
            name="applyRefundAmt"
            label={t('afterSales.apply.amount')}
            required
            extra={
              <span id={amountHintId}>
                {whole
                  ? t('afterSales.apply.amountLocked', { amount: formatMoney(available) })
                  : t('afterSales.apply.amountMax', { amount: formatMoney(available) })}
              </span>
            }
            rules={whole ? [] : [numberRule(() => amountRules(available, formatMoney(available)))]}
            validateTrigger={['onChange', 'onBlur']}
          >
            <NumberInput
              decimals={2}
              disabled={whole}
              prefix={available.currency}
              aria-describedby={amountHintId}
              style={{ width: mobile ? '100%' : 220 }}
            />
          </Form.Item>
        ) : null}

        <Form.Item name="remark" label={t('afterSales.apply.note')}>
          <Input.TextArea
            maxLength={NOTE_MAX}
            showCount
            rows={4}
            placeholder={t('afterSales.apply.notePlaceholder', { max: NOTE_MAX })}
          />
        </Form.Item>

        <Form.Item name="images" label={t('afterSales.apply.images.label')}>
          <ImageUploader
            purpose="after-sales"
            max={IMAGES_MAX}
            texts="afterSales.apply.images"
            label={t('afterSales.apply.images.label')}
          />
        </Form.Item>

        <FormError error={formError} />

        <div className={styles.submitRow}>
          <Button onClick={() => navigate(to('orderDetail', { orderId: preview.tradeOrder.id }))}>
            {t('afterSales.apply.cancel')}
          </Button>
          <Button type="primary" htmlType="submit" loading={initiate.isPending} disabled={initiate.isSuccess}>
            {t('afterSales.apply.submit')}
          </Button>
        </div>
        {announcer}
      </Form>
    </section>
  );
}

/** The lines to pick, each with its quantity (and the replacement for an exchange). */
function LinePicker({
  lines,
  type,
  value = {},
  onChange,
  id,
}: {
  lines: Line[];
  type: string;
  value?: Record<string, boolean>;
  onChange?: (value: Record<string, boolean>) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const qtyText = useQtyText();
  const whole = isWholeOrder(type);
  return (
    <ul className={styles.applyLines} id={id}>
      {lines.map((line) => {
        const key = String(line.id);
        const limit = maxQty(line, type);
        const picked = whole ? limit > 0 : !!value[key];
        return (
          <li key={line.id} className={styles.applyLine}>
            <Checkbox
              checked={picked}
              disabled={whole || limit <= 0}
              onChange={(e) => onChange?.({ ...value, [key]: e.target.checked })}
            >
              <span className="k-sr-only">{t('afterSales.apply.pick', { name: line.sku.name })}</span>
            </Checkbox>
            <ProductImage src={line.sku.image} size={44} />
            <div className={styles.goodText}>
              <p className={styles.goodName}>{line.sku.name}</p>
              {attributesText(line.sku.attributes, t) ? (
                <p className={styles.muted}>{attributesText(line.sku.attributes, t)}</p>
              ) : null}
              <p className={styles.muted}>{t('afterSales.apply.canApply', { qty: qtyText(line, limit) })}</p>
            </div>
            {picked ? (
              <div className={styles.applyLineControls}>
                <QtyField line={line} type={type} />
                {type === EXCHANGE ? <ExchangeSkuField line={line} /> : null}
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A quantity with the line's unit when it is measured (2,5 kg), in the interface language. */
function useQtyText(): (line: Line, qty: number) => string {
  const formatQuantity = useFormatQuantity();
  return (line, qty) => formatQuantity(qty, isMeasured(line) ? line.unitName : null);
}

function QtyField({ line, type }: { line: Line; type: string }) {
  const { t } = useTranslation();
  const qtyText = useQtyText();
  const whole = isWholeOrder(type);
  const measured = isMeasured(line);
  return (
    <Form.Item
      name={['qty', String(line.id)]}
      label={t('afterSales.apply.qty')}
      rules={
        whole
          ? []
          : [
              numberRule(
                qtyRules(line, type, {
                  max: qtyText(line, maxQty(line, type)),
                  min: qtyText(line, minQty(line)),
                  step: qtyText(line, qtyStep(line)),
                }),
              ),
            ]
      }
    >
      <NumberInput
        aria-label={t('afterSales.apply.qtyOf', { name: line.sku.name })}
        disabled={whole}
        whole={qtyStep(line) % 1 === 0}
        suffix={measured ? line.unitName : undefined}
        className={styles.qtyInput}
      />
    </Form.Item>
  );
}

function ExchangeSkuField({ line }: { line: Line }) {
  const { t } = useTranslation();
  const skus = useExchangeSkus(line.sku.item.id, line.id);
  const formatMoney = useFormatMoney();
  return (
    <Form.Item
      name={['exchangeSku', String(line.id)]}
      label={t('afterSales.apply.exchangeSku')}
      rules={[{ required: true, message: t('afterSales.errors.exchangeSkuRequired') }]}
      help={skus.isError ? errorMessage(skus.error, t) : undefined}
      validateStatus={skus.isError ? 'error' : undefined}
    >
      <Select
        className={styles.skuSelect}
        aria-label={t('afterSales.apply.exchangeSkuOf', { name: line.sku.name })}
        placeholder={t('afterSales.apply.exchangeSkuPlaceholder')}
        loading={skus.isPending}
        options={(skus.data ?? []).map((s) => ({
          value: s.id,
          disabled: s.stock <= 0,
          label: [
            attributesText(s.attributes, t) || s.name,
            s.salePrc ? formatMoney(s.salePrc) : '',
            s.stock <= 0 ? t('afterSales.apply.outOfStock') : '',
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
    </Form.Item>
  );
}
