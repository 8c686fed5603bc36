/**
 * Round 16 of issue 13 (the fall-through answers the literal question): a message whose question no reader above took
 * ("…怎么办", "how do i stop", "có cách nào không ạ", "…어떡하지", "when is a good time to…", "언제가 좋아요?") reached the
 * persona's fall-through, which answered a keyword of it (a breakup's stock lines, a moving-day tip, a goodbye read from
 * 잘 자요) or asked it back. Read from the question's grammar alone, this answers it in its own form: what to do now →
 * the visitor's situation told back in their words and ONE concrete step that fits its shape (a thing that keeps
 * happening, someone else's reaction, the visitor's own slip, or none of these); when → a time. The kind of step is
 * read from grammar (a repetition mark, another person in the clause, a first-person slip), never from a topic.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { fixRegister, closingLine, type ByRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import { sentencesWithEllipsis, toldContext } from './persona-chat-later15.ts';
import { secondPerson } from './persona-chat-clause12.ts';

/** The form of the question: what to do now, or when. */
export type LiteralKind = 'whatNow' | 'when' | 'aboutYou' | 'saying';
/** The shape of the situation a what-now asks about. */
export type StepKind = 'recurring' | 'other' | 'fault' | 'plain';

/** A literal question the fall-through answers. */
export interface LiteralQuestion {
  kind: LiteralKind;
  step: StepKind;
  /** The visitor's situation told back whole in the second person, or null when it does not turn. */
  context: string | null;
}

/** What to do now, asked as the last clause (the form, not its topic). */
const whatNowForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat (?:do|should|can|would) i (?:do|even do)\b|\bwhat now\b|\bhow (?:do|can|should) i (?:stop|deal|handle|cope|get over|fix|move on|quit|make (?:it|this) (?:stop|better))\b|\bany (?:tips|advice)\b|\bhow do i stop\b/iu,
  vi: /(?:làm sao|làm thế nào|phải làm gì|nên làm gì|có cách nào|tính sao)(?:\s+(?:đây|bây giờ|giờ|ạ|hả|vậy|không|ko|nhỉ|chị|anh|em|mày|bạn|cậu|ơi))*\s*[?？]*$/iu,
  ko: /(?:어떡하지|어떡해|어떡하죠|어떡하나|어떻게 해야|어떻게 하면|어떻게 하죠|어떻게 하지|어쩌지|어쩌죠|방법(?:이)? (?:있|없))(?:\s?[가-힣]+){0,2}\s*[?？]*$/u,
  zh: /(?:怎么办|咋办|怎么解决|该怎么做|有什么办法|我该怎么)[呢啊呀吧]?\s*[?？]*$/u,
};

/** When, asked of something the visitor means to do. */
const whenForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhen (?:is|would be|should i|do i|will|'s)\b|\b(?:good|best|right) time to\b/iu,
  vi: /(?:khi nào|bao giờ|thời điểm nào|lúc nào(?!\s+cũng)|ngày nào(?!\s+cũng))/iu,
  ko: /언제(?:가|쯤|로|에)?\s/u,
  zh: /(?:什么时候|哪天|几时|何时)/u,
};

/** The question is asked (a mark, or a final question form): a when-clause told as a statement is not a question. */
const asked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?？]|^(?:when|what|how)\b/iu,
  vi: /[?？]|(?<![\p{L}])(?:nhỉ|ạ|vậy|hả|không|ko)\s*$|^(?:khi nào|bao giờ|lúc nào)(?![\p{L}])/iu,
  ko: /[?？]|(?:요|까|죠|지|나|니|냐)\s*$/u,
  // A Chinese when-word asks by itself unless it is known or not (不知道什么时候…).
  zh: /[?？]|[吗呢啊呀]\s*$|^(?!.*(?:不知道|知道|记得)).*(?:什么时候|哪天|几时|何时)/u,
};

/** A thing that keeps happening (always, keep, can't stop, 자꾸, hay bị, 老是). */
const recurring: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:always|keep|keeps|kept|can'?t stop|cant stop|every (?:time|day|night|morning)|whenever|all the time|lately|these days)\b/iu,
  vi: /(?<![\p{L}])(?:hay|cứ|luôn|mỗi (?:lần|khi|ngày|tối|sáng)|lúc nào cũng|dạo này|không (?:bỏ|dừng|ngừng) được)(?![\p{L}])/iu,
  ko: /(?:자꾸|맨날|항상|늘|매번|계속|요즘|마다|못 끊|멈출 수가)/u,
  zh: /(?:总是|老是|每次|一直|最近|忍不住|停不下来|控制不住|总)/u,
};

