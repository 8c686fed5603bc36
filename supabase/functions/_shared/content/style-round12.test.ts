import { describe, expect, it } from 'vitest';
import { seededRandom } from '../contract/seeded-random.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import { generateStyleSuggestion } from './style-suggestion.ts';

const suggest = (description: string, language: ContentLanguage, seed = 1): string => generateStyleSuggestion({ input: description }, { language, random: seededRandom(seed) });

/** What a wedding guest is told: never said to the bride or the groom. */
const guestAdvice: Record<ContentLanguage, RegExp> = {
  en: /as a guest|never white|skip white|invitation/iu,
  vi: /đi ăn cưới|tránh (?:màu )?trắng|thiệp mời|dự đám cưới/iu,
  ko: /하객|올 화이트는 피하|청첩장/u,
  zh: /参加婚礼|别穿白|请柬|宾客/u,
};

describe('the bride or the groom is one of the couple, never a wedding guest (issue 13, round 12)', () => {
  it.each([
    ['en', "I'm the groom! Our wedding is in a vineyard in September. I'm 29, slim, oval face.", /being the groom/u, /well-fitted suit/u],
    ['en', 'We are doing our engagement photoshoot at the lake next month, I have long wavy hair and a heart-shaped face, I am a woman.', /your own wedding|being the bride/u, /flowing dress|wedding dress/u],
    ['vi', 'Tháng sau bọn mình chụp ảnh cưới ở Đà Lạt, mình là chú rể, cao 1m70, mặt tròn.', /làm chú rể/u, /bộ vest vừa vặn/u],
    ['vi', 'Mình là cô dâu, đám cưới của mình tổ chức ngoài vườn vào tháng Tư, da trắng, tóc dài.', /làm cô dâu/u, /Váy cưới của bạn/u],
    ['ko', '다음 달에 제주도 바다에서 웨딩 촬영을 해요. 신부고 키 160, 얼굴이 둥근 편이에요.', /신부/u, /웨딩드레스/u],
    ['ko', '저는 신랑이에요. 가을에 야외 결혼식을 하는데 얼굴이 각진 편이고 키는 175예요.', /신랑/u, /잘 맞는 정장/u],
    ['zh', '我是男生，28岁，个子180，偏瘦，方脸。下个月要去海边拍婚纱照，想要自然一点的风格。', /你们自己的婚礼|当新郎/u, /合身的西装/u],
    ['zh', '我是新娘，婚礼在春天的草坪上，圆脸，个子不高。', /当新娘/u, /婚纱/u],
  ] as const)('%s: %s', (language, description, label, core) => {
    const answer = suggest(description, language);
    expect(answer).toMatch(label);
    expect(answer).toMatch(core);
    expect(answer).not.toMatch(guestAdvice[language]);
  });

  it.each([
    ['en', "I'm going to my cousin's wedding in June as a guest, I'm a woman with a round face."],
    ['ko', '친구 결혼식에 하객으로 가요. 여자고 얼굴이 둥근 편이에요.'],
    ['zh', '下个月去参加同事的婚礼，我是女生，圆脸。'],
    ['vi', 'Tuần sau mình đi dự đám cưới bạn thân, mình là nữ, mặt tròn.'],
  ] as const)('%s: a guest is still dressed as a guest (%s)', (language, description) => {
    expect(suggest(description, language)).toMatch(guestAdvice[language]);
  });
});
