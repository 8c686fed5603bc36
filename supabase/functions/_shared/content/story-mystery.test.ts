/**
 * Story, eighth engine round (issue 13): an opening about something that should not be is a MYSTERY, and the story
 * investigates that thing instead of falling into an everyday family.
 * 1. The kind of contradiction (a date not yet come, a date long gone, a place on no map, a sound from where nobody is,
 *    a stranger who knows, a thing the hero never did) and the thing are read in every language, the thing named in
 *    the writer's words; an event ahead ("next month's exam") or a plain moment is no mystery.
 * 2. The story names the thing after the opening, asks someone about it, and ends on it — with none of the stock
 *    families the seventh blind read caught ('workday', 'a machine that runs', a pasted fragment).
 * 3. The object of a denial ("우유를 주문한 적이 없다") is the thing when it is one clean noun; pronouns are refused.
 * 4. Wider contradictions: a place closed for years that is open again (or a sound from it: a sound from where nobody is), a message from the hero's own account, a floor
 *    the building does not have; with no lexicon thing, the opening's own clean element is investigated, never a person.
 */
import { describe, expect, it } from 'vitest';
import { contentLanguages, type ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { findStoryMystery } from './story-mystery.ts';
import { generateStory } from './story.ts';
import type { MysteryKind } from './data/story/mystery-rules.ts';

const story = (language: ContentLanguage, seed: number, storyStart: string): string =>
  generateStory({ storyStart }, { language, random: seededRandom(seed) }).slice(storyStart.length);

/** Per language and kind: an opening, and the thing as the writer names it. */
const openings: Readonly<Record<ContentLanguage, Readonly<Record<MysteryKind, readonly [string, string]>>>> = {
  en: {
    future: ['There was a sticky note on my monitor this morning with tomorrow’s date and one word: "run".', 'the note'],
    past: ['The photo lab handed me a print dated twenty years ago, though I only dropped the film off on Monday.', 'the photo'],
    nowhere: ['My taxi stopped outside a bakery on a street that isn’t on any map, and the driver said, "This is yours."', 'the street'],
    absent: ['Every Sunday at six the radio in my late grandfather’s workshop switches on, though it has been unplugged for years.', 'the voice'],
    knows: ['A caller from an unknown number said my childhood nickname and then hung up.', 'the call'],
    never: ['The hotel clerk handed me a key for a room I never booked, under my own name.', 'the room'],
  },
  vi: {
    future: ['Trên bàn làm việc có một mẩu giấy đề ngày mai, chỉ ghi: "Đừng đi thang máy."', 'mẩu giấy'],
    past: ['Tôi mua lại một cuốn sách cũ, trong đó kẹp tấm ảnh chụp tôi, đề năm 1990 — trước khi tôi sinh ra.', 'tấm ảnh'],
    nowhere: ['Xe buýt dừng ở một trạm dừng không có trên bản đồ, và bà cụ ngồi cạnh tôi đứng dậy xuống xe.', 'trạm dừng'],
    absent: ['Căn hộ bên cạnh bỏ trống đã hai năm, vậy mà đêm nào cũng có tiếng đàn vọng sang.', 'tiếng đàn'],
    knows: ['Một số lạ gọi tới, gọi đúng tên hồi nhỏ của tôi rồi cúp máy.', 'cuộc gọi'],
    never: ['Shipper giao tới một đơn hàng mang tên tôi, nhưng tôi chưa bao giờ đặt đồ ăn ở quán đó.', 'đơn hàng'],
  },
  ko: {
    future: ['회사 책상 위에 내일 날짜가 적힌 쪽지가 붙어 있었다. "엘리베이터 타지 마."', '그 메모'],
    past: ['헌책방에서 산 책 사이에 20년 전 날짜가 찍힌 영화표와 엽서가 끼워져 있었다.', '그 엽서'],
    nowhere: ['막차 버스가 지도에 없는 정류장에 섰고, 옆자리 할머니가 내렸다.', '그 정류장'],
    absent: ['아랫집은 3년째 빈집인데, 밤마다 그 집에서 라디오 소리가 올라온다. 관리실에서는 아무도 살지 않는다고 한다.', '그 목소리'],
    knows: ['모르는 번호로 전화가 와서 받았더니, 어릴 때 별명으로 나를 불렀다.', '그 전화'],
    never: ['택배 기사님이 내 이름으로 온 상자를 건넸다. 나는 아무것도 주문한 적이 없다.', '그 주문'],
  },
  zh: {
    future: ['早上我在办公桌上发现一张纸条，落款是明天，上面写着：“别坐电梯。”', '那张纸条'],
    past: ['我在旧相册里翻到一张照片，日期是二十年前的邮戳，可照片上的人就是我出生以前的家。', '那张照片'],
    nowhere: ['末班公交停在一个地图上根本没有的站，坐我旁边的老奶奶起身下了车。', '那一站'],
    absent: ['楼上那户已经空着三年了，可每天晚上十点都会传来钢琴声。', '那段琴声'],
    knows: ['一个陌生号码打来电话，对面的人叫出了我小时候的乳名。', '那通电话'],
    never: ['快递员把一个包裹交给我，说是我下的单，可我根本没买过任何东西。', '那个包裹'],
  },
};

describe('findStoryMystery (class 1: a contradiction about a known thing)', () => {
  for (const language of contentLanguages) {
    for (const [kind, [opening, thing]] of Object.entries(openings[language])) {
      it(`(${language}) reads ${kind}: ${opening.slice(0, 30)}…`, () => {
        const found = findStoryMystery(opening, language);
        expect(found?.kind).toBe(kind);
        expect(found?.thing).toBe(thing);
      });
    }
  }

  it.each([
    ['en', 'Grandpa and I planted tomatoes in April, and the first one is finally red.'],
    ['vi', 'Mai là ngày thi tốt nghiệp, tối nay mẹ đưa cho tôi một cây bút máy cũ.'],
    ['ko', '다음 달에 피아노 콩쿠르가 있어서 오늘도 연습실에 남았다.'],
    ['zh', '下个月就要去北京参加钢琴考级了，外婆把她的发卡别在了我头上。'],
  ] as const)('(%s) an event ahead or a plain moment is no mystery: %s', (language, opening) => {
    expect(findStoryMystery(opening, language)).toBeNull();
  });
});

/** Stock families and fragments the seventh blind read caught in mystery openings. */
const stock: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /Knowing it was enough|went over what had happened|the dog was waiting for somebody/iu,
  vi: /chạy đều|lật đi lật lại nhiều lần|tấm bưu thiếp gửi/iu,
  ko: /일주일째 윗집|배달은 갔어요|기억나는 것을 전부 적어/u,
  zh: /有人提早来帮了忙|面用铅笔|工作上什么也没变|从头到尾地慢慢回想/u,
};

