import { describe, expect, it } from 'vitest';
import { isNounPhrase, nounPhraseOrNull } from './adventure-noun-phrase.ts';

describe('isNounPhrase (rule A, adventure slots)', () => {
  it('en: accepts whole noun phrases, refuses dangling prepositions, clauses and actions', () => {
    for (const span of ['the logbook', 'the derelict station', 'the earlier pages', "the keeper's logbook", 'the lamp room']) expect(isNounPhrase(span, 'en'), span).toBe(true);
    for (const span of ['the earlier pages of', 'the wet', 'who is chasing you', 'scan the station', 'the station before', 'where the footprints']) expect(isNounPhrase(span, 'en'), span).toBe(false);
  });

  it('vi: accepts classifier + noun, refuses verbs, trailing function words and cuts inside a verb phrase', () => {
    for (const span of ['chiếc rương gỗ', 'tờ giấy', 'cô giám thị', 'hang đá']) expect(isNounPhrase(span, 'vi'), span).toBe(true);
    for (const span of ['rương gỗ phủ rong', 'vác cái rương', 'tờ giấy của', 'lối thoát phía sau', 'báo cô giám thị']) expect(isNounPhrase(span, 'vi'), span).toBe(false);
  });

  it('ko: accepts bare nouns, refuses verb endings and particles', () => {
    for (const span of ['손목시계', '현관문 렌즈', '옆집', '쪽지']) expect(isNounPhrase(span, 'ko'), span).toBe(true);
    for (const span of ['떴는데 안내방송', '마음속에 품은 잠', '넘어간다', '베란다를', '엿듣는다']) expect(isNounPhrase(span, 'ko'), span).toBe(false);
  });

  it('zh: accepts noun compounds, refuses clauses, verbs inside and complements', () => {
    for (const span of ['外卖', '监控', '门缝', '旧收音机', '去杭州的火车票', '发光的蛋']) expect(isNounPhrase(span, 'zh'), span).toBe(true);
    for (const span of ['是谁在追你', '外卖放在门口', '年回不', '很笨，你当练习生', '跟不上', '是谁在追你的线索']) expect(isNounPhrase(span, 'zh'), span).toBe(false);
  });

  it('nounPhraseOrNull gives null for a refused span', () => {
    expect(nounPhraseOrNull('the earlier pages of', 'en')).toBeNull();
    expect(nounPhraseOrNull(' 外卖 ', 'zh')).toBe('外卖');
  });
});
