/**
 * Story round 10, shapes B (issue 13). Classes, each in four languages with topics far apart:
 * 1. A broken routine ("every morning X … today not") is read with its actor and told as noticing, checking, an
 *    ordinary reason and what changes; a habit that is not broken today, or is strange in itself, is not this shape.
 * 2. A thing received or found: the thing is the centre, never its container or giver; the sender is a whole phrase,
 *    never the person it was written to; the time given is carried; mail for someone else is delivered, not read.
 * 3. A person who appears stays a person: he / she / they, 他 / 她, Korean honorifics for an elder, never "it" / 它.
 * 4. A named hero keeps the story: the shapes (told by "I") step aside; a name finder's false name (편의점 of
 *    편의점 사장님, 深夜) does not.
 */
import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import { generateStory } from './story.ts';
import { findBrokenRoutine } from './story-routine-broken.ts';
import { findReceivedThing } from './story-thing-received.ts';
import { findAppearingPerson } from './story-thing-person.ts';
import { writeThingShapeStory } from './story-thing-shapes.ts';

function added(language: ContentLanguage, storyStart: string, seed = 1): string {
  return generateStory({ storyStart }, { language, random: seededRandom(seed) }).slice(storyStart.length);
}

describe('story round 10: a broken routine', () => {
  const routines: ReadonlyArray<readonly [ContentLanguage, string, 'person' | 'animal', RegExp]> = [
    ['en', 'Every morning at 7:15 the old man across the street waves at my window. Today he didn\'t.', 'person', /the old man/u],
    ['en', 'Each evening the baker on the corner puts a free roll on my step. This evening there was nothing.', 'person', /the baker/u],
    ['vi', 'Tối nào con mèo mướp cũng nằm chờ tôi ở cổng. Tối nay nó không đến.', 'animal', /con mèo/u],
    ['ko', '매일 저녁 경비 아저씨가 분리수거장 앞에서 라디오를 들으셨다. 그런데 오늘은 의자만 덩그러니 놓여 있고 아무도 없었다.', 'person', /경비 아저씨께서/u],
    ['zh', '每天早上，卖豆浆的阿姨都会多给我一根油条。今天她的摊子没有出现。', 'person', /阿姨/u],
  ];
  it.each(routines)('%s: reads the routine and its actor (%s)', (language, opening, kind, named) => {
    const routine = findBrokenRoutine(opening, language);
    expect(routine?.actor.kind).toBe(kind);
    const text = added(language, opening);
    expect(text).toMatch(named);
    // Checking and an ordinary reason, never the stock "strange thing watched and followed".
    expect(text).toMatch(/asked|knocked|hỏi|gõ cửa|물어|주인집|打听|敲/u);
    expect(text).not.toMatch(/recording|followed|đi theo|몰래|跟踪/u);
  });

  it.each([
    ['en', 'Every Sunday my grandson calls me at noon. This Sunday the phone never rang.', /I called my grandson/u],
    ['vi', 'Tối nào con gái tôi cũng gọi video về. Tối nay không thấy gọi.', /tự gọi cho con gái/u],
    ['ko', '엄마는 매일 밤 9시에 전화를 하신다. 그런데 오늘은 전화가 오지 않았다.', /엄마에게 전화를 걸었다/u],
    ['zh', '女儿每天晚上都会给我发一句晚安。今天没有。', /给女儿打了电话/u],
  ] as const)('%s: one of the narrator\'s own family is checked on by a call, never by asking the neighbours: %s', (language, opening, called) => {
    expect(findBrokenRoutine(opening, language)?.actor.kin).toBe(true);
    const text = added(language, opening);
    expect(text).toMatch(called);
    expect(text).not.toMatch(/asked around|hỏi quanh|근처 가게|四处打听/u);
  });

  const notRoutines: ReadonlyArray<readonly [ContentLanguage, string]> = [
    ['en', 'Every morning the old man across the street waves at my window, and I wave back.'],
    ['en', 'Every night my late mother\'s voice whispers from the empty flat next door. Tonight it didn\'t.'],
    ['vi', 'Sáng nào bà cụ hàng xóm cũng tưới cây trước cửa.'],
    ['ko', '매일 아침 할머니는 마당을 쓰신다.'],
    ['zh', '每天晚上那个空房里都会传来钢琴声，可那里没人住。今天没有。'],
  ];
  it.each(notRoutines)('%s: a habit not broken today, or strange in itself, is no broken routine: %s', (language, opening) => {
    expect(findBrokenRoutine(opening, language)).toBeNull();
  });
});

