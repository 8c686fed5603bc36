import { describe, expect, it } from 'vitest';
import { isNounPhrase, nounOrDeictic } from './chat-noun-phrase.ts';

describe('isNounPhrase (rule A: only complete noun phrases fill a slot)', () => {
  it('accepts English noun phrases and refuses the broken cuts of the third blind read', () => {
    for (const span of ['the spare key', 'yogurt', 'my grandmother’s kitchen', 'student loans', 'the unknown station']) expect(isNounPhrase(span, 'en'), span).toBe(true);
    for (const span of ['the wet', 'the earlier pages of', 'go to bed', 'where the key', 'really', 'I', 'eat my']) expect(isNounPhrase(span, 'en'), span).toBe(false);
  });

  it('accepts Vietnamese noun phrases and refuses clauses and trailing function words', () => {
    for (const span of ['hộp sữa chua', 'chiếc xe máy cũ', 'cây mít', 'vàng']) expect(isNounPhrase(span, 'vi'), span).toBe(true);
    for (const span of ['Tháng này tôi định mua vàng', 'bị bạn thân nói xấu sau lưng', 'hộp sữa chua của', 'gửi tiết kiệm thì']) expect(isNounPhrase(span, 'vi'), span).toBe(false);
  });

  it('accepts Korean nouns (a final particle stripped) and refuses verb and adjective endings', () => {
    for (const span of ['오디션', '첫 오디션', '삼각김밥', '지하철 2호선', '요거트를']) expect(isNounPhrase(span, 'ko'), span).toBe(true);
    for (const span of ['떴는데 안내방송', '마음속에 품은 잠', '떨려요', '보는데', '올라가기 직전에 뭐 하면']) expect(isNounPhrase(span, 'ko'), span).toBe(false);
  });

  it('accepts Chinese nouns and refuses complements, clauses and bare measure words', () => {
    for (const span of ['酸奶', '毕业论文', '一杯奶茶', '老收音机', '月亮']) expect(isNounPhrase(span, 'zh'), span).toBe(true);
    for (const span of ['很笨，你当练习生的时候也这样吗', '年回不', '跟不上', '杯奶茶', '练了两个月', '你当练习生']) expect(isNounPhrase(span, 'zh'), span).toBe(false);
  });
});

describe('nounOrDeictic', () => {
  it('keeps a noun phrase and replaces anything else with a deictic of the reply language', () => {
    expect(nounOrDeictic('酸奶', 'zh')).toBe('酸奶');
    expect(nounOrDeictic('年回不', 'zh')).toBe('这件事');
    expect(nounOrDeictic('떴는데 안내방송', 'ko')).toBe('그 일');
    expect(nounOrDeictic('the wet', 'en')).toBe('that');
    expect(nounOrDeictic('Tháng này tôi định mua vàng', 'vi')).toBe('chuyện đó');
    expect(nounOrDeictic(null, 'vi')).toBe('chuyện đó');
  });
});
