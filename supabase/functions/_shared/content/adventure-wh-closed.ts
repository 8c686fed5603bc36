/**
 * Closed questions and questions of a fact the story does not hold (issue 13, round 14). A fresh blind set asked "ask
 * Tomas if he heard it too" and got "You really want to know? Then sit down"; "사서 할머니에게 그 책을 마지막으로 빌린
 * 사람이 누군지 묻는다" got "I saw who was near the note last. You won't like the answer". Both are questions the person
 * can answer in one line. Here they are read by their grammar, not by topic words:
 * - a yes/no question: "if / whether" + clause, "(có) … không / chưa / có phải … không", a Korean ending with no
 *   question word (-냐고 / -는지 / -ㄴ지), "是不是 / 有没有 / A不A / …吗"; the clause is told back as the person's own
 *   statement (he → I, 너 ↔ 나, 我 ↔ 你; 是不是 → 是, 有没有 → 有), else a plain yes;
 * - a how-many or how-much question ("how many", "bao nhiêu / mấy", "몇 + counter / 얼마", "多少 / 几"), answered with a
 *   number (a price in the story's own coin when it asks a price; a share left when it asks what is left);
 * - a who-question the story holds no one for, answered with a new name (never a tease; no time, since the story's own
 *   time words may belong to another event), and never with the player's own company (asleep upstairs, at their side).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { finalSound, withParticle } from './korean-particles.ts';
import { genrePrice } from './adventure-wh-evidence.ts';

const L = '[\\p{L}\\p{M}]';
const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** Interrogative words: a question that holds one is no yes/no question. */
const questionWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^\s*(?:who|whom|what|when|where|why|how|which)\b/iu,
  vi: new RegExp(`(?<!${L})(?:ai|gì|nào|đâu|sao|bao nhiêu|bao giờ|bao lâu|mấy|thế nào|ra sao)(?!${L})`, 'iu'),
  ko: /누구|누가|누군|뭐|뭔|뭘|무엇|무슨|언제|언젠|어디|어딘|어딨|왜|어떻게|어떡|어떤|몇|얼마|얼만|어느/u,
  zh: /谁|什么|哪|几|多少|怎么|为什么|为啥|啥/u,
};

/** Korean syllables that end in ㄴ (누군지, 뭔지, 인지): an indirect-question ending -ㄴ지. */
function koNFinal(syllable: string): boolean {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 === 4;
}

/** A Korean indirect question put to a person: the person, the question's body and its ending, or null. */
export function koreanAsk(told: string): { person: string; body: string; ending: string } | null {
  const match = /^(.+?)(?:한테|에게|께|더러)\s+(.+?)(냐고|느냐고|는지|은지|던지|지를|지|니\s*(?:라고)?|래)\s*(?:를\s*)?(?:물|묻|캐|여쭤|여쭙|여쭌|따지|따진|따져|따졌)/u.exec(told);
  if (!match) return null;
  const [, person = '', rawBody = '', ending = ''] = match;
  // A bare 지 is an ending only after a syllable in ㄴ (누군지, 있는지 is caught as 는지 already).
  if (ending.startsWith('지') && !koNFinal(rawBody.slice(-1))) return null;
  return { person: person.trim(), body: rawBody.trim(), ending };
}

/** A yes/no question's reading: whether the answer is yes, and the clause told back (null when not sure of it). */
export interface ClosedAnswer {
  yes: boolean;
  said: string | null;
  /** The story has the person asleep: a no, they slept through it. */
  asleep?: boolean;
}

/** Third-person English verb turned to the first person after "I" (is → am, knows → know, heard → heard). */
function enFirstPerson(clause: string): string {
  const [verb = '', ...rest] = clause.split(/\s+/u);
  const irregular: Readonly<Record<string, string>> = { is: 'am', "isn't": 'am not', has: 'have', "hasn't": "haven't", does: 'do', "doesn't": "don't", was: 'was' };
  const low = verb.toLowerCase();
  const first = irregular[low] ?? (/(?:ches|shes|sses|xes|oes)$/u.test(low) ? verb.slice(0, -2) : /[^aeiou]ies$/u.test(low) ? `${verb.slice(0, -3)}y` : /[^su]s$/u.test(low) && rest.length >= 0 && !/(?:ss|us|is)$/u.test(low) ? verb.slice(0, -1) : verb);
  return [first, ...rest].join(' ').replace(/\bhis\b/gu, 'my').replace(/\bhimself\b|\bherself\b/gu, 'myself');
}

/** An existence or possession asked ("if he has a girlfriend", "有没有女朋友", "여자친구 있냐고"): in a light story, a no. */
const existence: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:\w+\s+)?(?:has|have|had|got)\s+(?:a|an|any|someone)\b|^there\s+(?:is|are|was|were)\b/iu,
  vi: /^đã\s+có\s/iu,
  ko: /(?:^|\s)[가-힣]+\s?있$/u,
  zh: /^有没有[^了过到见]*$/u,
};

