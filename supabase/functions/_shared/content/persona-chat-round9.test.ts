import { describe, expect, it } from 'vitest';
import { generatePersonaReply } from './persona-chat.ts';
import { readEnglishPhrase, readGrounded, readSubjects } from './chat-grounded.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ChatMessage, ContentLanguage, PersonaKey } from '../contract/content-types.ts';

// Round 9 of issue 13: the fall-through. A message no topic reader knows is answered from what it safely says (the
// people named, the everyday subject, the day, the kind of sentence, the stance), never with a stock line for an
// intent word inside it; a choice about something told says it back; every part of a message gets a word.
const user = (content: string): ChatMessage => ({ role: 'user', content });
const bot = (content: string): ChatMessage => ({ role: 'assistant', content });
const seeds = [1, 7, 42, 1001, 65537, 2024];
const replies = (language: ContentLanguage, persona: PersonaKey, messages: ChatMessage[]): string[] =>
  seeds.map((seed) => generatePersonaReply({ persona, messages }, { language, random: seededRandom(seed) }));

describe('the grounded reading', () => {
  it('reads subjects, names, the kind of sentence and the stance in four languages', () => {
    expect(readSubjects('Chị ơi mai em thi vấn đáp tiếng Anh')).toEqual(['oral_english']);
    expect(readSubjects('喂，下周五我回老家，要不要一起去吃烧烤？我刚被裁员了')).toEqual(['barbecue', 'layoff']);
    const ko = readGrounded([user('언니 저 내일 첫 출근이에요!! 근데 늦을까봐 벌써 걱정돼요')]);
    expect(ko).toMatchObject({ subjects: ['first_day'], stance: 'worry' });
    expect(ko.time.when).toBe('tomorrow');
    const en = readGrounded([user('ugh my roommate Jess ate the leftover lasagna. am I overreacting??')]);
    expect(en).toMatchObject({ names: ['Jess'], stance: 'upset', shape: 'yesno' });
    expect(readGrounded([user('小朋友，我家柯基“馒头”今天掉进水里了！')]).names).toEqual(['馒头']);
  });
  it('remembers the subject and the day told in an earlier turn', () => {
    const reading = readGrounded([user('I am hosting my book club on Saturday.'), bot('Lovely!'), user('One of them is vegan and I have an hour.')]);
    expect(reading.subjects).toEqual(['vegan', 'book_club']);
    expect(reading.time.weekday).toBe(5);
  });
  it('says an English noun phrase back only when it ends on a clear boundary, turned to the persona’s side', () => {
    expect(readEnglishPhrase('I finally learned the whole choreo for your new song')).toBe('the whole choreo');
    expect(readEnglishPhrase('I love my plants')).toBe('your plants');
    expect(readEnglishPhrase('the front light keeps vanishing')).toBeNull();
  });
  it('never takes a particle-glued Korean word or the persona addressed for a name', () => {
    expect(readGrounded([user('취소표 노려볼까요, 아니면 양도라도 받을까요?')]).names).toEqual([]);
    expect(readGrounded([user('셰프님은 왜 요리사가 되셨어요?')]).names).toEqual([]);
  });
});

describe('the fall-through answers what the visitor wrote, never a stock line for a word inside it', () => {
  it('en: a roommate named Jess and a lunch word get Jess, not street food', () => {
    for (const text of replies('en', 'girl', [user('ugh my roommate Jess ate the leftover lasagna I was saving for lunch AND left the dish in the sink. am I overreacting??')])) {
      expect(text).toMatch(/Jess/u);
      expect(text).not.toMatch(/street stall|stomach/iu);
    }
  });
  it('vi: a classmate’s wedding gets the wedding, not a bare “what matters most”', () => {
    for (const text of replies('vi', 'childhood_friend', [user('Ê, con Mai lớp mình sắp cưới rồi đó, mày nhận thiệp chưa? Tao chả biết mặc gì đi nữa')])) {
      expect(text).toMatch(/đám cưới/u);
      expect(text).not.toMatch(/phần nào quan trọng nhất/u);
    }
  });
  it('ko: a first day at work tomorrow and a worry get both said back', () => {
    for (const text of replies('ko', 'kpop_female', [user('언니 저 내일 첫 출근이에요!! 근데 지하철 두 번 갈아타야 돼서 늦을까봐 벌써 걱정돼요')])) {
      expect(text).toMatch(/첫 출근/u);
      expect(text).toMatch(/걱정|긴장/u);
    }
  });
  it('zh: a mother comparing the visitor to a cousin is comforted as that, not with a stock kind word', () => {
    for (const text of replies('zh', 'psychologist', [user('我妈总拿我和表姐比，昨天年夜饭桌上又说了一次，我当场就哭了。')])) {
      expect(text).toMatch(/比/u);
      expect(text).not.toMatch(/今天你已经很努力了/u);
    }
  });
  it('an offer to show a dance is not read as an invitation to meet', () => {
    for (const text of replies('en', 'kpop_male', [user('I finally learned the whole choreo for your new song after 3 weeks!! my sister filmed it, do you wanna see?')])) {
      expect(text).toMatch(/show me|want to see|Send it/iu);
      expect(text).not.toMatch(/Meeting up|the day and the time/iu);
    }
  });
});