/** Another person in the situation: a third-person pronoun or a person word the grammar marks. */
const otherPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:he|she|they|him|her|them|his|their|my (?:mom|mum|dad|parents|sister|brother|boss|manager|friend|boyfriend|girlfriend|husband|wife|roommate|teacher|family))\b/iu,
  vi: /(?<![\p{L}])(?:nó|ảnh|chỉ|ổng|bả|họ|người ta|bố mẹ|ba mẹ|sếp|bạn thân|người yêu|chồng|vợ|anh ấy|chị ấy)(?![\p{L}])/iu,
  ko: /(?:걔|그 ?사람|그분|부모님|엄마|아빠|언니|오빠|누나|형|동생|남친|여친|남자친구|여자친구|친구|상사|팀장|[가-힣]+(?:한테|에게|께서|께))/u,
  zh: /(?:他|她|他们|她们|对方|爸妈|父母|爸爸|妈妈|领导|老板|朋友|男朋友|女朋友|室友|老公|老婆)/u,
};

/** The visitor's own slip toward someone (I forgot, I lied, em lỡ, 깜빡, 我忘了): the step is a word of sorry. */
const ownSlip: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bi (?:forgot|lied|yelled|snapped|broke|missed|messed up|ghosted|cheated|said something|accidentally|hurt)\b|\bby accident\b|\bmy fault\b|\bi (?:told|spilled|leaked) [\w'’ ]{0,30}secret\b/iu,
  vi: /(?<![\p{L}])(?:em|tao|mình|tớ|tôi) (?:lỡ|quên|nói dối|quát|làm vỡ|làm hỏng|cáu)(?![\p{L}])/iu,
  // 잘못 before a past verb (이름을 잘못 불렀어요) is a slip; 실수로 the same.
  ko: /(?:깜빡|까먹었|거짓말했|소리 질렀|화냈|망가뜨렸|깨뜨렸|실수했|잘못했|실수로|잘못 [가-힣]*(?:었|았|였|했|렀))/u,
  // A verb with 错 (记错了, 说错了, 发错) is a slip of the visitor's own.
  zh: /(?:我(?:忘了|骗了|吼了|凶了|弄坏了|打碎了)|我不小心|[记说弄搞发拿写算叫]错)/u,
};

/** The clauses of a message: sentences, the last one cut at its final comma when the question is the last clause. */
function asking(text: string, language: ContentLanguage, form: RegExp): { question: string; before: string } | null {
  const all = sentencesWithEllipsis(text);
  // The question is the last sentence in its form; a short one after it (im a scorpio) is more of its situation.
  const at = all.map((sentence) => form.test(sentence)).lastIndexOf(true);
  if (at < 0 || at < all.length - 2) return null;
  const sentences = [...all.slice(0, at), ...all.slice(at + 1), all[at] ?? ''];
  const last = all[at] ?? '';
  const cut = /^(.*)[,，、]\s*([^,，、]+)$/u.exec(last);
  if (cut && form.test(cut[2] ?? '') && (cut[1] ?? '').trim().length > 0) {
    return { question: cut[2] ?? '', before: [...sentences.slice(0, -1), cut[1] ?? ''].join(language === 'zh' ? '，' : ', ') };
  }
  // No comma: the question form itself ends the sentence (…부모님이 반대하셔 어떡하지), the words before it are the situation.
  const from = last.search(form);
  const inline = from > 0 ? last.slice(0, from).trim() : '';
  if (inline.length > 0 && !/^(?:so|and|but|then|vậy|thế|rồi|그럼|그래서|那|那么)$/iu.test(inline)) {
    return { question: last.slice(from), before: [...sentences.slice(0, -1), inline].join(' ') };
  }
  return { question: last, before: sentences.slice(0, -1).join(' ') };
}

/** The first words of a clause, where its subject stands (three words, or six Hangul / Han characters). */
function openingWords(clause: string, language: ContentLanguage): string {
  const trimmed = clause.trim().replace(/^(?:dạo này|gần đây|요즘|最近|lately|so|but|and)[,，\s]*/iu, '');
  return language === 'en' || language === 'vi' ? trimmed.split(/\s+/u).slice(0, 3).join(' ') : [...trimmed].slice(0, 6).join('');
}

/** English chat drops the subject before a past verb ("got into a fight…"): told back, the subject is "you". */
function withSubject(told: string, language: ContentLanguage): string {
  return language === 'en' && /^(?:got|went|had|made|told|said|lost|left|took|did|saw|met|broke|found|gave)\b/u.test(told) ? `you ${told}` : told;
}

/** The Korean persona speaks politely in this register. */
function politeKo(persona: PersonaKey): boolean {
  return fixRegister(persona, 'ko') !== 'koPlain';
}

