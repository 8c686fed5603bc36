import { describe, expect, it } from 'vitest';
import { caseThing, namesIn, readCaseThread } from './persona-chat-case.ts';
import { detectSituation, generatePersonaReply, petNameIn } from './persona-chat.ts';
import { readChatFrame } from './persona-chat-frames.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 7 of issue 13: HISTORY (what earlier turns said: names, clues, a pet's name), TIME SENSE (a concert ahead or
// last night, a party on Saturday) and questions answered as asked (an event invitation), in every language concerned.
const user = (content: string): ChatMessage => ({ role: 'user', content });
const bot = (content: string): ChatMessage => ({ role: 'assistant', content });
const seeds = [1, 7, 42, 1001, 65537, 2024];
const replies = (language: ContentLanguage, persona: PersonaKey, messages: ChatMessage[]): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages }, { language, random: seededRandom(seed) }));

const yogurt: Record<ContentLanguage, ChatMessage[]> = {
  en: [
    user('Someone keeps eating my yogurt from the office fridge. I’ve labeled it with my name and everything.'),
    bot('Interesting. Who has access to that fridge, and on which days does the yogurt usually disappear?'),
    user('Only five of us on this floor. It always vanishes on Tuesdays and Thursdays, and those are the only days Mark comes into the office.'),
  ],
  vi: [
    user('Ai đó cứ ăn vụng hộp sữa chua của em trong tủ lạnh công ty.'),
    bot('Thú vị đấy. Những ai dùng tủ lạnh đó, và sữa chua hay mất vào hôm nào?'),
    user('Phòng em có 4 người. Hôm nào chị Hoa đi làm là mất, còn anh Tuấn thì tuần này đi công tác.'),
  ],
  ko: [
    user('회사 냉장고에 둔 제 요거트가 자꾸 없어져요.'),
    bot('흥미롭군요. 냉장고를 쓰는 사람은 누구고, 주로 무슨 요일에 없어지나요?'),
    user('수요일마다 없어지는데, 수요일은 민수 씨가 출근하는 날이에요. 지영 씨는 이번 주 내내 휴가였고요.'),
  ],
  zh: [
    user('公司冰箱里我的酸奶总是不见了。'),
    bot('有意思。谁能用那个冰箱？一般是星期几不见的？'),
    user('每次都是周五不见，周五只有小王来上班。老李这周出差了。'),
  ],
};

describe('the detective reasons with the names, days and alibis of earlier turns (HISTORY)', () => {
  it('finds names as the visitor writes them, never a sentence-initial word', () => {
    expect(namesIn('Only my roommate Dana and the building manager.')).toEqual(['Dana']);
    expect(namesIn('Phòng em có 4 người. Hôm nào chị Hoa đi làm là mất')).toEqual(['chị Hoa']);
    expect(namesIn('수요일은 민수 씨가 출근하는 날이에요')).toEqual(['민수 씨']);
    expect(namesIn('周五只有小王来上班')).toEqual(['小王']);
    expect(namesIn('张阿姨这周回老家了，可昨天还是丢了')).toEqual(['张阿姨']);
    expect(namesIn('我老公和老板都不在')).toEqual([]);
    expect(caseThing('My bike lock was cut last night')).toBe('bike lock');
    expect(caseThing('Someone keeps eating my yogurt from the office fridge')).toBe('yogurt');
  });

  it('reads who the pattern points at, who is cleared and who is left', () => {
    expect(readCaseThread(yogurt.en, 'en')).toMatchObject({ suspect: 'Mark', days: ['Tuesdays', 'Thursdays'], item: 'yogurt' });
    expect(readCaseThread(yogurt.ko, 'ko')).toMatchObject({ suspect: '민수 씨', cleared: ['지영 씨'] });
    const lock = readCaseThread([
      user('My bike lock was cut last night outside my apartment, but the bike is still there.'),
      bot('Curious. A cut lock and nothing taken. Who knew where you park it?'),
      user("Only my roommate Dana and the building manager. Dana was away at her parents' all weekend though."),
    ], 'en');
    expect(lock).toMatchObject({ cleared: ['Dana'], people: ['Dana', 'the building manager'], suspect: null });
    expect(readCaseThread([user('What is your favourite case?')], 'en')).toBeNull();
  });

  it.each([
    ['en', /Mark/u, /Tuesdays and Thursdays/u, /mystery in disguise|Plans\?/u],
    ['vi', /chị Hoa/u, /anh Tuấn/u, /chuyện gì đã xảy ra/u],
    ['ko', /민수 씨/u, /지영 씨/u, /회사 일을 언급/u],
    ['zh', /小王/u, /老李/u, /说说细节/u],
  ] as const)('(%s) names the suspect and the cleared, with a test before any accusation', (language, suspect, other, stock) => {
    for (const text of replies(language, 'detective', yogurt[language])) {
      expect(text).toMatch(suspect);
      expect(text).toMatch(other);
      expect(text).not.toMatch(stock);
    }
  });
});

