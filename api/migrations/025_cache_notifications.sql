-- Api instances cache settings and the employee rows the sign-in check reads (src/db/read-caches.ts); a write to
-- either table tells every instance listening on api_cache which table changed (delivered at commit, once per
-- transaction and table), whatever code path or hand edit made it.
CREATE FUNCTION notify_cache_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('api_cache', TG_TABLE_NAME);
  RETURN NULL;
END
$$;

CREATE TRIGGER settings_cache_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change();
CREATE TRIGGER employees_cache_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON employees
  FOR EACH STATEMENT EXECUTE FUNCTION notify_cache_change();
