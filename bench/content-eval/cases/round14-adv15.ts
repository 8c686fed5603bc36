/**
 * Round 14, second wave (issue 13) adventure cases (adv15): the 8 fresh visitor-written continuations in
 * round14-adv15.before.json (written before any fix, 2 per language), with the facts a good answer must carry: what a
 * thing holds is answered in its kind (a drive holds data, an envelope words, a pirate's chest gold); a yes/no question
 * reads the last scene (a bloody leg is admitted, a person who looks away dodges); a price is in the genre's coin; a
 * Korean peer speaks plainly; a name asked for is never given with a smile. Negative facts: the first wave's fixed
 * what-line (a brass key in a handkerchief), the always-yes, đồng / 원 in a fantasy or cyberpunk world, the tease.
 */
import before from './round14-adv15.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, choicesOf, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The first wave's fixed what-line and the teases, in four languages. */
const noStock = notAdded(/brass key|chìa khóa đồng|놋쇠 열쇠|铜钥匙|longer than you think|not all of it is mine|Chuyện dài hơn|생각보다 긴 얘기|事情比你想的长|没有人回答/u, 'no fixed what-line, tease or silence instead of an answer');
/** Local money in a world that has its own coin. */
const noLocalMoney = notAdded(/trăm nghìn|만 원|三百块|dollars/u, 'no local money in a genre world');
/** An option the answer must lead to. */
const hasOption = (pattern: RegExp, label: string): EvalFact => ({ label, check: (text) => pattern.test(choicesOf(text)) });

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noStock, added(/names and a set of coordinates/u, 'the drive holds data'), hasOption(/coordinates|whose names/u, 'the options follow the data')],
  [noStock, added(/Tom doesn't answer at once/u, 'Tom, who looks away, dodges'), notAdded(/“Yes\. I took the key/u, 'no plain yes from someone who looks away')],
  [noStock, noLocalMoney, added(/đồng bạc/u, 'a fantasy inn prices in silver')],
  [noStock, added(/Đồng vàng/u, "a pirate's iron chest holds gold"), hasOption(/mở ra cho xem|là của ai/u, 'the options follow the chest')],
  [noStock, added(/수아는 자기 다리를 내려다보다가/u, 'the bloody leg is the evidence'), added(/“…응\./u, 'a peer admits it plainly'), notAdded(/다친 데 없어요/u, 'no denial of a visible wound')],
  [noStock, noLocalMoney, added(/300크레딧/u, 'a cyberpunk broker prices in credits')],
  [noStock, added(/老板娘压低声音：“就几行字/u, 'the envelope holds words'), hasOption(/让你亲眼看看|谁写的/u, 'the options follow the letter')],
  [noStock, added(/同桌小杰没有马上回答/u, 'the classmate with red ears dodges'), notAdded(/笑/u, 'no smile for a torn notebook')],
];

export const cases: EvalCase[] = (before as unknown as Raw[])
  .map((request, index) =>
    evalCase({
      id: `round14-adv15-b${index + 1}-${request.language}`,
      type: request.type,
      language: request.language,
      input: request.input as unknown as ContentInputs[ContentType],
      facts: [...(factsById[index] ?? [])],
    }),
  )
  .filter((item) => item.facts.length > 0);
