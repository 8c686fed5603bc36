-- quiz_images: visitors may count the pictures but never read an answer (or the picture itself)
-- through the data API; the server functions (service_role) fill and read it.
begin;
select plan(15);

set local role service_role;
select lives_ok($$ insert into public.quiz_images (category, image, answers) values ('animals', '/quiz/dog.svg', '{"en": ["dog"], "ko": ["개"]}') $$, 'service_role can add a picture with its answers');
select lives_ok($$ insert into public.quiz_images (id, category, image, answers) values ('food-apple', 'food', '/quiz/apple.svg', '{"en": ["apple"]}') $$, 'service_role can choose a stable id');
select is((select answers->'en'->>0 from public.quiz_images where id = 'food-apple'), 'apple', 'service_role reads the answers');
select throws_ok($$ insert into public.quiz_images (category, image, answers) values ('planets', '/quiz/mars.svg', '{}') $$, '23514', null, 'an unknown category is refused');
select throws_ok($$ insert into public.quiz_images (category, image, answers) values ('food', '', '{}') $$, '23514', null, 'an empty image is refused');

reset role;
set local role anon;
select is((select count(*) from public.quiz_images), 2::bigint, 'anon can count the pictures');
select is((select count(id) from public.quiz_images), 2::bigint, 'anon can count the ids, as the site does');
select is((select count(*) from public.quiz_images where category = 'food'), 1::bigint, 'anon can count a category');
select throws_ok($$ select answers from public.quiz_images $$, '42501', null, 'anon cannot read the answers');
select throws_ok($$ select image from public.quiz_images $$, '42501', null, 'anon cannot read the picture source');
select throws_ok($$ select * from public.quiz_images $$, '42501', null, 'anon cannot select every column');
select throws_ok($$ select count(*) from public.quiz_images where answers ? 'en' $$, '42501', null, 'anon cannot filter on the answers either');
select throws_ok($$ insert into public.quiz_images (category, image, answers) values ('food', '/x.svg', '{}') $$, '42501', null, 'anon cannot add a picture');
select throws_ok($$ update public.quiz_images set answers = '{}' $$, '42501', null, 'anon cannot change answers');
select throws_ok($$ delete from public.quiz_images $$, '42501', null, 'anon cannot delete pictures');

reset role;
select * from finish();
rollback;
