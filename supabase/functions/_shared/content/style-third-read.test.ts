import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { analyseDescription, generateStyleSuggestion } from './style-suggestion.ts';

const suggest = (language: ContentLanguage, input: string, seed: number): string => {
  const result = generateStyleSuggestion({ input }, { language, random: seededRandom(seed) });
  return typeof result === 'string' ? result : JSON.stringify(result);
};

/** The outfit section of a suggestion. */
const outfit = (text: string): string => /👕[^\n]*\n([\s\S]*?)(?:\n🎨|$)/u.exec(text)?.[1] ?? text;

describe('style: the classes of the third blind read', () => {
  it('reads a Vietnamese description that opens on its gender, and never gives a man a bob', () => {
    expect(analyseDescription('Nam, 28 tuổi, làm văn phòng ở Sài Gòn, trời nóng quanh năm.').gender).toBe('man');
    expect(analyseDescription('Nữ 25 tuổi, đi làm văn phòng').gender).toBe('woman');
    for (let seed = 1; seed <= 10; seed += 1) {
      const text = suggest('vi', 'Nam, 28 tuổi, làm văn phòng ở Sài Gòn, trời nóng quanh năm. Muốn mặc lịch sự mà không bị bí mồ hôi.', seed);
      expect(text).not.toMatch(/tóc bob|đầm|chân váy|đôi mươi/iu);
    }
  });

  it('reads a pear shape as fuller hips, not a plump figure, in every language', () => {
    expect(analyseDescription('女，30岁，梨形身材').builds).toEqual(['pear']);
    expect(analyseDescription("I'm pear-shaped with wide hips").builds).toContain('pear');
    expect(analyseDescription('하체 비만이라 고민이에요').builds).toContain('pear');
    expect(analyseDescription('mình dáng quả lê').builds).toContain('pear');
    for (let seed = 1; seed <= 10; seed += 1) {
      const text = suggest('zh', '女，30岁，梨形身材，冬天在北京上班，想要保暖又显瘦的通勤穿搭。', seed);
      expect(text).not.toMatch(/丰满/u);
      expect(text).toMatch(/梨形|胯|下半身/u);
      expect(outfit(text)).not.toMatch(/白色[^\n]*运动鞋|帆布/u);
    }
  });

  it('leaves the hoodie behind when the visitor wants to look beyond it', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const text = suggest('en', 'Tall skinny guy, 22, starting an internship at a tech startup. Everyone wears hoodies but I want to look slightly more put together.', seed);
      expect(outfit(text)).not.toMatch(/hoodie/iu);
    }
  });

  it('does not tuck a top in over a belly (ko)', () => {
    for (let seed = 1; seed <= 10; seed += 1) {
      const text = suggest('ko', '40대 남자, 배가 좀 나왔어요. 주말에 아이들이랑 캠핑 가는데 편하면서도 아저씨 같지 않은 옷 추천해 주세요.', seed);
      expect(outfit(text)).not.toMatch(/넣어 입기/u);
    }
  });
});