/** An English question in its own word order after the person ("ask Tomas did he hear it"): the auxiliary and a pronoun subject. */
const enInverted = /^\s*(did|does|do|is|was|are|were|has|have|had|can|could|will|would)\s+(he|she|it|they|there)\b/iu;

/** The English yes/no clause after "if / whether", told back by the person (he / she → I when they are the one asked). */
function enClosed(question: string, alone: boolean): string | null {
  const inverted = enInverted.exec(question);
  if (inverted) {
    const aux = (inverted[1] as string).toLowerCase();
    const subject = (inverted[2] as string).toLowerCase();
    if (/^(?:he|she)$/u.test(subject)) return alone ? `I ${enFirstPerson(aux)}` : null;
    return `${subject} ${aux}`;
  }
  const match = /^\s*(?:if|whether)\s+(.+?)(?:\s+or not)?\s*[?.!]?$/iu.exec(question);
  if (!match) return null;
  const clause = (match[1] as string).trim();
  if (clause.split(/\s+/u).length > 14 || /\b(?:if|whether)\b/iu.test(clause)) return null;
  const own = /^(?:he|she)\s+(.+)$/iu.exec(clause);
  if (own && alone) return `I ${enFirstPerson(own[1] as string)}`;
  return /^(?:he|she)\b/iu.test(clause) ? null : clause;
}

/** The Vietnamese clause of "(có / đã) … không / chưa", told back as a statement, with the word that says yes. */
function viClosed(question: string, me: string): { said: string; yes: string } | null {
  const q = question.trim().replace(/^(?:xem|thử xem|coi)\s+/iu, '').replace(/\s*[?？]$/u, '');
  const sure = new RegExp(`^(?:có\\s+)?phải(?:\\s+là)?\\s+(.+?)\\s+(?:không|ko|hông|chăng)$`, 'iu').exec(q);
  if (sure) return { said: cap(sure[1] as string), yes: 'Phải' };
  const aux = new RegExp(`^(?:(.+?)\\s+)??(có|đã)\\s+(.+?)\\s+(không|ko|hông|chưa)$`, 'iu').exec(q);
  if (!aux) return null;
  const [, subject, marker = '', predicate = '', end = ''] = aux;
  if (subject && (subject.split(/\s+/u).length > 3 || new RegExp(`(?<!${L})(?:có|đã|vẫn|còn)(?!${L})`, 'iu').test(subject))) return null;
  // The indefinite "ai" / "gì" of a yes/no question is "someone" / "something" in the answer.
  const statement = predicate.replace(new RegExp(`^ai(?!${L})`, 'iu'), 'có người').replace(new RegExp(`(?<!${L})ai(?!${L})`, 'giu'), 'một người').replace(new RegExp(`(?<!${L})gì(?!${L})`, 'giu'), 'một thứ');
  const mine = !subject || new RegExp(`^(?:[\\p{L}\\p{M}]+\\s+)?ấy$|^(?:nó|bé|em)$`, 'iu').test(subject);
  const startsSomeone = /^có người/iu.test(statement);
  const said = startsSomeone ? cap(statement) : mine ? `${cap(me)} ${marker === 'đã' ? 'đã ' : ''}${statement}` : `${cap(subject as string)} ${marker === 'đã' ? 'đã ' : ''}${statement}`;
  return { said, yes: end === 'chưa' ? 'Rồi' : 'Có' };
}

/** Korean: 너 ↔ 나 between the player's words and the person's answer. */
function koSwap(text: string): string {
  return text.replace(/(?<![가-힣])(너|나|네가|내가|네|내)(도|는|를|랑|한테|가|의)?(?![가-힣])/gu, (_, word: string, particle: string | undefined) => {
    const swapped: Readonly<Record<string, string>> = { 너: '나', 나: '너', 네가: '내가', 내가: '네가', 네: '내', 내: '네' };
    return `${swapped[word] ?? word}${particle ?? ''}`;
  });
}

/** The Korean statement of a yes/no body ("어제 그 편지 읽었" → "어제 그 편지 읽었어"), when its stem takes -어 whole. */
function koClosed(body: string, polite: boolean): string | null {
  // A stem ending in ㅆ (갔, 었, 있, 겠) or ㅄ (없) takes -어 as it is.
  const code = body.charCodeAt(body.length - 1) - 0xac00;
  if (!(code >= 0 && code < 11172 && (code % 28 === 20 || code % 28 === 18))) return null;
  // An honorific stem (들으셨, 가셨) is the asker's respect: the person does not say it of themself, so no echo.
  if (/셨|시었/u.test(body)) return null;
  return `${koSwap(body)}어${polite ? '요' : ''}`;
}

