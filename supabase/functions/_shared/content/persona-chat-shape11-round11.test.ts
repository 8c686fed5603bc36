import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { readSelfQuestion } from './persona-chat-shape-self.ts';
import { readGoodNews } from './persona-chat-shape-news.ts';
import { readLikeQuestion } from './persona-chat-shape-like.ts';
import { readOtherNewStart } from './persona-chat-shape11-others.ts';
import { readSharedMemory } from './persona-chat-shape11-memory.ts';
import { readGroupMove } from './persona-chat-shape11-group.ts';
import { isVietnamesePass, isWholeChineseWord, isWholeKoreanStem } from './persona-chat-word-bounds.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 11 of issue 13 (chat): whole words for the good-news readers, "do you really like X?", how the persona
// recharges, someone else's move / school change / new job, in four languages, for topics far from each other.
const user = (content: string): ChatMessage => ({ role: 'user', content });
const seeds = [1, 7, 42, 1001, 65537];
const replies = (language: ContentLanguage, persona: PersonaKey, text: string): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages: [user(text)] }, { language, random: seededRandom(seed) }));

describe('whole words: an achievement verb inside a compound is no good news', () => {
  it('refuses compounds never listed anywhere, and keeps the real passes (vi, ko, zh)', () => {
    expect(readGoodNews('Hôm qua em nấu chè đậu xanh rồi mà bị khê', 'vi')).toBeNull();
    expect(readGoodNews('em vừa đỗ xe xong thì bị phạt rồi', 'vi')).toBeNull();
    expect(readGoodNews('Mình đã mua đậu phụ với đậu bắp rồi', 'vi')).toBeNull();
    expect(readGoodNews('Em đậu đại học rồi chị ơi!', 'vi')?.named).toBe('đậu đại học');
    expect(readGoodNews('nấu chè đậu xanh xong, em đậu rồi nè', 'vi')?.named).toBe('đậu');
    expect(readGoodNews('냄비에 카레가 눌어붙었어요', 'ko')).toBeNull();
    expect(readGoodNews('스티커가 엉겨붙었어', 'ko')).toBeNull();
    expect(readGoodNews('나 불합격했어', 'ko')).toBeNull();
    expect(readGoodNews('나 대학에붙었어!', 'ko')?.named).toMatch(/붙은/u);
    expect(readGoodNews('운전면허 드디어 땄다', 'ko')?.named).toBe('운전면허 딴');
    expect(readGoodNews('他是赢家了', 'zh')).toBeNull();
    expect(readGoodNews('我们赢了！', 'zh')?.named).toBe('赢了');
    expect(readGoodNews('我考试终于及格了！', 'zh')?.named).toBe('考试及格了');
  });

  it('checks bounds, not lists (the three word checks on their own)', () => {
    expect(isVietnamesePass('chè đậu ván', 4, 3)).toBe(false);
    expect(isVietnamesePass('em đậu rồi', 3, 3)).toBe(true);
    expect(isVietnamesePass('em đậu nguyện vọng 1', 3, 3)).toBe(true);
    expect(isWholeKoreanStem('달라붙었', 2)).toBe(false);
    expect(isWholeKoreanStem('시험 붙었', 3)).toBe(true);
    expect(isWholeChineseWord('赢家通吃', 0, 1)).toBe(false);
    expect(isWholeChineseWord('我们赢了', 2, 1)).toBe(true);
  });

  it('a pot of mung beans scorched ("khê") is a kitchen rescue for that dish, never a pass nor a meal order (vi)', () => {
    for (const reply of replies('vi', 'chef', 'Hôm qua em nấu chè đậu xanh mà để lửa to quá bị khê hết nồi, cứu em với anh ơi')) {
      expect(reply).toMatch(/chè đậu xanh/iu);
      expect(reply).not.toMatch(/chúc mừng|bún chả/iu);
    }
  });

  it('a pot of mung beans or a parked car is never congratulated in a reply (vi, ko)', () => {
    for (const reply of replies('vi', 'girl', 'Trưa nay mình nấu xôi đậu xanh rồi, thơm ghê')) expect(reply).not.toMatch(/chúc mừng/iu);
    for (const reply of replies('ko', 'chef', '떡이 냄비 바닥에 눌어붙었어요 ㅠㅠ')) expect(reply).not.toMatch(/축하/u);
  });
});

