/**
 * Round 17 of issue 13: the honest fall-through (persona-chat-tellback12.ts) told the visitor's clause back and then only
 * asked a stock question ("When did it start?", "What made you think of it?"): the detective never reasoned, the
 * psychologist never named what was described nor offered a step, the astrologer never read anything, the friend never
 * reacted. Between the told-back clause and the question, the persona now reacts to what was told, in character, by the
 * stance the clause was said in (a thing that keeps happening, a worry, a feeling): the detective reasons
 * from a repetition or from the facts given, the psychologist names it and gives one small step, the astrologer reads
 * the week and gives one step, the friend takes the visitor's side. The chef's told problem keeps its own "fixable" line
 * and question (its dishes are the kitchen reader's), and the kid and the idols keep their short answer.
 */
import type { PersonaKey } from '../contract/content-types.ts';
import type { ByRegister, FixRegister } from './persona-chat-fix-voice.ts';
import type { Stance } from './persona-chat-tellback12.ts';

/** The stances a reaction is written for; the others (news, found, plain…) keep the told line's own reaction. */
type Reacted = 'complaint' | 'worry' | 'feeling' | 'replay';
type ReactionLines = ByRegister<Readonly<Partial<Record<Reacted, string>>>>;

const detective: ReactionLines = {
  en: { complaint: 'Something that happens again and again has a pattern, and a pattern has a person or a cause behind it: the same hour each time points to someone whose own routine brings them past.', worry: 'Let us keep to the facts you gave me, not to what the worry adds to them: what happened, when, and who could have been there.' },
  vi: { complaint: 'Chuyện gì lặp đi lặp lại cũng có quy luật, mà quy luật thì luôn có một người hay một nguyên nhân đứng sau: cùng một giờ mỗi lần nghĩa là ai đó có lịch sinh hoạt đưa họ ngang qua đúng lúc ấy.', worry: 'Ta bám vào các sự kiện bạn đưa ra, không bám vào nỗi lo: chuyện gì xảy ra, lúc nào, và ai có thể có mặt.' },
  koPlain: { complaint: '되풀이되는 일엔 패턴이 있고, 패턴 뒤엔 늘 사람이나 원인이 있어. 매번 같은 시각이라면 자기 일과 때문에 그때 지나가는 누군가를 가리켜.', worry: '걱정이 보탠 것 말고, 네가 준 사실에만 붙어 보자. 무슨 일이, 언제, 누가 거기 있을 수 있었는지.' },
  koPolite: { complaint: '되풀이되는 일엔 패턴이 있고, 패턴 뒤엔 늘 사람이나 원인이 있어요. 매번 같은 시각이라면 자기 일과 때문에 그때 지나가는 누군가를 가리켜요.', worry: '걱정이 보탠 것 말고, 주신 사실에만 붙어 봐요. 무슨 일이, 언제, 누가 거기 있을 수 있었는지요.' },
  koHage: { complaint: '되풀이되는 일엔 패턴이 있고, 패턴 뒤엔 늘 사람이나 원인이 있네. 매번 같은 시각이라면, 제 일과 때문에 그때 그곳을 지나가는 누군가를 가리키지.', worry: '걱정이 보탠 것 말고 자네가 준 사실에만 붙어 보세. 무슨 일이, 언제, 누가 거기 있을 수 있었는지.' },
  zh: { complaint: '一再发生的事一定有规律，规律背后总有一个人或一个原因：每次都在同一个时间，说明是某个人的日常路线刚好把他带到那里。', worry: '我们只看你给出的事实，不看担心添上去的东西：发生了什么，什么时候，谁可能在场。' },
};

