/**
 * Round 7 (issue 13) adventure cases: the helper's own fresh requests, written before any fix (round7-adv7.before.json,
 * 16 requests, 4 per language, adventure-start included) and a second fresh set never tuned on (round7-adv7.after.json,
 * 8 requests; round7-adv7.after2.json, 8 more written and scored once at the end), with the facts a good answer must carry and negative facts for the classes of the sixth blind read: the
 * action's own verb and object happen with a consequence that follows (the key reaches the lockers, the notebook handed
 * back is taken, the antenna works, the photos are looked at), never a stock twist (footsteps that stop, a silence worse
 * than noise, a rival for the object); no option the action made stale; no pronoun as a story object; an opening with no
 * "follow the sound" unless it had one, no sea serpent flying a flag, no "your heart already knows" filler.
 */
import before from './round7-adv7.before.json' with { type: 'json' };
import after from './round7-adv7.after.json' with { type: 'json' };
import after2 from './round7-adv7.after2.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { afterRetell, added, noOption } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The stock twists of read 6, in the four languages. */
const noStockTwist: EvalFact = {
  label: 'no stock twist (footsteps that stop, a silence worse than noise, a rival for the object)',
  check: not(/footsteps stop|worse than any noise|not the only one who came for|tiếng bước chân dừng lại|đáng sợ hơn bất kỳ|không phải người duy nhất|발소리가 멈춘다|어떤 소리보다 더 무섭다|당신 혼자가 아니라는|脚步声停了下来|比任何声音都可怕|不只你一个/u),
};
/** An opening's filler of read 6. */
const noOpeningFiller: EvalFact = { label: 'no "your heart already knows" filler', check: not(/heart already knows|trái tim bạn đã biết|심장이 답을 알고|你的心早已知道/u) };
const numbered: EvalFact = { label: 'the opening ends with numbered choices', check: /\n1\. .+\n2\. .+\n3\. /u };

const raw = [...(before as unknown as Raw[]), ...(after as unknown as Raw[]), ...(after2 as unknown as Raw[])];
const factsById: ReadonlyArray<readonly EvalFact[]> = [
  // before 1–16
  [noStockTwist, added(/reach|lockers/iu, 'the key reaches the lockers'), noOption(/Ask around about the music box/u, 'no ask-around about the music box')],
  [noStockTwist, { label: 'no rival for the burnt-out bus', check: not(/came for the burnt-out bus/u) }],
  [noStockTwist, { label: 'the counter-spell is cast, not read as a page', check: (t) => !/One detail is not/u.test(t) && /words|circle/iu.test(afterRetell(t)) }],
  [numbered, noOpeningFiller, { label: 'no sea serpent flying a flag', check: not(/serpent, flying/u) }, noOption(/Follow the sound you just heard/u, 'no "follow the sound" without a sound')],
  [noStockTwist, added(/địa chỉ/u, 'the address is reached'), { label: 'following an address is no trail of footprints', check: not(/dấu chân|Dấu vết/u) }],
  [noStockTwist, added(/ảnh|chụp|tấm/u, 'the photos are looked at')],
  [noStockTwist, added(/nhận/u, 'he takes the notebook back'), { label: 'the notebook is not "still in your hand"', check: not(/vẫn ở trong tay bạn/u) }, noOption(/Xem kỹ lại cuốn sổ/u, 'no option to look at the notebook just handed back')],
  [numbered, noOpeningFiller, { label: 'no stopped phone and a class chat lighting it up', check: not(/điện thoại trong túi đã đứng im/u) }],
  [noStockTwist, added(/안테나/u, 'the antenna is fixed'), noOption(/구조 요청을 다시 자세히/u, 'no "look closely at the rescue call" option')],
  [noStockTwist, noOption(/답안지를 사진으로 찍는다|이쪽에 대해/u, 'no photographing the sheet just handed in, no "이쪽" as an object')],
  [noStockTwist, added(/선장실/u, 'the captain’s cabin is reached'), { label: 'no "대로 선장실"', check: not(/대로 선장실에/u) }],
  [noStockTwist, { label: 'no corridor doors for a hacked drone', check: not(/복도를 따라/u) }, noOption(/당신에 대해|화면의 메시지/u, 'no "당신" as an object, no screen message')],
  [noStockTwist, added(/楼下/u, 'downstairs is reached')],
  [noStockTwist, added(/机器人/u, 'the robot takes the biscuit')],
  [noStockTwist, added(/教室/u, 'out of the classroom'), noOption(/举手答到/u, 'no answering the roll call after slipping out')],
  [numbered, noOpeningFiller, { label: 'the companion is not named twice in a row', check: not(/带着无人机的街头少年[^。]*。带着无人机的街头少年/u) }],
  // after 1–8
  [noStockTwist, added(/bridge/u, 'the bridge is reached')],
  [noStockTwist, added(/\bShe\b|she/u, 'she takes the number'), noOption(/Ask around about/u, 'no ask-around option')],
  [noStockTwist, added(/sân thượng/u, 'the rooftop is reached')],
  [noStockTwist, { label: 'taping the latch is no photo', check: not(/vừa chụp/u) }],
  [noStockTwist, added(/우물 안/u, 'inside the well'), { label: 'no "안으에"', check: not(/안으에/u) }],
  [noStockTwist, added(/“/u, 'the office answers the call')],
  [noStockTwist, added(/算命先生/u, 'the fortune teller is found')],
  [noStockTwist, added(/转学生/u, 'the transfer student takes the umbrella'), noOption(/一起撑伞/u, 'no sharing the umbrella just lent')],
  // after2 1–8 (scored once, before any change made for them)
  [noStockTwist, added(/campfire|camp/iu, 'the campfire is reached and who camps there is told')],
  [noStockTwist, added(/Mia|teacher/u, 'Mia or the teacher reacts to the page handed back')],
  [noStockTwist, added(/cáo/u, 'the fox is freed and answers')],
  [noStockTwist, { label: 'a patched hole is sealed, it does not "work again"', check: not(/lỗ thủng trên thân tàu cũng hoạt động lại/u) }],
  [noStockTwist, added(/목도리|“/u, 'the question about the scarf is answered')],
  [noStockTwist, noOption(/비명을 다시/u, 'no "look closely at the scream" option')],
  [noStockTwist, added(/电影院/u, 'the cinema is reached'), { label: 'no stock dropped-item beat', check: not(/一样东西掉在你脚边/u) }],
  [noStockTwist, added(/拍到|视频|画面/u, 'the video is looked at')],
];

export const cases: EvalCase[] = raw.map((request, index) =>
  evalCase({
    id: `round7-adv7-${index < 16 ? `b${index + 1}` : index < 24 ? `a${index - 15}` : `c${index - 23}`}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);
