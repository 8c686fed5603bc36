-- API roles and hosted-style default grants.
--
-- Hosted Supabase already has `anon` (the public key), `authenticated` (a signed-in user) and
-- `service_role` (server code; bypasses row level security). PGlite and a fresh PostgreSQL have
-- none of them, so create whichever is missing; on hosted Supabase this block changes nothing.
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

-- Hosted Supabase grants the API roles everything on new objects in `public`. Reproduce that
-- here so local and hosted behave the same, and let every later migration revoke explicitly
-- what a role must not do (an UPDATE without a policy otherwise answers 204 and changes nothing).
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
