/**
 * Round 14, second wave (persona-chat-later15.ts, persona-chat-tense15.ts): the question asked in a later sentence, a
 * guess-who opener, something the visitor may not keep, an event already had, and the detective's small puzzle. Every
 * input is held out: its nouns and verbs appear in no list of these modules.
 */
import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const replies = (text: string, language: ContentLanguage, persona: PersonaKey): string[] =>
  [1, 2, 3].map((seed) => generatePersonaReply({ persona, messages: [user(text)] }, { language, random: seededRandom(seed) }));

type Case = [ContentLanguage, PersonaKey, string, readonly RegExp[], readonly RegExp[]];

function check(cases: readonly Case[]): void {
  for (const [language, persona, text, must, never] of cases) {
    it(`${language}: ${text.slice(0, 32)}`, () => {
      for (const reply of replies(text, language, persona)) {
        for (const pattern of must) expect(reply).toMatch(pattern);
        for (const pattern of never) expect(reply).not.toMatch(pattern);
      }
    });
  }
}

describe('a judgement asked in a later sentence is answered, the earlier ones told back', () => {
  check([
    ['en', 'childhood_friend', 'my roommate ate the leftover lasagna i labeled with my name. she says labels are silly. is it petty to bring it up?', [/your roommate ate the leftover lasagna you labeled with your name/u, /not wrong/u], []],
    ['vi', 'girl', 'Bạn cùng phòng xài dầu gội của em hết sạch mà không hỏi. Em nhắc nó có quá đáng không?', [/xài dầu gội của (?:bạn|em) hết sạch/u, /không có gì sai/u], []],
    ['ko', 'girl', '동생이 내 패딩을 말도 없이 입고 나갔어. 돌려 달라고 하면 내가 쪼잔한 거야?', [/입고 나갔구나/u, /이상한 거 아니야/u], [/내 패딩/u]],
    ['zh', 'childhood_friend', '室友把我放在冰箱里的蛋糕吃了一半，还说没写名字。我让她赔是不是太小气了？', [/室友把你放在冰箱里的蛋糕吃了一半/u, /不过分/u], []],
  ]);
});

