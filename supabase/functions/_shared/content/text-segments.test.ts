import { describe, expect, it } from 'vitest';
import { detectLanguage, detectTextLanguage, sentenceTexts, splitSentences } from './text-segments.ts';

describe('splitSentences', () => {
  it('keeps titles, e.g./i.e. and decimals inside English sentences', () => {
    const text = 'I met Mr. Smith and Dr. Lee at St. Paul. It cost 3.5 dollars, e.g. a lot. Mrs. Kim paid, i.e. Kim did. It was No. 5 on the list.';
    expect(sentenceTexts(text, 'en')).toEqual([
      'I met Mr. Smith and Dr. Lee at St. Paul.',
      'It cost 3.5 dollars, e.g. a lot.',
      'Mrs. Kim paid, i.e. Kim did.',
      'It was No. 5 on the list.',
    ]);
  });

  it('still ends a sentence on an ordinary word or before a lower-case title word', () => {
    expect(sentenceTexts('I said no. Five people came. We met the Dr. who knew. It was in Vol. Two.', 'en')).toEqual(['I said no.', 'Five people came.', 'We met the Dr. who knew.', 'It was in Vol.', 'Two.']);
    expect(sentenceTexts('He was first. Then he left.', 'en')).toEqual(['He was first.', 'Then he left.']);
  });

  it('keeps Vietnamese abbreviations such as TP. (Thành phố) and Q. (Quận)', () => {
    const text = 'Tôi sống ở TP. Hồ Chí Minh, Q. 1. Trời đẹp quá! Bạn thì sao? GS. Lê giảng 2,5 giờ.';
    expect(sentenceTexts(text, 'vi')).toEqual(['Tôi sống ở TP. Hồ Chí Minh, Q. 1.', 'Trời đẹp quá!', 'Bạn thì sao?', 'GS. Lê giảng 2,5 giờ.']);
  });

  it('splits Korean on . ! ? and the CJK full stops', () => {
    expect(sentenceTexts('오늘은 좋다。내일은？정말！좋아. 다음 문장은 3.5초 뒤에.', 'ko')).toEqual(['오늘은 좋다。', '내일은？', '정말！', '좋아.', '다음 문장은 3.5초 뒤에.']);
  });

  it('splits Chinese on 。！？ without spaces', () => {
    expect(sentenceTexts('今天很好。明天呢？真的！价格是3.5元。', 'zh')).toEqual(['今天很好。', '明天呢？', '真的！', '价格是3.5元。']);
  });

  it('returns exact slices, breaks at line ends and drops pieces without letters or digits', () => {
    const text = 'First line without a stop\nSecond line. Mr.\nSmith here. 🎉 …';
    const spans = splitSentences(text, 'en');
    expect(spans.map((span) => span.text)).toEqual(['First line without a stop', 'Second line.', 'Mr.', 'Smith here.']);
    for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
  });
});

describe('detectLanguage', () => {
  it('guesses each of the four languages from its script', () => {
    expect(['The park opens on Monday.', 'Công viên mở cửa vào thứ Hai.', 'Chris는 공원에 갔다.', '公园周一开放。'].map(detectLanguage)).toEqual(['en', 'vi', 'ko', 'zh']);
  });

  it('counts Japanese and texts without letters apart', () => {
    expect(detectTextLanguage('今日はいい天気ですね。')).toEqual({ locale: 'ja', language: null });
    expect(detectLanguage('今日はいい天気ですね。')).toBe('en');
    expect(detectTextLanguage('123 456')).toEqual({ locale: 'en', language: 'en' });
  });

  it('needs more than a stray accent to call a Latin text Vietnamese', () => {
    expect(detectLanguage('We had coffee at a café near the station and talked for hours about the trip.')).toBe('en');
  });
});