/** The Chinese statement of a yes/no question: 是不是 → 是 (or dropped before 了), 有没有 → 有, A不A → A, 吗 dropped, the person asked → 我. */
function zhClosed(question: string): string | null {
  let said = question.trim().replace(/[？?。！!]+$/u, '');
  if (said.length > 24) return null;
  said = /是不是.*了/u.test(said) ? said.replace('是不是', '') : said.replace('是不是', '是');
  said = said.replace('有没有', '有').replace(/(\p{Script=Han})不\1/u, '$1').replace(/(?:吗|么|没有)$/u, '');
  // The question comes told in the narration's person (你 is the player). The person asked about as the subject (他/她 at
  // the start, or after a time word and 是: 刚才是她在敲你的门) is the one answering: 我; the player stays 你, and a 我
  // the visitor left unturned is the player too.
  said = said.replace(/^((?:刚才|刚刚|昨天|今天|昨晚|那天|早上|晚上)?(?:是)?)(?:他|她)/u, '$1\u0000');
  said = said.replace(/我/gu, '你').replace('\u0000', '我');
  return said.length > 0 ? said : null;
}

/**
 * A question of whether something is there at all, or of another one ("is there another way", "if she knows another way
 * out", "còn lối nào khác không", "다른 출구가 있는지", "还有没有别的出口").
 */
export const asksExistence: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bthere (?:is|are|was|were)\b|\b(?:is|are|was|were) there\b|\b(?:any|another|other)\b/iu,
  vi: new RegExp(`(?<!${L})(?:khác|nào)(?!${L})`, 'iu'),
  ko: /있|다른/u,
  zh: /有|别的|其他/u,
};

/** Whether a question put to a person is a yes/no question (no question word, a closed form), per language. */
export function isClosedQuestion(question: string, language: ContentLanguage, ending = ''): boolean {
  switch (language) {
    case 'en':
      return /^\s*(?:if|whether)\b/iu.test(question) || enInverted.test(question);
    case 'vi':
      return new RegExp(`(?<!${L})(?:không|ko|hông|chưa|chăng)\\s*[?？]?$`, 'iu').test(question.trim()) && !questionWord.vi.test(question.replace(new RegExp(`(?:có\\s+)?(?<!${L})ai(?!${L})(?=.*(?:không|chưa)\\s*[?？]?$)`, 'iu'), ''));
    case 'ko':
      return ending.length > 0 && !questionWord.ko.test(question);
    default:
      return /是不是|有没有|(\p{Script=Han})不\1|吗[？?]?$|没有[？?]?$/u.test(question) && !questionWord.zh.test(question.replace(/有没有|没有/gu, ''));
  }
}

/** The person's answer to a yes/no question: the clause told back as theirs, and yes unless a light story asks of a possession. */
export function closedAnswer(question: string, language: ContentLanguage, options: { alone: boolean; light: boolean; me: string; polite: boolean }): ClosedAnswer {
  switch (language) {
    case 'en': {
      const said = enClosed(question, options.alone);
      const body = /^\s*(?:if|whether)\s+(.+)$/iu.exec(question)?.[1] ?? '';
      return { yes: !(options.light && existence.en.test(body.trim())), said };
    }
    case 'vi': {
      if (options.light && existence.vi.test(question.trim())) return { yes: false, said: null };
      const read = viClosed(question, options.me);
      return { yes: true, said: read ? `${read.yes}. ${read.said}` : null };
    }
    case 'ko': {
      const said = koClosed(question, options.polite);
      return { yes: !(options.light && existence.ko.test(question)), said };
    }
    default:
      return { yes: !(options.light && existence.zh.test(question.trim().replace(/[？?]$/u, ''))), said: zhClosed(question) };
  }
}

