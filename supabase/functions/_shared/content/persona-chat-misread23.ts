/**
 * Round 19 (chat23): gates for two early readers that answered a request by one topic word while the request said
 * something else.
 *
 * - Pet news ("the cat is clearly the boss!") is good news about the visitor's pet told as a statement. A message that
 *   ASKS something (a question mark, a question word or a question particle) or tells the pet's LOSS (lost, ran away,
 *   died) is not that: it gives way to the choice, the what-now and the told-back fall-through.
 * - Someone else's event ("your friend is getting married, a big day for them") is the visitor's news only while the
 *   message stays on it. When a later clause turns to the visitor with a contrast, a negation or a question
 *   ("…but the groom is my ex", "…나는 축하해줄 기분이 아니야", "…em không biết nên chúc mừng thế nào"), that clause is
 *   the point and the reading gives way.
 *
 * The lists here are grammatical classes (question words and particles, contrast conjunctions, negators) except the
 * short list of loss verbs for a pet.
 */

/** Question words and particles, per script; a question mark anywhere counts too. */
const questionForm: readonly RegExp[] = [
  /[?？]/u,
  /(?:^|[,.;!]\s*|\b(?:and|but|so)\s+)(?:what|why|how|when|where|who|which|should|can|could|do|does|did|is|are|will|would)\b/iu,
  /(?<![\p{L}])(?:gì|sao|nào|ở đâu|đi đâu|đâu rồi|thế nào|ra sao|có nên|nên không|được không|không ạ|hả|nhỉ|chưa ạ)(?![\p{L}])/iu,
  /(?:뭐|무엇|어떻게|어디|언제|누구|몇|왜|[을를]까|[가-힣]까요?|나요|[가-힣]니\s*$|[가-힣]냐\s*$|괜찮아요?\s*$|돼요\s*$)/u,
  /(?:吗|呢|什么|怎么|为什么|为啥|是不是|哪|谁|几个|多少|要不要|能不能|会不会|该不该|还是)/u,
  // Not knowing whether / how / what is an indirect question (i dont know if i should follow, không biết có nên, 모르겠어, 不知道).
  /\b(?:don'?t|do not|dunno|not sure|no idea)\s+(?:know\s+)?(?:if|whether|what|how|where|when|why)\b|(?<![\p{L}])không biết(?![\p{L}])|모르겠|不知道|不确定/iu,
];

/** A Vietnamese gì inside "không có gì / chẳng có gì" is "nothing", no question. */
const nothingWord = /(?:không|chẳng|chả) (?:có )?gì/giu;

/** Whether the message asks something, in any of the four languages. */
export function asksSomething(text: string): boolean {
  const plain = text.replace(nothingWord, ' ');
  return questionForm.some((pattern) => pattern.test(plain));
}

/** The loss of a pet (a short list of loss verbs: lost, missing, ran away, died). */
const petLoss = /\b(?:lost|missing|ran away|run away|ran off|died|dead|passed away|put down|got out)\b|(?<![\p{L}])(?:đi lạc|bị lạc|chạy mất|mất tích|mất rồi|chết|bỏ đi|không về|chưa về)(?![\p{L}])|(?:잃어버|없어졌|도망|가출|죽었|무지개 ?다리|하늘나라|안 돌아)|(?:丢了|走丢|跑丢|不见了|死了|去世|没了|跑了)/iu;

/** Whether a pet read from the message is no good news: the message asks something or tells the pet's loss. */
export function petNewsGivesWay(text: string): boolean {
  return asksSomething(text) || petLoss.test(text);
}

/** A contrast conjunction, a negator, per script. */
const contrast = /\b(?:but|though|although|yet|except)\b|(?<![\p{L}])(?:nhưng|mà|thế mà|vậy mà|còn em|em thì|mình thì)(?![\p{L}])|(?:는데|지만|그런데|근데|데\s)|(?:可是|但是|但|不过|却|可)/iu;
const negator = /\b(?:not|no|never|don't|dont|can't|cant|won't|isn't|didn't|didnt)\b|n't\b|(?<![\p{L}])(?:không|chẳng|chưa|chả)(?![\p{L}])|(?:안\s|않|못|아니|없)|(?:不|没|别)/iu;
const firstPersonAnyScript = /\b(?:i|i'm|im|me|my)\b|(?<![\p{L}])(?:em|mình|tôi|tao|tớ)(?![\p{L}])|(?:^|\s)(?:저|제가|저는|전|나|내가|나는|난|내|제)(?=\s)|我/iu;

/**
 * Whether the words after another person's event turn to the visitor with a contrast, a negation or a question: the
 * event is then the background, never the news to celebrate.
 */
export function othersEventGivesWay(afterEvent: string): boolean {
  const tail = afterEvent.trim();
  if (tail.length < 2 || !firstPersonAnyScript.test(tail)) return false;
  return contrast.test(tail) || negator.test(tail) || asksSomething(tail);
}

/** The visitor's turn after another person's event: a question of their own, or a feeling against the news. */
export type TurnKind = 'question' | 'feeling';

/** Korean registers and the others the fix lines use. */
type Register = 'en' | 'vi' | 'zh' | 'koPlain' | 'koPolite' | 'koHage';

const feelingLines: Readonly<Record<Register, (person: string) => string>> = {
  en: (person) => `That is allowed: ${person}'s news belongs to ${person}, and what you feel about it belongs to you. You owe no one a glad face today; one short, honest line is enough, and the rest you can tell me.`,
  vi: (person) => `Như vậy cũng không sao: chuyện đó là của ${person}, còn cảm giác của bạn là của bạn. Hôm nay bạn không cần tỏ ra vui; một câu ngắn mà thật lòng là đủ, phần còn lại cứ kể với mình.`,
  zh: (person) => `这样也没关系：那是${person}的事，你心里怎么想是你自己的。今天不用硬装高兴，一句简短的真心话就够了，剩下的跟我说。`,
  koPlain: (person) => `그래도 괜찮아. ${person} 일은 ${person} 일이고, 네 마음은 네 거야. 오늘 억지로 기쁜 척 안 해도 돼. 짧고 진심인 한마디면 충분하고, 나머지는 나한테 털어놔.`,
  koPolite: (person) => `그래도 괜찮아요. ${person} 일은 ${person} 일이고, 그 마음은 온전히 당신 거예요. 오늘 억지로 기쁜 척 안 해도 돼요. 짧고 진심인 한마디면 충분하고, 나머지는 저한테 털어놓으세요.`,
  koHage: (person) => `그래도 괜찮네. ${person} 일은 ${person} 일이고, 자네 마음은 자네 것이야. 오늘 억지로 기쁜 척할 필요는 없네. 짧고 진심인 한마디면 충분하고, 나머지는 내게 말하게.`,
};

const questionLines: Readonly<Record<Register, (person: string) => string>> = {
  en: (person) => `That question is yours, not a footnote to ${person}'s news, and it deserves its own answer. One step this week: write down the one part of it that weighs most, and talk that part through with someone you trust before you decide anything.`,
  vi: (person) => `Câu hỏi đó là của bạn, không phải chuyện phụ bên cạnh chuyện của ${person}, và nó cần câu trả lời riêng. Tuần này làm một bước thôi: viết ra phần nặng lòng nhất, rồi nói phần đó với một người bạn tin trước khi quyết định gì.`,
  zh: (person) => `这个问题是你自己的，不只是${person}那件事的附带，它值得单独回答。这周先走一步：把最压在心上的那一点写下来，先跟一个信得过的人把这一点说清楚，再做决定。`,
  koPlain: (person) => `그 질문은 ${person} 일의 곁다리가 아니라 네 거야. 따로 답할 가치가 있어. 이번 주엔 한 걸음만: 제일 무거운 부분 하나를 적어 보고, 뭘 정하기 전에 믿는 사람이랑 그 부분부터 얘기해 봐.`,
  koPolite: (person) => `그 질문은 ${person} 일의 곁다리가 아니라 당신 거예요. 따로 답할 가치가 있어요. 이번 주엔 한 걸음만: 제일 무거운 부분 하나를 적어 보고, 뭘 정하기 전에 믿는 사람이랑 그 부분부터 얘기해 보세요.`,
  koHage: (person) => `그 질문은 ${person} 일의 곁다리가 아니라 자네 것일세. 이번 주엔 한 걸음만: 제일 무거운 부분 하나를 적고, 뭘 정하기 전에 믿는 사람과 그 부분부터 얘기해 보게.`,
};

/** What the visitor's turn is: a question when it asks something, otherwise a feeling against the news. */
export function turnKind(turn: string): TurnKind {
  return asksSomething(turn) ? 'question' : 'feeling';
}

/** The answer after the whole message told back: the visitor's own turn answered in its form, naming the person. */
export function writeTurnLine(kind: TurnKind, person: string, register: Register): string {
  return (kind === 'question' ? questionLines : feelingLines)[register](person);
}
