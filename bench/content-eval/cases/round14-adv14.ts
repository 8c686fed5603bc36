/**
 * Round 14 (issue 13) adventure cases (adv14): the 12 fresh visitor-written continuations in round14-adv14.before.json
 * (written before any fix, 3 per language), with the facts a good answer must carry: a yes/no question put to a person
 * is answered yes or no with the visitor's clause told back as the person's; a how-much / how-many question gets a number
 * (a price in the story's own coin, a share left); a who-question the story holds no one for gets a name, never a tease;
 * the options follow the answer. Negative facts: the teases ("sit down, it's longer than you think", "not all of it is
 * mine to tell", "you won't like the answer"), the quiet fall-through, the reading beat for a question, a broken echo
 * ("Kỹ sư Hòa còn bao").
 */
import before from './round14-adv14.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, choicesOf, noOption, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The teases a question used to get, in four languages. */
const noTease = notAdded(/longer than you think|sit down|not all of it is mine|won't like the answer|Chuyện dài hơn|không thích câu trả lời|생각보다 긴 얘기|듣고 싶지 않을|전부 내가 말해도|事情比你想的长|你不会想听|不该由我来说|I know more about/u, 'no tease instead of an answer');
/** An option the answer must lead to. */
const hasOption = (pattern: RegExp, label: string): EvalFact => ({ label, check: (text) => pattern.test(choicesOf(text)) });
/** The quiet fall-through. */
const noStockBeat = notAdded(/nothing else around you moves|What it changes|thay đổi được gì|아무것도 움직이지|무엇을 바꿀지|什么都没有动|这会带来什么变化/u, 'no stock "nothing moves / what it changes" beat');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noTease, added(/The cook's voice drops low: “Yes\. The captain came back aboard last night\.”/u, 'the cook answers yes, the clause told back')],
  [noTease, added(/“Three hundred credits\. Not a coin less\.”/u, 'the fixer names a price in the genre coin'), hasOption(/Bargain with the fixer|Pay the price/u, 'the options act on the price')],
  [noTease, notAdded(/Then, quieter/u, '"who else" may be answered with nobody, no name made up')],
  [noTease, added(/Bé Na hạ giọng gần như thì thầm: “Có\. Em thấy một người đứng ngoài cửa sổ\.”/u, 'bé Na answers yes, as "em", with what she saw'), notAdded(/không ai mà tôi biết tên/u, 'no "nobody I can name" for a yes/no question')],
  [noTease, added(/Ông chủ tiệm nghĩ một lúc rồi nói: “(?:Ông Lâm|Chị Thảo|Anh Khải|Bà Huệ)\.” Rồi hạ giọng: “Đừng nói là tôi kể nhé\.”/u, 'the pawnbroker names who brought the watch'), hasOption(/Đi tìm (?:ông Lâm|chị Thảo|anh Khải|bà Huệ)/u, 'the options go to the person named'), notAdded(/Không ai cả/u, 'no "nobody" for who brought it')],
  [noTease, notAdded(/Kỹ sư Hòa còn bao/u, 'no broken person "kỹ sư Hòa còn bao"'), added(/“Còn khoảng một phần ba\./u, 'the engineer says how much oxygen is left')],
  [noTease, notAdded(/서명도 없이|이 글을 읽는 너에게/u, 'a question about a letter is no reading of it'), added(/민재는 잠깐 놀란 얼굴을 하더니 웃으며 말한다\. “응\. 어제 그 편지 읽었어\.”/u, '민재 answers yes, in plain speech, the clause told back')],
  [noTease, added(/“은화 세 닢이에요\. 한 푼도 못 깎아요\.”/u, 'the innkeeper names the price in the story\'s silver'), hasOption(/그 값을 치른다/u, 'the options act on the price')],
  [noTease, added(/“(?:넷|셋|세 명)/u, 'the guard gives a number')],
  [noTease, noStockBeat, added(/卖报的小孩[^：]*：“嗯，今天是1937年。”/u, 'the newspaper boy answers the year yes')],
  [noTease, added(/房东犹豫了一下，说：“(?:周明远|沈秀兰|陆志强|何梅)。”/u, 'the landlady names who left last'), notAdded(/没有谁/u, 'no "nobody" to who left last'), noOption(/问房东昨晚是谁/u, 'the question just asked is not offered again')],
  [noTease, added(/学长愣了一下，笑了：“没有。/u, 'the senior answers no, with a smile')],
];

export const cases: EvalCase[] = (before as unknown as Raw[])
  .map((request, index) =>
    evalCase({
      id: `round14-adv14-b${index + 1}-${request.language}`,
      type: request.type,
      language: request.language,
      input: request.input as unknown as ContentInputs[ContentType],
      facts: [...(factsById[index] ?? [])],
    }),
  )
  .filter((item) => item.facts.length > 0);
