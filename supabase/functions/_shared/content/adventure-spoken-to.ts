/**
 * Words said straight to a person of the scene (issue 13, round 17). The trace of set 17 showed the general paths
 * answering them wrongly: a line that opens or ends with the person's name ("marco what should we do", "Vy ơi sao…",
 * "도윤아 창고에 뭐 숨겼어", "小雨你从哪儿弄来的") fell to "nothing else around you moves"; a question put to the scene's
 * only person without a name ("which is faster, the marsh or the ridge?") got "Nobody answers"; a which-question or a
 * what-should-we-do was read as a trip ("Bạn tới ngay tối nay"). Here the person is found by grammar (a vocative at
 * the head or the end of the line, the person after an ask verb, the scene's one person for a question in the second
 * person), the question's form is read from its question words, and the person answers in that form, from what the
 * scene holds: which of A or B weighs A and B by name (the alternatives the question names, else the scene's own two
 * options), what should we do / how do we gives one concrete step of the scene's own, what day or year it is names the
 * story's own date, and a line with two questions gets both answered. Other forms keep the asked-form answers.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { askedForm, askedFormLine, storyPersonOf, type AskedForm } from './adventure-asked-form.ts';
import { whyReason } from './adventure-why-reason.ts';
import { withParticle } from './korean-particles.ts';
import { storyCast } from './adventure-cast.ts';
import { factLine, factPair, hourLine, koreanPlain, otherPerson, ownerLine, shouldLine } from './adventure-spoken-answer.ts';

/** The forms this path reads before the asked-form's: which of two, what to do, how to get something done, the date now. */
export type SpokenForm = 'which' | 'advice' | 'way' | 'now' | 'need' | 'hour' | 'whose' | 'should' | AskedForm;

export interface SpokenTo {
  /** The person as the story names them. */
  who: string;
  /** The question as the visitor said it, without the name they called. */
  said: string;
  /** The forms of the question, one per question (at most two). */
  forms: readonly SpokenForm[];
  /** The two alternatives of a which-question, when the question names them. */
  pair: readonly [string, string] | null;
  /** A Korean question told with its own ask verb, as the visitor put it ("연기가 어느 쪽에서 올라왔는지"), else null. */
  indirect: string | null;
  /** What the visitor wants done, for a how-to question ("để máy phát chạy lâu hơn" → "máy phát chạy lâu hơn"). */
  goal: string | null;
  /** A Korean question said in 반말 (수아야, 철수야 … 할까?): answered in 반말. */
  plain: boolean;
  /** Whether the person was called by name at the head or the end of the line (not found after an ask verb). */
  called: boolean;
}