/** Words of asking someone about the thing (or calling its number back), per language. */
const asking: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\basked\b|\bwent to\b|\btook\b|\bcalled the number back\b|\bchecked with\b|\brang\b/iu,
  vi: /hỏi|tìm đến|mang|gọi lại|gọi cho/iu,
  ko: /물었다|찾아가|찾아갔다|돌려 보았다|다시 걸었다/u,
  zh: /问|找到|去找|去.{1,6}查|调了|回拨/u,
};

describe('the mystery story (class 2: investigated and ended on)', () => {
  for (const language of contentLanguages) {
    for (const [kind, [opening, thing]] of Object.entries(openings[language])) {
      it(`(${language}) ${kind}: the thing is asked about and named in the ending, over seeds`, () => {
        for (const seed of [1, 2, 3, 4]) {
          const text = story(language, seed, opening);
          const paragraphs = text.trim().split(/\n\n/u);
          expect(paragraphs).toHaveLength(3);
          expect(text).toMatch(asking[language]);
          const bare = thing.replace(/^(?:the|그|那[张封段通条个份件把座本一行]*)\s*/u, '');
          expect(paragraphs[2]?.toLowerCase()).toContain(bare.toLowerCase());
          expect(text).not.toMatch(stock[language]);
          expect(text).not.toMatch(/\{|\}|undefined/u);
        }
      });
    }
  }

  it('(en) tells a third-person hero in the past tense, never "I looks"', () => {
    const text = story('en', 3, 'Every night at 2:17 my smart speaker whispers "goodnight, Ellie". Nobody in this house is called Ellie.');
    expect(text).not.toMatch(/\bI (?:looks|remembers|keeps|takes|turns|stops|leaves|has)\b/u);
  });
});