describe('a choice about something told says it back first', () => {
  it('en: a burned turkey before the in-laws come', () => {
    for (const text of replies('en', 'chef', [user('Grandma, I burned the Thanksgiving turkey and my in-laws arrive in two hours. Should I just order pizza or try to save it?')])) {
      expect(text).toMatch(/Thanksgiving|in-laws/u);
      expect(text).toMatch(/pizza|save it/iu);
    }
  });
  it('zh: a corgi named in quotes is named, and the options are 笨 and 勇敢, not “说它是笨”', () => {
    for (const text of replies('zh', 'kid', [user('小朋友，我家柯基“馒头”今天在西湖断桥边追鸽子，扑通掉进水里了！你说它是笨还是勇敢？')])) {
      expect(text).toMatch(/馒头/u);
      expect(text).not.toMatch(/说它是/u);
    }
  });
});

describe('every part of a message gets a word', () => {
  it('zh: a barbecue on Friday and a layoff', () => {
    for (const text of replies('zh', 'childhood_friend', [user('喂，下周五我回老家，要不要一起去吃烧烤？我刚被裁员了，想找人喝两杯。')])) {
      expect(text).toMatch(/裁员/u);
      expect(text).toMatch(/周五/u);
    }
  });
  it('vi: a scolding and “should I quit?”', () => {
    for (const text of replies('vi', 'psychologist', [user('Em bị sếp mắng trước cả phòng vì nộp báo cáo trễ, giờ em không dám đi làm nữa. Em có nên nghỉ việc luôn không ạ?')])) {
      expect(text).toMatch(/nghỉ việc/u);
    }
  });
  it('ko: moving day and a hand asked for', () => {
    for (const text of replies('ko', 'childhood_friend', [user('야 나 이번 주 토요일에 이사하는데 짐 좀 같이 날라줄 수 있냐? 끝나고 치킨 쏠게')])) {
      expect(text).toMatch(/도와줄게|나 갈게/u);
    }
  });
  it('vi: a cheer for a named exam names it, never a bare “kỳ thi”', () => {
    const texts = replies('vi', 'kpop_female', [user('Chị ơi mai em thi vấn đáp tiếng Anh mà em run quá, chị động viên em với!')]);
    for (const text of texts) expect(text).not.toMatch(/kỳ thi/u);
    expect(texts.filter((text) => /vấn đáp tiếng Anh/u.test(text)).length).toBeGreaterThan(2);
  });
});

describe('a pet the visitor worries about is not good news', () => {
  it('ko: 보리 not eating', () => {
    const messages = [user('우리 집 고양이 이름은 보리야'), bot('보리! 이름 너무 귀엽다. 몇 살이야?'), user('세 살인데 요즘 보리가 밥을 잘 안 먹어서 좀 걱정돼')];
    for (const text of replies('ko', 'girl', messages)) expect(text).not.toMatch(/좋은 소식/u);
  });
});

describe('the kid knows why the sea is salty and how fish breathe', () => {
  it('in four languages', () => {
    for (const text of replies('ko', 'kid', [user('꼬마야, 바닷물은 왜 짜?')])) expect(text).toMatch(/소금/u);
    for (const text of replies('en', 'kid', [user('Why is the sea salty?')])) expect(text).toMatch(/salt/u);
    for (const text of replies('vi', 'kid', [user('Bé ơi, sao con cá ở dưới nước mà không bị chết đuối vậy?')])) expect(text).toMatch(/mang/u);
    for (const text of replies('zh', 'kid', [user('小朋友，鱼为什么在水里不会淹死？')])) expect(text).toMatch(/鳃/u);
  });
});
