/**
 * Round 19 of issue 13 (chat22): held-out requests (none is in round19-chat22.before.json nor in its hold-out set).
 * 1. The option cleaner: an option the reader left with a bare like-verb ("like pizza", "prefer beach") or with
 *    "u" for "you", or with a purpose both options share ("… for a weekend trip"), is cut to the thing offered.
 * 2. The told-back fall-through and the past-told reader answer the message's tail in its form (persona-chat-tail19.ts):
 *    a thing not dared, a verdict on oneself, a feeling or a loss, not knowing how / whether / where to start.
 */
import { describe, expect, it } from 'vitest';
import { replyRows } from '../../../../tests/content/persona-chat-rows.ts';
import { cleanOption } from './persona-chat-choice19.ts';
import { readTail } from './persona-chat-tail19.ts';

describe('the option cleaner cuts a bare like-verb and a shared purpose', () => {
  it.each([
    ['like ice cream', 'ice cream'],
    ['prefer trains', 'trains'],
    ['do u like soccer', 'soccer'],
    ['would ya rather swim', 'swim'],
    ['cake for my birthday party', 'cake'],
  ] as const)('%s → %s', (option, clean) => {
    expect(cleanOption(option, 'en')).toBe(clean);
  });
});

replyRows('a taste choice never keeps the like-verb in its option', [
  ['en', 'kid', 'do you like ice cream or cookies more?? i like cookies', /^Cookies, same as you![\s\S]*my favourite is cookies/u, /like cookies, same|about like/iu],
  ['en', 'kid', 'do u like pancakes or waffles more', /(?:Pancakes|waffles)!/u, /love pancakes or|waffles more|u like/iu],
  ['zh', 'kid', '你喜欢夏天还是冬天', /我选(?:夏天|冬天)/u, /喜欢夏天还是冬天了|喜欢！！/u],
  ['en', 'childhood_friend', 'do u like summer or winter better', /^Between (?:summer|winter) and (?:summer|winter)\?/u, /u like|better\?/iu],
]);

describe('the tail of a message is read by its grammar', () => {
  it.each([
    ['en', 'i lost my job and im too scared to tell my wife', 'dareNot'],
    ['vi', 'tao bị đuổi học rồi, chưa dám nói với ai', 'dareNot'],
    ['zh', '我挂科了，一直不敢告诉爸妈', 'dareNot'],
    ['en', 'i forgot my own mom’s birthday, i’m such an idiot', 'selfJudge'],
    ['vi', 'em lại làm hỏng bài kiểm tra, em thấy mình vô dụng quá', 'selfJudge'],
    ['ko', '또 늦잠 자서 지각했어 나 진짜 한심해', 'selfJudge'],
    ['zh', '我又迟到了，我真的好没用', 'selfJudge'],
    ['zh', '他回了我一个“嗯”，这是什么意思', 'meaning'],
    ['ko', '남친이 답장으로 ㅇㅇ만 보냈는데 무슨 뜻이야', 'meaning'],
    ['en', 'we broke up last week and i dont know how to stop texting him', 'dontKnow'],
    ['vi', 'sếp la em trước cả phòng, em không biết phải làm sao để đối mặt', 'dontKnow'],
    ['zh', '我被分手了，我好难过', 'feel'],
  ] as const)('%s: %s → %s', (language, text, kind) => {
    expect(readTail(text, language)?.kind).toBe(kind);
  });
  it('a death told with no feeling of the visitor keeps its reader', () => {
    expect(readTail('two of my plants died this week and my sister waters them', 'en')).toBeNull();
  });
});

replyRows('the told-back fall-through and the past-told reader answer the tail in its form, with the visitor\'s own words', [
  ['en', 'psychologist', "i crashed my dad's car last night and im too scared to tell him", /^So you crashed your dad's car last night\. You don't have to tell him today\./u, /how did it go|too scared to\./iu],
  ['zh', 'kpop_female', '我把新买的手机摔坏了，不敢跟我妈说', /你把新买的手机摔坏了。不用今天就跟你妈说/u, /后来怎么样了|不敢跟我妈说/u],
  ['vi', 'psychologist', 'em lỡ làm vỡ bình hoa của mẹ, không dám nói', /Em lỡ làm vỡ bình hoa của mẹ\. Chưa cần nói ngay hôm nay/u, /hụt hẫng|diễn ra sao/iu],
  ['zh', 'girl', '我的金鱼今天死了，我好伤心', /你的金鱼今天死了。你好伤心，太正常了[\s\S]*好好告别/u, /后来怎么样了/u],
  ['ko', 'kpop_female', '언니 저 오늘 무대에서 가사 틀렸어요 너무 창피해요', /가사 틀렸군요\. 그 순간엔 창피하죠/u, /창피해요\?|대단한데/u],
  ['vi', 'kpop_male', 'anh ơi hôm nay em hát trên sân khấu bị lạc giọng, xấu hổ quá', /hát trên sân khấu bị lạc giọng\. Lúc đó quê thật/u, /xấu hổ quá\.|Rồi mọi chuyện thế nào/iu],
  ['ko', 'childhood_friend', '친구 생일을 까먹었는데 어떻게 사과해야 할지 모르겠어', /^친구 생일을 까먹었구나\. 어떻게 할지는[\s\S]*첫마디/u, /어땠어\?|일 년 뒤/u],
  ['en', 'childhood_friend', 'my lease ends in april and i dont know where to even start looking', /^So your lease ends in april\. Start with the one piece that has a date/u, /keeps happening|how long has it been/iu],
]);
