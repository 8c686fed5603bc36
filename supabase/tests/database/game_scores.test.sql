-- game_scores: visitors read every leaderboard; only the submit-score function (service role) adds entries, and the
-- table's checks still decide what a valid entry is (known game, a name of the player_name domain, per-game bounds).
begin;
select plan(85);

-- The public key cannot add a score at all any more (issue 15): not one row, not an array of them.
set local role anon;
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('reaction', 'Eve', 50) $$, '42501', null, 'anon cannot insert a score directly');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) select 'apple', 'Eve', 1500 from generate_series(1, 3) $$, '42501', null, 'anon cannot bulk-insert scores');
select throws_ok($$ insert into public.game_token_uses (token_id, expires_at) values ('aaaaaaaaaaaaaaaa', now()) $$, '42501', null, 'anon cannot mark a game token as spent');
select throws_ok($$ select count(*) from public.game_token_uses $$, '42501', null, 'anon cannot read spent game tokens');
reset role;
set local role authenticated;
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'Eve', 1000) $$, '42501', null, 'authenticated cannot insert a score directly');
reset role;

set local role service_role;

-- Scores at the edges of every game's bounds are accepted.
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'Ann', 1) $$, 'rps accepts a win streak of 1');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'Ann', 1000) $$, 'rps accepts a win streak of 1000');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('number_guess', 'Bo', 1) $$, 'number_guess accepts 1 attempt');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('number_guess', 'Bo', 100) $$, 'number_guess accepts 100 attempts');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('apple', 'Cy', 0) $$, 'apple accepts 0 points');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('apple', 'Cy', 1500) $$, 'apple accepts the maximum of 1500 points');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('reaction', 'Di', 50) $$, 'reaction accepts 50 ms');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('reaction', 'Di', 10000) $$, 'reaction accepts 10000 ms');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('reaction', 'Di', 243.40000000596046) $$, 'reaction accepts a fractional time as the browser measures it');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'Ann', 7.0) $$, 'rps accepts 7.0, an integer written with a fraction');

-- Scores no honest game produces are refused.
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'Ann', 0) $$, '23514', null, 'rps refuses a streak of 0');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'Ann', 1001) $$, '23514', null, 'rps refuses a streak above 1000');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'Ann', 2.5) $$, '23514', null, 'rps refuses a fractional streak');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('number_guess', 'Bo', 0) $$, '23514', null, 'number_guess refuses 0 attempts');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('number_guess', 'Bo', 101) $$, '23514', null, 'number_guess refuses 101 attempts');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('number_guess', 'Bo', 3.5) $$, '23514', null, 'number_guess refuses fractional attempts');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('apple', 'Cy', 1510) $$, '23514', null, 'apple refuses more than 1500 points');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('apple', 'Cy', 15) $$, '23514', null, 'apple refuses points that are not a multiple of 10');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('apple', 'Cy', -10) $$, '23514', null, 'apple refuses negative points');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('reaction', 'Di', 49.99) $$, '23514', null, 'reaction refuses a time under 50 ms');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('reaction', 'Di', 10000.01) $$, '23514', null, 'reaction refuses a time over 10000 ms');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('reaction', 'Di', 'NaN') $$, '23514', null, 'reaction refuses NaN');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('apple', 'Cy', 'Infinity') $$, '23514', null, 'apple refuses Infinity');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('chess', 'Ed', 1) $$, '23514', null, 'an unknown game type is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values (null, 'Ed', 1) $$, '23502', null, 'a missing game type is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'Ed', null) $$, '23502', null, 'a missing score is refused');

-- Names: trimmed, 1-20 characters, printable.
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', '12345678901234567890', 3) $$, 'a 20-character name is accepted');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', '가나다라마바사아자차카타파하가나다라마바', 3) $$, 'a 20-character Korean name is accepted');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'Anne Marie', 3) $$, 'a name with an inner space is accepted');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', '123456789012345678901', 3) $$, '23514', null, 'a 21-character name is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', '', 3) $$, '23514', null, 'an empty name is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', '   ', 3) $$, '23514', null, 'a blank name is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', ' Ann', 3) $$, '23514', null, 'a leading space is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'Ann ', 3) $$, '23514', null, 'a trailing space is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'Ann\t', 3) $$, '23514', null, 'a trailing tab is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'\u00a0Ann', 3) $$, '23514', null, 'a leading no-break space is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'Ann\u3000', 3) $$, '23514', null, 'a trailing ideographic space is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'An\nn', 3) $$, '23514', null, 'a newline inside the name is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'An\u0001n', 3) $$, '23514', null, 'a control character inside the name is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'An\u007fn', 3) $$, '23514', null, 'DEL inside the name is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'An\u0085n', 3) $$, '23514', null, 'a C1 control character inside the name is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', null, 3) $$, '23502', null, 'a missing name is refused');

