import { z } from 'zod';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE = /^\+?[0-9][0-9 ]{5,19}$/;

export const isEmailContact = (v: string) => v.includes('@');

/**
 * bbc_trade_BBCSendInvoiceEmailFlow. The contact is required and must be an e-mail or a mobile number
 * (spec §5 "Other"): the order's e-mail when present, otherwise its phone.
 */
export const sendInvoiceEmailSchema = z
  .object({
    id: z.coerce.number().int().positive(),
    shopId: z.coerce.number().int().positive().optional(),
    invoiceUrl: z.string().max(500).optional(),
    nickname: z.string().max(100).optional(),
    buyerEmail: z.string().trim().max(254).optional(),
    buyerPhone: z.string().trim().max(20).optional(),
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
