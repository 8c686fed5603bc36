/**
 * Round 19 of issue 13 (helper adv22), adventure-continue: the 32 fresh requests written before any change
 * (round19-adv22.before.json, eight per language, all ten themes) and held-out requests for the two paths the round
 * rewrote: a WHY asked of a being of the scene (wh:why, spoken-to:why, and a why no question reader found), answered
 * with the reason of the question's own clause and the scene, told back in the speaker's first person
 * (adventure-why-reason.ts); and an act that copies the scene's actor or makes it a gesture, which fell to the stock
 * "nothing else around you moves" (deed:late:unknown) or a reader that took one of its words, answered by that actor
 * doing its own act again (adventure-in-kind.ts). Positive facts: the story's purpose or danger or quoted words as the
 * reason, the clause told back; the actor named, its act told again. Negative facts: the stock reasons and "nothing
 * moves". Requests the round did not reach carry no facts.
 */
import before from './round19-adv22.before.json' with { type: 'json' };
import type { AdventureTheme, ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { narrationOf, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

const told = (pattern: RegExp, label: string): EvalFact => ({ label, check: (text) => pattern.test(narrationOf(text)) });

const noStock = notAdded(/no other way|That's all I can say here|You'll see it soon enough|it isn't safe here yet|không còn cách nào khác|ở đây chưa an toàn|다른 방법이 없었|안전하지 않으니까|没有别的办法|这里还不安全|nothing else around you moves|everything around you goes still|mọi thứ xung quanh như lặng đi|아무것도 움직이지 않는다|숨을 죽인 듯 조용해진다|周围的一切都静了下来|四周什么都没有动|You lean on it with all your weight/u, 'no stock reason, no "nothing moves", no deed read from the why');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noStock, told(/To protect the river\. That's why I won't let anyone cross/u, "the story's purpose is the golem's reason, the clause told back")],
  [noStock, told(/You ask ORIN straight out[\s\S]*Because of Commander Reyes[\s\S]*That's why I had to lock the airlock/u, 'ORIN is asked and gives a reason tied to Reyes')],
  [noStock, told(/knocks twice again/u, 'the attic knocks back')],
  [],
  [noStock, told(/Because I was afraid[\s\S]*That's why I didn't go check when I heard the scream/u, 'a thing not done: fear, the clause told back')],
  [noStock, told(/the street cam answers in its own way: it swivels to follow you again/u, 'the cam answers the wave with its own act')],
  [],
  [],
  [noStock, told(/Vì cháu giống một người[\s\S]*Vì vậy bà nhìn cháu/u, 'the look at the player: someone she knew, told back')],
  [noStock, told(/con cáo trắng lại đi theo bạn/u, 'the fox does its own act again')],
  [],
  [noStock, told(/Vì vậy cô tịch thu điện thoại của em/u, 'the teacher gives a reason, told back')],
  [noStock, told(/lại lặp đi lặp lại tiếng bíp ba lần ngắn, một lần dài/u, 'K-7 beeps its own signal again')],
  [],
  [noStock, told(/Vì đám xác sống[\s\S]*Vì vậy anh khóa cửa/u, 'Tuấn gives the zombies as his reason, told back')],
  [],
  [noStock, told(/무서웠어요[\s\S]*그래서예요/u, 'a thing not done: fear')],
  [noStock, told(/안드로이드가 다시 오른손을 천천히 들어 올린다/u, 'the android raises its hand again')],
  [noStock, told(/마녀는[\s\S]*당신이 누군지 모르니까요/u, 'the witch gives her reason for not opening')],
  [],
  [noStock, told(/누군가를 기다리고 있어요/u, 'being here: someone awaited')],
  [noStock, told(/‘생존자는 3번 게이트로’\. 계속 토씨 하나 안 틀리고 똑같잖아/u, "the broadcast's own words are the reason")],
  [],
  [],
  [noStock, told(/独眼猴子又蹲在桅杆上冲你龇牙/u, 'the monkey bares its teeth again')],
  [noStock, told(/为了节能。所以我才关三号舱的灯/u, "the story's purpose is the AI's reason, told back")],
  [],
  [],
  [noStock, told(/那个人愣住了/u, 'the one humming answers the hum')],
  [],
  [],
  [],
];

const fromBefore: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round19-adv22-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);

const adventure = (id: string, language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id: `round19-adv22-h-${id}`, type: 'adventure-continue', language, input: { input: theme, currentStory, choice }, facts: [noStock, ...facts] });

/** Held-out requests (none in the before-set or the hold-out set; the unit tests hold others). */
const heldOut: EvalCase[] = [
  adventure('keeper-en', 'en', 'horror', 'The lighthouse keeper has barred the door of the tower from inside. Something is crawling out of the surf.\n1. Knock\n2. Leave', 'ask the keeper why he barred the door', [told(/One more minute and it would have been inside\. That's why I barred the door/u, 'the danger is the reason, told back')]),
  adventure('wave-vi', 'vi', 'horror', 'Một bé gái đứng cuối hành lang, giơ tay vẫy bạn thật chậm.\n1. Chạy\n2. Lại gần', 'vẫy tay lại y như bé', [told(/Bé gái khựng lại[\s\S]*bé gái lại đứng cuối hành lang, giơ tay vẫy bạn/u, 'the girl waves again')]),
  adventure('butler-ko', 'ko', 'mystery', '로봇 집사 알프가 서재 문을 잠갔다. 주인이 아무도 들이지 말라고 했다고 한다.\n1. 문을 연다\n2. 알프에게 묻는다', '알프한테 왜 서재 문을 잠갔냐고 묻는다', [told(/알프는 당신을 똑바로 보며 답한다[\s\S]*그래서예요/u, 'Alf answers with a reason')]),
  adventure('wink-zh', 'zh', 'horror', '窗外的小女孩对你眨了眨眼。\n1. 开窗\n2. 拉上窗帘', '我也对她眨眨眼', [told(/窗外的小女孩又对你眨了眨眼/u, 'the girl winks again')]),
];

export const cases: EvalCase[] = [...fromBefore, ...heldOut];