const psychologist: ReactionLines = {
  en: { complaint: 'What you describe sounds like something that wears you down by repeating, with no pause in between. One small step: the next time it happens, write down what came just before it; a pattern you can see is easier to change.', worry: 'That sounds like worry running ahead of what has actually happened. One small step: write the worry down in one sentence, then one thing you would do if it came true.', feeling: 'What you describe sounds like a heavy feeling that has had no room to settle. One small step: give it ten minutes today, on paper, before it takes the whole evening.', replay: 'That sounds like your mind replaying it, trying to fix something that is already over; we remember our own missteps far longer than anyone who saw them. One small step: write down in two sentences what happened and the one thing you would do differently; when it comes back, tell yourself that part is already dealt with.' },
  vi: { complaint: 'Điều em kể nghe như một thứ làm mình kiệt sức vì cứ lặp lại, không có lúc nào ngơi. Một bước nhỏ: lần tới khi nó xảy ra, em ghi lại điều diễn ra ngay trước đó; thấy được quy luật thì dễ thay đổi hơn.', worry: 'Nghe như nỗi lo đang chạy trước những gì thật sự đã xảy ra. Một bước nhỏ: viết nỗi lo ra thành một câu, rồi viết một việc em sẽ làm nếu nó thành thật.', feeling: 'Điều em kể nghe như một cảm xúc nặng chưa có chỗ để lắng xuống. Một bước nhỏ: hôm nay dành cho nó mười phút trên giấy, trước khi nó chiếm cả buổi tối.', replay: 'Nghe như đầu em đang tua lại chuyện đó, cố sửa một điều đã qua rồi; mình luôn nhớ sai sót của mình lâu hơn nhiều so với người chứng kiến. Một bước nhỏ: viết ra hai câu, chuyện gì đã xảy ra và một điều em sẽ làm khác; khi nó quay lại, tự nhắc mình phần đó đã xử lý xong.' },
  koPlain: { complaint: '들어 보면 쉴 틈 없이 되풀이되면서 사람을 지치게 하는 일 같아. 작은 한 걸음: 다음에 또 그러면 바로 직전에 무슨 일이 있었는지 적어 봐. 보이는 패턴은 바꾸기가 쉬워.', worry: '실제로 일어난 일보다 걱정이 앞서 달려가는 것 같아. 작은 한 걸음: 걱정을 한 문장으로 적고, 그게 정말 일어나면 할 일 하나를 적어 봐.', feeling: '무거운 마음이 가라앉을 자리를 못 찾은 것 같아. 작은 한 걸음: 오늘 그 마음에 종이 위에서 10분만 내줘. 저녁 전체를 가져가기 전에.', replay: '이미 끝난 일을 고치려고 머리가 자꾸 되감는 것 같아. 내 실수는 본 사람보다 내가 훨씬 오래 기억하거든. 작은 한 걸음: 무슨 일이 있었는지, 다음엔 뭘 다르게 할지 두 문장으로 적어 봐. 다시 떠오르면 그건 이미 정리했다고 스스로한테 말해 줘.' },
  koPolite: { complaint: '말씀을 들어 보면 쉴 틈 없이 되풀이되면서 사람을 지치게 하는 일 같아요. 작은 한 걸음: 다음에 또 그러면 바로 직전에 무슨 일이 있었는지 적어 보세요. 눈에 보이는 패턴은 바꾸기가 쉬워요.', worry: '실제로 일어난 일보다 걱정이 앞서 달려가는 것 같아요. 작은 한 걸음: 걱정을 한 문장으로 적고, 그게 정말 일어나면 할 일 하나를 적어 보세요.', feeling: '무거운 마음이 가라앉을 자리를 못 찾은 것 같아요. 작은 한 걸음: 오늘 그 마음에 종이 위에서 10분만 내주세요. 저녁 전체를 가져가기 전에요.', replay: '이미 끝난 일을 고치려고 머리가 자꾸 되감는 것 같아요. 내 실수는 본 사람보다 내가 훨씬 오래 기억하거든요. 작은 한 걸음: 무슨 일이 있었는지, 다음엔 무엇을 다르게 할지 두 문장으로 적어 보세요. 다시 떠오르면 그건 이미 정리했다고 스스로에게 말해 주세요.' },
  koHage: { complaint: '쉴 틈 없이 되풀이되며 사람을 지치게 하는 일로 들리네. 다음에 또 그러면 바로 직전에 무슨 일이 있었는지 적어 보게.', worry: '일어난 일보다 걱정이 앞서 달리는군. 걱정을 한 문장으로 적어 보게.', feeling: '무거운 마음이 가라앉을 자리를 못 찾았군. 오늘 십 분만 종이에 적어 보게.', replay: '이미 끝난 일을 고치려고 머리가 되감는 게로군. 무슨 일이었는지, 다음엔 무엇을 달리할지 두 문장으로 적어 두게.' },
  zh: { complaint: '你说的听起来像是一件反复发生、中间没有喘息的事，在一点点消耗你。一个小步骤：下次它再发生时，记下它之前刚发生了什么；看得见的规律，才好改变。', worry: '听起来是担心跑在了真正发生的事情前面。一个小步骤：把这个担心写成一句话，再写下如果它真的发生，你会做的一件事。', feeling: '你说的听起来像是一种沉重的感觉，一直没有地方落下来。一个小步骤：今天在纸上给它十分钟，别让它占掉整个晚上。', replay: '听起来是你的脑子在反复回放，想去修补一件已经过去的事；自己的失误，我们总比看到的人记得久得多。一个小步骤：用两句话写下发生了什么、下次你会怎么做不一样；它再冒出来时，告诉自己这部分已经处理过了。' },
};

