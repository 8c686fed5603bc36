/**
 * Round 18 of issue 13 (helper adv20), adventure-continue: the 32 fresh visitor requests written before any change
 * (round18-adv20.before.json, eight per language, the ten themes) and held-out requests for the fall-through the round
 * rewrote (adventure-own-words.ts). Positive facts check what a good answer carries: a comparison says what it shows,
 * a who-question about a name of the story gets the story's own sentence about them (and the line's second question),
 * a question called to a being of the scene is answered by it in its form, an act toward a being (a touch, a silent
 * presence, a thing handed) gets that being's answer. Negative facts catch the stock fall-through the same requests got
 * before: "nothing else around you moves", "Nobody answers", "I never saw a face".
 */
import before from './round18-adv20.before.json' with { type: 'json' };
import type { AdventureTheme, ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { narrationOf, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** A fact anywhere in the narration (a question's answer replaces the retold line, so nothing is skipped). */
const told = (pattern: RegExp, label: string): EvalFact => ({ label, check: (text) => pattern.test(narrationOf(text)) });

const noStock = notAdded(/nothing else around you moves|everything around you goes still|Nobody answers|Không ai trả lời|mọi thứ xung quanh như lặng đi|대답하는 사람은 없다|아무것도 움직이지 않는다|숨을 죽인 듯|没有人回答|周围的一切都静了下来|四周什么都没有动|I never saw a face|Bà không thấy mặt|얼굴은 못 봤어요|我没看到脸/u, 'no nothing-moves beat, no "nobody answers", no faceless who-line');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noStock, told(/Dr\. Okafor signed the death certificate/u, 'the story\'s sentence about Dr. Okafor'), told(/Why, nobody here can say/u, 'the why is answered too')],
  [noStock, told(/You ask the fox: “What do you want from me\?” The fox/u, 'the fox is asked and answers')],
  [noStock, told(/your little sister holds on/iu, 'the sister answers the kneeling and the tears')],
  [noStock, told(/there is no missing the difference: one says you were in the library at 3pm, the other, signed by Mr Dale/u, 'the comparison shows the difference the story gives (round 18, adv21)')],
  [],
  [],
  [],
  [noStock, told(/Biscuit goes stiff at first, then doesn’t pull away/u, 'Biscuit answers the petting')],
  [noStock, told(/Nửa còn lại nằm trong tay bà Sáu/u, 'the story\'s sentence about bà Sáu'), told(/Theo những gì mọi người biết thì có/u, 'whether she can be trusted is answered')],
  [],
  [],
  [],
  [],
  [],
  [],
  [noStock, told(/Không khớp\./u, 'the shoe does not fit the print')],
  [noStock, told(/한 박사가 사라지기 전에 이 열쇠를 남겼어요/u, 'the story\'s sentence about 한 박사')],
  [noStock, told(/지우는 (?:당신|네)가 곁에 있다는 걸 안다/u, 'Jiwoo answers the silent presence')],
  [],
  [],
  [noStock, told(/아주 작은 흠집까지 똑같다/u, 'the rings are the same, as the story said')],
  [noStock, told(/심각해요/u, 'how serious, answered'), told(/수치를 확인하는 것부터 해요/u, 'what to do: one of the story\'s options')],
  [noStock, told(/수아는 잠깐 망설이다가 받아 든다/u, 'Sua takes the handkerchief')],
  [noStock, told(/나란히 놓고 보니 같은 것이 아니다/u, 'the comparison shows a difference (round 18, adv21: no forgery claimed)')],
  [noStock, told(/这是林月留下的。她是最后一个读懂它的人/u, 'the story\'s sentence about 林月'), told(/林月现在在哪儿，没人知道/u, 'where she is, answered')],
  [],
  [],
  [],
  [noStock, told(/就知道不是一回事/u, 'the comparison shows a difference (round 18, adv21: no forgery claimed)')],
  [noStock, told(/爸爸知道你在身边/u, 'the father answers the silent presence')],
  [noStock, told(/你问厨师：“为什么船长要害我/u, 'the cook an option asks is asked')],
  [noStock, told(/你问阿杰/u, 'A Jie is asked')],
];

const fromBefore: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round18-adv20-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);

const adventure = (id: string, language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id: `round18-adv20-h-${id}`, type: 'adventure-continue', language, input: { input: theme, currentStory, choice }, facts: [noStock, ...facts] });

/** Held-out requests (none in the before-set or the hold-out set; the unit tests hold others). */
const heldOut: EvalCase[] = [
  adventure('keys-en', 'en', 'mystery', 'Two keys hang on the nail by the door: the one the landlord gave you and one you found under the mat.\n1. Try the door\n2. Call the landlord', 'compare the two keys', [told(/Side by side, they are not the same/u, 'the keys differ (round 18, adv21: no forgery claimed)')]),
  adventure('grandpa-vi', 'vi', 'time_travel', 'Ông nội ngồi một mình ngoài hiên, nhìn ra vườn, tay cầm tấm ảnh cũ.\n1. Hỏi ông về tấm ảnh\n2. Vào nhà', 'ngồi xuống cạnh ông nội, không nói gì', [told(/Ông nội biết bạn đang ở đó/u, 'grandpa answers the silent presence'), notAdded(/Bạn tới được/u, 'no trip to grandpa')]),
  adventure('abiao-zh', 'zh', 'pirate', '酒馆里，老板娘擦着杯子说：“阿彪上个月欠了钱就跑了。”\n1. 打听阿彪\n2. 喝酒', '阿彪是谁', [told(/阿彪上个月欠了钱就跑了/u, 'the story\'s sentence about A Biao')]),
  adventure('prof-ko', 'ko', 'mystery', "경비원 김 씨가 출입 기록을 내민다. '어젯밤 윤 교수가 마지막으로 나갔어요.'\n1. 기록을 본다\n2. 연구실로 간다", '근데 윤 교수가 누구야?', [told(/어젯밤 윤 교수가 마지막으로 나갔어요/u, 'the story\'s sentence about 윤 교수')]),
];

export const cases: EvalCase[] = [...fromBefore, ...heldOut];
