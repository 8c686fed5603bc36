-- Seed: one zero count per game and tool, so a fresh database lists all 16 in the click ranking.
insert into public.game_clicks (game_id, click_count)
values
  ('ai-story', 0), ('ai-quiz', 0), ('ai-persona-chat', 0), ('ai-fortune-teller', 0),
  ('ai-adventure', 0), ('ai-personality-test', 0), ('ai-stylist', 0), ('ai-summarizer', 0),
  ('ai-lyrics-generator', 0), ('ai-tarot', 0), ('rock-paper-scissors', 0), ('click-race', 0),
  ('number-guess', 0), ('memory-game', 0), ('apple-game', 0), ('reaction-test', 0)
on conflict (game_id) do nothing;