const L = '[\\p{L}\\p{M}]';
const w = (words: string): RegExp => new RegExp(`(?<!${L})(?:${words})(?!${L})`, 'iu');
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** The forms read first: narrower than the asked-form's own (its "how" would answer "how do we" with how it happened). */
const ownForms: Readonly<Record<ContentLanguage, readonly (readonly [SpokenForm, RegExp])[]>> = {
  en: [
    ['hour', /\bwhat time is it\b|\bwhat(?:'s| is) the time\b/iu],
    ['whose', /\bwhose\b/iu],
    ['now', /\bwhat (?:time|day|year|date|month) is it\b|\bwhat(?:'s| is) (?:the )?(?:time|date|year|day)(?: today| now)?\b|\bwhat year\b/iu],
    ['need', /\bhow long (?:will|would|does|is|'ll)\b.*\b(?:take|last|need)\b|\bhow long (?:till|until|before)\b|\bhow much longer\b/iu],
    ['advice', /\bwhat (?:should|shall|do|can|must) (?:i|we) do\b|\bwhat (?:now|do we do now)\b|\bwhat(?:'s| is) the plan\b/iu],
    ['way', /\bhow (?:do|can|could|should|would) (?:i|we|you|u) (?:\w+ ){0,2}?(?:make|get|keep|stop|fix|open|find|save|help|reach|leave|turn)\b|\bhow to\b|\bany way to\b/iu],
    // A which-way question ("which way did it go") is pointed out by the readers of places, not weighed.
    ['which', /\bwhich\b(?!\s+(?:way|direction|side)\b)|\bor\b[^?]{1,30}\?\s*$|\bdifference between\b|^\s*(?:so\s+)?(?:should|shall) (?:i|we)\b.*\bor\b/iu],
    ['should', /^\s*(?:so\s+|but\s+)?(?:should|shall|must) (?:i|we)\b/iu],
  ],
  vi: [
    ['hour', /(?:bây giờ|giờ)\s+là\s+mấy giờ|mấy giờ rồi/iu],
    ['whose', w('của ai')],
    ['now', /(?:hôm nay|bây giờ|giờ|nay)\s+là\s+(?:ngày|năm|tháng|thứ|mấy giờ)|năm\s+(?:bao nhiêu|mấy)|mấy giờ rồi|ngày\s+mấy/iu],
    ['need', w('mất bao lâu|bao lâu nữa|bao lâu thì|bao lâu mới')],
    ['advice', w('(?:nên|phải|cần) làm (?:gì|sao|thế nào)|giờ (?:làm )?sao|làm gì bây giờ|tính sao')],
    ['way', w('làm (?:sao|thế nào|cách nào) (?:để|cho)|cách nào để|có cách nào')],
    ['why', /^\s*(?:sao|mắc gì|tại sao)(?![\p{L}\p{M}])(?!\s+(?:rồi|vậy|thế)\s*[?]?$)/iu],
    ['yesno', /(?<![\p{L}\p{M}])(?:à|hả|hở|phải không|đúng không)\s*[?]?\s*$/iu],
    ['which', /(?<![\p{L}\p{M}])(?:khác gì|khác nhau)(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])(?:hay|hoặc)(?![\p{L}\p{M}])(?!\s+(?:là|không|chưa))|(?:cái|con|đường|bên|cửa|người|chìa)\s+nào/iu],
    ['should', /(?<![\p{L}\p{M}])(?:có\s+)?nên\s+[^?]*?(?<![\p{L}\p{M}])(?:không|ko|hông|chứ|nhỉ|hả|ha)\s*[?]?\s*$|^\s*(?:mình|chúng ta|tụi mình|ta|tôi|em)\s+(?:có\s+)?nên(?![\p{L}\p{M}])/iu],
  ],
  ko: [
    ['hour', /몇\s*시(?:야|예요|에요|지|냐|니|죠|인가요|쯤\s*됐|\s*됐)/u],
    ['whose', /누구\s*(?:거|것|꺼)/u],
    ['now', /(?:지금|오늘)\s*(?:은\s*)?(?:몇\s*(?:시|년|월|일)|며칠|무슨\s*요일)|몇\s*년도?(?:예요|이에요|야|입니까|인가요)/u],
    ['need', /얼마나\s*(?:더\s*)?걸려|얼마나\s*(?:더\s*)?걸리|얼마나\s*더\s*(?:있어야|기다려야)/u],
    ['advice', /어떡해|어떻게\s*해야\s*(?:돼|하|할)|뭘\s*해야|어쩌지|어떻게\s*하지/u],
    ['way', /어떻게\s*하면|무슨\s*방법|방법이\s*(?:없|있)/u],
    ['which', /뭐가\s*달라|차이가\s*뭐|어느(?!\s*(?:쪽|방향)\s*(?:에서|으로|로))|어떤\s*(?:쪽|거|것|길|문|열쇠)(?!\s*(?:에서|으로|로))|아니면/u],
    ['should', /야\s*(?:할까|하나|될까|되나|하나요|할까요|될까요)\s*[?？]?\s*$|(?:는\s*게|는\s*편이)\s*(?:나을까|좋을까|낫지)/u],
  ],
  zh: [
    ['hour', /(?:现在|这会儿)几点|几点了/u],
    ['whose', /谁的/u],
    ['now', /(?:现在|今天|今年)(?:是)?(?:几点|哪一?年|几号|几月|星期几|礼拜几)|几点了|哪一年|几几年/u],
    ['need', /(?:要|需要|得)[^，。？?]{0,8}多久|多久(?:能|才能|可以)/u],
    ['advice', /怎么办|该(?:做|干)什么|该怎么做|咋办|怎么弄才好/u],
    ['way', /怎么(?:才能|样才|让|可以)|有什么办法|怎样才|有没有办法/u],
    // 哪 with a measure word ("哪扇门", "哪口钟"), not 哪里 / 哪儿 / 去哪了 (where).
    ['which', /哪(?:一|[个扇条边把种位只口件张本间家辆样道座所块头匹根支杯盏颗艘])(?!方向|边来|边升|边过来)|还是|有什么区别|有啥区别|有什么不同|哪个好/u],
    ['should', /(?:应该|应当|该)[^？?，,]*吗|要不要|该不该|用不用|是不是该/u],
  ],
};

/** The form of one question: this path's own forms first, then the asked-form's. */
export function spokenForm(question: string, language: ContentLanguage): SpokenForm | null {
  return ownForms[language].find(([, pattern]) => pattern.test(question))?.[0] ?? askedForm(question, language);
}

/** A question said to someone by the second person ("you", "mày", "너", "你"), with no name called. */
const secondPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:you|your|u|ur)\b/iu,
  vi: w('mày|cậu|bạn|em|anh|chị|ông|bà|cô|chú|bác'),
  ko: /(?:^|\s)(?:너|넌|니가|네가|당신|자네)(?=\s|$|는|가|도|한테|랑)|(?:요|니|냐|어|야)\s*[?？]?\s*$/u,
  zh: /你|您/u,
};

/** Titles called at the head of a line ("bà ơi", "sir", "박사님", "师傅"): the person is the story's one with that title. */
const titleCalled: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:excuse me,?\s+)?(sir|ma'am|miss|captain|doctor|doc)\b/iu,
  vi: /^(ông|bà|cô|chú|bác|anh|chị|thầy|dì)\s+ơi\b/iu,
  ko: /^([가-힣]+?)님/u,
  zh: /^(师傅|大叔|阿姨|大爷|大妈|老人家|先生|小姐|道长|大师|掌柜的?|老板)/u,
};

/** An ask verb with the person after it ("ask Brom", "hỏi anh Khoa", "问狐狸", "지안이한테 … 묻는다"). */
const askedPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ask|asks|asking)\s+(.+)$/iu,
  vi: /(?<![\p{L}\p{M}])hỏi\s+(.+)$/iu,
  ko: /^(?:[가-힣]+\s)?([가-힣]{1,6}?)(?:이)?(?:한테|에게|께)\s/u,
  zh: /(?:^|[，,]|然后|再)问(.+)$/u,
};

/** The words of the story (not its numbered options), lower-cased, for finding a name the choice calls. */
function storyWords(story: string): string {
  return story.split('\n').filter((line) => !/^\s*\d+[.)]\s/u.test(line)).join('\n');
}

/** A name the story writes with a capital (not at a sentence's start), English and Vietnamese. */
function capitalNames(story: string): string[] {
  const names = new Set<string>();
  for (const match of story.matchAll(/(?<=[\p{L}\p{M},]\s)((?:Mr|Mrs|Ms|Dr)\.?\s)?\p{Lu}[\p{Ll}\p{M}]+/gu)) names.add(match[0]);
  return [...names].filter((name) => !/^(?:I|The|A|An|You|Your|Room|Only|Both)$/u.test(name));
}

/** The story's spelling of a name the visitor typed in any case ("mrs lin" → "Mrs. Lin", "marco" → "Marco"). */
function storySpelling(typed: string, story: string, language: ContentLanguage): string | null {
  const bare = typed.trim().replace(/[.,，、!?？！]/gu, '').toLowerCase();
  if (bare.length < 2) return null;
  if (language === 'en' || language === 'vi') {
    const found = capitalNames(story).find((name) => name.replace(/\./gu, '').toLowerCase() === bare);
    if (found) return found;
    // A title the story puts before a name ("Commander Osei"), called alone ("commander").
    const titled = language === 'en' && /^[a-z]{3,}$/u.test(bare) ? new RegExp(`\\b${bare}\\s+\\p{Lu}[\\p{Ll}]+`, 'iu').exec(story)?.[0] : undefined;
    if (titled && /^\p{Lu}/u.test(titled)) return titled;
    const kin = /^(anh|chị|cô|chú|bác|ông|bà|thầy|dì|em|cậu|thằng|con)\s+(.+)$/iu.exec(typed.trim());
    if (language === 'vi' && kin && new RegExp(`(?<!${L})${escape(kin[0])}(?!${L})`, 'iu').test(story)) return new RegExp(`(?<!${L})${escape(kin[0])}(?!${L})`, 'iu').exec(story)?.[0] ?? null;
    // "bác Tâm" for the story's "Bác thợ rèn Tâm": the kin word the visitor used and the story's name.
    const named = kin ? capitalNames(story).find((name) => name.toLowerCase() === (kin[2] as string).toLowerCase()) : undefined;
    if (language === 'vi' && kin && named) return `${(kin[1] as string).toLowerCase()} ${named}`;
    return null;
  }
  return story.includes(typed.trim()) ? typed.trim() : null;
}

/** The person called at the head of a line ("marco what…", "Vy ơi…", "Phúc, …", "도윤아 …", "서진 씨, …", "小雨你…", "阿杰，…"). */
function headVocative(typed: string, story: string, language: ContentLanguage): { who: string; rest: string } | null {
  const text = typed.trim();
  if (language === 'en' || language === 'vi') {
    const words = text.split(/\s+/u);
    for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
      const head = words.slice(0, count).join(' ').replace(/(?:,|\s+ơi)$/u, '');
      const next = words[count] ?? '';
      const called = language === 'vi' && next.toLowerCase() === 'ơi' ? count + 1 : count;
      const who = storySpelling(head, story, language);
      if (who) return { who, rest: words.slice(called).join(' ') };
    }
    return null;
  }
  if (language === 'ko') {
    const match = /^([가-힣]{1,5}?)(?:아|야|이|\s*씨|님)?[,\s]\s*(.+)$/u.exec(text);
    return match && (match[1] as string).length >= 2 && story.includes(match[1] as string) ? { who: match[1] as string, rest: match[2] as string } : null;
  }
  for (let end = Math.min(4, text.length - 1); end >= 2; end -= 1) {
    const head = text.slice(0, end);
    if (story.includes(head) && /^[，,\s]|^你|^您/u.test(text.slice(end))) return { who: head, rest: text.slice(end).replace(/^[，,\s]+/u, '') };
  }
  return null;
}

