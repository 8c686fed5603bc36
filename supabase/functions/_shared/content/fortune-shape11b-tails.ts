/**
 * Round 11 wave 2 (fortune, Korean option tails): "회사에 남는 게 나을까요 아니면 이직하는 게 나을까요?" reads as two
 * options that each still carry the question's "-는 게 나을까" ("which is better?"). The tail belongs to the question,
 * not the option: "남는 게 나을까" is the option "남는 것" (staying). Cut only where the word before 게 / 것이 / 건 is an
 * adnominal form (남는, 가는, 쉰, 할), so the option stays a whole noun phrase.
 */

/** The Korean "which is better" tail after an adnominal word. */
const betterTail = /(?<=[가-힣])\s+(?:게|것이|건|편이)\s*(?:더\s*)?(?:나을까|좋을까|맞을까|낫지 않을까|나을지|좋을지|낫겠|좋겠)(?:요)?$/u;

/** The last syllable ends in ㄴ or ㄹ (an adnominal form: 남는, 간, 할). */
function isAdnominal(word: string): boolean {
  const last = word.charCodeAt(word.length - 1);
  if (last < 0xac00 || last > 0xd7a3) return false;
  const final = (last - 0xac00) % 28;
  return final === 4 || final === 8;
}

/** A Korean option with the question's "-는 게 나을까" tail turned into "-는 것"; other options as they are. */
export function cutBetterTail(option: string): string {
  const found = betterTail.exec(option);
  if (!found) return option;
  const head = option.slice(0, found.index).trim();
  const lastWord = head.split(/\s+/u).pop() ?? '';
  if (!isAdnominal(lastWord)) return option;
  const usesSide = /^\s*편이/u.test(found[0]);
  return `${head} ${usesSide ? '편' : '것'}`;
}