/** The spoken yes or no, with the clause told back, and how the person says it (a whisper in a tense story, a smile in a light one). */
export function closedLine(who: string, answer: ClosedAnswer, light: boolean, elder: boolean, language: ContentLanguage, plain = light): string {
  const said = answer.said;
  if (answer.asleep) return asleepLine(who, plain, language);
  switch (language) {
    case 'vi': {
      const spoken = answer.yes ? (said ?? 'Có. Đúng vậy.') : 'Chưa. Sao tự nhiên hỏi vậy?';
      const end = /[.?!]$/u.test(spoken) ? '' : '.';
      return light ? `${cap(who)} hơi bất ngờ, rồi cười: “${spoken}${end}”` : `${cap(who)} hạ giọng gần như thì thầm: “${spoken}${end}”`;
    }
    case 'ko': {
      const yes = plain ? '응' : '네';
      const spoken = answer.yes ? (said ? `${yes}. ${said}.` : plain ? '응, 맞아.' : '네, 맞아요.') : plain ? '아니, 없어. 왜?' : '아니요, 없어요.';
      const speaks = elder ? '말씀하신다' : '말한다';
      return light ? `${withParticle(who, '은')} 잠깐 놀란 얼굴을 하더니 웃으며 ${speaks}. “${spoken}”` : `${withParticle(who, '은')} 목소리를 낮춰 ${speaks}. “${spoken}”`;
    }
    case 'zh': {
      const spoken = answer.yes ? (said ? `嗯，${said}。` : '嗯，是的。') : '没有。怎么突然问这个？';
      return light ? `${who}愣了一下，笑了：“${spoken}”` : `${who}压低声音：“${spoken}”`;
    }
    default: {
      const spoken = answer.yes ? (said ? `Yes. ${cap(said)}.` : 'Yes.') : 'No.';
      return light ? `${cap(who)} looks surprised, then smiles. “${spoken}${answer.yes ? '' : ' Why do you ask?'}”` : `${cap(who)}'s voice drops low: “${spoken}”`;
    }
  }
}

/** A person the story has asleep, woken by the question: a no, they slept through it. */
function asleepLine(who: string, plain: boolean, language: ContentLanguage): string {
  switch (language) {
    case 'vi': {
      const me = /^(anh|chị|cô|chú|bác|ông|bà|thầy|dì|mẹ|bố|ba|má)(?:\s|$)/iu.exec(who)?.[1]?.toLowerCase() ?? 'tôi';
      return `${cap(who)} dụi mắt, vẫn còn ngái ngủ: “Không… ${me} ngủ suốt từ nãy mà.”`;
    }
    case 'ko':
      return `${withParticle(who, '은')} 잠이 덜 깬 얼굴로 눈을 비빈다. “${plain ? '아니… 나 계속 자고 있었어.' : '아니요… 계속 자고 있었어요.'}”`;
    case 'zh':
      return `${who}揉着眼睛，还没完全睡醒：“没有啊……我一直在睡觉。”`;
    default:
      return `${cap(who)} blinks, still half asleep. “No… I've been asleep the whole time.”`;
  }
}

/** Options after a yes or a no: the next question, then the story's own options act on it. */
export function closedOptions(who: string, answer: ClosedAnswer, light: boolean, language: ContentLanguage): string[] {
  if (answer.asleep) {
    const woken: Readonly<Record<ContentLanguage, string>> = { en: `Tell ${who} what you heard`, vi: `Kể cho ${who} nghe chuyện vừa rồi`, ko: `${who}에게 방금 있었던 일을 말한다`, zh: `把刚才的事告诉${who}` };
    return [woken[language]];
  }
  const options: Readonly<Record<ContentLanguage, readonly [string, string]>> = {
    en: light ? [answer.yes ? `Ask ${who} to tell you more` : `Tell ${who} why you asked`, `Smile and change the subject`] : [`Ask ${who} what else they noticed`, ''],
    vi: light ? [answer.yes ? `Nhờ ${who} kể thêm` : `Nói cho ${who} biết vì sao bạn hỏi`, 'Cười rồi lảng sang chuyện khác'] : [`Hỏi ${who} còn để ý thấy gì nữa`, ''],
    ko: light ? [answer.yes ? `${who}에게 더 얘기해 달라고 한다` : `${who}에게 왜 물어봤는지 말한다`, '웃으며 다른 얘기로 넘어간다'] : [`${who}에게 또 뭘 눈치챘는지 묻는다`, ''],
    zh: light ? [answer.yes ? `请${who}多讲一点` : `告诉${who}你为什么问`, '笑一笑，换个话题'] : [`问${who}还注意到了什么`, ''],
  };
  // In a tense story one next question; the story's own options act on the answer.
  return options[language].filter((option) => option.length > 0);
}

/** A small stable hash of a text, to pick among names the same way for the same story. */
function pickIndex(text: string, size: number): number {
  let hash = 7;
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 1000003;
  return hash % size;
}

/** Names a person can give when asked who, per language: grown-ups in a tense story, young people in a light one. */
const newNames: Readonly<Record<ContentLanguage, { tense: readonly string[]; light: readonly string[] }>> = {
  en: { tense: ['Harlan Reeve', 'Mara Quill', 'Otto Brandt', 'Jonah Pike'], light: ['Jamie', 'Noor', 'Theo', 'Lily'] },
  vi: { tense: ['ông Lâm', 'chị Thảo', 'anh Khải', 'bà Huệ'], light: ['Tuấn', 'Hà My', 'Quân', 'Linh'] },
  ko: { tense: ['윤재호 씨', '박선영 씨', '최도윤 씨', '한미경 씨'], light: ['지수', '현우', '서윤', '도현'] },
  zh: { tense: ['周明远', '沈秀兰', '陆志强', '何梅'], light: ['林小雨', '周航', '陈思', '许晨'] },
};

