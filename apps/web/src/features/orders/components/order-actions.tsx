import type { OrderOperation } from '@kontor/domain/orders/order-status';
import type { OrderDetail, OrderSummary } from '@kontor/domain/orders/orders-responses';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api-client.ts';
import { errorMessage, withAllTexts } from '../../../shared/i18n/i18n.ts';
import { paths } from '../../../shared/paths.ts';
import { EllipsisOutlined } from '../../../shared/ui/icons.tsx';
import { toast } from '../../../shared/ui/toast.ts';
import { useBuyAgain } from '../api/buy-again.ts';
import { orderDetailQuery } from '../api/order-detail.ts';
import { orderPackagesQuery } from '../api/order-packages.ts';
import { isPrimaryAction, splitActions, visibleActions } from '../model/action-bar.ts';
import { buyAgainLines, confirmTarget, payBalanceUrl, prePayUrl } from '../model/action-targets.ts';
import { ActionButton } from './action-button.tsx';
import styles from './order-actions.module.css';
import type { DialogRequest } from './order-dialog-parts.tsx';

const loadDialogs = withAllTexts(() => import('./order-action-dialogs.tsx'));
const OrderActionDialogs = lazy(loadDialogs);

/** The failure text of an action: a conflict or a sold-out item says why, anything else "retry" (spec §8). */
export function actionErrorMessage(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && (error.status === 409 || error.code === 'ITEM_SOLD_OUT'))
    return errorMessage(error);
  return t('orders.messages.retry');
}

export interface OrderActions {
  order: OrderSummary;
  actions: OrderOperation[];
  busy: OrderOperation | null;
  run: (op: OrderOperation) => void;
  openSheet: (actions: OrderOperation[]) => void;
  /** Starts fetching the dialog layer (on hover or focus, before the click). */
  preload: () => void;
  /** The open dialog, to render once beside the buttons. */
  host: ReactNode;
}

/** The actions an order offers (its server operation list) and what each one does. */
export function useOrderActions(order: OrderSummary, detail?: OrderDetail): OrderActions {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const buyAgain = useBuyAgain();
  const [busy, setBusy] = useState<OrderOperation | null>(null);
  const [dialog, setDialog] = useState<{ request: DialogRequest; open: boolean } | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const actions = useMemo(() => visibleActions(order.operationList), [order.operationList]);

  const open = useCallback((request: DialogRequest) => {
    if (!returnFocus.current?.isConnected) {
      returnFocus.current = document.activeElement as HTMLElement | null;
    }
    setDialog({ request, open: true });
  }, []);

  const loadDetail = useCallback(
    () => (detail ? Promise.resolve(detail) : queryClient.fetchQuery(orderDetailQuery(order.id))),
    [detail, order.id, queryClient],
  );

  const run = useCallback(
    (op: OrderOperation) => {
      const work = async () => {
        switch (op) {
          case 'pay':
          case 'secondary_pay':
          case 'payDeposit':
          case 'payBalance': {
            const contract = (await loadDetail()).tradeContract;
            if (!contract) throw new Error('order without contract');
            if (op === 'payBalance') {
              navigate(payBalanceUrl(contract, order.buyer.id));
              return;
            }
            const url = prePayUrl(contract.id, order.buyer.id);
            if (order.isInGroup) open({ op: 'mergePay', contractId: contract.id, url });
            else navigate(url);
            return;
          }
          case 'confirm': {
            const packages = await queryClient.fetchQuery({
              ...orderPackagesQuery(order.id, order.tradeType),
              staleTime: 0,
            });
            const target = confirmTarget(order.id, packages);
            if (target.kind === 'page') navigate(target.url);
            else if (target.kind === 'sign') open({ op: 'confirm', packageId: target.packageId });
            else toast.info(t('orders.messages.noPackage'));
            return;
          }
          case 'buyerPostponeConfirmDeadline': {
            const packages = await queryClient.fetchQuery({
              ...orderPackagesQuery(order.id, order.tradeType),
              staleTime: 0,
            });
            open({ op, packages });
            return;
          }
          case 'buyAgain': {
            const added = await buyAgain.mutateAsync(buyAgainLines(order));
            toast.success(t('orders.messages.cartAdded', { count: added.count }));
            navigate(paths.cart);
            return;
          }
          case 'buyerCancelBeforePay':
          case 'buyerCancelAfterPay':
          case 'checkExpressTrack':
          case 'sendInvoiceEmail':
          case 'checkVerifyCode':
          case 'inviteToJoinGroup':
          case 'buyerApplyReverse':
          case 'buyerWithdraw':
            open({ op });
            return;
          default:
            return;
        }
      };
      returnFocus.current = document.activeElement as HTMLElement | null;
      setBusy(op);
      void loadDialogs();
      work()
        .catch((error: unknown) => toast.error(actionErrorMessage(error, t)))
        .finally(() => setBusy((current) => (current === op ? null : current)));
    },
    [buyAgain, loadDetail, navigate, open, order, queryClient, t],
  );

  const openSheet = useCallback(
    (more: OrderOperation[]) => {
      returnFocus.current = document.activeElement as HTMLElement | null;
      open({ op: 'sheet', actions: more });
    },
    [open],
  );

  const close = useCallback(() => setDialog((d) => (d ? { ...d, open: false } : d)), []);
  const afterClose = useCallback(() => {
    setDialog((d) => (d && !d.open ? null : d));
    // Focus goes back to what opened the dialog (antd does so too, unless that was in the sheet).
    const target = returnFocus.current;
    returnFocus.current = null;
    if (document.activeElement && document.activeElement !== document.body) return;
    if (target?.isConnected) {
      target.focus();
      return;
    }
    // The action is gone (the order moved on): the order's first remaining action, else the page heading.
    const fallback =
      document.querySelector<HTMLElement>(`[data-order-actions="${order.id}"] :is(button, a)`) ??
      document.querySelector<HTMLElement>('main h1');
    if (fallback && !fallback.matches('button, a')) fallback.setAttribute('tabindex', '-1');
    fallback?.focus();
  }, [order.id]);

  const host = dialog ? (
    <Suspense fallback={null}>
      <OrderActionDialogs
        request={dialog.request}
        open={dialog.open}
        order={order}
        detail={detail}
        onClose={close}
        afterClose={afterClose}
        onRun={(op) => {
          close();
          // The sheet closes first; the chosen action opens its own dialog (or leaves the page).
          window.setTimeout(() => run(op), 0);
        }}
      />
    </Suspense>
  ) : null;

  return { order, actions, busy, run, openSheet, preload: () => void loadDialogs(), host };
}

