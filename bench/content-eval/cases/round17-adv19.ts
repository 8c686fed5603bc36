/**
 * Round 17 of issue 13 (helper adv19), adventure-continue: the 16 fresh visitor requests written before any change
 * (round17-adv19.before.json, four per language) and held-out requests for the forms the spoken-to path now reads
 * finer. Positive facts check what a good answer carries: the hour asked now (the story's clock, else its light), the
 * owner of a thing, the one alternative of an either/or of fact told as true, "should we …" answered yes with the
 * visitor's own step and a reason, a 반말 answer to a friend called by name, a yes/no about "us" told back. Negative
 * facts catch what the coarse forms wrote: the year for the hour, "I never saw a face" for whose, a fact weighed as a
 * choice ("If it were me"), a confession for a question about what to do.
 */
import before from './round17-adv19.before.json' with { type: 'json' };
import type { AdventureTheme, ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

const noCoarse = notAdded(/Năm \d{4}\. Ai mà chẳng biết|I never saw a face|要是我，就选|진작 말했어야 했는데|我早该告诉你|Lẽ ra tôi phải nói sớm hơn|I should have said so sooner|nothing else around you moves|Nobody answers|没人数日子/u, 'no year for the hour, no face for an owner, no confession for a question, no nothing-moves beat');

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noCoarse, added(/Cross now looks easier[^”]*Wait for morning is harder/u, 'Oren weighs crossing now and waiting by name'), notAdded(/You make it across/u, 'the question is no crossing')],
  [noCoarse, added(/It belongs to the man in a wet coat/u, 'Nadia names the umbrella\'s owner')],
  [],
  [],
  [noCoarse, added(/Hơn mười một giờ rồi/u, 'Lan tells the hour, not the year')],
  [noCoarse, added(/“Đảo phía nam\. Không phải ở đảo phía bắc/u, 'Mạnh says which island, as a fact'), notAdded(/Nếu là tôi thì/u, 'no choice weighed')],
  [],
  [],
  [noCoarse, added(/“응, 지금 숲에 가야 해\./u, 'Cheolsu answers the should-question, in 반말')],
  [],
  [noCoarse, added(/“내 거 아니야\. 너보다 먼저 왔던 사람 거야/u, 'Yuna says whose the bag is, in 반말')],
  [noCoarse, added(/“응, 괜찮아\. 아직은\.”/u, 'Haneul answers whether they are okay')],
  [noCoarse, added(/十一点多了，快半夜了/u, 'Shi Bo tells the hour')],
  [noCoarse, added(/“是回来的。不是去的/u, 'the landlady says which way the ticket runs, as a fact'), notAdded(/要是我/u, 'no choice weighed')],
  [],
  [noCoarse, added(/“对，我们应该先过河。/u, 'Da Liu answers whether to cross first')],
];

const fromBefore: EvalCase[] = (before as unknown as Raw[]).map((request, index) =>
  evalCase({
    id: `round17-adv19-b${index + 1}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);

const adventure = (id: string, language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase =>
  evalCase({ id: `round17-adv19-h-${id}`, type: 'adventure-continue', language, input: { input: theme, currentStory, choice }, facts: [noCoarse, ...facts] });

/** Held-out requests (none in the before-set or the hold-out set; the unit tests hold others). */
const heldOut: EvalCase[] = [
  adventure('scarf-en', 'en', 'romance', 'At the café, your friend Leo wipes the counter. A blue scarf hangs on the chair by the window, and a woman in a grey coat is paying at the till.\n1. Order a coffee\n2. Sit by the window', 'leo whose scarf is that', [added(/It belongs to the woman in a grey coat/u, 'Leo names the owner')]),
  adventure('ferry-vi', 'vi', 'fantasy', 'Bến đò vắng, ông lái đò Sáu đang tháo dây neo. Sương xuống dày đặc.\n1. Lên đò\n2. Quay về làng', 'ông Sáu ơi mình có nên qua sông bây giờ không', [added(/Nên\. Qua sông bây giờ, càng sớm càng tốt/u, 'Sáu answers the should-question with the visitor\'s step')]),
  adventure('clock-ko', 'ko', 'horror', '폐교 복도. 친구 서연이 손전등을 비춘다. 벽시계는 세 시 반을 가리킨 채 멈춰 있다.\n1. 교실로 들어간다\n2. 계단으로 간다', '서연아 지금 몇 시야?', [added(/“세 시 반이야\. 생각보다 늦었어\.”/u, 'Seoyeon reads the clock, in 반말')]),
  adventure('letter-zh', 'zh', 'mystery', '邮局里，老孙把一封没有邮票的信递给你。信封上只写着“三号楼”。\n1. 拆开信\n2. 去三号楼', '老孙，这封信是寄出去的还是别人送来的？', [added(/“是别人送来的。不是寄出去的/u, 'Lao Sun says which, as a fact')]),
  adventure('fan-en', 'en', 'horror', 'The motel room is stifling. Above the bed, the ceiling fan spins backwards although the switch is off.\n1. Leave\n2. Call reception', 'tap the ceiling fan', [added(/The ceiling fan does not stop for you/u, 'the fan keeps moving under the hand')]),
];

export const cases: EvalCase[] = [...fromBefore, ...heldOut];
