-- The consent log cannot be rewritten: updates are refused by the database itself.
create trigger consent_log_append_only before update on consent_log
begin
  select raise(abort, 'consent_log is append-only');
end;
