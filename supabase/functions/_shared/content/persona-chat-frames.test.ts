import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { adaptVietnameseAddress, readChatFrame } from './persona-chat-frames.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

const user = (content: string): ChatMessage => ({ role: 'user', content });
const seeds = [1, 2, 3, 5, 8, 13, 21, 34];
const replies = (language: ContentLanguage, persona: PersonaKey, messages: ChatMessage[]): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages }, { language, random: seededRandom(seed) }));

describe('chat question frames', () => {
  it('reads an invitation with what and when, in the four languages', () => {
    expect(readChatFrame('Want to grab coffee next week?')).toMatchObject({ kind: 'invitation', activity: 0, when: 1 });
    expect(readChatFrame('Tuần sau tao về quê, đi cà phê nha')).toMatchObject({ kind: 'invitation', activity: 0, when: 1 });
    expect(readChatFrame('주말에 한강 산책 갈래?')).toMatchObject({ kind: 'invitation', when: 0 });
    expect(readChatFrame('你周末有空吗，想去西湖边走走')).toMatchObject({ kind: 'invitation', when: 0, place: '西湖' });
  });

  it('accepts or plans an invitation and names it, never drifting to cooking', () => {
    for (const text of replies('zh', 'girl', [user('脚还好，就是心累。你周末有空吗，想去西湖边走走')])) expect(text).toMatch(/周末/);
    for (const text of replies('zh', 'girl', [user('你周末有空吗，想去西湖边走走')])) expect(text).toMatch(/西湖/);
    for (const text of replies('en', 'girl', [user('want to grab ramen tomorrow night after I get off?')])) {
      expect(text).toMatch(/Ramen tomorrow/);
      expect(text).not.toMatch(/stir-fr|salt|heat high/i);
    }
    for (const text of replies('ko', 'kpop_male', [user('오빠 다음 주에 커피 마실래요?')])) expect(text).toMatch(/다음 주에 커피/);
    for (const text of replies('vi', 'childhood_friend', [user('Ê mày, tuần sau tao về quê, đi cà phê nha')])) expect(text).toMatch(/cà phê tuần sau/i);
  });

  it('remembers a heavy previous message when the visitor then invites (history is read)', () => {
    const tiredFirst = [user("I'm so tired, work was awful today"), { role: 'assistant' as const, content: 'Oh no, come here. What happened?' }, user('Long story. Want to get coffee tomorrow?')];
    for (const text of replies('en', 'girl', tiredFirst)) expect(text).toMatch(/Coffee tomorrow[\s\S]*(?:tired heart|some air)/);
    for (const text of replies('en', 'girl', [user('Want to get coffee tomorrow?')])) expect(text).not.toMatch(/tired heart|some air/);
    const koTired = [user('요즘 너무 피곤해'), { role: 'assistant' as const, content: '무슨 일 있어?' }, user('그냥 일이 많아. 이번 주말에 영화 볼래?')];
    for (const text of replies('ko', 'childhood_friend', koTired)) expect(text).toMatch(/주말에 영화[\s\S]*(?:바람 쐬는|나가야지)/);
  });

  it('reasons about the clues of a case: the weekday, the number of keys, the thing that goes missing', () => {
    for (const text of replies('en', 'detective', [user("Someone keeps eating my yogurt from the office fridge. It's always on Mondays. Only 4 people have keys. Help me catch them.")])) {
      expect(text).toMatch(/Mondays/);
      expect(text).toMatch(/4 (?:keys|suspects)|list of 4/);
      expect(text).toMatch(/yogurt/);
    }
    for (const text of replies('ko', 'detective', [user('누가 자꾸 제 도시락을 먹어요. 매번 금요일이고 열쇠는 3명만 있어요. 범인 좀 잡아 주세요')])) expect(text).toMatch(/금요일[\s\S]*3/);
    for (const text of replies('vi', 'detective', [user('Ai ăn mất hộp sữa chua của em trong tủ lạnh, lần nào cũng thứ Hai, chỉ 4 người có chìa. Tìm ra ai giúp em với')])) expect(text).toMatch(/thứ Hai/);
    for (const text of replies('zh', 'detective', [user('是谁偷吃我的酸奶？每次都在周一，只有4个人有钥匙')])) expect(text).toMatch(/周一[\s\S]*4/);
    expect(readChatFrame('Help me catch them.')).toMatchObject({ kind: 'case', weekday: null, count: null });
  });

  it('answers a fan after a concert: the encore tears and the comeback question', () => {
    for (const text of replies('ko', 'kpop_female', [user('언니 오늘 콘서트 진짜 최고였어요!! 앵콜 때 울었어요 ㅠㅠ 다음 컴백은 언제예요?')])) {
      expect(text).toMatch(/앵콜/);
      expect(text).toMatch(/컴백/);
    }
    for (const text of replies('en', 'kpop_male', [user('The concert tonight was unreal, I cried at the encore! When is the next comeback?')])) expect(text).toMatch(/comeback/i);
    for (const text of replies('zh', 'kpop_male', [user('今天的演唱会太棒了！下次回归是什么时候？')])) expect(text).toMatch(/回归/);
    for (const text of replies('vi', 'kpop_female', [user('Concert hôm nay đỉnh quá! Bao giờ comeback vậy chị?')])) expect(text).toMatch(/comeback/i);
  });

  it('leaves an either/or question to the choice answer', () => {
    expect(readChatFrame('오빠!! 팬미팅 티켓팅 또 실패했어요 ㅠㅠ 취소표 노려볼까요, 아니면 양도라도 받을까요?')).toBeNull();
  });

  it('talks about two star signs: their elements and how they clash, in the persona register', () => {
    const ko = replies('ko', 'astrologer', [user('저 전갈자리인데 요즘 남자친구랑 자꾸 싸워요. 걔는 쌍둥이자리예요. 우리 궁합 괜찮은 거 맞아요?')]);
    for (const text of ko) {
      expect(text).toMatch(/전갈자리[\s\S]*쌍둥이자리/);
      expect(text).not.toMatch(/(?:없어|거야|했어|였어)[.?!]/);
    }
    for (const text of replies('zh', 'astrologer', [user('我是天蝎座，男朋友是双子座，他总是已读不回，我们还有未来吗？')])) {
      expect(text).toMatch(/天蝎座[\s\S]*双子座/);
      expect(text).toMatch(/未来/);
    }
    for (const text of replies('en', 'astrologer', [user("I'm a Leo and he's an Aquarius. Are we compatible?")])) expect(text).toMatch(/Leo is a fire sign and Aquarius is an air sign/);
    for (const text of replies('vi', 'astrologer', [user('Em cung Kim Ngưu, anh ấy Song Ngư, tụi em có hợp nhau không?')])) expect(text).toMatch(/Kim Ngưu[\s\S]*Song Ngư/);
  });

  it('answers a question about its own day: what it ate and what it played', () => {
    for (const text of replies('zh', 'kid', [user('小朋友，你今天在幼儿园吃了什么呀？有没有和同学玩滑滑梯？')])) {
      expect(text).toMatch(/吃了/);
      expect(text).toMatch(/滑滑梯/);
      expect(text).not.toMatch(/饿了/);
    }
    for (const text of replies('en', 'kid', [user('What did you eat at school today? Did you play on the swings?')])) expect(text).toMatch(/(?:ate|had)[\s\S]*swings/);
    for (const text of replies('ko', 'kid', [user('오늘 유치원에서 뭐 먹었어? 미끄럼틀 탔어?')])) expect(text).toMatch(/먹었어[\s\S]*미끄럼틀/);
    for (const text of replies('vi', 'kid', [user('Hôm nay ở trường con ăn gì thế? Có chơi cầu trượt không?')])) expect(text).toMatch(/ăn[\s\S]*cầu trượt/);
  });
});

