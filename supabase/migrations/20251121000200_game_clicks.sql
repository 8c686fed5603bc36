-- Popularity of each game and tool: how often the Start button of its card was pressed.
-- `game_id` is the route without its leading slash and must be one of the site's 16 ids.
-- Rows are written only through `register_game_click` (an atomic upsert-increment).
create table public.game_clicks (
  game_id text primary key
    constraint game_clicks_game_id_is_known check (game_id in (
      'ai-story', 'ai-quiz', 'ai-persona-chat', 'ai-fortune-teller', 'ai-adventure',
      'ai-personality-test', 'ai-stylist', 'ai-summarizer', 'ai-lyrics-generator', 'ai-tarot',
      'rock-paper-scissors', 'click-race', 'number-guess', 'memory-game', 'apple-game', 'reaction-test'
    )),
  click_count integer not null default 0
    constraint game_clicks_click_count_not_negative check (click_count >= 0)
);

comment on table public.game_clicks is 'Start-button presses per game or tool; written only by register_game_click.';
comment on column public.game_clicks.game_id is 'The game''s route without its leading slash, e.g. apple-game.';
comment on column public.game_clicks.click_count is 'Number of registered clicks, never negative.';

alter table public.game_clicks enable row level security;

create policy "Anyone can read the click counts"
  on public.game_clicks for select
  to anon, authenticated
  using (true);

-- The default grants gave the API roles everything: keep only reading for visitors.
revoke all on table public.game_clicks from anon, authenticated;
grant select on table public.game_clicks to anon, authenticated;
grant all on table public.game_clicks to service_role;