const astrologer: ReactionLines = {
  en: { complaint: 'The stars do not make this happen, but they do mark the weeks when it weighs more, and this is one of them: change one small thing, not everything.', worry: 'Your sky this week is restless, and restless skies make worries look bigger than they are: decide one small thing today and let the rest wait.', feeling: 'The moon is waning this week, a time for letting things settle rather than forcing them: be gentle with yourself and do one small kind thing for you.' },
  vi: { complaint: 'Các vì sao không gây ra chuyện này, nhưng chúng đánh dấu những tuần nó nặng hơn, và tuần này là một tuần như vậy: hãy đổi một việc nhỏ thôi, đừng đổi tất cả.', worry: 'Bầu trời của bạn tuần này hơi xao động, mà trời xao động thì nỗi lo trông to hơn thật: hôm nay quyết một việc nhỏ, phần còn lại để sau.', feeling: 'Tuần này trăng đang khuyết, là lúc để mọi thứ lắng xuống chứ không phải ép nó: hãy dịu dàng với mình và làm một điều nhỏ tử tế cho bản thân.' },
  koPlain: { complaint: '별이 이 일을 일으키진 않지만, 그게 더 무겁게 느껴지는 주를 알려 줘. 이번 주가 그래. 전부 말고 작은 것 하나만 바꿔 봐.', worry: '이번 주 네 하늘은 좀 들떠 있어. 하늘이 들뜨면 걱정이 실제보다 커 보여. 오늘은 작은 것 하나만 정하고 나머지는 기다리게 둬.', feeling: '이번 주는 달이 기우는 때라, 억지로 하기보다 가라앉히는 때야. 너 자신한테 다정하게, 작은 좋은 일 하나 해 줘.' },
  koPolite: { complaint: '별이 이 일을 일으키진 않지만, 그게 더 무겁게 느껴지는 주를 알려 줘요. 이번 주가 그래요. 전부 말고 작은 것 하나만 바꿔 보세요.', worry: '이번 주 하늘이 좀 들떠 있어요. 하늘이 들뜨면 걱정이 실제보다 커 보여요. 오늘은 작은 것 하나만 정하고 나머지는 기다리게 두세요.', feeling: '이번 주는 달이 기우는 때라, 억지로 하기보다 가라앉히는 때예요. 스스로에게 다정하게, 작은 좋은 일 하나 해 주세요.' },
  koHage: { complaint: '별이 이 일을 일으키진 않지만, 그게 무거운 주를 알려 주지. 이번 주가 그렇네. 작은 것 하나만 바꾸게.', worry: '이번 주 하늘이 들떠 있네. 오늘은 작은 것 하나만 정하게.', feeling: '달이 기우는 주일세. 스스로에게 다정하게 하게.' },
  zh: { complaint: '星星不会让这件事发生，但会标出它格外沉重的那几周，这周就是：只改一件小事，别什么都改。', worry: '你这周的星空有点躁动，星空一躁，担心就显得比实际更大：今天只定一件小事，其余的先放一放。', feeling: '这周是下弦月，适合让事情沉下来，而不是硬推：对自己温柔一点，为自己做一件小小的好事。' },
};

