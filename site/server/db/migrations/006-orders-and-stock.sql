-- Selling (docs/decisions/036-selling.md): orders, and the units of each product sold
-- or held by a checkout in progress. The content file gives a product's starting count;
-- what is left is that count minus `sold` and `reserved` here, so a sale never needs a
-- rebuild and several server instances on one database never sell the same unit twice.

create table orders (
  id text primary key,
  -- `checkout`: paid through the hosted payment page; `request`: an order request, paid later.
  kind text not null,
  -- pending, processing, paid, requested, cancelled, expired, failed
  status text not null,
  created_at bigint not null,
  updated_at bigint not null,
  -- A pending checkout's hold on its units lapses then (the payment page expires before).
  expires_at bigint,
  currency text not null,
  subtotal bigint not null,
  shipping bigint not null,
  total bigint not null,
  -- JSON: [{ product, title, sku, quantity, unitPrice }], prices in minor units.
  lines text not null,
  shipping_zone text not null,
  country text not null,
  payment_session text,
  buyer_name text,
  buyer_email text,
  -- JSON: { line1, line2, postalCode, city, country }
  address text,
  note text,
  paid_at bigint,
  owner_emailed_at bigint,
  buyer_emailed_at bigint
);
create unique index orders_payment_session on orders (payment_session);
create index orders_status_expires on orders (status, expires_at);
create index orders_created on orders (created_at);

create table stock_units (
  product text primary key,
  sold integer not null default 0,
  reserved integer not null default 0
);