/** What a when-question asks the time of, told back (when to ask for a promotion / nên tỏ tình với crush / 什么时候适合换工作), or null. */
function whenTold(question: string, language: ContentLanguage): string | null {
  const clause = question.trim().split(/[,，、;；]/u)[0]?.replace(/[?？!.。！~\s]+$/u, '') ?? '';
  switch (language) {
    case 'en': {
      const act = /\bwhen (?:is|would be|'s) (?:a|the) (?:good|best|right) time to (.+)$|\bwhen (?:should|do|can|could) (?:i|we) (.+)$|\b(?:good|best|right) time to (.+)$/iu.exec(clause);
      const told = act?.[1] ?? act?.[2] ?? act?.[3];
      return told ? `when to ${secondPerson(told, 'en').replace(/\bi(?:'m|m)\b/gu, "you're")}` : null;
    }
    case 'vi': {
      const act = /(?:khi nào|bao giờ|lúc nào)(?:\s+thì)?\s+(?:(?:em|mình|tôi|tớ|tao|con|cháu)\s+)?(?:nên\s+|mới nên\s+)?(.+?)(?:\s+(?:ạ|ạ chị|ạ anh|vậy|nhỉ|hả|chị|anh|ơi))*$/iu.exec(clause);
      return act?.[1] ? `khi nào nên ${secondPerson(act[1], 'vi')}` : null;
    }
    case 'zh':
      return clause.length >= 4 && clause.length <= 20 ? secondPerson(clause, 'zh') : null;
    case 'ko':
      return null;
  }
}

/** A yes/no question put to the persona about itself (do you ever get nervous, 오빠 잠은 잘 자요?, 你受过伤吗). */
const aboutYouForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:[a-z]+[,!]?\s+)?(?:do|did|have|are|were|does|is) you\b[^?]*\?\s*$/iu,
  vi: /(?<![\p{L}])(?:anh|chị|bạn|cậu|mày|ông|bà)\s+(?:có\s+)?(?:bao giờ\s+|từng\s+|hay\s+)?(?!có |biết|muốn|nghĩ|thấy sao)[\p{L}\s]+?\s+(?:không|ko|hông|chưa)(?:\s+(?:ạ|vậy|thế|nhỉ))?\s*[?？]+\s*$/iu,
  ko: /^(?:오빠|언니|형|누나|선생님|쌤|셰프님|탐정님)(?:는|도|은)?\s[^?？]*[?？]\s*$/u,
  zh: /^(?:[^，。？！]{0,4}[，,]?\s*)?你(?!们|觉得|知道|想|要|能|可以|会不会|说|看|猜)[^？?。]*?(?:吗|没有|过吗)[？?]?\s*$/u,
};

/** Why people say or think something (why do people say…, sao người ta hay nói…, 왜 다들 …라고 해요, 为什么大家都说…): the saying follows. */
const sayingForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhy (?:do|does|would) (?:people|everyone|everybody|they|so many people) (?:always |keep |still )?(?:say|think|believe|tell me)(?: that)? (.+?)[?.!]*$/iu,
  vi: /(?:tại sao|vì sao|sao) (?:người ta|mọi người|ai cũng|nhiều người)(?: cứ| hay| thường| đều| lại)* (?:nói|bảo|nghĩ|cho là|cho rằng)(?: là)? (.+?)(?:\s+(?:vậy|thế|nhỉ|ạ|hả))*\s*[?？]*$/iu,
  ko: /^(?:왜\s+)?(?:사람들은|사람들이|다들|남들은|남들이)\s+(?:왜\s+)?(.+?(?:라고|다고))\s*(?:해|하|말하|생각하)[가-힣]*\s*[?？]*$/u,
  zh: /(?:为什么|为啥)(?:大家|人们|别人|很多人|好多人)(?:都|总|老是)?(?:说|觉得|认为)(.+?)[？?。]*$/u,
};

/** Whether the message asks why people say something: what it names is the saying's, never the visitor's own news. */
export function asksWhySaying(text: string, language: ContentLanguage): boolean {
  return sayingForm[language].test(text.trim());
}

/** Questions to the persona that ask something else: its opinion, what it knows or wants, a favour, whether it is free. */
const notAboutYou: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\byou (?:think|know|want|wanna|mind|remember|like|have (?:any|a) (?:tips?|advice|idea))\b|\bare you (?:free|busy|coming|going|there|ok with)\b|\bdo you have time\b/iu,
  vi: /(?:rảnh|giúp|chỉ|biết|nhớ|thích|muốn|nghĩ|đi (?:chơi|ăn|uống|xem))/iu,
  // Korean -ㄹ까요 asks what the visitor should do (넣을까요), 아니면 offers a choice: neither is about the persona.
  ko: /(?:생각해|생각하|알아|아세요|기억|도와|해 ?줄|해 ?주|시간 (?:돼|있)|좋아해|좋아하|뭐|언제|어디|왜|어떻게|아니면|[을ㄹ할갈볼줄될]까)/u,
  zh: /(?:什么|怎么|为什么|哪|谁|几|喜欢|记得|有空|帮)/u,
};

/** Whether the message's last clause asks what to do now or when (an early reader's reading of a told event gives way). */
export function asksLiterally(text: string, language: ContentLanguage): boolean {
  const when = asking(text, language, whenForm[language]);
  return asking(text, language, whatNowForm[language]) !== null || (when !== null && asked[language].test(when.question.trim()));
}

