/**
 * Round 17 of issue 13 (chat18): held-out requests (none is in round17-chat18.before.json nor in its hold-out set) for
 * each general path changed: the chef's told problem (no question mark) gets its cause and one fix, with a burnt /
 * bitter class; what the persona does at a moment gets its own ritual; the told-back fall-through reacts in character;
 * the kid guesses a who / where / when / what about itself; whether a reaction is allowed is weighed; a mood word's stock
 * line gives way to what someone keeps doing; the Vietnamese favourite split around its kind.
 */
import { describe, expect, it } from 'vitest';
import { replyRows } from '../../../../tests/content/persona-chat-rows.ts';
import { readMomentQuestion } from './persona-chat-moment17.ts';
import { readKidWh } from './persona-chat-kid-guess17.ts';

replyRows('the chef: a dish problem told, not asked, gets its cause and one fix', [
  ['vi', 'chef', 'em chiên cá mà lúc nào cũng bị cháy đen', /Cá bị đen và đắng[\s\S]*lửa nhỏ/u, /Nghe buồn|Kể mình nghe từng bước/u],
  ['ko', 'chef', '김치볶음밥을 볶는데 맨날 바닥이 타서 쓴맛이 나요', /김치볶음밥이 까맣고 쓴 건 뭔가 탄 거야/u, /뭔가 물어보는 거지/u],
  ['en', 'chef', 'my garlic bread always comes out burnt and bitter', /Garlic bread going black and bitter means something burned/u, /Here's what I'd do/u],
  ['zh', 'chef', '我炒的青椒每次都炒糊了', /青椒发黑发苦，是有东西烧糊了/u, /别倒，能救/u],
]);

replyRows('what the persona does at a moment: the moment told back, its own ritual, the visitor asked', [
  ['en', 'kpop_male', 'what do you usually do right after a concert?', /^Right after a concert\?[\s\S]*banana/u, /today|tired|Bye/iu],
  ['vi', 'detective', 'anh thường làm gì sau khi phá xong một vụ án vậy', /^Sau khi phá xong một vụ án hả\?[\s\S]*cà phê đen/u, /chưa có câu trả lời/u],
  ['ko', 'kpop_female', '언니는 콘서트 전에 뭐 먹어요?', /^콘서트 전에요\?[\s\S]*바나나/u, /딸기|오늘/u],
  ['zh', 'psychologist', '你压力大的时候一般做什么', /^压力大的时候呀？[\s\S]*深呼吸/u, /你在问我一件事/u],
]);

replyRows('the told-back fall-through reacts in character before its question', [
  ['en', 'detective', 'my newspaper keeps vanishing from the porch every sunday morning', /your newspaper keeps vanishing[\s\S]*a pattern has a person or a cause behind it/u, /^Elementary\.$/u],
  ['ko', 'childhood_friend', '룸메가 맨날 내 충전기를 가져가서 짜증나', /가져가서 짜증나는구나[\s\S]*네 편/u, /숨 크게|진정하고/u],
  ['zh', 'astrologer', '我最近总是丢三落四，烦死了', /星星不会让这件事发生/u, /你在问我一件事/u],
  ['vi', 'psychologist', 'em cứ đến tối là lại lo chuyện ngày mai, không ngủ nổi', /Một bước nhỏ/u, /Kể thêm một chút/u],
]);

replyRows('someone else\'s animal is no pet news; a daily repetition is a repetition', [
  ['en', 'detective', "my neighbor's cat sits on my car every morning and stares at me", /a pattern has a person or a cause/u, /officially a legend/u],
  ['ko', 'detective', '옆집 강아지가 매일 밤 우리 집 앞에서 짖어요', /패턴/u, /전설/u],
  ['zh', 'detective', '邻居家的狗每天半夜都冲着我家门口叫', /规律/u, /传奇/u],
]);

replyRows('the kid guesses a who / where / when / what about itself', [
  ['en', 'kid', 'who do you like playing with the most?', /My mom/u, /tell me the answer/iu],
  ['vi', 'kid', 'em thương ai nhất nè?', /Mẹ nè/u, /Kể con nghe đáp án/u],
  ['ko', 'kid', '너는 어디 가고 싶어?', /나무 위 집/u, /정답 알려 줘/u],
  ['zh', 'kid', '你以后想住在哪里呀', /树屋/u, /告诉我答案/u],
]);

replyRows('whether a reaction is allowed is weighed, never a keyword stock line', [
  ['en', 'girl', 'my roommate used my shampoo without asking again. should i be annoyed?', /normal reaction/u, /love|confess/iu],
  ['vi', 'childhood_friend', 'tụi bạn đi chơi mà không rủ tao, tao có nên buồn không', /bình thường/u, /Kể thêm một chút/u],
  ['zh', 'psychologist', '同事抢了我的功劳，我应该生气吗', /正常的反应/u, /你在问我一件事/u],
]);

replyRows('a Vietnamese favourite split around its kind is the favourite question', [
  ['vi', 'kpop_female', 'chị thích màu nào nhất ạ', /thích nhất màu/u, /chưa có câu trả lời sẵn/u],
]);

describe('the moment and kid readers stay off the visitor\'s own story', () => {
  it('a moment holding the visitor\'s own I is theirs, not the persona\'s', () => {
    expect(readMomentQuestion('what do you do when my mom yells at me', 'en')).toBeNull();
    expect(readMomentQuestion('你不开心的时候会做什么', 'zh')).toEqual({ moment: '不开心的时候' });
  });
  it('a question with no "you" or with the visitor\'s own I is no question about the kid', () => {
    expect(readKidWh('where is my phone', 'en')).toBeNull();
    expect(readKidWh('ai cũng thích em mà', 'vi')).toBeNull();
    expect(readKidWh('너는 누가 제일 좋아?', 'ko')).toBe('who');
  });
});
