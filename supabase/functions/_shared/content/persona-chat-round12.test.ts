import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { readChangeFeeling } from './persona-chat-change12.ts';
import { readTellBack } from './persona-chat-tellback12.ts';
import { readTheirs } from './persona-chat-theirs12.ts';
import { readSignal } from './persona-chat-shape11b-signal.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 12 of issue 13 (chat3): the honest fall-through (the visitor's main clause told back whole in the second
// person with one question), a feeling after a change, the Vietnamese kitchen echo with its subject, someone else's
// news beside the visitor's own feeling, and an intercom with nobody there. Every class has, in each language, an
// input whose key nouns and verbs are in no list of the chat modules (marked "held out").
const user = (content: string): ChatMessage => ({ role: 'user', content });
const seeds = [1, 7, 42, 1001];
const replies = (language: ContentLanguage, persona: PersonaKey, text: string): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages: [user(text)] }, { language, random: seededRandom(seed) }));

describe('the honest fall-through tells the main clause back whole', () => {
  it('says the visitor\'s own clause in the second person, with one question (held out, en vi ko zh)', () => {
    for (const reply of replies('en', 'childhood_friend', "I glued the handle back on grandpa's old teapot this morning")) {
      expect(reply).toMatch(/you glued the handle back on grandpa's old teapot this morning/u);
      expect(reply.match(/\?/gu)?.length).toBe(2);
      expect(reply).not.toMatch(/You're telling me about something|what to do about it/u);
    }
    for (const reply of replies('vi', 'childhood_friend', 'Tao mới sơn lại cái hàng rào màu xanh lá')) {
      expect(reply).toMatch(/Mày mới sơn lại cái hàng rào màu xanh lá/u);
      expect(reply).not.toMatch(/Kể thêm một chút|phần nào quan trọng/u);
    }
    for (const reply of replies('ko', 'psychologist', '어제 처음으로 혼자 도자기를 빚어 봤어요')) {
      expect(reply).toMatch(/어제 처음으로 혼자 도자기를 빚어 봤군요/u);
      expect(reply).not.toMatch(/“|어디부터 같이 볼까/u);
    }
    for (const reply of replies('zh', 'girl', '我今天把卧室的墙刷成了浅蓝色')) {
      expect(reply).toMatch(/你今天把卧室的墙刷成了浅蓝色/u);
      expect(reply).not.toMatch(/我明白了|你想先从哪儿聊/u);
    }
  });

  it('never tells back a question, a clause without the visitor\'s subject, or a fragment', () => {
    expect(readTellBack('Why did you become a chef?', 'en', 'chef')).toBeNull();
    expect(readTellBack('셰프님은 왜 요리사가 되셨어요?', 'ko', 'chef')).toBeNull();
    expect(readTellBack('The weather is weird today', 'en', 'girl')).toBeNull();
    expect(readTellBack('Hôm nay trời mưa to quá', 'vi', 'girl')).toBeNull();
    expect(readTellBack('楼下新开了一家面包店', 'zh', 'girl')).toBeNull();
    expect(readTellBack('오늘 손에 흙 잔뜩 묻음', 'ko', 'girl')).toBeNull();
    expect(readTellBack('I repainted my old bike bright yellow today, took me all afternoon lol', 'en', 'girl')?.clause).toBe('you repainted your old bike bright yellow today');
  });
});

describe('a feeling after a change', () => {
  it('names the change and the feeling; a helper adds one step, a friend does not (held out, en vi ko zh)', () => {
    for (const reply of replies('en', 'psychologist', 'Since my twin sister joined the navy, weekends feel empty')) {
      expect(reply).toMatch(/Since your twin sister joined the navy, weekends feel empty/u);
      expect(reply).toMatch(/emptiness/u);
      expect(reply).toMatch(/One small step/u);
    }
    for (const reply of replies('vi', 'girl', 'Từ hồi ông bà nội về quê sống, căn nhà này vắng vẻ hẳn')) {
      expect(reply).toMatch(/Từ hồi ông bà nội về quê sống/u);
      expect(reply).toMatch(/trống trải/u);
      expect(reply).not.toMatch(/Một bước nhỏ|bạn ông bà/u);
    }
    for (const reply of replies('ko', 'childhood_friend', '막내가 기숙사 들어가고 나서 집이 너무 허전해')) {
      expect(reply).toMatch(/막내가 기숙사 들어가고 나서 찾아온 허전함/u);
      expect(reply).not.toMatch(/이사|짐/u);
    }
    for (const reply of replies('zh', 'psychologist', '自从表哥住进警校以后，家里冷清了很多')) {
      expect(reply).toMatch(/自从表哥住进警校以后，家里冷清了很多/u);
      expect(reply).toMatch(/这周先做一件小事/u);
    }
  });

  it('gates the one-word topic readers (work, 이사, 工作) and the moving-day tips', () => {
    for (const reply of replies('vi', 'psychologist', 'Mình chuyển vào Sài Gòn làm việc, về phòng thấy trống trải lắm')) {
      expect(reply).toMatch(/Bạn chuyển vào Sài Gòn làm việc/u);
      expect(reply).toMatch(/trống trải/u);
      expect(reply).not.toMatch(/25 phút|hạn chót|thùng/u);
    }
    for (const reply of replies('ko', 'psychologist', '지방으로 발령 나서 이사 온 뒤로 퇴근하고 집에 오면 너무 적막해요')) {
      expect(reply).toMatch(/이사 온 뒤로 찾아온 적막함/u);
      expect(reply).not.toMatch(/길일|상자|짐 싸기/u);
    }
    for (const reply of replies('zh', 'girl', '来这边工作以后，每天晚上都一个人吃饭，好孤单')) {
      expect(reply).toMatch(/来这边工作以后/u);
      expect(reply).not.toMatch(/番茄|25分钟/u);
    }
    expect(readChangeFeeling('After work I go to the gym', 'en')).toBeNull();
    expect(readChangeFeeling('I moved the sofa to the other wall', 'en')).toBeNull();
  });
});

describe('the Vietnamese kitchen echo keeps its subject', () => {
  it('tells the problem back with its own subject, or names the dish plainly (held out: mực)', () => {
    for (const reply of replies('vi', 'chef', 'cá cứ dính chảo rồi nát')) expect(reply).toMatch(/^Cá bị dính chảo rồi nát hả\?/u);
    // Round 16: told as the visitor's own and as happening every time, the dish is read and its failure answered.
    for (const reply of replies('vi', 'chef', 'Mực xào của em lúc nào cũng bị dai nhách')) expect(reply).toMatch(/^Mực xào (?:của (?:bạn|em) )?bị dai/u);
    for (const reply of replies('vi', 'chef', 'Với nát bị dính chảo')) expect(reply).not.toMatch(/Với nát/u);
  });

  it('never pastes a clause without its subject in the other languages either', () => {
    for (const reply of replies('en', 'chef', 'my pancakes always come out flat and rubbery, no idea why')) expect(reply).not.toMatch(/“/u);
    for (const reply of replies('ko', 'chef', '계란말이 하면 자꾸 찢어지고 안 말려요')) {
      expect(reply).toMatch(/계란말이 하면 자꾸 찢어지고 안 말려\?/u);
      expect(reply).not.toMatch(/“/u);
    }
    for (const reply of replies('zh', 'chef', '我煎的饺子底总是粘锅')) expect(reply).not.toMatch(/“/u);
  });
});

describe('someone else\'s news beside the visitor\'s own feeling', () => {
  it('tells their news back as theirs and the feeling as the visitor\'s (held out, en vi ko zh)', () => {
    for (const reply of replies('en', 'psychologist', "My neighbour welcomed twins last month, and I'm glad for them but I keep thinking about my own empty flat")) {
      expect(reply).toMatch(/Your neighbour welcomed twins last month/u);
      expect(reply).toMatch(/you keep thinking about your own empty flat/u);
      expect(reply).not.toMatch(/congratulations|you did it/iu);
    }
    for (const reply of replies('vi', 'childhood_friend', 'Thằng bạn thân tao vừa mở được xưởng gốm, tao mừng cho nó nhưng nhìn lại mình thấy chán')) {
      expect(reply).toMatch(/Thằng bạn thân mày vừa mở được xưởng gốm/u);
      expect(reply).toMatch(/mày mừng cho nó nhưng/u);
    }
    for (const reply of replies('ko', 'psychologist', '친구가 먼저 개인전을 열었어요. 기쁘긴 한데 저는 아직 한 점도 못 끝낸 것 같아서 속상해요')) {
      expect(reply).toMatch(/친구가 먼저 개인전을 열었군요/u);
      expect(reply).toMatch(/아직 한 점도 못 끝낸 것 같은 마음/u);
      expect(reply).not.toMatch(/축하드려요|합격/u);
    }
    for (const reply of replies('zh', 'childhood_friend', '表姐开了自己的花店，我替她开心，可是想到自己还在原地就有点难受')) {
      expect(reply).toMatch(/表姐开了自己的花店，你替她开心，可是想到自己还在原地就有点难受/u);
    }
  });

  it('answers "proud of him but…" with both parts, and leaves a father\'s surgery to its own reader', () => {
    for (const reply of replies('en', 'psychologist', "I'm proud of him but I also feel a bit left out.")) {
      expect(reply).toMatch(/You're proud of him but you also feel a bit left out/u);
      expect(reply).toMatch(/Both can be true/u);
    }
    expect(readTheirs("My dad has heart surgery on Friday, and I keep telling everyone I'm fine but I'm not", 'en', 'psychologist')).toBeNull();
    expect(readTheirs('I finished my essay but I hate it', 'en', 'psychologist')).toBeNull();
  });
});

describe('an intercom with nobody there', () => {
  it('is the building\'s line, never an auto-dialler (en vi ko zh)', () => {
    expect(readSignal('someone keeps buzzing our intercom at like 11pm and when I answer nobody\'s there', 'en')?.kind).toBe('buzzer');
    expect(readSignal('Khuya nào chuông cổng cũng kêu mà ra xem thì không có ai', 'vi')?.kind).toBe('buzzer');
    expect(readSignal('밤마다 인터폰이 울리는데 화면에 아무도 없어요', 'ko')?.kind).toBe('buzzer');
    expect(readSignal('单元门的对讲每天凌晨两点响，接起来没人说话', 'zh')?.kind).toBe('buzzer');
    for (const reply of replies('en', 'detective', "someone keeps buzzing our intercom at like 11pm and when I answer nobody's there")) {
      expect(reply).toMatch(/intercom/u);
      expect(reply).not.toMatch(/auto-dialler|block the number/u);
    }
  });
});

describe('round 13: a Vietnamese feeling after a change keeps its word order', () => {
  it('never puts the subject between an adverb and its verb ("cũng em thấy")', () => {
    const message = 'Em mới dọn ra Đà Lạt được ba tuần, chiều nào tan ca cũng thấy hụt hẫng, chẳng quen ai.';
    for (const reply of replies('vi', 'psychologist', message)) {
      expect(reply).not.toMatch(/cũng (?:em|bạn) thấy/u);
    }
  });
});

describe('round 13: the astrologer speaks to the sign the visitor gave', () => {
  it('names the sign once in every language, whatever the rest of the message is about (held out: a driving test, rent, moving)', () => {
    const cases: [ContentLanguage, string, string][] = [
      ['en', 'I am a Capricorn and my landlord wants to raise the rent. Should I move?', 'Capricorn'],
      ['vi', 'Em cung Bọ Cạp, tuần sau em đi thi bằng lái, có ổn không ạ?', 'Bọ Cạp'],
      ['ko', '저 물병자리인데 다음 달에 이사 가요. 괜찮을까요?', '물병자리'],
      ['zh', '我是双鱼座，下周搬家，顺利吗？', '双鱼座'],
    ];
    for (const [language, message, sign] of cases) {
      for (const reply of replies(language, 'astrologer', message)) expect(reply).toContain(sign);
    }
  });
  it('leaves other personas alone', () => {
    for (const reply of replies('en', 'chef', 'I am a Capricorn and I burned the rice again.')) expect(reply).not.toMatch(/A Capricorn, then/u);
  });
});

describe('round 13: two signs stay the compatibility reader\'s', () => {
  it('never calls the visitor by the other person\'s sign', () => {
    for (const reply of replies('vi', 'astrologer', 'Em là Song Ngư, anh ấy là Bọ Cạp. Em có nên tỏ tình trước không chị?')) expect(reply).not.toMatch(/Em là Bọ Cạp/u);
  });
});
