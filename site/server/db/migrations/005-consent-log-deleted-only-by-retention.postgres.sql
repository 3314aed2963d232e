-- On PostgreSQL the server's role decides who may delete from the consent log: give the
-- server a role that may only insert and read it (npm run migrate -- --server-role NAME,
-- docs/decisions/028-proof-of-consent.md). Nothing to change in the schema.
select 1;
