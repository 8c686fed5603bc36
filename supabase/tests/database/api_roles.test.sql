-- Roles, grants and row level security across the whole API schema: what hosted Supabase's
-- default grants would allow is revoked unless a migration grants it on purpose.
begin;
select plan(14);

select ok(exists (select 1 from pg_roles where rolname = 'anon' and not rolcanlogin), 'role anon exists and cannot log in');
select ok(exists (select 1 from pg_roles where rolname = 'authenticated' and not rolcanlogin), 'role authenticated exists and cannot log in');
select ok(exists (select 1 from pg_roles where rolname = 'service_role' and rolbypassrls), 'role service_role exists and bypasses row level security');

select is(
  (select array_agg(c.relname::text order by c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity),
  null::text[],
  'row level security is enabled on every table of the API schema');
select is(
  (select array_agg(c.relname::text order by c.relname) from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' and obj_description(c.oid, 'pg_class') is null),
  null::text[],
  'every table of the API schema has a comment');
select is(
  (select array_agg(policyname::text order by policyname) from pg_policies where schemaname = 'public' and policyname !~ '^[A-Z][^ ]* .+[a-z]$'),
  null::text[],
  'every policy is named as a sentence');

select is(
  (select array_agg(format('%s.%s', table_name, privilege_type) order by table_name, privilege_type)
     from information_schema.role_table_grants where grantee = 'anon' and table_schema = 'public'),
  array['game_clicks.SELECT', 'game_scores.SELECT']::text[],
  'anon holds table-wide SELECT on game_clicks and game_scores only');
select is(
  (select array_agg(format('%s.%s.%s', table_name, column_name, privilege_type) order by table_name, column_name, privilege_type)
     from information_schema.column_privileges where grantee = 'anon' and table_schema = 'public'
      and (table_name, privilege_type) not in (('game_clicks', 'SELECT'), ('game_scores', 'SELECT'))),
  array['quiz_images.category.SELECT', 'quiz_images.created_at.SELECT', 'quiz_images.id.SELECT']::text[],
  'anon may otherwise only see the harmless quiz columns (no score column is insertable: scores go through submit-score)');
select is(
  (select array_agg(p.proname::text order by p.proname) from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public' and has_function_privilege('anon', p.oid, 'execute')),
  array['register_game_click']::text[],
  'anon may execute register_game_click and no other function of the API schema');
select ok(not has_function_privilege('public', 'public.register_game_click(text)', 'execute'), 'PUBLIC does not hold EXECUTE on register_game_click');
select ok((select prosecdef from pg_proc where oid = 'public.register_game_click(text)'::regprocedure), 'register_game_click runs as its owner (security definer)');
select ok((select proconfig @> array['search_path=""'] from pg_proc where oid = 'public.register_game_click(text)'::regprocedure), 'register_game_click pins an empty search_path');
select ok(has_table_privilege('service_role', 'public.quiz_images', 'select, insert, update, delete'), 'service_role may do everything on quiz_images');
select ok(has_table_privilege('service_role', 'public.game_scores', 'select, insert, update, delete'), 'service_role may do everything on game_scores');

select * from finish();
rollback;