describe('"do you like X?" with an adverb before the verb', () => {
  it('reads X in four languages', () => {
    expect(readLikeQuestion('do you actually like jazz or do you just pretend to in interviews lol', 'en')?.thing).toBe('jazz');
    expect(readLikeQuestion('do you really enjoy hiking?', 'en')?.thing).toBe('hiking');
    expect(readLikeQuestion('bạn có thật sự thích mèo không?', 'vi')?.thing).toBe('mèo');
    expect(readLikeQuestion('너 민초 진짜 좋아해?', 'ko')?.thing).toBe('민초');
    expect(readLikeQuestion('너 진짜 공포영화 좋아해?', 'ko')?.thing).toBe('공포영화');
    expect(readLikeQuestion('你真的喜欢吃香菜吗？', 'zh')?.thing).toBe('吃香菜');
  });

  it('answers about X, never an interview or a meal order (en, zh)', () => {
    for (const reply of replies('en', 'kpop_male', 'do you actually like jazz or do you just pretend to in interviews lol')) {
      expect(reply).toMatch(/jazz/iu);
      expect(reply).not.toMatch(/interview/iu);
    }
    for (const reply of replies('zh', 'chef', '你真的喜欢吃香菜吗？我觉得它有股肥皂味')) expect(reply).toMatch(/香菜/u);
  });
});

describe('how the persona recharges', () => {
  it('is a question about its free time in four languages', () => {
    expect(readSelfQuestion('how do you recharge after a crazy dinner service?', 'en')?.topic).toBe('free');
    expect(readSelfQuestion('Chị ơi chị thường làm gì để nạp lại năng lượng sau một tuần mệt mỏi?', 'vi')?.topic).toBe('free');
    expect(readSelfQuestion('언니는 스케줄 끝나고 완전 지칠 때 어떻게 충전해요?', 'ko')?.topic).toBe('free');
    expect(readSelfQuestion('你破完案以后怎么回血？', 'zh')?.topic).toBe('free');
  });
});

describe("someone else's move, school change or new job is theirs", () => {
  it('reads the person and the event in four languages, and not the visitor\'s own', () => {
    expect(readOtherNewStart("my older brother just got a job in Seattle and he's moving out next month", 'en')?.event).toBe('newjob');
    expect(readOtherNewStart('em trai mình tháng sau chuyển trường lên thành phố', 'vi')?.event).toBe('transfer');
    expect(readOtherNewStart('내 동생 다음 달에 부산으로 전학 간대', 'ko')?.person).toBe('동생');
    expect(readOtherNewStart('我弟弟下学期要转学了', 'zh')?.event).toBe('transfer');
    expect(readOtherNewStart("I'm changing schools next month", 'en')).toBeNull();
    expect(readOtherNewStart('我下个月转学，好紧张啊', 'zh')).toBeNull();
  });

  it('answers the person\'s new start, never the visitor\'s first day or moving-day tips (ko, en)', () => {
    for (const reply of replies('ko', 'girl', '내 동생 다음 달에 부산으로 전학 간대… 친구들이랑 떨어지는 거 엄청 걱정하던데')) {
      expect(reply).toMatch(/동생/u);
      expect(reply).not.toMatch(/첫날/u);
    }
    for (const reply of replies('en', 'childhood_friend', "my older brother just got a job in Seattle and he's moving out next month. kinda sad tbh")) {
      expect(reply).toMatch(/brother/u);
      expect(reply).not.toMatch(/weekday|old place/iu);
    }
  });
});

