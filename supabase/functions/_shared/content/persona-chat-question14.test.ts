/**
 * The visitor's own question (issue 13, round 14): told back in the second person and answered in character, never
 * asked back with a line that could answer anything; an event already had never gets advice for before it.
 * Held-out words: the deeds (lent, bấm thích, 손 들었, 送给邻居), the reactions (laugh, ngại gọi điện, 칭찬, 门锁), the
 * children's questions (the moon, lá cây, 별, 飞机) and the dishes (guacamole, cà tím, 잡채, 青菜) are in no list of
 * persona-chat-question14.ts or persona-chat-tense14.ts; only the question forms and the failure classes are.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { detectSituation, generatePersonaReply } from './persona-chat.ts';
import { readVisitorQuestion } from './persona-chat-question14.ts';
import { readDecideQuestion } from './persona-chat-decide14.ts';

const reply = (language: ContentLanguage, persona: PersonaKey, content: string, seed = 1): string =>
  generatePersonaReply({ persona, messages: [{ role: 'user', content }] }, { language, random: seededRandom(seed) });

/** The generic ask-backs this round removes from these paths. */
const generic = /Tell me a little more|what part of it matters most|Kể thêm một chút|phần nào quan trọng nhất|뭔가 물어보시는 거죠|你在问我一件事|你在跟我说发生的一件事/u;

type Row = [ContentLanguage, PersonaKey, string, string];

describe('was it a mistake / too soon, about a deed already done', () => {
  const rows: Row[] = [
    ['en', 'childhood_friend', 'I lent my cousin 200 bucks last week. was that a mistake?', 'you lent your cousin 200 bucks last week'],
    ['vi', 'psychologist', 'Tối qua em lỡ bấm thích ảnh cũ của crush. Em có sai không?', 'lỡ bấm thích ảnh cũ của crush'],
    ['ko', 'girl', '나 어제 동아리 회장 하겠다고 손 들었어. 너무 성급했나?', '동아리 회장 하겠다고 손 들었구나'],
    ['zh', 'girl', '我刚把猫送给邻居养了，是不是做错了？', '你刚把猫送给邻居养了'],
  ];
  for (const [language, persona, message, told] of rows) {
    it(`tells the deed back and answers the judgement (${language})`, () => {
      const read = readVisitorQuestion(message, language, persona);
      expect(read?.kind === 'mistake' || read?.kind === 'rash').toBe(true);
      for (const seed of [1, 2, 3]) {
        const text = reply(language, persona, message, seed);
        expect(text).toContain(told);
        expect(text).not.toMatch(generic);
      }
    });
  }
  it('reads haste as its own judgement (too soon, vội, 성급, 冲动)', () => {
    expect(readVisitorQuestion('I told my landlord I am moving out yesterday. Was it too soon?', 'en', 'girl')?.kind).toBe('rash');
    expect(readVisitorQuestion('Tao mới đăng ký khoá học tiếng Đức hôm qua, có vội quá không?', 'vi', 'girl')?.kind).toBe('rash');
    expect(readVisitorQuestion('나 어제 동아리 회장 하겠다고 손 들었어. 너무 성급했나?', 'ko', 'girl')?.kind).toBe('rash');
    expect(readVisitorQuestion('我刚报了一个马拉松，是不是太冲动了？', 'zh', 'girl')?.kind).toBe('rash');
  });
  it('is no judgement of a deed when nothing was done yet', () => {
    expect(readVisitorQuestion('should I lend my cousin 200 bucks?', 'en', 'girl')).toBeNull();
  });
});

describe('why do I always…: the visitor\'s own reaction', () => {
  const rows: Row[] = [
    ['en', 'psychologist', 'why do i always laugh when someone is telling me something sad', 'you always laugh when someone is telling you something sad'],
    ['vi', 'psychologist', 'Sao em lúc nào cũng ngại gọi điện cho người lạ vậy', 'lúc nào cũng ngại gọi điện cho người lạ'],
    ['ko', 'psychologist', '저는 왜 칭찬을 들으면 괜히 불편할까요?', '“왜 칭찬을 들으면 괜히 불편할까” 싶으신 거군요'],
    ['zh', 'psychologist', '为什么我每次出门前都要检查三遍门锁？', '你每次出门前都要检查三遍门锁'],
  ];
  for (const [language, persona, message, told] of rows) {
    it(`tells the reaction back, gives a reason from what was written and one question (${language})`, () => {
      expect(readVisitorQuestion(message, language, persona)?.kind).toBe('selfWhy');
      const text = reply(language, persona, message);
      expect(text).toContain(told);
      expect(text).not.toMatch(generic);
      expect((text.match(/[?？]/gu) ?? []).length).toBe(1);
    });
  }
  it('reasons from "every time" when the visitor wrote it', () => {
    expect(reply('en', 'psychologist', 'why do i always laugh when someone is telling me something sad')).toContain('every time');
    expect(reply('zh', 'psychologist', '为什么我每次出门前都要检查三遍门锁？')).toContain('每次都这样');
  });
});