/** Round 15 (adv16): names of a fantasy world, so an inn's old sword never belonged to a "최도윤 씨". */
const fantasyNames: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Aldric Thorne', 'Maren Vell', 'Tobin Ashgrove', 'Sela Rook'],
  vi: ['lão Mộc', 'bà Sương', 'hiệp sĩ Phong', 'pháp sư Vân'],
  ko: ['에드윈 경', '로칸', '이솔데', '바르크'],
  zh: ['艾德温爵士', '罗坎', '伊索德', '老铁匠巴克'],
};

/** A name the story does not hold, for the one who did what was asked about (a fantasy story's own kind of name). */
export function newName(story: string, question: string, light: boolean, language: ContentLanguage, theme = ''): string {
  const bank = theme === 'fantasy' ? fantasyNames[language] : newNames[language][light ? 'light' : 'tense'];
  const names = bank.filter((name) => !story.includes(name.replace(/^(?:ông|bà|anh|chị|lão|hiệp sĩ|pháp sư)\s/u, '').replace(/\s씨$/u, '')));
  return names[pickIndex(`${story}|${question}`, names.length)] ?? (bank[0] as string);
}

/**
 * The who-answer with a new name, and no time (the story's own time words may belong to another event): in a tense story
 * the name is given low, with a plea not to say who told; in a light one, quietly (never with a smile: the deed asked
 * about may be a bad one, a trophy case smashed).
 */
export function newNameLine(who: string, name: string, light: boolean, elder: boolean, language: ContentLanguage, plain = light): string {
  switch (language) {
    case 'vi': {
      // A person called by a kin title speaks of themself by it ("bác kể"), else "tôi".
      // "ông chủ", "bà chủ": the title of a boss, not of kin; they say "tôi".
      const me = /^(?!(?:ông|bà|cô) chủ)(anh|chị|cô|chú|bác|ông|bà|thầy|dì)(?:\s|$)/iu.exec(who)?.[1]?.toLowerCase() ?? 'tôi';
      return light ? `${cap(who)} liếc quanh một vòng rồi nói nhỏ: “${cap(name)}.”` : `${cap(who)} nghĩ một lúc rồi nói: “${cap(name)}.” Rồi hạ giọng: “Đừng nói là ${me} kể nhé.”`;
    }
    case 'ko': {
      const said = `“${name}${finalSound(name) === 'none' ? (light ? '야' : '예요') : (light ? '이야' : '이에요')}.”`;
      if (light) return `${withParticle(who, '은')} 주위를 한번 둘러보더니 작게 말한다. ${said}`;
      // A peer in a tense story (지훈이) names them plainly too.
      const named = plain ? `“${name}${finalSound(name) === 'none' ? '야' : '이야'}.”` : said;
      return `${withParticle(who, '은')} 잠시 생각하더니 ${elder ? '말씀하신다' : '말한다'}. ${named} 그러고는 목소리를 낮춘다. “${plain ? '내가 말했다고는 하지 마.' : '제가 말했다고는 하지 마세요.'}”`;
    }
    case 'zh':
      return light ? `${who}看了看四周，小声说：“${name}。”` : `${who}犹豫了一下，说：“${name}。”又压低声音补了一句：“别说是我告诉你的。”`;
    default:
      return light ? `${cap(who)} glances around, then says quietly: “${name}.”` : `${cap(who)} thinks for a moment. “${name}.” Then, quieter: “Don't say you heard it from me.”`;
  }
}

/** Options after a new name: go to them, ask where they are, or show the person what the story found. */
export function newNameOptions(who: string, name: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`Đi tìm ${name}`, `Hỏi ${who} ${name} ở đâu`];
    case 'ko':
      return [`${withParticle(name, '을')} 찾아간다`, `${who}에게 ${name}${finalSound(name) === 'none' ? '가' : '이'} 어디 사는지 묻는다`];
    case 'zh':
      return [`去找${name}`, `问${who}${name}住在哪儿`];
    default:
      return [`Go and find ${name}`, `Ask ${who} where ${name} can be found`];
  }
}

/** What a how-many / how-much question asks: a price, a share left, or a count (with its noun or counter). */
export type Quantity = { kind: 'price' } | { kind: 'left' } | { kind: 'count'; unit: string | null };

