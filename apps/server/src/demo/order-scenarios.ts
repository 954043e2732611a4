import { ANNA_ADDRESSES, annaAddressFor, BEN_ADDRESSES } from './addresses.ts';
import type { ContractPlan, DisplayStatus, LinePlan, OrderPlan } from './order-plan.ts';

/**
 * The demo buyers' order histories: every display status, every special kind of order (pre-sale,
 * merged checkout, points mall, service, gift card, DIY bundle, weight item, insurance, pick-up),
 * spread over about fourteen months and several storefronts.
 */
const one = (status: DisplayStatus, lines: LinePlan[], extra: Partial<OrderPlan> = {}): OrderPlan[] => [
  { status, lines, ...extra },
];
const anna = (
  site: ContractPlan['site'],
  daysAgo: number,
  orders: OrderPlan[],
  extra: Partial<ContractPlan> = {},
): ContractPlan => ({
  buyer: 'anna',
  site,
  daysAgo,
  address: annaAddressFor(site),
  orders,
  ...extra,
});
const ben = (
  site: ContractPlan['site'],
  daysAgo: number,
  orders: OrderPlan[],
  extra: Partial<ContractPlan> = {},
): ContractPlan => ({
  buyer: 'ben',
  site,
  daysAgo,
  address: site === 'UK' ? BEN_ADDRESSES.home : BEN_ADDRESSES.hamburg,
  orders,
  ...extra,
});

const WELCOME = { name: 'WELCOME20', desc: '€20 off your first desk order', eur: 20 };
const AUTUMN = { name: 'Autumn seating week', desc: '10 % off all task chairs', pct: 0.1 };
const BUNDLE = { name: 'DIY bundle saving', desc: '10 % off when you build your workstation', pct: 0.1 };
const GROUP_DEAL = { name: 'Group deal', desc: '15 % off when three buy together', pct: 0.15 };
const OFFICE = { name: 'Office move-in offer', desc: '5 % off orders over €500', pct: 0.05 };

