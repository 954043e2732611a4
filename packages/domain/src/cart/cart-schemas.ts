import { z } from 'zod';

const id = z.object({ id: z.coerce.number().int().positive() });

export const CART_LINE_TYPES = ['NORMAL_SALE_B2C', 'NORMAL_SALE_O2O', 'NORMAL_SALE_CBE'] as const;

export const cartLineInputSchema = z.object({
  seller: id.optional(),
  sku: id,
  item: id.optional(),
  shop: id.optional(),
  skuQty: z.coerce.number().positive().max(999),
  snapshotPrc: z.object({ value: z.string(), currency: z.string() }).optional(),
  cartLineTypeDict: z.enum(CART_LINE_TYPES).default('NORMAL_SALE_B2C'),
  /** DIY bundle markers: the main line's sku and the line group. */
  diyMainSkuId: z.coerce.number().int().positive().optional(),
  lineGroupTypeDict: z.enum(['DIY_MAIN', 'DIY_CHILD']).optional(),
});

/** {host}_trade_BatchCreateNewCartLinesFlow takes the lines as a list, or as `{lines: [...]}`. */
export const batchCreateCartLinesSchema = z.union([
  z.array(cartLineInputSchema).min(1).max(100),
  z.object({ lines: z.array(cartLineInputSchema).min(1).max(100) }),
]);
export type CartLineInput = z.infer<typeof cartLineInputSchema>;

const lineId = z.coerce.number().int().positive();

/** {host}_trade_UpdateCartLineFlow: change a line's quantity or selection. */
export const updateCartLineSchema = z
  .object({
    id: lineId,
    skuQty: z.coerce.number().positive().max(999).optional(),
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
