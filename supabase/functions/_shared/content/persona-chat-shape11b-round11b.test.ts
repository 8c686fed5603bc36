import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { readMixedNews } from './persona-chat-shape11b-mixed.ts';
import { readPraised } from './persona-chat-shape11b-praised.ts';
import { readSignal } from './persona-chat-shape11b-signal.ts';
import { readToldNews } from './persona-chat-shape11b-told.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 11 wave 2 of issue 13 (chat): someone else's good news with a mixed feeling, passive good news, a signal with
// nobody there, and the visitor's own news told to a close persona, in four languages.
const user = (content: string): ChatMessage => ({ role: 'user', content });
const seeds = [1, 7, 42, 1001];
const replies = (language: ContentLanguage, persona: PersonaKey, text: string): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages: [user(text)] }, { language, random: seededRandom(seed) }));

describe('someone else\'s good news and the visitor\'s mixed feeling', () => {
  it('answers the feeling first, keeps the news theirs, never "you did it" (en, vi, ko, zh)', () => {
    for (const reply of replies('en', 'psychologist', "My best friend just got engaged. I'm happy for her but I also feel weirdly left behind.")) {
      expect(reply).toMatch(/your best friend's engagement/u);
      expect(reply).toMatch(/left behind/u);
      expect(reply).not.toMatch(/you did it|congratulations/iu);
      expect(reply.match(/\?/gu)?.length).toBe(1);
    }
    for (const reply of replies('vi', 'psychologist', 'Anh trai em mới được thăng chức, em mừng cho anh ấy lắm nhưng tự nhiên thấy chạnh lòng ghê.')) {
      expect(reply).toMatch(/thăng chức của anh trai em/u);
      expect(reply).toMatch(/chạnh lòng/u);
      expect(reply).not.toMatch(/Chúc mừng em/u);
    }
    for (const reply of replies('ko', 'psychologist', '제일 친한 친구가 먼저 합격했어요. 축하하는데 솔직히 좀 부러워요.')) {
      expect(reply).toMatch(/제일 친한 친구의 합격 소식을/u);
      expect(reply).toMatch(/부러운 마음이/u);
      expect(reply).not.toMatch(/합격 축하해요|축하드려요/u);
    }
    for (const reply of replies('zh', 'girl', '我同事升职了，我替他高兴，可是又觉得自己原地踏步，有点失落。')) {
      expect(reply).toMatch(/你同事升职/u);
      expect(reply).not.toMatch(/恭喜你/u);
    }
  });
  it('needs both feelings and another person', () => {
    expect(readMixedNews("My sister got engaged and I'm so happy for her!", 'en')).toBeNull();
    expect(readMixedNews('I feel left behind at work lately.', 'en')).toBeNull();
    expect(readMixedNews("My friend is sad today, I'm happy I could help her.", 'en')).toBeNull();
    expect(readMixedNews('Em gái em đậu đại học, cả nhà mừng lắm, mà em thấy buồn buồn.', 'vi')?.news).toBe('chuyện em gái bạn đậu đại học');
    expect(readMixedNews('친구가 결혼한대. 축하하는데 허전해.', 'ko')?.feeling).toBe('sad');
    expect(readMixedNews('闺蜜买房了，我替她高兴，但又有点嫉妒。', 'zh')?.feeling).toBe('jealous');
  });
});

describe('passive good news: praised, complimented, chosen', () => {
  it('congratulates the thing as written and asks about it, with no unrelated question (vi, en, ko, zh)', () => {
    for (const reply of replies('vi', 'girl', 'Hôm nay mình được thầy khen trước cả lớp đó, vui ghê!')) {
      expect(reply).toMatch(/được thầy khen trước cả lớp/u);
      expect(reply).toMatch(/khen vụ gì/u);
      expect(reply).not.toMatch(/trời mưa|ngày mưa/u);
    }
    for (const reply of replies('en', 'kpop_female', 'I got complimented by my manager in front of the whole team today')) {
      expect(reply).toMatch(/you got complimented by your manager in front of the whole team/u);
      expect(reply).toMatch(/What exactly did they praise/u);
    }
    for (const reply of replies('ko', 'girl', '나 오늘 합창대회 솔로로 뽑혔어!!')) {
      expect(reply).toMatch(/합창대회 솔로로 뽑혔다니/u);
      expect(reply).toMatch(/어떻게 뽑힌 거야/u);
    }
    for (const reply of replies('zh', 'childhood_friend', '我被选上当运动会的旗手了！')) {
      expect(reply).toMatch(/你被选上当运动会的旗手了/u);
      expect(reply).toMatch(/怎么选上的/u);
    }
  });
  it('leaves someone else\'s praise and plain sentences alone', () => {
    expect(readPraised('my sister got picked for the team', 'en')).toBeNull();
    expect(readPraised('I picked apples today', 'en')).toBeNull();
    expect(readPraised('Hôm nay trời đẹp quá', 'vi')).toBeNull();
    expect(readPraised('오늘 점심 뭐 먹지', 'ko')).toBeNull();
    expect(readPraised('被雨淋湿了', 'zh')).toBeNull();
    // Negated, bullied or someone else's: never congratulated as the visitor's news.
    expect(readPraised('I got picked on at school again today', 'en')).toBeNull();
    expect(readPraised("I didn't get picked for the team", 'en')).toBeNull();
    expect(readPraised('Em gái mình được chọn vào đội tuyển', 'vi')).toBeNull();
    expect(readPraised('Mình không được chọn', 'vi')).toBeNull();
    expect(readPraised('동생이 반장으로 뽑혔어', 'ko')).toBeNull();
    expect(readPraised('나 또 안 뽑혔어', 'ko')).toBeNull();
    expect(readPraised('我没被选上', 'zh')).toBeNull();
  });
});

describe('a signal that repeats with nobody there', () => {
  it('weighs a fault against a prank, keeps the time, gives a first test, never a missing thing (vi, en, ko, zh)', () => {
    for (const reply of replies('vi', 'detective', 'Tối nào cũng có người bấm chuông nhà mình lúc 11 giờ rồi biến mất, camera không thấy ai cả.')) {
      expect(reply).toMatch(/11 giờ/u);
      expect(reply).toMatch(/trùng tần số/u);
      expect(reply).toMatch(/thay pin/u);
      expect(reply).toMatch(/trò đùa/u);
      expect(reply).not.toMatch(/mất (?:đồ|một thứ)|biến mất mỗi/u);
    }
    for (const reply of replies('en', 'detective', 'Someone knocks on my bedroom window around 1am every few nights but nobody is ever out there')) {
      expect(reply).toMatch(/1am/u);
      expect(reply).toMatch(/prank/u);
      expect(reply).not.toMatch(/goes missing|stolen/iu);
    }
    for (const reply of replies('ko', 'detective', '밤 12시만 되면 모르는 번호로 전화가 오는데 받으면 아무 말도 없어요.')) {
      expect(reply).toMatch(/밤 12시/u);
      expect(reply).toMatch(/자동 발신기/u);
      expect(reply).toMatch(/차단/u);
    }
    for (const reply of replies('zh', 'detective', '每天凌晨三点客厅的灯就自己亮了，家里没人开。')) {
      expect(reply).toMatch(/凌晨三点/u);
      expect(reply).toMatch(/定时器/u);
    }
  });
  it('needs a signal and an absence', () => {
    expect(readSignal('The doorbell rang and it was my pizza', 'en')).toBeNull();
    expect(readSignal('Đêm nào cũng có người gõ cửa, mở ra không thấy ai', 'vi')?.kind).toBe('knock');
    expect(readSignal('새벽마다 누가 현관문을 두드리는데 나가 보면 아무도 없어요.', 'ko')?.kind).toBe('knock');
    expect(readSignal('门铃每天半夜响，开门一看没人', 'zh')?.kind).toBe('bell');
  });
});

describe('the visitor\'s own news told to a close persona', () => {
  it('answers the news and the trust, a promise, no tips (ko, vi, en, zh)', () => {
    for (const reply of replies('ko', 'childhood_friend', '나 다음 달에 부산으로 이사 가. 너한테 제일 먼저 말하는 거야.')) {
      expect(reply).toMatch(/부산으로 이사 간다고/u);
      expect(reply).toMatch(/제일 먼저 말해 줘서 고마워/u);
      expect(reply).toMatch(/놀러 갈게/u);
      expect(reply).not.toMatch(/손 없는 날|이사 팁|체크리스트/u);
    }
    for (const reply of replies('vi', 'girl', 'Mình sắp chuyển vào Đà Nẵng sống luôn rồi, chưa kể với ai hết á')) {
      expect(reply).toMatch(/Đà Nẵng/u);
      expect(reply).toMatch(/đầu tiên/u);
      expect(reply).toMatch(/thăm/u);
    }
    for (const reply of replies('en', 'childhood_friend', "ok so I handed in my notice today. you're the first person I'm telling")) {
      expect(reply).toMatch(/You quit\?/u);
      expect(reply).toMatch(/telling me first/u);
    }
    for (const reply of replies('zh', 'girl', '我们分手了。还没跟别人说。')) {
      expect(reply).toMatch(/分手了/u);
      expect(reply).toMatch(/第一个告诉我/u);
    }
  });
  it('leaves someone else\'s news, other personas and asked-for tips to the older readers', () => {
    expect(readToldNews('我闺蜜上周分手了，天天哭', 'zh', 'childhood_friend')).toBeNull();
    expect(readToldNews('친구가 헤어졌대', 'ko', 'girl')).toBeNull();
    expect(readToldNews("I'm moving next week, how should I pack the kitchen?", 'en', 'childhood_friend')).toBeNull();
    expect(readToldNews("I'm moving to Osaka next month, you're the first I'm telling", 'en', 'chef')).toBeNull();
    expect(readToldNews("I'm moving to Osaka next month, you're the first I'm telling", 'en', 'girl')?.place).toBe('Osaka');
  });
});