describe('the denied thing (class 3: the object of "I never ordered …")', () => {
  it.each([
    ['en', 'A crate of lemons arrives every Monday, but I never ordered lemons.', 'the lemons'],
    ['ko', '매일 아침 현관 앞에 누가 두부 한 모씩 놓고 간다. 나는 두부를 주문한 적이 없다.', '그 두부'],
  ] as const)('(%s) names the denied object: %s', (language, opening, thing) => {
    expect(findStoryMystery(opening, language)?.thing).toBe(thing);
    expect(story(language, 1, opening)).toContain(thing.replace(/^그 /u, ''));
  });

  it.each([
    ['en', 'The courier says I ordered it, but I never ordered anything from that shop.'],
    ['ko', '기사님은 내가 주문했다는데, 나는 그런 걸 주문한 적이 없다. 택배 상자가 문 앞에 있다.'],
  ] as const)('(%s) refuses a pronoun and falls back to the lexicon: %s', (language, opening) => {
    const thing = findStoryMystery(opening, language)?.thing ?? '';
    expect(thing).not.toMatch(/anything|그런/u);
  });
});

describe('wider contradictions (class 4)', () => {
  it.each([
    ['en', 'The record shop on Elm Street shut down in 1997, yet this morning its door was open and a song was playing inside.', 'absent', 'the song'],
    ['en', 'The record shop on Elm Street shut down in 1997, yet this morning its door was open and the lights were on.', 'past', 'the shop'],
    ['en', 'A text arrived from my own number at 4 a.m. while my phone was switched off in the drawer.', 'never', 'the message'],
    ['en', 'Our office building only has nine floors, but the stairwell sign this morning said 10.', 'nowhere', 'the floor'],
    ['vi', 'Quán phở đầu ngõ đã đóng cửa từ năm năm trước, vậy mà sáng nay bà tôi kể vừa ăn ở đó.', 'past', 'cửa tiệm'],
    ['vi', 'Tối qua có một tin nhắn gửi từ chính số điện thoại của tôi, lúc tôi đang ngủ.', 'never', 'tin nhắn'],
    ['ko', '문을 닫은 지 5년 된 동네 서점에 오늘 아침 불이 켜져 있었다.', 'past', '그 서점'],
    ['ko', '어젯밤 내 번호로 엄마한테 문자가 갔다. 나는 그 시간에 자고 있었다.', 'never', '그 문자'],
    ['zh', '小区门口那家饭馆关门十年了，今天却有人说昨晚在那儿吃过饭。', 'past', '那家店'],
    ['zh', '我们楼只有六层，可电梯里今天多了一个第七层的按键。', 'nowhere', '那一层'],
  ] as const)('(%s) %s', (language, opening, kind, thing) => {
    const found = findStoryMystery(opening, language);
    expect(found?.kind).toBe(kind);
    expect(found?.thing).toBe(thing);
    expect(story(language, 2, opening)).toContain(thing.replace(/^(?:the|그) /u, ''));
  });

  it.each([
    ['en', 'A red scarf has hung on my door handle every morning this week, though I never owned one.', 'the red scarf'],
    ['ko', '세탁소 사장님이 처음부터 내 이름을 알고 있었다. 나는 이름을 말한 적이 없다.', '세탁소 사장님'],
  ] as const)('(%s) the element fallback takes a thing and refuses a person: %s', (language, opening, element) => {
    const found = findStoryMystery(opening, language, element);
    if (language === 'ko') expect(found).toBeNull();
    else expect(found?.thing).toBe('the red scarf');
  });
});
