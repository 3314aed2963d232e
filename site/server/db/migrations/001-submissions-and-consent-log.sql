-- Form submissions and the consent log (docs/decisions/016-database.md).
-- Written in the SQL both databases read: text, bigint (times are milliseconds since
-- 1970 in UTC) and JSON kept as text, so one repository runs on both.

create table submissions (
  id text primary key,
  form text not null,
  received_at bigint not null,
  page text not null,
  fields text not null,
  emailed_at bigint
);
create index submissions_received_at on submissions (received_at);
create index submissions_form_received_at on submissions (form, received_at);

-- Append-only: rows are added, and removed only by the retention sweep.
create table consent_log (
  id text primary key,
  consent_id text not null,
  recorded_at bigint not null,
  layer text not null,
  policy_version text not null,
  banner_hash text not null,
  method text not null,
  page text not null,
  choices text not null,
  visitor_hash text not null
);
create index consent_log_consent_id on consent_log (consent_id, recorded_at);
create index consent_log_recorded_at on consent_log (recorded_at);
