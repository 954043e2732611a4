import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_CODES, SITES } from '../sites.ts';
import {
  type ChannelContext,
  channelHiddenBy,
  filterChannels,
  PAY_LATER_OTHER_EXCLUDED_REGIONS,
  type PayChannelConfig,
  preferredChannel,
} from './channel-filter.ts';
import { STOREFRONT_CHANNELS, storefrontPaymentLogos } from './channel-table.ts';

const channel = (over: Partial<PayChannelConfig>): PayChannelConfig => ({
  channelCode: over.channelCode ?? `C_${over.method ?? 'card'}_${over.payLaterVariant ?? ''}`,
  channelName: 'x',
  method: 'card',
  payLaterVariant: null,
  anonymous: true,
  holdName: false,
  logos: [],
  ...over,
});

const card = channel({ channelCode: 'CARD', method: 'card' });
const hosted = channel({ channelCode: 'HOSTED', method: 'hosted_checkout' });
const wallet = channel({ channelCode: 'WALLET', method: 'wallet' });
const device = channel({ channelCode: 'DEVICE', method: 'device_wallet' });
const payLaterA = channel({ channelCode: 'PL_A', method: 'pay_later', payLaterVariant: 'A' });
const payLaterB = channel({ channelCode: 'PL_B', method: 'pay_later', payLaterVariant: 'B' });
const payLaterOther = channel({ channelCode: 'PL_O', method: 'pay_later', payLaterVariant: 'OTHER' });
const bank = channel({ channelCode: 'BANK', method: 'bank_reference' });
const membersOnly = channel({ channelCode: 'MEMBERS', method: 'card', anonymous: false });
const ALL = [card, hosted, wallet, device, payLaterA, payLaterB, payLaterOther, bank, membersOnly];

const ctx = (over: Partial<ChannelContext> = {}): ChannelContext => ({
  isGuest: false,
  deviceWalletSupported: true,
  payableMinor: 50_000,
  shippingAddress: { company: 'Kontor GmbH', country: 'DE' },
  pointsPayment: false,
  storefrontCountry: 'DE',
  ...over,
});

const codes = (c: ChannelContext) => filterChannels(ALL, c).channels.map((x) => x.channelCode);

describe('channel filters (spec §5)', () => {
  it('offers every channel when no rule applies', () => {
    expect(new Set(codes(ctx()))).toEqual(new Set(ALL.map((c) => c.channelCode)));
  });

  it('shows guests only the channels flagged anonymous', () => {
    expect(channelHiddenBy(membersOnly, ctx({ isGuest: true }))).toBe('guest');
    expect(channelHiddenBy(membersOnly, ctx({ isGuest: false }))).toBeNull();
    const guest = codes(ctx({ isGuest: true }));
    expect(guest).not.toContain('MEMBERS');
    expect(guest).toContain('CARD');
    // The rule holds for every channel, whatever else is true.
    fc.assert(
      fc.property(fc.constantFrom(...ALL), fc.boolean(), (c, anonymous) => {
        const hidden = channelHiddenBy({ ...c, anonymous }, ctx({ isGuest: true }));
        return anonymous ? hidden !== 'guest' : hidden === 'guest';
      }),
    );
  });

  it('offers the device wallet only where the device supports it; the server, not knowing, keeps it', () => {
    expect(channelHiddenBy(device, ctx({ deviceWalletSupported: false }))).toBe('device_wallet_unsupported');
    expect(channelHiddenBy(device, ctx({ deviceWalletSupported: true }))).toBeNull();
    expect(channelHiddenBy(device, ctx({ deviceWalletSupported: null }))).toBeNull();
    // Other methods do not care about the device.
    expect(channelHiddenBy(wallet, ctx({ deviceWalletSupported: false }))).toBeNull();
  });

  it('hides pay-later variant A when the payable amount exceeds 1000 (1000.00 is still offered)', () => {
    expect(channelHiddenBy(payLaterA, ctx({ payableMinor: 100_000 }))).toBeNull();
    expect(channelHiddenBy(payLaterA, ctx({ payableMinor: 100_001 }))).toBe('pay_later_a_amount');
    expect(channelHiddenBy(payLaterA, ctx({ payableMinor: null }))).toBeNull();
    // Only variant A has that ceiling.
    expect(channelHiddenBy(payLaterB, ctx({ payableMinor: 900_000 }))).toBeNull();
  });

  it('hides the business variant B when the shipping address has no company', () => {
    expect(channelHiddenBy(payLaterB, ctx())).toBeNull();
    for (const company of [null, undefined, '', '   ']) {
      expect(channelHiddenBy(payLaterB, ctx({ shippingAddress: { company, country: 'DE' } }))).toBe(
        'pay_later_b_no_company',
      );
    }
    expect(channelHiddenBy(payLaterB, ctx({ shippingAddress: null }))).toBe('pay_later_b_no_company');
    expect(channelHiddenBy(payLaterA, ctx({ shippingAddress: { company: null } }))).toBeNull();
  });

  it('hides the bank-reference method above 2500', () => {
    expect(channelHiddenBy(bank, ctx({ payableMinor: 250_000 }))).toBeNull();
    expect(channelHiddenBy(bank, ctx({ payableMinor: 250_001 }))).toBe('bank_reference_amount');
    expect(channelHiddenBy(bank, ctx({ payableMinor: null }))).toBeNull();
    expect(channelHiddenBy(card, ctx({ payableMinor: 99_999_999 }))).toBeNull();
  });

  it('hides the other pay-later provider for points payment and in IE, PT, LU, BE, AT', () => {
    expect(channelHiddenBy(payLaterOther, ctx())).toBeNull();
    expect(channelHiddenBy(payLaterOther, ctx({ pointsPayment: true }))).toBe('pay_later_other_points');
    for (const country of PAY_LATER_OTHER_EXCLUDED_REGIONS) {
      expect(channelHiddenBy(payLaterOther, ctx({ shippingAddress: { company: null, country } }))).toBe(
        'pay_later_other_region',
      );
      expect(
        channelHiddenBy(payLaterOther, ctx({ shippingAddress: { country: country.toLowerCase() } })),
      ).toBe('pay_later_other_region');
    }
    expect([...PAY_LATER_OTHER_EXCLUDED_REGIONS].sort()).toEqual(['AT', 'BE', 'IE', 'LU', 'PT']);
    // Without an address the storefront's country decides.
    expect(channelHiddenBy(payLaterOther, ctx({ shippingAddress: null, storefrontCountry: 'AT' }))).toBe(
      'pay_later_other_region',
    );
    expect(
      channelHiddenBy(payLaterOther, ctx({ shippingAddress: null, storefrontCountry: 'DE' })),
    ).toBeNull();
    // Points payment and the regions concern only that provider.
    expect(channelHiddenBy(payLaterA, ctx({ pointsPayment: true }))).toBeNull();
    expect(channelHiddenBy(payLaterA, ctx({ shippingAddress: { company: 'x', country: 'AT' } }))).toBeNull();
  });

  it('hides a channel exactly when some rule says so (random contexts)', () => {
    const contexts = fc.record({
      isGuest: fc.boolean(),
      deviceWalletSupported: fc.constantFrom(true, false, null),
      payableMinor: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
      shippingAddress: fc.option(
        fc.record({
          company: fc.option(fc.constantFrom('', 'ACME'), { nil: null }),
          country: fc.constantFrom('DE', 'AT', 'IE', 'FR', 'GB'),
        }),
        { nil: null },
      ),
      pointsPayment: fc.boolean(),
      storefrontCountry: fc.constantFrom(...SITE_CODES.map((s) => SITES[s].country)),
    });
    fc.assert(
      fc.property(contexts, (c) => {
        const { channels } = filterChannels(ALL, c);
        for (const ch of ALL) {
          const expectHidden =
            (c.isGuest && !ch.anonymous) ||
            (ch.method === 'device_wallet' && c.deviceWalletSupported === false) ||
            (ch.payLaterVariant === 'A' && c.payableMinor !== null && c.payableMinor > 100_000) ||
            (ch.payLaterVariant === 'B' && !c.shippingAddress?.company) ||
            (ch.payLaterVariant === 'OTHER' &&
              (c.pointsPayment ||
                ['IE', 'PT', 'LU', 'BE', 'AT'].includes(
                  c.shippingAddress?.country ?? c.storefrontCountry,
                ))) ||
            (ch.method === 'bank_reference' && c.payableMinor !== null && c.payableMinor > 250_000);
          expect(channels.includes(ch)).toBe(!expectHidden);
        }
        // Nothing is offered twice.
        expect(new Set(channels).size).toBe(channels.length);
      }),
    );
  });
});