describe('a guess about how it went, asked last, is answered about the act told first', () => {
  check([
    ['en', 'girl', "gave a toast at my cousin's wedding and my voice cracked twice. everyone heard it, right?", [/you gave a toast at your cousin's wedding/u, /less than you fear/u], []],
    ['vi', 'girl', 'Hôm qua em lỡ gọi cô giáo là mẹ trước cả lớp. Chắc mọi người cười em suốt tuần quá?', [/lỡ gọi cô giáo là mẹ trước cả lớp/u, /không tệ như/u], []],
    ['ko', 'girl', '어제 동아리 공연에서 가사를 한 줄 까먹었어. 다들 알아챘겠지?', [/까먹었구나/u, /덜할 거야/u], [/전날|일찍 자|4초/u]],
    ['zh', 'girl', '上周相亲的时候我把咖啡洒在了对方身上。他是不是觉得我很冒失？', [/你把咖啡洒在了对方身上/u, /没有你担心的那么严重/u], []],
  ]);
});

describe('what to do now, asked last, gets a first step about the act told first', () => {
  check([
    ['en', 'childhood_friend', "i told my best friend's secret to her brother by accident. she found out. what do i do now", [/you told your best friend's secret/u, /no excuses/u], []],
    ['vi', 'childhood_friend', 'Tao lỡ làm vỡ cái bình hoa của mẹ người yêu lúc tới nhà chơi. Giờ tao làm sao đây', [/lỡ làm vỡ cái bình hoa/u, /Bước đầu/u], [/Sao hôm nay/u]],
    ['ko', 'psychologist', '회의 때 팀장님 이름을 잘못 불렀어요. 어떡하죠?', [/잘못 불렀군요/u, /먼저/u], []],
    ['zh', 'childhood_friend', '我把同事的生日记错了，还在群里祝福了。现在怎么办', [/你把同事的生日记错了/u, /第一步/u], []],
  ]);
});

describe('guess who: the person named and their act are told back as theirs', () => {
  check([
    ['en', 'childhood_friend', 'guess who sat next to me on the plane. my old piano teacher! she still hums the same scales', [/[Yy]our old piano teacher\? No way/u, /she still hums the same scales/u], [/So this is about/u]],
    ['vi', 'childhood_friend', 'Đoán xem ai vừa nhắn cho tớ? Cô chủ nhiệm hồi cấp hai! Cô vẫn nhớ tớ hay ngủ gật', [/Cô chủ nhiệm hồi cấp hai hả/u, /vẫn nhớ/u], []],
    ['ko', 'childhood_friend', '맞혀 봐, 오늘 헬스장에서 누구 봤게? 초등학교 짝꿍! 걔 지금 소방관으로 일했더라', [/초등학교 짝꿍\?/u], [/그 얘기|무슨 일/u]],
    ['zh', 'childhood_friend', '你猜我在菜市场遇见谁了？我小学同桌！他现在开了家面馆', [/你小学同桌？/u, /他现在开了家面馆/u], [/好久没想起/u]],
  ]);
});

describe('something the visitor may not keep is a wish told back, never a line about their pet', () => {
  const petLine = /boss of the house|lucky to have|老大|有宠物真好|집사|chủ nhà thật sự/iu;
  check([
    ['en', 'girl', "fed a stray kitten outside work today, she followed me to the bus stop, but i'm not allowed to keep animals in my flat", [/you fed a stray kitten outside work today/u, /not allowed to keep animals in your flat/u], [petLine]],
    ['vi', 'girl', 'Hôm nay em thấy một bé chó con bị bỏ rơi ở chợ, thương lắm, mà chung cư không cho nuôi', [/mà chung cư không cho nuôi/u], [petLine]],
    ['ko', 'girl', '친구네 햄스터를 보고 왔어. 근데 우리 집은 못 키워', [/보고 왔구나/u, /못 키워/u], [petLine]],
    ['zh', 'girl', '表妹家的仓鼠生了一窝小宝宝，好想要一只，但是我妈不让养', [/可是你妈不让养/u], [petLine]],
  ]);
});

describe('an event already had, told with nothing asked, is told back whole as over', () => {
  check([
    ['en', 'kpop_female', 'had my first pottery class yesterday and my bowl collapsed twice', [/you had your first pottery class yesterday/u], [/So this is about/u, /the night before|get some sleep/iu]],
    ['ko', 'psychologist', '지난주에 처음으로 하프 마라톤 코스를 뛰었어요', [/뛰었군요/u], [/전날|일찍 자/u]],
    ['zh', 'girl', '昨天第一次去攀岩，爬到一半就腿软了', [/所以是昨天第一次去攀岩/u], [/前一天|早点睡/u]],
    ['vi', 'girl', 'Tuần trước em đi tập bắn cung lần đầu, tay run suốt buổi', [/tuần trước (?:bạn|em) đi tập bắn cung lần đầu/iu], [/Vậy là về/u]],
  ]);
});

describe("the detective's small puzzle: what was found and the visitor's certainty, both told back", () => {
  check([
    ['en', 'detective', 'found my car unlocked this morning, but i know i locked it last night', [/you found your car unlocked this morning/u, /you know you locked it last night/u], [/Tell me a little more/u]],
    ['vi', 'detective', 'Về nhà thấy tủ lạnh hé cửa, mà em nhớ rõ là đóng chặt rồi', [/thấy tủ lạnh hé cửa/u, /nhớ rõ là đóng chặt/u], [/Kể thêm một chút/u]],
    ['ko', 'detective', '아침에 보니까 현관 센서등이 켜져 있었어. 분명히 어젯밤엔 꺼져 있었는데', [/분명히 어젯밤엔 꺼져 있었다고/u, /사건일세/u], []],
    ['zh', 'detective', '下班回家发现鱼缸的灯亮着，可我明明早上关了', [/可你明明早上关了/u], [/说说发生了什么/u]],
  ]);
});
