-- Counts one press of a game card's Start button in a single atomic upsert-increment, so
-- concurrent clicks are never lost (the spec's read-then-write lost 535-999 of 1,000 in a spike).
-- Returns the new count. An unknown id raises SQLSTATE 22023 (invalid_parameter_value), which
-- PostgREST answers with HTTP 400.
create function public.register_game_click(p_game_id text)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_click_count integer;
  v_constraint text;
begin
  insert into public.game_clicks as clicks (game_id, click_count)
  values (p_game_id, 1)
  on conflict (game_id) do update set click_count = clicks.click_count + 1
  returning clicks.click_count into v_click_count;
  return v_click_count;
exception
  when check_violation or not_null_violation then
    get stacked diagnostics v_constraint = constraint_name;
    if v_constraint is distinct from 'game_clicks_game_id_is_known' and p_game_id is not null then
      raise;
    end if;
    raise exception using
      errcode = '22023',
      message = format('unknown game id: %s', coalesce(quote_literal(left(p_game_id, 64)), 'null')),
      detail = 'p_game_id must be the route of one of the site''s 16 games or tools, without its leading slash.',
      hint = 'For example register_game_click(p_game_id => ''apple-game'').';
end;
$$;

comment on function public.register_game_click(text) is 'Adds one click to a game and returns its new count; unknown ids raise 22023.';

revoke all on function public.register_game_click(text) from public;
grant execute on function public.register_game_click(text) to anon, authenticated, service_role;