describe('a why someone asked the visitor (a child, a niece)', () => {
  const rows: Row[] = [
    ['en', 'psychologist', 'my 7 year old asked why the moon follows our car and honestly i had nothing', 'asked you why the moon follows your car'],
    ['vi', 'girl', 'Con trai tớ hỏi sao lá cây mùa thu lại đổi màu, tớ cũng chịu', 'Tại sao lá cây mùa thu lại đổi màu'],
    ['ko', 'psychologist', '딸이 기린은 왜 목이 기냐고 물어봤는데 말문이 막혔어요', '기린은 왜 목이 기냐고 물어봤는데'],
    ['zh', 'detective', '我侄子问我为什么飞机不会掉下来，我答不上来', '你侄子问你“为什么飞机不会掉下来”'],
  ];
  for (const [language, persona, message, told] of rows) {
    it(`tells the child's question back and finds out together (${language})`, () => {
      const read = readVisitorQuestion(message, language, persona);
      expect(read?.kind).toBe('factWhy');
      expect(read?.asker).not.toBeNull();
      const text = reply(language, persona, message);
      expect(text).toContain(told);
      expect(text).toMatch(/find out together|cùng tìm hiểu|같이 찾아보자|一起查查/u);
      expect(text).not.toMatch(generic);
    });
  }
  it('answers being asked, not a fact on one of the question\'s nouns (the moon\'s phases)', () => {
    expect(reply('en', 'psychologist', 'my 7 year old asked why the moon follows our car and honestly i had nothing')).not.toMatch(/half of it lit|phase/iu);
  });
  it('is no case for the detective to open', () => {
    expect(reply('zh', 'detective', '我侄子问我为什么飞机不会掉下来，我答不上来')).not.toMatch(/找规律|谜团/u);
  });
});

describe('the chef: a dish that keeps going wrong, by failure class', () => {
  const rows: [ContentLanguage, string, string, RegExp][] = [
    ['en', 'why does my guacamole always turn brown so fast', 'Guacamole', /air, time and heat/u],
    ['vi', 'sao cà tím em kho lần nào cũng bị thâm đen vậy', 'Cà tím', /không khí, thời gian và lửa/u],
    ['ko', '잡채 만들 때마다 당면이 자꾸 불어서 떡이 돼요', '잡채', /불, 시간, 물, 아니면 넣는 순서/u],
    ['zh', '为什么我炒的青菜总是发黄', '青菜', /空气、时间和火候/u],
  ];
  for (const [language, message, dish, cause] of rows) {
    it(`names the visitor's dish and the failure's cause (${language})`, () => {
      const read = readVisitorQuestion(message, language, 'chef');
      expect(read?.kind).toBe('kitchen');
      const text = reply(language, 'chef', message);
      expect(text).toContain(dish);
      expect(text).toMatch(cause);
      expect(text).not.toMatch(generic);
    });
  }
  it('a tough dish after a long, slow cook is answered as heat, not time', () => {
    expect(reply('en', 'chef', 'why is my braised pork always tough even after three hours')).toMatch(/too hot, not too short/u);
    expect(reply('vi', 'chef', 'sao sườn em hầm 2 tiếng mà lần nào cũng bị dai')).toMatch(/lửa to quá/u);
  });
  it('a dish to rescue tonight keeps the kitchen rescue', () => {
    expect(readVisitorQuestion('I burned the rice tonight, how do I fix it?', 'en', 'chef')).toBeNull();
  });
});

