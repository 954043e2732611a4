import {
  addressDeletedResponseSchema,
  addressListResponseSchema,
  addressResponseSchema,
} from '@kontor/domain/addresses/address-responses';
import {
  addressIdSchema,
  createAddressSchema,
  queryAddressListSchema,
  updateAddressSchema,
} from '@kontor/domain/addresses/address-schemas';
import { type CallRegistry, defineCall } from '../../platform/rpc.ts';
import { addressDto } from './addresses-dto.ts';
import {
  checkAddress,
  createAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './addresses-service.ts';

/**
 * The address book (spec §7 "Cards, addresses, regions"; decision 025). Shipping and billing
 * addresses share the calls (`addressType`); delete and set-default are named as decision 006 names
 * calls the spec does not show. Any session may keep addresses (a guest checks out too).
 */

export const queryShippingAddressList = defineCall({
  kind: 'flow',
  name: 'customer_QueryShippingAddressListFlow',
  access: 'session',
  schema: queryAddressListSchema,
  response: addressListResponseSchema,
  handler: async (input, ctx) => (await listAddresses(ctx.db, ctx.user.id, input)).map(addressDto),
});

export const createShippingAddress = defineCall({
  kind: 'flow',
  name: 'customer_CreateShippingAddressFlow',
  access: 'session',
  schema: createAddressSchema,
  response: addressResponseSchema,
  handler: async (input, ctx) => {
    const address = checkAddress(input, input.site ?? ctx.site, input.addressType);
    return addressDto(await createAddress(ctx.db, ctx.user.id, address));
  },
});

export const updateShippingAddress = defineCall({
  kind: 'flow',
  name: 'customer_UpdateShippingAddressFlow',
  access: 'session',
  schema: updateAddressSchema,
  response: addressResponseSchema,
  handler: async (input, ctx) => {
    const address = checkAddress(input, input.site ?? ctx.site, input.addressType);
    return addressDto(await updateAddress(ctx.db, ctx.user.id, input.id, address));
  },
});

export const deleteShippingAddress = defineCall({
  kind: 'flow',
  name: '{host}_customer_DeleteShippingAddressFlow',
  access: 'session',
  schema: addressIdSchema,
  response: addressDeletedResponseSchema,
  handler: async (input, ctx) => {
    await deleteAddress(ctx.db, ctx.user.id, input.id);
    return { id: input.id };
  },
});

export const setDefaultShippingAddress = defineCall({
  kind: 'flow',
  name: '{host}_customer_SetDefaultShippingAddressFlow',
  access: 'session',
  schema: addressIdSchema,
  response: addressResponseSchema,
  handler: async (input, ctx) => addressDto(await setDefaultAddress(ctx.db, ctx.user.id, input.id)),
});

export function registerAddressesCalls(calls: CallRegistry) {
  calls.register(
    queryShippingAddressList,
    createShippingAddress,
    updateShippingAddress,
    deleteShippingAddress,
    setDefaultShippingAddress,
  );
}
