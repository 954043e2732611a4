import {
  batchCreateCartLinesSchema,
  CART_ERRORS,
  CART_LINE_QTY_MAX,
  cartLineChangedResponseSchema,
  cartLinesAddedResponseSchema,
  cartLinesDeletedResponseSchema,
  cartLinesResponseSchema,
  cartSelectAllResponseSchema,
  deleteCartLinesSchema,
  qtyUnitError,
  selectAllCartLinesSchema,
  updateCartLineSchema,
} from '@kontor/domain';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/errors.ts';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { cartLinesRepository, cartRepository } from './cart-repository.ts';
import { cartExtraPoints, cartView } from './cart-service.ts';

/** Buy again and add to cart: the lines join the buyer's cart on the current storefront. */
export const batchCreateNewCartLines = defineCall({
  kind: 'flow',
  name: '{host}_trade_BatchCreateNewCartLinesFlow',
  access: 'session',
  schema: batchCreateCartLinesSchema,
  response: cartLinesAddedResponseSchema,
  handler: async (input, ctx) => {
    const lines = Array.isArray(input) ? input : input.lines;
    const skus = await cartRepository.skusOnSite(
      ctx.db,
      ctx.site,
      lines.map((l) => l.sku.id),
    );
    const bySku = new Map(skus.map((s) => [s.sku_id, s]));
    const missing = lines.findIndex((l) => !bySku.has(l.sku.id));
    if (missing >= 0) {
      throw new AppError('ITEM_SOLD_OUT', 'cart.skuUnavailable', {}, [
        { path: `${Array.isArray(input) ? '' : 'lines.'}${missing}.sku.id`, message: 'cart.skuUnavailable' },
      ]);
    }
    const prefix = Array.isArray(input) ? '' : 'lines.';
    // Whole pieces, weight in the sku's adjust step.
    const steps: number[] = [];
    const unitFields = lines.flatMap((l, i) => {
      const step = bySku.get(l.sku.id)!.adjust_step;
      const message = qtyUnitError(l.skuQty, step);
      if (!message) return [];
      steps.push(Number(step));
      return [{ path: `${prefix}${i}.skuQty`, message }];
    });
    if (unitFields.length)
      throw new AppError('INVALID_DATA', 'errors.invalidData', { step: steps[0] }, unitFields);
    await ctx.db.tx(async (q) => {
      const added = await cartRepository.addLines(
        q,
        ctx.user.id,
        ctx.site,
        lines.map((l) => {
          const sku = bySku.get(l.sku.id)!;
          return {
            skuId: sku.sku_id,
            shopId: sku.shop_id,
            qty: l.skuQty,
            type: l.cartLineTypeDict,
            snapshotMinor: sku.sale_minor,
          };
        }),
        CART_LINE_QTY_MAX,
      );
      // A line that would pass the maximum refuses the whole batch (the transaction rolls back).
      const over = lines.flatMap((l, i) =>
        added.has(l.sku.id) ? [] : [{ path: `${prefix}${i}.skuQty`, message: CART_ERRORS.qtyMax }],
      );
      if (over.length)
        throw new AppError('INVALID_DATA', CART_ERRORS.qtyMax, { max: CART_LINE_QTY_MAX }, over);
    });
    return { count: lines.length, quantity: lines.reduce((n, l) => n + l.skuQty, 0) };
  },
});

/** The buyer's cart on the current storefront, grouped by shop in order, with live prices. */
export const queryCartLines = defineCall({
  kind: 'flow',
  name: '{host}_trade_QueryCartLinesFlow',
  access: 'session',
  schema: z.object({}),
  response: cartLinesResponseSchema,
  handler: async (_input, ctx) => {
    const rows = await cartLinesRepository.list(ctx.db, ctx.user.id, ctx.site);
    return cartView(rows, ctx.site, await cartExtraPoints(ctx.db, ctx.user.id));
  },
});

export const updateCartLine = defineCall({
  kind: 'flow',
  name: '{host}_trade_UpdateCartLineFlow',
  access: 'session',
  schema: updateCartLineSchema,
  response: cartLineChangedResponseSchema,
  handler: async (input, ctx) => {
    if (input.skuQty !== undefined) {
      const step = await cartLinesRepository.stepOf(ctx.db, ctx.user.id, input.id);
      if (step === undefined) throw notFound();
      const message = qtyUnitError(input.skuQty, step);
      if (message)
        throw new AppError('INVALID_DATA', 'errors.invalidData', { step: Number(step) }, [
          { path: 'skuQty', message },
        ]);
    }
    if (
      !(await cartLinesRepository.update(ctx.db, ctx.user.id, input.id, {
        qty: input.skuQty,
        isSelected: input.isSelected,
      }))
    ) {
      throw notFound();
    }
    return { id: input.id };
  },
});

export const deleteCartLines = defineCall({
  kind: 'flow',
  name: '{host}_trade_DeleteCartLinesFlow',
  access: 'session',
  schema: deleteCartLinesSchema,
  response: cartLinesDeletedResponseSchema,
  handler: async (input, ctx) => ({
    deleted: await cartLinesRepository.remove(ctx.db, ctx.user.id, input.ids),
  }),
});

export const selectAllCartLines = defineCall({
  kind: 'flow',
  name: '{host}_trade_SelectAllCartLinesFlow',
  access: 'session',
  schema: selectAllCartLinesSchema,
  response: cartSelectAllResponseSchema,
  handler: async (input, ctx) => {
    await cartLinesRepository.selectAll(ctx.db, ctx.user.id, ctx.site, input.isSelected);
    return { isSelected: input.isSelected };
  },
});

export function registerCartCalls(calls: CallRegistry) {
  calls.register(
    batchCreateNewCartLines,
    queryCartLines,
    updateCartLine,
    deleteCartLines,
    selectAllCartLines,
  );
}
