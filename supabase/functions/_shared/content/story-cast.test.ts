import { describe, expect, it } from 'vitest';
import { findOpeningCast, findOpeningKin, findOpeningQuote } from './story-cast.ts';

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