/** Reads a what-now or a when question nothing above answered, with the situation told back. */
export function readLiteralQuestion(text: string, language: ContentLanguage, persona: PersonaKey): LiteralQuestion | null {
  const whatNow = asking(text, language, whatNowForm[language]);
  const when = whatNow ? null : asking(text, language, whenForm[language]);
  const found = whatNow ?? when;
  const saying = sayingForm[language].exec(text.trim());
  if (found === null && saying?.[1] && saying[1].trim().length >= 2) return { kind: 'saying', step: 'plain', context: language === 'ko' ? saying[1].trim() : secondPerson(saying[1].trim(), language) };
  if (found === null) {
    // A one-sentence yes/no about the persona's own life is answered by the persona about itself.
    const sentences = sentencesWithEllipsis(text.trim());
    // The question may come first, with a word of care after it (오빠 요즘 잠은 잘 자요? 스케줄 너무 많던데).
    const last = text.trim().split(/(?<=[?？])\s+/u).filter((part) => /[?？]\s*$/u.test(part)).at(-1) ?? '';
    const one = sentences.length <= 2 && aboutYouForm[language].test(last) && !notAboutYou[language].test(last);
    return one ? { kind: 'aboutYou', step: 'plain', context: null } : null;
  }
  if (when && !asked[language].test(when.question.trim())) return null;
  // The situation is the clause before the question; a when-question's own sentence is its situation (…이사하려고 하는데 언제가 좋아요).
  const situation = found.before.trim().length > 0 ? found.before : when ? found.question : '';
  // A when is told back as what it asks the time of (when to ask for a promotion), never the sign said beside it.
  const told = when ? whenTold(when.question, language) : situation.length > 0 ? toldContext(situation, language, politeKo(persona)) : null;
  // A slip of the visitor's own comes first (a sorry), then a reaction that keeps coming back (their own loop, even
  // when someone else sets it off: 领导一说我就想哭), then someone else's reaction, then none of these.
  // A situation that opens with someone else (男朋友总是不回消息, my roommate borrows…) is their act, however often it
  // comes back: the step is a word with them, never the visitor's own loop.
  const opener = openingWords(situation, language);
  const step: StepKind = ownSlip[language].test(situation) ? 'fault' : otherPerson[language].test(opener) ? 'other'
    : recurring[language].test(situation) ? 'recurring' : otherPerson[language].test(situation) ? 'other' : 'plain';
  return { kind: whatNow ? 'whatNow' : 'when', step: whatNow ? step : 'plain', context: told === null ? null : withSubject(told, language) };
}

type Told = (context: string) => string;
interface StepLines {
  step: string;
  ask: string;
}

/** The situation told back, per register. */
const toldLine: ByRegister<Told> = {
  en: (ctx) => `So ${ctx}.`,
  vi: (ctx) => `Vậy là ${ctx}.`,
  zh: (ctx) => `所以是${ctx}。`,
  koPlain: (ctx) => `${ctx}.`,
  koPolite: (ctx) => `${ctx}.`,
  koHage: (ctx) => `${ctx}.`,
};

/** What a when-question asks the time of, told back, per register. */
const whenLine: ByRegister<Told> = {
  en: (act) => `Good question, ${act}.`,
  vi: (act) => `Hỏi hay đó, ${act}.`,
  zh: (act) => `问得好，${act}。`,
  koPlain: (act) => `${act}?`,
  koPolite: (act) => `${act}?`,
  koHage: (act) => `${act}?`,
};