/** A how-many / how-much question, read from its question word, or null. */
export function readQuantity(question: string, language: ContentLanguage): Quantity | null {
  switch (language) {
    case 'en': {
      if (/\bhow much\b/iu.test(question)) return /\b(?:worth|cost|costs|pay|paid|charge|charges|owe|price|sell|buy|for)\b|\bhow much (?:is|are|was|does|do|did)\b/iu.test(question) && !/\bleft\b/iu.test(question) ? { kind: 'price' } : { kind: 'left' };
      const many = /\bhow many\s+([a-z]+)/iu.exec(question);
      return many ? { kind: 'count', unit: /^(?:are|were|is|was|do|did|does|have|has|of)$/iu.test(many[1] as string) ? null : (many[1] as string) } : null;
    }
    case 'vi': {
      const much = new RegExp(`(?<!${L})(?:bao nhiêu|mấy)(?:\\s+([\\p{L}\\p{M}]+))?`, 'iu').exec(question);
      if (!much) return null;
      if (/giá|tiền|đáng|trả|bán|mua|tốn/iu.test(question)) return { kind: 'price' };
      // "năm bao nhiêu", "số mấy": a value of the noun before it (a year, a number), no count and nothing left.
      if (!much[1] && !new RegExp(`(?<!${L})còn(?!${L})`, 'iu').test(question)) return null;
      // "mấy" always counts the noun after it ("mấy viên đạn").
      if (new RegExp(`(?<!${L})mấy(?!${L})`, 'iu').test(question) && much[1]) return { kind: 'count', unit: much[1] };
      if (new RegExp(`(?<!${L})còn(?!${L})`, 'iu').test(question) && !much[1]) return { kind: 'left' };
      const unit = much[1] ?? null;
      if (unit && /^(?:người|con|đứa|cái|chiếc|lần|tên|ngày|giờ)$/iu.test(unit)) return { kind: 'count', unit };
      return new RegExp(`(?<!${L})còn(?!${L})`, 'iu').test(question) ? { kind: 'left' } : { kind: 'count', unit: null };
    }
    case 'ko': {
      // What is left, counted in hours or as a share ("몇 시간 남았는지", "얼마나 남았는지"), is a share left.
      if (/(?:몇|얼마)[^남]*남/u.test(question)) return { kind: 'left' };
      // A counter word is read whole (마리, 자루), else its one syllable (명, 개, 발).
      const counter = /몇\s?(마리|자루|그루|켤레|[가-힣])/u.exec(question);
      if (counter) return { kind: 'count', unit: counter[1] as string };
      if (/얼마(?!나\s?(?:오래|걸))/u.test(question)) return /남|얼마나/u.test(question) ? { kind: 'left' } : { kind: 'price' };
      return null;
    }
    default: {
      if (/多少钱|值多少|什么价|几块|卖多少|多少银|多少金/u.test(question)) return { kind: 'price' };
      if (/(?:还剩|剩下?|还有)(?:多少|几)/u.test(question)) return { kind: 'left' };
      const many = /(?:多少|几)([个只位人名条艘把辆次]?)/u.exec(question);
      return many ? { kind: 'count', unit: many[1] || null } : null;
    }
  }
}

/** The coin a story already counts in ("은화 몇 닢", "silver", "credits", "đồng vàng", "金币"), or null. */
function storyCoin(story: string, language: ContentLanguage): string | null {
  const coin = {
    en: /\b(silver|gold|credits?|coins?|doubloons?|crowns?)\b/iu,
    vi: /(đồng vàng|đồng bạc|tín dụng|xu)/iu,
    ko: /(은화|금화|동전|크레딧)/u,
    zh: /(金币|银币|银子|信用点|铜板)/u,
  }[language].exec(story);
  return coin ? (coin[1] as string).toLowerCase() : null;
}