/** The person called at the end of a line ("what time did you see him mrs lin", "… vậy Vy"). */
function tailVocative(typed: string, story: string, language: ContentLanguage): { who: string; rest: string } | null {
  if (language !== 'en' && language !== 'vi') return null;
  const words = typed.trim().replace(/[?？!！.。]+$/u, '').split(/\s+/u);
  for (let count = Math.min(3, words.length - 2); count >= 1; count -= 1) {
    const who = storySpelling(words.slice(-count).join(' ').replace(/^,/u, ''), story, language);
    if (who) return { who, rest: `${words.slice(0, -count).join(' ').replace(/,$/u, '')}${/[?？]\s*$/u.test(typed) ? '?' : ''}` };
  }
  return null;
}

/** The story's phrase for a person called by a title ("bà" → "bà bán rau", "掌柜" → "掌柜的"). */
function titledPerson(title: string, story: string, language: ContentLanguage): string | null {
  const pattern = {
    en: new RegExp(`\\b(?:the\\s+)?${escape(title)}\\b`, 'iu'),
    vi: new RegExp(`(?<!${L})${escape(title.toLowerCase())}(?:\\s+[\\p{Ll}\\p{M}]+){0,2}?(?=\\s+(?:đang|nhìn|nói|ngồi|đứng|cứ|vẫn|bảo)|[,.])`, 'u'),
    ko: new RegExp(`(?:[가-힣]{1,3}\\s)?${escape(title)}`, 'u'),
    zh: new RegExp(escape(title.replace(/的$/u, '')), 'u'),
  }[language];
  const found = pattern.exec(language === 'vi' ? story.toLowerCase() : story)?.[0]?.trim() ?? null;
  return found && language === 'zh' ? title : found;
}

