/**
 * Round 15 of issue 13 (chat15): the early readers give way when their reading does not fit the whole request. Every
 * request here is held out (none is in round15-chat15.before.json): the visitor's question about their own reaction, about
 * themselves as a person, a feeling with its cause, whether they hurt someone, "have you had it too?", "what does it
 * mean?", a fan who may not go to the concert, the chef's prevention question, and an English "I want to…" that is the
 * visitor's own wish. Only the question forms, the feeling predicates and the failure classes are lists.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generatePersonaReply } from './persona-chat.ts';
import { readFeelingAsked } from './persona-chat-feeling15.ts';
import { readMeaningAsked } from './persona-chat-meaning15.ts';
import { readYouToo } from './persona-chat-you-too15.ts';
import { readFanDoubt } from './persona-chat-fan-doubt15.ts';
import { readVisitorQuestion } from './persona-chat-question14.ts';
import { wishNotInvitation } from './persona-chat-own-wish15.ts';

const reply = (language: ContentLanguage, persona: PersonaKey, content: string, seed = 1): string =>
  generatePersonaReply({ persona, messages: [{ role: 'user', content }] }, { language, random: seededRandom(seed) });

/** Answers of the early readers these requests used to get. */
const wrongReadings = /not wrong to bring it up|keeping count|Set a trap|three-sentence script|心情就像天气|悲伤不是需要消灭|Hunger|Meeting up\? Absolutely|chỗ vấp|설렘과 불안|슬픔은 없애야|함성|고마워요!|你在问我一件事|thói quen tâm trí|cơm nhão thì đem chiên|这样做。/u;

type Row = [ContentLanguage, PersonaKey, string, RegExp];

function rows(title: string, table: readonly Row[]): void {
  describe(title, () => {
    for (const [language, persona, message, expected] of table) {
      it(`${language} ${persona}: ${message}`, () => {
        for (const seed of [1, 2, 3]) {
          const text = reply(language, persona, message, seed);
          expect(text).toMatch(expected);
          expect(text).not.toMatch(wrongReadings);
        }
      });
    }
  });
}

rows('a question about the visitor\'s own reaction is weighed as a reaction, with what happened told back', [
  ['en', 'psychologist', "my coworker got the promotion i applied for and i've been weirdly down all week. am i overreacting?", /^So your coworker got the promotion you applied for[^]*normal reaction, not an overreaction/u],
  ['vi', 'girl', 'Crush rep tin nhắn của tớ cụt lủn, tớ buồn cả buổi. Tớ có để bụng quá không?', /rep tin nhắn của bạn cụt lủn[^]*phản ứng bình thường/u],
  ['ko', 'psychologist', '반려견 보낸 지 1년이 넘었는데 아직도 산책길만 가면 눈물이 나요. 이거 정상인가요?', /^반려견 보낸 지 1년이 넘었는데 아직도 산책길만 가면 눈물이 나시는군요\.[^]*자연스러운 반응[^]*시간이 꽤 지났는데도/u],
  ['zh', 'childhood_friend', '室友过生日没叫我，我难受了一晚上。我是不是想多了？', /室友过生日没叫你[^]*很正常的反应[^]*被落下的感觉/u],
]);

rows('a question about the visitor as a person answers that, after the act told back', [
  ['en', 'childhood_friend', 'i forgot to call my grandma on her birthday. am i a bad grandson?', /^So you forgot to call your grandma on her birthday\. No\./u],
  ['vi', 'psychologist', 'Em cãi lại bố trước mặt cả nhà. Em có phải là đứa con bất hiếu không ạ?', /cãi lại bố trước mặt cả nhà\. Không đâu\./u],
  ['ko', 'childhood_friend', '친구 생일 파티에 못 간다고 당일에 말했어. 나 나쁜 친구인가?', /^친구 생일 파티에 못 간다고 당일에 말했구나\. 아니야\./u],
  ['zh', 'psychologist', '我没借钱给表哥，我是不是很自私？', /^所以是你没借钱给表哥。不会的。/u],
]);

