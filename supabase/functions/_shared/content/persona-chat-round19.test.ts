/**
 * Round 19 of issue 13 (chat21): held-out requests (none is in round19-chat21.before.json nor in its hold-out set) for
 * the two compose paths rewritten: a life event (a fight, a breakup, a job change, a move) is told back in the visitor's
 * words and answered in its form, naming the person or the place; a taste choice names its options cleanly, takes the
 * visitor's own liking, never praises the other more, and asks about this choice.
 */
import { describe, expect, it } from 'vitest';
import { replyRows } from '../../../../tests/content/persona-chat-rows.ts';
import { cleanOption, likedOption } from './persona-chat-choice19.ts';
import { movePlace, namedPerson, situationForm, writeLifeSituation } from './persona-chat-situation19.ts';

replyRows('a life event is told back and answered in its form, never with a stock line for any such event', [
  ['en', 'psychologist', 'i had a fight with my mom last night, should i apologize first?', /^So you had a fight with your mom last night\. Yes, go first\.[\s\S]*your mom matters more to you/u, /Fighting with someone you care about|Nobody wins a fight/u],
  ['ko', 'kpop_female', '언니 저 다음 달에 서울로 이사 가요 친구가 하나도 없어서 걱정돼요', /다음 달에 서울로 이사 가요\?[\s\S]*서울에서 매주 가는 곳/u, /이삿짐센터|배달 음식|서류랑 충전기/u],
  ['zh', 'psychologist', '我跟我妈因为工作的事吵架了，现在都不说话', /^你跟你妈因为工作的事吵架了[\s\S]*给你妈发一句/u, /心里最累了|往深处看/u],
  ['vi', 'psychologist', 'em với mẹ cãi nhau vì chuyện học, mẹ giận em cả tuần nay', /với mẹ cãi nhau vì chuyện học[\s\S]*Nhắn cho mẹ một câu/u, /Giận nhau với người ấy|Sâu bên dưới/u],
]);

describe('a life event of someone else gives way (who acts)', () => {
  it.each([
    ['moving', 'en', 'girl', 'my cousin is moving to berlin in june'],
    ['fight', 'vi', 'girl', 'ba mẹ tao dạo này cãi nhau hoài'],
    ['fight', 'zh', 'psychologist', '我爸妈最近总是吵架'],
  ] as const)('%s %s: %s', (situation, language, persona, text) => {
    expect(writeLifeSituation(situation, text, persona, language)).toBeNull();
  });
});

replyRows('a whether about something other than the event itself keeps the older answer (no "yes, go first")', [
  ['zh', 'astrologer', '我是天蝎座，最近总和男朋友吵架，是不是星座不合？', /男朋友/u, /你先开口/u],
]);

replyRows('a taste choice names the options cleanly, agrees with the visitor\'s liking and never praises the other more', [
  ['en', 'kid', 'which is cooler, dinosaurs or sharks? i like sharks', /^Sharks, same as you![\s\S]*my favourite is sharks/u, /dinosaurs wins|gut saying/iu],
  ['zh', 'kid', '你喜欢猫还是狗？我喜欢狗', /狗，跟你一样！我也选狗/u, /我选猫|问我之前/u],
  ['ko', 'girl', '떡볶이 좋아 피자 좋아?', /(?:난|나는) (?:떡볶이|피자)/u, /떡볶,|‘/u],
  ['vi', 'kid', 'bạn thích kem dâu hay kem sô cô la hơn?', /mình chọn kem (?:dâu|sô cô la)/u, /“bạn thích|hơn”|trong bụng/u],
  ['en', 'kid', 'kitten or bunny?? my dad said i can have one', /(?:kitten|bunny)! If I could only have one/iu, /tell your|smarter than we give/iu],
]);

describe('the readers of round 19', () => {
  it('reads the form of a request about its situation', () => {
    expect(situationForm('should i text him first?', 'en')).toBe('whether');
    expect(situationForm('어떡하지 진짜', 'ko')).toBe('whatNow');
    expect(situationForm('我下个月搬家了', 'zh')).toBe('told');
  });
  it('reads the place of a move and the other person of a fight', () => {
    expect(movePlace('we are moving to Denver next week', 'en')).toBe('Denver');
    expect(movePlace('다음 주에 대전으로 이사 가', 'ko')).toBe('대전');
    expect(namedPerson('i got into a fight with my brother', 'en')).toBe('your brother');
    expect(namedPerson('em với chồng cãi nhau hoài', 'vi')).toBe('chồng');
  });
  it('gives way on a moving day question and on situations it does not answer', () => {
    expect(writeLifeSituation('moving', '다음 주 토요일에 이사하는데 날짜 괜찮을까?', 'astrologer', 'ko')).toBeNull();
    expect(writeLifeSituation('theft', 'someone stole my bike', 'detective', 'en')).toBeNull();
  });
  it('cuts an option to the thing offered and finds the visitor\'s own liking', () => {
    expect(cleanOption('바다가', 'ko')).toBe('바다');
    expect(cleanOption('고양이', 'ko')).toBe('고양이');
    expect(cleanOption('chó hơn', 'vi')).toBe('chó');
    expect(cleanOption('喜欢下雪天', 'zh')).toBe('下雪天');
    expect(likedOption('tea or coffee? i love coffee', ['tea', 'coffee'], 'en')).toBe(1);
    expect(likedOption('tea or coffee?', ['tea', 'coffee'], 'en')).toBeNull();
  });
});