describe('story round 10: a thing received or found', () => {
  const things: ReadonlyArray<readonly [ContentLanguage, string, string, string | null, string | null]> = [
    ['en', 'A note fell out of the vending machine along with my cans.', 'the note', null, null],
    ['en', 'I got a handwritten letter from an old friend after ten years.', 'the letter', 'my old friend', 'ten years'],
    ['vi', 'Tôi nhận được tấm bưu thiếp của người bạn cũ sau mười năm không liên lạc.', 'tấm bưu thiếp', 'người bạn cũ', 'mười năm'],
    ['ko', '헌책방에서 산 책 사이에 누군가의 사진 한 장이 끼워져 있었다.', '사진', null, null],
    ['zh', '在图书馆借的书里，掉出来一张写满字的纸条。', '那张纸条', null, null],
    ['zh', '收到一封信，是我二十年没见的小学同学寄来的。', '那封信', '小学同学', '二十年'],
  ];
  it.each(things)('%s: the thing, never its container; the sender as a whole phrase; the time: %s', (language, opening, thing, sender, gap) => {
    const read = findReceivedThing(opening, language);
    expect(read?.thing.name).toBe(thing);
    expect(read?.sender?.name ?? null).toBe(sender);
    expect(read?.gap ?? null).toBe(gap);
  });

  it.each([
    ['en', 'I found an old photo of my grandpa in a box in the attic, with a letter to my mom tucked behind it.'],
    ['vi', 'Tôi tìm thấy lá thư bố viết cho mẹ trong ngăn kéo.'],
    ['ko', '서랍에서 아빠가 엄마에게 보낸 편지를 발견했다.'],
    ['zh', '我在抽屉里翻出一封爸爸写给妈妈的信。'],
  ] as const)('%s: the one the thing was written to is never its sender: %s', (language, opening) => {
    const sender = findReceivedThing(opening, language)?.sender?.name ?? '';
    expect(sender).not.toMatch(/mom|mẹ|엄마|妈妈/u);
  });

  it.each([
    ['en', 'got a postcard today from my college roommate, we havent talked in like eight years', /eight years/u, /wrote back|called/u],
    ['vi', 'Tôi nhận được tấm bưu thiếp của người bạn cũ sau mười năm không liên lạc.', /mười năm/u, /viết thư trả lời|gọi điện/u],
    ['ko', '십오 년 만에 초등학교 담임 선생님한테서 소포가 왔다', /십오 년/u, /전화를 걸었다|답장/u],
    ['zh', '快递员送来一个包裹，寄件人是我已经五年没联系的大学室友。', /五年/u, /打了电话|回信/u],
  ] as const)('%s: what it says fits the sender and the time given, and the story ends with an answer: %s', (language, opening, time, answer) => {
    const text = added(language, opening);
    expect(text).toMatch(time);
    expect(text.split(/\n\s*\n/u).at(-1)).toMatch(answer);
    expect(text).not.toMatch(/fifty years|năm mươi năm|오십 년|五十年/u);
  });

  it.each([
    ['en', 'A stranger on the subway handed me a book and got off at the next stop.', /the stranger was already gone/u],
    ['vi', 'Một người lạ trên xe buýt đưa cho tôi một chiếc ô rồi xuống xe.', /người lạ đã đi mất/u],
    ['ko', '지하철에서 모르는 할머니가 내 손에 사탕 하나를 쥐여 주고 내리셨다.', /그분은 이미 가시고/u],
    ['zh', '地铁上一个陌生人塞给我一本书，然后就下车了。', /那个人已经不见了/u],
  ] as const)('%s: a stranger who hands it over is gone and stays a stranger (never a grandmother of mine): %s', (language, opening, gone) => {
    expect(findReceivedThing(opening, language)?.source).toBe('stranger');
    expect(added(language, opening)).toMatch(gone);
  });

  it.each([
    ['en', 'There was a letter in my new mailbox addressed to the previous tenant.', /did not open/u],
    ['vi', 'Trong hộp thư nhà mới có một lá thư gửi cho người thuê nhà trước.', /không mở/u],
    ['ko', '이사 온 집 우편함에 전에 살던 사람 앞으로 온 편지가 한 통 꽂혀 있었다.', /뜯지 않았다/u],
    ['zh', '新家的信箱里有一封寄给前房客的信。', /没有拆开/u],
  ] as const)('%s: mail for someone else is delivered, not read: %s', (language, opening, unopened) => {
    expect(findReceivedThing(opening, language)?.source).toBe('misdelivered');
    expect(added(language, opening)).toMatch(unopened);
  });

  it.each([
    ['en', 'I found a polaroid in my new closet. It shows me asleep in this exact room, and I only moved in yesterday.'],
    ['vi', 'Ông nội mất đã năm năm, nhưng sáng nay tôi nhận được một lá thư có nét chữ của ông.'],
    ['ko', '돌아가신 할머니 글씨로 쓴 편지가 오늘 도착했다.'],
    ['zh', '我在日记本里发现一封写给妈妈的信，落款是我爸，可他们说从没见过对方。'],
  ] as const)('%s: a thing that should not be, or a death, is left to the other readers: %s', (language, opening) => {
    expect(writeThingShapeStory(opening, language, seededRandom(1), null)).toBeNull();
  });
});

