/**
 * Round 11 (issue 13) adventure cases: the helper's 16 fresh visitor-written continuations (round11-adv.before.json,
 * written before any fix, 4 per language), with the facts a good answer must carry for the classes of the round-11
 * read: the act's effect on its object (open X to see Y shows Y and names a name; something drawn or written draws the
 * story person's reaction; a thing fixed works and says what that makes possible; something handed back is taken by
 * the one missing it), a named person asked for a way out names one in the tone of the danger, standing in for someone
 * plays their part, and following a guide into a place reaches that place with the guide going on. Negative facts: the
 * stock "it is done / nothing moves / it's longer than you think" beats, a "use it right away" option, a stock drop.
 */
import before from './round11-adv.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, noOption, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The stock beats of the round-11 read, in the four languages. */
const noStockBeat = notAdded(
  /what it changes|it is done; see|nothing moves|longer than you think|What it changes, the next moment|그게 무엇을 바꿀지|이제 어떻게 될지 지켜볼|事情比你想的长|Thứ bên trong đã biến mất|Whatever was inside is gone|一样东西掉在你脚边|Không phải mình bạn hỏi/u,
  'no stock "it is done / nothing moves / longer than you think" beat',
);

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noStockBeat, added(/music box comes open\. Inside is/u, 'the music box is opened and what rattled is named'), notAdded(/outline is still warm/u, 'no empty box contradicting the rattle')],
  [noStockBeat, added(/Tomas[^.]*(?:points|answers)[^]*(?:higher ground|road|back way)/u, 'old Tomas names a way out of the marsh'), notAdded(/I saw who was near/u, 'no broken stock answer')],
  [noStockBeat, added(/sea cave is cold and dim[^]*parrot keeps going/u, 'the sea cave is reached and the parrot goes on'), noOption(/Go in after the parrot/u, 'no door option the beat never showed')],
  [noStockBeat, added(/Mina (?:notices|picks it up)[^]*Mina reads it/u, 'Mina reads what you wrote and answers'), noOption(/Check whether it changed anything/u, 'no "check whether it changed anything"')],
  [noStockBeat, added(/Chú Bảy[^“]*“Có lối sau/u, 'chú Bảy names a way out'), added(/đáp ngay|gấp/u, 'in the tone of the danger')],
  [noStockBeat, added(/quạt trần[^.]*quay đều trở lại/u, 'the fan works again'), notAdded(/quạt trần cho cả lớp cũng hoạt động/u, 'no pasted "cho cả lớp" fragment')],
  [noStockBeat, added(/Con hẻm hẹp và vắng[^]*con mèo đen vẫn đi trước|Con hẻm hẹp và vắng[^]*Con mèo đen vẫn đi trước/u, 'the alley is reached and the cat goes on'), notAdded(/lách qua một cánh cửa/u, 'no stock door')],
  [noStockBeat, added(/cuốn sổ mở ra, và cái tên nằm ngay đó[^:]*: \p{Lu}/iu, 'the last signature is a name')],
  [noStockBeat, added(/지호 자리에 서서 발표를/u, 'you give 지호\'s presentation'), added(/박수/u, 'the room answers the part played')],
  [noStockBeat, added(/가방을 열자 안에 든 것이 보인다\. 휴대폰/u, 'the buzzing phone is found in the bag'), notAdded(/편지 뭉치/u, 'no stock bundle of letters')],
  [noStockBeat, added(/동굴 안은 서늘하고[^]*반딧불이는 앞서서/u, 'the cave is reached and the firefly goes on'), notAdded(/이끈 소리는 그쳤다/u, 'the story\'s sound is not declared stopped')],
  [noStockBeat, added(/서연이[^.]*받아 든다[^]*서연이는 그림을/u, '서연 takes the drawing and answers it'), noOption(/바로 써 본다/u, 'no "use it right away" option')],
  [noStockBeat, added(/王叔[^“]*“有后路/u, '王叔 names another exit'), notAdded(/保安还/u, 'the guard is not the danger')],
  [noStockBeat, added(/山洞里又冷又暗[^]*白狐在前面/u, 'the cave is reached and the fox goes on')],
  [noStockBeat, added(/那个女生抬起头，看见你手里的钱包/u, 'the girl takes back her wallet'), notAdded(/手里的捡到的/u, 'no "捡到的" fragment on the wallet')],
  [noStockBeat, added(/无线电终于[^]*现在可以呼救了/u, 'the radio works and help can be called'), noOption(/马上试试那台坏掉的无线电/u, 'the fixed radio is no longer "broken"')],
];

export const cases: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round11-adv-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);
