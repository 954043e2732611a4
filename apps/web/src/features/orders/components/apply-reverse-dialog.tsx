import { Checkbox, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { ProductImage } from '../../../shared/ui/product-image.tsx';
import { afterSalesApplyUrl, reverseTypes, reversibleLines } from '../model/action-targets.ts';
import { attributesText, quantityText } from '../model/order-line.ts';
import styles from './order-action-dialogs.module.css';
import { type DialogProps, WIDE } from './order-dialog-parts.tsx';

/** Applying for after-sales: the type and the lines, then on to the application page. */
export function ApplyReverseDialog({ open, onClose, afterClose, order }: DialogProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const types = reverseTypes(order);
  const lines = reversibleLines(order);
  const [type, setType] = useState(types[0] ?? 'SALE_REFUND');
  const [picked, setPicked] = useState<number[]>(() => (lines.length === 1 ? [lines[0]!.id] : []));
  const [error, setError] = useState<string | null>(null);
  const wholeOrder = type === 'SALE_CANCEL_BEFORE_DELIVERY';
  const chosen = wholeOrder ? lines.map((l) => l.id) : picked;

  return (
    <Modal
      open={open}
      title={t('orders.dialogs.applyReverse.title')}
      width={WIDE}
      onCancel={onClose}
      afterClose={afterClose}
      okText={t('orders.dialogs.applyReverse.ok')}
      cancelText={t('orders.dialogs.keep')}
      okButtonProps={{ disabled: lines.length === 0 }}
      onOk={() => {
        if (chosen.length === 0) {
          setError(t('orders.dialogs.applyReverse.pickOne'));
          return;
        }
        onClose();
        navigate(afterSalesApplyUrl(order.id, chosen, type));
      }}
    >
      {lines.length === 0 ? (
        <p>{t('orders.dialogs.applyReverse.none')}</p>
      ) : (
        <div className={styles.apply}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>{t('orders.dialogs.applyReverse.type')}</legend>
            <Radio.Group
              value={type}
              onChange={(e) => setType(e.target.value)}
              options={types.map((value) => ({
                value,
                label: codeText(t, 'afterSalesType', value),
              }))}
            />
          </fieldset>
          <fieldset className={styles.fieldset} aria-describedby={error ? 'apply-reverse-error' : undefined}>
            <legend className={styles.legend}>{t('orders.dialogs.applyReverse.items')}</legend>
            <Checkbox.Group
              className={styles.lines}
              value={chosen}
              disabled={wholeOrder}
              onChange={(values) => {
                setPicked(values as number[]);
                if (values.length > 0) setError(null);
              }}
            >
              {lines.map((l) => (
                <Checkbox key={l.id} value={l.id} className={styles.lineOption}>
                  <span className={styles.lineBody}>
                    <ProductImage src={l.sku.image} alt="" size={48} />
                    <span>
                      <span className={styles.lineName}>{l.sku.name}</span>
                      {attributesText(l, t) ? (
                        <span className={styles.muted}>{attributesText(l, t)}</span>
                      ) : null}
                      <span className={styles.muted}>
                        {t('orders.dialogs.applyReverse.qty', { qty: quantityText(l, i18n.language) })}
                      </span>
                    </span>
                  </span>
                </Checkbox>
              ))}
            </Checkbox.Group>
          </fieldset>
          {error ? (
            <p id="apply-reverse-error" className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
