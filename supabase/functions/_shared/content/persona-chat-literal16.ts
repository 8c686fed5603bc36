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
export type LiteralKind = 'whatNow' | 'when';
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
  en: /\bi (?:forgot|lied|yelled|snapped|broke|missed|messed up|ghosted|cheated|said something|accidentally|hurt)\b/iu,
  vi: /(?<![\p{L}])(?:em|tao|mình|tớ|tôi) (?:lỡ|quên|nói dối|quát|làm vỡ|làm hỏng|cáu)(?![\p{L}])/iu,
  ko: /(?:깜빡|까먹었|거짓말했|소리 질렀|화냈|망가뜨렸|깨뜨렸|실수했|잘못했)/u,
  zh: /(?:我(?:忘了|骗了|吼了|凶了|弄坏了|打碎了|说错了)|我不小心)/u,
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
  if (found === null) return null;
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
  return { kind: whatNow ? 'whatNow' : 'when', step, context: told === null ? null : withSubject(told, language) };
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

/** Personas who close with their own word of support rather than a question (the kid, the idols, the close friends). */
const warmClosers: ReadonlySet<PersonaKey> = new Set(['kid', 'kpop_male', 'kpop_female', 'childhood_friend', 'girl']);

/** The answer in the question's own form: the situation told back, one step or a time, a question or the persona's own closing. */
export function writeLiteralAnswer(question: LiteralQuestion, persona: PersonaKey, language: ContentLanguage): string[] {
  const register: FixRegister = fixRegister(persona, language);
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
