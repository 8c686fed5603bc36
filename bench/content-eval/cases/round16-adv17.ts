/**
 * Round 16 of issue 13 (helper adv17), adventure-continue: the 32 fresh visitor requests written before any change
 * (round16-adv17.before.json, eight per language) and held-out requests for each path fixed. Positive facts check what a
 * good answer carries: a question put to a person answered in its own form (a meaning, the words said, what is out there,
 * what they want, how, a yes), by the person the story names; a look that finds something where it looked (more of the
 * story's own trace, or what someone holds); a call into a place the story says is empty meeting no one. Negative facts
 * catch the general paths that answered these wrongly: the teases of the talk fall-through, the nothing-moves beat, a
 * question said to the air, someone answering from an empty room, a gap opened as a box, an ask read as burying.
 */
import before from './round16-adv17.before.json' with { type: 'json' };
import type { AdventureTheme, ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The general paths this round fixed, by what they wrote. */
const noDodge = notAdded(/You really want to know|Thật sự muốn biết à|정말 알고 싶어요|你真想知道|I know more about|nhiều hơn tôi nói|That's a longer answer|nothing else around you moves|아무것도 움직이지 않는다|Không ai trả lời|你压低声音问|来了来了|문틈으로를|아무도 모를 것이다|You won't like the answer|듣고 싶지 않을 거예요/u, 'no tease, no nothing-moves beat, no question to the air, no one answering an empty room, no box opened of a gap');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noDodge, added(/another wet footprint/u, 'the look under the bed finds another wet footprint')],
  [noDodge, added(/seen it with my own eyes/u, 'the old woman says how she knows')],
  [noDodge, added(/“A couple of hours ago/u, 'Okafor gives a time')],
  [noDodge, added(/“Because of/u, 'Mr Bell gives a reason')],
  [noDodge, added(/Nobody answers|a single knock/u, 'the call is met by the place')],
  [noDodge, added(/“It's a warning\. It means/u, 'the parrot says what it means')],
  [noDodge, added(/“Yes\./u, 'Jun answers yes')],
  [noDodge],
  [noDodge, added(/một tiếng gõ/u, 'the shadow at the door answers with a knock')],
  [],
  [noDodge, added(/“Ở nhà/u, 'Nam gives a place')],
  [noDodge],
  [noDodge, added(/Linh đáp: “Chỉ mấy chữ/u, 'Linh tells what the voice says')],
  [noDodge, added(/Mai lắc đầu/u, 'Mai answers'), notAdded(/Ai làm cậu buồn (?:ngẩng|lắc)/u, 'the question is no person')],
  [],
  [noDodge, added(/Tiếng gõ/u, 'the knocking answers')],
  [noDodge, added(/“아무도 없냐\?”/u, 'the call is said as asked')],
  [noDodge, added(/밤에만 나오는 거요/u, 'the fox tells what is out there'), notAdded(/은화요/u, 'no coins for "what is outside"')],
  [noDodge, added(/열한 시/u, 'Jiho gives a time')],
  [noDodge],
  [noDodge, added(/하나 박사는/u, 'Dr Hana answers')],
  [noDodge, added(/민재는/u, 'Minjae answers')],
  [noDodge, added(/때문이에요/u, 'the captain gives a reason')],
  [noDodge, added(/접힌 종이/u, 'the look at the mirror finds something')],
  [noDodge],
  [noDodge, added(/以前有见过石像说话/u, 'the young Taoist answers yes')],
  [noDodge, added(/十一点/u, 'Aunt Wang gives a time')],
  [noDodge, added(/表哥直说了/u, 'the cousin tells how'), notAdded(/表哥这伤/u, 'the wound is no person')],
  [noDodge, added(/没有人回答/u, 'the call is met by the place')],
  [noDodge, added(/这里确实只有你一个人/u, 'nobody in the empty classroom')],
  [noDodge, added(/很久了/u, 'the first mate gives a duration')],
  [noDodge, added(/用深色布包着的小东西/u, 'the look finds what the hooded man holds')],
];

const fromBefore: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round16-adv17-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);

