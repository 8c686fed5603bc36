/**
 * Round 19 of issue 13 (chat23): held-out requests (none is in round19-chat23.before.json nor in its hold-out set).
 * 1. Pet news gives way to a question or a pet's loss (persona-chat-misread23.ts): never "the cat is the boss".
 * 2. Someone else's event followed by the visitor's own turn (a contrast, a negation, a question) is told back whole and
 *    that turn answered (tell-back:turned23), never their news celebrated.
 * 3. A taste asked without a question mark is a choice.
 */
import { describe, expect, it } from 'vitest';
import { replyRows } from '../../../../tests/content/persona-chat-rows.ts';
import { asksSomething, othersEventGivesWay, petNewsGivesWay } from './persona-chat-misread23.ts';

describe('pet news gives way to a question or a loss', () => {
  it.each([
    ['my cat keeps knocking cups off the table, how do i stop her', true],
    ['con chó nhà mình chạy mất từ sáng', true],
    ['우리 강아지 밥을 왜 안 먹을까', true],
    ['我家的狗跑丢了两天了', true],
    ['my cat learned to open the fridge lol', false],
    ['우리 고양이가 오늘 처음으로 내 무릎에 앉았어', false],
  ] as const)('%s → %s', (text, gives) => {
    expect(petNewsGivesWay(text)).toBe(gives);
  });
});

describe("the visitor's turn after another person's event", () => {
  it.each([
    [' and i cant stop crying about it', true],
    [', mà em chẳng thấy vui gì cả', true],
    ['는데 나는 가기 싫어', true],
    ['，可是我一点都高兴不起来', true],
    [' and i am so proud of her', false],
    ['，我真替她高兴', false],
  ] as const)('%s → %s', (turn, gives) => {
    expect(othersEventGivesWay(turn)).toBe(gives);
  });
  it('reads an indirect question as a question', () => {
    expect(asksSomething('i dont know if i should go')).toBe(true);
    expect(asksSomething('không có gì đâu')).toBe(false);
  });
});

replyRows('pet news never answers a question or a loss', [
  ['en', 'girl', 'my dog ran away this morning and i cant find him anywhere', /ran away/iu, /boss|treat|secret life|good news/iu],
  ['vi', 'chef', 'con mèo nhà em ăn vụng hết cá rồi, tối nay nấu gì đây', /./u, /trùm|thưởng cho/iu],
  ['zh', 'kid', '你喜欢兔子还是仓鼠', /我选(?:兔子|仓鼠)|(?:兔子|仓鼠)！/u, /老大|奖励/u],
]);

replyRows("someone else's event answered with the visitor's own turn", [
  ['en', 'psychologist', 'my cousin is having a baby in may and honestly i feel nothing, is that bad', /^Your cousin is having a baby in may and honestly you feel nothing, is that bad\? That question is yours/u, /big day for them|quiet moment/iu],
  ['vi', 'girl', 'chị em sắp sinh em bé mà em lại thấy ghen tị', /^Chị [\s\S]*sắp sinh em bé[\s\S]*ghen tị/u, /tin vui lớn/iu],
  ['ko', 'kpop_female', '언니가 결혼한다는데 저는 왜 눈물이 날까요', /결혼한다는데[\s\S]*질문/u, /결혼하는구나|조용히 보내는/u],
  ['zh', 'psychologist', '我姐姐下个月结婚，可是我跟她已经一年没说话了', /你姐姐下个月结婚，可是你跟她已经一年没说话了。/u, /大日子/u],
]);
