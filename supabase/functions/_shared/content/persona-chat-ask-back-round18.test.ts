/**
 * Round 18 of issue 13 (chat20): held-out requests (none is in round18-chat20.before.json nor in its hold-out set) for
 * the ask-back fall-through answering the question's form (A or B weighed by name, whether two people fit, a kid's two
 * questions) and for self-polar18's concrete detail on a kpop persona's own hardship.
 */
import { describe, expect, it } from 'vitest';
import { replyRows } from '../../../../tests/content/persona-chat-rows.ts';
import { readAskedParts } from './persona-chat-ask-back18.ts';
import { readSelfPolar, writeSelfPolar } from './persona-chat-self-polar18.ts';

replyRows('a choice between two named things: both weighed by name, a lean with its reason, then one question', [
  ['en', 'girl', 'should i listen to my coach or my teacher about quitting swim', /^Your coach or your teacher\?[\s\S]*lean “your coach”[\s\S]*case for “your teacher”\?/u, /what happened|how can I help/iu],
  ['vi', 'girl', 'tao nên đi với chị hai hay đi với thằng Nam, vụ đi biển đó', /chị hai[\s\S]*thằng Nam[\s\S]*nghiêng về/u, /Kể thêm một chút|chuyện gì đã xảy ra/u],
  ['ko', 'girl', '엄마 말 들어야 돼 이모 말 들어야 돼? 알바 때문에', /^엄마, 아니면 이모\?[\s\S]*난 엄마 쪽이야/u, /무슨 일이 있었는지|어디부터 같이 볼까/u],
  ['zh', 'girl', '我该听我姐的还是听我同学的，她们说的不一样', /^听你姐的还是听你同学的？[\s\S]*我偏向听你姐的/u, /发生了什么|你希望我怎么帮你/u],
]);

replyRows('whether the visitor and someone fit: a stance with its reason, by name', [
  ['en', 'childhood_friend', 'honestly do you think me and priya are compatible?', /^You and Priya\? Honestly, I think it can work/u, /what happened|how can I help/iu],
  ['vi', 'childhood_friend', 'mày thấy tao với thằng Huy có hợp nhau không', /Huy hả\?[\s\S]*hợp được/u, /Kể thêm|Sao hôm nay lại nghĩ/u],
  ['ko', 'childhood_friend', '나랑 지훈이랑 잘 맞는 것 같아?', /잘 맞을 수 있다고 봐/u, /무슨 일 있었어/u],
  ['zh', 'childhood_friend', '你觉得我跟小李合得来吗', /^你和小李？我觉得合得来/u, /发生了什么/u],
]);

replyRows('a kid asked two questions answers both: its pick, then its guess at the why', [
  ['en', 'kid', 'do you like pizza or pasta? and why is the sea salty?', /^Hmm… pizza![\s\S]*pasta[\s\S]*salt/iu, /tell me the answer/iu],
  ['vi', 'kid', 'em thích chó hay thích mèo hơn? sao trăng lại tròn vậy?', /^Hmm… chó![\s\S]*mèo[\s\S]*trăng lại tròn/u, /Kể con nghe đáp án/u],
  ['zh', 'kid', '你喜欢苹果还是香蕉？为什么月亮会变？', /^嗯……苹果！[\s\S]*香蕉[\s\S]*月亮/u, /告诉我答案/u],
  ['ko', 'kid', '호랑이가 더 빨라 치타가 더 빨라?', /^음… 호랑이!/u, /정답 알려 줘/u],
]);

replyRows('a kpop persona asked about its own hardship: its yes, then one thing it does when it happens', [
  ['vi', 'kpop_male', 'anh có bao giờ thấy mệt muốn bỏ hết không?', /^Có chứ! Anh cũng có lúc[\s\S]*lên sân thượng/u, /Anh bao giờ/u],
  ['zh', 'kpop_female', '姐姐你会不会紧张到想哭', /^会！[\s\S]*戴上耳机/u, /告诉我答案/u],
]);

describe('hay after a subject or a time word is "often", never a choice', () => {
  it.each([
    ['vi', 'dạo này em hay quên chìa khóa, có sao không'],
    ['vi', 'tao hay mơ thấy ông nội lắm'],
  ] as const)('%s: %s', (language, text) => {
    expect(readAskedParts(text, language, 'girl')).toEqual([]);
  });
});

describe('self-polar18: a kpop persona\'s own hardship gets what it does about it; a plain question does not', () => {
  it.each([
    ['en', 'kpop_male', 'do you ever get scared before a live show', /When it hits, I go up to the rooftop/u],
    ['ko', 'kpop_female', '언니 연습하다가 울었어?', /연습실 구석에/u],
    ['vi', 'kpop_female', 'chị có bao giờ khóc sau buổi tập không', /^Có chứ! Chị cũng có lúc khóc[\s\S]*góc phòng tập/u],
    ['zh', 'kpop_male', '哥哥你会不会紧张', /上天台/u],
  ] as const)('%s %s: %s', (language, persona, text, expected) => {
    const asked = readSelfPolar(text, language, persona);
    expect(asked).not.toBeNull();
    if (asked) expect(writeSelfPolar(asked, persona, language).join(' ')).toMatch(expected);
  });
  it('no detail for a question that is no hardship', () => {
    const asked = readSelfPolar('do you ever eat ramen after practice', 'en', 'kpop_male');
    expect(asked && writeSelfPolar(asked, 'kpop_male', 'en').join(' ')).not.toMatch(/rooftop/u);
  });
  it('the visitor\'s own I with a particle gives way (나랑 지훈이랑 잘 맞는 것 같아?)', () => {
    expect(readSelfPolar('나랑 지훈이랑 잘 맞는 것 같아?', 'ko', 'childhood_friend')).toBeNull();
  });
});
