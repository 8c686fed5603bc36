/**
 * Round 8 (issue 13) adventure-continue cases: the helper's own fresh requests, written before any fix
 * (round8-adv8.before.json, 16 requests, 4 per language), with the facts a good answer must carry and negative facts
 * for the classes of the seventh blind read. The second fresh set (round8-adv8.after.json, 8 requests) was run and
 * scored once and is kept as a record for the next round; it is not wired here (most of it fails, and it was not tuned on).
 * The classes:
 * the scene's own nouns stay (the lantern, the fourth floor, the drum, the bell, the ticket, the young man); a sound or
 * a light is followed or answered, never picked up, and gets no footprint trail; every step of a compound action is
 * told (the bell given and the favour asked, the umbrella handed over and the cocoa bought); no option undoes or
 * repeats the action; no broken fragment ("주워 지우", "마를", "来到了火车站打听", "Nó mở ra").
 */
import before from './round8-adv8.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, noOption } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }
const not = (pattern: RegExp, label: string): EvalFact => ({ label, check: (text) => !pattern.test(text) });

/** A trail of footprints or scratches, or a warm lamp in an empty room: the stock follow beat of read 7. */
const noStockTrail = not(/footprints|lamp is still warm|dấu chân|chiếc ghế quay|발자국|긁힌 자국|脚印|抓痕/u, 'no stock trail (footprints, scratches, a warm lamp)');

const raw = before as unknown as Raw[];
const factsById: ReadonlyArray<readonly EvalFact[]> = [
  // before 1–16
  [added(/lantern/iu, 'the red lantern is reached'), noStockTrail, noOption(/\b(?:take|grab|pick up) the (?:red )?lantern/iu, 'no option to take the lantern')],
  [added(/dragon takes the silver bell/u, 'the dragon takes the bell'), added(/“/u, 'the favour is answered'), noOption(/Ring the silver bell/u, 'no ringing the bell just given away')],
  [added(/fourth floor/u, 'the fourth floor is reached'), added(/voice/iu, 'the voice is met'), noStockTrail],
  [added(/crew/iu, 'the crew seals the bay'), added(/hull/iu, 'the hull is checked')],
  [added(/Minh/u, 'Minh comes along'), added(/bài hát/u, 'the song plays there'), not(/Nó mở ra/u, 'playing a song is no opening')],
  [added(/1975/u, 'the year is answered'), added(/[Đđ]iện thoại/u, 'the phone is hidden')],
  [added(/tiếng trống/u, 'the drum is followed'), added(/hang/u, 'the cave is reached'), noStockTrail],
  [added(/Hùng nhận lấy/u, 'Hùng takes the knife'), added(/[Xx]e máy/u, 'the motorbike is there'), noOption(/Xuống tầng hầm lấy xe máy/u, 'no going down for the motorbike again')],
  [not(/주워 지우[는은이가]/u, 'no "주워 지우" as a person'), added(/지우/u, 'Jiwoo takes the photo')],
  [added(/노랫소리/u, 'the singing is located'), not(/누가 알기 전에/u, 'no overheard money talk')],
  [added(/부탁대로|“/u, 'the dokkaebi answers the request'), noOption(/(?<![가-힣])마를/u, 'no "마" cut from 마을')],
  [added(/드론/u, 'the drone is hacked'), added(/통로/u, 'the passage is reached'), noOption(/서치라이트를 숨길/u, 'no hiding a searchlight')],
  [added(/打听/u, 'asking around at the station'), added(/火车票/u, 'the ticket is asked about'), not(/来到了火车站打听/u, 'no "来到了火车站打听"')],
  [added(/接过了伞/u, 'she takes the umbrella'), added(/热可可/u, 'the cocoa is bought'), not(/找到有两杯/u, 'no rare-item hunt for cocoa'), noOption(/一起撑伞/u, 'no sharing the umbrella just given')],
  [added(/铃声/u, 'the bell is followed'), noStockTrail],
  [added(/怀表/u, 'the watch is hidden'), added(/茶馆/u, 'the teahouse is reached'), added(/年轻人/u, 'the young man is there')],
];

export const cases: EvalCase[] = raw.map((request, index) =>
  evalCase({
    id: `round8-adv8-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);
