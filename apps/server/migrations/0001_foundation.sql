-- Foundation: sites, accounts, sessions, shops, catalogue, trade (contracts, orders, lines, payments,
-- packages, events), cart, files, jobs, outbox, rate limits.

CREATE TABLE site (
  code text PRIMARY KEY CHECK (code IN ('DE','NL','ES','SE','FR','IT','PL','UK')),
  country text NOT NULL,
  currency text NOT NULL,
  default_language text NOT NULL,
  locale text NOT NULL,
  phone_codes text[] NOT NULL DEFAULT '{}',
  points_mall_enabled boolean NOT NULL DEFAULT false
);

CREATE TABLE app_user (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text UNIQUE,
  phone text UNIQUE,
  password_hash text,
  nickname text NOT NULL DEFAULT '',
  username text NOT NULL,
  avatar_url text,
  is_tourist boolean NOT NULL DEFAULT false,
  roles text[] NOT NULL DEFAULT '{buyer}',
  language text,
  site text NOT NULL DEFAULT 'DE' REFERENCES site(code),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE','DESTROYED')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE user_session (
  id_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_session_user_idx ON user_session (user_id);

-- Failed sign-ins per account; three or more require a captcha.
CREATE TABLE login_failure (
  account_key text PRIMARY KEY,
  failures int NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE captcha (
  token text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Fixed-window counters shared by every instance (Redis takes over when REDIS_URL is set).
CREATE TABLE rate_limit_counter (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits int NOT NULL
);

CREATE TABLE shop (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  seller_user_id bigint NOT NULL UNIQUE REFERENCES app_user(id),
  name text NOT NULL,
  site_name text NOT NULL,
  site_address text NOT NULL DEFAULT '',
  shop_channel_type text NOT NULL DEFAULT 'B2C' CHECK (shop_channel_type IN ('B2C','O2O','CBE')),
  merchant_status text NOT NULL DEFAULT 'SELLER' CHECK (merchant_status IN ('SELLER','FROZEN','CLEARED','STOPPED')),
  audit_status text NOT NULL DEFAULT 'PASS' CHECK (audit_status IN ('NONE','AUDIT','PASS','REJECT')),
  return_address jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE category (
  code text PRIMARY KEY,
  sort int NOT NULL DEFAULT 0
);

CREATE TABLE item (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  shop_id bigint NOT NULL REFERENCES shop(id),
  category_code text NOT NULL REFERENCES category(code),
  url_key text NOT NULL UNIQUE,
  name text NOT NULL,
  short_name text NOT NULL,
  description text NOT NULL DEFAULT '',
  main_image text NOT NULL,
  media text[] NOT NULL DEFAULT '{}',
  business_type text NOT NULL DEFAULT 'NORMAL' CHECK (business_type IN ('NORMAL','SERVICE','WEIGHT','DIY','GIFT_CARD','POINTS')),
  status text NOT NULL DEFAULT 'ON_SALE' CHECK (status IN ('ON_SALE','OFF_SALE')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX item_shop_idx ON item (shop_id);
CREATE INDEX item_category_idx ON item (category_code, id);

CREATE TABLE sku (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  item_id bigint NOT NULL REFERENCES item(id),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  image text NOT NULL,
  attributes jsonb NOT NULL DEFAULT '[]',
  business_type_dict text NOT NULL DEFAULT 'NORMAL' CHECK (business_type_dict IN ('NORMAL','SERVICE','WEIGHT','DIY','GIFT_CARD','POINTS')),
  unit_name text NOT NULL DEFAULT 'pc',
  adjust_step numeric(10,3) NOT NULL DEFAULT 1,
  stock int NOT NULL DEFAULT 100 CHECK (stock >= 0),
  points_price int
);
CREATE INDEX sku_item_idx ON sku (item_id);

CREATE TABLE sku_price (
  sku_id bigint NOT NULL REFERENCES sku(id),
  site text NOT NULL REFERENCES site(code),
  currency text NOT NULL,
  sale_minor bigint NOT NULL CHECK (sale_minor >= 0),
  original_minor bigint NOT NULL CHECK (original_minor >= 0),
  PRIMARY KEY (sku_id, site)
);

CREATE TABLE trade_contract (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  buyer_id bigint NOT NULL REFERENCES app_user(id),
  site text NOT NULL REFERENCES site(code),
  currency text NOT NULL,
  not_first_time boolean NOT NULL DEFAULT false,
  selected_address jsonb,
  billing_address jsonb,
  need_pay_minor bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trade_contract_buyer_idx ON trade_contract (buyer_id);

CREATE TABLE trade_order (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL UNIQUE,
  contract_id bigint NOT NULL REFERENCES trade_contract(id),
  buyer_id bigint NOT NULL REFERENCES app_user(id),
  shop_id bigint NOT NULL REFERENCES shop(id),
  site text NOT NULL REFERENCES site(code),
  currency text NOT NULL,
  display_status text NOT NULL CHECK (display_status IN
    ('PENDING_PAY','PENDING_DEPOSIT','PENDING_BALANCE','UN_DELIVERY','UN_RECEIVED','COMPLETE','CLOSED','CANCEL_ALL','CANCELED')),
  reverse_status text NOT NULL DEFAULT 'NOT_REQUESTED' CHECK (reverse_status IN ('NOT_REQUESTED','PROCESSING','DONE')),
  fulfillment_type text NOT NULL DEFAULT 'SITE_SHIPPING' CHECK (fulfillment_type IN ('SITE_SHIPPING','SITE_PICK_UP')),
  trade_type text NOT NULL DEFAULT 'NORMAL' CHECK (trade_type IN ('NORMAL','NORMAL_POINT_REDEEM','CROSS_BORDER')),
  trade_order_business_type text,
  biz_code text,
  is_in_group boolean NOT NULL DEFAULT false,
  comment_status text NOT NULL DEFAULT 'NOT_EVALUATED' CHECK (comment_status IN ('NOT_EVALUATED','PARTIAL','EVALUATED')),
  pay_deadline_at timestamptz,
  sku_minor bigint NOT NULL DEFAULT 0,
  sku_total_count numeric(12,3) NOT NULL DEFAULT 0,
  tax_minor bigint NOT NULL DEFAULT 0,
  tax_rate numeric(6,4) NOT NULL DEFAULT 0,
  shipping_minor bigint NOT NULL DEFAULT 0,
  service_charge_minor bigint NOT NULL DEFAULT 0,
  insurance_minor bigint NOT NULL DEFAULT 0,
  shop_discount_minor bigint NOT NULL DEFAULT 0,
  order_discount_minor bigint NOT NULL DEFAULT 0,
  point_discount_minor bigint NOT NULL DEFAULT 0,
  actual_paid_points int NOT NULL DEFAULT 0,
  actual_need_pay_points int NOT NULL DEFAULT 0,
  earn_points numeric(12,2) NOT NULL DEFAULT 0,
  earn_growth_value int NOT NULL DEFAULT 0,
  need_pay_minor bigint NOT NULL DEFAULT 0,
  paid_minor bigint NOT NULL DEFAULT 0,
  buyer_email text,
  buyer_phone text,
  out_order_id text,
  activity_list jsonb NOT NULL DEFAULT '[]',
  service_detail jsonb,
  insurance jsonb,
  pre_sale jsonb,
  invoice_url text,
  ordered_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  deposit_paid_at timestamptz,
  shipped_at timestamptz,
  receipt_deadline_at timestamptz,
  postponed_days int NOT NULL DEFAULT 0,
  completed_at timestamptz,
  closed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Keyset-friendly list index (DESIGN §9): a buyer's orders newest first.
CREATE INDEX trade_order_buyer_created_idx ON trade_order (buyer_id, created_at DESC, id DESC);
CREATE INDEX trade_order_buyer_status_idx ON trade_order (buyer_id, display_status, created_at DESC, id DESC);
CREATE INDEX trade_order_shop_idx ON trade_order (shop_id, display_status, created_at DESC);
CREATE INDEX trade_order_contract_idx ON trade_order (contract_id);
CREATE INDEX trade_order_pay_deadline_idx ON trade_order (pay_deadline_at) WHERE display_status IN ('PENDING_PAY','PENDING_DEPOSIT');
CREATE INDEX trade_order_receipt_deadline_idx ON trade_order (receipt_deadline_at) WHERE display_status = 'UN_RECEIVED';

CREATE TABLE trade_order_line (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES trade_order(id),
  code text NOT NULL UNIQUE,
  sku_id bigint NOT NULL REFERENCES sku(id),
  item_id bigint NOT NULL REFERENCES item(id),
  sku_name text NOT NULL,
  sku_image text NOT NULL,
  sku_attributes jsonb NOT NULL DEFAULT '[]',
  unit_name text NOT NULL DEFAULT 'pc',
  adjust_step numeric(10,3) NOT NULL DEFAULT 1,
  business_type_dict text NOT NULL DEFAULT 'NORMAL',
  trade_qty numeric(12,3) NOT NULL CHECK (trade_qty > 0),
  delivered_qty numeric(12,3) NOT NULL DEFAULT 0,
  cancelled_qty numeric(12,3) NOT NULL DEFAULT 0,
  reversed_qty numeric(12,3) NOT NULL DEFAULT 0,
  unit_price_minor bigint NOT NULL,
  sku_minor bigint NOT NULL,
  need_pay_sku_minor bigint NOT NULL,
  paid_minor bigint NOT NULL DEFAULT 0,
  refunded_minor bigint NOT NULL DEFAULT 0,
  tax_minor bigint NOT NULL DEFAULT 0,
  campaign_unit_minor bigint,
  discount_minor bigint NOT NULL DEFAULT 0,
  point_deduction_minor bigint NOT NULL DEFAULT 0,
  actual_paid_points int NOT NULL DEFAULT 0,
  actual_need_pay_points int NOT NULL DEFAULT 0,
  campaign_sub_type text CHECK (campaign_sub_type IN ('PRESELL')),
  line_group_type text CHECK (line_group_type IN ('DIY_MAIN','DIY_CHILD')),
  parent_line_id bigint REFERENCES trade_order_line(id),
  line_business_type text CHECK (line_business_type IN ('GIFT','EXCHANGE')),
  expect_date date,
  delivery_time_type text CHECK (delivery_time_type IN ('RELATIVE_TIME','ABSOLUTE_TIME')),
  duration int,
  insurance jsonb,
  pre_sale jsonb,
  reverse_status text NOT NULL DEFAULT 'NOT_REQUESTED' CHECK (reverse_status IN ('NOT_REQUESTED','PROCESSING','DONE')),
  comment_status text NOT NULL DEFAULT 'NOT_EVALUATED' CHECK (comment_status IN ('NOT_EVALUATED','EVALUATED')),
  CHECK (delivered_qty + cancelled_qty <= trade_qty),
  CHECK (refunded_minor <= paid_minor)
);
CREATE INDEX trade_order_line_order_idx ON trade_order_line (order_id);
CREATE INDEX trade_order_line_name_idx ON trade_order_line (lower(sku_name));

CREATE TABLE payment_order (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES trade_contract(id),
  stage text NOT NULL DEFAULT 'FULL' CHECK (stage IN ('FULL','DEPOSIT','BALANCE')),
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  status text NOT NULL DEFAULT 'UNPAID' CHECK (status IN ('UNPAID','PAID','CLOSED')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_order_contract_idx ON payment_order (contract_id);

CREATE TABLE payment_record (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_order_id bigint NOT NULL REFERENCES payment_order(id),
  pay_unique_key text NOT NULL UNIQUE,
  record_status text NOT NULL CHECK (record_status IN ('PAY_SUCCESS','PRE_AUTH_SUCCESS','PAY_PENDING','PAY_FAILED','UNKNOWN','CLOSED')),
  pay_channel text NOT NULL,
  business_pay_channel_code text,
  provider_reference text,
  failed_reason text,
  amount_minor bigint NOT NULL,
  currency text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_record_order_idx ON payment_record (payment_order_id);

CREATE TABLE carrier (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entity_code text NOT NULL UNIQUE,
  entity_name text NOT NULL
);

-- Packages (fulfillment progress): one shipment of some order lines.
CREATE TABLE package (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES trade_order(id),
  status text NOT NULL DEFAULT 'SEND_DELIVERY' CHECK (status IN ('SEND_DELIVERY','SIGN_IN','CANCEL')),
  operator_type text NOT NULL DEFAULT 'SELLER' CHECK (operator_type IN ('USER','SELLER')),
  carrier_id bigint REFERENCES carrier(id),
  service_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  signed_at timestamptz
);
CREATE INDEX package_order_idx ON package (order_id);

CREATE TABLE package_line (
  package_id bigint NOT NULL REFERENCES package(id),
  order_line_id bigint NOT NULL REFERENCES trade_order_line(id),
  qty numeric(12,3) NOT NULL CHECK (qty > 0),
  PRIMARY KEY (package_id, order_line_id)
);

-- Tracking events of a waybill as the carrier reports them.
CREATE TABLE logistics_event (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  carrier_code text NOT NULL,
  waybill text NOT NULL,
  occurred_at timestamptz NOT NULL,
  area_name text NOT NULL DEFAULT '',
  context text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('PICKED_UP','IN_TRANSIT','OUT_FOR_DELIVERY','DELIVERED','EXCEPTION'))
);
CREATE INDEX logistics_event_waybill_idx ON logistics_event (carrier_code, waybill, occurred_at);

-- The order's event log, from which the buyer's timeline is drawn.
CREATE TABLE order_event (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES trade_order(id),
  kind text NOT NULL,
  actor text NOT NULL DEFAULT 'SYSTEM' CHECK (actor IN ('BUYER','SELLER','SYSTEM','OPERATOR')),
  payload jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_event_order_idx ON order_event (order_id, created_at, id);

CREATE TABLE coupon_code (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES trade_order(id),
  order_line_id bigint REFERENCES trade_order_line(id),
  coupon_code text NOT NULL UNIQUE,
  coupons_password text,
  used_status text NOT NULL DEFAULT 'NOT_USED' CHECK (used_status IN ('NOT_USED','USED')),
  used_time timestamptz
);
CREATE INDEX coupon_code_order_idx ON coupon_code (order_id);

CREATE TABLE cart_line (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES app_user(id),
  site text NOT NULL REFERENCES site(code),
  sku_id bigint NOT NULL REFERENCES sku(id),
  shop_id bigint NOT NULL REFERENCES shop(id),
  qty numeric(12,3) NOT NULL CHECK (qty > 0),
  is_selected boolean NOT NULL DEFAULT true,
  cart_line_type_dict text NOT NULL DEFAULT 'NORMAL_SALE_B2C' CHECK (cart_line_type_dict IN ('NORMAL_SALE_B2C','NORMAL_SALE_O2O','NORMAL_SALE_CBE')),
  snapshot_minor bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, site, sku_id)
);

CREATE TABLE stored_file (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_user_id bigint NOT NULL REFERENCES app_user(id),
  purpose text NOT NULL CHECK (purpose IN ('review','after-sales','avatar','billing')),
  stored_name text NOT NULL UNIQUE,
  original_name text NOT NULL,
  content_type text NOT NULL,
  size_bytes bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Deadline jobs: a sweep takes due rows with FOR UPDATE SKIP LOCKED, so instances never double-run one.
CREATE TABLE deadline_job (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  ref_id bigint NOT NULL,
  due_at timestamptz NOT NULL,
  done_at timestamptz,
  attempts int NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, ref_id)
);
CREATE INDEX deadline_job_due_idx ON deadline_job (due_at) WHERE done_at IS NULL;

-- Outgoing e-mail and SMS; a development page lists it, SMTP sends it when configured.
CREATE TABLE outbox_message (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('EMAIL','SMS')),
  recipient text NOT NULL,
  subject text NOT NULL DEFAULT '',
  body text NOT NULL,
  attachment_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
