/**
 * Round 16 (issue 13): misreads found in the lead's blind read of set R, fixed after it was scored. The requests here
 * are held out: none is in set R or in any eval case.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateContent } from './engine.ts';
import { generateFortune } from './fortune-telling.ts';
import { generatePersonaReply } from './persona-chat.ts';
import { readDefaultClause } from './story-default-clause.ts';
import { generateStory } from './story.ts';

const adventure = (language: ContentLanguage, currentStory: string, choice: string, seed = 1): string => {
  const out = generateContent('adventure-continue', { input: 'space', currentStory, choice }, { language, seed });
  return typeof out === 'string' ? out : JSON.stringify(out);
};

describe('round-16 read fixes', () => {
  it('answers "when was the last time" with a time gone by, never "soon, not settled"', () => {
    const cases: [ContentLanguage, string, string, RegExp][] = [
      ['zh', '货舱的门被人从里面锁上了。工程师周岩说他一直在控制室。\n1. 撬开舱门\n2. 查看监控\n3. 问周岩', '我问周岩上一次进货舱是什么时候', /快了|还没定/u],
      ['en', 'The cargo hold is locked from the inside. Engineer Vale says he never left the control room.\n1. Force the door\n2. Check the cameras\n3. Ask Vale', 'I ask Vale when the last time he went into the hold was', /\bSoon\b|isn't settled/u],
      ['vi', 'Cửa khoang hàng bị khóa từ bên trong. Kỹ sư Minh nói anh ấy chưa rời phòng điều khiển.\n1. Phá cửa\n2. Xem camera\n3. Hỏi Minh', 'Tôi hỏi Minh lần cuối anh vào khoang hàng là khi nào', /Sắp rồi|chưa chốt/u],
    ];
    for (const [language, story, choice, soon] of cases) for (const seed of [1, 2]) expect(adventure(language, story, choice, seed)).not.toMatch(soon);
  });

  it('takes a stage moment told today with a done verb as over, never as one still ahead', () => {
    for (const seed of [1, 2, 3]) {
      const text = generatePersonaReply({ persona: 'kpop_male', messages: [{ role: 'user', content: '哥哥，我今天第一次参加学校的歌唱比赛，唱到一半破音了，好丢脸' }] }, { language: 'zh', random: seededRandom(seed) });
      expect(text).not.toMatch(/上台前最后一分钟|记得告诉我结果|我在等你呢/u);
    }
  });

  it('reads a birthday wished in a message as no party to go to (vi)', () => {
    for (const seed of [1, 2, 3]) {
      const text = generateFortune({ category: 'love', input: 'Anh ấy nhắn chúc mừng sinh nhật em lúc nửa đêm dù đã lâu không nói chuyện, em có nên nhắn lại không?' }, { language: 'vi', random: seededRandom(seed) });
      expect(text).not.toMatch(/bữa tiệc|với tư cách một vị khách/u);
    }
  });

  it('leaves a newcomer\'s act in a later clause to the newcomer, never "why did [the first person] do that"', () => {
    const cases: [ContentLanguage, string][] = [
      ['vi', 'Bố tôi sửa xe đạp ở góc chợ đã ba mươi năm, chiều nay có một ông khách lạ đến trả tiền gấp mười lần.'],
      ['en', 'My aunt has run the flower stall by the station for years, and this morning a stranger bought every rose she had.'],
      ['ko', '우리 할아버지는 시장에서 평생 국밥을 파셨는데, 오늘 낯선 손님이 가게 열쇠를 돌려주러 왔다.'],
      ['zh', '我妈在小区门口卖了十年早餐，今天早上来了一个陌生人，把所有包子都买走了。'],
    ];
    for (const [language, opening] of cases) {
      expect(readDefaultClause(opening, language)).toBeNull();
      for (const seed of [1, 2]) expect(generateStory({ storyStart: opening }, { language, random: seededRandom(seed) }).slice(opening.length)).not.toMatch(/why (?:she|he|they) had done it|sao (?:bố|mẹ) tôi lại làm vậy|왜 그러는지|为什么要这么做/u);
    }
  });

  it('finds the signature\'s mark when the player looks to see who wrote something, never "nothing moves" or a note inside it', () => {
    const cases: [ContentLanguage, string, string][] = [
      ['en', 'A postcard is pinned to your locker. It says: "Meet me at the old gym." The hallway is empty.\n1. Go to the old gym\n2. Tear it down\n3. Ask the janitor', 'I check who signed the postcard'],
      ['vi', 'Trên tủ đồ của bạn có một tấm bưu thiếp ghi: "Gặp mình ở phòng thể chất cũ." Hành lang vắng tanh.\n1. Đến phòng thể chất\n2. Gỡ nó xuống\n3. Hỏi bác bảo vệ', 'Tôi xem chữ ký trên tấm bưu thiếp là của ai'],
      ['ko', '사물함에 엽서 한 장이 붙어 있다. "옛날 체육관에서 만나." 복도에는 아무도 없다.\n1. 옛날 체육관으로 간다\n2. 엽서를 뗀다\n3. 경비 아저씨에게 묻는다', '엽서의 글씨가 누구 것인지 살펴본다'],
      ['zh', '你的储物柜上贴着一张明信片，写着：“旧体育馆见。”走廊里空无一人。\n1. 去旧体育馆\n2. 把它撕下来\n3. 问保安', '我仔细看看明信片上的字是谁写的'],
    ];
    for (const [language, story, choice] of cases) {
      const out = generateContent('adventure-continue', { input: 'school', currentStory: story, choice }, { language, seed: 3 });
      const text = typeof out === 'string' ? out : JSON.stringify(out);
      expect(text).toMatch(/J\.H\./u);
    }
  });

  it('sings going to the hospital or the doctor alone as the singer\'s own visit, never the visitor\'s "I stay close"', () => {
    const cases: [ContentLanguage, string, RegExp, RegExp][] = [
      ['en', 'going to the hospital by myself with a fever', /next of kin|only I stand up|take a number/u, /I stay close|not going anywhere/u],
      ['vi', 'lần đầu một mình vào bệnh viện khám mắt', /ô người thân|chỉ mình ta đứng dậy|Bốc số/u, /cứ ở thật gần|chẳng đi đâu cả/u],
      ['zh', '发烧了自己一个人去医院挂号', /家属那一栏|只有我自己站起来|取了号/u, /守在旁边|哪儿也不去/u],
    ];
    for (const [language, theme, own, visitor] of cases) {
      for (const seed of [1, 2]) {
        const text = generateContent('lyrics-poem', { input: theme, emotion: 'sadness', lyricStyle: 'ballad' }, { language, seed }) as string;
        expect(text).toMatch(own);
        expect(text).not.toMatch(visitor);
      }
    }
  });
});