/** The one person the scene shows when no name is called (its only capital name, or a plain person noun). */
export function scenePerson(story: string, language: ContentLanguage): string | null {
  if (language === 'en' || language === 'vi') {
    const names = capitalNames(story).filter((name) => !new RegExp(`(?:^|[.!?'"“”‘’]\\s*)${escape(name)}`, 'u').test(story));
    if (names.length === 1) return names[0] as string;
  }
  const noun = {
    en: /\b(?:the|a|an)\s+((?:old|young|blind|tired)\s+)?(man|woman|boy|girl|stranger|child|kid|ranger|guard|innkeeper|keeper|old man|old woman)\b/iu,
    vi: /(?<![\p{L}\p{M}])(người đàn ông|người phụ nữ|người lạ|cậu bé|cô bé|ông lão|bà lão|cô gái|chàng trai)(?![\p{L}\p{M}])/iu,
    ko: /(노인|노파|할머니|할아버지|아저씨|아주머니|소년|소녀|남자|여자|나그네|상인|주인|경비원|병사)(?:이|가|은|는)\s/u,
    zh: /(老[\p{Script=Han}]{1,2}?(?=眯|看|说|盯|站|坐|递|拿|笑|正|把|在|一直|朝)|男人|女人|陌生人|老人|小孩|男孩|女孩|老太太|老头)/u,
  }[language].exec(story);
  if (!noun) return null;
  if (language === 'en') return `the ${noun[0].replace(/^(?:the|a|an)\s+/iu, '')}`;
  return language === 'ko' ? `그 ${noun[1] as string}` : (noun[1] as string);
}

/** The two alternatives a which-question names ("the marsh or the ridge", "ở lại hay đi", "A还是B"). */
function namedPair(question: string, language: ContentLanguage): [string, string] | null {
  const q = question.replace(/[?？!！.。]+$/u, '').trim();
  const split = {
    en: /(?:^(?:should|shall) (?:i|we)\s+|^|[,:]\s*|\b(?:is|are|take|go|choose|pick|use)\s+)((?:the |a )?[\w' -]{2,30}?)\s+or\s+((?:the |a )?[\w' -]{2,30})$/iu,
    vi: /(?:nên\s+)?((?:[\p{L}\p{M}]+\s?){1,4}?)\s+(?:hay|hoặc)\s+((?:[\p{L}\p{M}]+\s?){1,5})$/iu,
    ko: /([가-힣\s]{2,12}?)\s*아니면\s*([가-힣\s]{2,12})$/u,
    zh: /([\p{Script=Han}]{1,8}?)(?:还是|跟|和|与)([\p{Script=Han}]{1,8}?)(?:有什么|有啥)?(?:区别|不同|差别)?$/u,
  }[language].exec(q.replace(/^(?:the )?difference between\s+/iu, '').replace(/\s+and\s+/iu, language === 'en' && /difference between/iu.test(q) ? ' or ' : ' and '));
  if (!split) return null;
  const a = (split[1] as string).trim().replace(/^(?:mình|chúng ta|tụi mình|ta)\s+(?:nên\s+)?/iu, '');
  const b = (split[2] as string).trim().replace(/^(?:đi\s+)?/u, (m) => m);
  return a.length > 0 && b.length > 0 ? [a, b] : null;
}

/**
 * Words said to a person of the scene, read from the line as typed: who is called, what the line asks (up to two forms),
 * the pair of a which-question and the goal of a how-to. Null when the line calls or asks no one, or asks nothing.
 */
