-- The apple game's daily board (issue 15, beyond the spec): one board per UTC day, the same seed for everyone, with
-- its own top 10, like the daily puzzles players come back for.
--
-- A daily entry is an apple score tagged with the UTC day of its board. The submit-score function stores it only on
-- that day (a board of yesterday sent today is refused), and the table says the same: `board_day` must be the UTC date
-- of `created_at`. Daily entries stay off the all-time apple board (which reads `board_day is null`): everyone plays
-- the same board all day and may replay it, so a daily score is one earned on a board already seen.
alter table public.game_scores add column board_day date;

alter table public.game_scores add constraint game_scores_daily_board_is_apple
  check (board_day is null or game_type = 'apple');
alter table public.game_scores add constraint game_scores_daily_board_is_today
  check (board_day is null or board_day = (created_at at time zone 'UTC')::date);

comment on column public.game_scores.board_day is 'UTC day of the daily apple board the score was earned on (stored on that day only); null for every other entry.';

-- Serves the daily top 10: one day's entries by score, either direction.
create index game_scores_board_day_score_idx on public.game_scores (board_day, score) where board_day is not null;

-- Reads stay open and inserts stay revoked (migration 20251124000100): the table-wide select grant covers the new
-- column; say it again so this file alone states the rule for it.
revoke insert on table public.game_scores from anon, authenticated;
grant select on table public.game_scores to anon, authenticated;