rows('a feeling told with its cause is told back whole, never a stock mood line', [
  ['en', 'psychologist', "i'm really down because my best friend is moving across the country next month", /^So you're really down because your best friend is moving across the country next month\./u],
  ['vi', 'girl', 'tớ tủi thân vì cả lớp đi dã ngoại mà tớ bị ốm không đi được', /tủi thân vì cả lớp đi dã ngoại/u],
  ['ko', 'girl', '발표하다가 말을 더듬어서 너무 속상해 ㅠ 다들 눈치챘겠지?', /^발표하다가 말을 더듬어서 너무 속상하구나\.[^]*티 안 나/u],
  ['ko', 'childhood_friend', '동생이 나보다 먼저 취업해서 괜히 우울해', /^동생이 나보다 먼저 취업해서 괜히 우울하구나\./u],
  ['zh', 'girl', '因为考试没考好，我今天特别郁闷', /因为考试没考好，你今天特别郁闷/u],
  ['en', 'kpop_female', 'i cried at work today because my boss yelled at me in front of everyone', /^So you cried at work today because your boss yelled at you in front of everyone\./u],
  ['zh', 'psychologist', '因为被老板当众批评，我在厕所哭了', /因为被老板当众批评，你在厕所哭了/u],
]);

rows('a decision asked after its context that no reader answers is that decision, with the context told back', [
  ['ko', 'psychologist', '전 남친한테 3년 만에 연락이 왔어요. 답장해도 될까요?', /^전남친한테 3년 만에 연락이 왔군요\. 그래서 “답장해도 될까” 고민되시는군요\./u],
  ['zh', 'girl', '我喜欢的人好像有女朋友了，我好难过，还要继续喜欢他吗', /你好难过，你在纠结要不要继续喜欢他。/u],
]);

rows('a repeated act whose doer the visitor names is no mystery case', [
  ['en', 'girl', "my flatmate keeps eating my yogurt and never says anything, it's driving me nuts", /your flatmate keeps eating your yogurt/u],
]);

rows('"what do I do?" after a heavy feeling gets a small step for the feeling, never a stock mood line', [
  ['en', 'psychologist', "i've been feeling so lonely since i moved to a new city. what do i do?", /^So you've been feeling so lonely since you moved to a new city\.[^]*write down one thing/u],
  ['vi', 'girl', 'Dạo này tớ buồn mà không biết vì sao, phải làm sao đây?', /buồn mà không biết vì sao\. Mang cảm giác/u],
  ['ko', 'psychologist', '요즘 아무것도 하기 싫고 우울해요. 어떻게 해야 할까요?', /^요즘 아무것도 하기 싫고 우울하시군요\.[^]*하나만 적어/u],
  ['zh', 'psychologist', '我总觉得自己不够好，别人夸我我也不信，怎么办', /你总觉得自己不够好，别人夸你你也不信。[^]*写下今天一件/u],
]);

rows('"did I hurt them?" is answered about the other person', [
  ['en', 'childhood_friend', "i told my best friend her boyfriend is kinda rude and she hasn't texted back. did i hurt her?", /Maybe a little[^]*tell her why[^]*How did she seem/u],
  ['vi', 'childhood_friend', 'Tao nói với mẹ là tao muốn ra ở riêng. Tao có làm mẹ buồn không?', /muốn ra ở riêng\. Có thể có buồn một chút/u],
  ['ko', 'psychologist', '동생한테 돈 문제로 딱 잘라 거절했어요. 동생이 상처 받았을까요?', /거절했군요\. 조금은 그랬을 수도 있어요\./u],
  ['zh', 'childhood_friend', '我拒绝了同事周末的聚会邀请。会不会让她失望？', /你拒绝了同事周末的聚会邀请。可能会有一点难过/u],
]);

rows('asked "have you had it too?", the persona answers about itself', [
  ['en', 'girl', 'i always get butterflies the night before a trip. do you ever get that?', /^So you always get butterflies the night before a trip\. Honestly\? Yes/u],
  ['vi', 'girl', 'Dạo này tớ cứ chiều chủ nhật là thấy hụt hẫng. Cậu có bị vậy không?', /chiều chủ nhật là thấy hụt hẫng\. Nói thật, có chứ/u],
  ['ko', 'childhood_friend', '요즘 밤마다 옛날 생각이 나서 잠이 안 와. 너도 그런 적 있어?', /나도 그런 적 있어/u],
  ['zh', 'childhood_friend', '我每次坐飞机起飞都会手心出汗。你也会这样吗？', /你每次坐飞机起飞都会手心出汗。说实话，有的/u],
]);

rows('"what does it mean?" is answered from who acts in what was told', [
  ['en', 'astrologer', "i keep dreaming that i'm late for an exam. what does it mean?", /you keep dreaming that you're late for an exam[^]*still on your mind/u],
  ['vi', 'girl', 'Anh ấy xem story của tớ mà không rep. Vậy là sao hả cậu?', /Vậy là anh ấy xem story[^]*hỏi thẳng/u],
  ['ko', 'girl', '썸남이 내 카톡을 하루 종일 안 읽어. 이거 무슨 뜻일까?', /무슨 뜻인지 궁금한 거지\?[^]*직접 물어보는/u],
  ['zh', 'astrologer', '最近总是梦见掉牙，这代表什么？', /你说最近总是梦见掉牙，想知道这代表什么。[^]*心里还放着一件事/u],
]);

rows('a fan who may not go to the concert gets that doubt answered, never the concert frame', [
  ['en', 'kpop_male', "i got the concert tickets but now i'm sick with a fever... should i still go?", /whether to come at all\?[^]*rest/u],
  ['vi', 'kpop_female', 'Chị ơi em mệt quá, concert tuần sau em có nên đi không?', /phân vân có nên đi không/u],
  ['ko', 'kpop_male', '오빠 시험 기간이라 이번 콘서트 못 갈 것 같아요 ㅠ', /^이번엔 못 오실 것 같군요\.[^]*다음 무대에서 만나요/u],
  ['zh', 'kpop_female', '姐姐，这次演唱会我没力气去了，最近加班太累', /^这次来不了？[^]*休息/u],
]);

rows('the chef\'s prevention question gets the failure\'s cause, never tonight\'s rescue', [
  ['en', 'chef', 'how do i stop my boiled eggs from cracking?', /^Boiled eggs cracking is a shock of temperature/u],
  ['vi', 'chef', 'làm sao để bánh bông lan không bị nứt mặt vậy anh', /^Bánh bông lan bị nứt là do sốc nhiệt/u],
  ['vi', 'chef', 'làm sao để thịt kho không bị ngấy vậy chị', /^Thịt kho bị ngấy là do mỡ/u],
  ['ko', 'chef', '제육볶음이 자꾸 느끼해요 어떻게 해야 돼요?', /^제육볶음이 느끼한 건 기름이/u],
  ['zh', 'chef', '煮鸡蛋怎么做才不会裂开？', /^煮鸡蛋裂开，是温度变化太猛/u],
]);

describe('the readers read grammar, and give way when it does not fit', () => {
  it('an act done to the visitor with no feeling named keeps the fairness reading (Jess ate my lasagna)', () => {
    expect(readFeelingAsked('ugh my flatmate used all my oat milk again and didn\'t replace it. am I overreacting?', 'en', 'girl')).toBeNull();
  });
  it('a question that is not about the visitor\'s feeling is no reaction question', () => {
    expect(readFeelingAsked('is it weird to talk to my plants?', 'en', 'girl')).toBeNull();
    expect(readMeaningAsked('what do you mean by that?', 'en', 'girl')).toBeNull();
  });
  it('asking the persona about itself needs a told part and the listener as subject', () => {
    expect(readYouToo('do you ever get tired of singing?', 'en', 'kpop_male')).toBeNull();
    expect(readYouToo('Em có bị vậy không?', 'vi', 'girl')).toBeNull();
  });
  it('preparing for a fan sign is no doubt about going (준비해가야 돼요, 사 가야 돼요: an auxiliary going verb)', () => {
    expect(readFanDoubt('언니 다음 주 팬싸 가는데 선물 뭐 준비해가야 돼요?', 'ko', 'kpop_female')).toBeNull();
    expect(readFanDoubt('오빠 콘서트 처음 가는데 응원봉 사 가야 돼요?', 'ko', 'kpop_male')).toBeNull();
  });
  it('a feeling after someone else\'s news told first is left to the mixed-feeling reader; 아직 alone is "not yet"', () => {
    expect(readFeelingAsked('동기가 먼저 승진했어요. 축하는 하는데 저는 아직 제자리인 것 같아서 우울해요', 'ko', 'psychologist')).toBeNull();
  });
  it('a prevention question reads the whole dish before "không bị"', () => {
    expect(readVisitorQuestion('làm sao để mì xào không bị nhão vậy anh', 'vi', 'chef')).toMatchObject({ kind: 'kitchen', dish: 'mì xào', failure: 'soft', prevent: true });
  });
  it('an English wish of the visitor\'s own is no invitation; one with the listener in it still is', () => {
    expect(wishNotInvitation('i told my coach i want to quit the team and he just stared')).toBe(true);
    expect(wishNotInvitation('i want to see you this weekend!')).toBe(false);
    expect(reply('en', 'girl', 'i told my coach i want to quit the team and he just stared')).not.toMatch(/Meeting up|Text me a time/u);
  });
});
