import type { SendInvoiceEmailInput } from '@kontor/domain/orders/invoice-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFlow } from '../../../shared/api-client.ts';
import { invalidateOrders } from './invalidate-orders.ts';

export const SEND_INVOICE_EMAIL = 'bbc_trade_BBCSendInvoiceEmailFlow';

/** `bbc_trade_BBCSendInvoiceEmailFlow`: send the invoice again, to an e-mail or a mobile number. */
export function sendInvoiceEmail(input: SendInvoiceEmailInput): Promise<{ address: string }> {
  return callFlow(SEND_INVOICE_EMAIL, input);
}

export function useSendInvoiceEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoiceEmail,
    onSuccess: (_data, input) => invalidateOrders(queryClient, input.id),
  });
}