-- Visitors supply three columns; the database owns the rest and nothing can be changed afterwards.
select throws_ok($$ insert into public.game_scores (id, game_type, player_name, score) values (424242, 'rps', 'Ann', 3) $$, '428C9', null, 'nobody chooses the id of a score');
-- The name rule of the domain (issue 15): no format characters, no control inside, no name of marks alone.
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'\u202eevil', 3) $$, '23514', null, 'a right-to-left override is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'ab\u202dc', 3) $$, '23514', null, 'a left-to-right override is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'ab\u2067c', 3) $$, '23514', null, 'a bidi isolate is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'ab\u200fc', 3) $$, '23514', null, 'a right-to-left mark is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'\u200b\u200b\u200b', 3) $$, '23514', null, 'a name of zero-width spaces only is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'\u200c\u200d', 3) $$, '23514', null, 'a name of zero-width joiners only is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'A\u2060B', 3) $$, '23514', null, 'a word joiner inside the name is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'A\u00adB', 3) $$, '23514', null, 'a soft hyphen inside the name is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'A\U000E0041', 3) $$, '23514', null, 'a tag character is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'A\u2028B', 3) $$, '23514', null, 'a line separator inside the name is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'\u0301\u0301\u0301', 3) $$, '23514', null, 'a name of combining accents only is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'\u0e49\u0e49', 3) $$, '23514', null, 'a name of Thai tone marks only is refused');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'Zoe\u0301 Nguyễn', 3) $$, 'a name with combining accents after letters is accepted');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', E'\u2764\ufe0f 민지', 3) $$, 'an emoji with a variation selector and Hangul is accepted');
select lives_ok($$ insert into public.game_scores (game_type, player_name, score) values ('rps', 'مريم', 3) $$, 'an Arabic name (right-to-left letters, no override) is accepted');

-- The daily apple board (migration 20251125000100): an entry tagged with the UTC day of its board, stored on that day only.
select lives_ok($$ insert into public.game_scores (game_type, player_name, score, board_day) values ('apple', 'Dee', 100, (now() at time zone 'UTC')::date) $$, 'a daily apple score of today is accepted');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score, board_day) values ('apple', 'Dee', 100, (now() at time zone 'UTC')::date - 1) $$, '23514', null, 'a score for yesterday''s daily board is refused today');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score, board_day) values ('apple', 'Dee', 100, (now() at time zone 'UTC')::date + 1) $$, '23514', null, 'a score for tomorrow''s daily board is refused');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score, board_day) values ('rps', 'Dee', 3, (now() at time zone 'UTC')::date) $$, '23514', null, 'only the apple game has a daily board');

-- One entry per proof: a game session, round or seed is saved once.
select lives_ok($$ insert into public.game_scores (game_type, player_name, score, proof_id) values ('rps', 'Pia', 4, 'session-0123456789') $$, 'a score with a proof id is accepted');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score, proof_id) values ('rps', 'Pia', 9, 'session-0123456789') $$, '23505', null, 'the same proof id is not saved twice');
select lives_ok($$ insert into public.game_token_uses (token_id, expires_at) values ('token-0123456789ab', now()) $$, 'the service role spends a token');
select throws_ok($$ insert into public.game_token_uses (token_id, expires_at) values ('token-0123456789ab', now()) $$, '23505', null, 'a token is spent only once');

reset role;
set local role anon;
select throws_ok($$ insert into public.game_scores (game_type, player_name, score, created_at) values ('rps', 'Ann', 3, '2000-01-01') $$, '42501', null, 'anon cannot choose created_at');
select throws_ok($$ update public.game_scores set score = 999 where game_type = 'rps' $$, '42501', null, 'anon cannot update a score');
select throws_ok($$ update public.game_scores set player_name = 'Mallory' $$, '42501', null, 'anon cannot rename a score');
select throws_ok($$ delete from public.game_scores where game_type = 'rps' $$, '42501', null, 'anon cannot delete a score');
select throws_ok($$ truncate public.game_scores $$, '42501', null, 'anon cannot truncate the leaderboards');
select is((select count(*) from public.game_scores where player_name = 'Ann'), 3::bigint, 'anon reads back the scores the service role saved');
select ok((select bool_and(created_at is not null) from public.game_scores), 'every score gets its created_at from the database');
select is((select count(*) from public.game_scores where board_day = (now() at time zone 'UTC')::date), 1::bigint, 'anon reads today''s daily board');
select throws_ok($$ insert into public.game_scores (game_type, player_name, score, board_day) values ('apple', 'Eve', 1500, (now() at time zone 'UTC')::date) $$, '42501', null, 'anon cannot insert a daily score directly');

-- The top-10 read in both directions.
select is(
  (select array_agg(score order by score desc) from (select score from public.game_scores where game_type = 'rps' order by score desc limit 10) top),
  array[1000, 7.0, 4, 3, 3, 3, 3, 3, 3, 1]::numeric[],
  'the rps top 10 reads highest first');
select is(
  (select array_agg(score) from (select score from public.game_scores where game_type = 'reaction' order by score asc limit 10) top),
  array[50, 243.40000000596046, 10000]::numeric[],
  'the reaction top 10 reads fastest first');

reset role;
set local role service_role;
select lives_ok($$ delete from public.game_scores where player_name = 'Cy' $$, 'service_role can remove an entry (moderation)');

reset role;
select ok(
  (select bool_and(indexdef like '%(game_type, score)%') from pg_indexes where schemaname = 'public' and indexname = 'game_scores_game_type_score_idx'),
  'an index on (game_type, score) serves the top-10 read');
select ok(
  (select bool_and(indexdef like '%(board_day, score)%') from pg_indexes where schemaname = 'public' and indexname = 'game_scores_board_day_score_idx'),
  'an index on (board_day, score) serves the daily top-10 read');
select * from finish();
rollback;