describe('a shared memory is remembered, never quoted whole nor read as an invitation', () => {
  it('reads the first clause from the persona\'s side and the detail (four languages)', () => {
    expect(readSharedMemory('do you remember when we got lost in Busan and ended up eating at that tiny fish stall?', 'en')).toEqual({ core: 'when we got lost in Busan', detail: 'lost' });
    expect(readSharedMemory('Ê mày còn nhớ hồi lớp 9 tụi mình trốn tiết thể dục đi ăn ốc bị cô chủ nhiệm bắt được không', 'vi')).toEqual({ core: 'hồi lớp 9 tụi mình trốn tiết thể dục đi ăn ốc', detail: 'caught' });
    expect(readSharedMemory('너 우리 중학교 때 수학여행 가서 밤새 떠들다 선생님한테 걸린 거 기억나?', 'ko')?.detail).toBe('caught');
    expect(readSharedMemory('你还记得高三那年我们偷偷溜出去吃麻辣烫被班主任抓到吗？', 'zh')).toEqual({ core: '高三那年我们偷偷溜出去吃麻辣烫', detail: 'caught' });
    expect(readSharedMemory('今天在超市遇到了张阿姨，她还记得我小时候的样子', 'zh')).toBeNull();
    expect(readSharedMemory('do you remember my name?', 'en')).toBeNull();
    expect(readSharedMemory('妈妈说她还记得我们小时候一起放风筝', 'zh')).toBeNull();
    expect(readSharedMemory('Bà nội vẫn còn nhớ hồi tụi mình về quê ăn Tết không biết nữa', 'vi')).toBeNull();
  });

  it('answers without the whole message and without an invitation nobody made (vi, ko)', () => {
    const message = 'Ê mày còn nhớ hồi lớp 9 tụi mình trốn tiết thể dục đi ăn ốc bị cô chủ nhiệm bắt được không';
    for (const reply of replies('vi', 'childhood_friend', message)) {
      expect(reply).toMatch(/ăn ốc/u);
      expect(reply).not.toMatch(/Đi ăn hả|rủ là tao đi|cô chủ nhiệm bắt được/u);
    }
    for (const reply of replies('ko', 'childhood_friend', '너 우리 중학교 때 수학여행 가서 밤새 떠들다 선생님한테 걸린 거 기억나?')) {
      expect(reply).toMatch(/수학여행/u);
      expect(reply).not.toMatch(/선생님한테 걸린 거/u);
    }
  });
});

describe('"we" is the visitor\'s group: a group\'s move is theirs, said back as "your" / "你们"', () => {
  it('reads the group, where it moves and when (four languages)', () => {
    expect(readGroupMove('我们部门下个月要搬到新办公楼，大家都有点不适应', 'zh', 'psychologist')).toEqual({ group: '你们部门', to: '新办公楼', time: '下个月' });
    expect(readGroupMove('ugh our office is moving to the other side of the city next month', 'en', 'girl')).toMatchObject({ group: 'your office', time: 'next month' });
    expect(readGroupMove('công ty em tháng sau chuyển sang văn phòng mới ở quận 7, em thấy hơi lo', 'vi', 'psychologist')).toMatchObject({ group: 'công ty bạn', to: 'văn phòng mới ở quận 7' });
    expect(readGroupMove('우리 팀 다음 달에 판교로 이전한대', 'ko', 'girl')).toEqual({ group: '너네 팀', to: '판교', time: '다음 달' });
    expect(readGroupMove('we are moving to a new apartment next month', 'en', 'girl')).toBeNull();
  });

  it('never answers with a house move nor with "we" (zh, ko)', () => {
    for (const reply of replies('zh', 'psychologist', '我们部门下个月要搬到新办公楼，大家都有点不适应，你觉得我们该怎么调整？')) {
      expect(reply).toMatch(/你们部门/u);
      expect(reply).not.toMatch(/新家|第一晚|搬家了/u);
    }
    for (const reply of replies('ko', 'girl', '우리 팀 다음 달에 판교로 이전한대. 출퇴근 어떡하지')) {
      expect(reply).toMatch(/너네 팀/u);
      expect(reply).not.toMatch(/보세\.|우리 팀/u);
    }
  });
});