/** One concrete step per shape of the situation, and one question about it, per register. */
const steps: Readonly<Record<StepKind | 'when' | 'whenStars', ByRegister<StepLines>>> = {
  recurring: {
    en: { step: "Don't try to fix all of it at once. Take the moment just before it starts and plan one small thing for that moment, the same each time: a slow breath out, a sentence you say to yourself, or one small thing that gets in the way. Repeating it is what breaks the loop.", ask: 'When does it hit hardest?' },
    vi: { step: 'Đừng cố sửa hết một lần. Hãy để ý đúng khoảnh khắc ngay trước khi nó bắt đầu, và chuẩn bị sẵn một việc nhỏ cho lúc đó, lần nào cũng như nhau: thở ra thật chậm, một câu tự nói với mình, hay một trở ngại nhỏ chắn đường nó. Lặp lại chính là cách phá vòng lặp.', ask: 'Lúc nào thì nó nặng nhất?' },
    zh: { step: '别想一次全改掉。抓住它开始前的那一刻，提前给那一刻准备一件小事，每次都一样：慢慢呼一口气、对自己说一句话，或者给它设一个小小的障碍。重复做，圈就慢慢断了。', ask: '什么时候最难熬？' },
    koPlain: { step: '한 번에 다 고치려고 하지 마. 그게 시작되기 바로 전 순간을 잡아서, 그때 할 작은 거 하나를 미리 정해 둬. 매번 똑같이. 숨 천천히 내쉬기, 나한테 하는 한 마디, 아니면 그걸 막는 작은 장치 하나. 반복하는 게 고리를 끊어.', ask: '언제 제일 심해?' },
    koPolite: { step: '한 번에 다 고치려고 하지 마세요. 그게 시작되기 바로 전 순간을 잡아서, 그때 할 작은 일 하나를 미리 정해 두세요. 매번 똑같이요. 숨을 천천히 내쉬기, 스스로에게 하는 한 마디, 아니면 그걸 막는 작은 장치 하나요. 반복이 고리를 끊어요.', ask: '언제 제일 심해지세요?' },
    koHage: { step: '한 번에 다 고치려 들지 말게. 그게 시작되기 바로 전 순간을 잡아, 그때 할 작은 일 하나를 미리 정해 두게. 매번 똑같이. 반복이 고리를 끊는 법일세.', ask: '언제 가장 심한가?' },
  },
  other: {
    en: { step: "Give it a day rather than pushing now. Then one calm talk: say plainly what you want and why it matters to you, and ask what worries them. People listen better once they've been listened to.", ask: 'What do you think worries them most?' },
    vi: { step: 'Cho nhau một ngày đã, đừng ép ngay bây giờ. Rồi nói chuyện một lần cho bình tĩnh: nói rõ bạn muốn gì và vì sao nó quan trọng với bạn, rồi hỏi người ta đang lo điều gì. Được lắng nghe rồi thì người ta mới dễ nghe lại.', ask: 'Bạn nghĩ người ta lo nhất điều gì?' },
    zh: { step: '先缓一天，别现在硬推。然后好好谈一次：平静地说清楚你想要什么、为什么它对你重要，再问问对方在担心什么。人被听进去了，才更愿意听你说。', ask: '你觉得对方最担心的是什么？' },
    koPlain: { step: '지금 밀어붙이지 말고 하루만 시간을 둬. 그다음에 차분하게 한 번 얘기해. 네가 뭘 원하는지, 그게 왜 중요한지 분명하게 말하고, 상대는 뭐가 걱정인지 물어봐. 자기 말을 들어 준 사람 말을 더 잘 듣거든.', ask: '상대가 제일 걱정하는 게 뭘 것 같아?' },
    koPolite: { step: '지금 밀어붙이지 말고 하루만 시간을 두세요. 그다음에 차분하게 한 번 이야기해 보세요. 원하는 게 뭔지, 그게 왜 중요한지 분명하게 말하고, 상대는 뭐가 걱정인지 물어보세요. 자기 말을 들어 준 사람의 말을 더 잘 듣거든요.', ask: '상대가 제일 걱정하는 게 뭘 것 같아요?' },
    koHage: { step: '지금 밀어붙이지 말고 하루만 두게. 그다음 차분히 한 번 이야기하게. 원하는 것과 그 이유를 분명히 말하고, 상대가 무엇을 걱정하는지 묻게.', ask: '상대가 가장 걱정하는 게 뭐라고 보나?' },
  },
  fault: {
    en: { step: "First step: one honest sentence, no excuses, saying you know what happened and you're sorry it did; then let them talk. Making it up is a small thing done after that, not a speech.", ask: 'What do you think they need to hear most?' },
    vi: { step: 'Bước đầu: một câu thật lòng, không viện cớ, rằng bạn biết chuyện gì đã xảy ra và bạn xin lỗi; rồi để người ta nói. Bù đắp là một việc nhỏ làm sau đó, chứ không phải một bài diễn văn.', ask: 'Bạn nghĩ người ta cần nghe điều gì nhất?' },
    zh: { step: '第一步：一句真心话，别找借口，说你知道发生了什么、你很抱歉；然后让对方说。弥补是之后做的一件小事，不是一篇演讲。', ask: '你觉得对方最想听到的是什么？' },
    koPlain: { step: '일단 변명 없이 진심으로 한 마디 해. 무슨 일인지 알고 미안하다고. 그다음엔 상대가 말하게 둬. 만회는 그 뒤에 하는 작은 행동이지, 긴 연설이 아니야.', ask: '상대가 제일 듣고 싶은 말이 뭘 것 같아?' },
    koPolite: { step: '먼저 변명 없이 진심으로 한 마디 하세요. 무슨 일인지 알고 미안하다고요. 그다음엔 상대가 말하게 두세요. 만회는 그 뒤에 하는 작은 행동이지, 긴 연설이 아니에요.', ask: '상대가 제일 듣고 싶은 말이 뭘 것 같아요?' },
    koHage: { step: '먼저 변명 없이 진심으로 한 마디 하게. 그다음엔 상대가 말하게 두게. 만회는 그 뒤의 작은 행동일세.', ask: '상대가 제일 듣고 싶은 말이 뭐겠나?' },
  },
  plain: {
    en: { step: "First step: write down the one part you can do something about today, and do only that. The rest can wait a day; a plan this small is easier to start than a big one.", ask: 'Which part weighs on you most?' },
    vi: { step: 'Bước đầu: ghi ra đúng một phần bạn làm được gì đó ngay hôm nay, và chỉ làm phần đó thôi. Phần còn lại để mai; kế hoạch nhỏ vậy thì dễ bắt đầu hơn.', ask: 'Phần nào làm bạn nặng lòng nhất?' },
    zh: { step: '第一步：写下今天就能做点什么的那一部分，只做那一件。其余的明天再说；这么小的计划，更容易开始。', ask: '哪一部分最压着你？' },
    koPlain: { step: '일단 오늘 뭔가 할 수 있는 부분 하나만 적고, 그것만 해. 나머지는 내일 해도 돼. 작은 계획이 시작하기 쉬워.', ask: '어떤 부분이 제일 마음에 걸려?' },
    koPolite: { step: '먼저 오늘 뭔가 할 수 있는 부분 하나만 적고, 그것만 해 보세요. 나머지는 내일로 미뤄도 돼요. 작은 계획이 시작하기 쉬워요.', ask: '어떤 부분이 제일 마음에 걸리세요?' },
    koHage: { step: '오늘 손댈 수 있는 부분 하나만 적고 그것만 하게. 나머지는 내일로 미뤄도 되네.', ask: '어느 대목이 가장 마음에 걸리나?' },
  },
  when: {
    en: { step: "The best time is a calm one: a day when nothing else is pressing and you've slept well, early in the week rather than right before a deadline, and right after a small win if you can pick.", ask: 'Is there a date that has to come first?' },
    vi: { step: 'Thời điểm tốt nhất là lúc yên ổn: một ngày không có việc gì gấp và bạn ngủ đủ, đầu tuần chứ đừng sát hạn chót, và nếu chọn được thì ngay sau một chuyện suôn sẻ nho nhỏ.', ask: 'Có mốc ngày nào bắt buộc phải tính trước không?' },
    zh: { step: '最好的时机是平稳的时候：没有别的急事、你也睡够了的一天，选在一周开头而不是截止日前；能挑的话，就在一件小事顺利之后。', ask: '有没有哪个日子是必须先顾到的？' },
    koPlain: { step: '제일 좋은 때는 잔잔한 때야. 급한 일 없고 잠 잘 잔 날, 마감 직전 말고 한 주 초반, 고를 수 있으면 작은 일 하나 잘 풀린 바로 뒤.', ask: '꼭 먼저 챙겨야 하는 날짜가 있어?' },
    koPolite: { step: '제일 좋은 때는 잔잔한 때예요. 급한 일이 없고 잠을 잘 잔 날, 마감 직전 말고 한 주 초반, 고를 수 있다면 작은 일 하나가 잘 풀린 바로 뒤요.', ask: '꼭 먼저 챙겨야 하는 날짜가 있나요?' },
    koHage: { step: '가장 좋은 때는 잔잔한 때일세. 급한 일 없고 잠을 잘 잔 날, 마감 직전 말고 한 주 초반이 좋네.', ask: '꼭 먼저 챙겨야 할 날짜가 있나?' },
  },
  whenStars: {
    en: { step: 'The stars favour the days just after the new moon for a beginning: in the second half of the month the sky is kinder than in the first, and a weekday morning is better than a rushed evening.', ask: 'Is there a date you already have in mind?' },
    vi: { step: 'Các vì sao ưu ái những ngày ngay sau trăng non cho một khởi đầu: nửa cuối tháng trời thuận hơn nửa đầu, và buổi sáng ngày thường tốt hơn một buổi tối vội vàng.', ask: 'Em đã nhắm sẵn ngày nào chưa?' },
    zh: { step: '星象偏爱新月刚过的那几天来开个头：这个月下半月比上半月顺，工作日的上午比匆忙的晚上好。', ask: '你心里已经有想好的日子了吗？' },
    koPlain: { step: '별들은 새로 시작하는 일엔 초승달 바로 뒤 며칠을 좋아해. 이번 달은 앞쪽보다 후반이 순하고, 바쁜 저녁보다 평일 오전이 나아.', ask: '마음에 둔 날짜가 있어?' },
    koPolite: { step: '별들은 새로 시작하는 일엔 초승달 바로 뒤 며칠을 좋아해요. 이번 달은 초반보다 후반이 순하고, 바쁜 저녁보다 평일 오전이 나아요.', ask: '마음에 두신 날짜가 있나요?' },
    koHage: { step: '별은 새로 시작하는 일엔 초승달 바로 뒤 며칠을 좋아하네. 이번 달은 초반보다 후반이 순하고, 평일 오전이 낫지.', ask: '마음에 둔 날짜가 있나?' },
  },
};

