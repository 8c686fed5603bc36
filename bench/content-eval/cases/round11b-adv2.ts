/**
 * Round 11 wave 2 (issue 13) adventure cases: the helper's 12 fresh visitor-written continuations
 * (round11b-adv2.before.json, written before any fix, 3 per language), with the facts a good answer must carry for the
 * wave-2 classes: a purpose clause achieved in its own words with the served person's reaction (a coin pocketed and the
 * gate passed, a light held while the fuse is changed, the map read by torchlight, food shared and the strength back),
 * a question about a person answered about themself (where they grew up, what they want to be, why they went to sea),
 * a thing slipped back noticed or not with the story's danger moving on it, and a chest opened after taking a key.
 * Negative facts: the stock "nothing moves / longer than you think / pressing on it" beats, a question about a person
 * answered as a way to somewhere, a broken "bé Na lớn" or "老船长年轻时" name.
 */
import before from './round11b-adv2.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, noOption, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The stock beats a wave-2 act used to get, in the four languages. */
const noStockBeat = notAdded(
  /nothing else around you moves|what it changes|longer than you think|mọi thứ xung quanh như lặng đi|Việc đó thay đổi được gì|아무것도 움직이지 않는다|事情比你想的长|周围的一切都静了下来|dồn hết sức đè lên|숨소리마저 죽인다/u,
  'no stock "nothing moves / longer than you think / pressing on it" beat',
);
/** A question about a person answered as directions (the wave-1 "place" answer). */
const noDirections = notAdded(/Through there|I'll show you|Để tôi dẫn|Đi, tôi chỉ cho|데려갈게|보여 줄게|我带你去/u, 'the question about them is not answered with directions');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noStockBeat, added(/guard[^.]*(?:pockets|takes)[^]*lets you through before the bells/u, 'the guard takes the coin and lets you through before the bells')],
  [noStockBeat, noDirections, added(/“(?:Far from here|A fishing town)[^”]*,” Marta says/u, 'Marta says where she grew up'), added(/“And you\?”/u, 'one line of character: she asks back')],
  [noStockBeat, added(/Dr\. Hale (?:pats|doesn't notice|doesn't stir)/u, 'Dr. Hale notices or not'), added(/drones[^.]*(?:move on|moves on)/u, 'the drones move on after the act'), noOption(/Try the keycard back here/u, 'no broken "keycard back" option')],
  [noStockBeat, added(/chú Tư thay cầu chì/u, 'chú Tư changes the fuse in the light'), added(/Chú Tư[^.]*“/u, 'chú Tư answers the light held for him')],
  [noStockBeat, noDirections, notAdded(/bé Na lớn/u, 'no broken "bé Na lớn" name'), added(/“[^”]*(?:họa sĩ|cô giáo|biển)[^”]*,” bé Na đáp/u, 'bé Na says what she wants to be, fitting her drawing')],
  [noStockBeat, added(/(?:cái rương|Cái rương)[^.]*mở ra\. Bên trong là/u, 'the chest opens and what is inside is shown')],
  [noStockBeat, added(/민재가 지도를 볼 수 있다/u, '민재 can read the map in the light'), added(/민재가 불빛에[^“]*“/u, '민재 answers the light held for him')],
  [noStockBeat, noDirections, added(/할머니는[^.]*말씀하신다\. “[^”]*(?:어촌|동네|데야)/u, 'the grandmother says where her home town is, with honorific narration')],
  [noStockBeat, added(/경비원은 (?:꿈쩍도|아무것도)/u, 'the dozing guard does not notice'), notAdded(/몸을 한껏 웅크리고/u, 'no stock hiding beat')],
  [noStockBeat, added(/小林[^。]*接过最后一块干粮/u, '小林 takes the last ration'), added(/小林有力气继续走了/u, 'the purpose is achieved in its own words')],
  [noStockBeat, noDirections, notAdded(/老船长年轻时(?:移开|沉默)/u, 'no broken "老船长年轻时" name'), added(/老船长沉默了一会儿：“[^”]*出海/u, 'the old captain answers why he went to sea')],
  [noStockBeat, added(/林博士(?:什么也没察觉|又摸了摸|一动不动)/u, 'Dr. Lin notices or not'), added(/无人机[^。]*(?:移开|过去)/u, 'the drone moves on after the act')],
];

export const cases: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round11b-adv2-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);
