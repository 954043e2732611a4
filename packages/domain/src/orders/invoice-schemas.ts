import { z } from 'zod';
import { idInput, textInput } from '../input-fields.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9][0-9 ]{5,19}$/;

export const isEmailContact = (v: string) => v.includes('@');

/**
 * bbc_trade_BBCSendInvoiceEmailFlow. The contact is required and must be an e-mail or a mobile number
 * (spec §5 "Other"): the order's e-mail when present, otherwise its phone.
 */
export const sendInvoiceEmailSchema = z
  .object({
    id: idInput(),
    shopId: idInput().optional(),
    invoiceUrl: textInput(500).optional(),
    nickname: textInput(100).optional(),
    buyerEmail: textInput(254).trim().optional(),
    buyerPhone: textInput(20).trim().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.buyerEmail) {
      if (!EMAIL.test(v.buyerEmail))
        ctx.addIssue({ code: 'custom', path: ['buyerEmail'], message: 'orders.invoice.emailFormat' });
    } else if (v.buyerPhone) {
      if (!MOBILE.test(v.buyerPhone))
        ctx.addIssue({ code: 'custom', path: ['buyerPhone'], message: 'orders.invoice.mobileFormat' });
    } else {
      ctx.addIssue({ code: 'custom', path: ['buyerEmail'], message: 'orders.invoice.emailRequired' });
    }
  });
export type SendInvoiceEmailInput = z.infer<typeof sendInvoiceEmailSchema>;