describe('a concert ahead is not tonight’s, a concert last night is last night’s (TIME SENSE)', () => {
  it('reads an upcoming concert and a food question', () => {
    expect(readChatFrame('欧巴，我下个月要去首尔看你们的演唱会，有什么必须吃的东西推荐吗？')).toMatchObject({ kind: 'fan', upcoming: true, food: true, korea: true, when: '下个月' });
    expect(readChatFrame('I cried so much at your concert last night')).toMatchObject({ kind: 'fan', upcoming: false, past: 'last night' });
    expect(readChatFrame('오빠 저 다음 주 토요일 팬미팅 가요!!')).toMatchObject({ kind: 'fan', upcoming: true });
  });

  it.each([
    ['zh', 'kpop_male', '欧巴，我下个月要去首尔看你们的演唱会，有什么必须吃的东西推荐吗？', /下个月/u, /今天|现场吗/u],
    ['vi', 'kpop_female', 'Chị ơi tháng sau em bay sang Seoul xem concert, nên ăn gì ạ?', /[Tt]háng sau/u, /tối nay/u],
    ['ko', 'kpop_male', '오빠 저 다음 주 토요일 팬미팅 가요!! 너무 설레요', /토요일/u, /오늘 와|오늘 거기/u],
    ['en', 'kpop_female', 'I cried so much at your concert last night, when is the comeback?', /last night/u, /tonight/u],
  ] as const)('(%s) says the fan’s own time back and never the wrong one', (language, persona, message, when, wrong) => {
    for (const text of replies(language, persona, [user(message)])) {
      expect(text).toMatch(when);
      expect(text).not.toMatch(wrong);
    }
  });

  it('answers a food question with food (zh)', () => {
    for (const text of replies('zh', 'kpop_male', [user('欧巴，我下个月要去首尔看你们的演唱会，有什么必须吃的东西推荐吗？')])) expect(text).toMatch(/炒年糕|炸鸡|汤饭|糖饼/u);
  });
});

describe('"are you coming to X?" is answered about X', () => {
  it.each([
    ['vi', 'childhood_friend', 'Mày nhớ con Thảo lớp mình không? Tuần sau nó cưới đó, mày có về dự không?', /Đám cưới/u, /chuyện gì đã xảy ra/u],
    ['en', 'childhood_friend', "Are you coming to my birthday party on Saturday? It's at my place, nothing fancy.", /birthday party/u, /Happy birthday|today/iu],
    ['ko', 'childhood_friend', '야 다음 달 동창회 올 거지? 너 안 오면 재미없어', /동창회/u, /오전이 좋아/u],
    ['zh', 'girl', '下周我表姐结婚，你来不来？', /喜酒|婚礼/u, /上午还是下午/u],
  ] as const)('(%s) accepts the event named and asks for its time and place', (language, persona, message, event, wrong) => {
    for (const text of replies(language, persona, [user(message)])) {
      expect(text).toMatch(event);
      expect(text).not.toMatch(wrong);
    }
  });
});

describe('a pet named in an earlier turn is the subject when named again (HISTORY)', () => {
  it('learns the pet’s name', () => {
    expect(petNameIn('우리 강아지 이름은 콩이야! 너는 강아지 키워?')).toBe('콩이');
    expect(petNameIn("My cat is called Mochi and she's a menace")).toBe('Mochi');
    expect(petNameIn('我家狗叫豆豆！')).toBe('豆豆');
    expect(petNameIn('Con mèo nhà em tên Mướp')).toBe('Mướp');
    expect(detectSituation(['My cat is called Mochi', 'Mochi knocked my coffee off the desk this morning lol'])).toMatchObject({ situation: 'pet_news', petName: 'Mochi' });
  });

  it.each([
    ['en', 'girl', [user("My cat is called Mochi and she's a menace"), bot('Mochi! I love her already.'), user('Mochi knocked my coffee off the desk this morning lol')], /Mochi/u, /Coffee\?|your cat\?/u],
    ['ko', 'kid', [user('우리 강아지 이름은 콩이야! 너는 강아지 키워?'), bot('우와 콩이! 이름 진짜 귀엽다! 나는 강아지는 없어.'), user('콩이가 오늘 내 양말 물고 도망갔어 ㅋㅋ')], /콩이/u, /그게 뭐야/u],
    ['zh', 'kid', [user('我家狗叫豆豆！'), bot('豆豆！好可爱的名字！'), user('豆豆今天把我的作业咬坏了')], /豆豆/u, /狗狗好了吗/u],
    ['vi', 'girl', [user('Con mèo nhà em tên Mướp, lười lắm'), bot('Mướp nghe dễ thương ghê!'), user('Hôm nay Mướp nhảy lên bàn làm đổ ly trà sữa của em')], /Mướp/u, /trà sữa\?/u],
  ] as const)('(%s) answers about the pet by its name', (language, persona, messages, pet, wrong) => {
    for (const text of replies(language, persona, [...messages])) {
      expect(text).toMatch(pet);
      expect(text).not.toMatch(wrong);
    }
  });
});
