import type { AnyOrderLine } from '@kontor/domain/orders/orders-responses';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Modal, Steps } from 'antd';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api-client.ts';
import { useFormatMoney, useFormatQuantity } from '../../../shared/format.ts';
import { type FieldMessage, fieldQuantity, numberFieldProblem } from '../../../shared/forms/number-field.ts';
import { NumberInput } from '../../../shared/forms/number-input.tsx';
import { errorMessage } from '../../../shared/i18n/i18n.ts';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { renderApplyQuery } from '../../after-sales/index.ts';
import { useWithdrawFromContract } from '../api/withdraw-from-contract.ts';
import { attributesText, isWeightLine } from '../model/order-line.ts';
import {
  initialChoice,
  quantityStep,
  type WithdrawChoice,
  withdrawableLines,
  withdrawPayload,
  withdrawQtyRules,
  withdrawsEverything,
} from '../model/withdrawal.ts';
import { DialogError, type DialogProps, Loading, WIDE } from './order-dialog-parts.tsx';
import styles from './withdraw-dialog.module.css';

/**
 * Withdrawal from the contract (EU right of withdrawal), in two steps: choose the items and their
 * quantities, then confirm what goes back and what is refunded. No reason is asked for.
 */
export function WithdrawDialog({ open, onClose, afterClose, order }: DialogProps) {
  const { t, i18n } = useTranslation();
  const lines = useMemo(() => withdrawableLines(order), [order]);
  const [step, setStep] = useState<0 | 1>(0);
  const [choice, setChoice] = useState<Map<number, number>>(() => initialChoice(lines));
  // What was typed per line; the choice takes a quantity only once it reads within the line's rules.
  const [drafts, setDrafts] = useState<Map<number, string>>(() => new Map());
  const [showProblems, setShowProblems] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useWithdrawFromContract();
  const bodyRef = useRef<HTMLDivElement>(null);
  const daysLeft = order.withdrawalDaysLeft ?? null;
  const formatQuantity = useFormatQuantity();
  const quantity = (l: AnyOrderLine, n: number) =>
    formatQuantity(n, isWeightLine(l) ? l.sku.marketingUnit.unitName : null);
  const rulesOf = (l: AnyOrderLine) =>
    withdrawQtyRules(l, {
      min: quantity(l, quantityStep(l)),
      max: quantity(l, l.canReverseQty),
      step: quantity(l, quantityStep(l)),
    });
  const problems = new Map<number, FieldMessage>();
  for (const [id, text] of drafts) {
    const line = lines.find((l) => l.id === id);
    const problem = line && choice.has(id) ? numberFieldProblem(text, i18n.language, rulesOf(line)) : null;
    if (problem) problems.set(id, problem);
  }

  const type = (id: number, text: string) => {
    const line = lines.find((l) => l.id === id)!;
    setDrafts((d) => new Map(d).set(id, text));
    if (!numberFieldProblem(text, i18n.language, rulesOf(line))) {
      setChoice((c) => new Map(c).set(id, fieldQuantity(text, i18n.language)!));
    }
  };

  const toggle = (id: number, on: boolean) => {
    const line = lines.find((l) => l.id === id)!;
    setChoice((c) => {
      const next = new Map(c);
      if (on) next.set(id, line.canReverseQty);
      else next.delete(id);
      return next;
    });
    setDrafts((d) => {
      const next = new Map(d);
      next.delete(id);
      return next;
    });
    if (on) setError(null);
  };

  const goTo = (next: 0 | 1) => {
    setStep(next);
    // Focus the new step's heading so keyboard and screen reader users land on it.
    window.setTimeout(() => bodyRef.current?.querySelector<HTMLElement>('[data-step-heading]')?.focus(), 0);
  };

  const submit = () => {
    setError(null);
    withdraw.mutate(withdrawPayload(order.id, choice), {
      onSuccess: (result) => {
        toast.success(t('orders.withdraw.success', { number: result.reverseTradeOrderCode }));
        onClose();
      },
      onError: (e) => {
        setError(isApiError(e) ? (e.fields[0]?.message ?? errorMessage(e)) : t('orders.messages.retry'));
      },
    });
  };

  const footer =
    step === 0 ? (
      <div className={styles.footer}>
        <Button onClick={onClose}>{t('orders.withdraw.cancel')}</Button>
        <Button
          type="primary"
          onClick={() => {
            if (choice.size === 0) {
              setError(t('orders.withdraw.pickOne'));
              return;
            }
            if (problems.size > 0) {
              // A quantity that does not read stays as typed and says why; nothing goes on with another one.
              setShowProblems(true);
              bodyRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
              return;
            }
            setError(null);
            goTo(1);
          }}
        >
          {t('orders.withdraw.next')}
        </Button>
      </div>
    ) : (
      <div className={styles.footer}>
        <Button onClick={() => goTo(0)} disabled={withdraw.isPending}>
          {t('orders.withdraw.back')}
        </Button>
        <Button type="primary" danger loading={withdraw.isPending} onClick={submit}>
          {t('orders.withdraw.submit')}
        </Button>
      </div>
    );

  return (
    <Modal
      open={open}
      title={t('orders.withdraw.title')}
      width={WIDE}
      onCancel={onClose}
      afterClose={afterClose}
      footer={footer}
      maskClosable={!withdraw.isPending}
    >
      <div ref={bodyRef} className={styles.body}>
        <p className={styles.days}>
          {daysLeft === null
            ? null
            : daysLeft <= 0
              ? t('orders.withdraw.lastDay')
              : t('orders.withdraw.daysLeft', { count: daysLeft })}
        </p>
        <Steps
          size="small"
          responsive={false}
          current={step}
          className={styles.steps}
          items={[{ title: t('orders.withdraw.stepChoose') }, { title: t('orders.withdraw.stepConfirm') }]}
        />
        {step === 0 ? (
          <ChooseStep
            lines={lines}
            choice={choice}
            onToggle={toggle}
            drafts={drafts}
            onType={type}
            problems={showProblems ? problems : new Map()}
            quantity={quantity}
            error={error}
          />
        ) : (
          <ConfirmStep
            orderId={order.id}
            lines={lines}
            choice={choice}
            everything={withdrawsEverything(order, lines, choice)}
            quantity={quantity}
          />
        )}
        {step === 1 ? <DialogError text={error} /> : null}
      </div>
    </Modal>
  );
}

