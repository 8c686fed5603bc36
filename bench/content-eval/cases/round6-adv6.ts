/**
 * Round 6 (issue 13) adventure cases: the helper's own fresh requests, written before any fix (round6-adv6.before.json,
 * 16 requests, 4 per language, adventure-start included) and a second fresh set (round6-adv6.tune.json, 8 requests), with
 * the facts a good answer must carry and negative facts for the classes fixed: stock filler that fits no premise ("the
 * moment shifts", "a bold move", "it worked", "nothing is what it seemed"), a sought thing not named in the result, a
 * bargain not answered, a pronoun pasted as a noun ("The him you kept"), chat shorthand echoed ("i try to … lol"), a
 * Korean particle read as a name ("장에는"), a diary entry for a newspaper, a chase beat in a romance, a phone call
 * answered with "what you found".
 */
import before from './round6-adv6.before.json' with { type: 'json' };
import tune from './round6-adv6.tune.json' with { type: 'json' };
import tune3 from './round6-adv6.tune3.json' with { type: 'json' };
import after from './round6-adv6.after.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { narrationOf, choicesOf, added } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }
const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The stock filler the round removed, in the four languages. */
const filler: EvalFact = {
  label: 'no stock filler that fits no premise (the moment shifts, a bold move, it worked, nothing is what it seemed)',
  check: not(/moment shifts|bold move|Nobody saw that coming|nothing here is what it seemed|nước đi táo bạo|Không ai ngờ tới|tình thế đảo ngược|chẳng có gì ở đây như vẻ ngoài|아무도 예상 못 한|대담한 선택|효과가 있다|흐름이 바뀌고|谁都没料到|大胆的一步|奏效了|表面看起来的样子|局势/iu),
};
/** No option "Follow where X leads" (a filler option that breaks on any non-clue object). */
const noFollowLeads: EvalFact = { label: 'no "Follow where X leads" option', check: (t) => !/Follow where|Lần theo manh mối từ|의 단서를 따라간다|的线索追下去/u.test(choicesOf(t)) };