export function readSpokenTo(typed: string, story: string, language: ContentLanguage): SpokenTo | null {
  const text = storyWords(story);
  const asked = askedPerson[language].exec(typed.trim());
  const head = headVocative(typed, text, language);
  const tail = head ? null : tailVocative(typed, text, language);
  const title = titleCalled[language].exec(typed.trim());
  let who: string | null = head?.who ?? tail?.who ?? null;
  let said = head?.rest ?? tail?.rest ?? typed.trim();
  let indirect: string | null = null;
  if (!who && asked) {
    const target = (asked[1] as string).trim();
    const person = language === 'ko' ? (text.includes(target) ? target : null) : storyPersonOf(target, text, typed, [], language);
    if (person && person !== target && text.toLowerCase().includes(person.toLowerCase())) {
      who = person;
      const after = language === 'ko' ? typed.slice((asked.index ?? 0) + asked[0].length) : target.slice(person.length);
      said = after.replace(/^\s*(?:là|rằng|xem|that)\s+/iu, '').replace(/(?:냐고|느냐고|는지|냐며)?\s*(?:물어본다|물어봄|묻는다|물었다)$/u, '').trim();
    } else if (language === 'ko' && person) {
      who = person;
      indirect = typed.slice((asked.index ?? 0) + asked[0].length).replace(/\s*(?:물어본다|물어봄|묻는다|물었다)$/u, '').trim();
      said = indirect.replace(/(?:냐고|느냐고|는지|냐며)$/u, '').trim();
    }
  }
  if (!who && title) {
    who = titledPerson(title[1] ?? title[0], text, language);
    said = typed.trim().slice(title[0].length).replace(/^\s*(?:ơi)?[,，\s]*/u, '');
  }
  const questions = said.split(/(?<=[?？])\s*|[,，]\s*(?=(?:can|could|do|did|are|is|will|what|why|how|where|when|who)\b)/iu).map((part) => part.trim()).filter((part) => part.length > 0);
  const parts = language === 'en' ? [] : questions.flatMap((part) => part.split(/[,，]\s*/u)).map((part) => part.trim()).filter((part) => part.length > 0);
  const split = parts.length >= 2 && parts.every((part) => spokenForm(part, language) !== null) ? parts : questions;
  const forms = [...new Set(split.map((part) => spokenForm(part, language)).filter((form): form is SpokenForm => form !== null))].slice(0, 2);
  if (forms.length === 0) return null;
  if (!who) {
    // No name called: a question in the second person, or a which / what-to-do question, to the scene's one person.
    if (!(secondPerson[language].test(typed) || forms.some((form) => form === 'which' || form === 'advice' || form === 'now' || form === 'hour'))) return null;
    // A question about someone away from the scene ("how long has he been drawing me") is asked of nobody here.
    if (/\b(?:he|she|they)\b|(?<![\p{L}\p{M}])(?:anh ấy|cô ấy|nó)(?![\p{L}\p{M}])|그가|그녀|他|她/u.test(typed) && !secondPerson[language].test(typed)) return null;
    who = storyCast(text, language)[0]?.name ?? scenePerson(text, language);
    if (!who) return null;
    // A title called ("thầy ơi") goes with the name the story gives ("thầy Quang").
    if (title && language === 'vi' && /^\p{Lu}/u.test(who)) who = `${(title[1] as string).toLowerCase()} ${who}`;
    // A Chinese form of address the story writes another way ("林老板" for 老林) is cut from the question.
    if (language === 'zh') said = said.replace(/^[\p{Script=Han}]{1,4}[，,]\s*(?=.*[你您])/u, '');
  }
  const goal = forms.includes('way') ? (/(?:để|cho|to|才能|让)\s*(.+)$/iu.exec(said)?.[1] ?? null) : null;
  const plain = language === 'ko' && (/^[가-힣]{1,5}(?:아|야)[,\s]/u.test(typed.trim()) || koreanPlain(said));
  return { who, said: said.length > 0 ? said : typed.trim(), indirect, forms, pair: forms.includes('which') ? namedPair(said, language) : null, goal, plain, called: (head !== null && (language !== 'ko' || /^[가-힣]{1,5}?(?:(?:아|야|\s*씨|님)[,\s]|,)/u.test(typed.trim()))) || tail !== null };
}

const ownFormNames: ReadonlySet<SpokenForm> = new Set<SpokenForm>(['which', 'advice', 'way', 'now', 'need', 'hour', 'whose', 'should']);
const isAskedForm = (form: SpokenForm): form is AskedForm => !ownFormNames.has(form);

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
const bareOption = (option: string): string => option.replace(/[.。]$/u, '').trim();

/** The scene's date or year as the story wrote it ("1987", "民国二十年", "1920년"), or null. */
function storyDate(story: string): string | null {
  return /(?:民国|光绪|宣统|康熙|乾隆)?[一二三四五六七八九十百零〇\d]{1,4}年|(?<!\d)(?:1[0-9]{3}|20[0-9]{2})(?:년)?(?!\d)|(?<![\p{L}\p{M}])năm\s+\d{3,4}/u.exec(story)?.[0] ?? null;
}

/** Whether an option is itself a question to someone (no step of the scene). */
const asksOption = /\b(?:ask|tell|talk|call)\b|(?<![\p{L}\p{M}])(?:hỏi|gọi|nói)(?![\p{L}\p{M}])|묻|부른|말한|问|叫|告诉|呼叫/iu;

