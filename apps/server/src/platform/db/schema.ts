// GENERATED FILE: do not edit by hand.
// Generated from the SQL migrations (apps/server/migrations/*.sql) by apps/server/scripts/gen-schema.ts;
// after adding a migration run `npm run db:schema -w apps/server`. The migrations stay the one source of
// truth: checks, indexes, unique and foreign keys live there and are not repeated here.

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const appUser = pgTable('app_user', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  email: text('email'),
  phone: text('phone'),
  passwordHash: text('password_hash'),
  nickname: text('nickname').notNull().default(''),
  username: text('username').notNull(),
  avatarUrl: text('avatar_url'),
  isTourist: boolean('is_tourist').notNull().default(false),
  roles: text('roles').array().notNull().default(sql`'{buyer}'::text[]`),
  language: text('language'),
  site: text('site').notNull().default('DE'),
  status: text('status').notNull().default('ACTIVE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type AppUserRow = typeof appUser.$inferSelect;
export type NewAppUserRow = typeof appUser.$inferInsert;

export const captcha = pgTable('captcha', {
  token: text('token').primaryKey(),
  answer: text('answer').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
export type CaptchaRow = typeof captcha.$inferSelect;
export type NewCaptchaRow = typeof captcha.$inferInsert;

export const carrier = pgTable('carrier', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  entityCode: text('entity_code').notNull(),
  entityName: text('entity_name').notNull(),
});
export type CarrierRow = typeof carrier.$inferSelect;
export type NewCarrierRow = typeof carrier.$inferInsert;

export const cartLine = pgTable('cart_line', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  site: text('site').notNull(),
  skuId: bigint('sku_id', { mode: 'number' }).notNull(),
  shopId: bigint('shop_id', { mode: 'number' }).notNull(),
  qty: numeric('qty', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  isSelected: boolean('is_selected').notNull().default(true),
  cartLineTypeDict: text('cart_line_type_dict').notNull().default('NORMAL_SALE_B2C'),
  snapshotMinor: bigint('snapshot_minor', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CartLineRow = typeof cartLine.$inferSelect;
export type NewCartLineRow = typeof cartLine.$inferInsert;

export const category = pgTable('category', {
  code: text('code').primaryKey(),
  sort: integer('sort').notNull().default(0),
});
export type CategoryRow = typeof category.$inferSelect;
export type NewCategoryRow = typeof category.$inferInsert;

export const comment = pgTable('comment', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  topId: bigint('top_id', { mode: 'number' }).notNull(),
  parentId: bigint('parent_id', { mode: 'number' }).notNull().default(sql`'-1'::integer`),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  orderLineId: bigint('order_line_id', { mode: 'number' }).notNull(),
  itemId: bigint('item_id', { mode: 'number' }).notNull(),
  shopId: bigint('shop_id', { mode: 'number' }).notNull(),
  sellerUserId: bigint('seller_user_id', { mode: 'number' }).notNull(),
  commentatorId: bigint('commentator_id', { mode: 'number' }).notNull(),
  postTypeDict: text('post_type_dict').notNull().default('ORDER_LINE'),
  commentatorTypeDict: text('commentator_type_dict').notNull().default('BUYER'),
  content: text('content').notNull(),
  images: text('images').array().notNull().default(sql`'{}'::text[]`),
  rateDict: smallint('rate_dict'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CommentRow = typeof comment.$inferSelect;
export type NewCommentRow = typeof comment.$inferInsert;

export const commentReply = pgTable('comment_reply', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  commentId: bigint('comment_id', { mode: 'number' }).notNull(),
  shopId: bigint('shop_id', { mode: 'number' }).notNull(),
  replierUserId: bigint('replier_user_id', { mode: 'number' }).notNull(),
  content: text('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CommentReplyRow = typeof commentReply.$inferSelect;
export type NewCommentReplyRow = typeof commentReply.$inferInsert;

export const couponCode = pgTable('coupon_code', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  orderLineId: bigint('order_line_id', { mode: 'number' }),
  couponCode: text('coupon_code').notNull(),
  couponsPassword: text('coupons_password'),
  usedStatus: text('used_status').notNull().default('NOT_USED'),
  usedTime: timestamp('used_time', { withTimezone: true }),
});
export type CouponCodeRow = typeof couponCode.$inferSelect;
export type NewCouponCodeRow = typeof couponCode.$inferInsert;

export const deadlineJob = pgTable('deadline_job', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  refId: bigint('ref_id', { mode: 'number' }).notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  doneAt: timestamp('done_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type DeadlineJobRow = typeof deadlineJob.$inferSelect;
export type NewDeadlineJobRow = typeof deadlineJob.$inferInsert;

export const item = pgTable('item', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  shopId: bigint('shop_id', { mode: 'number' }).notNull(),
  categoryCode: text('category_code').notNull(),
  urlKey: text('url_key').notNull(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  description: text('description').notNull().default(''),
  mainImage: text('main_image').notNull(),
  media: text('media').array().notNull().default(sql`'{}'::text[]`),
  businessType: text('business_type').notNull().default('NORMAL'),
  status: text('status').notNull().default('ON_SALE'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ItemRow = typeof item.$inferSelect;
export type NewItemRow = typeof item.$inferInsert;

export const loginFailure = pgTable('login_failure', {
  accountKey: text('account_key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type LoginFailureRow = typeof loginFailure.$inferSelect;
export type NewLoginFailureRow = typeof loginFailure.$inferInsert;

export const logisticsEvent = pgTable('logistics_event', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  carrierCode: text('carrier_code').notNull(),
  waybill: text('waybill').notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  areaName: text('area_name').notNull().default(''),
  context: text('context').notNull(),
  stage: text('stage').notNull(),
});
export type LogisticsEventRow = typeof logisticsEvent.$inferSelect;
export type NewLogisticsEventRow = typeof logisticsEvent.$inferInsert;

export const orderEvent = pgTable('order_event', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  kind: text('kind').notNull(),
  actor: text('actor').notNull().default('SYSTEM'),
  payload: jsonb('payload').notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type OrderEventRow = typeof orderEvent.$inferSelect;
export type NewOrderEventRow = typeof orderEvent.$inferInsert;

export const outboxMessage = pgTable('outbox_message', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  attachmentUrl: text('attachment_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
export type OutboxMessageRow = typeof outboxMessage.$inferSelect;
export type NewOutboxMessageRow = typeof outboxMessage.$inferInsert;

export const packageTable = pgTable('package', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  status: text('status').notNull().default('SEND_DELIVERY'),
  operatorType: text('operator_type').notNull().default('SELLER'),
  carrierId: bigint('carrier_id', { mode: 'number' }),
  serviceCode: text('service_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  signedAt: timestamp('signed_at', { withTimezone: true }),
});
export type PackageRow = typeof packageTable.$inferSelect;
export type NewPackageRow = typeof packageTable.$inferInsert;

export const packageLine = pgTable(
  'package_line',
  {
    packageId: bigint('package_id', { mode: 'number' }).notNull(),
    orderLineId: bigint('order_line_id', { mode: 'number' }).notNull(),
    qty: numeric('qty', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'package_line_pkey', columns: [t.packageId, t.orderLineId] })],
);
export type PackageLineRow = typeof packageLine.$inferSelect;
export type NewPackageLineRow = typeof packageLine.$inferInsert;

export const paymentCustomer = pgTable(
  'payment_customer',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'payment_customer_pkey', columns: [t.userId, t.provider] })],
);
export type PaymentCustomerRow = typeof paymentCustomer.$inferSelect;
export type NewPaymentCustomerRow = typeof paymentCustomer.$inferInsert;

export const paymentOrder = pgTable('payment_order', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  stage: text('stage').notNull().default('FULL'),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  status: text('status').notNull().default('UNPAID'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PaymentOrderRow = typeof paymentOrder.$inferSelect;
export type NewPaymentOrderRow = typeof paymentOrder.$inferInsert;

export const paymentRecord = pgTable('payment_record', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  paymentOrderId: bigint('payment_order_id', { mode: 'number' }).notNull(),
  payUniqueKey: text('pay_unique_key').notNull(),
  recordStatus: text('record_status').notNull(),
  payChannel: text('pay_channel').notNull(),
  businessPayChannelCode: text('business_pay_channel_code'),
  providerReference: text('provider_reference'),
  failedReason: text('failed_reason'),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  provider: text('provider').notNull().default('sandbox'),
  method: text('method'),
  variant: text('variant'),
  captureMethod: text('capture_method').notNull().default('automatic'),
  nextAction: jsonb('next_action'),
  capturedMinor: bigint('captured_minor', { mode: 'number' }).notNull().default(0),
  authExpiresAt: timestamp('auth_expires_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
  buyerId: bigint('buyer_id', { mode: 'number' }),
  savedCardId: bigint('saved_card_id', { mode: 'number' }),
});
export type PaymentRecordRow = typeof paymentRecord.$inferSelect;
export type NewPaymentRecordRow = typeof paymentRecord.$inferInsert;

export const paymentTransition = pgTable('payment_transition', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  paymentRecordId: bigint('payment_record_id', { mode: 'number' }).notNull(),
  fromStatus: text('from_status').notNull(),
  toStatus: text('to_status').notNull(),
  source: text('source').notNull(),
  detail: jsonb('detail').notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type PaymentTransitionRow = typeof paymentTransition.$inferSelect;
export type NewPaymentTransitionRow = typeof paymentTransition.$inferInsert;

export const paymentWebhookEvent = pgTable('payment_webhook_event', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  provider: text('provider').notNull(),
  eventId: text('event_id').notNull(),
  kind: text('kind').notNull(),
  event: jsonb('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp('processed_at', { withTimezone: true }),
  outcome: text('outcome'),
});
export type PaymentWebhookEventRow = typeof paymentWebhookEvent.$inferSelect;
export type NewPaymentWebhookEventRow = typeof paymentWebhookEvent.$inferInsert;

export const rateLimitCounter = pgTable('rate_limit_counter', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
export type RateLimitCounterRow = typeof rateLimitCounter.$inferSelect;
export type NewRateLimitCounterRow = typeof rateLimitCounter.$inferInsert;

export const refund = pgTable('refund', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reverseOrderId: bigint('reverse_order_id', { mode: 'number' }).notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  paymentRecordId: bigint('payment_record_id', { mode: 'number' }),
  attempt: integer('attempt').notNull(),
  idempotencyKey: text('idempotency_key').notNull(),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  provider: text('provider').notNull(),
  providerReference: text('provider_reference'),
  status: text('status').notNull().default('PENDING'),
  failedReason: text('failed_reason'),
  nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});
export type RefundRow = typeof refund.$inferSelect;
export type NewRefundRow = typeof refund.$inferInsert;

export const reverseFulfillment = pgTable('reverse_fulfillment', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reverseOrderId: bigint('reverse_order_id', { mode: 'number' }).notNull(),
  direction: text('direction').notNull(),
  operatorType: text('operator_type').notNull(),
  status: text('status').notNull().default('SEND_DELIVERY'),
  carrierId: bigint('carrier_id', { mode: 'number' }).notNull(),
  serviceCode: text('service_code').notNull(),
  returnMode: text('return_mode'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  signedAt: timestamp('signed_at', { withTimezone: true }),
});
export type ReverseFulfillmentRow = typeof reverseFulfillment.$inferSelect;
export type NewReverseFulfillmentRow = typeof reverseFulfillment.$inferInsert;

export const reverseOrder = pgTable('reverse_order', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  buyerId: bigint('buyer_id', { mode: 'number' }).notNull(),
  shopId: bigint('shop_id', { mode: 'number' }).notNull(),
  type: text('type').notNull(),
  originalType: text('original_type').notNull(),
  status: text('status').notNull(),
  reason: text('reason').notNull(),
  currency: text('currency').notNull(),
  applyRefundMinor: bigint('apply_refund_minor', { mode: 'number' }).notNull().default(0),
  refundMinor: bigint('refund_minor', { mode: 'number' }),
  refundShippingMinor: bigint('refund_shipping_minor', { mode: 'number' }).notNull().default(0),
  sellerRefundShippingMinor: bigint('seller_refund_shipping_minor', { mode: 'number' }),
  returnedPoints: integer('returned_points').notNull().default(0),
  typeChangedBySeller: boolean('type_changed_by_seller').notNull().default(false),
  amountChangedBySeller: boolean('amount_changed_by_seller').notNull().default(false),
  auditRejectReason: text('audit_reject_reason'),
  qcRejectReason: text('qc_reject_reason'),
  returnAddress: jsonb('return_address'),
  refundAttempts: integer('refund_attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});
export type ReverseOrderRow = typeof reverseOrder.$inferSelect;
export type NewReverseOrderRow = typeof reverseOrder.$inferInsert;

export const reverseOrderLine = pgTable('reverse_order_line', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reverseOrderId: bigint('reverse_order_id', { mode: 'number' }).notNull(),
  orderLineId: bigint('order_line_id', { mode: 'number' }).notNull(),
  qty: numeric('qty', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  applyRefundMinor: bigint('apply_refund_minor', { mode: 'number' }).notNull().default(0),
  refundMinor: bigint('refund_minor', { mode: 'number' }).notNull().default(0),
  derivativeSkuId: bigint('derivative_sku_id', { mode: 'number' }),
  derivativeSku: jsonb('derivative_sku'),
});
export type ReverseOrderLineRow = typeof reverseOrderLine.$inferSelect;
export type NewReverseOrderLineRow = typeof reverseOrderLine.$inferInsert;

export const reverseOrderRemark = pgTable('reverse_order_remark', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  reverseOrderId: bigint('reverse_order_id', { mode: 'number' }).notNull(),
  entityType: text('entity_type').notNull(),
  remark: text('remark').notNull().default(''),
  attachments: jsonb('attachments').notNull().default(sql`'[]'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ReverseOrderRemarkRow = typeof reverseOrderRemark.$inferSelect;
export type NewReverseOrderRemarkRow = typeof reverseOrderRemark.$inferInsert;

export const rewardLedger = pgTable('reward_ledger', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  eventType: text('event_type').notNull(),
  sourceType: text('source_type').notNull(),
  sourceId: bigint('source_id', { mode: 'number' }).notNull(),
  orderId: bigint('order_id', { mode: 'number' }),
  growthValue: integer('growth_value').notNull().default(0),
  points: integer('points').notNull().default(0),
  site: text('site'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type RewardLedgerRow = typeof rewardLedger.$inferSelect;
export type NewRewardLedgerRow = typeof rewardLedger.$inferInsert;

export const sandboxPspCard = pgTable('sandbox_psp_card', {
  token: text('token').primaryKey(),
  customerId: text('customer_id'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  behaviour: text('behaviour').notNull(),
  attached: boolean('attached').notNull().default(false),
  detachedAt: timestamp('detached_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SandboxPspCardRow = typeof sandboxPspCard.$inferSelect;
export type NewSandboxPspCardRow = typeof sandboxPspCard.$inferInsert;

export const sandboxPspCustomer = pgTable('sandbox_psp_customer', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SandboxPspCustomerRow = typeof sandboxPspCustomer.$inferSelect;
export type NewSandboxPspCustomerRow = typeof sandboxPspCustomer.$inferInsert;

export const sandboxPspEvent = pgTable('sandbox_psp_event', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  body: jsonb('body').notNull(),
  deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SandboxPspEventRow = typeof sandboxPspEvent.$inferSelect;
export type NewSandboxPspEventRow = typeof sandboxPspEvent.$inferInsert;

export const sandboxPspIdempotency = pgTable('sandbox_psp_idempotency', {
  key: text('key').primaryKey(),
  operation: text('operation').notNull(),
  response: jsonb('response'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SandboxPspIdempotencyRow = typeof sandboxPspIdempotency.$inferSelect;
export type NewSandboxPspIdempotencyRow = typeof sandboxPspIdempotency.$inferInsert;

export const sandboxPspPayment = pgTable('sandbox_psp_payment', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  method: text('method').notNull(),
  variant: text('variant'),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  country: text('country').notNull(),
  captureMethod: text('capture_method').notNull(),
  status: text('status').notNull(),
  clientSecret: text('client_secret').notNull(),
  cardToken: text('card_token'),
  challengeId: text('challenge_id'),
  failureReason: text('failure_reason'),
  capturedMinor: bigint('captured_minor', { mode: 'number' }).notNull().default(0),
  captureCount: integer('capture_count').notNull().default(0),
  authExpiresAt: timestamp('auth_expires_at', { withTimezone: true }),
  customerId: text('customer_id'),
  returnUrl: text('return_url'),
  session: jsonb('session').notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SandboxPspPaymentRow = typeof sandboxPspPayment.$inferSelect;
export type NewSandboxPspPaymentRow = typeof sandboxPspPayment.$inferInsert;

export const sandboxPspSession = pgTable('sandbox_psp_session', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  clientToken: text('client_token').notNull(),
  country: text('country').notNull(),
  authorizationToken: text('authorization_token'),
  status: text('status').notNull().default('open'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SandboxPspSessionRow = typeof sandboxPspSession.$inferSelect;
export type NewSandboxPspSessionRow = typeof sandboxPspSession.$inferInsert;

export const sandboxPspSetup = pgTable('sandbox_psp_setup', {
  id: text('id').primaryKey(),
  reference: text('reference').notNull(),
  customerId: text('customer_id').notNull(),
  status: text('status').notNull(),
  clientSecret: text('client_secret').notNull(),
  cardToken: text('card_token'),
  challengeId: text('challenge_id'),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SandboxPspSetupRow = typeof sandboxPspSetup.$inferSelect;
export type NewSandboxPspSetupRow = typeof sandboxPspSetup.$inferInsert;

export const sandboxRefund = pgTable('sandbox_refund', {
  reference: text('reference').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  paymentRecordId: bigint('payment_record_id', { mode: 'number' }),
  amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  outcome: text('outcome').notNull(),
  failureReason: text('failure_reason'),
  settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type SandboxRefundRow = typeof sandboxRefund.$inferSelect;
export type NewSandboxRefundRow = typeof sandboxRefund.$inferInsert;

export const savedCard = pgTable('saved_card', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  buyerId: bigint('buyer_id', { mode: 'number' }).notNull(),
  provider: text('provider').notNull(),
  status: text('status').notNull().default('SETUP_PENDING'),
  isSave: boolean('is_save').notNull().default(true),
  isDefault: boolean('is_default').notNull().default(false),
  providerSetupId: text('provider_setup_id'),
  providerCustomerId: text('provider_customer_id'),
  payCenterToken: text('pay_center_token'),
  brand: text('brand'),
  last4: text('last4'),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  activatedAt: timestamp('activated_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
export type SavedCardRow = typeof savedCard.$inferSelect;
export type NewSavedCardRow = typeof savedCard.$inferInsert;

export const shop = pgTable('shop', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  sellerUserId: bigint('seller_user_id', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  siteName: text('site_name').notNull(),
  siteAddress: text('site_address').notNull().default(''),
  shopChannelType: text('shop_channel_type').notNull().default('B2C'),
  merchantStatus: text('merchant_status').notNull().default('SELLER'),
  auditStatus: text('audit_status').notNull().default('PASS'),
  returnAddress: jsonb('return_address'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ShopRow = typeof shop.$inferSelect;
export type NewShopRow = typeof shop.$inferInsert;

export const site = pgTable('site', {
  code: text('code').primaryKey(),
  country: text('country').notNull(),
  currency: text('currency').notNull(),
  defaultLanguage: text('default_language').notNull(),
  locale: text('locale').notNull(),
  phoneCodes: text('phone_codes').array().notNull().default(sql`'{}'::text[]`),
  pointsMallEnabled: boolean('points_mall_enabled').notNull().default(false),
});
export type SiteRow = typeof site.$inferSelect;
export type NewSiteRow = typeof site.$inferInsert;

export const sku = pgTable('sku', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  itemId: bigint('item_id', { mode: 'number' }).notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  attributes: jsonb('attributes').notNull().default(sql`'[]'::jsonb`),
  businessTypeDict: text('business_type_dict').notNull().default('NORMAL'),
  unitName: text('unit_name').notNull().default('pc'),
  adjustStep: numeric('adjust_step', { precision: 10, scale: 3, mode: 'number' }).notNull().default(1),
  stock: integer('stock').notNull().default(100),
  pointsPrice: integer('points_price'),
});
export type SkuRow = typeof sku.$inferSelect;
export type NewSkuRow = typeof sku.$inferInsert;

export const skuPrice = pgTable(
  'sku_price',
  {
    skuId: bigint('sku_id', { mode: 'number' }).notNull(),
    site: text('site').notNull(),
    currency: text('currency').notNull(),
    saleMinor: bigint('sale_minor', { mode: 'number' }).notNull(),
    originalMinor: bigint('original_minor', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'sku_price_pkey', columns: [t.skuId, t.site] })],
);
export type SkuPriceRow = typeof skuPrice.$inferSelect;
export type NewSkuPriceRow = typeof skuPrice.$inferInsert;

export const storedFile = pgTable('stored_file', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  ownerUserId: bigint('owner_user_id', { mode: 'number' }).notNull(),
  purpose: text('purpose').notNull(),
  storedName: text('stored_name').notNull(),
  originalName: text('original_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type StoredFileRow = typeof storedFile.$inferSelect;
export type NewStoredFileRow = typeof storedFile.$inferInsert;

export const storedFileShop = pgTable(
  'stored_file_shop',
  {
    storedFileId: bigint('stored_file_id', { mode: 'number' }).notNull(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'stored_file_shop_pkey', columns: [t.storedFileId, t.shopId] })],
);
export type StoredFileShopRow = typeof storedFileShop.$inferSelect;
export type NewStoredFileShopRow = typeof storedFileShop.$inferInsert;

export const tradeContract = pgTable('trade_contract', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  buyerId: bigint('buyer_id', { mode: 'number' }).notNull(),
  site: text('site').notNull(),
  currency: text('currency').notNull(),
  notFirstTime: boolean('not_first_time').notNull().default(false),
  selectedAddress: jsonb('selected_address'),
  billingAddress: jsonb('billing_address'),
  needPayMinor: bigint('need_pay_minor', { mode: 'number' }).notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type TradeContractRow = typeof tradeContract.$inferSelect;
export type NewTradeContractRow = typeof tradeContract.$inferInsert;

export const tradeOrder = pgTable('trade_order', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  code: text('code').notNull(),
  contractId: bigint('contract_id', { mode: 'number' }).notNull(),
  buyerId: bigint('buyer_id', { mode: 'number' }).notNull(),
  shopId: bigint('shop_id', { mode: 'number' }).notNull(),
  site: text('site').notNull(),
  currency: text('currency').notNull(),
  displayStatus: text('display_status').notNull(),
  reverseStatus: text('reverse_status').notNull().default('NOT_REQUESTED'),
  fulfillmentType: text('fulfillment_type').notNull().default('SITE_SHIPPING'),
  tradeType: text('trade_type').notNull().default('NORMAL'),
  tradeOrderBusinessType: text('trade_order_business_type'),
  bizCode: text('biz_code'),
  isInGroup: boolean('is_in_group').notNull().default(false),
  commentStatus: text('comment_status').notNull().default('NOT_EVALUATED'),
  payDeadlineAt: timestamp('pay_deadline_at', { withTimezone: true }),
  skuMinor: bigint('sku_minor', { mode: 'number' }).notNull().default(0),
  skuTotalCount: numeric('sku_total_count', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
  taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
  taxRate: numeric('tax_rate', { precision: 6, scale: 4, mode: 'number' }).notNull().default(0),
  shippingMinor: bigint('shipping_minor', { mode: 'number' }).notNull().default(0),
  serviceChargeMinor: bigint('service_charge_minor', { mode: 'number' }).notNull().default(0),
  insuranceMinor: bigint('insurance_minor', { mode: 'number' }).notNull().default(0),
  shopDiscountMinor: bigint('shop_discount_minor', { mode: 'number' }).notNull().default(0),
  orderDiscountMinor: bigint('order_discount_minor', { mode: 'number' }).notNull().default(0),
  pointDiscountMinor: bigint('point_discount_minor', { mode: 'number' }).notNull().default(0),
  actualPaidPoints: integer('actual_paid_points').notNull().default(0),
  actualNeedPayPoints: integer('actual_need_pay_points').notNull().default(0),
  earnPoints: numeric('earn_points', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
  earnGrowthValue: integer('earn_growth_value').notNull().default(0),
  needPayMinor: bigint('need_pay_minor', { mode: 'number' }).notNull().default(0),
  paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
  buyerEmail: text('buyer_email'),
  buyerPhone: text('buyer_phone'),
  outOrderId: text('out_order_id'),
  activityList: jsonb('activity_list').notNull().default(sql`'[]'::jsonb`),
  serviceDetail: jsonb('service_detail'),
  insurance: jsonb('insurance'),
  preSale: jsonb('pre_sale'),
  invoiceUrl: text('invoice_url'),
  orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  depositPaidAt: timestamp('deposit_paid_at', { withTimezone: true }),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  receiptDeadlineAt: timestamp('receipt_deadline_at', { withTimezone: true }),
  postponedDays: integer('postponed_days').notNull().default(0),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
  returnedPoints: integer('returned_points').notNull().default(0),
});
export type TradeOrderRow = typeof tradeOrder.$inferSelect;
export type NewTradeOrderRow = typeof tradeOrder.$inferInsert;

export const tradeOrderLine = pgTable('trade_order_line', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  code: text('code').notNull(),
  skuId: bigint('sku_id', { mode: 'number' }).notNull(),
  itemId: bigint('item_id', { mode: 'number' }).notNull(),
  skuName: text('sku_name').notNull(),
  skuImage: text('sku_image').notNull(),
  skuAttributes: jsonb('sku_attributes').notNull().default(sql`'[]'::jsonb`),
  unitName: text('unit_name').notNull().default('pc'),
  adjustStep: numeric('adjust_step', { precision: 10, scale: 3, mode: 'number' }).notNull().default(1),
  businessTypeDict: text('business_type_dict').notNull().default('NORMAL'),
  tradeQty: numeric('trade_qty', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  deliveredQty: numeric('delivered_qty', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
  cancelledQty: numeric('cancelled_qty', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
  reversedQty: numeric('reversed_qty', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
  unitPriceMinor: bigint('unit_price_minor', { mode: 'number' }).notNull(),
  skuMinor: bigint('sku_minor', { mode: 'number' }).notNull(),
  needPaySkuMinor: bigint('need_pay_sku_minor', { mode: 'number' }).notNull(),
  paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
  refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
  taxMinor: bigint('tax_minor', { mode: 'number' }).notNull().default(0),
  campaignUnitMinor: bigint('campaign_unit_minor', { mode: 'number' }),
  discountMinor: bigint('discount_minor', { mode: 'number' }).notNull().default(0),
  pointDeductionMinor: bigint('point_deduction_minor', { mode: 'number' }).notNull().default(0),
  actualPaidPoints: integer('actual_paid_points').notNull().default(0),
  actualNeedPayPoints: integer('actual_need_pay_points').notNull().default(0),
  campaignSubType: text('campaign_sub_type'),
  lineGroupType: text('line_group_type'),
  parentLineId: bigint('parent_line_id', { mode: 'number' }),
  lineBusinessType: text('line_business_type'),
  expectDate: date('expect_date'),
  deliveryTimeType: text('delivery_time_type'),
  duration: integer('duration'),
  insurance: jsonb('insurance'),
  preSale: jsonb('pre_sale'),
  reverseStatus: text('reverse_status').notNull().default('NOT_REQUESTED'),
  commentStatus: text('comment_status').notNull().default('NOT_EVALUATED'),
  reservedQty: numeric('reserved_qty', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
});
export type TradeOrderLineRow = typeof tradeOrderLine.$inferSelect;
export type NewTradeOrderLineRow = typeof tradeOrderLine.$inferInsert;

export const userSession = pgTable('user_session', {
  idHash: text('id_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserSessionRow = typeof userSession.$inferSelect;
export type NewUserSessionRow = typeof userSession.$inferInsert;
