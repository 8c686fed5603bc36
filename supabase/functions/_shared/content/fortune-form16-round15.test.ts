import { describe, expect, it } from 'vitest';
import { generateFortune } from './fortune-telling.ts';
import { readFortuneForm16, type Form16Kind } from './fortune-form16.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage, FortuneCategory } from '../contract/content-types.ts';

// Round 15 of issue 13, second wave (helper fort16): question forms read before any stock lean (fortune-form16.ts).
// Every input is held out: none is in round15-fort16.before.json.
const seeds = [1, 7, 42, 1001];
const firstParagraph = (text: string): string => text.split('\n\n')[0] ?? '';

interface Case { language: ContentLanguage; category: FortuneCategory; input: string; kind: Form16Kind; says: RegExp }

/** A stock lean or a coin flip: what the early readers answered these forms with. */
const stock = /lean(?:s)? (?:toward|to) yes|Short answer first|flip a coin|toss a coin|nghiêng về “có”|chữ “có”|점괘는 ‘예’|동전을|答案是可以|偏向“可以”|不绕弯子|抛一次硬币/u;

const check = (title: string, cases: readonly Case[]): void => {
  describe(title, () => {
    for (const { language, category, input, kind, says } of cases) {
      it(`${language}: ${input}`, () => {
        expect(readFortuneForm16(input, language, category)?.kind).toBe(kind);
        for (const seed of seeds) {
          const text = generateFortune({ category, input }, { language, random: seededRandom(seed) });
          expect(firstParagraph(text)).toMatch(says);
          expect(firstParagraph(text)).not.toMatch(stock);
        }
      });
    }
  });
};

check('a cause asked is a thing to test, not a yes', [
  { language: 'en', category: 'health', input: 'my lower back hurts after work every day. is it my chair?', kind: 'cause', says: /whether it’s your chair\. The cards can’t examine you/u },
  { language: 'vi', category: 'health', input: 'dạo này em hay bị đau đầu buổi chiều, có phải do thiếu ngủ không ạ', kind: 'cause', says: /bạn hỏi có phải do thiếu ngủ không\. Lá bài không khám bệnh được/u },
  { language: 'ko', category: 'health', input: '요즘 자꾸 피곤해요. 나이 탓일까요?', kind: 'cause', says: /‘나이’ 때문인지 물으셨고요\. 카드는 진찰을 할 수 없어서/u },
  { language: 'zh', category: 'money', input: '这个月钱不够花，是不是因为我点外卖太多了？', kind: 'cause', says: /问是不是因为你点外卖太多了。牌把它读作原因之一/u },
]);

check('"A, or am I overthinking?" is no coin flip between the halves', [
  { language: 'en', category: 'love', input: 'she left me on read twice this week. is she done with me, or am i overreacting?', kind: 'overthink', says: /whether she is done with you, or whether you’re overthinking it\. No coin flip here/u },
  { language: 'vi', category: 'love', input: 'anh ấy dạo này ít nhắn tin hẳn, có phải hết thích em rồi không, hay là em nghĩ nhiều quá', kind: 'overthink', says: /hay là bạn đang nghĩ nhiều\. Không cần tung đồng xu/u },
  { language: 'ko', category: 'love', input: '남친이 요즘 연락이 뜸해요. 마음이 식은 걸까요 아니면 제가 예민한 걸까요?', kind: 'overthink', says: /‘마음이 식은’ 건지, 아니면 예민하신 건지 물으셨고요\. 동전 던지기로 정할 일은 아니에요/u },
  { language: 'zh', category: 'love', input: '她这两天回消息特别慢，是不是对我没感觉了，还是我想多了', kind: 'overthink', says: /问是不是对你没感觉了，还是你想多了。这不用抛硬币/u },
]);

