/**
 * Story round 10, shapes B generalised (issue 13). Classes, each in four languages with topics far apart:
 * 1. The sender is read by grammar (any kin or role noun before 한테서 / after from / từ / before 寄来), and any animal
 *    (a pigeon, chim sẻ, 까치, 野猫) is read with whether anyone owns it: a wild one is watched and fed.
 * 2. A named hero is told in the third person by the shapes; a capitalised thing (a Polaroid) is no hero.
 * 3. A routine broken by a changed state, without a negation, after a habit clause.
 * 4. A person keeps what they are doing (crying, singing); a note to one's future self is read from the past self.
 * 5. Any thing found that nothing else read (a brass key, găng tay, 열쇠, 钥匙) is a lost thing returned.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findBrokenRoutine } from './story-routine-broken.ts';
import { findReceivedThing } from './story-thing-received.ts';
import { findAppearingPerson } from './story-thing-person.ts';
import { findActor } from './story-thing-actors.ts';
import { readSenderByGrammar } from './story-thing-sender.ts';
import { findLostThing } from './story-thing-lost.ts';
import { usedAsThing } from './story-thing-shapes.ts';

function added(language: ContentLanguage, storyStart: string, seed = 1): string {
  return generateStory({ storyStart }, { language, random: seededRandom(seed) }).slice(storyStart.length);
}

describe('story round 10b: the sender by grammar', () => {
  it.each([
    ['ko', '군대 간 동생한테서 처음으로 손편지가 왔다.', '군대 간 동생'],
    ['ko', '제주도에 사는 이모가 보낸 엽서가 도착했다.', '제주도에 사는 이모'],
    ['en', 'A postcard from my cousin in Lisbon came today.', 'my cousin'],
    ['en', 'My stepbrother sent me a letter from boot camp.', 'my stepbrother'],
    ['vi', 'Hôm nay tôi nhận được thư từ em trai đang đi nghĩa vụ.', 'em trai'],
    ['vi', 'Tôi nhận được tấm thiệp của chị họ ở Đà Lạt.', 'chị họ'],
    ['zh', '今天收到了表妹寄来的明信片。', '表妹'],
    ['zh', '我收到一封大学室友写来的信。', '大学室友'],
  ] as const)('%s: any kin or role noun before the grammar of sending is the sender, whole: %s', (language, opening, sender) => {
    expect(readSenderByGrammar(opening, language)?.name).toBe(sender);
    expect(findReceivedThing(opening, language)?.source).toBe('known');
  });

  it.each([
    ['en', 'Got a package from the library today.'],
    ['vi', 'Tôi nhận được một gói hàng từ Hà Nội.'],
    ['ko', '도서관에서 책을 한 권 빌려 왔다.'],
    ['zh', '从北京寄来一个包裹。'],
  ] as const)('%s: a place is never a sender: %s', (language, opening) => {
    expect(readSenderByGrammar(opening, language)).toBeNull();
  });

  it.each([
    ['ko', '군대 간 동생한테서 처음으로 손편지가 왔다.', /답장/u],
    ['en', 'A letter from my little brother came today, the first he ever wrote me.', /wrote back/u],
    ['vi', 'Hôm nay tôi nhận được thư từ em trai đang đi nghĩa vụ.', /viết thư trả lời/u],
    ['zh', '今天收到了表妹寄来的信。', /回信/u],
  ] as const)('%s: a letter from family away tells of their days, never of lost years or an unsent letter: %s', (language, opening, answer) => {
    const text = added(language, opening);
    expect(text).toMatch(answer);
    expect(text).not.toMatch(/years since we last talked|những năm tháng không liên lạc|연락이 끊긴|没联系的这些年|fifty years|năm mươi năm|오십 년|五十年/u);
  });
});

describe('story round 10b: any animal, wild or owned', () => {
  it.each([
    ['en', 'so every day at lunch this one pigeon lands on my office window ledge. today it didnt show up', 'the pigeon', true],
    ['en', "Every night the neighbour's cat sits on my fence. Tonight it didn't come.", 'the cat', false],
    ['vi', 'Sáng nào con chim sẻ cũng đậu trên ban công nhà tôi. Sáng nay không thấy nó đâu.', 'con chim sẻ', true],
    ['ko', '매일 아침 까치 한 마리가 베란다 난간에 앉는다. 오늘은 보이지 않았다.', '까치', true],
    ['ko', '옆집 강아지는 매일 저녁 나를 보고 짖는다. 오늘은 조용했다.', '강아지', false],
    ['zh', '每天傍晚，一只野猫都会在我家门口等吃的。今天它没有来。', '那只野猫', true],
  ] as const)('%s: the animal is named in the visitor\'s word and known wild or owned: %s', (language, opening, name, wild) => {
    const actor = findActor(opening, language);
    expect(actor?.kind).toBe('animal');
    expect(actor?.[language]).toBe(name);
    expect(actor?.wild).toBe(wild);
  });

  it.each([
    ['en', 'so every day at lunch this one pigeon lands on my office window ledge. today it didnt show up'],
    ['vi', 'Sáng nào con chim sẻ cũng đậu trên ban công nhà tôi. Sáng nay không thấy nó đâu.'],
    ['ko', '매일 아침 까치 한 마리가 베란다 난간에 앉는다. 오늘은 보이지 않았다.'],
    ['zh', '每天傍晚，一只野猫都会在我家门口等吃的。今天它没有来。'],
  ] as const)('%s: a wild animal is watched and fed, never returned to an owner: %s', (language, opening) => {
    const text = added(language, opening);
    expect(text).toMatch(/put out|để ra|내놓|放了/u);
    expect(text).not.toMatch(/owner|chủ nhà|주인|主人/u);
  });
});

describe('story round 10b: a named hero, a capitalised thing', () => {
  it.each([
    ['en', 'Every morning the old man across the street waves at Leo. Today he didn\'t.', /Leo went over/u, /\bI\b/u],
    ['vi', 'Mai nhận được một lá thư tay từ người bạn thân cũ sau mười năm.', /Mai viết thư trả lời/u, /(?:^|\s)tôi(?=\s|[.,])/u],
    ['ko', '민수는 퇴근길에 버스 정류장에서 혼자 울고 있는 여자아이를 보았다.', /민수는 다가가/u, /(?:^|\s)(?:나는|내가)\s/u],
    ['zh', '小林每天早上都会在楼下看到一位卖花的阿姨。今天她的摊子没有出现。', /小林终于坐不住了/u, /我/u],
  ] as const)('%s: the shape is told about the named hero in the third person: %s', (language, opening, hero, narrator) => {
    const text = added(language, opening);
    expect(text).toMatch(hero);
    expect(text.replace(/“[^”]*”|"[^"]*"/gu, '')).not.toMatch(narrator);
  });

  it('a capitalised thing (a Polaroid, a copy of Moby Dick) is used as a thing, and a name after "my friend" stays a name', () => {
    expect(usedAsThing('Found a Polaroid of two kids tucked inside a library copy of Moby Dick.', 'Polaroid')).toBe(true);
    expect(usedAsThing('Found a Polaroid of two kids tucked inside a library copy of Moby Dick.', 'Moby Dick')).toBe(true);
    expect(usedAsThing('She dropped the iPhone into the sink.', 'iPhone')).toBe(true);
    expect(usedAsThing('My friend Mai found a note under her door.', 'Mai')).toBe(false);
    const text = added('en', 'Found a Polaroid of two kids on a beach tucked inside a library copy of Moby Dick.');
    expect(text).not.toMatch(/Polaroid (?:bent|looked|never|found|was)/u);
    expect(text).toMatch(/the photo/u);
  });
});

describe('story round 10b: a routine broken by a changed state', () => {
  it.each([
    ['en', 'Every evening the baker on the corner gives me a free roll. This evening the shop was dark.'],
    ['vi', 'Sáng nào bà bán xôi đầu ngõ cũng ngồi đó từ năm giờ. Hôm nay cửa đóng im ỉm.'],
    ['ko', '우리 아파트 경비 아저씨는 매일 아침 화단에 물을 주신다. 오늘은 화단이 바짝 말라 있었다.'],
    ['zh', '楼下修鞋的大爷每天早上七点就出摊，今天却关着门。'],
  ] as const)('%s: a today-sentence of a changed state after the habit is the break: %s', (language, opening) => {
    expect(findBrokenRoutine(opening, language)).not.toBeNull();
    expect(added(language, opening)).not.toMatch(/followed|đi theo|뒤따라|跟踪/u);
  });

  it.each([
    ['en', 'Every morning the old man across the street waves at me. Today he waved again, as usual.'],
    ['vi', 'Sáng nào bà cụ cũng tưới cây. Hôm nay bà vẫn tưới cây như mọi ngày.'],
    ['ko', '할머니는 늘 웃으셨다. 오늘은 할머니 생신이다.'],
    ['zh', '楼下的大爷每天早上都出摊，今天也照常出摊。'],
  ] as const)('%s: a today-sentence that keeps the habit, or only gives a date, is no break: %s', (language, opening) => {
    expect(findBrokenRoutine(opening, language)).toBeNull();
  });
});

describe('story round 10b: what a person does; a note to one\'s future self', () => {
  it.each([
    ['en', 'On my way home a little girl was crying at the bus stop.', /crying/u],
    ['vi', 'Trên đường về, tôi thấy một cậu bé ngồi khóc ở trạm xe buýt.', /khóc/u],
    ['ko', '퇴근길에 버스 정류장에서 한 아이가 쪼그려 앉아 울고 있었다.', /울고/u],
    ['zh', '下班路上，一个小女孩蹲在公交站旁边哭。', /在哭/u],
  ] as const)('%s: a person who cries keeps crying in the plot, never "doing nothing": %s', (language, opening, act) => {
    expect(findAppearingPerson(opening, language)?.act).toBe('cry');
    const text = added(language, opening);
    expect(text).toMatch(act);
    expect(text).not.toMatch(/not doing anything|không làm gì cả|아무것도 하지 않|什么也没做/u);
  });

  it.each([
    ['en', 'While packing I found a letter I wrote to my future self fifteen years ago.', /fifteen years/u],
    ['vi', 'Dọn phòng, tôi tìm thấy lá thư tôi viết gửi bản thân trong tương lai từ mười năm trước.', /mười năm/u],
    ['ko', '이삿짐을 싸다가 십 년 전에 미래의 나에게 쓴 편지를 발견했다.', /십 년/u],
    ['zh', '搬家整理旧物时，我在抽屉里翻出一张二十年前我写给未来自己的明信片。', /二十年/u],
  ] as const)('%s: a note to one\'s future self is a found note from one\'s past self, with the time given: %s', (language, opening, time) => {
    expect(findReceivedThing(opening, language)?.source).toBe('self');
    const text = added(language, opening);
    expect(text).toMatch(time);
    expect(text).toMatch(/my own handwriting|nét chữ của chính tôi|내 글씨|我自己的字/u);
  });
});

describe('story round 10b: any thing found is a lost thing returned', () => {
  it.each([
    ['en', 'I found an old brass key under the bench in the park.', 'the old brass key'],
    ['en', 'Picked up someone\'s blue glove on the tram this morning.', 'the blue glove'],
    ['vi', 'Trên đường đi học về, tôi nhặt được một chiếc găng tay len màu đỏ.', 'chiếc găng tay len'],
    ['ko', '출근길에 지하철 계단에서 낡은 열쇠를 주웠다.', '열쇠'],
    ['zh', '我在公园长椅下捡到一把旧钥匙。', '那把旧钥匙'],
  ] as const)('%s: the thing found is read by grammar, whole: %s', (language, opening, thing) => {
    expect(findLostThing(opening, language)?.name).toBe(thing);
  });

  it.each([
    ['en', 'Picked up someone\'s blue glove on the tram this morning.', /the blue glove/u],
    ['vi', 'Trên đường đi học về, tôi nhặt được một chiếc găng tay len màu đỏ.', /chiếc găng tay len/u],
  ] as const)('%s: no family read it, so the lost thing is returned with its own name, not the grounded filler: %s', (language, opening, thing) => {
    const text = added(language, opening);
    expect(text.split(/\n\s*\n/u).at(-1)).toMatch(thing);
    expect(text).not.toMatch(/bent down for a closer look|cúi xuống nhìn/u);
  });

  it.each([
    ['en', 'I found a stray kitten behind the bins.'],
    ['ko', '길에서 고양이를 발견했다.'],
    ['zh', '我在路边捡到一只小猫。'],
  ] as const)('%s: an animal found is no lost thing: %s', (language, opening) => {
    expect(findLostThing(opening, language)).toBeNull();
  });
});