const adventure = (id: string, language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id: `round16-adv17-h-${id}`, type: 'adventure-continue', language, input: { input: theme, currentStory, choice }, facts: [noDodge, ...facts] });

/** Held-out requests (none in the before-set; the unit tests hold others). */
const heldOut: EvalCase[] = [
  adventure('tattoo-en', 'en', 'pirate', 'An old sailor mends a net on the dock. On his forearm is a tattoo of an anchor with a crossed-out eye.\n1. Ask for a ship\n2. Walk on', 'ask the old sailor what the tattoo means', [added(/“It's a warning\. It means/u, 'the sailor says what it means')]),
  adventure('sofa-en', 'en', 'horror', 'The cabin is cold. Muddy footprints lead from the door to the sofa, then stop. Your sister Kim is upstairs.\n1. Call Kim\n2. Lock the door', 'peek under the sofa', [added(/another muddy footprint/u, 'the peek finds another footprint'), notAdded(/facing the door/u, 'no stock figure by a door')]),
  adventure('lift-en', 'en', 'horror', 'The lift doors open on the ninth floor. The car is empty, but the mirror is fogged as if someone just breathed on it.\n1. Step in\n2. Take the stairs', 'I shout hello, anyone in here?', [added(/no one here but you/u, 'nobody answers in the empty lift')]),
  adventure('banyan-vi', 'vi', 'fantasy', "Ông lão giữ cổng làng đưa bạn một ngọn đuốc: 'Qua khỏi cây đa thì đừng quay đầu lại.'\n1. Đi tiếp\n2. Hỏi đường khác", 'hỏi ông lão bên kia cây đa có gì', [added(/chỉ ra ngoài vào ban đêm/u, 'the old man tells what is beyond'), notAdded(/chìa khóa đồng/u, 'no key for "what is beyond"')]),
  adventure('bed-vi', 'vi', 'horror', 'Phòng khách nhà nghỉ lạnh ngắt. Có mấy dấu chân ướt kéo từ cửa tới gầm giường rồi mất hút.\n1. Gọi lễ tân\n2. Khóa cửa', 'cúi xuống nhìn dưới gầm giường', [added(/thêm một dấu chân ướt/u, 'the look finds another wet footprint')]),
  adventure('pawn-ko', 'ko', 'mystery', '골목 끝 전당포 주인이 당신이 맡긴 시계를 돌려주지 않는다. 주인은 카운터 뒤에서 담배만 피운다.\n1. 경찰을 부른다\n2. 돈을 더 낸다', '주인한테 원하는 게 뭐냐고 따진다', [added(/“많은 건 아니에요/u, 'the owner says what he wants')]),
  adventure('music-ko', 'ko', 'school', '방과 후 음악실. 피아노 위에 누가 두고 간 악보가 있고, 음악실에는 아무도 없다.\n1. 악보를 본다\n2. 나간다', '아무도 없냐고 크게 외친다', [added(/정말로 여기엔 당신뿐이다/u, 'nobody in the empty music room')]),
  adventure('leg-zh', 'zh', 'zombie', '你和室友小周躲在宿舍里。小周一直捂着小腿，裤腿上全是血。\n1. 找急救箱\n2. 堵住门', '问小周这腿是怎么弄的', [added(/小周直说了/u, 'Xiao Zhou tells how')]),
  adventure('cafe-zh', 'zh', 'mystery', '咖啡馆角落里，一个戴墨镜的男人一直盯着你的背包。\n1. 换个座位\n2. 离开咖啡馆', '偷偷看他手里拿着什么', [added(/用深色布包着的小东西/u, 'the look finds what he holds'), notAdded(/正对着门/u, 'no stock figure by a door')]),
];

export const cases: EvalCase[] = [...fromBefore, ...heldOut];