check('a backlash feared for not doing something is answered: rarely', [
  { language: 'en', category: 'work', input: 'everyone is going to the team drinks on friday. if i skip it will they think im rude?', kind: 'backlash', says: /The cards lean to no: a no said early and calmly/u },
  { language: 'vi', category: 'work', input: 'cả phòng đi karaoke tối thứ sáu, em không đi thì có bị nói là khó gần không', kind: 'backlash', says: /Quẻ nghiêng về “không”/u },
  { language: 'ko', category: 'work', input: '팀 회식이 매주 있는데 안 가면 미움받을까요?', kind: 'backlash', says: /‘안 가면 미움받을까요’ 하고 물으신 거고요\. 점괘는 ‘아니요’ 쪽이에요/u },
  { language: 'zh', category: 'work', input: '年会不想表演节目，要是拒绝了领导会不会不高兴？', kind: 'backlash', says: /牌偏向“不会”/u },
]);

check('"what does that mean" reads the told event', [
  { language: 'en', category: 'love', input: 'my ex sent me a happy birthday text after a year of nothing. what does that mean?', kind: 'meaning', says: /you’re asking what it means\. On its own it says one thing for sure: you were on their mind/u },
  { language: 'vi', category: 'love', input: 'người yêu cũ tự nhiên gọi điện cho em lúc nửa đêm, là sao vậy', kind: 'meaning', says: /bạn hỏi vậy là sao\. Đứng riêng, nó nói chắc một điều/u },
  { language: 'vi', category: 'love', input: 'sếp cũ tự dưng nhắn hỏi dạo này em đi làm ở đâu chưa, vậy là sao ạ', kind: 'meaning', says: /Đứng riêng, nó nói chắc một điều/u },
  { language: 'ko', category: 'love', input: '작년에 헤어진 전 여친이 생일 축하한다고 카톡 보냈어요 무슨 의미일까요', kind: 'meaning', says: /‘작년에 헤어진 전여친이/u },
  { language: 'ko', category: 'love', input: '그 사람이 좋아요는 다 누르는데 밥 먹자고 하면 답이 없어요 무슨 뜻일까요', kind: 'meaning', says: /두 가지가 서로 맞지 않는데, 그게 바로 답이에요/u },
  { language: 'zh', category: 'love', input: '前任突然给我的朋友圈点赞，这是什么意思？', kind: 'meaning', says: /问这是什么意思。单看这一件事，能确定的只有一点/u },
]);

check('"how do I say no / how do I tell her" is answered with how', [
  { language: 'en', category: 'love', input: 'i want to tell my mom i’m moving in with my girlfriend. how do i bring it up?', kind: 'howTell', says: /you’re asking how to say it\. .*Pick a calm moment/u },
  { language: 'vi', category: 'work', input: 'đồng nghiệp cứ nhờ em làm hộ báo cáo, làm sao để từ chối mà không mất lòng ạ', kind: 'howNo', says: /bạn hỏi nên từ chối thế nào\. .*Ví dụ:/u },
  { language: 'ko', category: 'work', input: '팀장님이 주말마다 일을 줘요. 어떻게 거절하면 좋을까요?', kind: 'howNo', says: /어떻게 거절하면 좋을지 물으셨고요\. .*예를 들면/u },
  { language: 'zh', category: 'work', input: '同事总让我帮他带饭，我该怎么拒绝？', kind: 'howNo', says: /问该怎么开口拒绝。.*比如/u },
]);

check('"should I stop X?" beside a pain rests the move that hurts', [
  { language: 'en', category: 'health', input: 'my wrist aches every time i play guitar for more than an hour. should i stop playing for a while?', kind: 'stopPain', says: /rest the part that hurts, not everything/u },
  { language: 'vi', category: 'health', input: 'chạy bộ xong là cổ chân em nhức, có nên ngưng chạy một thời gian không', kind: 'stopPain', says: /Quẻ khuyên cho phần bị đau nghỉ/u },
  { language: 'ko', category: 'health', input: '달리기만 하면 발목이 아파요. 달리기를 그만둬야 할까요?', kind: 'stopPain', says: /아픈 부분을 쉬게 하라고 해요/u },
  { language: 'zh', category: 'health', input: '跑步的时候膝盖疼，要不要先停一段时间？', kind: 'stopPain', says: /让疼的那部分休息/u },
]);

