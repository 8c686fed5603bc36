/**
 * Round 15 of issue 13 (who is asked): a message that tells something the visitor goes through and then asks the
 * PERSONA whether it has had it too ("…cứ 3h sáng là tỉnh dậy. mày có bị vậy bao giờ chưa", "have you ever…", "너도
 * 그런 적 있어?", "你也会这样吗") is answered by the persona about itself: the visitor's part told back, an honest "yes,
 * me too", what helped, one question. The guess reader took "có bị" for a guess about how the visitor's slip was taken
 * and answered "people remember how you carried on after it". Read from grammar: the listener as the subject of the
 * last question, with an "ever" or "too".
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';
import { sentencesWithEllipsis, toldContext } from './persona-chat-later15.ts';
import { viPronounLowered } from './persona-chat-feeling15.ts';

/** A question put to the persona about its own experience of what the visitor told. */
export interface YouToo {
  /** What the visitor goes through, told back whole in the second person. */
  context: string;
}

/** The listener as the subject, with "ever" or "too" (a grammatical form, one per language). */
const youTooForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:have you ever|do you ever|did you ever|does (?:that|this|it) ever happen to you|you ever (?:get|have|feel|do|go through)|do you (?:get|have) (?:that|this) too|you too\?)/iu,
  vi: /(?<![\p{L}])(?:mày|mầy|bạn|cậu|anh|chị|bà|ông)\s+(?:có\s+)?(?:bao giờ\s+|từng\s+)?(?:bị|thấy|gặp|trải qua)\s+(?:(?:vậy|thế|như vậy|như thế|giống (?:vậy|tao|tớ|mình|em))\s+)?(?:bao giờ\s+)?(?:chưa|không|ko|hông)\s*[?？]*$/iu,
  ko: /(?:너도|넌|언니도|오빠도|누나도|형도|선생님도|쌤도)\s?(?:혹시\s?)?(?:그런 적 있|그럴 때 있|그래\s*[?？]|그랬어|겪어 봤)/u,
  zh: /(?:你也(?:会这样|这样过|有过|会吗|是吗)|你有没有(?:过这种|这样过|遇到过)|你(?:有|会)过(?:这种|这样)(?:吗|的时候吗)?)/u,
};

/** Reads the question to the persona about its own experience, with the visitor's part told back. */
export function readYouToo(text: string, language: ContentLanguage, persona: PersonaKey): YouToo | null {
  const sentences = sentencesWithEllipsis(text);
  if (sentences.length < 2 || !youTooForm[language].test(sentences[sentences.length - 1] ?? '')) return null;
  const told = toldContext(sentences[0] ?? '', language, fixRegister(persona, language) !== 'koPlain');
  const context = told !== null && language === 'vi' ? viPronounLowered(told) : told;
  // A Korean clause that does not turn (…잠이 안 와) is left untold: "나도 그런 적 있어" answers the question itself.
  return context !== null ? { context } : language === 'ko' ? { context: '' } : null;
}

const lines: ByRegister<(context: string) => string[]> = {
  en: (ctx) => [`So ${ctx}.`, "Honestly? Yes, I've had stretches like that too, so you're not the only one.", 'What helped me was not fighting it but noticing what set it off; it eased once whatever was behind it got lighter.', "What's been on your mind most lately?"],
  vi: (ctx) => [`Vậy là ${ctx}.`, 'Nói thật, có chứ, có những đợt mình cũng bị y vậy, nên bạn không phải người duy nhất đâu.', 'Lúc đó điều giúp mình là đừng cố chống lại nó, mà để ý xem cái gì làm nó bắt đầu; khi chuyện phía sau nhẹ bớt thì nó cũng qua.', 'Dạo này có chuyện gì làm bạn nghĩ nhiều nhất?'],
  zh: (ctx) => [`所以是${ctx}。`, '说实话，有的，我也有过一阵子这样，所以你不是一个人。', '那时候对我有用的是不跟它较劲，而是留意是什么让它开始的；等背后那件事轻一点了，它也就过去了。', '最近最让你挂心的是什么？'],
  koPlain: (ctx) => [...(ctx ? [`${ctx}.`] : []), '솔직히 나도 그런 적 있어. 너만 그런 거 아니야.', '그때 나한테 도움 됐던 건 억지로 이기려 하지 않고, 뭐 때문에 시작됐는지 살펴본 거야. 뒤에 있던 일이 좀 가벼워지니까 그것도 지나가더라.', '요즘 제일 마음 쓰이는 게 뭐야?'],
  koPolite: (ctx) => [...(ctx ? [`${ctx}.`] : []), '솔직히 저도 그런 적 있어요. 혼자만 그런 거 아니에요.', '그때 도움이 됐던 건 억지로 이기려 하지 않고, 뭐 때문에 시작됐는지 살펴본 거예요. 뒤에 있던 일이 가벼워지니까 그것도 지나가더라고요.', '요즘 제일 마음 쓰이는 게 뭐예요?'],
  koHage: (ctx) => [...(ctx ? [`${ctx}.`] : []), '나도 그런 적이 있네. 자네만 그런 게 아닐세.', '억지로 이기려 말고, 무엇 때문에 시작됐는지 살펴보게. 뒤에 있는 일이 가벼워지면 그것도 지나가지.', '요즘 제일 마음 쓰이는 게 뭔가?'],
};

/** The persona's answer about itself, in its register. */
export function writeYouToo(reading: YouToo, persona: PersonaKey, language: ContentLanguage): string[] {
  return lines[fixRegister(persona, language)](reading.context);
}
