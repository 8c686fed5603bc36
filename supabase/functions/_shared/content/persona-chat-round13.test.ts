import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { readOutcome } from './persona-chat-outcome13.ts';
import { readTellBack } from './persona-chat-tellback12.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 13 of issue 13 (chat5): the result of the visitor's own event is answered about the event and its result (the
// hope beside a failure, the detail after a success); something done to the visitor in front of others, or by another
// person, is told back whole as a hurt or as news that is not theirs to cheer. The event nouns, verbs and persons of
// every input are in no list of the chat modules (held out), except the closed class of result verbs.
const user = (content: string): ChatMessage => ({ role: 'user', content });
const seeds = [1, 7, 42, 1001];
const replies = (language: ContentLanguage, persona: PersonaKey, text: string): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages: [user(text)] }, { language, random: seededRandom(seed) }));
const cheer = /congratulat|so cool|chúc mừng|giỏi ghê|축하|대단한데|恭喜|好厉害/iu;

describe('a failure told with the hope beside it', () => {
  it('names the event and its result, then the hope the visitor wrote (en vi ko zh)', () => {
    for (const reply of replies('en', 'psychologist', 'got a letter today, the orchestra turned me down. I honestly thought my portfolio sketches were flawless')) {
      expect(reply).toMatch(/^The orchestra turned you down\./u);
      expect(reply).toMatch(/you honestly thought your portfolio sketches were flawless/u);
      expect(reply).not.toMatch(cheer);
    }
    for (const reply of replies('vi', 'childhood_friend', 'Tao rớt kỳ sát hạch phiên dịch rồi, cứ tưởng lần này ăn chắc')) {
      expect(reply).toMatch(/^Rớt kỳ sát hạch phiên dịch rồi/u);
      expect(reply).toMatch(/còn tưởng lần này ăn chắc/u);
      expect(reply).not.toMatch(cheer);
    }
    for (const reply of replies('ko', 'girl', '나 드론 자격증 실기 떨어졌어 ㅠㅠ 무조건 붙을 줄 알았는데')) {
      expect(reply).toMatch(/^드론 자격증 실기 떨어졌다니/u);
      expect(reply).toMatch(/무조건 붙을 줄 알았다며/u);
      expect(reply).not.toMatch(/끝난 직후|잘 안 풀렸/u);
    }
    for (const reply of replies('zh', 'psychologist', '陶艺协会的年度评审没通过，原以为作品集很有把握')) {
      expect(reply).toMatch(/^陶艺协会的年度评审没通过/u);
      expect(reply).toMatch(/你原以为作品集很有把握/u);
      expect(reply).not.toMatch(cheer);
    }
  });

  it('names a bare failure with its result, never as an event that just ended (en vi ko zh)', () => {
    for (const reply of replies('en', 'girl', 'just heard back, i didn\'t get the apprenticeship at the bindery')) expect(reply).toMatch(/^You didn't get the apprenticeship at the bindery\./u);
    for (const reply of replies('vi', 'girl', 'Tớ bị loại ở vòng tuyển chọn đội cổ động rồi')) expect(reply).toMatch(/^Bị loại ở vòng tuyển chọn đội cổ động rồi hả/u);
    for (const reply of replies('ko', 'childhood_friend', '오늘 편입 떨어졌다는 연락 받았어...')) {
      expect(reply).toMatch(/^편입 떨어졌다니/u);
      expect(reply).not.toMatch(/끝난 직후|잘 안 풀렸/u);
    }
    for (const reply of replies('zh', 'girl', '我考编又没考上')) expect(reply).toMatch(/^你考编又没考上……/u);
  });

  it('leaves someone else\'s result and a result only hoped for to the older readers', () => {
    expect(readOutcome("my cousin failed the bar exam, she really thought she'd pass", 'en')).toBeNull();
    expect(readOutcome('I hope I passed the welding test, results come out friday', 'en')).toBeNull();
    expect(readOutcome('Em gái tao rớt kỳ thi rồi, nó cứ tưởng ăn chắc', 'vi')).toBeNull();
    expect(readOutcome('동생이 이번에 임용 떨어졌어.. 될 줄 알았는데', 'ko')).toBeNull();
    expect(readOutcome('我妹妹没考上，她以为稳了', 'zh')).toBeNull();
    expect(readOutcome('Trưa nay mình nấu xôi đậu xanh rồi, thơm lắm', 'vi')).toBeNull();
    expect(readOutcome('껌이 바지에 달라붙었어 진짜 될 줄 알았는데', 'ko')).toBeNull();
  });
});

describe('a success told with a detail after it', () => {
  it('congratulates the event by its own clause and takes up the detail (en vi ko zh)', () => {
    for (const reply of replies('en', 'girl', 'I got into the glassblowing residency!! they gave me the studio by the window')) {
      expect(reply).toMatch(/^You got into the glassblowing residency! Congratulations!/u);
      expect(reply).toMatch(/They gave you the studio by the window, too\?/u);
    }
    for (const reply of replies('vi', 'girl', 'Tớ đậu kỳ thi chứng chỉ pha chế rồi nè! Giám khảo còn xin công thức của tớ')) {
      expect(reply).toMatch(/^Đậu kỳ thi chứng chỉ pha chế rồi hả!/u);
      expect(reply).toMatch(/Giám khảo còn xin công thức của bạn/u);
    }
    for (const reply of replies('ko', 'childhood_friend', '나 제빵기능사 합격했다!! 실기 점수 만점 나옴')) {
      expect(reply).toMatch(/^제빵기능사 붙었다니! 진짜 축하해!/u);
      expect(reply).toMatch(/실기 점수 만점 나옴/u);
    }
    for (const reply of replies('zh', 'kpop_female', '我今天终于抢到你们演唱会的票了！！第三排！！')) {
      expect(reply).toMatch(/^你今天终于抢到我们演唱会的票了！恭喜/u);
      expect(reply).toMatch(/第三排？/u);
    }
    for (const reply of replies('zh', 'girl', '我考上了潜水教练证！！考官说我的中性浮力是全场最稳的')) {
      expect(reply).toMatch(/^你考上了潜水教练证！/u);
      expect(reply).toMatch(/考官说你的中性浮力是全场最稳的/u);
    }
  });
});

describe('something done to the visitor is told back whole, never cheered nor cut to a fragment', () => {
  it('a hurt in front of others is said back as one clause with comfort (en vi ko zh)', () => {
    for (const reply of replies('en', 'detective', 'my choir director mocked my solo in front of the whole congregation')) {
      expect(reply).toMatch(/your choir director mocked your solo in front of the whole congregation/u);
      expect(reply).not.toMatch(/this is about|so cool/iu);
    }
    for (const reply of replies('vi', 'girl', 'Cô chủ nhiệm mắng tớ trước mặt cả lớp hôm nay')) {
      expect(reply).toMatch(/Cô chủ nhiệm mắng bạn trước mặt cả lớp hôm nay/u);
      expect(reply).not.toMatch(cheer);
    }
    for (const reply of replies('ko', 'girl', '코치님이 경기 끝나고 다 보는 앞에서 내 실수를 하나하나 지적했어')) {
      expect(reply).toMatch(/^코치님이 경기 끝나고 다 보는 앞에서 실수를 하나하나 지적했구나/u);
      expect(reply).not.toMatch(cheer);
    }
    for (const reply of replies('zh', 'girl', '我爸当着邻居的面把我的画撕了')) {
      expect(reply).toMatch(/^你爸当着邻居的面把你的画撕了？/u);
      expect(reply).not.toMatch(cheer);
    }
  });

  it('another person acting on the visitor is no news to cheer (en vi ko zh)', () => {
    expect(readTellBack('my roommate ate the birthday cake I baked for my sister', 'en', 'girl')?.stance).toBe('done');
    expect(readTellBack('Chị gái tớ vừa đem bán cái đàn của tớ', 'vi', 'girl')?.stance).toBe('done');
    expect(readTellBack('동생이 내 노트북을 몰래 팔았어', 'ko', 'girl')).toEqual({ clause: '동생이 노트북을 몰래 팔았구나', stance: 'done', echo: false, byOther: true });
    expect(readTellBack('我室友把我的键盘送人了', 'zh', 'girl')?.stance).toBe('done');
    for (const [language, text] of [['en', 'my roommate ate the birthday cake I baked for my sister'], ['vi', 'Chị gái tớ vừa đem bán cái đàn của tớ'], ['ko', '동생이 내 노트북을 몰래 팔았어'], ['zh', '我室友把我的键盘送人了']] as const) {
      for (const reply of replies(language, 'girl', text)) expect(reply).not.toMatch(cheer);
    }
    // The visitor's own news is still cheered.
    expect(readTellBack('I repainted my old bike bright yellow today', 'en', 'girl')?.stance).toBe('news');
  });
});

describe('after earlier topics, a hurt done to the visitor is still told back whole', () => {
  const later = (language: ContentLanguage, persona: PersonaKey, before: string, text: string): string[] =>
    seeds.map((seed) => generatePersonaReply({ persona, messages: [user(before), { role: 'assistant', content: '…' }, user(text)] }, { language, random: seededRandom(seed) }));

  it('never a noun-phrase echo ("So this is about your manager in front.") nor a stock line for one word (en vi ko zh)', () => {
    for (const reply of later('en', 'childhood_friend', 'work was so long today', 'i just got yelled at by my manager in front of the whole team')) {
      expect(reply).toMatch(/you just got yelled at by your manager in front of the whole team/u);
      expect(reply).not.toMatch(/this is about/u);
    }
    for (const reply of later('vi', 'psychologist', 'Hôm nay đi học mệt quá', 'Cô chủ nhiệm mắng em trước mặt cả lớp')) {
      expect(reply).toMatch(/^Cô chủ nhiệm mắng (?:em|bạn) trước mặt cả lớp/u);
    }
    for (const reply of later('ko', 'childhood_friend', '오늘 훈련 진짜 힘들었어', '코치님이 경기 끝나고 다 보는 앞에서 내 실수를 하나하나 지적했어')) {
      expect(reply).toMatch(/^코치님이 경기 끝나고 다 보는 앞에서 실수를 하나하나 지적했구나/u);
      expect(reply).not.toMatch(/넌 잘할 거야/u);
    }
    for (const reply of later('zh', 'psychologist', '今天过年回老家了', '我爸当着邻居的面把我的画撕了')) expect(reply).toMatch(/^你爸当着邻居的面把你的画撕了。/u);
  });

  it('praise in front of others is no hurt', () => {
    expect(readTellBack('my coach praised my serve in front of the whole club', 'en', 'girl')?.stance).not.toBe('hurt');
    expect(readTellBack('코치님이 다 보는 앞에서 내 서브를 칭찬했어', 'ko', 'girl')?.stance).not.toBe('hurt');
  });
});
