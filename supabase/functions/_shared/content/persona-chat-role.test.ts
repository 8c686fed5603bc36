import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { readAmount, readMeetPlace, readMinutes, readPeopleCount, readRoleRequest, roleKindFor } from './persona-chat-role.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const assistant = (content: string): ChatMessage => ({ role: 'assistant', content });
const seeds = [1, 2, 3, 17, 380, 991, 4040];
const replies = (language: ContentLanguage, persona: PersonaKey, messages: ChatMessage[]): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages }, { language, random: seededRandom(seed) }));

describe('role request: numbers, money and places read in every language', () => {
  it.each([
    ['Only three people were in the office', '3'], ['Văn phòng lúc đó chỉ có 3 người', '3'], ['사무실에 세 명밖에 없었어요', '3'], ['办公室只有三个人', '3'], ['nobody else', null],
  ] as const)('people counted in %s → %s', (text, expected) => expect(readPeopleCount(text)).toBe(expected));

  it.each([
    ['I was gone for five minutes', '5'], ['đi pha cà phê 5 phút', '5'], ['10분 정도 자리를 비웠어요', '10'], ['离开了五分钟', '5'], ['a while', null],
  ] as const)('minutes in %s → %s', (text, expected) => expect(readMinutes(text)).toBe(expected));

  it.each([
    ['someone took $50 from my bag', '$50'], ['mất 200 nghìn', '200 nghìn'], ['지갑에서 5만 원이 없어졌어요', '5만 원'], ['钱包里少了200块', '200块'], ['my pen is gone', null],
  ] as const)('money in %s → %s', (text, expected) => expect(readAmount(text)).toBe(expected));

  it('keeps a place to meet only as a noun phrase, never with the clause after it', () => {
    expect(readMeetPlace('muốn rủ mày ra quán ốc ngồi nói chuyện như hồi xưa')).toBe('quán ốc');
    expect(readMeetPlace('let’s go to the noodle place tonight')).toBe('the noodle place');
    expect(readMeetPlace('주말에 포차에서 보자')).toBe(null);
    expect(readMeetPlace('周末去老街那家面馆吃饭')).toBe(null);
    expect(readMeetPlace('周末去面馆吃饭吧')).toBe('面馆');
    expect(readMeetPlace('come home this weekend?')).toBe(null);
  });

  it('chooses the role frame by persona and by what the request holds', () => {
    const theft = readRoleRequest([user('Someone took $50 from my wallet while I was out for five minutes; only three people were there.')]);
    const lost = readRoleRequest([user('Sáng nay mình bị mất ví trên xe buýt, giờ phải làm sao?')]);
    const clouds = readRoleRequest([user('Why don’t clouds fall down?')]);
    expect(theft && roleKindFor('detective', theft)).toBe('case');
    expect(theft && roleKindFor('chef', theft)).toBe(null);
    // A wallet lost on a bus has no suspects: the lost-item advice answers it, not a case.
    expect(lost && roleKindFor('detective', lost)).toBe(null);
    expect(clouds && roleKindFor('kid', clouds)).toBe('why');
    expect(clouds && roleKindFor('girl', clouds)).toBe(null);
  });
});

