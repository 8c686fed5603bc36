/**
 * Round 9c (issue 13) adventure-continue cases: the helper's third set of fresh requests, written before the fixes of
 * this pass (round9c-adv9.before.json, 8 requests, 2 per language, free text and numbered choices). The facts are what a
 * good answer must carry and the failure classes it must not show, now that a stock reader answers only when its verb is
 * the choice's main verb: a recorder switched off and hidden is hidden, nothing is played back; a note left in someone's
 * book or desk is left for them (no stranger finds it, no number answers); a camera card hidden in a shoe goes with the
 * player (no going back for it, no photo result); snapping a staff or breaking a cross is breaking it; a person named
 * after a place ("Ở dưới nhà, anh Phúc", "楼下的阿杰") is there, not beside you; nothing spent is offered again (日记本 as
 * 日记, 录音笔 as 录音). The untuned set (round9c-adv9.after.json) was run and scored once and is kept as a record; it is
 * not wired here.
 */
import before from './round9c-adv9.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, notAdded, noOption } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The stock recording result (a frame, a playback) and the stock drop (a stranger finds it, hide nearby and watch). */
const noPlayback = notAdded(/play it back|frame|tấm ảnh|장면을 다시|拍到的东西|回放到一半|照片/u, 'no recording played back');
const noStrangerFinds = { label: 'no stranger finds it', check: (t: string) => !/who finds it|Người tìm thấy nó|ai tìm thấy nó|누가 발견하는지|看谁会发现它|下一个来的人/u.test(t) } satisfies EvalFact;

const raw = before as unknown as Raw[];
const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noPlayback, added(/patrol/u, 'the patrol is still there'), added(/Ama/u, 'Ama is in the beat'), notAdded(/Ama (?:stays|watches|is right|grabs)|beside you/u, 'Ama in the engine bay is not beside you')],
  [added(/Theo/u, 'Theo is in the beat'), added(/found|Theo (?:looks|is quiet)/u, 'the note waits for Theo'), notAdded(/answers at once|goes still/u, 'no call answered, no stock stillness'), noStrangerFinds],
  [added(/Phúc/u, 'Phúc is in the beat'), notAdded(/Qua cửa sổ|Anh Phúc vẫn ở ngay cạnh|cạnh bạn/u, 'no "qua cửa sổ" used as a thing, Phúc downstairs is not beside you'), noOption(/Giấu cây thánh giá/u, 'no hiding the cross just broken')],
  [added(/Vy/u, 'Vy is in the beat'), noStrangerFinds, noOption(/Đưa thư|Xé bức thư/u, 'no option with the letter just left')],
  [notAdded(/찾으러|미행/u, 'no going back for the card hidden in the shoe'), added(/한 씨/u, 'Han on the phone is in the beat'), noOption(/찾으러 돌아간다|미행/u, 'no option to come back for it')],
  [added(/하린/u, 'Harin is in the beat'), notAdded(/아무것도 움직이지 않는다|숨을 죽인/u, 'breaking the staff is no stock stillness'), noOption(/지팡이를 봉인함/u, 'no sealing the staff just broken')],
  [noPlayback, added(/阿杰/u, 'A-Jie is in the beat'), notAdded(/阿杰(?:就在|一直在你身边)/u, 'A-Jie downstairs is not beside you'), noOption(/录音/u, 'no option with the recorder just hidden')],
  [noStrangerFinds, notAdded(/松开手|已经不在你手里/u, 'putting it back is no drop')],
];

export const cases: EvalCase[] = raw.map((request, index) =>
  evalCase({
    id: `round9c-adv9-c${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);
