import type { ItemStatic } from '@kontor/domain/catalog/catalog-responses';
import { useTranslation } from 'react-i18next';
import { attributeNameText, attributeValueText } from '../../../shared/i18n/attribute-texts.ts';
import { type Buyable, type Selection, valueState } from '../model/sku-choice.ts';
import styles from './product-page.module.css';

interface SkuPickerProps {
  item: Pick<ItemStatic, 'skuAttributes' | 'skus'>;
  selection: Selection;
  buyable: Buyable;
  onChoose: (attrKey: string, value: string) => void;
}

/** One group of choices per attribute name; the chosen value is pressed, others say if they are sold out. */
export function SkuPicker({ item, selection, buyable, onChoose }: SkuPickerProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.picker}>
      {item.skuAttributes.map(({ attrKey, values }) => {
        const name = attributeNameText(t, attrKey);
        return (
          <fieldset key={attrKey} className={styles.attribute}>
            <legend className={styles.attributeName}>
              {name}
              {selection[attrKey] ? (
                <span className={styles.attributeChosen}>: {attributeValueText(t, selection[attrKey])}</span>
              ) : null}
            </legend>
            <div className={styles.values}>
              {values.map((value) => {
                const state = valueState(item.skus, selection, attrKey, value, buyable);
                return (
                  <button
                    key={value}
                    type="button"
                    className={`${styles.value} ${state === 'other' ? styles.valueOther : ''}`}
                    aria-pressed={state === 'current'}
                    onClick={() => onChoose(attrKey, value)}
                  >
                    {attributeValueText(t, value)}
                  </button>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
