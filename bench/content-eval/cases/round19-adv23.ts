/**
 * Round 19 of issue 13 (helper adv23), adventure-continue, second wave: the 32 fresh requests written before any change
 * (round19-adv23.before.json, eight per language, all ten themes) and held-out requests for the two paths the round
 * rewrote: the stock `deed:late:unknown` ("nothing else around you moves"), which answered copies of the scene's actor
 * whose actor was not found (a place phrase with no comma, a coverb "用…", "거울 속 내 모습") or whose copy marker was
 * no gesture ("like her", "나도", "我也") — now answered in kind by the actor (adventure-in-kind.ts) — and the stock talk
 * lines (`foreign:act:talk`: "I know more about X than I let on", "It's a warning"), which answered questions put to a
 * person in shapes the readers missed — now answered in the question's form from its own words
 * (adventure-asked-back.ts): may I → yes with the act told back, what X means → a time, a mark or a place by the word.
 * Positive facts: the actor named doing its own act again; the word or the act told back in the answer. Negative
 * facts: the stock lines. Requests the round did not reach carry no facts.
 */
import before from './round19-adv23.before.json' with { type: 'json' };
import type { AdventureTheme, ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { narrationOf, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

const told = (pattern: RegExp, label: string): EvalFact => ({ label, check: (text) => pattern.test(narrationOf(text)) });

const noStock = notAdded(/nothing else around you moves|mọi thứ xung quanh như lặng đi|아무것도 움직이지 않는다|周围的一切都静了下来|I know more about|biết về chuyện này nhiều hơn|다는 몰라요|It's a warning|是个警告|small click|작은 소리와 함께|轻轻“咔”|một giọng người, xa đến mức/u, 'no "nothing moves", no stock talk line, no click, no voice calling back');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [],
  [noStock, told(/the one-eyed sailor taps his pipe against a barrel three times/u, 'the sailor taps back')],
  [noStock, told(/You ask Jae: “What does B-12 mean\?”[\s\S]*B-12 isn't a code, it's a place/u, 'Jae answers what B-12 means')],
  [noStock, told(/The little sprite stops dead/u, 'the sprite answers the copy')],
  [],
  [],
  [noStock, told(/X means this place has been checked/u, 'the X is read as a mark')],
  [],
  [],
  [noStock, told(/robot bảo trì R-2 lại gõ nhẹ vào vách tàu hai lần/u, 'R-2 knocks back')],
  [],
  [],
  [],
  [],
  [noStock, told(/K9 là một chỗ/u, 'the old man answers what K9 is')],
  [],
  [],
  [],
  [],
  [],
  [noStock, told(/거울 속 당신의 모습이 다시 당신보다 한 박자 늦게 고개를 기울인다/u, 'the reflection tilts its head again, the story\'s 나 told as 당신')],
  [],
  [told(/옛날에 알던 사람이랑 너무 닮아서요/u, 'the look at the player: someone he knew')],
  [],
  [],
  [noStock, told(/维修机器人小七又用机械臂在墙上敲了三下/u, 'Xiao Qi knocks back, its own clause')],
  [noStock, told(/7就是7点/u, 'the 7 is read as a time')],
  [],
  [],
  [],
  [noStock, told(/小雨马上点了点头：“能，一起走吧。”/u, 'Xiaoyu says yes to walking together')],
  [],
];

const fromBefore: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round19-adv23-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);

const adventure = (id: string, language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id: `round19-adv23-h-${id}`, type: 'adventure-continue', language, input: { input: theme, currentStory, choice }, facts: [noStock, ...facts] });

/** Held-out requests (none in the before-set or the hold-out set; the unit tests hold others). */
const heldOut: EvalCase[] = [
  adventure('nod-en', 'en', 'horror', 'Across the yard a scarecrow nods its sack head slowly at you.\n1. Run\n2. Go closer', 'nod back at it the same way', [told(/the scarecrow nods its sack head slowly at you again/u, 'the scarecrow nods again')]),
  adventure('may-vi', 'vi', 'romance', 'Ở thư viện, Hà ngồi một mình bên cửa sổ, ghế bên cạnh còn trống.\n1. Lại gần\n2. Đi ra', 'hỏi Hà mình ngồi đây được không', []),
  adventure('means-ko', 'ko', 'school', '짝꿍 민호가 내 필통에 "3"이라고 적힌 쪽지를 넣었다.\n1. 민호에게 묻는다\n2. 무시한다', '민호한테 3이 무슨 뜻이냐고 물어봄', [told(/3시요/u, 'the 3 is read as a time')]),
  adventure('copy-zh', 'zh', 'fantasy', '树屋前，一只小狐狸用尾巴在地上扫了两下，然后看着你。\n1. 靠近\n2. 离开', '我也学它用脚在地上扫两下', [told(/小狐狸又用尾巴在地上扫了两下/u, 'the fox sweeps again, its own clause')]),
];

export const cases: EvalCase[] = [...fromBefore, ...heldOut];
