/**
 * Round 15 of issue 13 (helper adv15b), adventure-continue: the twelve fresh visitor requests written before any change
 * (round15-adv15b.before.json, three per language) and held-out requests for each fix. Positive facts check what a good
 * answer must carry: a past event asked of a person is that person's account (the thing it happened to told back, the
 * trace the scene shows); a question said straight to a person reaches them (a since to a peer, plainly; a why owned up
 * to when it asks about a trick); a question shouted to no one is a call the place answers. Negative facts catch the
 * failure classes: a name or a brass key for "what happened", an agreement to go, a tease, "at home the whole time" for
 * somebody else's whereabouts, "You decide to hello??", "nobody answers" with the person in the room, a confession of
 * feelings for a lie, an adverb taken for a person (根本), "before you" for the player's "before us".
 */
import before from './round15-adv15b.before.json' with { type: 'json' };
import type { AdventureTheme, ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, choicesOf, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The early readers that stole these questions. */
const noSteal = notAdded(/All right|But we go now|Được\. Ông sẽ kể|không phải của ông để kể|놋쇠 열쇠|brass key|알았어요\. 아는 건 다|在家。一直在家|decide to|quyết định|대답하는 사람은 없다|tuột khỏi tầm tay|根本/u, 'no early reader’s reading (a yes to go, a tease, a key, "at home", a deed, silence)');
const hasOption = (pattern: RegExp, label: string): EvalFact => ({ label, check: (text) => pattern.test(choicesOf(text)) });

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noSteal, added(/The kid who owned that shoe\? It happened one night/u, 'Marta gives an account of the kid'), notAdded(/Jonah Pike|Harlan|Mara Quill/u, 'no name for a what-happened question')],
  [noSteal, added(/Kade thinks for a moment/u, 'Kade answers the who-question'), { label: 'the player’s "us" stays us', check: (t) => /before us/u.test(t) && !/before you\./u.test(t) }, notAdded(/without a pause/u, 'no "without a pause" after a moment of thought')],
  [noSteal, { label: 'the call is told as said', check: (t) => /You call out: “Hello\?\? Is anyone there\?”/u.test(t) }, hasOption(/Go toward the knock|Call out again/u, 'the options follow the call')],
  [noSteal, added(/Ngôi làng này à\? Chuyện xảy ra vào một đêm\. Lửa bốc lên/u, 'the old man tells the night the village burned')],
  [noSteal, { label: 'asked straight to Khoa', check: (t) => /Bạn hỏi thẳng Khoa/u.test(t) }, added(/“Vì /u, 'Khoa gives a reason')],
  [noSteal, added(/Vy nghĩ một lúc rồi nói/u, 'Vy answers who sent it'), notAdded(/không chút ngập ngừng/u, 'no "without a pause" after a moment of thought')],
  [noSteal, added(/“여기요\? 어느 날 밤이었어요\. 비명이 들리다가 뚝 끊겼고, 아침엔 핏자국만/u, 'the man tells the night, the blood trail named')],
  [noSteal, { label: 'the call is told as said', check: (t) => /당신은 소리친다\. “누구 없어요\?\?”/u.test(t) }, hasOption(/두드리는 소리가 난 쪽|더 크게 불러/u, 'the options follow the call')],
  [noSteal, { label: 'asked straight to 지훈', check: (t) => /당신은 지훈에게 묻는다/u.test(t) }, added(/“두어 시간 전부터\. /u, 'a since, said plainly')],
  [noSteal, added(/上一个住这屋的人啊……那是一天夜里的事。第二天早上人就不见了/u, 'the previous tenant’s fate, not 老周’s whereabouts')],
  [noSteal, { label: 'asked straight to 阿杰', check: (t) => /你问阿杰/u.test(t) }, { label: 'the lie owned up to', check: (t) => /开个玩笑/u.test(t) && !/因为是你啊/u.test(t) }],
  [noSteal, added(/小林犹豫了一下/u, '小林 answers who came'), notAdded(/毫不犹豫/u, 'no "without hesitation" after a hesitation')],
];

const fromBefore: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round15-adv15b-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);

const adventure = (id: string, language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id: `round15-adv15b-h-${id}`, type: 'adventure-continue', language, input: { input: theme, currentStory, choice }, facts: [noSteal, ...facts] });