describe('the preferred channel (spec §2)', () => {
  it('is the wallet in Germany, the hosted checkout elsewhere, and comes first', () => {
    const de = filterChannels(ALL, ctx({ storefrontCountry: 'DE' }));
    expect(de.preferred).toBe('WALLET');
    expect(de.channels[0]?.channelCode).toBe('WALLET');
    const fr = filterChannels(ALL, ctx({ storefrontCountry: 'FR' }));
    expect(fr.preferred).toBe('HOSTED');
    expect(fr.channels.map((c) => c.channelCode)).toEqual([
      'HOSTED',
      ...ALL.filter((c) => c !== hosted).map((c) => c.channelCode),
    ]);
  });

  it('falls back to the first channel offered, and to none when nothing is', () => {
    expect(preferredChannel([card, bank], 'DE')?.channelCode).toBe('CARD');
    expect(preferredChannel([card, hosted], 'de')?.channelCode).toBe('CARD');
    expect(preferredChannel([], 'UK')).toBeNull();
    expect(filterChannels([membersOnly], ctx({ isGuest: true }))).toEqual({ channels: [], preferred: null });
  });
});

describe('the storefront channel table', () => {
  it('gives every storefront a card channel and a preferred channel of the right kind', () => {
    for (const site of SITE_CODES) {
      const table = STOREFRONT_CHANNELS[site];
      expect(table.some((c) => c.method === 'card')).toBe(true);
      expect(new Set(table.map((c) => c.channelCode)).size).toBe(table.length);
      const first = filterChannels(table, ctx({ storefrontCountry: SITES[site].country })).preferred;
      const method = table.find((c) => c.channelCode === first)?.method;
      expect(method).toBe(site === 'DE' ? 'wallet' : 'hosted_checkout');
      // Guests can always pay with something.
      expect(filterChannels(table, ctx({ isGuest: true })).channels.length).toBeGreaterThan(0);
    }
  });

  it('gives all eight storefronts their logos, each once', () => {
    for (const site of SITE_CODES) {
      const logos = storefrontPaymentLogos(site);
      expect(logos.length).toBeGreaterThan(2);
      expect(new Set(logos).size).toBe(logos.length);
    }
    expect(storefrontPaymentLogos('NL')[0]).toBe('ideal');
    expect(storefrontPaymentLogos('FR')).toContain('cartes_bancaires');
    expect(storefrontPaymentLogos('UK')).not.toContain('ideal');
  });
});
