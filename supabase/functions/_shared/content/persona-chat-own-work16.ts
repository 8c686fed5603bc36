/**
 * Round 15, second wave (chat16) of issue 13: the visitor asks whether what they made or did is bad ("em vẽ có xấu quá
 * không", "em có dở quá không", "is my drawing that bad?", "am I just bad at this?", "제가 너무 못 그린 걸까요?", "我是不是
 * 画得很丑"). The early readers answered the event around it ("…nó chỉ nói ừ cảm ơn hả? Nghe mà hụt hẫng giùm luôn") or
 * read it as a possible mistake and garbled it. Read by grammar: a yes/no question at the end whose subject is the
 * visitor or the visitor's own work, judged with a word of poor quality (a closed class: bad, ugly, dở, xấu, 못, 丑, 差).
 * The answer: what happened told back, an honest "I don't think so" with why, a word on another's short reaction when
 * one is told, and one question about doing it better.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { contextOf } from './persona-chat-feeling15.ts';
import { sentencesWithEllipsis } from './persona-chat-later15.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';

/** The question judging the visitor's own work or skill as poor. */
const ownWorkJudge: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:am i (?:really |that |so |just |actually )?(?:bad|terrible|awful|horrible|hopeless|trash|garbage) at|is (?:my|mine) (?:\w+ )?(?:(?:really|that|so|too|actually) )*(?:bad|ugly|terrible|awful|trash|garbage)|do i (?:really |actually |just )?suck)\b/iu,
  vi: /(?:có|bị)\s+(?:(?:quá|hơi|bị)\s+)?(?:xấu|dở|tệ|kém|dốt|quê)(?:\s+(?:quá|lắm|ghê|vậy))?\s+(?:không|ko|hông|hả|ha)/iu,
  ko: /(?:못\s?(?:그린|그렸|추는|췄|춘|부른|불렀|부르는|하는|한|했|쓴|썼|만든|만들었)|별로|엉망|형편없)[가-힣\s]{0,5}(?:가|까|나|죠)(?:요)?\s*[?？]*$/u,
  // The manner complement of the visitor's own doing (画得很丑, 唱得太难听), their own made thing, or 我 judged as 菜.
  zh: /(?:是不是|会不会)我?[\u4e00-\u9fff]{1,2}得(?:很|太|特别|有点|超)?(?:丑|差|烂|难看|难听|菜)|我(?:做|画|写|唱|跳|织|拍|弹)的[^，。？！]{0,4}(?:是不是|会不会)(?:很|太|特别|有点)?(?:丑|差|烂|难看|难听)|我是不是(?:很|太|特别|有点)?(?:菜|笨手笨脚)/u,
};

/** The visitor as the one judged: first person in the question, or the question with no subject of its own. */
const otherSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:is (?:his|her|their)|is (?:he|she|they)|are they|does (?:he|she))\b/iu,
  vi: /(?<![\p{L}])(?:nó|anh ấy|cô ấy|chị ấy|ảnh|chỉ|ổng|bả|họ|tụi nó)\s+(?:\S+\s+){0,2}(?:có|bị)\s/iu,
  ko: /(?:걔|그 사람|그 애|그녀|그가|친구가|남친이|여친이)/u,
  zh: /(?:他|她|他们)(?:是不是|会不会)/u,
};

/** Another person's short reply told (nó chỉ nói, she only said, 说了句, 라고만): the answer says a word on it. */
const replyTold: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:(?:only|just) (?:said|replied|texted|went)|said (?:nothing|like)|didn'?t say (?:anything|much))\b/iu,
  vi: /(?:chỉ (?:nói|bảo|rep|trả lời|nhắn)|không nói gì|chẳng nói gì|im re)/iu,
  ko: /(?:라고만|하고 말|아무 말 안|반응이 (?:없|별로|시큰둥)|대답만)/u,
  zh: /(?:只说|就说了|只回|就回了|没说什么|没什么反应)/u,
};

/** The visitor's question about their own work or skill, with what happened told back (or null when it does not turn). */
export interface OwnWorkAsked {
  context: string | null;
  reply: boolean;
}

/** Reads a question judging the visitor's own work or skill as poor, or null. */
export function readOwnWorkAsked(text: string, language: ContentLanguage, persona: PersonaKey): OwnWorkAsked | null {
  const sentences = sentencesWithEllipsis(text);
  const last = sentences[sentences.length - 1] ?? '';
  const judged = ownWorkJudge[language].exec(last);
  if (!judged || otherSubject[language].test(last.slice(0, judged.index + 1))) return null;
  // Vietnamese names its subject: the visitor (em, tao, mình…) before the judge, never a thing (cái áo này có xấu quá không).
  if (language === 'vi' && !/(?<![\p{L}])(?:em|tao|tớ|mình|tôi|tui)(?![\p{L}])/iu.test(last.slice(0, judged.index))) return null;
  const context = contextOf(text, ownWorkJudge[language], language, persona);
  // English chat drops the subject before its verb ("sang at karaoke tonight…"): said back, the subject is "you".
  const subjectless = language === 'en' && context !== null && !/^(?:you|your|yours|the|a|an|my|it|its|this|that|these|those|we|they|he|she|there|everyone|everybody|someone|somebody|nobody|no one|[A-Z])/u.test(context);
  return { context: subjectless ? `you ${context ?? ''}` : context, reply: replyTold[language].test(text) };
}

