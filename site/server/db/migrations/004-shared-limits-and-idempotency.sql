-- What several server instances on one database must share (docs/decisions/033-limits-and-idempotency-in-the-database.md):
-- the rate limits' buckets, the ids of processed webhook events, and idempotency keys
-- that let a repeated write (a form sent twice with one key, a retried beacon) store
-- nothing new. A unique index lets any number of rows leave the key empty.

create table rate_limits (
  bucket text primary key,
  tokens double precision not null,
  updated_at bigint not null,
  -- When the bucket is full again: a row past it says nothing and may be deleted.
  full_at bigint not null
);
create index rate_limits_full_at on rate_limits (full_at);

create table processed_events (
  source text not null,
  event_id text not null,
  processed_at bigint not null,
  primary key (source, event_id)
);

alter table submissions add column idempotency_key text;
create unique index submissions_idempotency_key on submissions (idempotency_key);

alter table consent_log add column event_id text;
create unique index consent_log_event_id on consent_log (event_id);