/** The person's answer, one line per form asked. `options` are the scene's own, `light` a school or a romance story. */
export function spokenLines(spoken: SpokenTo, story: string, options: readonly string[], light: boolean, language: ContentLanguage): string[] {
  const who = spoken.who;
  const steps = options.map(bareOption).filter((option) => !asksOption.test(option) && !option.toLowerCase().includes(who.toLowerCase()));
  const pair = spoken.pair ?? (steps.length >= 2 ? optionPair(steps[0] as string, steps[1] as string, language) : null);
  const step = steps[0] ?? null;
  return spoken.forms.map((form) => {
    // An either/or of fact ("is it A or B", "A还是B的") is answered with the one that is true, never weighed as a choice.
    if (form === 'which' && spoken.pair && factPair(spoken.said, language)) return factLine(who, spoken.pair, spoken.plain, language);
    if (form === 'which' && pair) return whichLine(who, pair, light, language);
    if (form === 'hour') return hourLine(who, story, spoken.plain, language);
    if (form === 'whose') return ownerLine(who, otherPerson(storyWords(story), who, [...capitalNames(storyWords(story)), ...storyCast(storyWords(story), language).map((member) => member.name)], language), spoken.plain, language);
    if (form === 'should') return shouldLine(who, spoken.said, spoken.plain, language);
    if ((form === 'advice' || form === 'way') && step) return stepLine(who, step, form === 'way' ? spoken.goal : null, language);
    if (form === 'now') return nowLine(who, storyDate(story), language);
    if (form === 'need') return needLine(who, language);
    const turned = form === 'yesno' && language === 'en' ? yesTurned(spoken.said.split(/[,?]\s*/u).find((part) => spokenForm(part, language) === 'yesno') ?? '') : null;
    if (turned) return `“Yes, ${turned},” ${who} says, and does not look away.`;
    // A yes/no asked about "us" (우리 괜찮은 거야?, 我们能出去吗) is no confession of the person's: their yes, told back.
    const ours = form === 'yesno' && language !== 'en' ? spoken.said.split(/(?<=[?？])\s*/u).map((part) => oursTurned(part, spoken.plain, language)).find((line) => line !== null) ?? null : null;
    if (ours) return `${language === 'ko' ? withParticle(who, '은') : cap(who)}${{ vi: ' gật đầu', ko: ' 고개를 끄덕인다.', zh: '点点头', en: '' }[language]}${language === 'zh' ? '：' : language === 'vi' ? ': ' : ' '}“${ours}”`;
    // Round 19 (adv22): a why gets the reason of its own clause and the scene (adventure-why-reason.ts).
    // Said straight to them when called by name, or when the question speaks to "you" and of no third person.
    const direct = spoken.called || (language === 'en' ? /\b(?:you|your)\b/iu.test(spoken.said) && !/\b(?:he|she|it|they)\b/iu.test(spoken.said) : language === 'zh' ? /你/u.test(spoken.said) && !/[他她它]/u.test(spoken.said) : true);
    const why = form === 'why' ? whyReason(who, spoken.said, story, light, spoken.plain, language, direct) : null;
    if (why) return why.line;
    const topic = form === 'what' ? storyTopic(spoken.said, who, story, language) : null;
    if (topic) return whatLine(who, topic, light, language);
    return askedFormLine(who, isAskedForm(form) ? form : 'what', light || spoken.plain, language);
  });
}

/**
 * Two of the scene's options as the alternatives they choose between: the words they share dropped ("Take the marsh" /
 * "Take the ridge" → the marsh / the ridge; "推开太阳门" / "推开月亮门" → 太阳门 / 月亮门; "금 열쇠를 고른다" → 금 열쇠).
 */
function optionPair(a: string, b: string, language: ContentLanguage): [string, string] {
  if (language === 'ko') return [a.replace(/(?:을|를|으로|로|에)?\s*[가-힣]+다$/u, ''), b.replace(/(?:을|를|으로|로|에)?\s*[가-힣]+다$/u, '')];
  const unit = (text: string): string[] => (language === 'zh' ? [...text] : text.split(/\s+/u));
  const x = unit(a);
  const y = unit(b);
  let shared = 0;
  while (shared < x.length - 1 && shared < y.length - 1 && (x[shared] as string).toLowerCase() === (y[shared] as string).toLowerCase()) shared += 1;
  const join = language === 'zh' ? '' : ' ';
  return [x.slice(shared).join(join), y.slice(shared).join(join)];
}

/** A yes/no question about "us" turned to the answer ("우리 괜찮은 거야?" → "응, 괜찮아. 아직은."), or null when it is not about us. */
function oursTurned(question: string, plain: boolean, language: ContentLanguage): string | null {
  const q = question.trim().replace(/[?？]+$/u, '');
  if (language === 'ko') {
    // A negative question (탈 수는 없어요?) is no plain yes: left to the stock answer.
    if (!/(?:^|\s)(?:우리|우리가|우린)\s/u.test(q) || /없|않|못|안\s/u.test(q)) return null;
    const clause = q.replace(/^.*?(?:우리|우리가|우린)\s+/u, '').replace(/(?:은|는|ㄴ)?\s*거야$|(?:은|는)?\s*거죠$|(?:은|는)?\s*거지$/u, (m) => (m.startsWith('은') || m.startsWith('는') ? '' : ''));
    const said = /괜찮$/u.test(clause) ? '괜찮' : clause;
    const bare = said.replace(/요$/u, '');
    return plain ? `응, ${said === '괜찮' ? '괜찮아' : bare}. 아직은.` : `네, ${said === '괜찮' ? '괜찮아요' : `${bare}요`}. 아직은요.`;
  }
  if (language === 'zh') {
    if (!/我们|咱们/u.test(q) || !/吗$/u.test(q)) return null;
    return `对，${q.replace(/吗$/u, '')}。至少现在是。`;
  }
  const vi = /(?<![\p{L}\p{M}])(?:chúng ta|mình|tụi mình|ta)\s+(?:có\s+)?(.+?)\s+(?:không|ko|hông)$/iu.exec(q);
  return vi ? `Có. Chúng ta ${vi[1] as string}, ít nhất là lúc này.` : null;
}

