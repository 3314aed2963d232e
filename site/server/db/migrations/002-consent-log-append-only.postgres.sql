-- The consent log cannot be rewritten: updates are refused by the database itself.
create function consent_log_refuse_update() returns trigger language plpgsql as $$
begin
  raise exception 'consent_log is append-only';
end;
$$;
create trigger consent_log_append_only before update on consent_log
  for each row execute function consent_log_refuse_update();