describe('tense: an interview or exam already had', () => {
  const past: [ContentLanguage, string][] = [
    ['en', 'I had my interview an hour ago and I think I talked too much'],
    ['vi', 'Tớ vừa phỏng vấn xong, run muốn xỉu'],
    ['ko', '나 오늘 면접 보고 왔는데 다리가 아직도 떨려'],
    ['zh', '我刚面试完，手心全是汗'],
  ];
  for (const [language, message] of past) {
    it(`is no interview still ahead (${language})`, () => {
      expect(detectSituation([message])?.situation).not.toBe('interview');
      expect(reply(language, 'childhood_friend', message)).not.toMatch(/arrive ten minutes|get a good night|đến sớm|10분만 일찍|自我介绍/u);
    });
  }
  it('keeps an interview still ahead', () => {
    expect(detectSituation(['I have an interview tomorrow, so nervous'])?.situation).toBe('interview');
  });
});

describe('the fall-through tells the clause after but / nhưng / mà / 居然 too', () => {
  const rows: Row[] = [
    ['en', 'girl', 'I baked a cake for my coworkers but nobody even tasted it', 'you baked a cake for your coworkers but nobody even tasted it'],
    ['vi', 'psychologist', 'Em mới vào lớp học vẽ được ba tuần mà chưa quen được ai, buổi nào cũng ngồi một góc.', 'mới vào lớp học vẽ được ba tuần mà chưa quen được ai'],
    ['zh', 'girl', '我给室友织了一条围巾，居然被她转送别人了', '你给室友织了一条围巾，居然被她转送别人了'],
  ];
  for (const [language, persona, message, told] of rows) {
    it(`tells both clauses back and never cheers the letdown (${language})`, () => {
      const text = reply(language, persona, message);
      expect(text).toContain(told);
      expect(text).not.toMatch(/so cool|Giỏi ghê|好厉害|대단한데|Tell everything|kể hết/iu);
      expect(text).not.toMatch(generic);
    });
  }
  it('a question word under a negation is no question (chưa quen được ai)', () => {
    expect(reply('vi', 'psychologist', 'Em mới vào lớp học vẽ được ba tuần mà chưa quen được ai, buổi nào cũng ngồi một góc.')).not.toMatch(/Kể thêm một chút/u);
  });
});

describe('negation and exclusion', () => {
  it('someone who did not invite the visitor is a hurt, never their big day to share (en, vi, zh)', () => {
    const en = reply('en', 'psychologist', "My cousin didn't invite me to his graduation party and I saw the photos later.");
    expect(en).toContain("your cousin didn't invite you to his graduation party");
    expect(en).toMatch(/stung/u);
    expect(reply('vi', 'girl', 'Chị họ tớ tổ chức tân gia mà không mời tớ')).not.toMatch(/Giỏi ghê|chúc mừng/iu);
    expect(reply('zh', 'girl', '我表姐办生日会，居然没请我')).toMatch(/太过分了/u);
  });
  it('a pet the visitor says they do not keep is no pet of theirs (en, vi, ko, zh)', () => {
    expect(detectSituation(['Every night something digs up my tomato plants. We don\'t have a dog.'])?.situation).not.toBe('pet_news');
    expect(detectSituation(['Sáng nào luống rau cũng bị bới, nhà em không nuôi chó.'])?.situation).not.toBe('pet_news');
    expect(detectSituation(['텃밭 상추가 매일 밤마다 뜯겨 있어요. 강아지는 안 키워요.'])?.situation).not.toBe('pet_news');
    expect(detectSituation(['菜园里的生菜每天晚上都被咬，我没养狗。'])?.situation).not.toBe('pet_news');
    expect(detectSituation(['My dog keeps digging up the tomato plants.'])?.situation).toBe('pet_news');
  });
  it('the detective takes a recurring happening with nobody seen as a case, asked or not (en, vi, ko, zh)', () => {
    const rows: [ContentLanguage, string, RegExp][] = [
      ['en', "Every night something digs up my tomato plants. We don't have a dog.", /pattern/u],
      ['vi', 'Sáng nào luống rau cũng bị bới, nhà em không nuôi chó.', /quy luật/u],
      ['ko', '텃밭 상추가 매일 밤마다 뜯겨 있어요. 강아지는 안 키워요.', /패턴/u],
      ['zh', '菜园里的生菜每天晚上都被咬，我没养狗。', /规律/u],
    ];
    for (const [language, message, reasoned] of rows) expect(reply(language, 'detective', message)).toMatch(reasoned);
  });
});

