/**
 * Round 14 of issue 13 (negation): something the visitor says they do not have ("고양이는 안 키워요", "we don't have a
 * dog", "nhà em không nuôi mèo", "我没养猫") is no subject of the reply: a stock pet line about it would contradict them.
 * The negated span is cut out before the situation readers look for a pet.
 */

/** Negated possession spans in the four languages, read from the negation and its verb, never from a noun list. */
const negatedHaving: readonly RegExp[] = [
  /\b(?:don'?t|do not|doesn'?t|does not|never|didn'?t|did not)\s+(?:have|own|keep|get|got)\b[^.,;!?]{0,24}/giu,
  /\bno\s+(?:\w+\s)?(?:pets?|\w+s)\b(?:\s+at home)?/giu,
  /[가-힣]+(?:은|는|도)?\s*(?:안 키워|안 키우|안 길러|없어|없고|없는데|없어요|키우지 않|기르지 않)[가-힣]*/gu,
  /(?<![\p{L}])(?:không|chẳng|chưa)\s+(?:có\s+)?(?:nuôi|có)\s+(?:con\s+)?[\p{L}]+(?:\s+[\p{L}]+)?/giu,
  /(?:没(?:有)?|不)(?:养|有)(?:过)?[^，。！？,.!?]{0,4}/gu,
];

/** The text without the spans that say the visitor does not have something. */
export function withoutNegatedHaving(text: string): string {
  return negatedHaving.reduce((rest, pattern) => rest.replace(pattern, ' '), text);
}

/** The visitor left out of someone's event: not invited, not told, not asked. */
export const leftOut = /\b(?:didn'?t|did not|never|won'?t|wouldn'?t|doesn'?t)\s+(?:even\s+)?(?:invite|ask|tell|include)\s+(?:me|us)\b|\b(?:wasn'?t|was not|weren'?t|am not|i'?m not)\s+(?:even\s+)?(?:invited|included|asked)\b|\bleft me out\b|(?<![\p{L}])(?:không|chẳng|chả|chưa)\s+(?:thèm\s+)?(?:mời|rủ|báo|nói với)\s+(?:em|tớ|mình|tôi|tao|tui)(?![\p{L}])|(?:나만|저만|날|나를|저를|절)\s*(?:빼고|안 불렀|안 초대|초대 안|초대하지 않)|(?:안 불렀|초대 안 했|초대를 안|초대받지 못|초대 못 받)|(?:没(?:有)?(?:请|邀请|叫|告诉)我|不请我|没被邀请)/iu;