/** Held-out requests (none in the before-set). */
const heldOut: EvalCase[] = [
  adventure('dev-en', 'en', 'fantasy', "The innkeeper slides you a key with a red ribbon. 'Room 7,' she says, 'but don't open the window.'\n1. Take the key and go up\n2. Ask why not the window\n3. Leave the inn", 'I ask her what happened to the last guest in Room 7', [added(/The innkeeper is quiet for a long moment\. “The last guest in Room 7\?/u, 'the innkeeper tells what happened to the last guest')]),
  adventure('ferry-en', 'en', 'horror', 'The ferryman pushes off from the bank without a word. He keeps his eyes on the black water.\n1. Sit down\n2. Look over the side', 'I ask him what happened to the boy who drowned here', [added(/“The boy who drowned here\? It happened one night/u, 'the ferryman tells of the boy')]),
  adventure('orchard-vi', 'vi', 'fantasy', 'Vườn cam sau nhà đã khô héo hết. Bà cụ hàng xóm đứng tựa hàng rào, lặng lẽ nhìn bạn.\n1. Vào vườn\n2. Về nhà', 'hỏi bà cụ chuyện gì đã xảy ra với vườn cam', [added(/Vườn cam à\? Chuyện xảy ra vào một đêm/u, 'the old woman tells of the orchard')]),
  adventure('prank-vi', 'vi', 'school', 'Bạn chạy lên sân thượng nhưng chẳng có ai. Quay lại lớp, thằng Tín đang cười ngặt nghẽo với mấy đứa bạn.\n1. Về chỗ ngồi\n2. Đi mách cô', 'Tín, sao mày lừa tao lên sân thượng vậy?', [added(/Tính đùa chút thôi/u, 'Tín owns up to the trick')]),
  adventure('pharmacy-ko', 'ko', 'zombie', '약국 셔터가 반쯤 내려가 있다. 안에서 약사 아주머니가 빗자루를 쥐고 서 있다.\n1. 들어간다\n2. 지나간다', '약사 아주머니한테 이 동네에 무슨 일이 생겼냐고 묻는다', [added(/이 동네요\? 어느 날 밤이었어요/u, 'the pharmacist tells of the neighbourhood')]),
  adventure('library-ko', 'ko', 'mystery', '도서관 사서가 바닥에 떨어진 열쇠를 줍는 당신을 본다. 희귀본 서가가 비어 있다.\n1. 서가를 본다\n2. 나간다', '열쇠를 가방에 넣고 사서에게 어젯밤 누가 남아 있었는지 묻는다', [added(/사서는 잠시 생각하더니 말한다/u, 'the librarian answers after the earlier step'), notAdded(/대답이 너무 빨리/u, '떨어진 (fallen) is no trembling')]),
  adventure('guard-zh', 'zh', 'mystery', '门卫老孙递给你一把手电筒，说夜班就你一个人。值班室的墙上还挂着一件旧制服。\n1. 去巡逻\n2. 看看制服', '问老孙以前那个值夜班的人后来去哪了', [added(/以前那个值夜班的人啊……那是一天夜里的事。第二天早上人就不见了/u, 'the guard tells the fate of the one before')]),
  adventure('cellar-zh', 'zh', 'horror', '你推开地下室的门，一股霉味扑面而来。黑暗里传来水滴的声音，还有什么东西轻轻挪动了一下。\n1. 打开手电\n2. 关上门\n3. 往里走', '喂！有人吗？', [{ label: 'the call is told as said', check: (t) => /你大声喊：“喂！有人吗？”/u.test(t) }, added(/刚才那个声音突然停了/u, 'the story’s sound stops')]),
  adventure('key-en', 'en', 'mystery', 'You come home and find Leo sitting on your sofa, a cup of your coffee in his hand. The door was locked when you left.\n1. Call the police\n2. Sit down\n3. Ask him to leave', 'since when do you have a key to my flat, Leo?', [{ label: 'asked straight to Leo', check: (t) => /You ask Leo straight out/u.test(t) }, added(/“Since a couple of hours ago/u, 'a since, not "soon" or silence')]),
  adventure('copy-en', 'en', 'cyberpunk', "Nova leans over your shoulder as the file finishes decrypting. Her hands are shaking. A drone hums outside the window.\n1. Read the file\n2. Close the window blinds\n3. Ask Nova what's wrong", 'I delete the file and ask Nova where she sent the copy', [added(/It's gone now, for good\./u, 'the deleted file is gone'), added(/“Somewhere safe/u, 'where the copy went'), notAdded(/In my room, asleep/u, 'never the person’s own night for a thing’s place')]),
  adventure('radio-ko', 'ko', 'space', '정거장 B구역의 불이 모두 꺼졌다. 무전기에서 잡음 사이로 숨소리 같은 게 들린다.\n1. B구역으로 간다\n2. 무전을 끈다\n3. 함장에게 보고한다', '거기 누구 있어요? 무전으로 묻는다', [{ label: 'the call goes over the radio', check: (t) => /당신은 무전기에 대고 묻는다\. “거기 누구 있어요\?”/u.test(t) }, added(/돌아오는 건 잡음뿐이다/u, 'static answers')]),
  adventure('bite-zh', 'zh', 'zombie', '老刘卷起袖子，手臂上是一圈发黑的牙印。他说是三天前被咬的。外面的丧尸越聚越多。\n1. 把老刘绑起来\n2. 给老刘包扎\n3. 离开这里', '我问老刘为什么不早点告诉我们', [added(/老刘别过脸：“我怕。怕你们知道了以后会怎么做。”/u, '老刘 owns the fear that kept him quiet'), notAdded(/因为丧尸/u, 'no stock reason')]),
];

export const cases: EvalCase[] = [...fromBefore, ...heldOut];
