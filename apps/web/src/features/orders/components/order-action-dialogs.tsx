import AntdProvider from '../../../shared/ui/antd-provider.tsx';
import { ActionSheet } from './action-sheet.tsx';
import { ApplyReverseDialog } from './apply-reverse-dialog.tsx';
import { CancelAfterPayDialog } from './cancel-after-pay-dialog.tsx';
import { CancelBeforePayDialog } from './cancel-before-pay-dialog.tsx';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog.tsx';
import { VerificationCodesDialog, VoucherCodesDialog } from './coupon-codes-dialogs.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { InvoiceEmailDialog } from './invoice-email-dialog.tsx';
import { MergePayDialog } from './merge-pay-dialog.tsx';
import type { DialogProps } from './order-dialog-parts.tsx';
import { PostponeDialog } from './postpone-dialog.tsx';
import { TrackingDialog } from './tracking-dialog.tsx';
import { WithdrawDialog } from './withdraw-dialog.tsx';

/**
 * The dialog layer of the order actions (useOrderActions in order-actions.tsx loads it lazily, with
 * antd, the first time an action is hovered, focused or run). Each dialog has its own file beside
 * this one; what they share (widths, props, error and loading rows) is in order-dialog-parts.tsx.
 */

const GIFT_CARD = 'virtual_shopping_card';

/** The order action dialogs, with antd's theme: loaded the first time one opens. */
export default function OrderActionDialogs(props: DialogProps) {
  return (
    <AntdProvider>
      <DialogSwitch {...props} />
    </AntdProvider>
  );
}

function DialogSwitch(props: DialogProps) {
  const { request } = props;
  switch (request.op) {
    case 'mergePay':
      return <MergePayDialog {...props} contractId={request.contractId} url={request.url} />;
    case 'buyerCancelBeforePay':
      return <CancelBeforePayDialog {...props} />;
    case 'buyerCancelAfterPay':
      return <CancelAfterPayDialog {...props} />;
    case 'confirm':
      return <ConfirmReceiptDialog {...props} packageId={request.packageId} />;
    case 'buyerPostponeConfirmDeadline':
      return <PostponeDialog {...props} packages={request.packages} />;
    case 'checkExpressTrack':
      return <TrackingDialog {...props} />;
    case 'sendInvoiceEmail':
      return <InvoiceEmailDialog {...props} />;
    case 'checkVerifyCode':
      return props.order.bizCode === GIFT_CARD ? (
        <VoucherCodesDialog {...props} />
      ) : (
        <VerificationCodesDialog {...props} />
      );
    case 'inviteToJoinGroup':
      return <InviteDialog {...props} />;
    case 'buyerApplyReverse':
      return <ApplyReverseDialog {...props} />;
    case 'buyerWithdraw':
      return <WithdrawDialog {...props} />;
    case 'sheet':
      return <ActionSheet {...props} actions={request.actions} />;
    default:
      return null;
  }
}
