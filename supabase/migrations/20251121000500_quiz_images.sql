-- The image quiz's library: one row per picture with its accepted answers per language.
-- Filled by the server functions (service_role). Visitors may only count rows and see ids and
-- categories: `image` and `answers` never reach the browser through the data API, so an answer
-- cannot be read before it is validated by the validate-quiz-answer function.
create table public.quiz_images (
  id text primary key default gen_random_uuid()::text
    constraint quiz_images_id_length check (char_length(id) between 1 and 200),
  category text not null
    constraint quiz_images_category_is_known check (category in ('animals', 'objects', 'food', 'nature', 'vehicles')),
  image text not null
    constraint quiz_images_image_not_blank check (char_length(image) > 0),
  answers jsonb not null,
  created_at timestamptz not null default now()
);

comment on table public.quiz_images is 'Quiz pictures and their accepted answers; visitors may only count rows.';
comment on column public.quiz_images.image is 'The displayed source (a site path or URL); served only by generate-quiz-image.';
comment on column public.quiz_images.answers is 'Accepted answers per language; read only by the server functions.';

create index quiz_images_category_idx on public.quiz_images (category);

alter table public.quiz_images enable row level security;

create policy "Anyone can count the quiz images"
  on public.quiz_images for select
  to anon, authenticated
  using (true);

-- The default grants gave the API roles everything: visitors keep SELECT on the columns that
-- reveal nothing, enough for `select('id', { count: 'exact', head: true })`.
revoke all on table public.quiz_images from anon, authenticated;
grant select (id, category, created_at) on table public.quiz_images to anon, authenticated;
grant all on table public.quiz_images to service_role;