describe('story round 10: a person who appears is a person', () => {
  const people: ReadonlyArray<readonly [ContentLanguage, string, RegExp, RegExp]> = [
    ['en', 'A girl was standing under the street lamp outside my building, holding a paper bag.', /\bshe\b/u, /\bit (?:was|kept|looked)\b|the girl[^.]*\bits\b/u],
    ['en', 'An old man sat alone on the bench by the river when I jogged past at six.', /\bhe\b/u, /\bit (?:looked|kept)\b/u],
    ['vi', 'Có một bà cụ đứng một mình trước cổng bệnh viện lúc nửa đêm.', /bà cụ/u, /(?:^|\s)nó(?=\s)/u],
    ['ko', '새벽 편의점 앞에 한 소녀가 쪼그려 앉아 있었다.', /그 아이/u, /그것|그건/u],
    ['ko', '퇴근길 버스 정류장에 한 할아버지가 우산도 없이 서 계셨다', /할아버지께서/u, /할아버지는 나를 보며 빙긋/u],
    ['zh', '我抬头，看见一个女孩站在路灯下。', /她/u, /它/u],
  ];
  it.each(people)('%s: the person keeps a person\'s words: %s', (language, opening, person, never) => {
    expect(findAppearingPerson(opening, language)?.person.kind).toBe('person');
    const text = added(language, opening);
    expect(text).toMatch(person);
    expect(text).not.toMatch(never);
  });

  it.each([
    ['en', 'On the night train the man opposite kept staring at my suitcase.'],
    ['vi', 'Trên chuyến tàu đêm, người đàn ông ngồi đối diện cứ nhìn chằm chằm vào chiếc vali của tôi.'],
    ['zh', '火车上，对面的男人一直盯着我的箱子。'],
    ['ko', '거울 속의 여자가 나보다 먼저 웃었다. 사라졌다.'],
  ] as const)('%s: a person already on stage, or a strange one, is not a newcomer: %s', (language, opening) => {
    expect(findAppearingPerson(opening, language)).toBeNull();
  });
});

describe('story round 10: a named hero keeps the story', () => {
  it.each([
    ['en', 'Every morning Mai waves at the old man across the street. Today he wasn\'t there.'],
    ['vi', 'Sáng nào Lan cũng chào bà cụ bán xôi đầu ngõ. Hôm nay bà cụ không ra.'],
    ['ko', '민지는 매일 아침 경비 아저씨와 인사를 나눈다. 오늘은 아저씨가 보이지 않았다.'],
    ['zh', '小雨每天早上都和卖豆浆的阿姨打招呼。今天阿姨没有出摊。'],
  ] as const)('%s: the shapes, told by "I", step aside for a named hero: %s', (language, opening) => {
    const text = added(language, opening);
    expect(text).not.toMatch(/I waited a few minutes|Tôi đứng đợi thêm|나는 괜히 몇 분|我假装忙别的/u);
  });

  it.each([
    ['ko', '매일 아침 8시면 편의점 사장님이 가게 앞을 쓸고 계셨다. 그런데 오늘은 셔터가 내려가 있었다.', /사장님께서/u],
    ['zh', '深夜的便利店里，一个穿校服的男孩一直站在杂志架前。', /他/u],
  ] as const)('%s: a false name (a describing word, a time of day) is no hero: %s', (language, opening, told) => {
    const text = added(language, opening);
    expect(text).toMatch(told);
    expect(text).not.toMatch(/편의점은 |편의점이 묻|深夜只是|深夜还/u);
  });
});
