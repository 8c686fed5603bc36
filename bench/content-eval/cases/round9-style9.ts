/**
 * Round 9 of issue 13 (the lead's stylist read): a role at a wedding (a bridesmaid, a groomsman, a parent of the couple)
 * dressed for that role and not as a guest, a deeper skin tone given its own colours, a temperature in Chinese
 * numerals, and a polished outfit on a hot day that names a fabric that breathes. Two requests per language.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const section = (text: string, emoji: string): string => text.split('\n\n').find((part) => part.startsWith(emoji)) ?? '';
const inOutfit = (label: string, check: RegExp | ((outfit: string) => boolean)): EvalFact => ({ label, check: (text) => (typeof check === 'function' ? check : (s: string) => check.test(s))(section(text, '👕')) });
const inColours = (label: string, pattern: RegExp): EvalFact => ({ label, check: (text) => pattern.test(section(text, '🎨')) });
const style = (id: string, language: ContentLanguage, input: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'style-suggestion', language, input: { input }, facts });

export const cases: EvalCase[] = [
  style('r9-style-en-moh', 'en', "I'm the maid of honor at my best friend's beach wedding in June. Any ideas?", [
    inOutfit('dresses the bridesmaid (the bride’s colour, a dress)', /bride chose|dress/u),
    { label: 'not treated as a guest', check: not(/As a guest|dress code on the invitation/u) },
  ]),
  style('r9-style-en-heat', 'en', 'Job interview at a bank in Singapore next week, 33 degrees out. I am a guy, 24.', [
    inOutfit('a breathable fabric for the heat', /cotton|linen/u),
    inOutfit('no coat or wool', not(/coat|wool/u)),
  ]),
  style('r9-style-vi-mother', 'vi', 'Tháng sau con gái tôi cưới, tôi là mẹ cô dâu, nên mặc gì?', [
    inOutfit('dresses the mother of the bride (áo dài or a long dress)', /áo dài|đầm dài/u),
    { label: 'not treated as a guest', check: not(/Đi ăn cưới|Đi đám cưới|dự đám cưới|thiệp mời/u) },
  ]),
  style('r9-style-vi-skin', 'vi', 'Mình nước da đen, đi tiệc công ty nên mặc màu gì?', [
    inColours('colours for a deeper skin tone', /làn da ngăm/u),
  ]),
  style('r9-style-ko-father', 'ko', '다음 달 아들 결혼식이에요. 60대 아버지인데 뭘 입어야 하나요?', [
    inOutfit('a suit a step above the guests', /정장/u),
    { label: 'not treated as a guest', check: not(/하객룩|결혼식 하객|청첩장/u) },
  ]),
  style('r9-style-ko-bridesmaid', 'ko', '친구 결혼식에 신부 들러리를 서게 됐어요. 피부가 까만 편이에요.', [
    inOutfit('dresses the bridesmaid', /들러리|드레스|원피스/u),
    inColours('colours for a deeper skin tone', /피부 톤이 어두운/u),
  ]),
  style('r9-style-zh-bridesmaid', 'zh', '下个月去参加大学室友的婚礼，我是伴娘，新娘说颜色自己选，我皮肤有点黑。', [
    inOutfit('dresses the bridesmaid in a colour of her own choosing', /颜色让你自己选|伴娘/u),
    inColours('colours for a deeper skin tone', /肤色偏深/u),
    { label: 'not treated as a guest', check: not(/参加婚礼避开|请柬/u) },
  ]),
  style('r9-style-zh-heat', 'zh', '我是男生，第一次去女朋友家见家长，夏天，三十五度。', [
    inOutfit('no jacket or wool at 35 degrees', not(/外套|大衣|羊毛/u)),
  ]),
];