describe('a why about something of the visitor\'s (a pet, a plant) with no culprit asked', () => {
  const rows: [ContentLanguage, string, string][] = [
    ['en', 'Why does my parrot scream every single morning at five?', 'Why does your parrot scream every single morning at five?'],
    ['vi', 'Sao con vẹt nhà em sáng nào cũng kêu inh ỏi lúc năm giờ vậy?', 'con vẹt nhà bạn sáng nào cũng kêu inh ỏi lúc năm giờ'],
    ['ko', '우리 앵무새는 왜 매일 새벽 다섯 시에 소리를 지를까요?', '우리 앵무새는 왜 매일 새벽 다섯 시에 소리를 지를까'],
    ['zh', '为什么我家鹦鹉每天早上五点就大叫？', '为什么你家鹦鹉每天早上五点就大叫'],
  ];
  for (const [language, message, told] of rows) {
    it(`tells the question back, says honestly it is not sure, and asks since when (${language})`, () => {
      const read = readVisitorQuestion(message, language, 'detective');
      expect(read?.kind).toBe('factWhy');
      expect(read?.reason).toBe('always');
      const text = reply(language, 'detective', message);
      expect(text).toContain(told);
      expect(text).not.toMatch(generic);
    });
  }
});

describe('a child\'s direct question is quoted as the child asked it', () => {
  it('keeps "we" inside the quote (en)', () => {
    expect(reply('en', 'girl', "why do clocks go clockwise? my daughter asked and i had no idea")).toContain('Your daughter asked you "Why do clocks go clockwise?"');
  });
});

describe('should I… / how do I…: the action told back whole and answered (persona-chat-decide14.ts)', () => {
  const rows: [ContentLanguage, PersonaKey, string, string][] = [
    ['en', 'psychologist', 'should i text my old roommate after three years of silence?', 'whether to text your old roommate after three years of silence'],
    ['vi', 'girl', 'Mình có nên bán cây đàn guitar cũ không nhỉ?', 'có nên bán cây đàn guitar cũ không'],
    ['ko', 'girl', '회사 동기한테 돈 빌려줘도 될까?', '“회사 동기한테 돈 빌려줘도 될까” 고민되는구나'],
    ['zh', 'psychologist', '我该不该把旧钢琴卖掉？', '你在纠结该不该把旧钢琴卖掉'],
    ['en', 'childhood_friend', 'how do i stop biting my nails', 'how to stop biting your nails'],
    ['vi', 'psychologist', 'Làm sao để tớ bớt ngại khi phát biểu trong lớp?', 'làm sao để bạn bớt ngại khi phát biểu trong lớp'],
    ['ko', 'psychologist', '어떻게 하면 화분을 안 죽이고 오래 키울 수 있을까요?', '“어떻게 하면 화분을 안 죽이고 오래 키울 수 있을까” 싶으신 거군요'],
    ['zh', 'girl', '怎么才能把字写得好看一点？', '你想知道怎么才能把字写得好看一点'],
  ];
  for (const [language, persona, message, told] of rows) {
    it(`tells the action back with one question about it (${language}: ${told.slice(0, 16)})`, () => {
      expect(readDecideQuestion(message, language)).not.toBeNull();
      const text = reply(language, persona, message);
      expect(text).toContain(told);
      expect(text).not.toMatch(generic);
      expect((text.match(/[?？]/gu) ?? []).length).toBeLessThanOrEqual(1);
    });
  }
  it('a telling gets its first sentence; a question after a told event is that event\'s', () => {
    expect(reply('en', 'girl', 'how do i tell my boss i need a week off')).toMatch(/first sentence/u);
    expect(readDecideQuestion('My boss yelled at me today. Should I quit?', 'en')).toBeNull();
    expect(readDecideQuestion('Tao có nên cho thằng em mượn xe máy không?', 'vi')?.told).toContain('thằng em');
  });
});

describe('Korean -더라: something the visitor found out, told back in the past', () => {
  it('turns the whole sentence when its first clause cannot be turned', () => {
    expect(reply('ko', 'girl', '주말에 처음으로 혼자 등산 갔는데 생각보다 할 만하더라')).toContain('생각보다 할 만했구나');
    expect(reply('ko', 'childhood_friend', '어제 동창회 갔는데 다들 많이 변했더라')).toContain('다들 많이 변했구나');
    expect(reply('ko', 'girl', '주말에 처음으로 혼자 등산 갔는데 생각보다 할 만하더라')).not.toMatch(/대단한데/u);
  });
});
