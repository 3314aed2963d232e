-- The consent log's rows leave only through retention (docs/decisions/028-proof-of-consent.md):
-- only a connection opened for retention answers vitrine_retention() with 1 (sqlite.mjs).
create trigger consent_log_deleted_only_by_retention before delete on consent_log
when vitrine_retention() = 0
begin
  select raise(abort, 'consent_log rows are deleted only by retention');
end;