check('a forecast of what was told ("…too?") plans for it', [
  { language: 'en', category: 'travel', input: 'my dad got seasick on the ferry last summer. will he get sick on the boat tour too?', kind: 'forecast', says: /whether he will get sick on the boat tour too\. The cards won’t promise it won’t/u },
  { language: 'vi', category: 'travel', input: 'bé nhà em đi xe khách hay bị say, đi tàu hỏa bé có cũng bị say không ạ', kind: 'forecast', says: /Lá bài không hứa là sẽ không/u },
  { language: 'ko', category: 'travel', input: '엄마가 버스만 타면 멀미를 하세요. 배에서도 멀미하실까요?', kind: 'forecast', says: /카드는 안 그럴 거라고 약속하진 않아요/u },
  { language: 'zh', category: 'travel', input: '我爸坐船会晕，这次坐邮轮也会晕吗？', kind: 'forecast', says: /牌不会保证它不来/u },
]);

describe('forms that only look alike stay with the other readers', () => {
  it.each([
    ['en', 'work', 'i got an offer from a startup. is it the right time to jump?'],
    ['ko', 'money', '친한 친구가 300만 원만 빌려 달라는데 빌려줘도 괜찮을까요?'],
    ['en', 'love', 'should i stop texting him first?'],
    ['vi', 'money', 'em muốn mua xe máy mới, có nên không'],
    ['zh', 'love', '他昨天没回我消息，今天也没回，怎么办？'],
  ] as const)('%s: %s', (language, category, input) => {
    expect(readFortuneForm16(input, language, category)).toBeNull();
  });
});

check('the same forms in other words: "how to tell", "could X be causing this", "X가 원인일까요", "do X đúng không"', [
  { language: 'en', category: 'work', input: 'i got into grad school abroad. how to tell my manager without burning the bridge?', kind: 'howTell', says: /you’re asking how to say it/u },
  { language: 'en', category: 'health', input: 'my hands shake a little in the mornings. could coffee be causing this?', kind: 'cause', says: /whether it’s coffee\. The cards can’t examine you/u },
  { language: 'ko', category: 'health', input: '요즘 밤에 자꾸 깨요. 커피가 원인일까요?', kind: 'cause', says: /‘커피’ 때문인지 물으셨고요/u },
  { language: 'vi', category: 'health', input: 'da mặt em nổi mụn liên tục, do ăn đồ ngọt đúng không ạ', kind: 'cause', says: /bạn hỏi có phải do ăn đồ ngọt không/u },
]);

check('a forecast that repeats the result of a habit told ("đi xe khách là say", "坐车就晕", "whenever")', [
  { language: 'en', category: 'travel', input: 'my little brother throws up whenever we take long car rides. will he throw up on the train?', kind: 'forecast', says: /whether he will throw up on the train/u },
  { language: 'vi', category: 'travel', input: 'ba em ngồi xe khách là chóng mặt, đi tàu ba có chóng mặt không ạ', kind: 'forecast', says: /Lá bài không hứa là sẽ không/u },
  { language: 'zh', category: 'travel', input: '我奶奶一坐车就吐，坐高铁会吐吗？', kind: 'forecast', says: /牌不会保证它不来/u },
]);

describe('a permission or an ability beside a habit stays with the other readers', () => {
  it.each([
    ['vi', 'health', 'Em cứ chạy nhanh là khó thở, mà tuần sau có giải chạy. Em chạy có được không ạ?'],
    ['zh', 'health', '我一跑步就膝盖疼，下周的马拉松能跑吗？'],
  ] as const)('%s: %s', (language, category, input) => {
    expect(readFortuneForm16(input, language, category)?.kind).not.toBe('forecast');
  });
});