/** A yes/no question in English turned to the person who answers ("can you even walk" → "I can walk"), or null. */
function yesTurned(question: string): string | null {
  const there = /^(?:but\s+|so\s+)?(is|are|was|were)\s+there\s+(.+?)\s*[?!.]*$/iu.exec(question.trim());
  if (there) return `there ${(there[1] as string).toLowerCase()} ${there[2] as string}`;
  const match = /^(?:but\s+|so\s+)?(can|could|will|would|do|did|are|were|is|was|have|had)\s+(you|u|we)\s+(?:even\s+|really\s+|still\s+)?(.+?)\s*[?!.]*$/iu.exec(question.trim());
  if (!match) return null;
  const aux = (match[1] as string).toLowerCase();
  const subject = /^(?:you|u)$/iu.test(match[2] as string) ? 'I' : 'we';
  const verb = subject === 'I' && aux === 'are' ? 'am' : subject === 'I' && aux === 'were' ? 'was' : aux;
  return `${subject} ${verb}${/^(?:do|did)$/u.test(aux) ? '' : ` ${(match[3] as string).replace(/\b(?:you|u)\b/giu, 'me')}`}`;
}

/** The thing or place of the story a what-question names ("창고에 뭐 숨겼어" → 창고), not the person asked. */
function storyTopic(said: string, who: string, story: string, language: ContentLanguage): string | null {
  const text = storyWords(story);
  if (language === 'zh') {
    let best = '';
    for (let start = 0; start < said.length; start += 1) for (let end = start + 2; end <= Math.min(said.length, start + 5); end += 1) if (end - start > best.length && text.includes(said.slice(start, end)) && !who.includes(said.slice(start, end))) best = said.slice(start, end);
    return best || null;
  }
  if (language === 'ko') return said.split(/\s+/u).map((token) => token.replace(/(?:에서|에게|에|을|를|이|가|은|는|의|도)$/u, '')).find((token) => token.length >= 2 && text.includes(token) && !who.includes(token)) ?? null;
  const words = said.split(/\s+/u).map((word) => word.replace(/[.,!?]/gu, ''));
  for (let start = 0; start < words.length; start += 1) {
    for (let end = Math.min(words.length, start + 3); end > start; end -= 1) {
      const phrase = words.slice(start, end).join(' ');
      if (phrase.length >= 4 && !/^(?:what|where|that|this|there|with|have|about|they|them|your|you)$/iu.test(phrase) && !who.toLowerCase().includes(phrase.toLowerCase()) && new RegExp(`(?<!${L})${escape(phrase)}(?!${L})`, 'iu').test(text)) return language === 'en' ? `the ${phrase.toLowerCase()}` : phrase;
    }
  }
  return null;
}

/** A what-question about a thing of the story: the person glances at it and names what it holds, no more than that. */
function whatLine(who: string, topic: string, light: boolean, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return `${cap(who)} liếc về phía ${topic} rồi mới đáp: “Một thứ ${light ? 'mình' : 'tôi'} được nhờ giữ hộ. Không phải của ${light ? 'mình' : 'tôi'}, và ${light ? 'mình' : 'tôi'} đã hứa không mở ra.”`;
    case 'ko':
      return `${withParticle(who, '은')} ${topic} 쪽을 흘끗 보고 나서 답한다. “맡아 달라고 부탁받은 거야. 내 것도 아니고, 열어 보지 않겠다고 약속했어.”`;
    case 'zh':
      return `${who}朝${topic}那边瞟了一眼，才开口：“是别人托我保管的东西。不是我的，我答应过不打开。”`;
    default:
      return `${cap(who)} glances at ${topic} before answering. “Something I was asked to keep safe. It isn't mine, and I promised not to open it.”`;
  }
}

/** A which-question weighed: both alternatives by name, and the one the person would take, with its reason. */
function whichLine(who: string, [a, b]: readonly [string, string], light: boolean, language: ContentLanguage): string {
  const A = a.replace(/^\p{Lu}/u, (first) => first.toLowerCase());
  const B = b.replace(/^\p{Lu}/u, (first) => first.toLowerCase());
  switch (language) {
    case 'vi':
      return `${cap(who)} cân nhắc một lúc rồi đáp: “${cap(A)} thì dễ hơn, nhưng ai cũng sẽ chọn thế, và đó mới là điều đáng lo. ${cap(B)} khó hơn, nhưng ${light ? 'mình' : 'tôi'} đã thấy người chọn nó quay về. Nếu là ${light ? 'mình' : 'tôi'} thì: ${B}.”`;
    case 'ko':
      return `${withParticle(who, '은')} 잠시 따져 보더니 말한다. “${withParticle(A, '은')} 쉬워 보여요. 다들 그걸 고르죠. 그게 마음에 걸려요. ${withParticle(B, '은')} 더 어렵지만, 그쪽을 고르고 돌아온 사람은 봤어요. 나라면 ${B}.”`;
    case 'zh':
      return `${who}掂量了一下才开口：“${A}看着容易，谁都会选它，这才让人不放心。${B}难一些，可我见过选它的人回来过。要是我，就选${B}。”`;
    default:
      return `${cap(who)} weighs it before answering. “${cap(A)} looks easier, and that's what worries me: everyone takes it. ${cap(B)} is harder, but I've seen people come back from it. If it were me: ${B}.”`;
  }
}