const close: ReactionLines = {
  en: { complaint: "Honestly, that would drive me up the wall too. I'm on your side, you know that.", worry: "Hey, it's going to be okay, and if it's not, we deal with it together.", feeling: "Come here. You don't have to be fine for me.", replay: "Honestly? Nobody remembers it the way you do. I promise it's way smaller in everyone else's head." },
  vi: { complaint: 'Trời, gặp tao chắc tao cũng điên lên. Tao đứng về phía mày, biết chưa.', worry: 'Ê, rồi sẽ ổn thôi, mà có không ổn thì tụi mình cùng tính.', feeling: 'Lại đây. Với tao thì không cần phải tỏ ra ổn đâu.', replay: 'Thật đó, không ai nhớ chuyện đó kỹ như mày đâu. Trong đầu người khác nó nhỏ xíu à.' },
  koPlain: { complaint: '아 그거 나라도 진짜 열받았겠다. 나는 무조건 네 편이야.', worry: '야, 괜찮을 거야. 안 괜찮으면 같이 해결하면 돼.', feeling: '이리 와. 나한테는 괜찮은 척 안 해도 돼.', replay: '솔직히 그거 너만큼 기억하는 사람 없어. 다른 사람 머릿속에선 훨씬 작은 일이야.' },
  koPolite: { complaint: '아 그거 저라도 진짜 속상했겠어요. 저는 무조건 그쪽 편이에요.', worry: '괜찮을 거예요. 안 괜찮으면 같이 해결하면 돼요.', feeling: '저한테는 괜찮은 척 안 하셔도 돼요.', replay: '솔직히 그거 본인만큼 기억하는 사람 없어요. 다른 사람들 머릿속에선 훨씬 작은 일이에요.' },
  koHage: { complaint: '나라도 화가 났겠군. 나는 자네 편일세.', worry: '괜찮을 걸세. 아니면 같이 해결하면 되지.', feeling: '괜찮은 척하지 않아도 되네.', replay: '자네만큼 그걸 기억하는 사람은 없네.' },
  zh: { complaint: '天哪，换我也会被逼疯。我站你这边，你知道的。', worry: '嘿，会没事的，就算有事，我们一起想办法。', feeling: '过来。在我面前不用装没事。', replay: '说真的，没人像你记得这么清楚。在别人脑子里，这事小多了。' },
};

const byPersona: Readonly<Partial<Record<PersonaKey, ReactionLines>>> = {
  detective, psychologist, astrologer, childhood_friend: close, girl: close,
};

/** The persona's reaction to what was told, by its stance, or null when the persona keeps its short answer. */
export function reactionLine(persona: PersonaKey, stance: Stance, register: FixRegister): string | null {
  const lines = byPersona[persona]?.[register];
  if (!lines) return null;
  // A hurt already gets its reaction in the told line or the question (That must have stung, 많이 속상하셨겠어요).
  return stance === 'complaint' || stance === 'worry' || stance === 'feeling' || stance === 'replay' ? lines[stance] ?? null : null;
}