interface OwnWorkLines { told: (context: string | null) => string; take: string; reply: string; question: string }

const lines: ByRegister<OwnWorkLines> = {
  en: {
    told: (context) => (context ? `So ${context}, and now you're wondering if it's bad.` : "You're wondering if it's bad?"),
    take: "Honestly, I don't think so. Something made with care for someone, or still being learned, isn't 'bad'; it's a step, and the people who get good are the ones who keep going after a moment like this.",
    reply: "And a short reaction from someone else usually says more about how they answer than about what you made.",
    question: "What's the one part you'd most like to do better next time?",
  },
  vi: {
    told: (context) => (context ? `Vậy là ${context}, rồi giờ bạn tự hỏi có phải mình dở lắm không.` : 'Bạn đang tự hỏi có phải mình dở lắm không hả?'),
    take: 'Thật lòng, mình không nghĩ vậy đâu. Thứ làm ra bằng tâm huyết cho ai đó, hay thứ đang trong lúc tập, thì không phải "dở"; đó là một bước, và người giỏi lên là người vẫn làm tiếp sau những lúc như vầy.',
    reply: 'Còn phản ứng cụt lủn của người khác thường nói lên cách người ta đáp lời nhiều hơn là nói về thứ bạn làm.',
    question: 'Lần sau bạn muốn làm tốt hơn ở chỗ nào nhất?',
  },
  zh: {
    told: (context) => (context ? `所以是${context}，现在你在想是不是自己做得很差。` : '你在想是不是自己做得很差？'),
    take: '说实话，我不这么觉得。用心给别人做的东西，或者还在练的东西，都谈不上“差”；那是一步，最后变厉害的，就是在这种时候还继续做下去的人。',
    reply: '别人简短的反应，往往说明的是他回话的习惯，而不是你做的东西。',
    question: '下次你最想在哪一点上做得更好？',
  },
  koPlain: {
    told: (context) => (context ? `${context}. 그래서 “내가 너무 못했나” 싶은 거구나.` : '“내가 너무 못했나” 싶은 거구나.'),
    take: '솔직히 난 아니라고 생각해. 누군가를 위해 마음 써서 만든 거나 아직 연습 중인 건 못한 게 아니라 한 걸음이야. 결국 잘하게 되는 사람은 이런 순간 뒤에도 계속하는 사람이고.',
    reply: '그리고 다른 사람의 짧은 반응은 네가 만든 것보다 그 사람이 대답하는 방식을 더 많이 보여 줘.',
    question: '다음엔 어떤 부분을 제일 잘하고 싶어?',
  },
  koPolite: {
    told: (context) => (context ? `${context}. 그래서 너무 못한 건가 싶으시군요.` : '너무 못한 건가 싶으시군요.'),
    take: '솔직히 저는 아니라고 생각해요. 누군가를 위해 마음 써서 만든 것이나 아직 연습 중인 건 못한 게 아니라 한 걸음이에요. 결국 잘하게 되는 사람은 이런 순간 뒤에도 계속하는 사람이고요.',
    reply: '그리고 다른 사람의 짧은 반응은 만드신 것보다 그 사람이 대답하는 방식을 더 많이 보여 줘요.',
    question: '다음엔 어떤 부분을 가장 잘하고 싶으세요?',
  },
  koHage: {
    told: (context) => (context ? `${context}. 그래서 너무 못한 건가 싶은 겐가.` : '너무 못한 건가 싶은 겐가.'),
    take: '아닐세. 마음 써서 만든 것이나 아직 익히는 중인 것은 못한 게 아니라 한 걸음이지.',
    reply: '남의 짧은 반응은 자네가 만든 것보다 그 사람의 대답하는 버릇을 더 보여 주네.',
    question: '다음엔 어느 부분을 가장 잘하고 싶은가?',
  },
};

/** The answer: what happened told back, an honest take, a word on another's short reply when told, one question. */
export function writeOwnWorkAsked(reading: OwnWorkAsked, persona: PersonaKey, language: ContentLanguage): string[] {
  const set = lines[fixRegister(persona, language)];
  const told = set.told(reading.context);
  return [language === 'en' || language === 'vi' ? told.replace(/^./u, (letter) => letter.toUpperCase()) : told, set.take, ...(reading.reply ? [set.reply] : []), set.question];
}