describe('every persona answers in its role (fourth blind read, rows 9–16, and the same classes in other languages)', () => {
  it('the detective reasons about the case given: what was left, the window, the people, what to check (vi, en, ko, zh)', () => {
    const cases: Array<[ContentLanguage, string, RegExp[]]> = [
      ['vi', 'Tôi để ví trên bàn làm việc, đi pha cà phê 5 phút quay lại thì mất 200 nghìn nhưng thẻ ngân hàng vẫn còn nguyên. Văn phòng lúc đó chỉ có 3 người. Anh nghĩ nên bắt đầu từ đâu?', [/3 người/u, /5 phút/u, /thẻ/u]],
      ['en', 'I left my bag on my chair for ten minutes and $40 is missing, but my cards are still there. Four people were in the room. Where do I start?', [/4 people/u, /10 minutes|10-minute/u, /cards/u]],
      ['ko', '지갑을 책상에 두고 5분 자리를 비웠는데 3만 원이 없어졌어요. 카드는 그대로예요. 사무실엔 세 명뿐이었어요.', [/3명/u, /5분/u, /카드/u]],
      ['zh', '我把钱包放在桌上，出去了五分钟，回来少了200块，银行卡还在。当时办公室只有三个人。', [/3个人/u, /5分钟/u, /卡/u]],
    ];
    for (const [language, message, facts] of cases) {
      for (const text of replies(language, 'detective', [user(message)])) {
        for (const fact of facts) expect(text).toMatch(fact);
        expect(text).not.toMatch(/Watson|bỏ bữa|왓슨|华生/u);
      }
    }
  });

  it('the kid explains why clouds float instead of dodging (zh, en, ko, vi)', () => {
    const cases: Array<[ContentLanguage, string, RegExp]> = [
      ['zh', '小朋友，你觉得天上的云为什么不会掉下来呀？', /小水滴/u], ['en', 'Hey kiddo, why don’t clouds fall out of the sky?', /water drops/u],
      ['ko', '꼬마야, 구름은 왜 안 떨어져?', /물방울/u], ['vi', 'Bé ơi, sao mây không rơi xuống nhỉ?', /giọt nước/u],
    ];
    for (const [language, message, fact] of cases) {
      for (const text of replies(language, 'kid', [user(message)])) {
        expect(text).toMatch(fact);
        expect(text).not.toMatch(/问妈妈|选好玩的/u);
      }
    }
  });

  it('the astrologer reads the sign on the decision in its one register (ko 하게체, no 해요체 sentence)', () => {
    for (const text of replies('ko', 'astrologer', [user('저 전갈자리인데 요즘 이직을 고민 중이에요. 연봉은 오르는데 출퇴근이 한 시간 반이라서요. 이번 달에 움직여도 괜찮을까요?')])) {
      expect(text).toMatch(/전갈자리/u);
      expect(text).toMatch(/연봉/u);
      expect(text).toMatch(/출퇴근/u);
      expect(text).toMatch(/이번 달/u);
      expect(text).not.toMatch(/[가-힣]요[.!?]/u);
      expect(text).not.toMatch(/전갈자리가로군/u);
    }
  });

  it('the idol cheers for the exam on the day named, with the subject named (ko, en)', () => {
    for (const text of replies('ko', 'kpop_male', [user('오빠 저 내일 기말고사인데 수학을 하나도 모르겠어요 ㅠㅠ 너무 떨리는데 응원 한마디만 해주세요!')])) {
      expect(text).toMatch(/내일/u);
      expect(text).toMatch(/수학/u);
      expect(text).not.toMatch(/시험 전 주|준비한 걸 믿/u);
    }
    for (const text of replies('en', 'kpop_female', [user('My math final is tomorrow and I am so scared, cheer me on please!')])) {
      expect(text).toMatch(/tomorrow/iu);
      expect(text).toMatch(/math|formula/iu);
    }
  });

  it('the old friend answers the invitation, names the place and the breakup, keeping mày/tao', () => {
    for (const text of replies('vi', 'childhood_friend', [user('Ê mày, cuối tuần này có về quê không? Tao mới chia tay, buồn quá, muốn rủ mày ra quán ốc ngồi nói chuyện như hồi xưa.')])) {
      expect(text).toMatch(/cuối tuần/u);
      expect(text).toMatch(/chia tay/u);
      expect(text).toMatch(/mày|tao/u);
      expect(text).not.toMatch(/trang cá nhân|(?<![\p{L}])tớ(?![\p{L}])/u);
    }
  });

  it('the girl keeps company and takes up what the visitor went through (zh, en)', () => {
    for (const text of replies('zh', 'girl', [user('今天加班到十点，回家路上下大雨还没带伞，鞋子全湿了，好累啊，陪我聊会儿天吧。')])) {
      expect(text).toMatch(/加班/u);
      expect(text).toMatch(/雨|鞋/u);
      expect(text).toMatch(/陪|聊/u);
      expect(text).not.toMatch(/考试/u);
    }
    for (const text of replies('en', 'girl', [user('Worked overtime again and got caught in the rain, my shoes are soaked. Talk to me?')])) {
      expect(text).toMatch(/overtime/u);
      expect(text).toMatch(/rain|shoes/u);
    }
  });

  it('the psychologist takes up the manager, the freeze and the stand-up, using the history', () => {
    const messages = [
      user("I've been dreading Mondays lately."),
      assistant('That sounds heavy. What part of Monday feels the hardest for you?'),
      user('Honestly the team stand-up. My manager always picks apart my updates in front of everyone and I just freeze up and forget what I was going to say.'),
    ];
    for (const text of replies('en', 'psychologist', messages)) {
      expect(text).toMatch(/manager/u);
      expect(text).toMatch(/stand-up/u);
      expect(text).toMatch(/freez|blank/u);
      expect(text).not.toMatch(/where you grew up|introduc/u);
    }
  });

  it('the chef cooks raw chicken through before the rest, in every language', () => {
    const cases: Array<[ContentLanguage, string, RegExp]> = [
      ['en', 'I have chicken thighs, half a bag of spinach, some feta and leftover rice. What can I make for dinner in 30 minutes?', /cooked through/u],
      ['vi', 'Nhà còn thịt gà, rau chân vịt và cơm nguội. Tối nay nấu gì trong 30 phút?', /chín hẳn/u],
      ['ko', '닭고기랑 시금치, 남은 밥이 있어. 30분 안에 저녁 뭐 만들 수 있어?', /속까지 익게/u],
      ['zh', '家里有鸡肉、菠菜和剩米饭，30分钟能做什么晚饭？', /熟透/u],
    ];
    for (const [language, message, fact] of cases) {
      for (const text of replies(language, 'chef', [user(message)])) {
        expect(text).toMatch(fact);
        expect(text).not.toMatch(/so it heats through|cho nóng đều|炒热。|데워/u);
      }
    }
  });

  it('when nothing can be read, asks one short question back quoting the visitor', () => {
    for (const text of replies('en', 'detective', [user('blorp zindle')])) {
      expect(text).toMatch(/“blorp zindle”/iu);
      expect(text.length).toBeLessThan(200);
    }
    // Round 16: the kid's why it has no fact for is wondered about and guessed, no longer asked back.
    for (const text of replies('zh', 'kid', [user('为什么猫咪会呼噜呼噜？')])) expect(text).toMatch(/为什么猫咪会呼噜呼噜？我也好想知道！[\s\S]*我猜/u);
  });
});