describe('Vietnamese address follows the visitor', () => {
  it('answers mày/tao with mày/tao between old friends, keeping compounds', () => {
    expect(adaptVietnameseAddress('Cậu nhớ không? Mình vẫn nghĩ tới tụi mình hồi đó, bạn bè cũ cả.', 'Ê mày, tao về nè', 'childhood_friend'))
      .toBe('Mày nhớ không? Tao vẫn nghĩ tới tụi mình hồi đó, bạn bè cũ cả.');
    expect(adaptVietnameseAddress('Cậu nhớ không?', 'Cậu ơi, mình về nè', 'childhood_friend')).toBe('Cậu nhớ không?');
    for (const text of replies('vi', 'childhood_friend', [user('Ê mày, nhớ hồi lớp 5 tụi mình trốn học đi bắn bi không? Tuần sau tao về quê, đi cà phê nha')])) {
      expect(text).not.toMatch(/(?<![\p{L}])[Cc]ậu(?![\p{L}])/u);
    }
  });

  it('calls a visitor who says "em" em, never bạn', () => {
    expect(adaptVietnameseAddress('Cảm ơn bạn đã chia sẻ. Bạn thân của bạn nói gì?', 'Dạo này em hay mất ngủ ạ', 'psychologist')).toBe('Cảm ơn em đã chia sẻ. Bạn thân của em nói gì?');
    for (const text of replies('vi', 'psychologist', [user('Dạo này em hay mất ngủ, cứ nằm là nghĩ về deadline. Em nên làm gì ạ?')])) {
      expect(text).not.toMatch(/(?<![\p{L}])[Bb]ạn(?! bè| thân| trai| gái)(?![\p{L}])/u);
    }
  });
});
