import { describe, expect, it } from 'vitest';
import { hasAnyKeyword, hasKeyword, isKoreanTail, keywordHits, lexiconKeysInOrder, matchDocument, rankLexicon } from './keyword-match.ts';

describe('hasKeyword: word and morpheme boundaries', () => {
  it('reads 아파트 (apartment) as its own word, never as 아파 (hurts)', () => {
    expect(hasKeyword('우리 아파트 앞에서 자전거를 도둑맞았어', '아파')).toBe(false);
    expect(hasKeyword('아파트에서 살아요', '아파')).toBe(false);
    expect(hasKeyword('머리가 너무 아파요', '아파')).toBe(true);
    expect(hasKeyword('아파서 학교에 못 갔어', '아파')).toBe(true);
  });

  it('strips Korean particles and endings, but not the next syllable of a longer word', () => {
    expect(hasKeyword('여행을 가요', '여행')).toBe(true);
    expect(hasKeyword('여행이에요', '여행')).toBe(true);
    expect(hasKeyword('여행사 직원이에요', '여행')).toBe(false);
    expect(isKoreanTail('에서')).toBe(true);
    expect(isKoreanTail('이에요')).toBe(true);
    expect(isKoreanTail('트')).toBe(false);
  });

  it('matches Latin keywords on whole words, with an English plural on the last word', () => {
    expect(hasKeyword('I bought some stocks', 'stock')).toBe(true);
    expect(hasKeyword('A weekend in Stockholm', 'stock')).toBe(false);
    expect(hasKeyword('The season starts', 'sea')).toBe(false);
    expect(hasKeyword('Should I start investing?', 'invest')).toBe(false);
    expect(hasKeyword('Should I start investing?', 'invest*')).toBe(true);
    expect(hasKeyword('I’m so tired', "i'm")).toBe(true);
    expect(hasKeyword('Will this week be good?', 'thi')).toBe(false);
    expect(hasKeyword('two cats', 'cat')).toBe(true);
  });

  it('lets a single Han character match only at the start of a word', () => {
    expect(hasKeyword('我累了', '累')).toBe(true);
    expect(hasKeyword('积累经验很重要', '累')).toBe(false);
    expect(hasKeyword('好饿，想吃火锅', '吃')).toBe(true);
    expect(hasKeyword('我想开始炒股', '炒股')).toBe(true);
  });

  it('matches a phrase word by word, and a prepared document can be reused', () => {
    const doc = matchDocument('Mình định mở quán cà phê ở Đà Lạt');
    expect(hasKeyword(doc, 'mở quán')).toBe(true);
    expect(hasKeyword(doc, 'quán cà')).toBe(true);
    expect(hasKeyword(doc, 'phê ở đà')).toBe(true);
    expect(hasKeyword(doc, 'mở cà phê')).toBe(false);
    expect(hasAnyKeyword(doc, ['xyz', 'đà lạt'])).toBe(true);
    expect(keywordHits(doc, 'cà phê')).toHaveLength(1);
  });
});

describe('rankLexicon: the most specific intent wins', () => {
  const food = { chicken: ['fried chicken', 'chicken'], soup: ['chicken soup', 'soup'], sick: ['sick', 'a cold'] };

  it('lets "chicken soup" hide the "chicken" inside it', () => {
    const ranked = rankLexicon("I'm making chicken soup because I caught a cold", food).map((hit) => hit.key);
    expect(ranked).toContain('soup');
    expect(ranked).not.toContain('chicken');
    expect(rankLexicon('I ordered fried chicken', food)[0]?.key).toBe('chicken');
  });

  it('reads "mở quán cà phê" as opening a café, not as coffee', () => {
    const lexicon = { food: ['cà phê', 'ăn', 'đói'], business: ['mở quán', 'mở quán cà phê', 'kinh doanh'] };
    const ranked = rankLexicon('Mình định mở quán cà phê, có nên không?', lexicon).map((hit) => hit.key);
    expect(ranked).toEqual(['business']);
  });

  it('ranks by the longest keyword, so one specific phrase beats a common word said twice', () => {
    const lexicon = { food: ['吃', '饭'], light: ['清淡'] };
    expect(rankLexicon('今天想吃点清淡的，吃什么好？', lexicon)[0]?.key).toBe('light');
    expect(rankLexicon('吃什么好？', lexicon)[0]?.key).toBe('food');
  });

  it('breaks ties by position, then by the order of the lexicon', () => {
    const lexicon = { a: ['cat'], b: ['dog'] };
    expect(rankLexicon('my dog and my cat', lexicon).map((hit) => hit.key)).toEqual(['b', 'a']);
    expect(lexiconKeysInOrder('a cat, then a dog', lexicon)).toEqual(['a', 'b']);
    expect(rankLexicon('nothing here', lexicon)).toEqual([]);
  });
});
