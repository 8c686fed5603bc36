/**
 * Round 11 (fortune, two named options): "A还是B", "A hay B", "A 아니면 B", "A or B" is a choice between two named options,
 * answered by naming both. The options reader may leave the question's own frame on the first option ("毕业后是留在上海"
 * against "回老家发展"): the frame is everything up to the 是 that opens the choice ("是A还是B"), or a time clause that
 * sets the scene ("毕业后", "sau khi tốt nghiệp", "졸업하고"). Cut that off, and only when what is left is still an option.
 */

import { cutBetterTail } from './fortune-shape11b-tails.ts';

/** A Chinese scene-setting lead ("毕业后", "明年", "下个月") at the head of an option. */
const zhSceneLead = /^(?:毕业(?:以)?后|工作(?:以)?后|结婚(?:以)?后|以后|将来|明年|今年|下个月|这个月|这周末|周末|过年|暑假|寒假|下半年|上半年)(?:我|我们)?/u;
/** A Vietnamese scene-setting lead ("sau khi tốt nghiệp em nên", "năm sau mình nên"). */
const viSceneLead = /^(?:sau khi [^,]{2,20}?\s+(?:thì\s+)?(?:em|mình|tôi|tớ|anh|chị)?\s*(?:nên|định|tính)\s+|(?:năm sau|sang năm|tháng sau|hè này|tết này)\s+(?:em|mình|tôi|tớ)?\s*(?:nên|định|tính)\s+)/iu;
/** A Korean scene-setting lead ("졸업하고", "내년에", "다음 달에"). */
const koSceneLead = /^(?:졸업(?:하고|한 뒤에?|하면)|내년에?|올해|다음 달에?|이번 달에?|주말에)\s+/u;

/** The first option with the question's frame cut off; the option as read when nothing sure is left. */
function tidyFirst(option: string, second: string): string {
  let out = option;
  // "是A还是B": the choice opens at 是, the words before it frame the question.
  const is = out.lastIndexOf('是');
  if (/[\u4e00-\u9fff]/u.test(out) && is > 0 && out.length - is - 1 >= 2 && !second.includes('是')) out = out.slice(is + 1);
  out = out.replace(zhSceneLead, '').replace(viSceneLead, '').replace(koSceneLead, '').trim();
  return out.length >= 2 ? out : option;
}

/** Two options with the question's frame cut off the first one (both are still named whole). */
export function tidyChoiceFrame(options: readonly [string, string] | null): readonly [string, string] | null {
  if (options === null) return null;
  const [first, second] = options.map(cutBetterTail) as [string, string];
  return [tidyFirst(first, second), second];
}
