import { z } from 'zod';
import { amountValueInput, FIELD_ERRORS, idInput, qtyInput, textInput } from '../input-fields.ts';

/** Spec §9 gives no cap for a cart line; ours: 999 of one sku, however many adds it takes. */
export const CART_LINE_QTY_MAX = 999;
export const CART_ERRORS = { qtyMax: 'cart.errors.qtyMax', qty: 'cart.errors.qty' } as const;

const id = z.object({ id: idInput() });
const cartQty = qtyInput({ min: CART_ERRORS.qty, max: CART_LINE_QTY_MAX, maxMessage: CART_ERRORS.qtyMax });

export const CART_LINE_TYPES = ['NORMAL_SALE_B2C', 'NORMAL_SALE_O2O', 'NORMAL_SALE_CBE'] as const;

export const cartLineInputSchema = z.object({
  seller: id.optional(),
  sku: id,
  item: id.optional(),
  shop: id.optional(),
  skuQty: cartQty,
  snapshotPrc: z
    .object({ value: amountValueInput(FIELD_ERRORS.amount), currency: textInput(3).regex(/^[A-Za-z]*$/) })
    .optional(),
  cartLineTypeDict: z.enum(CART_LINE_TYPES).default('NORMAL_SALE_B2C'),
  /** DIY bundle markers: the main line's sku and the line group. */
  diyMainSkuId: idInput().optional(),
  lineGroupTypeDict: z.enum(['DIY_MAIN', 'DIY_CHILD']).optional(),
});

/** {host}_trade_BatchCreateNewCartLinesFlow takes the lines as a list, or as `{lines: [...]}`. */
export const batchCreateCartLinesSchema = z.union([
  z.array(cartLineInputSchema).min(1).max(100),
  z.object({ lines: z.array(cartLineInputSchema).min(1).max(100) }),
]);
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

const lineId = idInput();

/** {host}_trade_UpdateCartLineFlow: change a line's quantity or selection. */
export const updateCartLineSchema = z
  .object({
    id: lineId,
    skuQty: cartQty.optional(),
    isSelected: z.boolean().optional(),
  })
  .refine((v) => v.skuQty !== undefined || v.isSelected !== undefined, {
    message: 'cart.nothingToChange',
    path: ['skuQty'],
  });

/** {host}_trade_DeleteCartLinesFlow */
export const deleteCartLinesSchema = z.object({ ids: z.array(lineId).min(1).max(200) });

/** {host}_trade_SelectAllCartLinesFlow */
export const selectAllCartLinesSchema = z.object({ isSelected: z.boolean() });