const raw = [...(before as unknown as Raw[]), ...(tune as unknown as Raw[]), ...(tune3 as unknown as Raw[]), ...(after as unknown as Raw[])];
const factsById: ReadonlyArray<readonly EvalFact[]> = [
  // before 1–16
  [filler, noFollowLeads, { label: 'no verb pasted as the object ("the wheelchair sits")', check: not(/wheelchair sits/iu) }],
  [filler, added(/“[^”]{8,}”|offer|enough|believe/iu, 'the dragon answers the bargain'), { label: 'no chat shorthand echoed (i try to, w, lol)', check: not(/\bi try to\b|\bw the\b|\blol\b/u) }],
  [filler, { label: 'no pronoun pasted into a noun slot ("The him you kept")', check: not(/\bthe him\b|\bThe him\b/u) }, added(/\bHe\b|\bhe\b/u, 'Daniel (he) reacts to what you told him')],
  [{ label: 'the opening ends with numbered choices', check: /\n1\. .+\n2\. .+\n3\. /u }],
  [filler, added(/“[^”]{8,}”|trang|tên/iu, 'the notebook says something')],
  [filler, added(/giọng|đáp|tiếng/iu, 'the call through the bus loudspeaker is answered')],
  [filler, added(/Thầy/u, 'the teacher answers')],
  [{ label: 'the opening ends with numbered choices', check: /\n1\. .+\n2\. .+\n3\. /u }],
  [filler, added(/검/u, 'the master answers about the sword'), { label: 'no particle-bearing phrase as a topic ("스승님에게 검")', check: not(/스승님에게 스승님에게|누가 와서 스승님에게|주인을 물었/u) }],
  [filler, { label: 'the radio call is told as the player action, not echoed in quotes', check: (t) => !/‘산소 탱크/u.test(narrationOf(t)) }, added(/동료/u, 'the colleague answers the radio')],
  [filler, { label: 'no particle read as a person ("장에는")', check: not(/장에는|장에가/u) }, added(/그 사람|“/u, 'the sketcher answers')],
  [{ label: 'the opening ends with numbered choices', check: /\n1\. .+\n2\. .+\n3\. /u }],
  [filler, added(/宿管阿姨|阿姨/u, 'the dorm warden answers the call'), { label: 'no "what you found" on a phone call', check: not(/你找到的东西/u) }],
  [filler, added(/借条/u, 'the search names the IOU (found or gone)'), { label: 'no diary entry for a drawer search', check: not(/它已经知道我的名字|第二种笔迹/u) }],
  [filler, added(/人|谁/u, 'the door opens on whoever knocked'), { label: 'no dust puff for a knock at the door', check: not(/灰尘像憋了很久/u) }],
  [{ label: 'the opening ends with numbered choices', check: /\n1\. .+\n2\. .+\n3\. /u }],
  // tune 1–8
  [filler],
  [{ label: 'no diary entry for a newspaper', check: not(/Check who came back|It knows my name/u) }],
  [filler, { label: 'the message answers the question (no "where are you")', check: not(/Đang ở đâu đấy/u) }, added(/giải thích|kể/u, 'he takes up the question of how he knows the number')],
  [filler],
  [filler, { label: 'the story says 너, the answer keeps it (no 당신)', check: not(/당신/u) }, { label: 'no idiom object ("야근을 살펴본다")', check: not(/야근을/u) }],
  [filler, added(/소녀/u, 'the girl takes up the question about her mother'), { label: 'no stock "last person near 기억"', check: not(/기억 근처/u) }],
  [filler, added(/伞/u, 'the colleague takes the umbrella'), { label: 'no chase beat or hiding the umbrella in a romance', check: not(/一扇扇门|藏好|谁追来了/u) }],
  [filler],
  // tune3 1–8 (written as an "after" set, then tuned on: not counted as after)
  [filler],
  [filler],
  [filler, added(/Có người/u, 'someone is behind you when you turn')],
  [filler, { label: 'no threat in a school ruse', check: not(/Cái mặt này tao/u) }],
  [filler, added(/누군가/u, 'someone is there when you turn'), { label: 'no broken "네 혼자"', check: not(/네 혼자/u) }],
  [filler, added(/선장/u, 'the captain answers the threat')],
  [filler, added(/引了过去|引开/u, 'the noise draws the zombies away'), { label: 'no movement pasted as a thing ("下楼派上了用场", "你到了最大声")', check: not(/下楼派上|你到了最大声/u) }],
  [filler, added(/他/u, 'he answers how he has been'), { label: 'no "eyes on the surroundings" for a question', check: not(/眼睛一刻也没离开四周/u) }],
  // after 1–8: the honest "after" set, never tuned on (some of these fail: they are kept as found)
  [filler, added(/ferryman|gold|“/u, 'the ferryman answers the offer of gold'), { label: 'no footsteps on a lake', check: not(/footsteps stop/u) }],
  [{ label: 'three or four numbered choices', check: (t) => (choicesOf(t).match(/^\d+\.\s/gmu) ?? []).length >= 3 }],
  [filler],
  [filler, added(/robot/iu, 'the robot answers where the crew went'), { label: 'no pasted "tới đâu hết"', check: not(/tới đâu hết/u) }],
  [filler, added(/막는다|버틴다/u, 'the door is blocked')],
  [filler, { label: 'no broken "너도 너 좋아했다고"', check: not(/너도 너 좋아/u) }],
  [filler, added(/好友|回复|消息|海边/u, 'the friend answers the message')],
  [filler, added(/藏宝图/u, 'the search names the treasure map')],
];

export const cases: EvalCase[] = raw.map((request, index) =>
  evalCase({
    id: `round6-adv6-${index < 16 ? `b${index + 1}` : index < 24 ? `t${index - 15}` : index < 32 ? `u${index - 23}` : `a${index - 31}`}-${request.language}`,
    type: request.type,
    language: request.language,
    input: request.input as unknown as ContentInputs[ContentType],
    facts: [...(factsById[index] ?? [])],
  }),
);
