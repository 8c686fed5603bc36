import { describe, expect, it } from 'vitest';
import { findOpeningCast, findOpeningKin, findOpeningQuote, isKinOnStage } from './story-cast.ts';
import { generateStory } from './story.ts';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage } from '../contract/content-types.ts';

describe('findOpeningQuote', () => {
  it('finds the quoted words in the four languages, without closing punctuation', () => {
    expect(findOpeningQuote("It wasn't his, and the tag said 'Return to Platform 9, Brighton Station'.", 'en')).toBe('Return to Platform 9, Brighton Station');
    expect(findOpeningQuote("ông cụ nói: 'Đừng để nó dừng lại trước nửa đêm.'", 'vi')).toBe('Đừng để nó dừng lại trước nửa đêm');
    expect(findOpeningQuote("안내 방송이 '다음 역은 2009년 신촌입니다'라고 나왔다.", 'ko')).toBe('다음 역은 2009년 신촌입니다');
    expect(findOpeningQuote('扉页上写着一行字：“给二十年后的你”。', 'zh')).toBe('给二十年后的你');
  });

  it('keeps the last clause of a long quote, and ignores apostrophes inside words', () => {
    expect(findOpeningQuote("备注写着：'请不要敲门，直接把餐放在门口，然后千万别回头。'", 'zh')).toBe('千万别回头');
    expect(findOpeningQuote("Marcus's umbrella wasn't his.", 'en')).toBeNull();
  });
});

describe('findOpeningCast and findOpeningKin', () => {
  it('finds an unnamed person of the opening in the four languages', () => {
    expect(findOpeningCast('At the bus stop an old man handed Lea a key.', 'en')).toBe('the old man');
    expect(findOpeningCast('có một ông cụ lạ mặt đưa cho cô một chiếc đồng hồ', 'vi')).toBe('ông cụ');
    expect(findOpeningCast('노란 우비 입은 할머니가 궁금해졌다.', 'ko')).toBe('할머니');
    expect(findOpeningCast('扉页上写着她妈妈的名字。', 'zh')).toBe('妈妈');
  });

  it('does not bring on someone who has died as a companion, but remembers them', () => {
    expect(findOpeningCast('奶奶走后第七天，阿明在她的旧收音机里发现了一盘磁带。', 'zh')).toBeNull();
    expect(findOpeningKin('奶奶走后第七天，阿明在她的旧收音机里发现了一盘磁带。', 'zh')).toBe('奶奶');
    expect(findOpeningKin("Dana opened her late uncle's storage unit.", 'en')).toBe('her late uncle');
    expect(findOpeningKin('Sáng mùng một Tết, bé Na mở bao lì xì của bà ngoại.', 'vi')).toBe('bà ngoại');
    expect(findOpeningKin('외할머니 장례식 다음 날, 서랍에서 편지를 찾았다.', 'ko')).toBe('외할머니');
  });
});

describe('isKinOnStage (fifth read: mum, who brought the basket home, was spoken of as if absent)', () => {
  it('reads a relative who acts in the opening as on stage, in the four languages', () => {
    expect(isKinOnStage('My mum came home from the market with a kitten asleep in her basket.', 'my mum', 'en')).toBe(true);
    expect(isKinOnStage('Sáng nay mẹ tôi đi chợ về, trong giỏ có một con mèo con.', 'mẹ', 'vi')).toBe(true);
    expect(isKinOnStage('엄마가 시장에서 돌아왔는데, 장바구니 안에 아기 고양이가 자고 있었다.', '엄마', 'ko')).toBe(true);
    expect(isKinOnStage('妈妈从菜市场回来，菜篮子里睡着一只小橘猫。', '妈妈', 'zh')).toBe(true);
  });

  it('refuses a relative who only owns something, or who has died', () => {
    expect(isKinOnStage("My grandmother's old sewing machine started humming at midnight.", 'my grandmother', 'en')).toBe(false);
    expect(isKinOnStage('Cái máy may của bà tôi tự chạy lúc nửa đêm.', 'bà', 'vi')).toBe(false);
    expect(isKinOnStage('할머니의 재봉틀이 한밤중에 돌기 시작했다.', '할머니', 'ko')).toBe(false);
    expect(isKinOnStage('奶奶的缝纫机半夜自己响了起来。', '奶奶', 'zh')).toBe(false);
    expect(isKinOnStage('Bà tôi mất đã ba năm, vậy mà sáng nay chuông cửa reo.', 'bà', 'vi')).toBe(false);
    expect(isKinOnStage('奶奶去世三年了，今天门铃却响了。', '奶奶', 'zh')).toBe(false);
  });

  const onStage: ReadonlyArray<{ language: ContentLanguage; text: string; absent: RegExp }> = [
    { language: 'en', text: 'My mum came home from the market this morning, and in her basket of spinach a ginger kitten was fast asleep, a silver bell on its collar.', absent: /would have (?:liked|understood)/u },
    { language: 'vi', text: 'Sáng nay mẹ tôi đi chợ về, trong giỏ rau muống có một con mèo con màu cam đang ngủ say, cổ đeo một cái chuông bạc khắc tên tôi.', absent: /hẳn sẽ thích|Nếu là mẹ/u },
    { language: 'ko', text: '엄마가 시장에서 돌아왔는데, 장바구니 속에 주황색 아기 고양이가 자고 있었다. 목에는 내 이름이 새겨진 은방울이 달려 있었다.', absent: /좋아했을 거라고|알아들었을 거라고/u },
    { language: 'zh', text: '妈妈从菜市场回来，菜篮子里睡着一只橘色小猫，脖子上挂着刻着我名字的银铃铛。', absent: /一定会喜欢这个结局|要是妈妈在/u },
  ];
  it.each(onStage)('never speaks of a relative on stage as absent ($language)', ({ language, text, absent }) => {
    for (let seed = 1; seed <= 12; seed++) {
      expect(generateStory({ storyStart: text }, { language, random: seededRandom(seed) })).not.toMatch(absent);
    }
  });
});
