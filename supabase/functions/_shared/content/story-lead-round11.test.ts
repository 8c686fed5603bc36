import { describe, expect, it } from 'vitest';
import type { ContentLanguage } from '../contract/content-types.ts';
import { findStoppedThing } from './story-guard-absence.ts';
import { generateContent } from './engine.ts';

describe('story (round 11 merge): an adverb or a place before the stop is no stopped thing', () => {
  it('家里一下子安静了 names no thing (never "我都从一下子旁边走过")', () => {
    expect(findStoppedThing('爸爸去外地出差了，家里一下子安静了好多。', 'zh')).toBeNull();
    const story = generateContent('story', { storyStart: '爸爸去外地出差了，家里一下子安静了好多。' }, { language: 'zh', seed: 1 }) as string;
    expect(story).not.toMatch(/从一下子|一下子前|一下子的照片/u);
  });

  it('a thing before the stop is still read', () => {
    expect(findStoppedThing('爷爷走后，他房间的吉他再也没人弹了。', 'zh')).toBe('吉他');
  });

  it('a jar labelled for the next tenant is named in its own story', () => {
    const story = generateContent('story', { storyStart: 'Under the floorboards I found a jar labelled "for the next tenant".' }, { language: 'en', seed: 1 }) as string;
    expect(story).toMatch(/jar/u);
  });
});

describe('story (round 11 merge): "다음 사람에게" is a label for the next one here, never an address to deliver', () => {
  it('the envelope is for the narrator, who lives here now', () => {
    const story = generateContent('story', { storyStart: "이사 온 집 신발장 안에서 '다음 사람에게'라고 적힌 봉투를 발견했다." }, { language: 'ko', seed: 1 }) as string;
    expect(story).not.toMatch(/직접 전해 주기로|문을 연 사람/u);
    expect(story).toMatch(/먼저 이 집에 살던|살던 사람/u);
  });
});

describe('story (round 11, after the set H read): words and people the first readers mistook', () => {
  it('"For Ellie, play on your 18th" is an instruction kept, never an address delivered to "Ellie, play on your 18th"', () => {
    const story = generateContent('story', { storyStart: "When I opened my late grandfather's toolbox, there was a cassette tape inside labelled 'For Ellie, play on your 18th'." }, { language: 'en', seed: 1 }) as string;
    expect(story).not.toMatch(/take it to Ellie|reach Ellie, play/u);
    expect(story).not.toMatch(/tape inside(?! labelled)/u);
  });

  it('a stranger in the next seat (옆자리 할머니) is on stage, never the grandmother missed', () => {
    const story = generateContent('story', { storyStart: '민재는 처음으로 혼자 비행기를 탔는데, 옆자리 할머니가 자꾸 민재 손을 꼭 잡으셨다.' }, { language: 'ko', seed: 1 }) as string;
    expect(story).not.toMatch(/할머니께서 안 계셨|빈자리를 느꼈/u);
  });
});

describe('story (round 11): a complication of no known kind is met without calling it a disaster', () => {
  it.each<[ContentLanguage, string]>([
    ['ko', '민재는 처음으로 혼자 비행기를 탔는데, 옆자리 할머니가 자꾸 민재 손을 꼭 잡으셨다.'],
    ['en', 'It was my first time flying alone, and the old lady in the next seat kept holding my hand.'],
    ['zh', '我第一次一个人坐飞机，结果旁边的老奶奶一直握着我的手。'],
    ['vi', 'Lần đầu tiên tôi đi máy bay một mình, nhưng bà cụ ngồi cạnh cứ nắm tay tôi mãi.'],
  ])('(%s) %s', (language, opening) => {
    for (let seed = 1; seed <= 9; seed += 1) {
      const story = generateContent('story', { storyStart: opening }, { language, seed }) as string;
      expect(story).not.toMatch(/다 망했다|눈앞이 캄캄|whole thing was ruined|全完了|hỏng hết rồi|tim mình chùng xuống/u);
    }
  });
});