/** The answer to a how-many / how-much question: a number, a price in the story's coin, or the share left. */
export function quantityLine(who: string, quantity: Quantity, story: string, elder: boolean, language: ContentLanguage, theme = '', plain = false): string {
  const coin = quantity.kind === 'price' ? storyCoin(story, language) : null;
  // A story with no coin of its own prices in its genre's world (doubloons, silver, credits), never in đồng / 원 there.
  const price = genrePrice(theme, language);
  switch (language) {
    case 'vi': {
      if (quantity.kind === 'price') return `${cap(who)} chẳng cần nghĩ: “${coin ? `Ba ${coin}` : price}. Không bớt được đồng nào.”`;
      if (quantity.kind === 'left') return `${cap(who)} liếc nhìn rồi đáp: “Còn khoảng một phần ba. Tiết kiệm thì được bốn mươi phút.”`;
      return `“Ba${quantity.unit ? ` ${quantity.unit}` : ''},” ${who} đáp. “Tôi đếm hai lần rồi.”`;
    }
    case 'ko': {
      const speaks = elder ? '말씀하신다' : '말한다';
      // A peer (지훈이, a friend) answers plainly; the copula follows the last sound (닢이에요, 개예요).
      const priced = coin ? `${coin} 세 닢` : price;
      const is = finalSound(priced) === 'none' ? (plain ? '야' : '예요') : plain ? '이야' : '이에요';
      if (quantity.kind === 'price') return `${withParticle(who, '은')} 곧바로 값을 부른다. “${priced}${is}. ${plain ? '한 푼도 못 깎아.' : '한 푼도 못 깎아요.'}”`;
      if (quantity.kind === 'left') return `${withParticle(who, '은')} 힐끗 확인하고 ${speaks}. “${plain ? '3분의 1쯤 남았어. 아껴 쓰면 사십 분.' : '3분의 1쯤 남았어요. 아껴 쓰면 사십 분이요.'}”`;
      const unit = quantity.unit && /^(?:[명개대채척번장권살사발]|마리|자루|그루|켤레)$/u.test(quantity.unit) ? quantity.unit : '개';
      return `${withParticle(who, '이')} ${speaks}. “${plain ? `세 ${unit}. 두 번 세어 봤어.` : `세 ${unit}이요. 두 번 세어 봤어요.`}”`;
    }
    case 'zh': {
      if (quantity.kind === 'price') return `${who}想都没想：“${coin ? `三枚${coin}` : price}。一分都不能少。”`;
      if (quantity.kind === 'left') return `${who}看了一眼：“大概还剩三分之一。省着用，能撑四十分钟。”`;
      return `“三${quantity.unit ?? '个'}。”${who}说，“我数了两遍。”`;
    }
    default: {
      if (quantity.kind === 'price') return `${cap(who)} doesn't need to think. “${coin ? `Three ${/^(?:silver|gold)$/u.test(coin) ? `${coin} pieces` : coin.replace(/s?$/u, 's')}` : price}. Not a coin less.”`;
      if (quantity.kind === 'left') return `${cap(who)} checks, then says: “About a third. Forty minutes, if we're careful.”`;
      return `“Three${quantity.unit ? ` ${quantity.unit}` : ''},” ${who} says. “I counted twice.”`;
    }
  }
}

/** Options after a number: act on it (pay or bargain; make it last; plan for that many), then the story's own. */
export function quantityOptions(who: string, quantity: Quantity, language: ContentLanguage): string[] {
  const by: Readonly<Record<ContentLanguage, Record<Quantity['kind'], readonly [string, string]>>> = {
    en: { price: ['Pay the price', `Bargain with ${who}`], left: ['Make what is left last', `Ask ${who} how to get more`], count: ['Plan for that many', `Ask ${who} where they are now`] },
    vi: { price: ['Trả đúng giá đó', 'Mặc cả cho rẻ hơn'], left: ['Tiết kiệm phần còn lại', `Hỏi ${who} cách kiếm thêm`], count: ['Tính kế cho đúng số đó', `Hỏi ${who} họ đang ở đâu`] },
    ko: { price: ['그 값을 치른다', `${who}에게 값을 깎아 달라고 한다`], left: ['남은 걸 아껴 쓴다', `${who}에게 더 구할 방법을 묻는다`], count: ['그 수에 맞춰 계획을 세운다', `${who}에게 다들 지금 어디 있는지 묻는다`] },
    zh: { price: ['照这个价付钱', `跟${who}讲讲价`], left: ['省着用剩下的', `问${who}哪里还能弄到`], count: ['按这个数做打算', `问${who}他们现在在哪儿`] },
  };
  return [...by[language][quantity.kind]];
}

/** What a what-question asks of: something seen, something heard, or a thing left or kept somewhere. */
export type WhatAsked = 'seen' | 'heard' | 'thing';

/** The verb of a what-question, per language: seeing, hearing, or leaving / having / being somewhere. */
const whatVerbs: Readonly<Record<ContentLanguage, readonly (readonly [WhatAsked, RegExp])[]>> = {
  en: [['seen', /\b(?:see|saw|seen|sees|notice|noticed|spot|spotted|witness|witnessed)\b/iu], ['heard', /\b(?:hear|heard|hears)\b/iu], ['thing', /\b(?:left|leave|leaves|had|has|have|keep|keeps|kept|hide|hid|hidden|is|was|are|were|lies|lay)\b/iu]],
  vi: [['seen', /thấy|nhìn|trông/iu], ['heard', /nghe/iu], ['thing', /(?<![\p{L}\p{M}])(?:có|để lại|bỏ quên|giấu|cất|đựng)(?![\p{L}\p{M}])/iu]],
  ko: [['seen', /봤|보았|본|보셨|목격/u], ['heard', /들었|들은|들으셨/u], ['thing', /있|두고|남기|숨기|놓고|넣어/u]],
  zh: [['seen', /看见|看到|瞧见|见到/u], ['heard', /听见|听到/u], ['thing', /有|留下|落下|藏|放/u]],
};

