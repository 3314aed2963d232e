-- The site's own visit counting (docs/behaviour/visits.md, docs/decisions/049-own-visit-counting.md).
-- Raw events and the day's visitor hashes are kept a few days; the daily rollups, which
-- hold counts only, are what the reports read, so a busy year stays a few tables of
-- small rows. The rollups are updated by the same transaction that stores the raw event,
-- with upserts, so several server instances count each beacon once.

-- One row per beacon, nothing that identifies anyone: no address, no user agent, no time
-- finer than the day. `t` is the beacon's shape (view or vitals).
create table visit_events (
  day text not null,
  t text not null,
  path text not null,
  kind text not null,
  lang text not null,
  screen text,
  ref text,
  lcp double precision,
  inp double precision,
  cls double precision,
  ttfb double precision
);
create index visit_events_day on visit_events (day);

-- The day's visitor hashes, once each: the first view of a hash on a day counts a
-- visitor. Deleted with the raw events; the salt that made them is gone the day after.
create table visit_visitors (
  day text not null,
  visitor text not null,
  primary key (day, visitor)
);

-- The visitor hash's salt, one per UTC day, shared by the instances; deleted when its day is over.
create table visit_salts (
  day text primary key,
  salt text not null,
  created_at bigint not null
);

create table visit_days (
  day text primary key,
  views bigint not null default 0,
  visitors bigint not null default 0
);

create table visit_pages (
  day text not null,
  path text not null,
  kind text not null,
  views bigint not null default 0,
  primary key (day, path, kind)
);

create table visit_referrers (
  day text not null,
  host text not null,
  views bigint not null default 0,
  primary key (day, host)
);

create table visit_screens (
  day text not null,
  screen text not null,
  views bigint not null default 0,
  primary key (day, screen)
);

create table visit_languages (
  day text not null,
  language text not null,
  views bigint not null default 0,
  primary key (day, language)
);

-- Core Web Vitals as histograms: samples per bucket (`bucket` is the bucket's lower
-- bound, in ms, or in thousandths for CLS), so the 75th percentile over any range of
-- days is read from the summed buckets (site/server/visits/vitals-buckets.mjs).
create table visit_vitals (
  day text not null,
  kind text not null,
  metric text not null,
  bucket bigint not null,
  samples bigint not null default 0,
  primary key (day, kind, metric, bucket)
);
