-- The server's own secrets (the key that signs the forms' spam-protection keys, when the
-- environment gives none) and the consent log's rotating salts for the visitor hash
-- (docs/decisions/027-forms-and-spam-protection.md, 028-proof-of-consent.md). Kept in
-- the database so that several server instances share them.
create table server_secrets (
  name text primary key,
  value text not null,
  created_at bigint not null
);

-- One salt per period (a day); a period's salt is deleted once the period is over, so a
-- stored visitor hash can no longer be linked to an address by anyone.
create table visitor_salts (
  period text primary key,
  salt text not null,
  created_at bigint not null
);