/** The persona's honest answer about itself: some days yes, what gets it through, and the question handed back. */
const aboutYouLines: ByRegister<readonly string[]> = {
  en: ['Honestly? Some days yes, some days not so much, and it means a lot that you asked.', 'What gets me through is small things: enough sleep, the people around me, one good moment at a time.', 'How about you, how have you been?'],
  vi: ['Nói thật nha? Có hôm có, có hôm không, mà bạn hỏi vậy là mình vui lắm rồi.', 'Điều giúp mình vượt qua toàn là chuyện nhỏ thôi: ngủ đủ, những người bên cạnh, từng khoảnh khắc vui một.', 'Còn bạn dạo này sao rồi?'],
  zh: ['说实话？有时候会，有时候不会，你这么问我就很开心了。', '撑过来靠的都是小事：睡够觉、身边的人、一点一点的好时刻。', '那你呢，最近怎么样？'],
  koPlain: ['솔직히? 그런 날도 있고 아닌 날도 있어. 물어봐 줘서 진짜 고마워.', '버티게 해 주는 건 작은 거야. 잠 푹 자기, 옆에 있는 사람들, 좋은 순간 하나씩.', '너는 요즘 어때?'],
  koPolite: ['솔직히요? 그런 날도 있고 아닌 날도 있어요. 물어봐 줘서 정말 고마워요.', '버티게 해 주는 건 작은 것들이에요. 잠 푹 자기, 곁에 있는 사람들, 좋은 순간 하나씩이요.', '요즘 어떻게 지내요?'],
  koHage: ['솔직히 말하면, 그런 날도 있고 아닌 날도 있네. 물어 줘서 고맙군.', '버티게 하는 건 작은 것들일세. 잠, 곁의 사람들, 좋은 순간 하나씩.', '자네는 요즘 어떤가?'],
};

