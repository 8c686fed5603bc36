-- Leaderboard entries of the four scored games. The database, not the browser, decides what a
-- valid entry is: a known game, a trimmed printable name of 1-20 characters, and a score that no
-- honest game can exceed and no forged value slips past.
--   rps           win streak, integer 1..1000
--   number_guess  attempts, integer 1..100
--   apple         points, 0..1500 in steps of 10 (150 apples x 10 points)
--   reaction      milliseconds, 50..10000 (fractions allowed: any double the browser sends fits)
create table public.game_scores (
  id bigint generated always as identity primary key,
  game_type text not null
    constraint game_scores_game_type_is_known check (game_type in ('rps', 'number_guess', 'apple', 'reaction')),
  player_name text not null
    constraint game_scores_player_name_length check (char_length(player_name) between 1 and 20)
    constraint game_scores_player_name_trimmed check (
      player_name !~ '^[ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
      and player_name !~ '[ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$'
    )
    constraint game_scores_player_name_printable check (player_name !~ '[\u0001-\u001f\u007f-\u009f]'),
  score numeric not null,
  created_at timestamptz not null default now(),
  constraint game_scores_rps_score_is_a_win_streak check (
    game_type <> 'rps' or (score between 1 and 1000 and score = trunc(score))
  ),
  constraint game_scores_number_guess_score_is_attempts check (
    game_type <> 'number_guess' or (score between 1 and 100 and score = trunc(score))
  ),
  constraint game_scores_apple_score_is_points check (
    game_type <> 'apple' or (score between 0 and 1500 and mod(score, 10) = 0)
  ),
  constraint game_scores_reaction_score_is_milliseconds check (
    game_type <> 'reaction' or (score between 50 and 10000 and scale(score) <= 15)
  )
);

comment on table public.game_scores is 'Leaderboard entries: anyone may read them and add one; nobody may change or remove one through the API.';
comment on column public.game_scores.game_type is 'rps, number_guess, apple or reaction.';
comment on column public.game_scores.player_name is 'Trimmed, 1-20 characters, no control characters.';
comment on column public.game_scores.score is 'Win streak (rps), attempts (number_guess), points (apple) or milliseconds (reaction).';

-- Serves the top-10 read of each game in either direction (descending for rps and apple,
-- ascending for number_guess and reaction) as an index range scan.
create index game_scores_game_type_score_idx on public.game_scores (game_type, score);

alter table public.game_scores enable row level security;

create policy "Anyone can read the leaderboards"
  on public.game_scores for select
  to anon, authenticated
  using (true);

create policy "Anyone can add a score that passes the table's checks"
  on public.game_scores for insert
  to anon, authenticated
  with check (true);

-- The default grants gave the API roles everything: keep reading, and inserting the three
-- columns a visitor supplies (`id` and `created_at` are always the database's own).
revoke all on table public.game_scores from anon, authenticated;
grant select on table public.game_scores to anon, authenticated;
grant insert (game_type, player_name, score) on table public.game_scores to anon, authenticated;
grant all on table public.game_scores to service_role;
