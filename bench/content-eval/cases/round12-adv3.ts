/**
 * Round 12 (issue 13) adventure cases: the helper's 16 fresh visitor-written continuations (round12-adv3.before.json,
 * written before any fix, 4 per language), with the facts a good answer must carry for the round-12 classes: a thing
 * with words on it that is read says what it says, made of the story (its writer, the danger, a place offered) and the
 * options follow it; a person the story left unconscious, asleep, gone or turned away stays so; a person asked to guide
 * answers in character with steps; a thing given up to someone (lend, nhường, 让给) is taken by them; a self-question
 * about the past is answered by what the player remembers. Negative facts: the stock "one detail is not what you
 * expected" read, a question nobody answers, a person left behind beside you, the stock "nothing else moves" beat.
 */
import before from './round12-adv3.before.json' with { type: 'json' };
import type { ContentInputs, ContentLanguage, ContentType } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';
import { added, choicesOf, noOption, notAdded } from '../adventure-facts.ts';

interface Raw { type: ContentType; language: ContentLanguage; input: Record<string, string> }

/** The stock read beat and the unanswered question, in the four languages. */
const noStockRead = notAdded(/One detail is not|Chỉ có một chi tiết|딱 한 군데만|没有人回答|No one answers|대답하는 사람은 없다/u, 'no stock "one detail is not what you expected" read, no unanswered question');
/** The stock beats an act used to get. */
const noStockBeat = notAdded(/nothing else around you moves|everything around you goes still|What it changes|mọi thứ xung quanh như lặng đi|숨을 죽인 듯|周围的一切都静了下来|这会带来什么变化/u, 'no stock "nothing moves / what it changes" beat');

/** A fact on the next options: one of them matches. */
const offers = (pattern: RegExp, label: string): EvalFact => ({ label, check: (text) => pattern.test(choicesOf(text)) });

const factsById: ReadonlyArray<readonly EvalFact[]> = [
  [noStockRead, added(/Tom's handwriting[^“]*“If you're reading this, I didn't make it back\./u, 'Tom’s last entry reads as a message from the drowned keeper'), added(/storm/u, 'it names the story’s storm'), added(/lamp room/u, 'it sends the player to a place the story offered'), offers(/Go to the lamp room and look for what was hidden/u, 'the next options follow the entry')],
  [notAdded(/Ines (?:watches|nods|smiles|stays|is out of sight|whispers)|beside you/u, 'the fainted nurse does not act or stand beside you')],
  [added(/Okafor answers at once[^“]*“[^”]*third lever/u, 'Okafor answers with which lever'), added(/it shuts off the ballast/u, 'the ballast is shut off step by step'), notAdded(/change my mind/u, 'no favour weighed')],
  [noStockBeat, added(/the kid takes your cloak/u, 'the girl takes the cloak lent to her'), added(/the cloak is not yours any more/u, 'the player is without the cloak')],
  [noStockRead, added(/nét chữ của bà Sáu[^“]*“Nếu ai đang đọc những dòng này, nghĩa là tôi đã không về được\./u, 'bà Sáu’s note reads as a message from the dead keeper'), added(/tiếng chó sủa/u, 'it names the dogs barking')],
  [notAdded(/Khoa (?:gật|nhìn|thì thầm|mỉm|ở ngay cạnh)|cạnh bạn/u, 'the unconscious Khoa does not act or stand beside you')],
  [added(/Bác Năm nói chậm rãi[^“]*“Nghe bác nói đây/u, 'bác Năm answers in character'), added(/bạn lái ghe qua khúc sông có xoáy nước\./u, 'the boat is steered through the whirlpool'), notAdded(/Được thôi\.”/u, 'no bare “được thôi”')],
  [noStockBeat, added(/Rồi nhận lấy chỗ trên xuồng cứu sinh/u, 'the old woman takes the seat given up'), notAdded(/Cháu vẫn ở trong tay bạn/u, 'no broken “the grandchild is in your hands”')],
  [noStockRead, added(/화면에는 메시지 하나뿐이다\. 보낸 사람은 박 소령\./u, 'the screen shows a message signed by 박 소령'), added(/긁는 소리/u, 'it names the scratching'), added(/무기고/u, 'it sends the player to the armoury the story offered'), noOption(/모니터를 확인한다/u, 'the monitor is not offered again')],
  [notAdded(/민호(?:가|는)? (?:웃|고개를 끄덕|따라|곁)/u, 'the sulking 민호 does not smile, nod or follow')],
  [added(/김 대리가 또박또박 말한다/u, '김 대리 answers'), added(/비상 발전기 켜는 데 성공한다/u, 'the generator is started step by step'), notAdded(/구조선|잘 들립니다/u, 'no far service voice')],
  [noStockRead, added(/확실한 건 여기서 눈을 떴다는 것뿐이다/u, 'memory answers the question honestly')],
  [noStockRead, added(/只有一处被红笔重重圈了出来，旁边一行小字，是寻宝的书生的笔迹：“/u, 'the map shows the circled spot in the missing scholar’s hand'), added(/脚步声/u, 'it names the footsteps'), offers(/照着地图去红圈那儿/u, 'the next options follow the map')],
  [notAdded(/老张(?:在你身边|点了点头|跟着|笑)/u, 'the drunk 老张 does not come along or nod')],
  [added(/阿婆一边说一边比划：“/u, 'the grandmother answers in character'), added(/你用这些草药给他止血了/u, 'the bleeding is stopped with the herbs')],
  [noStockBeat, added(/接着接过最后一张船票/u, 'the woman takes the last ticket'), added(/最后一张船票不在你手里了/u, 'the player is without the ticket')],
];

export const cases: EvalCase[] = (before as unknown as Raw[])
  .map((request, index) =>
    evalCase({
      id: `round12-adv3-b${index + 1}-${request.language}`,
      type: request.type,
      language: request.language,
      input: request.input as unknown as ContentInputs[ContentType],
      facts: [...(factsById[index] ?? [])],
    }),
  )
  .filter((item) => item.facts.length > 0);
