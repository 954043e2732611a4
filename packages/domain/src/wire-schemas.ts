import { z } from 'zod';

/**
 * Building blocks of the response schemas (decision 013). They describe the JSON the server sends,
 * so they carry no transforms: a response schema's input and output types are the same.
 */

/** Money on the wire (DESIGN §4): `{"value": "12.50", "currency": "EUR"}`. */
export const moneySchema = z.strictObject({
  value: z.string().regex(/^-?\d+\.\d{2}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
});

/** An id on the wire: a positive integer. */
export const idOutSchema = z.number().int().positive();

/** A timestamp on the wire: ISO 8601 UTC. */
export const isoTimeSchema = z.iso.datetime({ offset: true });

/** Epoch milliseconds (fields named `*Millis`). */
export const millisSchema = z.number().int();

/** A count: a whole number, zero or more. */
export const countSchema = z.number().int().nonnegative();

/** A page of a list: `{data: [...], total}`. */
export const pagedSchema = <T extends z.ZodType>(item: T) =>
  z.strictObject({ data: z.array(item), total: countSchema });

/** Calls that answer nothing (`"data": null`). */
export const nullResponseSchema = z.null();

/** A quantity on the wire: zero or more, in steps of the line's unit (weights have decimals). */
export const qtyOutSchema = z.number().nonnegative();

/** A calendar date on the wire: `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

/** A SKU attribute as orders, carts and after-sales show it. */
export const skuAttributeSchema = z.strictObject({ attrKey: z.string(), attrVal: z.string() });
export type SkuAttribute = z.infer<typeof skuAttributeSchema>;

/** Attached files (`{files: [{url}]}`): invoices, review and after-sales images. */
export const filesSchema = z.strictObject({ files: z.array(z.strictObject({ url: z.string().min(1) })) });
