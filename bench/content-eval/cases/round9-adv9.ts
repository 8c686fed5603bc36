/**
 * Round 9 (issue 13) adventure-continue cases: the helper's own fresh requests, written before any fix
 * (round9-adv9.before.json, 16 requests, 4 per language), each a free-text action whose verb no reader knew (sew the
 * sail, lock the door, tear the map, bury the beacon, burn the letter, swallow the chip, cover the mirror, cut the
 * rope, tape the window…). The facts are what a good answer must carry and the failure classes it must not show:
 * the action's own effect is told (it holds, it is gone, no one could tell), the story's companion and danger stay,
 * no stock line ("You do it as calmly as you can"), no pasted fragment ("绳子割断还紧紧在你怀里", "Bạn tới được cho bé Na"),
 * no trail invented from a side clause, no option that reuses what was just destroyed. The second fresh set
 * (round9-adv9.after.json, 8 requests) was run and scored once and is kept as a record; it is not wired here.
 */
import before from './round9-adv9.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, noOption } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }
const not = (pattern: RegExp, label: string): EvalFact => ({ label, check: (text) => !pattern.test(text) });

/** The stock lines of the old fall-through, which tell nothing of the action. */
const noStock = not(/as calmly as you can|before you can change your mind|wait to see what it changes|Bạn cố làm thật bình tĩnh|trước khi kịp đổi ý|nín thở chờ xem|마음이 바뀌기 전에|최대한 침착하게|무엇이 달라지는지 숨죽여|说做就做|尽量镇定地做完|看接下来会有什么变化/u, 'no stock line in place of the action');
/** A trail of footprints or scratches: the stock follow beat. */
const noStockTrail = not(/footprints|scratches|trail stops|dấu chân|발자국|긁힌 자국|脚印|抓痕/u, 'no stock trail');

const raw = before as unknown as Raw[];
const factsById: ReadonlyArray<readonly EvalFact[]> = [
  // before 1–16
  [noStock, added(/holds/u, 'the mended sail holds'), added(/brig/u, 'the brig is still in play'), noOption(/Ask around about the cut/u, 'no "ask around about the cut"')],
  [noStock, added(/holds/u, 'the locked door holds'), added(/Jess/u, 'Jess stays in the scene'), added(/out there|porch/u, 'the thing outside is still there')],
  [noStock, added(/no (?:undoing|taking it back)/u, 'the burned map is gone for good'), not(/The half works/u, 'no "the half works"'), noOption(/Buy the map/u, 'no buying the map just burned')],
  [noStockTrail, added(/ships/u, 'the ships are still coming'), added(/Anaya/u, 'Dr. Anaya stays'), not(/\b(?:us|I|my)\b/u, 'no first person echoed')],
  [not(/tới được cho/u, 'no "tới được cho bé Na"'), added(/bé Na/iu, 'bé Na stays in the scene'), added(/tiếng cào|xác sống/u, 'the zombies are still there')],
  [noStock, added(/không còn đường quay lại|không thể làm lại/u, 'the burned letter is gone for good')],
  [not(/tới được bàn/u, 'putting the crane on the desk is no trip'), added(/Quân/u, 'Quân reacts'), noOption(/Nấp một chỗ/u, 'no stock hiding option in a romance')],
  [noStock, added(/Tí Nị/u, 'Tí Nị stays'), added(/an ninh/u, 'the guards are still there')],
  [not(/걸음을 옮긴다|미행/u, 'no walking away or tail in a classroom'), noOption(/미행|찾으러 돌아간다/u, 'no tail or coming back for the note')],
  [not(/‘거울에 수건을 덮어’/u, 'the choice is told, not quoted'), added(/수아/u, 'Sua stays in the scene'), added(/소리/u, 'the dripping sound is still there')],
  [noStock, added(/버틴다/u, 'the tied staff holds'), added(/카이/u, 'Kai stays'), added(/불도마뱀/u, 'the fire salamander is still there')],
  [noStock, added(/되돌릴/u, 'the burned page is gone for good')],
  [not(/绳子割断还/u, 'no "绳子割断还紧紧在你怀里"'), added(/够不着|追不回来/u, 'the boat drifts out of reach')],
  [not(/窗户封死还紧紧在你怀里/u, 'no "窗户封死" held'), noOption(/看看窗户封死/u, 'no looking at "窗户封死"'), added(/丧尸/u, 'the zombies are still there')],
  [not(/不该在那里的影子/u, 'no stock shadow in the photos'), added(/说话声|声音/u, 'the voices coming closer stay in play')],
  [added(/他接住|抬头/u, 'he reacts to the paper plane'), not(/给他还/u, 'no "给他" as a thing')],
];

export const cases: EvalCase[] = raw.map((request, index) =>
  evalCase({
    id: `round9-adv9-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);
