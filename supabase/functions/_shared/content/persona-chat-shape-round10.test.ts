import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { readSelfQuestion } from './persona-chat-shape-self.ts';
import { readGoodNews } from './persona-chat-shape-news.ts';
import { readPlan } from './persona-chat-shape-plan.ts';
import { readBringQuestion } from './persona-chat-shape-bring.ts';
import { casualKorean } from './persona-chat-shape-words.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 10 of issue 13 (shapes A): four shapes of request that come back in every blind read, whatever the topic — a
// question about the persona itself, good news told in the past, a plan with its own time and activity, and "should I
// bring X?" — answered from the visitor's whole phrases, in four languages, for topics far from each other.
const user = (content: string): ChatMessage => ({ role: 'user', content });
const seeds = [1, 7, 42, 1001, 65537, 2024];
const replies = (language: ContentLanguage, persona: PersonaKey, text: string): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages: [user(text)] }, { language, random: seededRandom(seed) }));

describe('shape SELF: a question about the persona is answered about itself, then asked back', () => {
  it('reads the topic in four languages, and not a request, an invitation or the visitor talking about themselves', () => {
    expect(readSelfQuestion('What do you want to be when you grow up?', 'en')?.topic).toBe('dream');
    expect(readSelfQuestion('are you tired today?', 'en')?.topic).toBe('today');
    expect(readSelfQuestion('what scares you the most?', 'en')?.topic).toBe('fear');
    expect(readSelfQuestion('bạn thích làm gì cuối tuần?', 'vi')?.topic).toBe('free');
    expect(readSelfQuestion('Anh có sợ gì không?', 'vi')?.topic).toBe('fear');
    expect(readSelfQuestion('넌 뭐 할 때 제일 행복해?', 'ko')?.topic).toBe('free');
    expect(readSelfQuestion('탐정님은 쉬는 날엔 주로 뭐 하세요?', 'ko')?.topic).toBe('free');
    expect(readSelfQuestion('你周末一般干什么？', 'zh')?.topic).toBe('free');
    expect(readSelfQuestion('你长大想当什么？', 'zh')?.topic).toBe('dream');
    expect(readSelfQuestion('can you help me pick a dream job?', 'en')).toBeNull();
    expect(readSelfQuestion('I am so tired today, are you?', 'en')).toBeNull();
    expect(readSelfQuestion('Nhà có đậu hũ, nấu món gì được chị?', 'vi')).toBeNull();
    expect(readSelfQuestion('주말에 캠핑 갈까 집에서 쉴까?', 'ko')).toBeNull();
    expect(readSelfQuestion('你周末有空吗，想去西湖边走走', 'zh')).toBeNull();
  });

  it('the kid asked its dream answers it, never a stock invitation (en, vi, ko, zh)', () => {
    const cases: ReadonlyArray<readonly [ContentLanguage, string, RegExp, RegExp]> = [
      ['en', 'What do you want to be when you grow up?', /When I grow up/u, /what did you want to be/u],
      ['vi', 'Bé ơi, lớn lên bé muốn làm nghề gì nè?', /Lớn lên tớ muốn/u, /hồi nhỏ bạn muốn làm gì/u],
      ['ko', '넌 커서 뭐 되고 싶어?', /커서 공룡 박사/u, /뭐 되고 싶었어/u],
      ['zh', '你长大想当什么？', /长大要当/u, /小时候想当什么/u],
    ];
    for (const [language, text, answer, back] of cases) {
      for (const reply of replies(language, 'kid', text)) {
        expect(reply).toMatch(answer);
        expect(reply).toMatch(back);
        expect(reply).not.toMatch(/Meeting up|Morning or afternoon|오전이야|上午还是下午|sáng hay chiều/iu);
      }
    }
  });

  it('each persona answers in its own voice and register: the polite ones in 해요체, the friend in 반말', () => {
    for (const reply of replies('ko', 'psychologist', '선생님 오늘 피곤하세요?')) expect(reply).toMatch(/피곤하지만[\s\S]*어땠어요\?/u);
    for (const reply of replies('ko', 'childhood_friend', '너 오늘 피곤해?')) expect(reply).toMatch(/피곤하지[\s\S]*어땠어\?/u);
    for (const reply of replies('zh', 'detective', '侦探，你今天累不累？')) expect(reply).toMatch(/有点累[\s\S]*今天过得怎么样/u);
    for (const reply of replies('en', 'chef', 'what\'s the one dish you could eat every day?')) expect(reply).toMatch(/rice[\s\S]*What could you eat every day\?/u);
  });
});

