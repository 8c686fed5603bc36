/**
 * Round 18 of issue 13 (helper adv21), adventure-continue: the 24 fresh requests written before any change
 * (round18-adv21.before.json, six per language) and held-out requests for the two paths the round rewrote: a question put
 * to a being of the scene about a word or numbers the story quotes, or a name asked through a door
 * (adventure-asked-object.ts), and a comparison told from the story's own contrast (adventure-own-words.ts). Positive
 * facts: the quoted thing is named in the answer and given a meaning; a name asked through a door gets a name or a
 * refusal; a comparison tells the difference the story gives. Negative facts: the stock meaning line ("It's a warning…
 * look twice"), "nobody answers", and the forgery finding ("one was made to look like the other").
 */
import before from './round18-adv21.before.json' with { type: 'json' };
import type { AdventureTheme, ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { narrationOf, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

const told = (pattern: RegExp, label: string): EvalFact => ({ label, check: (text) => pattern.test(narrationOf(text)) });

const noStock = notAdded(/look twice before you go on|멈춰서, 한 번 더 보고 가라는 뜻|停下来，看清楚了再往前走|Nobody answers|Không ai trả lời|대답하는 사람은 없다|没有人回答|made to look like the other|được làm cho giống cái kia|흉내 내 만든 것|照着另一个仿出来的/u, 'no stock warning meaning, no "nobody answers", no forgery finding');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noStock, told(/“Four, seventeen, thirty-two” means[\s\S]*A combination, in that order/u, 'the numbers are named and given a meaning')],
  [noStock, told(/You ask through the door: “What’s your name\?”[\s\S]*My name\?/u, 'the name asked through the door: a refusal')],
  [noStock, told(/Elmeth is a name/u, 'Elmeth is given a meaning')],
  [noStock, told(/a brass one worn smooth, and a steel one that still has its shop tag/u, 'the keys differ as the story says')],
  [noStock],
  [],
  [noStock, told(/Ba, mười hai, hai mươi[\s\S]*Là mã số/u, 'the numbers are named and given a meaning')],
  [noStock, told(/Bạn hỏi vọng qua: “Bạn tên gì\?”[\s\S]*Tên tôi à/u, 'the name asked through the door: a refusal')],
  [noStock, told(/Sa-mir là một cái tên/u, 'Sa-mir is given a meaning')],
  [noStock, told(/lá kia không ký, chữ nghiêng và run/u, 'the letters differ as the story says')],
  [noStock, told(/Chỉ khác đúng ở chỗ này: bài của Nam viết bút xanh/u, 'alike, but for the story\'s one difference')],
  [noStock, told(/bình màu xám không có đồng hồ đo/u, 'the tanks differ as the story says')],
  [noStock, told(/‘칠, 십사, 이십일’이 무슨 뜻인지[\s\S]*번호야/u, 'the numbers are named and given a meaning')],
  [noStock, told(/이름이 뭐예요\?[\s\S]*내 이름\?/u, 'the name asked through the door: a refusal')],
  [noStock, told(/고양이에게 ‘아르벤’이 무슨 뜻인지/u, 'the cat is asked what 아르벤 means (고양아 is 고양이 called)'), told(/이름이야/u, 'a meaning')],
  [noStock, told(/하나는 흑백, 하나는 컬러/u, 'the photos differ as the story says')],
  [noStock, told(/라벨 없이 손글씨로/u, 'the bottles differ as the story says')],
  [],
  [noStock, told(/“五、十九、二十六”是什么意思[\s\S]*是密码/u, 'the numbers are named and given a meaning')],
  [noStock, told(/你叫什么名字[\s\S]*我的名字？/u, 'the name asked through the door: a refusal')],
  [noStock, told(/‘归墟’是个名字/u, '归墟 is given a meaning')],
  [noStock, told(/另一张没有日期/u, 'the receipts differ as the story says')],
  [noStock, told(/一本写着'王磊'，另一本写着'王雷'/u, 'alike, but for the names')],
  [noStock, told(/红点的位置不一样/u, 'the star maps differ as the story says')],
];

const fromBefore: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round18-adv21-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);

const adventure = (id: string, language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id: `round18-adv21-h-${id}`, type: 'adventure-continue', language, input: { input: theme, currentStory, choice }, facts: [noStock, ...facts] });

/** Held-out requests (none in the before-set or the hold-out set; the unit tests hold others). */
const heldOut: EvalCase[] = [
  adventure('crow-en', 'en', 'fantasy', "A crow on the well keeps cawing 'Morrow-deep' at you. The miller says it belonged to the old witch.\n1. Feed the crow\n2. Ask the miller", 'ask the crow what morrow-deep means', [told(/Morrow-deep is a name/u, 'the word is given a meaning')]),
  adventure('gate-vi', 'vi', 'mystery', 'Có hai tấm bản đồ: một tấm vẽ tay có dấu X đỏ, tấm kia in sẵn và không có dấu gì.\n1. Giữ tấm vẽ tay\n2. Hỏi ông lão', 'so sánh hai tấm bản đồ', [told(/tấm kia in sẵn và không có dấu gì/u, 'the maps differ as the story says')]),
  adventure('door-ko', 'ko', 'horror', '창고 문 틈으로 누군가 이쪽을 보고 있다. 문은 잠겨 있다.\n1. 문을 연다\n2. 도망친다', '문틈에 대고 이름이 뭐냐고 묻는다', [told(/내 이름\?/u, 'a refusal from behind the door')]),
  adventure('cups-zh', 'zh', 'mystery', '桌上两只茶杯：一只还冒着热气，另一只早就凉了，杯沿有口红印。\n1. 闻一闻\n2. 问女仆', '比较一下两只茶杯', [told(/另一只早就凉了/u, 'the cups differ as the story says')]),
];

export const cases: EvalCase[] = [...fromBefore, ...heldOut];