export const ANNA_CONTRACTS: ContractPlan[] = [
  // Waiting for payment: one about to expire, one with a payment still pending, one merged checkout of three shops.
  anna('DE', 0.98, one('PENDING_PAY', [{ item: 'nordwerk-flow-pro' }]), {
    payDeadlineInMinutes: 30,
    channel: 'PAYPAL',
  }),
  anna(
    'DE',
    0.17,
    one('PENDING_PAY', [{ item: 'sitzgut-ergo-mesh', sku: 1 }, { item: 'sitzgut-footrest' }], {
      shippingEur: 4.9,
    }),
    {
      payDeadlineInMinutes: 20 * 60,
      payment: 'PENDING',
      channel: 'KLARNA',
    },
  ),
  anna(
    'DE',
    0.04,
    [
      { status: 'PENDING_PAY', lines: [{ item: 'lift-riser-duo' }] },
      { status: 'PENDING_PAY', lines: [{ item: 'lumen-arc-task', sku: 2 }], shippingEur: 4.9 },
      {
        status: 'PENDING_PAY',
        lines: [{ item: 'stilla-desk-screen', sku: 1 }, { item: 'stilla-hex' }],
        shippingEur: 6.9,
      },
    ],
    { payDeadlineInMinutes: 23 * 60 },
  ),
  anna(
    'DE',
    0.3,
    one('PENDING_PAY', [{ item: 'lumen-mini', sku: 1 }, { item: 'lumen-desk-mat' }], { shippingEur: 4.9 }),
    {
      payDeadlineInMinutes: 3 * 60 + 50,
      channel: 'CARD',
    },
  ),
  anna('UK', 0.5, one('PENDING_PAY', [{ item: 'sitzgut-ergo-mesh', sku: 2 }]), {
    payDeadlineInMinutes: 12 * 60,
  }),
  // Pre-sale: deposit due; deposit paid with the balance window open; deposit paid, window not yet open.
  anna('DE', 0.08, one('PENDING_DEPOSIT', [{ item: 'nordwerk-executive' }], { presale: 'DEPOSIT' }), {
    payDeadlineInMinutes: 22 * 60,
  }),
  anna(
    'DE',
    6,
    one('PENDING_BALANCE', [{ item: 'nordwerk-studio-l' }], { presale: 'DEPOSIT', balanceOpen: true }),
  ),
  anna(
    'UK',
    3,
    one('PENDING_BALANCE', [{ item: 'hallwood-sideboard', sku: 1 }], {
      presale: 'DEPOSIT',
      balanceOpen: false,
    }),
  ),

  // Paid, waiting for the seller (shops 1, 2, 3, 4, 5 and the frozen shop 6).
  anna(
    'DE',
    1,
    one('UN_DELIVERY', [{ item: 'nordwerk-flow-one', sku: 1 }, { item: 'lift-riser-laptop' }], {
      coupon: WELCOME,
    }),
  ),
  anna(
    'DE',
    2,
    one(
      'UN_DELIVERY',
      [
        { item: 'sitzgut-task', sku: 2, qty: 2 },
        { item: 'sitzgut-footrest' },
        { item: 'sitzgut-footrest', sku: 1, gift: true },
      ],
      { promotion: AUTUMN, coupon: { name: 'KONTOR10', desc: '€10 newsletter voucher', eur: 10 } },
    ),
    { payment: 'FAILED_THEN_OK', channel: 'CARD', billing: ANNA_ADDRESSES.billing },
  ),
  anna('DE', 3, one('UN_DELIVERY', [{ item: 'delivery-install' }], { service: true })),
  anna('DE', 5, one('UN_DELIVERY', [{ item: 'nordwerk-kids-grow', sku: 1 }], { presale: 'FULL_PAYMENT' })),
  anna('DE', 9, one('UN_DELIVERY', [{ item: 'hallwood-oval' }], { presale: 'DEPOSIT', shippingEur: 49 }), {
    address: ANNA_ADDRESSES.office,
    billing: ANNA_ADDRESSES.billing,
  }),
  anna(
    'DE',
    1.5,
    one(
      'UN_DELIVERY',
      [
        { item: 'stilla-felt-kg', sku: 2, qty: 2.5 },
        { item: 'stilla-wall-panel', sku: 1 },
      ],
      { shippingEur: 5.9 },
    ),
  ),
  anna(
    'UK',
    4,
    one('UN_DELIVERY', [{ item: 'points-mug', sku: 1 }, { item: 'points-cable-kit' }], { pointsMall: true }),
  ),

  // Shipped, waiting for the buyer: one package; two partial packages; insured; UK.
  anna('DE', 5, one('UN_RECEIVED', [{ item: 'nordwerk-bamboo-top', sku: 1 }], { shippedDaysAgo: 2 })),
  anna(
    'DE',
    7,
    one(
      'UN_RECEIVED',
      [{ item: 'sitzgut-ergo-mesh' }, { item: 'sitzgut-task', qty: 2 }, { item: 'sitzgut-saddle', sku: 1 }],
      {
        shipments: [
          [
            [0, 1],
            [1, 1],
          ],
          [
            [1, 1],
            [2, 1],
          ],
        ],
        shippedDaysAgo: 4,
      },
    ),
    { address: ANNA_ADDRESSES.office, billing: ANNA_ADDRESSES.billing },
  ),
  anna(
    'DE',
    6,
    one('UN_RECEIVED', [{ item: 'lumen-studio-floor' }, { item: 'lumen-arc-task' }], {
      insurance: true,
      shippedDaysAgo: 3,
    }),
  ),
  anna(
    'DE',
    4,
    one('UN_RECEIVED', [{ item: 'stilla-ceiling', sku: 1 }], { shippedDaysAgo: 1, shippingEur: 9.9 }),
  ),
  anna('UK', 6, one('UN_RECEIVED', [{ item: 'hallwood-bookcase' }], { shippedDaysAgo: 1, shippingEur: 19 })),

  // Finished: reviewed, waiting for reviews, bundles, gift cards, pick-up, points, other storefronts.
  anna(
    'DE',
    10,
    one('COMPLETE', [{ item: 'nordwerk-flow-compact', sku: 1 }, { item: 'lift-riser-compact' }]),
  ),
  anna(
    'DE',
    20,
    one('COMPLETE', [{ item: 'deskhaus-arm-single' }, { item: 'deskhaus-laptop-stand' }], {
      comment: 'EVALUATED',
      shippingEur: 4.9,
    }),
  ),
  anna(
    'DE',
    35,
    one(
      'COMPLETE',
      [
        { item: 'lumen-clamp', sku: 2 },
        { item: 'lumen-mini', qty: 2 },
      ],
      { shippingEur: 4.9 },
    ),
  ),
  anna(
    'DE',
    60,
    one(
      'COMPLETE',
      [
        { item: 'sitzgut-visitor', qty: 2 },
        { item: 'sitzgut-active-stool', sku: 1 },
        { item: 'sitzgut-footrest' },
      ],
      {
        pointsUsed: 500,
      },
    ),
    { payment: 'FAILED_THEN_OK', channel: 'CARD' },
  ),
  anna(
    'DE',
    90,
    one(
      'COMPLETE',
      [{ item: 'diy-workstation', parts: [{ item: 'nordwerk-worktop' }, { item: 'nordwerk-cable-tray' }] }],
      { promotion: BUNDLE, shippingEur: 29 },
    ),
  ),
  anna('DE', 45, one('COMPLETE', [{ item: 'kontor-gift-card', sku: 1, qty: 3 }], { giftCard: true })),
  anna('DE', 120, one('COMPLETE', [{ item: 'lumen-bow-floor' }], { pickUp: true, comment: 'EVALUATED' })),
  anna('NL', 75, one('COMPLETE', [{ item: 'points-lamp' }], { pointsMall: true })),
  anna(
    'SE',
    150,
    one(
      'COMPLETE',
      [
        { item: 'stilla-hex', qty: 2 },
        { item: 'stilla-felt-kg', qty: 1.5 },
      ],
      { shippingEur: 7.9 },
    ),
  ),
  anna('PL', 200, one('COMPLETE', [{ item: 'deskhaus-arm-dual' }], { comment: 'EVALUATED' })),
  anna(
    'FR',
    240,
    one('COMPLETE', [{ item: 'sitzgut-executive' }, { item: 'sitzgut-footrest', sku: 1 }], {
      comment: 'PARTIAL',
      autoConfirmed: true,
    }),
  ),
  anna(
    'IT',
    300,
    one('COMPLETE', [{ item: 'lumen-line-led' }, { item: 'lumen-desk-mat', sku: 1 }], { shippingEur: 5.9 }),
  ),
  anna('ES', 330, one('COMPLETE', [{ item: 'hallwood-round', sku: 1 }], { shippingEur: 39 })),
  anna(
    'UK',
    180,
    one('COMPLETE', [{ item: 'hallwood-pedestal' }, { item: 'hallwood-boxes', sku: 1, qty: 2 }], {
      shippingEur: 9.9,
    }),
  ),
  anna(
    'DE',
    400,
    one('COMPLETE', [{ item: 'nordwerk-flow-pro', sku: 2 }, { item: 'nordwerk-huddle-table' }], {
      promotion: OFFICE,
      shipments: [[[0, 1]], [[1, 1]]],
      autoConfirmed: true,
    }),
    { address: ANNA_ADDRESSES.office, billing: ANNA_ADDRESSES.billing },
  ),

  // Never paid, or paid and taken back.
  anna('DE', 50, one('CLOSED', [{ item: 'sitzgut-kids', sku: 2 }]), { payment: 'FAILED' }),
  anna('DE', 100, one('CLOSED', [{ item: 'hallwood-locker' }], { shippingEur: 29 })),
  anna(
    'DE',
    15,
    one('CANCELED', [{ item: 'deskhaus-organiser' }], { cancelReason: 'Found it cheaper elsewhere' }),
  ),
  anna('UK', 70, one('CANCELED', [{ item: 'lumen-pendant' }], { cancelReason: 'Ordered the wrong colour' })),
  anna(
    'DE',
    25,
    one('CANCEL_ALL', [{ item: 'stilla-phone-booth' }], { cancelReason: 'Delivery time too long' }),
  ),
  anna(
    'DE',
    130,
    one('CANCEL_ALL', [{ item: 'lift-riser-electric' }], { cancelReason: 'Ordered by mistake' }),
  ),
];

