/**
 * Round 17 of issue 13 (helper adv18), adventure-continue: the 32 fresh visitor requests written before any change
 * (round17-adv18.before.json, eight per language) and held-out requests for the two general paths made this round.
 * Positive facts check what a good answer carries: words said to a person of the scene (a name called at the head or the
 * end, the person after an ask verb, the scene's one person) answered by that person in the form asked — which of two
 * weighed by both names, what to do or how to as one step of the scene's own, the year, how long it will take, a
 * yes/no, a why, a what about the thing named; an act of contact on a thing of the scene (bite, sniff, hold to the light,
 * wipe or blow, touch, wind or press, write, a close look) told by what it does to that thing and what it shows, with
 * its "to see if" answered. Negative facts catch the general paths that answered these wrongly: "nothing else around
 * you moves", a question said to the air while the person stands there, the purpose reader's "the if its real is
 * right there", a trip to a stain ("Bạn tới vết mực đỏ"), a which-question read as leaving.
 */
import before from './round17-adv18.before.json' with { type: 'json' };
import type { AdventureTheme, ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The general paths this round fixed, by what they wrote. */
const noStock = notAdded(/nothing else around you moves|mọi thứ xung quanh như lặng đi|주위에서 아무것도 움직이지 않는다|周围的一切都静了下来|Nobody answers|Không ai trả lời|대답하는 사람은 없다|没有人回答|is right there, clear enough|Bạn tới (?:vết|ngay)|모르기는 마찬가지다/u, 'no nothing-moves beat, no question to the air, no purpose filler, no trip to a thing or a time');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noStock, added(/teeth leave a small dent in the coin/u, 'the bite marks the coin'), added(/yes, it is real/u, 'whether it is real is answered')],
  [noStock, added(/Your words stay on the whiteboard/u, 'the words stay on the whiteboard'), notAdded(/Mr\. Hale saw you/u, 'Mr. Hale has stepped out')],
  [],
  [noStock, added(/“Around ten/u, 'Mrs. Lin gives a time')],
  [noStock, added(/The marsh looks easier[^”]*The ridge is harder/u, 'Elka weighs the marsh and the ridge by name')],
  [noStock, added(/“Head for the school/u, 'Marco names one step of the scene'), added(/“Yes, I can walk,” Marco says/u, 'Marco answers whether he can walk')],
  [noStock, added(/no, it is not glitching/u, 'whether it is a glitch is answered')],
  [],
  [noStock, added(/Dưới ánh sáng, chiếc nhẫn/u, 'the light shows something in the ring')],
  [noStock, added(/“Vì ở đây chưa an toàn,” Vy nói/u, 'Vy gives a reason')],
  [noStock, added(/Ở lại thì dễ hơn[^”]*Đi ngay tối nay khó hơn/u, 'Khoa weighs staying and leaving tonight by name')],
  [noStock, added(/Bạn đưa lọ thuốc lại gần và hít vào/u, 'the potion is smelled')],
  [noStock, added(/Phúc ngập ngừng rồi gật đầu: “Ừ/u, 'Phúc answers the yes/no')],
  [noStock, added(/Muốn máy phát chạy lâu hơn thì chỉ có một cách/u, 'Hòa gives a way, in the visitor\'s words')],
  [noStock, added(/Vết mực đỏ nhòe ra/u, 'the red ink smears under the finger')],
  [noStock, added(/Bà bán rau nhìn bạn/u, 'the vegetable seller answers the year question')],
  [noStock, added(/태엽 안에서/u, 'the winding key starts something')],
  [noStock, added(/영수증을 코에 가까이/u, 'the receipt is smelled')],
  [noStock, added(/도윤은 창고 쪽을/u, 'Doyun answers about the storeroom')],
  [noStock, added(/금 열쇠는[^”]*녹슨 열쇠는/u, 'the old man weighs the gold and the rusted key by name')],
  [noStock, added(/서진은 잠깐 말이 없다가 고개를 끄덕인다/u, 'Seojin answers the yes/no')],
  [noStock, added(/빛에 비추자 병이/u, 'the bottle is held to the light')],
  [noStock, added(/“너라서/u, 'Jian gives a reason')],
  [noStock, added(/가까이서 보니 자물쇠가/u, 'the close look at the lock finds something')],
  [noStock, added(/口红印在你指下晕开了/u, 'the lipstick print smears')],
  [noStock, added(/琴盖上盖着的那层一去掉/u, 'the dust blown off the lid shows something')],
  [noStock, added(/小雨愣了一下/u, 'Xiaoyu answers where it came from')],
  [noStock, added(/太阳门看着容易[^”]*月亮门难一些/u, 'the fox weighs the sun door and the moon door by name')],
  [noStock, added(/顺利的话半个小时/u, 'Ajie says how long the repair will take'), notAdded(/很久了/u, 'no past duration for a future one')],
  [noStock, added(/钥匙悄悄进了靴子/u, 'the key goes into the boot')],
  [],
  [noStock, added(/对方看完/u, 'the number is read')],
];

