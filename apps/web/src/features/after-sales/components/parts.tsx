import type { AsAttribute } from '@kontor/domain/after-sales/after-sales-responses';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { attributesText as skuAttributesText } from '../../../shared/i18n/attribute-texts.ts';
import { codeText } from '../../../shared/i18n/code-texts.ts';
import { InboxOutlined } from '../../../shared/ui/icons.tsx';
import { statusTone } from '../model/status.ts';
import styles from './after-sales.module.css';

/** Attributes in the interface language, joined by semicolons (spec §2): `Colour: Oak; Size: 160 cm`. */
export function attributesText(attributes: readonly AsAttribute[] | null | undefined, t: T): string {
  return skuAttributesText(t, attributes);
}

export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = statusTone(status);
  const className =
    tone === 'done'
      ? `${styles.status} ${styles.statusDone}`
      : tone === 'closed'
        ? `${styles.status} ${styles.statusClosed}`
        : tone === 'failed'
          ? `${styles.status} ${styles.statusFailed}`
          : styles.status;
  return <span className={className}>{statusLabel(t, status)}</span>;
}

type T = ReturnType<typeof useTranslation>['t'];

/** Status and type labels live under H3's `afterSales.status.*` / `afterSales.type.*` keys. */
export function statusLabel(t: T, status: string): string {
  return codeText(t, 'afterSalesStatus', status);
}

export function typeLabel(t: T, type: string): string {
  return codeText(t, 'afterSalesType', type);
}

export function EmptyBlock({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <InboxOutlined className={styles.emptyIcon} aria-hidden="true" />
      <p>{text}</p>
      {children}
    </div>
  );
}