/**
 * Added after the first histories (loaded after every other contract, so the rest of the demo stays
 * as it was): orders received within the EU withdrawal period, and more paid orders not yet shipped
 * for the journeys that use one up (shipping, cancelling after payment, cancelling before delivery).
 */
export const ANNA_LATER_CONTRACTS: ContractPlan[] = [
  // Received 2 and 5 days ago: withdrawal from the contract is offered (12 and 9 days left).
  anna(
    'DE',
    6,
    one('COMPLETE', [{ item: 'lumen-clamp', sku: 1 }, { item: 'lumen-desk-mat' }], {
      receivedDaysAgo: 2,
      shippingEur: 4.9,
    }),
  ),
  anna(
    'DE',
    9,
    one('COMPLETE', [{ item: 'stilla-hex', sku: 2 }, { item: 'stilla-wall-panel' }], { receivedDaysAgo: 5 }),
  ),
  // Paid, not shipped: two single pieces and two with two lines.
  anna('DE', 0.6, one('UN_DELIVERY', [{ item: 'lumen-mini', sku: 2 }])),
  anna('DE', 0.7, one('UN_DELIVERY', [{ item: 'nordwerk-cable-tray', sku: 1 }])),
  anna('DE', 0.8, one('UN_DELIVERY', [{ item: 'hallwood-boxes' }, { item: 'hallwood-media' }])),
  anna(
    'DE',
    0.9,
    one('UN_DELIVERY', [
      { item: 'sitzgut-footrest', sku: 1 },
      { item: 'lumen-arc-task', sku: 1 },
    ]),
  ),
  // A paid group-buy order (decision 062): its group waits for a third member, the share link invites.
  anna(
    'DE',
    2.5,
    one('UN_DELIVERY', [{ item: 'sitzgut-task', sku: 1 }], { groupBuy: true, promotion: GROUP_DEAL }),
  ),
];

export const BEN_CONTRACTS: ContractPlan[] = [
  ben('DE', 0.1, one('PENDING_PAY', [{ item: 'sitzgut-mesh-lite' }]), { payDeadlineInMinutes: 21 * 60 }),
  ben('DE', 2, one('UN_DELIVERY', [{ item: 'nordwerk-frame-duo', sku: 1 }])),
  ben('UK', 5, one('UN_RECEIVED', [{ item: 'hallwood-cube' }], { shippedDaysAgo: 2, shippingEur: 9.9 })),
  ben('UK', 40, one('COMPLETE', [{ item: 'deskhaus-arm-heavy' }, { item: 'deskhaus-wrist-rest' }])),
  ben('DE', 95, one('COMPLETE', [{ item: 'lumen-arc-task' }], { comment: 'EVALUATED', shippingEur: 4.9 })),
];
