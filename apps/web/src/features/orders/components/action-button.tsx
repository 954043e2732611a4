import type { OrderOperation } from '@kontor/domain/orders/order-status';
import type { OrderSummary } from '@kontor/domain/orders/orders-responses';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { to } from '../../../shared/paths.ts';
import { LoadingOutlined } from '../../../shared/ui/icons.tsx';
import { commentUrl } from '../model/action-targets.ts';
import { withdrawActionLabel } from '../model/withdrawal.ts';
import styles from './action-button.module.css';

export type ActionLink = { href: string; external: boolean };

/** Operations that only lead somewhere are links (they open a page or the invoice document). */
export function actionLink(op: OrderOperation, order: OrderSummary): ActionLink | null {
  switch (op) {
    case 'viewInvoice':
    case 'buyerCheckVATInvoice': {
      const url = order.invoiceUrl?.files[0]?.url;
      return url ? { href: url, external: true } : null;
    }
    case 'comment':
      return { href: commentUrl(order), external: false };
    case 'toUse':
      return { href: `${to('orderDetail', { orderId: order.id })}#use-info`, external: false };
    default:
      return null;
  }
}

export type ActionLook = 'primary' | 'default' | 'sheet';

interface ActionButtonProps {
  op: OrderOperation;
  order: OrderSummary;
  look: ActionLook;
  busy?: boolean;
  onRun: (op: OrderOperation) => void;
  /** Called before a link is followed (closes the sheet). */
  onFollow?: () => void;
  size?: 'small' | 'middle';
  buttonRef?: Ref<HTMLButtonElement>;
}

/** One order action: a link or a real button, labelled with the operation's name. */
export function ActionButton({
  op,
  order,
  look,
  busy,
  onRun,
  onFollow,
  size = 'middle',
  buttonRef,
}: ActionButtonProps) {
  const { t } = useTranslation();
  const className = [
    styles.action,
    look === 'primary' ? styles.primary : look === 'sheet' ? styles.sheet : styles.default,
    size === 'small' ? styles.small : '',
  ].join(' ');
  const label =
    op === 'buyerWithdraw' ? withdrawActionLabel(t, order.withdrawalDaysLeft) : t(`orders.actions.${op}`);
  const link = actionLink(op, order);
  if (link?.external) {
    return (
      <a className={className} href={link.href} target="_blank" rel="noopener" onClick={onFollow}>
        {label}
      </a>
    );
  }
  if (link) {
    return (
      <Link className={className} to={link.href} onClick={onFollow}>
        {label}
      </Link>
    );
  }
  return (
    <button
      ref={buttonRef}
      type="button"
      className={className}
      onClick={() => onRun(op)}
      aria-busy={busy || undefined}
      disabled={busy}
    >
      {busy ? <LoadingOutlined aria-hidden="true" /> : null}
      {label}
    </button>
  );
}
