/**
 * Round 18 of issue 13 (chat19): held-out requests (none is in round18-chat19.before.json nor in its hold-out set) for
 * each general path changed: a yes/no question about the persona itself is answered yes in the visitor's own clause and
 * asked back; the last fall-through tells back a clause holding the visitor's I anywhere (or none, in Chinese); a thought
 * that keeps coming back is its own stance; a loss is never news to cheer; the detective reasons from the other facts
 * given; a should-question with a judgement tail is no either/or; a plan told with "what do you think?" is weighed.
 */
import { describe, expect, it } from 'vitest';
import { replyRows } from '../../../../tests/content/persona-chat-rows.ts';
import { readSelfPolar } from './persona-chat-self-polar18.ts';
import { readTellBack, tellsReplay } from './persona-chat-tellback12.ts';
import { readPlanQuestion } from './persona-chat-decide14.ts';

replyRows('a yes/no question about the persona itself: its yes in the visitor\'s clause, then asked back', [
  ['en', 'kid', 'did you eat all your vegetables at lunch?', /^Did I eat all my vegetables at lunch\? I did![\s\S]*Did you\?/u, /Some days yes|tell me the answer/iu],
  ['en', 'kpop_female', 'unnie do you ever cry after a concert', /^Do I ever cry after a concert\? I do![\s\S]*Do you\?/u, /Don't cry|Hungry/iu],
  ['vi', 'kid', 'hôm nay em có ăn hết cơm không?', /^Có chứ! Hôm nay em ăn hết cơm nè\.[\s\S]*Còn bạn thì sao\?/u, /chúc mừng|Kể thêm/u],
  ['vi', 'kid', 'tối qua em có đánh răng trước khi ngủ không?', /^Có chứ! Tối qua em đánh răng trước khi ngủ nè\./u, /Giữa “|Kể con nghe/u],
  ['ko', 'kid', '오늘 낮잠 잤어?', /^응, 오늘 낮잠 잤어!/u, /정답 알려 줘/u],
  ['zh', 'kid', '你今天有没有帮妈妈洗碗？', /^有！我今天帮妈妈洗碗了。[\s\S]*你呢？/u, /告诉我答案/u],
  ['zh', 'kid', '你会自己系鞋带吗？', /^嗯！我会自己系鞋带。/u, /告诉我答案/u],
]);

describe('the self yes/no question gives way when it is not one', () => {
  it.each([
    ['en', 'kid', 'do you think i should tell my teacher?'],
    ['en', 'kpop_male', 'do you like cats or dogs?'],
    ['en', 'kid', 'are you a robot?'],
    ['ko', 'kid', '너 오늘 뭐 먹었어?'],
    ['zh', 'kid', '你今天累不累？'],
    ['vi', 'kid', 'em có biết tao là ai không?'],
    ['en', 'kid', 'did you see that? it was huge'],
  ] as const)('%s %s: %s', (language, persona, text) => {
    expect(readSelfPolar(text, language, persona)).toBeNull();
  });
});

replyRows('the last fall-through tells back the visitor\'s clause wherever its I stands', [
  ['en', 'psychologist', "a comment i left on a friend's post keeps me up at night", /^So a comment you left on a friend's post keeps you up at night\./u, /So this is about|What do you want to do about/u],
  ['zh', 'psychologist', '上个月在婚礼上致辞忘词了，到现在还一直在脑子里回放', /^上个月在婚礼上致辞忘词了。[\s\S]*反复回放/u, /后来怎么样了/u],
]);

replyRows('a thought that keeps coming back is named and given a step, never asked how it turned out', [
  ['vi', 'psychologist', 'em cứ nghĩ mãi về cái tin nhắn em gửi nhầm hôm qua', /tua lại[\s\S]*hai câu/u, /bắt đầu từ khi nào/u],
  ['ko', 'psychologist', '어제 친구한테 한 말이 자꾸 생각나서 괴로워요', /되감는[\s\S]*두 문장/u, /언제부터/u],
  ['zh', 'girl', '我总是想起毕业典礼上摔倒的样子', /没人像你记得这么清楚/u, /好厉害/u],
]);

replyRows('a loss told is never cheered as news', [
  ['en', 'girl', 'my roommate broke my favourite mug this morning', /^Wait, your roommate broke your favourite mug this morning\? How are you taking it\?/u, /so cool|What made you think/iu],
  ['zh', 'childhood_friend', '我把我妈送我的杯子摔碎了', /摔碎了/u, /好厉害/u],
]);

replyRows('the detective lays the other facts given beside the told one and reasons from them', [
  ['en', 'detective', 'my bike seat was wet this morning and it never rained, only my neighbour uses that rack', /Now put it beside the other fact[\s\S]*only your neighbour uses that rack/u, /So this is about/u],
  ['ko', 'detective', '우편함 편지가 자꾸 뜯겨 있어요. 열쇠는 저랑 관리실만 있어요', /나란히 놓아[\s\S]*“열쇠는 저랑 관리실만 있어요”[\s\S]*패턴/u, /왜 그 생각이 났나/u],
]);

replyRows('a should-question with a judgement tail is weighed, not read as two options', [
  ['en', 'girl', 'should i wear the dress my ex gave me to the party or is that too much', /So you're weighing whether to wear the dress your ex gave you to the party\./u, /or is that too much\./u],
]);

replyRows('a plan told with "what do you think?" is weighed by a small first test', [
  ['en', 'childhood_friend', 'thinking about dyeing my hair pink, what do you think?', /whether to go ahead with dyeing your hair pink\.[\s\S]*small version/u, /So this is about/u],
  ['vi', 'childhood_friend', 'tao tính bỏ học thêm để đi làm thêm, mày thấy sao', /có nên bỏ học thêm để đi làm thêm không[\s\S]*phiên bản nhỏ/u, /Kể thêm/u],
  ['ko', 'childhood_friend', '나 유튜브 시작할까 고민 중인데 어떻게 생각해?', /“유튜브 시작할까” 고민되는구나[\s\S]*작게 먼저/u, /얘기구나/u],
  ['zh', 'childhood_friend', '我想把头发剪短，你觉得怎么样', /要不要把头发剪短[\s\S]*小版本/u, /所以是/u],
]);

describe('the readers of round 18, read alone', () => {
  it('tells back the visitor\'s I anywhere only when asked to', () => {
    expect(readTellBack('a fight i had with my boss keeps me awake', 'en', 'psychologist')).toBeNull();
    expect(readTellBack('a fight i had with my boss keeps me awake', 'en', 'psychologist', { anywhere: true })?.stance).toBe('replay');
  });
  it('reads a replay in each language', () => {
    expect(tellsReplay('i cant stop replaying it', 'en')).toBe(true);
    expect(tellsReplay('em cứ nghĩ mãi chuyện đó', 'vi')).toBe(true);
    expect(tellsReplay('그 말이 자꾸 생각나', 'ko')).toBe(true);
    expect(tellsReplay('那件事我一直忘不掉', 'zh')).toBe(true);
    expect(tellsReplay('i went to the gym today', 'en')).toBe(false);
  });
  it('reads a plan only with its opinion question', () => {
    expect(readPlanQuestion('thinking of moving to berlin for a year', 'en')).toBeNull();
    expect(readPlanQuestion('我想辞职去旅行一年，你觉得怎么样', 'zh')?.plan).toBe(true);
  });
});