describe('shape NEWS: good news in the past is congratulated by name, never read as coming', () => {
  it('names the achievement as the visitor\'s whole phrase, for far-apart topics', () => {
    expect(readGoodNews('I finally passed my exam!', 'en')?.named).toBe('You passed your exam');
    expect(readGoodNews('OMG I just got accepted to my dream university!!!', 'en')?.named).toBe('You got accepted to your dream university');
    expect(readGoodNews('I got the job', 'en')?.named).toBe('You got the job');
    expect(readGoodNews('we won the regional chess final', 'en')?.named).toBe('You won the regional chess final');
    expect(readGoodNews('Em vừa nhận được học bổng toàn phần rồi chị ơi', 'vi')?.named).toBe('nhận được học bổng toàn phần');
    expect(readGoodNews('được tăng lương rồi', 'vi')?.named).toBe('được tăng lương');
    expect(readGoodNews('야 나 운전면허 드디어 땄다ㅋㅋㅋ', 'ko')?.named).toBe('운전면허 딴');
    expect(readGoodNews('합격했어!', 'ko')?.named).toBe('합격한');
    expect(readGoodNews('考试终于及格了！', 'zh')?.named).toBe('考试及格了');
    expect(readGoodNews('我拿到驾照了', 'zh')?.named).toBe('拿到驾照了');
  });

  it('reads no news from hopes, denials, questions or other "got"s', () => {
    expect(readGoodNews('I hope I passed my math test', 'en')).toBeNull();
    expect(readGoodNews('I passed out in class today', 'en')).toBeNull();
    expect(readGoodNews('I got a cold', 'en')).toBeNull();
    expect(readGoodNews('Mong là em sẽ đậu', 'vi')).toBeNull();
    expect(readGoodNews('면허 또 못 땄어', 'ko')).toBeNull();
    expect(readGoodNews('합격했어?', 'ko')).toBeNull();
    expect(readGoodNews('我没考上研究生', 'zh')).toBeNull();
    expect(readGoodNews('我希望能及格了', 'zh')).toBeNull();
  });

  it('congratulates in four languages, and never cheers for an exam still to come', () => {
    for (const reply of replies('zh', 'kpop_female', '考试终于及格了！')) {
      expect(reply).toMatch(/考试及格了/u);
      expect(reply).not.toMatch(/加油|今天就考/u);
    }
    for (const reply of replies('ko', 'astrologer', '저 드디어 대학원 붙었어요')) expect(reply).toMatch(/대학원 붙은 거[\s\S]*축하해요/u);
    for (const reply of replies('vi', 'psychologist', 'Em vừa nhận được học bổng toàn phần rồi chị ơi')) expect(reply).toMatch(/Chúc mừng em đã nhận được học bổng toàn phần/u);
    for (const reply of replies('en', 'chef', 'I finally passed my food safety certification')) expect(reply).toMatch(/you passed your food safety certification/iu);
  });
});

