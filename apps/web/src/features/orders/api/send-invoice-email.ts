import type { SendInvoiceEmailInput } from '@kontor/domain/orders/invoice-schemas';
import type { sendInvoiceEmailResponseSchema } from '@kontor/domain/orders/orders-responses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callFlow } from '../../../shared/api-client.ts';
import { invalidateOrders } from './invalidate-orders.ts';

export const SEND_INVOICE_EMAIL = 'bbc_trade_BBCSendInvoiceEmailFlow';

/** `bbc_trade_BBCSendInvoiceEmailFlow`: send the invoice again, to an e-mail or a mobile number. */
export function sendInvoiceEmail(
  input: SendInvoiceEmailInput,
): Promise<z.output<typeof sendInvoiceEmailResponseSchema>> {
  return callFlow(SEND_INVOICE_EMAIL, input);
}

export function useSendInvoiceEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoiceEmail,
    onSuccess: (_data, input) => invalidateOrders(queryClient, input.id),
  });
}