/** The question word of a what-question ("what", "gì", "뭘 / 무엇 / 무슨", "什么"). */
const whatWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^\s*what\b/iu,
  vi: new RegExp(`(?<!${L})gì(?!${L})`, 'iu'),
  ko: /뭘|뭐|무엇|무슨/u,
  zh: /什么/u,
};

/** A what-question put to a person, by its verb, or null (a what-question of another verb is left to the old path). */
export function readWhat(question: string, language: ContentLanguage): WhatAsked | null {
  if (!whatWord[language].test(question)) return null;
  return whatVerbs[language].find(([, pattern]) => pattern.test(question))?.[0] ?? null;
}

/** The answer to a what-question with a new concrete fact: a figure seen, a sound heard, a small key kept. */
export function whatLine(who: string, asked: WhatAsked, me: string, plain: boolean, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return {
        seen: `${cap(who)} nuốt khan: “Một người mặc áo khoác xám. ${cap(me)} chỉ thấy cái lưng, rồi người đó biến mất.”`,
        heard: `${cap(who)} nuốt khan: “Ba tiếng gõ, chậm rãi. Rồi im bặt.”`,
        thing: `${cap(who)} ngập ngừng rồi nói: “Một chiếc chìa khóa đồng nhỏ, bọc trong khăn tay.”`,
      }[asked];
    case 'ko':
      return {
        seen: `${withParticle(who, '은')} 침을 삼키고 말한다. “${plain ? '회색 코트 입은 사람이었어. 뒷모습만 봤는데, 금방 사라졌어.' : '회색 코트를 입은 사람이요. 뒷모습만 봤는데, 금방 사라졌어요.'}”`,
        heard: `${withParticle(who, '은')} 침을 삼키고 말한다. “${plain ? '노크 소리. 천천히 세 번, 그러고는 조용해졌어.' : '노크 소리요. 천천히 세 번, 그러고는 조용해졌어요.'}”`,
        thing: `${withParticle(who, '은')} 잠시 망설이다 말한다. “${plain ? '손수건에 싼 작은 놋쇠 열쇠야.' : '손수건에 싼 작은 놋쇠 열쇠요.'}”`,
      }[asked];
    case 'zh':
      return {
        seen: `${who}咽了口唾沫：“一个穿灰大衣的人。我只看到背影，一眨眼就不见了。”`,
        heard: `${who}咽了口唾沫：“三下敲门声，很慢。然后就没动静了。”`,
        thing: `${who}迟疑了一下：“一把用手帕包着的小铜钥匙。”`,
      }[asked];
    default:
      return {
        seen: `${cap(who)} swallows. “Someone in a grey coat. I only saw their back, and then they were gone.”`,
        heard: `${cap(who)} swallows. “Three knocks, slow ones. Then nothing.”`,
        thing: `${cap(who)} hesitates, then says: “A small brass key, wrapped in a handkerchief.”`,
      }[asked];
  }
}

/** Options after a what-answer: follow what was named, or ask the next thing about it. */
export function whatOptions(who: string, asked: WhatAsked, language: ContentLanguage): string[] {
  const by: Readonly<Record<ContentLanguage, Record<WhatAsked, readonly [string, string]>>> = {
    en: { seen: [`Ask ${who} which way they went`, 'Look for the one in the grey coat'], heard: [`Ask ${who} where the knocks came from`, 'Knock three times back'], thing: [`Ask ${who} to show you the key`, `Ask ${who} what the key opens`] },
    vi: { seen: [`Hỏi ${who} người đó đi hướng nào`, 'Đi tìm người mặc áo khoác xám'], heard: [`Hỏi ${who} tiếng gõ từ đâu ra`, 'Gõ lại ba tiếng'], thing: [`Nhờ ${who} cho xem chiếc chìa khóa`, `Hỏi ${who} chìa khóa đó mở cái gì`] },
    ko: { seen: [`${who}에게 그 사람이 어느 쪽으로 갔는지 묻는다`, '회색 코트 입은 사람을 찾아 나선다'], heard: [`${who}에게 소리가 어디서 났는지 묻는다`, '똑같이 세 번 두드려 본다'], thing: [`${who}에게 열쇠를 보여 달라고 한다`, `${who}에게 그 열쇠로 뭘 여는지 묻는다`] },
    zh: { seen: [`问${who}那人往哪边走了`, '去找那个穿灰大衣的人'], heard: [`问${who}声音是从哪儿传来的`, '也敲三下回应'], thing: [`请${who}把钥匙拿给你看`, `问${who}那把钥匙能打开什么`] },
  };
  return [...by[language][asked]];
}