const fromBefore: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round17-adv18-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);

const adventure = (id: string, language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id: `round17-adv18-h-${id}`, type: 'adventure-continue', language, input: { input: theme, currentStory, choice }, facts: [noStock, ...facts] });

/** Held-out requests (none in the before-set or the hold-out set; the unit tests hold others). */
const heldOut: EvalCase[] = [
  adventure('bridge-en', 'en', 'fantasy', 'The guide, Maren, stops where the road splits: a rope bridge over the gorge, or the long path down the cliff.\n1. Cross the bridge\n2. Take the cliff path\n3. Rest first', 'maren, the bridge or the cliff path?', [added(/The bridge looks easier[^”]*The cliff path is harder/u, 'Maren weighs both by name')]),
  adventure('ring-en', 'en', 'mystery', 'On the victim\'s desk lies a brass ring with a tiny hinge on one side. Inspector Vale is on the phone in the hall.\n1. Pick up the ring\n2. Call Vale over', 'sniff the ring', [added(/You bring the ring close and breathe in/u, 'the ring is smelled')]),
  adventure('cellar-vi', 'vi', 'horror', 'Trong hầm rượu, chị Lan cầm đèn pin, tay run run. Tiếng cào cửa vọng xuống từ trên cầu thang.\n1. Lên xem\n2. Trốn sau thùng rượu\n3. Tắt đèn', 'chị Lan ơi giờ mình phải làm gì', [added(/Chị Lan không do dự: “Lên xem/u, 'Lan names one step of the scene')]),
  adventure('vase-vi', 'vi', 'mystery', 'Trên bệ cửa sổ có một chiếc bình gốm bị nứt. Bên trong bình có tiếng lạo xạo.\n1. Đập vỡ bình\n2. Gọi chủ nhà', 'lắc nhẹ chiếc bình gốm', [added(/kêu tách một tiếng nhỏ/u, 'the shaken vase answers')]),
  adventure('radio-ko', 'ko', 'space', '통신실의 무전기에서 잡음이 흘러나온다. 기관사 태오가 주파수를 맞추고 있다.\n1. 응답한다\n2. 함장을 부른다', '태오야 복구하려면 얼마나 걸려?', [added(/문제없으면 삼십 분이요/u, 'Taeo says how long it will take')]),
  adventure('letter-ko', 'ko', 'romance', '책상 위에 봉투가 하나 놓여 있다. 봉투 겉면에 연필로 쓴 글씨가 희미하게 남아 있다.\n1. 봉투를 연다\n2. 그대로 둔다', '봉투를 창문 빛에 비춰 본다', [added(/빛에 비추자 봉투가/u, 'the envelope is held to the light')]),
  adventure('bell-zh', 'zh', 'fantasy', '神殿门口挂着两口钟，一口铜钟，一口铁钟。守门的小和尚说只能敲一口。\n1. 敲铜钟\n2. 敲铁钟\n3. 离开', '问小和尚敲哪口钟比较好', [added(/铜钟看着容易[^”]*铁钟难一些/u, 'the monk weighs both bells by name')]),
  adventure('mirror-zh', 'zh', 'horror', '旅馆房间的镜子上蒙着一层水汽，上面好像有人用手指写过字。\n1. 擦掉水汽\n2. 叫前台', '用手指摸一下镜子上的字', [added(/在你指下晕开了/u, 'the writing smears under the finger')]),
];

export const cases: EvalCase[] = [...fromBefore, ...heldOut];
