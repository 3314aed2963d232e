-- The studio's sign-in where the site runs (docs/decisions/050-the-studio-on-the-sites-server.md):
-- one owner account, its recovery codes and its sessions, in the database so that every
-- instance on it agrees. The password is kept as an scrypt hash; a session and a recovery
-- code by a SHA-256 of their random value, so a copy of the database signs no one in.

create table studio_owner (
  id text primary key check (id = 'owner'),
  password_hash text not null,
  -- The second factor's shared secret (base32), when the owner turned it on.
  totp_secret text,
  -- The newest time step a code was accepted for: a code is good once.
  totp_last_step bigint,
  updated_at bigint not null
);

create table studio_recovery_codes (
  code_hash text primary key,
  used_at bigint
);

create table studio_sessions (
  id_hash text primary key,
  csrf text not null,
  expires_at bigint not null
);
create index studio_sessions_expires_at on studio_sessions (expires_at);