/** Why people say it: the saying told back, why sayings like it spread, what it really depends on, one question. */
const sayingLines: ByRegister<(saying: string) => string[]> = {
  en: (said) => [`Why people say ${said}? Because it's a short way to pass on something people learned the hard way, and a line that's easy to repeat travels further than the cases where it wasn't true.`, "A saying isn't a rule, though: whether it holds for you depends on your own situation and the people in it, not on how often it's said.", 'Is this about something in your own life right now?'],
  vi: (said) => [`Sao người ta hay nói ${said} hả? Vì đó là cách nói gọn để truyền lại điều người ta từng vấp mới hiểu, mà câu nào dễ nhắc thì lan xa hơn những lần nó sai.`, 'Nhưng câu nói đó không phải luật đâu: đúng với bạn hay không là tùy hoàn cảnh của bạn và những người trong đó, chứ không phải tùy nó được nói bao nhiêu lần.', 'Chuyện này có liên quan tới bạn lúc này không?'],
  zh: (said) => [`为什么大家都说${said}？因为这是把别人吃过亏才懂的事简单传下去的说法，一句好记的话，总比它说错的那些时候传得更远。`, '不过一句老话不是规定：它对你成不成立，要看你自己的情况和身边的人，不看它被说了多少遍。', '这跟你现在自己的事有关吗？'],
  koPlain: (said) => [`왜 다들 ${said} 하냐고? 누군가 겪어 보고 알게 된 걸 짧게 전하는 말이라서 그래. 입에 잘 붙는 말은 틀렸던 경우보다 훨씬 멀리 퍼지거든.`, '근데 그런 말이 규칙은 아니야. 너한테 맞는지는 네 상황이랑 그 안의 사람들에 달렸지, 얼마나 자주 듣는지에 달린 게 아니야.', '혹시 지금 네 얘기야?'],
  koPolite: (said) => [`왜 다들 ${said} 하냐고요? 누군가 겪어 보고 알게 된 걸 짧게 전하는 말이라서 그래요. 입에 잘 붙는 말은 틀렸던 경우보다 훨씬 멀리 퍼지거든요.`, '그래도 그런 말이 규칙은 아니에요. 본인에게 맞는지는 본인 상황과 그 안의 사람들에 달렸지, 얼마나 자주 듣는지에 달린 게 아니에요.', '혹시 지금 본인 이야기예요?'],
  koHage: (said) => [`왜 다들 ${said} 하느냐? 누군가 겪고 나서 안 것을 짧게 전하는 말이라 그렇네. 입에 잘 붙는 말은 틀렸던 경우보다 멀리 퍼지지.`, '허나 그런 말은 규칙이 아닐세. 자네에게 맞는지는 자네 사정과 그 안의 사람들에 달렸네.', '혹시 자네 이야긴가?'],
};

