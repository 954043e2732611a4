import {
  type CashierChannel,
  type ChannelContext,
  type CurrentUser,
  filterChannels,
  type PayChannelConfig,
  type RenderCashier,
  type RenderCashierInput,
  SITES,
  STOREFRONT_CHANNELS,
} from '@kontor/domain';
import type { Queryable } from '../../platform/db/index.ts';
import { notFound } from '../../platform/errors.ts';
import { contractPaymentFacts } from '../orders/orders-service.ts';

const toChannel = (c: PayChannelConfig, order: number): CashierChannel => ({
  channelCode: c.channelCode,
  channelName: c.channelName,
  method: c.method,
  payLaterVariant: c.payLaterVariant,
  anonymous: c.anonymous,
  logos: [...c.logos],
  paymentMethods: [{ type: c.method }],
  configMap: { type: c.method, name: c.channelName, order, holdName: c.holdName },
});

/**
 * pay_RenderCashierNoOrderFlow: the storefront's channel table filtered by every rule of spec §5 that
 * the server can judge. With a contract (ours, decision 037) its payable amount, shipping address and
 * points use decide; without one only what is known (guest, region given as excludeCountry) does.
 * Whether the device has a wallet only the browser knows: it applies the same function again.
 */
export async function renderCashier(
  q: Queryable,
  user: CurrentUser | null,
  input: RenderCashierInput,
): Promise<RenderCashier> {
  const storefrontCountry = SITES[input.site].country;
  const ctx: ChannelContext = {
    isGuest: !user || user.isTourist,
    deviceWalletSupported: null,
    payableMinor: null,
    shippingAddress: input.excludeCountry ? { country: input.excludeCountry.toUpperCase() } : null,
    pointsPayment: false,
    storefrontCountry,
  };
  if (input.tradeContractId !== undefined) {
    const facts = user ? await contractPaymentFacts(q, user.id, input.tradeContractId) : undefined;
    if (!facts) throw notFound();
    ctx.payableMinor = Number(facts.need_pay_minor);
    ctx.shippingAddress = facts.selected_address
      ? { company: facts.selected_address.company ?? null, country: facts.selected_address.country ?? null }
      : null;
    ctx.pointsPayment = facts.points_payment;
  }
  const { channels, preferred } = filterChannels(STOREFRONT_CHANNELS[input.site], ctx);
  // Groups by method family in the order their first channel comes (the preferred one's group first).
  const groups = new Map<string, RenderCashier['payChannelGroups'][number]>();
  channels.forEach((c, order) => {
    let group = groups.get(c.method);
    if (!group) {
      group = { configMap: { type: c.method, order: groups.size }, payChannels: [] };
      groups.set(c.method, group);
    }
    group.payChannels.push(toChannel(c, order));
  });
  return { payChannelGroups: [...groups.values()], preferredChannel: preferred };
}
