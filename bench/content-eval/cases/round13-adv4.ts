/**
 * Round 13 (issue 13) adventure cases: the helper's 16 fresh visitor-written continuations (round13-adv4.before.json,
 * written before any fix, 4 per language), with the facts a good answer must carry for the round-13 classes: a WH
 * question put to a person of the story (when, why, who, where) is answered in its own form from the story's facts, the
 * person read whole, with a tell; an act of care done to a creature or a person (a wound treated, a thing handed or put
 * around them) gets the reaction their state calls for, and options that follow it. Negative facts: the act shapes'
 * stock answers ("I didn't see a face", "Because I wanted to", "sit down, it's longer than you think", a way pointed to a
 * where-question), the stock "what it changes" beat, a question quoted back as speech, a broken option fragment.
 */
import before from './round13-adv4.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, noOption, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The stock beats an act used to get. */
const noStockBeat = notAdded(/nothing else around you moves|everything around you goes still|What it changes|mọi thứ xung quanh như lặng đi|thay đổi được gì|숨을 죽인 듯|무엇을 바꿀지|周围的一切都静了下来|这会带来什么变化/u, 'no stock "nothing moves / what it changes" beat');
/** The act shapes' stock answers to a question. */
const noStockAnswer = notAdded(/I didn't see a face|Because I wanted to|longer than you think|Before midnight|Tôi không thấy mặt|Vì mình muốn thế|Chuyện dài hơn|얼굴은 못 봤어|그러고 싶었어|생각보다 긴 얘기|没看清脸|因为我想这么做|事情比你想的长/u, 'no stock answer to the question');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noStockAnswer, added(/“Nobody\. Nobody I can name,” Mrs\. Pell says/u, 'Mrs. Pell answers the who-question with nobody')],
  [noStockBeat, added(/The wolf flinches/u, 'the wounded wolf flinches'), added(/lets you\. The bleeding eases/u, 'then lets the paw be bound')],
  [noStockAnswer, notAdded(/Nobody answers|No one answers/u, 'Eli answers'), added(/Eli's voice drops\. “Because of what's in the boathouse/u, 'Eli gives a reason tied to the boathouse')],
  [noStockBeat, added(/The cadet hesitates, then takes your spare oxygen mask/u, 'the scared cadet takes the mask')],
  [noStockAnswer, notAdded(/Lối kia|chỉ tay/u, 'no way pointed to a where-question'), added(/“Ở [^”]+,” bà Tư đáp\./u, 'bà Tư says where she was'), added(/hơi nhanh quá/u, 'a tell that it is not the whole truth (her hands shake)')],
  [noStockBeat, notAdded(/Bạn tới cánh/u, 'no trip to the wing'), added(/Con chim phượng giật mình co lại/u, 'the wounded phoenix flinches'), added(/Máu chậm dần lại/u, 'the bleeding slows')],
  [noStockAnswer, added(/Minh nhìn xuống đất\. “Vì /u, 'Minh gives a reason')],
  [noStockBeat, added(/Cô bé ngần ngừ một giây, rồi đưa cả hai tay ra nhận chai nước/u, 'the shaking girl takes the water'), noOption(/giấu chiếc xe buýt đêm dừng/u, 'no broken option fragment')],
  [noStockAnswer, added(/경비 아저씨가 말한다\. “[^”]*시/u, 'the guard answers with a time'), added(/대답이 너무 빨리 나온다/u, 'a tell (he is wiping sweat)')],
  [noStockBeat, added(/사슴이 움찔한다/u, 'the deer flinches'), added(/피가 조금씩 멎는다/u, 'the bleeding slows')],
  [noStockAnswer, added(/지호는 한참 말이 없다가 입을 연다\. “너라서\./u, '지호 gives a reason about the two of them')],
  [noStockAnswer, added(/“아무도 없어요/u, 'grandmother answers the who-question with nobody'), added(/눈길이 2층 쪽으로 간다/u, 'her glance goes to the floor with the footsteps')],
  [noStockAnswer, notAdded(/“问老陈/u, 'the question is not quoted as speech'), added(/“在门卫室，一直在门卫室。”老陈说。/u, '老陈 answers with the place he claimed'), added(/答得太快了/u, 'a tell (he keeps tapping the table)')],
  [noStockBeat, added(/小狐狸猛地一缩/u, 'the fox flinches'), added(/任你处理。血一点点止住了/u, 'then lets the leg be bound')],
  [noStockAnswer, added(/同桌小林沉默了好一会儿：“因为/u, '小林 gives a reason')],
  [noStockBeat, added(/小男孩犹豫了一下，把外套紧紧裹在身上/u, 'the shaking boy pulls the coat around him'), notAdded(/一直的动静|盯紧一直/u, 'no broken fragment')],
];

export const cases: EvalCase[] = (before as unknown as Raw[])
  .map((request, index) =>
    evalCase({
      id: `round13-adv4-b${index + 1}-${request.language}`,
      type: request.type,
      language: request.language,
      input: request.input as unknown as ContentInputs[ContentType],
      facts: [...(factsById[index] ?? [])],
    }),
  )
  .filter((item) => item.facts.length > 0);