describe('shape PLAN: a plan with its own time and activity is accepted for that time', () => {
  it('reads the time and the activity as whole phrases', () => {
    expect(readPlan('tonight let\'s go for hotpot', 'en')).toEqual({ time: 'tonight', activity: 'going for hotpot' });
    expect(readPlan('dude I\'m back this weekend, let\'s grab ramen saturday night at our old place', 'en')).toEqual({ time: 'Saturday night', activity: 'grabbing ramen' });
    expect(readPlan('Tối thứ 6 này đi xem phim với anh nhé', 'vi')).toEqual({ time: 'tối thứ 6 này', activity: 'đi xem phim' });
    expect(readPlan('이번 주 일요일 점심에 한강 가서 자전거 타자!', 'ko')).toEqual({ time: '이번 주 일요일 점심에', activity: '한강 가서 자전거 타기' });
    expect(readPlan('내일 저녁에 영화 볼래?', 'ko')).toEqual({ time: '내일 저녁에', activity: '영화 보기' });
    expect(readPlan('下班请你吃火锅好不好', 'zh')).toEqual({ time: '下班', activity: '吃火锅' });
    expect(readPlan('내일 비 올까?', 'ko')).toBeNull();
    expect(readPlan('周末想看点浪漫的，推荐一部电影吧', 'zh')).toBeNull();
  });

  it('never asks for a time already given, and answers news told with the plan too', () => {
    const asksTime = /morning or afternoon|what time|which day|오전이야|몇 시|上午还是下午|几点|sáng hay chiều|mấy giờ/iu;
    const cases: ReadonlyArray<readonly [ContentLanguage, PersonaKey, string, RegExp]> = [
      ['en', 'childhood_friend', 'I got a raise, let\'s get sushi tonight', /you got a raise[\s\S]*sushi tonight/iu],
      ['vi', 'girl', 'Tối thứ 6 này đi xem phim với anh nhé', /tối thứ 6 này (?:đi )?xem phim/iu],
      ['ko', 'girl', '나 승진했어!!! 오늘 저녁에 치킨 먹자', /승진한 거[\s\S]*오늘 저녁에 치킨 먹기/u],
      ['zh', 'girl', '我升职了！！下班请你吃火锅好不好', /你升职了[\s\S]*下班吃火锅/u],
    ];
    for (const [language, persona, text, answer] of cases) {
      for (const reply of replies(language, persona, text)) {
        expect(reply).toMatch(answer);
        expect(reply).not.toMatch(asksTime);
      }
    }
  });
});

describe('shape BRING: "should I bring X?" gets yes or no with a reason and a tip about the outing', () => {
  it('reads the thing and the outing, keeping a choice of two things for the choice reader', () => {
    expect(readBringQuestion('do I need to bring proper hiking boots or are sneakers ok?', 'en')?.item).toBe('proper hiking boots');
    expect(readBringQuestion('Should I bring a light stick or a banner?', 'en')?.item).toBe('a light stick');
    expect(readBringQuestion('Mai em đi picnic ở hồ Tây, có cần mang theo đá lạnh không anh?', 'vi')?.item).toBe('đá lạnh');
    expect(readBringQuestion('처음으로 콘서트 가요! 응원봉 꼭 챙겨야 해요?', 'ko')?.item).toBe('응원봉');
    expect(readBringQuestion('明天去动物园，要带水壶吗？', 'zh')?.item).toBe('水壶');
    expect(readBringQuestion('what should I get her for her birthday?', 'en')).toBeNull();
  });

  it('answers the light stick for a first concert, the ID for an interview, an unknown thing honestly (four languages)', () => {
    for (const reply of replies('ko', 'kpop_male', '처음으로 콘서트 가요! 응원봉 꼭 챙겨야 해요?')) {
      expect(reply).toMatch(/꼭 챙겨요[\s\S]*콘서트 팁/u);
      expect(reply).not.toMatch(/다음 주 와요|연습할게요/u);
    }
    for (const reply of replies('vi', 'astrologer', 'Mai con đi phỏng vấn, có cần mang theo CCCD không ạ?')) expect(reply).toMatch(/Có, chắc chắn[\s\S]*phỏng vấn/u);
    for (const reply of replies('zh', 'kid', '明天去动物园，要带水壶吗？')) expect(reply).toMatch(/要带[\s\S]*动物园/u);
    for (const reply of replies('en', 'chef', 'should I bring my own knives to the cooking class?')) expect(reply).toMatch(/your own knives/u);
  });
});

describe('shape words', () => {
  it('turns a 해요체 line into 반말', () => {
    expect(casualKorean('네, 꼭 챙겨요! 입장할 때 필요한 건 아니에요. 그게 제 거예요.')).toBe('네, 꼭 챙겨! 입장할 때 필요한 건 아니야. 그게 제 거야.');
  });
});