/** What to do, or how to get it done: one step of the scene's own, and the goal the visitor named, in their words. */
function stepLine(who: string, step: string, goal: string | null, language: ContentLanguage): string {
  const s = step.replace(/^\p{Lu}/u, (first) => first.toLowerCase());
  switch (language) {
    case 'vi':
      return goal ? `${cap(who)} nghĩ một lúc rồi đáp: “Muốn ${goal.replace(/[?？]$/u, '')} thì chỉ có một cách: ${s}. Ngay bây giờ, trước khi quá muộn.”` : `${cap(who)} không do dự: “${cap(s)}. Ngay bây giờ, trước khi quá muộn. Những chuyện khác tính sau.”`;
    case 'ko':
      return goal ? `${withParticle(who, '은')} 잠시 생각하다 답한다. “방법은 하나예요. ${s}. 지금 바로요.”` : `${withParticle(who, '은')} 망설이지 않는다. “${s}. 지금 바로요. 나머지는 그다음에 생각해요.”`;
    case 'zh':
      return goal ? `${who}想了想：“要${goal.replace(/[?？]$/u, '')}，只有一个办法：${s}。现在就去。”` : `${who}没有犹豫：“${s}。现在就去，别的以后再说。”`;
    default:
      return goal ? `${cap(who)} thinks, then answers: “To ${goal.replace(/[?？]$/u, '')}, there's one way: ${s}. Now, before it's too late.”` : `${cap(who)} doesn't hesitate. “${cap(s)}. Now, before it's too late. Everything else can wait.”`;
  }
}

/** What day, year or time it is: the story's own date when it wrote one, else the hour, said plainly. */
function nowLine(who: string, date: string | null, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return date ? `${cap(who)} nhìn bạn như nhìn người lạ: “${cap(date)}. Ai mà chẳng biết?”` : `${cap(who)} nhìn bạn một lúc lâu rồi mới đáp: “Ngày nào cũng như ngày nào ở đây. Nhưng câu đó thì chỉ người từ nơi khác tới mới hỏi.”`;
    case 'ko':
      return date ? `${withParticle(who, '은')} 이상하다는 듯 당신을 본다. “${date}이잖아요. 그걸 누가 몰라요?”` : `${withParticle(who, '은')} 한참 당신을 보다가 답한다. “여기선 날짜 같은 거 안 세요. 그런 걸 묻는 건 딴 데서 온 사람뿐이죠.”`;
    case 'zh':
      return date ? `${who}像看怪人一样看着你：“${date}啊，这还用问？”` : `${who}盯着你看了好一会儿：“这儿没人数日子。会问这个的，只有外地来的人。”`;
    default:
      return date ? `${cap(who)} looks at you as if you were a stranger. “${date}. Who doesn't know that?”` : `${cap(who)} looks at you a long moment. “Nobody here counts the days. Only someone from somewhere else would ask that.”`;
  }
}

/** How long something will take, asked ahead: a time needed, never how long it has been. */
function needLine(who: string, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return `${cap(who)} tính nhanh trong đầu: “Nửa tiếng, nếu không có gì trục trặc. Còn có trục trặc thì lâu hơn nhiều.”`;
    case 'ko':
      return `${withParticle(who, '은')} 속으로 빠르게 셈을 한다. “문제없으면 삼십 분이요. 문제가 생기면 훨씬 더 걸리고요.”`;
    case 'zh':
      return `${who}在心里飞快地算了算：“顺利的话半个小时。出岔子的话，就久多了。”`;
    default:
      return `${cap(who)} works it out fast. “Half an hour, if nothing goes wrong. Longer if it does.”`;
  }
}

/** The line that tells the question as asked of the person, without the name called. */
export function spokenAskedLine(spoken: SpokenTo, language: ContentLanguage): string {
  // A question mark already said inside the line ("are you okay? you went quiet") is not added again at its end.
  const said = spoken.said.trim().replace(/[,，.。]+$/u, '').replace(/^\p{Ll}/u, (first) => first.toUpperCase()).replace(/([?？!！]\s+)(\p{Ll})/gu, (_, mark: string, first: string) => `${mark}${first.toUpperCase()}`);
  const asked = /[?？!！]/u.test(said);
  const q = asked ? said.replace(/[?？!！]+$/u, '') : said;
  const end = asked && !/[?？!！]$/u.test(said) ? (language === 'zh' ? '。' : '.') : language === 'zh' ? '？' : '?';
  switch (language) {
    case 'vi':
      return `Bạn hỏi ${spoken.who}: “${q}${end}”`;
    case 'ko':
      return spoken.indirect ? `당신은 ${spoken.who}에게 ${spoken.indirect} 묻는다.` : `당신은 ${spoken.who}에게 묻는다. “${q}${end}”`;
    case 'zh':
      return `你问${spoken.who}：“${q}${end}”`;
    default:
      return `You ask ${spoken.who}: “${q}${end}”`;
  }
}

/** Options after the answer: act on the answer given (the step, the alternative taken), then ask the person for more. */
export function spokenOptions(spoken: SpokenTo, language: ContentLanguage): string[] {
  const more = { vi: `Hỏi ${spoken.who} thêm cho rõ`, ko: `${spoken.who}에게 더 자세히 묻는다`, zh: `追问${spoken.who}`, en: `Press ${spoken.who} for more` }[language];
  const pair = spoken.pair;
  if (pair && spoken.forms.includes('which')) {
    const take = { vi: `Chọn ${pair[1]}`, ko: `${pair[1]} 쪽을 고른다`, zh: `选${pair[1]}`, en: `Take ${pair[1]}` }[language];
    return [take, more];
  }
  return [more];
}