type Lines = ReturnType<typeof withdrawableLines>;

function ChooseStep({
  lines,
  choice,
  onToggle,
  drafts,
  onType,
  problems,
  quantity,
  error,
}: {
  lines: Lines;
  choice: WithdrawChoice;
  onToggle: (id: number, on: boolean) => void;
  drafts: ReadonlyMap<number, string>;
  onType: (id: number, text: string) => void;
  problems: ReadonlyMap<number, FieldMessage>;
  quantity: (l: AnyOrderLine, n: number) => string;
  error: string | null;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <>
      <p className={styles.lead} data-step-heading tabIndex={-1}>
        {t('orders.withdraw.intro')}
      </p>
      <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined}>
        <legend className={styles.legend}>{t('orders.withdraw.items')}</legend>
        <ul className={styles.lines}>
          {lines.map((l) => {
            const chosen = choice.has(l.id);
            const step = quantityStep(l);
            const problem = problems.get(l.id);
            const problemId = `withdraw-qty-${l.id}-error`;
            return (
              <li key={l.id} className={chosen ? `${styles.line} ${styles.chosen}` : styles.line}>
                <Checkbox checked={chosen} onChange={(e) => onToggle(l.id, e.target.checked)}>
                  <span className={styles.lineBody}>
                    <ProductImage src={l.sku.image} alt="" size={48} />
                    <span className={styles.lineText}>
                      <span className={styles.lineName}>{l.sku.name}</span>
                      {attributesText(l, t) ? (
                        <span className={styles.muted}>{attributesText(l, t)}</span>
                      ) : null}
                    </span>
                  </span>
                </Checkbox>
                {chosen && l.canReverseQty > step ? (
                  <span className={styles.qty}>
                    <NumberInput
                      size="small"
                      className={styles.qtyInput}
                      whole={step % 1 === 0}
                      value={drafts.get(l.id) ?? choice.get(l.id)}
                      onChange={(text) => onType(l.id, text)}
                      status={problem ? 'error' : undefined}
                      aria-invalid={problem ? true : undefined}
                      aria-describedby={problem ? problemId : undefined}
                      aria-label={t('orders.withdraw.qtyLabel', { name: l.sku.name })}
                    />
                    <span className={styles.muted}>
                      {t('orders.withdraw.qtyMax', { max: quantity(l, l.canReverseQty) })}
                    </span>
                    {problem ? (
                      <span id={problemId} className={styles.fieldError} role="alert">
                        {t(problem.key, problem.params)}
                      </span>
                    ) : null}
                  </span>
                ) : (
                  <span className={styles.qtyFixed}>
                    {t('orders.withdraw.lineQty', { qty: quantity(l, l.canReverseQty) })}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

function ConfirmStep({
  orderId,
  lines,
  choice,
  everything,
  quantity,
}: {
  orderId: number;
  lines: Lines;
  choice: WithdrawChoice;
  everything: boolean;
  quantity: (l: AnyOrderLine, n: number) => string;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const chosen = lines.filter((l) => choice.has(l.id));
  const preview = useQuery(
    renderApplyQuery({
      tradeOrder: { id: orderId },
      reverseTradeOrderType: 'SALE_RETURN',
      reverseTradeOrderLineList: chosen.map((l) => ({
        tradeOrderLine: { id: l.id },
        reverseQty: choice.get(l.id),
      })),
    }),
  );
  const amountOf = (id: number) =>
    preview.data?.reverseTradeOrderLineList.find((r) => r.tradeOrderLine.id === id)?.applyRefundAmt ?? null;
  return (
    <>
      <p className={styles.lead} data-step-heading tabIndex={-1}>
        {t('orders.withdraw.summary')}
      </p>
      <ul className={styles.summary}>
        {chosen.map((l) => {
          return (
            <li key={l.id}>
              <span className={styles.lineBody}>
                <ProductImage src={l.sku.image} alt="" size={40} />
                <span className={styles.lineText}>
                  <span className={styles.lineName}>{l.sku.name}</span>
                  <span className={styles.muted}>
                    {t('orders.withdraw.lineQty', { qty: quantity(l, choice.get(l.id) ?? 0) })}
                  </span>
                </span>
              </span>
              <span className={styles.amount}>{preview.data ? formatMoney(amountOf(l.id)) : ''}</span>
            </li>
          );
        })}
      </ul>
      {preview.isPending ? <Loading /> : null}
      {preview.data ? (
        <p className={styles.total}>
          <span>{t('orders.withdraw.total')}</span>
          <strong>{formatMoney(preview.data.availableRefundAmt)}</strong>
        </p>
      ) : null}
      {everything ? <p className={styles.note}>{t('orders.withdraw.shippingNote')}</p> : null}
      <p className={styles.note}>{t('orders.withdraw.refundNote')}</p>
      <p className={styles.muted}>{t('orders.withdraw.mailNote')}</p>
    </>
  );
}
