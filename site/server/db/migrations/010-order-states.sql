-- The states an order goes through once it is paid or requested (docs/decisions/036-selling.md#order-states):
-- packed, shipped (with an optional tracking link mailed to the buyer), cancelled, and
-- refunded by hand (the owner gave the money back outside the site, with a note). The
-- status column takes the new values; these record when each happened, for the order's history.

alter table orders add column packed_at bigint;
alter table orders add column shipped_at bigint;
alter table orders add column cancelled_at bigint;
alter table orders add column refunded_at bigint;
alter table orders add column tracking_url text;
alter table orders add column refund_note text;