interface ActionListProps {
  api: OrderActions;
  /** Phones show two actions and a "more" button (spec §2, §9). */
  compact?: boolean;
  size?: 'small' | 'middle';
  className?: string;
  /** Right-aligned rows end with the main action; left-aligned ones start with it. */
  mainLast?: boolean;
}

/** The buttons of an order's actions in a row (a labelled group), with their dialog host. */
export function ActionList({ api, compact, size = 'middle', className, mainLast = true }: ActionListProps) {
  const { t } = useTranslation();
  if (api.actions.length === 0) return null;
  const { direct, more } = compact ? splitActions(api.actions) : { direct: api.actions, more: [] };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of buttons, not a form part (fieldset)
    <div
      className={className ? `${styles.row} ${className}` : styles.row}
      role="group"
      aria-label={t('orders.actions.label', { code: api.order.tradeOrderCode })}
      data-order-actions={api.order.id}
      onPointerEnter={api.preload}
      onFocus={api.preload}
    >
      {more.length > 0 ? <MoreButton api={api} more={more} size={size} /> : null}
      {(mainLast ? [...direct].reverse() : direct).map((op) => (
        <ActionButton
          key={op}
          op={op}
          order={api.order}
          look={op === direct[0] && isPrimaryAction(op) ? 'primary' : 'default'}
          busy={api.busy === op}
          onRun={api.run}
          size={size}
        />
      ))}
      {api.host}
    </div>
  );
}

function MoreButton({
  api,
  more,
  size,
}: {
  api: OrderActions;
  more: OrderOperation[];
  size: 'small' | 'middle';
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`${styles.more} ${size === 'small' ? styles.moreSmall : ''}`}
      aria-label={t('orders.actions.more')}
      aria-haspopup="dialog"
      onClick={() => api.openSheet(more)}
    >
      <EllipsisOutlined aria-hidden="true" />
    </button>
  );
}

/** Phones, order detail: a bar fixed at the bottom with two actions and "more" (spec §2). */
export function MobileActionBar({ api }: { api: OrderActions }) {
  const { t } = useTranslation();
  if (api.actions.length === 0) return null;
  const { direct, more } = splitActions(api.actions);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group of buttons, not a form part (fieldset)
    <div
      className={styles.bar}
      role="group"
      aria-label={t('orders.actions.label', { code: api.order.tradeOrderCode })}
      data-order-actions={api.order.id}
      onPointerEnter={api.preload}
      onFocus={api.preload}
    >
      {more.length > 0 ? <MoreButton api={api} more={more} size="middle" /> : <span />}
      <div className={styles.barButtons}>
        {[...direct].reverse().map((op) => (
          <ActionButton
            key={op}
            op={op}
            order={api.order}
            look={op === direct[0] && isPrimaryAction(op) ? 'primary' : 'default'}
            busy={api.busy === op}
            onRun={api.run}
          />
        ))}
      </div>
      {api.host}
    </div>
  );
}
