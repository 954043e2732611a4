import type { TradeContractDetail } from '@kontor/domain/payments/checkout-responses';
import { paymentStartDecision } from '@kontor/domain/payments/payment-status';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import { toast } from '../../../shared/ui/toast.ts';
import { authorizePayLaterRecord } from '../api/authorize-pay-later.ts';
import { closePaymentRecord } from '../api/close-payment-record.ts';
import { firstPay } from '../api/first-pay.ts';
import { secondaryPay } from '../api/secondary-pay.ts';
import { routePayError } from '../model/pay-error.ts';
import { authorizePayLater } from '../model/pay-later-widget.ts';
import { payResultUrl } from '../model/pay-result-url.ts';
import type { PaymentChoice } from './payment-section.tsx';

interface OpenAttempt {
  payUniqueKey: string;
  paymentRecordId: number;
  choice: PaymentChoice;
}

/**
 * Paying a contract (spec §4 "Payment start decision", "Payment flow and polling", §8): the latest
 * attempt decides first — PAY_SUCCESS goes to the result, PAY_PENDING / PAY_FAILED asks before paying
 * again (the double-payment dialog), anything else pays. Paying starts an attempt on the chosen
 * channel and does what the provider asks next (confirm in the card fields, go to its page); then the
 * buyer is replaced onto /buyer/pay-result, which polls.
 */
export function useStartPayment(contract: TradeContractDetail | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [openAttempt, setOpenAttempt] = useState<OpenAttempt | null>(null);

  const fail = useCallback(
    (error: unknown, paymentRecordId?: number) => {
      const contractId = contract ? String(contract.id) : undefined;
      const route = routePayError(error);
      if (route.kind === 'soldOut') {
        toast.warning(t('payments.messages.soldOut'));
        navigate(paths.cart);
      } else if (route.kind === 'limited') {
        // The limiting handler: stay here, say so; the buyer tries again later.
        toast.warning(t('payments.messages.limited'));
      } else if (route.kind === 'cancelled') {
        navigate(payResultUrl('pending', { contractId, paymentRecordId: paymentRecordId?.toString() }), {
          replace: true,
        });
      } else {
        navigate(
          payResultUrl('failed', {
            contractId,
            paymentRecordId: paymentRecordId?.toString(),
            error: route.error,
          }),
          { replace: true },
        );
      }
    },
    [contract, navigate, t],
  );

  const pay = useCallback(
    async (choice: PaymentChoice, confirmPayAgain = false) => {
      if (!contract) return;
      const contractId = String(contract.id);
      // A path on this site: the server refuses any other origin (the provider sends the buyer there).
      const returnUrl = payResultUrl('pending', { contractId });
      let recordId: number | undefined;
      try {
        const started = await firstPay({
          payChannel: choice.channel.channelCode,
          contractId: contract.id,
          ...(contract.payablePaymentOrderId ? { paymentOrderId: contract.payablePaymentOrderId } : {}),
          ...(choice.kind === 'savedCard' ? { bindToken: String(choice.cardId) } : {}),
          ...(confirmPayAgain ? { confirmPayAgain: true } : {}),
          returnUrl,
        });
        recordId = started.paymentRecordId;
        const result = (status: 'pending' | 'success') =>
          navigate(
            payResultUrl(status, {
              contractId,
              paymentRecordId: String(started.paymentRecordId),
              tradeOrderId: contract.tradeOrderList[0] ? String(contract.tradeOrderList[0].id) : undefined,
            }),
            { replace: true },
          );
        if (started.paymentRecordStatus === 'PAY_SUCCESS') return result('success');
        const next = started.nextAction;
        if (next.type === 'client_secret' && choice.kind === 'newCard') {
          const confirmed = await choice.fields.confirmPayment(next.clientSecret);
          if (!confirmed.ok) {
            const e = new Error(confirmed.code);
            e.name = confirmed.code === 'CANCEL' ? 'CANCEL' : 'ProviderError';
            throw e;
          }
          return result('pending');
        }
        if (next.type === 'widget_token' && next.scriptUrl) {
          // The pay-later widget: the provider asks the buyer; its authorisation completes the attempt.
          const host = choice.kind === 'payLater' ? choice.host : null;
          const answer = await authorizePayLater(next.scriptUrl, next.clientToken, host);
          if (answer.kind !== 'approved') {
            // Nothing was authorised: the attempt is closed, so paying again asks nothing.
            await closePaymentRecord({
              payUniqueKey: started.payUniqueKey,
              paymentRecordId: started.paymentRecordId,
            });
            // The buyer closed the provider's dialog: still on the checkout, free to choose again.
            if (answer.kind === 'closed') return;
            const e = new Error('payments.messages.failed');
            e.name = 'ProviderError';
            throw e;
          }
          await authorizePayLaterRecord({
            paymentRecordId: started.paymentRecordId,
            authorizationToken: answer.authorizationToken,
          });
          return result('pending');
        }
        const away =
          next.type === 'redirect'
            ? next.url
            : next.type === 'session' && next.url
              ? next.url
              : (started.redirectUrl ?? started.redirectInfo.approveUrl);
        if (away) {
          window.location.assign(away);
          return;
        }
        return result('pending');
      } catch (error) {
        fail(error, recordId);
      }
    },
    [contract, fail, navigate],
  );

  /** The buyer pressed pay: the start decision, then pay (or the dialog). */
  const start = useCallback(
    async (choice: PaymentChoice) => {
      if (!contract || busy) return;
      setBusy(true);
      try {
        const latest = await secondaryPay(contract.id);
        const decision = paymentStartDecision(latest.paymentRecordStatus);
        if (decision === 'result') {
          navigate(
            payResultUrl('success', {
              contractId: String(contract.id),
              paymentRecordId: latest.paymentRecordId?.toString(),
            }),
            { replace: true },
          );
        } else if (decision === 'confirm' && latest.payUniqueKey && latest.paymentRecordId) {
          setOpenAttempt({
            payUniqueKey: latest.payUniqueKey,
            paymentRecordId: latest.paymentRecordId,
            choice,
          });
        } else {
          await pay(choice);
        }
      } catch (error) {
        fail(error);
      } finally {
        setBusy(false);
      }
    },
    [busy, contract, fail, navigate, pay],
  );

  /** "Pay again" in the dialog: the old attempt is closed first; captured after all → the result. */
  const payAgain = useCallback(async () => {
    const attempt = openAttempt;
    if (!attempt || !contract) return;
    setOpenAttempt(null);
    setBusy(true);
    try {
      const closed = await closePaymentRecord({
        payUniqueKey: attempt.payUniqueKey,
        paymentRecordId: attempt.paymentRecordId,
      });
      if (closed.recordStatus === 'PAY_SUCCESS' || closed.recordStatus === 'PRE_AUTH_SUCCESS') {
        navigate(
          payResultUrl('success', {
            contractId: String(contract.id),
            paymentRecordId: String(closed.paymentRecordId),
          }),
          { replace: true },
        );
        return;
      }
      await pay(attempt.choice, true);
    } catch (error) {
      fail(error, attempt.paymentRecordId);
    } finally {
      setBusy(false);
    }
  }, [contract, fail, navigate, openAttempt, pay]);

  return {
    busy,
    start,
    doublePay: { open: openAttempt !== null, payAgain, wait: () => setOpenAttempt(null) },
  };
}