/** The idols' answer about themselves: yes, even now; the members and the fans; the question handed back. */
const aboutYouIdol: ByRegister<readonly string[]> = {
  en: ["Honestly? Yes, more often than you'd think, even now.", "What gets me through is the members beside me and knowing you're all out there; one stage at a time.", 'Thank you for asking. How are you doing these days?'],
  vi: ['Nói thật nha? Có chứ, nhiều hơn bạn nghĩ đó, tới giờ vẫn vậy.', 'Điều giúp mình vượt qua là các thành viên bên cạnh và biết rằng các bạn vẫn ở đó; cứ từng sân khấu một.', 'Cảm ơn bạn đã hỏi nha. Dạo này bạn thế nào?'],
  zh: ['说实话？有的，比你想的还多，到现在也是。', '撑过来靠的是身边的成员，还有知道你们都在；一个舞台一个舞台地来。', '谢谢你问我。你最近怎么样？'],
  koPlain: ['솔직히? 응, 생각보다 자주 그래. 지금도.', '버티게 해 주는 건 옆에 있는 멤버들이랑 너희가 있다는 생각이야. 무대 하나씩 가는 거지.', '물어봐 줘서 고마워. 요즘 어떻게 지내?'],
  koPolite: ['솔직히요? 네, 생각보다 자주 그래요. 지금도요.', '버티게 해 주는 건 옆에 있는 멤버들이랑, 여러분이 있다는 생각이에요. 무대 하나씩 가는 거죠.', '물어봐 줘서 고마워요. 요즘 어떻게 지내요?'],
  koHage: ['솔직히 말하면, 그렇네. 생각보다 자주.', '버티게 하는 건 곁의 동료들과 응원해 주는 이들일세.', '물어 줘서 고맙군. 자네는 요즘 어떤가?'],
};

/** Personas who close with their own word of support rather than a question (the kid, the idols, the close friends). */
const warmClosers: ReadonlySet<PersonaKey> = new Set(['kid', 'kpop_male', 'kpop_female', 'childhood_friend', 'girl']);

/** The answer in the question's own form: the situation told back, one step or a time, a question or the persona's own closing. */
export function writeLiteralAnswer(question: LiteralQuestion, persona: PersonaKey, language: ContentLanguage): string[] {
  const register: FixRegister = fixRegister(persona, language);
  if (question.kind === 'saying') return sayingLines[register](question.context ?? '');
  if (question.kind === 'aboutYou') return [...(persona === 'kpop_male' || persona === 'kpop_female' ? aboutYouIdol : aboutYouLines)[register]];
  const key = question.kind === 'when' ? (persona === 'astrologer' ? 'whenStars' : 'when') : question.step;
  const { step, ask } = steps[key][register];
  const context = register === 'koHage' && question.context ? question.context.replace(/군요$/u, '군') : question.context;
  const told = context ? [(question.kind === 'when' ? whenLine : toldLine)[register](context)] : [];
  const close = warmClosers.has(persona) ? closingLine(persona, register) : ask;
  const lines = [...told, step, close];
  return language === 'en' || language === 'vi' ? lines.map((line) => line.replace(/^./u, (first) => first.toUpperCase())) : lines;
}

/** The kid's why, told back with wonder and a guess, then finding out together (never "tell me the answer"). */
const kidWhyLines: Readonly<Record<ContentLanguage, (told: string) => string[]>> = {
  en: (told) => [`${told} Ooh, I wonder about that too!`, "My guess is there's a secret reason nobody has told us yet, like a game it's playing!", "Let's find a book about it together, then we'll both know!"],
  vi: (told) => [`Sao ${told} hả? Con cũng tò mò ghê!`, 'Con đoán là có một bí mật gì đó mà chưa ai kể cho mình nghe, giống như nó đang chơi trò chơi vậy!', 'Mình cùng tìm sách đọc nha, rồi cả hai đứa mình đều biết luôn!'],
  ko: (told) => [`${told}? 나도 진짜 궁금해!`, '내 생각엔 아직 아무도 안 알려 준 비밀이 있는 것 같아. 무슨 놀이를 하고 있는 것처럼!', '우리 같이 책에서 찾아보자. 그럼 둘 다 알게 되잖아!'],
  zh: (told) => [`${told}？我也好想知道！`, '我猜里面有个秘密，还没人告诉过我们，就像它在玩一个游戏！', '我们一起去书里找找吧，找到了我们俩就都知道啦！'],
};

/** The kid's answer to a why about the world it has no fact for; `told` is the question as the round-14 reader tells it. */
export function writeKidWhy(told: string, language: ContentLanguage): string[] {
  return kidWhyLines[language](told.replace(/^[“"]|[”"]$/gu, '').replace(/[?？]+$/u, language === 'en' ? '?' : ''));
}

/** A question word inside an option ("Tại sao người ta" hay "nói yêu xa"): the sentence asks why or how, it offers no choice. */
const questionWord = /\b(?:why|how|when|what)\b|(?<![\p{L}])(?:tại sao|vì sao|làm sao|khi nào|bao giờ)(?![\p{L}])|(?:왜|어떻게|언제)|(?:为什么|为啥|怎么|什么时候)/iu;

/** Whether a pair read as a choice is one: neither option holds a question word. */
export function isRealChoice(options: readonly [string, string] | null): boolean {
  return options !== null && !options.some((option) => questionWord.test(option));
}
