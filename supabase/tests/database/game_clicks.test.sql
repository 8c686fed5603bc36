-- game_clicks and register_game_click: visitors read counts and add clicks only through the
-- atomic function; unknown ids are refused with SQLSTATE 22023 (HTTP 400 through PostgREST).
begin;
select plan(20);

-- The seed lists all 16 games and tools with zero clicks.
select is((select count(*) from public.game_clicks), 16::bigint, 'the seed has one row per game or tool');
select is((select sum(click_count) from public.game_clicks), 0::bigint, 'every seeded count starts at zero');

set local role anon;

select is((select count(*) from public.game_clicks), 16::bigint, 'anon can read every click count');
select is(public.register_game_click('apple-game'), 1, 'the first click on apple-game returns 1');
select is(public.register_game_click('apple-game'), 2, 'the second click on apple-game returns 2');
select is((select click_count from public.game_clicks where game_id = 'apple-game'), 2, 'the stored count follows the clicks');
select throws_ok($$ select public.register_game_click('no-such-game') $$, '22023', 'unknown game id: ''no-such-game''', 'an unknown game id is refused with 22023 and names the id');
select throws_ok($$ select public.register_game_click(null) $$, '22023', 'unknown game id: null', 'a null game id is refused with 22023');
select throws_ok($$ select public.register_game_click('/apple-game') $$, '22023', null, 'a route with its leading slash is not a game id');
select throws_ok($$ select public.register_game_click('Apple-Game') $$, '22023', null, 'game ids are case-sensitive');
select throws_ok($$ insert into public.game_clicks (game_id, click_count) values ('ai-tarot', 1) $$, '42501', null, 'anon cannot insert a click row directly');
select throws_ok($$ update public.game_clicks set click_count = 999 where game_id = 'ai-tarot' $$, '42501', null, 'anon cannot update a click count');
select throws_ok($$ delete from public.game_clicks where game_id = 'ai-tarot' $$, '42501', null, 'anon cannot delete a click row');
select throws_ok($$ truncate public.game_clicks $$, '42501', null, 'anon cannot truncate the click counts');

reset role;
set local role authenticated;
select is(public.register_game_click('ai-tarot'), 1, 'authenticated may register a click too');
select throws_ok($$ update public.game_clicks set click_count = 0 $$, '42501', null, 'authenticated cannot update click counts');

reset role;
set local role service_role;
select lives_ok($$ update public.game_clicks set click_count = 5 where game_id = 'memory-game' $$, 'service_role can correct a count');
select is((select click_count from public.game_clicks where game_id = 'memory-game'), 5, 'the corrected count is stored');
select throws_ok($$ insert into public.game_clicks (game_id) values ('not-a-game') $$, '23514', null, 'even service_role cannot add an unknown game id');
select throws_ok($$ update public.game_clicks set click_count = -1 where game_id = 'memory-game' $$, '23514', null, 'a click count never goes negative');

reset role;
select * from finish();
rollback;
