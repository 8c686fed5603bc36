/**
 * Round 13 (issue 13) adventure cases, second helper (adv5): the 12 fresh visitor-written continuations in
 * round13-adv5.before.json (written before any fix, 3 per language), with the facts a good answer must carry: a source
 * question (how do you know, where did you learn) is answered with a teller or a teacher, never a place; a when-question
 * gets a day or "soon, not settled", never a made-up clock hour; an honorific ask (여쭤본다) is answered; a receiver with
 * a long modifier is read whole and takes the thing; an act no reader knew has its own object react by the verb's class.
 * Negative facts: the stock "nothing moves / what it changes" beat, a place or an hour for the wrong form, broken echoes
 * ("the librarian how", "읽어가", "누군에게"), a chest moved read as leaving.
 */
import before from './round13-adv5.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, noOption, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The stock beats an act used to get. */
const noStockBeat = notAdded(/nothing else around you moves|everything around you goes still|What it changes|mọi thứ xung quanh như lặng đi|chẳng có gì động đậy|thay đổi được gì|숨을 죽인 듯|아무것도 움직이지|무엇을 바꿀지|周围的一切都静了下来|什么都没有动|这会带来什么变化/u, 'no stock "nothing moves / what it changes" beat');
/** A made-up clock hour for a question that asked none. */
const noMadeHour = notAdded(/Around ten|Khoảng mười giờ|열 시쯤|十点左右/u, 'no made-up clock hour');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [notAdded(/librarian how/u, 'no "librarian how" echo'), added(/The librarian hesitates\. “Someone told me/u, 'the librarian says who told her')],
  [added(/The rusted chest comes open/u, 'the chest opens')],
  [noStockBeat, added(/The woman hesitates, then takes the water bottle/u, 'the limping woman takes the bottle')],
  [notAdded(/Ở cửa chứ đâu/u, 'no place for a where-did-you-learn question'), added(/Minh cười nhẹ\. “Hồi nhỏ có người dạy/u, 'Minh says someone taught him')],
  [notAdded(/Bạn ra khỏi tường/u, 'the cupboard pulled out is no leaving'), added(/Cái tủ gỗ rít lên ken két/u, 'the wooden cupboard scrapes as it moves'), added(/tiếng cào vẫn chưa dứt/u, 'the scratching is still there')],
  [added(/Đứa bé ngần ngừ một giây, rồi đưa cả hai tay ra nhận bánh/u, 'the huddled child takes the bread')],
  // Round 14: "who lived here last" is answered with a name (and a time), no longer "nobody"; the honorifics stay.
  [added(/관리인 할머니는 잠시 생각하더니 말씀하신다\. “[^”]+씨예요/u, 'the caretaker grandmother answers with honorifics and a name'), notAdded(/아무도 없어요/u, 'no "nobody" to a who-lived-here-last question')],
  [noMadeHour, added(/수아가 말한다\. “곧이요/u, 'Sua says soon')],
  [notAdded(/읽어가|누군에게/u, 'no broken echo'), added(/낡은 일기장을 열자 종이 한 장이 나온다/u, 'the diary opened gives written words')],
  [added(/老铁匠迟疑了一下：“有人告诉过我/u, 'the smith says who told him'), noOption(/问老铁匠后来发生了什么/u, 'no "what happened after" option for a source question')],
  [noStockBeat, added(/煤油灯噗地亮了起来/u, 'the oil lamp lights')],
  [added(/接过雨伞/u, 'the transfer student takes the umbrella')],
];

export const cases: EvalCase[] = (before as unknown as Raw[])
  .map((request, index) =>
    evalCase({
      id: `round13-adv5-b${index + 1}-${request.language}`,
      type: request.type,
      language: request.language,
      input: request.input as unknown as ContentInputs[ContentType],
      facts: [...(factsById[index] ?? [])],
    }),
  )
  .filter((item) => item.facts.length > 0);
