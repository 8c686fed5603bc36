/**
 * Round 18 (adv20): the fall-through of adventure-continue answered from the visitor's own words. A choice no reader told
 * used to get "nothing else moves" or "nobody answers"; here it is read by its grammar before that:
 * - a comparison of two things (compare, so sánh, 비교/나란히 대 보다, 对一下) says what the comparison shows: the same, when
 *   the story says they are alike; otherwise a difference (round 18, adv21: told from the story's own contrast clause);
 * - a who-question about a name the story has ("who is dr okafor", "한 박사가 누군데요?", "林月是谁") is answered with the
 *   story's own sentence about that name, told by another person of the scene when there is one, and a second question
 *   in the same line (why, where, when, whether) is answered too;
 * - a question put to a being of the scene, called by its name or its noun ("hey little fox what…", "박 대원님 …?") is
 *   answered by it in the question's form: what to do → one of the story's own options as the step, how bad → a degree,
 *   the other forms → askedFormLine; two questions, two answers;
 * - an act toward a being of the scene (hug, kneel beside, stay silent beside, hand something) is answered by that being:
 *   a touch is let happen, a silent presence is felt, a thing handed is taken.
 * The word lists are grammatical classes (comparison verbs, question words, kin nouns, third-person pronouns).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { askedAloudLine, askedForm, askedFormLine, askedFormOptions, type AskedForm } from './adventure-asked-form.ts';
import { storyCast } from './adventure-cast.ts';
import { scenePerson } from './adventure-spoken-to.ts';
import { withParticle } from './korean-particles.ts';

export type OwnWordsKind = 'compare' | 'who-named' | 'asked' | 'toward';

export interface OwnWords {
  kind: OwnWordsKind;
  lines: string[];
  options: string[];
  /** Whether the told-back choice stays before the lines (an act), or the lines replace it (a question). */
  keepsTold: boolean;
}

const L = '[\\p{L}\\p{M}]';
const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
const bare = (text: string): string => text.toLowerCase().replace(/\./gu, '').replace(/\s+/gu, ' ').trim();

/** Verbs that set two things side by side to compare them. */
const compareVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:compare|compares|comparing|match|matches)\b|\bside by side\b|\b(?:hold|holds|put|puts|lay|lays|set|sets)\b.+\b(?:next to|against|beside)\b|\bcheck(?:s)?\b.+\bagainst\b/iu,
  vi: new RegExp(`(?<!${L})(?:so sánh|đối chiếu|so|ướm|đặt cạnh|để cạnh|cạnh nhau)(?!${L})`, 'iu'),
  ko: /비교|대조|나란히|맞대|맞춰\s?(?:보|봐|본)|대\s?(?:보|봐|본)/u,
  zh: /对比|比较|比对|对照|核对|对一下|对一对|比一比|比一下|放在一起|并排/u,
};

/** Round 18 (adv21): the player's clause sets two things side by side (a comparison verb). */
export function isComparisonLine(told: string, language: ContentLanguage): boolean {
  return compareVerb[language].test(told);
}

/** A story that says its two things are alike ("the same ring", "giống hệt", "똑같은", "一模一样"). */
const saysAlike: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:same|identical|exactly like|matching|twin)\b/iu,
  vi: /giống hệt|y hệt|giống nhau|y như|cùng một/iu,
  ko: /똑같|같은|동일/u,
  zh: /一模一样|一样|相同/u,
};

/** Round 18 (adv21): a story that says its two things differ ("not the same", "不一样", "khác", "다르다", "하나 더"). */
const saysDiffer: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:different|differs?|not the same|doesn'?t match|don'?t match)\b/iu,
  vi: new RegExp(`(?<!${L})(?:khác|không giống|không khớp|lệch)(?!${L})`, 'iu'),
  ko: /다르|달라|다른 점|하나 더|더 있/u,
  zh: /不一样|不同|不对|对不上/u,
};

/**
 * Round 18 (adv21): the clause where the story sets its two things against each other ("a brass one worn smooth, and a
 * steel one that still has its shop tag"; "một lá ký tên…, lá kia không ký"; "하나는 흑백, 하나는 컬러"; "一张是…；另一张…"):
 * after a colon that follows a two, or a one … the other sentence. Null when the story has none.
 */
function storyContrast(story: string, language: ContentLanguage): string | null {
  const sentences = language === 'zh' || language === 'ko' ? story.split(/(?<=[。！？!?])\s*|(?<=[.])\s+|\n+/u) : storySentences(story);
  const pair = {
    en: /\b(?:one|the first|on the first)\b.*\b(?:the other|the second|on the second|another)\b|:\s*(?:a|an|one)\b[^:]*,\s*(?:and\s+)?(?:a|an|the other)\b/iu,
    vi: new RegExp(`(?<!${L})một(?!${L}).*(?<!${L})kia(?!${L})|(?<!${L})hai(?!${L})[^:]*:.+,|(?<!${L})một\\s+${L}+[^.]*,\\s*(?:còn\\s+)?một(?!${L})`, 'iu'),
    ko: /하나는.+(?:하나는|하나도)/u,
    zh: /一[张把本份个只瓶枚封块][^。]*另一|另一|一[张把本份个只瓶枚封块条][^。]*[，；]\s*一[张把本份个只瓶枚封块条]/u,
  }[language];
  const whole = sentences.find((sentence) => pair.test(sentence) && !/^\s*\d+\./u.test(sentence));
  if (!whole) return null;
  // A Chinese or Vietnamese sentence is told from its first "一张/một lá…" clause ("封面一模一样，一本写着…" → "一本写着…").
  const first = language === 'zh' ? /(?<![另])一[张把本份个只瓶枚封块条]/u.exec(whole) : language === 'vi' && !/:/u.test(whole) ? new RegExp(`(?<!${L})một\\s`, 'iu').exec(whole) : null;
  const found = first ? whole.slice(first.index) : whole;
  const colon = Math.max(found.indexOf(':'), found.indexOf('：'));
  const part = (colon >= 0 && colon < found.length - 4 ? found.slice(colon + 1) : found).trim().replace(/[.。!！]+$/u, '');
  // Words a person says ("'하나는 진짜 설계도, 하나는 함정이야.'") are their claim, not what the two things show.
  if (part.length < 4 || /^['‘“"「『]/u.test(part)) return null;
  // A title's dot ("Mr. Dale") would end the told sentence early; the title is told without it ("Mr Dale").
  return language === 'ko' ? koQuoted(part) : part.replace(/\b(Dr|Mr|Mrs|Ms|St|Jr)\.(?=\s)/gu, '$1');
}

/** A Korean clause turned into a quoted modifier ("…찍혔다" → "…찍혔다는", "…병이다" → "…병이라는", "…흑백" → "…흑백이라는"),
 * so the story's own sentence is told inside the answer's, never repeated as a sentence of its own. */
function koQuoted(clause: string): string {
  if (clause.endsWith('이다')) return `${clause.slice(0, -1)}라는`;
  if (clause.endsWith('다')) return `${clause}는`;
  const last = clause.charCodeAt(clause.length - 1) - 0xac00;
  return `${clause}${last >= 0 && last <= 11171 && last % 28 !== 0 ? '이라는' : '라는'}`;
}

/** A comparison made to find out which of the two ("which one is fake", "cái nào", "어느 게", "哪把"). */
const comparedWhich: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhich\b/iu,
  vi: new RegExp(`(?<!${L})(?:cái nào|bình nào|lá nào|bài nào|chiếc nào|nào là)(?!${L})`, 'iu'),
  ko: /어느|어떤 게|뭐가/u,
  zh: /哪(?:把|个|张|本|份|瓶|一)/u,
};

/** The part of a contrast that lacks something (no, without, không, 없, 没有): the one that gives itself away. */
const lacking: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:no|not|without|never|un[a-z]{3,})\b/iu,
  vi: new RegExp(`(?<!${L})(?:không|chưa|chẳng)(?!${L})`, 'iu'),
  ko: /없|않|안\s/u,
  zh: /没|不|无/u,
};

/** The contrast split into its two parts, at "and", a semicolon, or the word that opens the second. */
function contrastParts(contrast: string, language: ContentLanguage): string[] {
  const split = {
    en: /;\s*|,\s*(?:and\s+)?(?=(?:a|an|the other|on the second)\b)/iu,
    vi: /,\s*(?=(?:[\p{L}\p{M}]+\s){0,3}kia|(?:bài|bình|lá|cái|chiếc|một)\s)/iu,
    ko: /,\s*(?=(?:다른\s)?하나)/u,
    zh: /[；;，,]\s*(?=另|一[张把本份个只瓶枚封块条])/u,
  }[language];
  return contrast.split(split).map((part) => part.trim()).filter((part) => part.length > 0);
}

const compareLines: Readonly<Record<ContentLanguage, { alike: string; differ: string; alikeOptions: readonly string[]; differOptions: readonly string[] }>> = {
  en: {
    alike: 'Side by side there is no doubt left: they are the same, down to the smallest scratch.',
    differ: 'Side by side, they are not the same: alike at a glance, but the closer you look, the more the details part ways.',
    alikeOptions: ['Find out how they can be the same', 'Keep both close'],
    differOptions: ['Find out what the difference means', 'Show someone the difference'],
  },
  vi: {
    alike: 'Đặt cạnh nhau thì không còn gì để nghi ngờ: giống hệt nhau, đến cả vết xước nhỏ nhất.',
    differ: 'Đặt cạnh nhau mới thấy không phải là một: thoạt nhìn thì giống, nhưng càng nhìn kỹ càng thấy từng chi tiết lệch nhau.',
    alikeOptions: ['Tìm hiểu vì sao chúng giống hệt nhau', 'Giữ cả hai bên mình'],
    differOptions: ['Tìm hiểu chỗ khác nhau đó nói lên điều gì', 'Chỉ chỗ khác nhau cho người khác xem'],
  },
  ko: {
    alike: '나란히 놓고 보니 의심할 여지가 없다. 아주 작은 흠집까지 똑같다.',
    differ: '나란히 놓고 보니 같은 것이 아니다. 얼핏 보면 비슷하지만, 자세히 볼수록 군데군데 어긋난다.',
    alikeOptions: ['어떻게 똑같을 수 있는지 알아본다', '둘 다 잘 챙긴다'],
    differOptions: ['그 차이가 무슨 뜻인지 알아본다', '다른 점을 누군가에게 보여 준다'],
  },
  zh: {
    alike: '放在一起一比，再也没有疑问了：连最细的划痕都一模一样。',
    differ: '放在一起一比，就知道不是一回事：乍一看差不多，越看细节越对不上。',
    alikeOptions: ['弄清楚它们为什么一模一样', '把两样都收好'],
    differOptions: ['弄清楚这个差别说明了什么', '把不同之处指给别人看'],
  },
};

/** Round 18 (adv21): the comparison told from the story's own contrast ({c}); a which-question answered by the part that lacks. */
const contrastLines: Readonly<Record<ContentLanguage, { differ: string; alikeBut: string; odd: string; unsettled: string }>> = {
  en: {
    differ: 'Side by side, there is no missing the difference: {c}.',
    alikeBut: 'Side by side they are alike almost everywhere. Only here do they part: {c}.',
    odd: 'If one of them gives itself away, it is this one: {c}.',
    unsettled: 'Which one it is, the difference alone does not settle; but now you know exactly where to look.',
  },
  vi: {
    differ: 'Đặt cạnh nhau thì chỗ khác hiện ra rõ ràng: {c}.',
    alikeBut: 'Đặt cạnh nhau thì gần như chỗ nào cũng giống. Chỉ khác đúng ở chỗ này: {c}.',
    odd: 'Nếu có cái nào tự lộ ra, thì là cái này: {c}.',
    unsettled: 'Cái nào mới đúng thì chỉ nhìn chỗ khác đó chưa nói hết được, nhưng giờ bạn biết phải nhìn vào đâu.',
  },
  ko: {
    differ: '나란히 놓고 보니 {c} 차이가 한눈에 들어온다.',
    alikeBut: '나란히 놓고 보니 거의 모든 게 같다. 다른 건 {c} 점 하나뿐이다.',
    odd: '둘 중 티가 나는 쪽은 {c} 쪽이다.',
    unsettled: '어느 쪽인지는 이 차이만으로 다 알 수 없지만, 이제 어디를 봐야 할지는 안다.',
  },
  zh: {
    differ: '放在一起一比，差别一目了然：{c}。',
    alikeBut: '放在一起一比，几乎处处一样，只有这一点不同：{c}。',
    odd: '要说哪一个露了马脚，就是这个：{c}。',
    unsettled: '到底是哪一个，光凭这点差别还说不准，但你现在知道该往哪儿看了。',
  },
};

/** A comparison made to find out whether ("to see if they match", "xem có vừa không", "맞는지 본다", "看哪把合适"). */
const comparedWhether: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:to see|see|check)\s+(?:if|whether)\b/iu,
  vi: new RegExp(`(?<!${L})(?:xem\\s+)?có(?!${L}).*(?<!${L})(?:không|ko)(?!${L})`, 'iu'),
  ko: /(?:는지|은지|나|까)\s?(?:보|봐|본|확인)/u,
  zh: /是不是|合不合适|对不对|一不一样|哪(?:把|个|张)(?:合适|对)/u,
};

/** The whether of a comparison answered: [alike, different]. */
const whetherVerdict: Readonly<Record<ContentLanguage, readonly [string, string]>> = {
  en: ['They match.', 'They don’t match.'],
  vi: ['Khớp.', 'Không khớp.'],
  ko: ['딱 맞는다.', '맞지 않는다.'],
  zh: ['对得上。', '对不上。'],
};

/** A question in the line: a question mark, or a question word heading a clause. */
const questionShape: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?？]|\b(?:what|who|why|how|where|when|which)\s+(?:do|does|did|is|are|was|were|can|could|will|would|should|'s)\b|^\s*(?:who|why|where|when)\b/iu,
  vi: new RegExp(`[?？]|(?<!${L})(?:là ai|tại sao|vì sao|ở đâu|khi nào|bao giờ|làm sao|làm gì)(?!${L})|(?<!${L})không\\s*$`, 'iu'),
  ko: /[?？]|(?:누구|누군|왜|어디|언제|어떻게|뭐|무엇)[가-힣]*(?:요|까|니|냐|야|지)\s*$/u,
  zh: /[?？]|(?:谁|为什么|哪儿|哪里|在哪|什么|怎么|多久|吗|呢)\s*$/u,
};

/** A line that only asks: it ends with a question mark, or opens with a question word. */
export function isQuestionLine(typed: string, language: ContentLanguage): boolean {
  const text = typed.trim();
  const opens = { en: /^(?:why|who|where|when|how|what)\b/iu, vi: /^(?:tại sao|vì sao|sao|ai|ở đâu|khi nào)(?![\p{L}\p{M}])/iu, ko: /^(?:왜|누가|어디|언제|어떻게)/u, zh: /^(?:为什么|为啥|谁|哪|怎么)/u }[language];
  return /[?？]\s*$/u.test(text) || opens.test(text);
}

/** The subject of a who-question ("who is dr okafor", "bà Sáu là ai", "한 박사가 누군데요", "林月是谁"). */
const whoSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwho(?:'s|’s|\s+is|\s+was)\s+((?:[\w.'’-]+\s?){1,4}?)(?=\s+(?:and|or|but)\b|[?,.!]|$)/iu,
  vi: /^(?:\s*(?:vậy|thế|mà|còn)\s+)?((?:[\p{L}\p{M}]+\s){0,3}[\p{L}\p{M}]+)\s+là ai/iu,
  ko: /(?:^|\s)([가-힣]+(?:\s[가-힣]+)?)(?:이|가|은|는)\s*(?:누구|누군)/u,
  zh: /([\p{Script=Han}]{2,5}?)(?:到底)?是谁(?:啊|呀|呢)?(?=[？?，,。！!\s]|$)/u,
};

/** Pronouns and people-words that are no name. */
const pronounSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:you|he|she|it|they|we|i|this|that|there|him|her|them|the\s+\w+)$/iu,
  vi: new RegExp(`^(?:bạn|mày|cậu|anh|chị|em|nó|họ|người đó|người này|đó|này|kia)$`, 'iu'),
  ko: /^(?:너|당신|그|그녀|그쪽|저|저쪽|이|이건|저건|걔|쟤|얘)$/u,
  zh: /^(?:你|您|他|她|它|我|这|那|这人|那人|他们|她们)$/u,
};

/** A second question in the same line, by its form: why, where, when, whether. */
type SecondForm = 'why' | 'where' | 'when' | 'yesno';

const secondForms: Readonly<Record<ContentLanguage, readonly (readonly [SecondForm, RegExp])[]>> = {
  en: [['why', /\bwhy\b/iu], ['where', /\bwhere\b/iu], ['when', /\bwhen\b/iu], ['yesno', /\b(?:is|are|can|could|should|do|does|did|will|would)\s+(?:he|she|they|i|we)\b/iu]],
  vi: [['why', new RegExp(`(?<!${L})(?:tại sao|vì sao|sao lại)(?!${L})`, 'iu')], ['where', new RegExp(`(?<!${L})(?:ở đâu|đâu rồi)(?!${L})`, 'iu')], ['when', new RegExp(`(?<!${L})(?:khi nào|bao giờ|lúc nào)(?!${L})`, 'iu')], ['yesno', new RegExp(`(?<!${L})có(?!${L}).*(?<!${L})không(?!${L})`, 'iu')]],
  ko: [['why', /왜|어째서/u], ['where', /어디|어딨/u], ['when', /언제/u], ['yesno', /(?:어|아|해|야|니|나|까)\s*[?？]?\s*$/u]],
  zh: [['why', /为什么|为啥/u], ['where', /哪儿|哪里|在哪|去哪/u], ['when', /什么时候|何时/u], ['yesno', /吗\s*[?？]?\s*$|是不是|能不能|可不可以/u]],
};

const secondLines: Readonly<Record<ContentLanguage, Readonly<Record<SecondForm, string>>>> = {
  en: {
    why: 'Why, nobody here can say: {n} never explained it to anyone.',
    where: 'Where {n} is now, nobody knows; the last trace of {n} is what you have in front of you.',
    when: 'When, exactly, nobody is sure: not long ago, a few days at most.',
    yesno: 'As far as anyone knows, yes, though nobody has put it to the test.',
  },
  vi: {
    why: 'Vì sao thì ở đây không ai nói được: {n} chưa từng giải thích với ai.',
    where: '{N} giờ ở đâu thì không ai biết; dấu vết cuối cùng của {n} là thứ đang ở trước mặt bạn.',
    when: 'Chính xác là khi nào thì không ai chắc: mới đây thôi, vài ngày là cùng.',
    yesno: 'Theo những gì mọi người biết thì có, chỉ là chưa ai thử đến cùng.',
  },
  ko: {
    why: '왜인지는 여기 아무도 모른다. {n은} 누구에게도 설명한 적이 없다.',
    where: '{n이} 지금 어디 있는지는 아무도 모른다. 남은 흔적은 지금 당신 앞에 있는 것뿐이다.',
    when: '정확히 언제인지는 아무도 확실히 모른다. 얼마 전, 길어야 며칠 전이다.',
    yesno: '아는 한에서는 그렇다. 다만 끝까지 확인해 본 사람은 없다.',
  },
  zh: {
    why: '为什么，这里没人说得清：{n}从来没跟谁解释过。',
    where: '{n}现在在哪儿，没人知道；{n}留下的最后一点线索，就是你眼前这个。',
    when: '具体什么时候，谁也说不准：不久前，最多几天。',
    yesno: '就大家所知，是的，只是还没人真正验证过。',
  },
};

/** Fills {n}/{N} (and the Korean {n은}/{n이}) with a name. */
function withName(template: string, name: string): string {
  return template
    .replace(/\{n은\}/gu, withParticle(name, '은'))
    .replace(/\{n이\}/gu, withParticle(name, '이'))
    .replace(/\{N\}/gu, cap(name))
    .replace(/\{n\}/gu, name);
}

/** The story split into sentences, the English titles (Dr., Mr.) kept whole. */
function storySentences(story: string): string[] {
  return story
    .split(/(?<!\b(?:Dr|Mr|Mrs|Ms|St|Jr)\.)(?<=[.!?])\s+|(?<=[。！？])|\n+/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** The quoted words of a sentence, or the sentence itself, without quote marks or a trailing comma. */
function spoken(sentence: string): { text: string; quoted: boolean } {
  // A quote the sentence split left open (a Chinese quote of two sentences) is read to the sentence's end.
  const quote = /(?:^|[\s:：,，])['‘“"「]([^'’”"」]{4,})(?:['’”"」]|$)/u.exec(sentence);
  const text = (quote?.[1] ?? sentence).trim().replace(/^['‘“"「]|['’”"」]$/gu, '').replace(/[,，]\s*$/u, '');
  return { text: /[.!?。！？]$/u.test(text) ? text : `${text}${/[\p{Script=Han}]$/u.test(text) ? '。' : '.'}`, quoted: quote !== null };
}

/** A third-person word that carries a sentence on about the same person. */
const carriesOn: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:he|she|him|her|they|them)\b/iu,
  vi: new RegExp(`(?<!${L})(?:ông ấy|bà ấy|cô ấy|anh ấy|chị ấy|ổng|bả|nó)(?!${L})`, 'iu'),
  ko: /(?:^|\s)(?:그|그녀|그분)(?:는|가|를|의|에게)?\s/u,
  zh: /[他她]/u,
};

/** What the story says of a name: its first sentence with the name, and the next when it carries on about them. */
function storyFact(story: string, name: string, language: ContentLanguage): { text: string; quoted: boolean } | null {
  const sentences = storySentences(story);
  const at = sentences.findIndex((sentence) => bare(sentence).includes(bare(name)));
  if (at < 0) return null;
  const first = spoken(sentences[at] as string);
  const next = sentences[at + 1];
  const more = next && carriesOn[language].test(next) && !/^\s*\d+[.)]/u.test(next) ? spoken(next) : null;
  const joiner = language === 'zh' ? '' : ' ';
  return { text: more ? `${first.text}${joiner}${more.text}` : first.text, quoted: first.quoted };
}

/** A name said in the story, spelled as the story spells it (titles' dots and letter case kept). */
function storySpelling(story: string, said: string): string | null {
  const words = bare(said).split(' ').filter((word) => word.length > 0);
  if (words.length === 0) return null;
  const pattern = new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')).join('\\.?\\s+'), 'iu');
  const found = pattern.exec(story)?.[0];
  return found ? (words.length === 1 ? found : found.replace(/^\p{Ll}/u, (first) => first.toUpperCase())) : null;
}

const whoNamedLines: Readonly<Record<ContentLanguage, { teller: string; tellerQuoted: string; alone: string; aloneQuoted: string }>> = {
  en: {
    teller: '{T} answers: “{N}? All I can tell you is this: {f}”',
    tellerQuoted: '{T} answers: “{N}? All I can tell you is what I said: {f}”',
    alone: 'All you know of {N} is this: {f}',
    aloneQuoted: 'All you have heard of {N} is this: “{f}”',
  },
  vi: {
    teller: '{T} đáp: “{N} à? Tôi chỉ biết thế này: {f}”',
    tellerQuoted: '{T} đáp: “{N} à? Tôi chỉ biết đúng điều đã nói: {f}”',
    alone: 'Về {N}, bạn chỉ biết đúng một điều: {f}',
    aloneQuoted: 'Về {N}, bạn chỉ mới nghe đúng một câu: “{f}”',
  },
  ko: {
    teller: '{T은} 답한다. “{N}요? 내가 아는 건 이것뿐이에요. {f}”',
    tellerQuoted: '{T은} 답한다. “{N}요? 아까 말한 게 전부예요. {f}”',
    alone: '{N}에 대해 당신이 아는 건 하나뿐이다. {f}',
    aloneQuoted: '{N}에 대해 들은 건 이 말뿐이다. “{f}”',
  },
  zh: {
    teller: '{T}回答：“{N}？我只知道这些：{f}”',
    tellerQuoted: '{T}回答：“{N}？我知道的就是刚才说的：{f}”',
    alone: '关于{N}，你知道的只有一句：{f}',
    aloneQuoted: '关于{N}，你听到的只有这一句：“{f}”',
  },
};

const whoNamedOptions: Readonly<Record<ContentLanguage, (name: string) => string[]>> = {
  en: (name) => [`Find out where ${name} was last seen`, 'Go and see for yourself'],
  vi: (name) => [`Tìm xem ${name} được thấy lần cuối ở đâu`, 'Tự mình đi xem cho rõ'],
  ko: (name) => [`${withParticle(name, '이')} 마지막으로 보인 곳을 알아본다`, '직접 가서 확인한다'],
  zh: (name) => [`打听${name}最后在哪儿出现过`, '亲自去看个究竟'],
};

/** Kin and role nouns a story shows a person by ("your little sister", "奶奶", "할머니", "bà ngoại"): a grammatical class. */
const kinNoun: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:your|my|the)\s+(?:(?:little|older|younger|big|baby|old)\s+)?(?:sister|brother|mother|father|mom|mum|dad|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin|friend|son|daughter|wife|husband)\b/iu,
  vi: new RegExp(`(?<!${L})(?:ông ngoại|bà ngoại|ông nội|bà nội|mẹ|bố|anh trai|chị gái|em gái|em trai)(?!${L})`, 'iu'),
  ko: /할머니|할아버지|엄마|아빠|어머니|아버지|언니|오빠|누나|동생|선생님/u,
  zh: /奶奶|爷爷|外婆|外公|妈妈|爸爸|哥哥|姐姐|弟弟|妹妹|老师|同桌|师父/u,
};

/** A third-person pronoun in the player's clause: the story's one being is meant. */
const pronoun: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:him|her|them)\b/iu,
  vi: new RegExp(`(?<!${L})(?:cô ấy|anh ấy|ông ấy|bà ấy|bạn ấy|cậu ấy|chị ấy)(?!${L})`, 'iu'),
  ko: /(?:^|\s)(?:그녀|그|걔)(?:를|에게|한테|의|\s?옆)/u,
  zh: /[他她](?!们)/u,
};

/** The beings of the scene, in the story's order: its cast, its one person, a kin noun, its capital names. */
function sceneBeings(story: string, language: ContentLanguage): string[] {
  const out: string[] = storyCast(story, language).map((member) => member.name);
  const person = scenePerson(story, language);
  if (person) out.push(person);
  out.push(...subjectNames(story, language));
  const kin = kinNoun[language].exec(story)?.[0];
  if (kin) out.push(language === 'en' || language === 'vi' ? kin.toLowerCase() : kin);
  return out.filter((name, index) => out.findIndex((other) => bare(other) === bare(name)) === index);
}

/** Names the story makes the subject of a clause: an English or Vietnamese capital word inside a sentence, a Korean word
 * before a subject particle (지우가, 수아다), a Chinese two-character name before a verb of acting. */
function subjectNames(story: string, language: ContentLanguage): string[] {
  const found: string[] = [];
  const pattern = {
    en: /(?<=[a-z,]\s)([A-Z][a-z]{2,})(?=\s|[,.'’])/gu,
    vi: /(?<=[\p{Ll}\p{M},]\s)((?:anh|chị|cô|chú|bác|ông|bà|bé|cậu|em)\s\p{Lu}[\p{Ll}\p{M}]+|\p{Lu}[\p{Ll}\p{M}]+)(?=\s|[,.])/gu,
    ko: /(?<=^|\s)([가-힣]{2,3})(?:가|이|는|은|다)(?=[\s.,])/gu,
    zh: /(?<=^|[，。！？\s])([\p{Script=Han}]{2})(?=在|正|把|突然|站|坐|说|看|笑|拿|停)/gu,
  }[language];
  for (const match of story.matchAll(pattern)) found.push(match[1] as string);
  return found;
}

/** The being of the scene a clause names ("pet biscuit", "ôm anh Minh", "지우 옆에", "抱住奶奶"), or one a pronoun points to. */
function beingNamed(told: string, story: string, language: ContentLanguage): string | null {
  const beings = sceneBeings(story, language);
  const plain = (name: string): string => bare(name.replace(/^(?:the|your|a|그)\s+/iu, ''));
  const named = beings.find((name) => plain(name).length >= 2 && bare(told).includes(plain(name)));
  if (named) return named;
  return pronoun[language].test(told) && beings.length > 0 ? (beings[0] as string) : null;
}

/** The being a question is called to at its start ("hey little fox what…", "chị Lan ơi", "박 대원님", "小白，"). */
function calledBeing(typed: string, story: string, language: ContentLanguage): { who: string; rest: string } | null {
  const text = typed.trim();
  const call = {
    en: /^(?:(?:hey|oi|yo|ok|okay)\s+)?((?:little\s+|old\s+|mr\.?\s+|mrs\.?\s+|ms\.?\s+|dr\.?\s+)?[a-z][\w'-]*)[,\s]+(?=(?:what|who|why|how|where|when|which|is|are|do|does|did|can|could|will|would|should)\b)/iu,
    vi: /^((?:[\p{L}\p{M}]+\s){0,2}[\p{L}\p{M}]+)\s+ơi[,\s]*/iu,
    ko: /^([가-힣]+(?:\s[가-힣]+)?)(?:님|씨|야|아)[,\s]+/u,
    zh: /^([\p{Script=Han}]{1,4})[，,]\s*/u,
  }[language].exec(text);
  if (!call) return null;
  const said = (call[1] as string).replace(/^(?:little|old)\s+/iu, '');
  const spelled = storySpelling(story, said);
  if (!spelled) return null;
  const who = language === 'en' && /^[a-z]/u.test(spelled) ? `the ${spelled}` : spelled;
  return { who, rest: text.slice(call[0].length) };
}

/** Words that put a question to "you" (the person the player is talking with). */
const secondPerson: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:you|your|u|ur)\b/iu,
  vi: new RegExp(`(?<!${L})(?:anh|chị|cô|chú|bác|ông|bà|cậu|em|bạn)(?!${L})`, 'iu'),
  ko: /(?:^|\s)(?:너|넌|니가|네가|당신|자네)(?=\s|$|는|가|도|한테|랑)/u,
  zh: /你|您/u,
};

/** The person a story's own option asks ("Ask ORBIT about Vasquez", "Hỏi chú Hải", "박 대원에게 묻는다", "问厨师"). */
function askOptionBeing(offered: readonly string[], language: ContentLanguage): string | null {
  const pattern = {
    en: /^ask\s+((?:the\s+)?[\w.'-]+(?:\s+(?!about\b|what\b|why\b|who\b|where\b|how\b|if\b|for\b)[\w'-]+)?)(?=\s+(?:about|what|why|who|where|how|if|for)\b|$)/iu,
    vi: new RegExp(`^hỏi\\s+((?:[\\p{L}\\p{M}]+\\s?){1,3}?)(?=\\s+(?:về|xem|chuyện|sao|ai|gì|là|có)(?!${L})|$)`, 'iu'),
    ko: /^([가-힣]+(?:\s[가-힣]+)?)에게\s/u,
    zh: /^问(?!问)([\p{Script=Han}]{2,4}?)(?=的事|什么|关于|$)/u,
  }[language];
  for (const option of offered) {
    const found = pattern.exec(option.trim().replace(/[.。]$/u, ''))?.[1]?.trim();
    if (found && !/^(?:around|about|for|them|him|her|it)$/iu.test(found)) return found;
  }
  return null;
}

/** A question called to no one by name: said to "you" it goes to the scene's first being; else to the one an option asks. */
function unnamedAsked(typed: string, story: string, offered: readonly string[], language: ContentLanguage): { who: string; rest: string } | null {
  const first = sceneBeings(story, language)[0];
  const who = (secondPerson[language].test(typed) && first ? first : null) ?? askOptionBeing(offered, language);
  return who ? { who, rest: typed.trim() } : null;
}

/** What to do now (what should we do, làm gì, 뭐 해야, 怎么办): the step is one of the story's own options. */
const asksStep: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat (?:should|do|can|shall|must) (?:i|we) do\b|\bwhat now\b/iu,
  vi: new RegExp(`(?<!${L})(?:phải làm gì|làm gì bây giờ|làm sao bây giờ|giờ tính sao|nên làm gì)(?!${L})`, 'iu'),
  ko: /(?:뭐|뭘|무엇을|어떻게)\s*해야/u,
  zh: /怎么办|该(?:做|干)什么|要(?:做|干)什么|该怎么做/u,
};

/** How bad, how serious, how much (a degree). */
const asksDegree: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bhow (?:bad|serious|much|many|far)\b/iu,
  vi: new RegExp(`(?:nghiêm trọng|tệ|nặng)\\s+(?:đến\\s+)?(?:mức\\s+)?(?:nào|cỡ nào)|(?<!${L})bao nhiêu(?!${L})`, 'iu'),
  ko: /얼마나|몇\s?(?!시)[가-힣]/u,
  zh: /多严重|多少|有多/u,
};

/** A plain Korean verb ending (알린다, 확인한다, 받는다) turned into its noun-modifier (알리는, 확인하는, 받는). */
function koModifier(option: string): string | null {
  const text = option.trim().replace(/[.。]$/u, '');
  if (text.endsWith('는다')) return text.slice(0, -1);
  const last = text.at(-2);
  if (!text.endsWith('다') || !last) return null;
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171 || code % 28 !== 4) return null;
  return `${text.slice(0, -2)}${String.fromCharCode(last.charCodeAt(0) - 4)}는`;
}

function stepLine(who: string, option: string, language: ContentLanguage): string {
  const step = option.replace(/[.。]$/u, '');
  switch (language) {
    case 'vi':
      return `${cap(who)} đáp ngay: “Bây giờ à? Trước hết là ${step.replace(/^\p{Lu}/u, (first) => first.toLowerCase())}. Chuyện khác tính sau.”`;
    case 'ko': {
      const modifier = koModifier(step);
      return `${withParticle(who, '은')} 망설이지 않는다. “지금은 ${modifier ? `${modifier} 것부터` : `‘${step}’부터`} 해요. 나머진 그다음이에요.”`;
    }
    case 'zh':
      return `${who}没有犹豫：“现在？先${step}。别的等会儿再说。”`;
    default:
      return `${cap(who)} doesn't hesitate: “Right now? ${cap(step)}. Everything else can wait.”`;
  }
}

function degreeLine(who: string, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return `“Đủ tệ rồi,” ${who} nói. “Chưa đến mức hết cách, nhưng không chờ được đâu.”`;
    case 'ko':
      return `${withParticle(who, '은')} 잠깐 말을 고른다. “심각해요. 아직 손쓸 수는 있지만, 기다려 줄 상황은 아니에요.”`;
    case 'zh':
      return `${who}斟酌了一下：“挺严重的。还没到没救的地步，但拖不得。”`;
    default:
      return `“Bad enough,” ${who} says. “Not past saving yet, but it won't wait.”`;
  }
}

/**
 * A Chinese 吗-question or a Korean 반말/해요체 question answered yes with its own predicate, the speakers turned (你 ↔ 我;
 * 너 dropped): "你还爱她吗" → "嗯，我还爱她。", "너 진짜 괜찮아?" → "응, 진짜 괜찮아." Null for other languages and shapes.
 */
function yesEcho(who: string, clause: string, light: boolean, language: ContentLanguage): string | null {
  if (language === 'zh') {
    const body = /^(.{2,20}?)吗[？?]?$/u.exec(clause.trim())?.[1];
    if (!body || /[谁什么哪怎为]/u.test(body)) return null;
    const turned = body.replace(/[你您我](?!们)/gu, (word) => (word === '我' ? '你' : '我'));
    return `${who}${light ? '犹豫了一下' : '顿了一下'}，点点头：“嗯，${turned}。”`;
  }
  if (language === 'ko') {
    const body = /^(?:(?:너|넌|니가|네가|당신)\s+)?([가-힣\s]{2,24}?(?:아|어|야|해|돼|요))[?？]?$/u.exec(clause.trim())?.[1];
    if (!body || /누구|누가|뭐|뭘|무엇|왜|어디|언제|어떻게|얼마나|몇/u.test(body)) return null;
    return `${withParticle(who, '은')} 고개를 끄덕인다. “${body.endsWith('요') ? '네' : '응'}, ${body}.”`;
  }
  return null;
}

/** A second yes told after the first: its words only, and that the person adds it. */
function againLine(line: string, who: string, language: ContentLanguage): string {
  const said = /“[^”]*”/u.exec(line)?.[0] ?? line;
  return language === 'zh' ? `${said}${who}又补了一句。` : `${said} ${withParticle(who, '이')} 덧붙인다.`;
}

/** The question's clauses (split at its question marks and commas, and an English "and" before a question word). */
function questionClauses(text: string): string[] {
  return text
    .split(/[?？]|[,，]\s*|\s+and\s+(?=(?:what|who|why|how|where|when|which|is|are|do|does|did|can|should)\b)/iu)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** The forms a line asks, at most two and no form twice: a step, a degree, or a form askedForm reads. */
type LineForm = AskedForm | 'step' | 'degree';

function lineForms(text: string, language: ContentLanguage): LineForm[] {
  const forms: LineForm[] = [];
  for (const clause of questionClauses(text)) {
    const form: LineForm | null = asksStep[language].test(clause) ? 'step' : asksDegree[language].test(clause) ? 'degree' : askedForm(clause, language);
    if (form && !forms.includes(form)) forms.push(form);
  }
  return forms.slice(0, 2);
}

type TowardKind = 'give' | 'still' | 'touch';

/** Acts toward a being (a grammatical class): handing a thing over, a silent or near presence, a touch or tears. */
const towardVerb: Readonly<Record<TowardKind, Readonly<Record<ContentLanguage, RegExp>>>> = {
  give: {
    en: /\b(?:give|gives|hand|hands|offer|offers)\s+(?:him|her|them|[a-z]+)\s+(?:a|an|the|my|your|some)\b|\b(?:give|gives|hand|hands|offer|offers)\b.+\bto\s+(?:him|her|them)\b/iu,
    vi: new RegExp(`(?<!${L})(?:đưa|trao|tặng|chìa)(?!${L}).+(?<!${L})cho(?!${L})|(?<!${L})(?:đưa|trao|tặng|chìa)\\s+(?:cho\\s+)?(?:cô ấy|anh ấy|bạn ấy|cậu ấy|bé|em)`, 'iu'),
    ko: /건네|건넨|내민|내밀/u,
    zh: /递给|递过去|塞给|送给|披上|围上/u,
  },
  still: {
    en: /\b(?:say nothing|said nothing|don'?t say (?:anything|a word)|without a word)\b|\b(?:sit|sits|stand|stands|stay|stays|wait|waits|kneel|kneels)\b(?:\s+\w+)?\s+(?:next to|beside|with|by)\b|\bwatch(?:es)?\s+(?:him|her|them)\b/iu,
    vi: new RegExp(`(?<!${L})(?:không nói gì|chẳng nói gì|im lặng|ngồi cạnh|ngồi bên|đứng cạnh|đứng bên|ở bên|ở lại với|ngồi xuống cạnh)(?!${L})`, 'iu'),
    ko: /아무 말|말없이|말 없이|[가-힣]\s?(?:옆|곁)에/u,
    zh: /什么也没说|什么都没说|没说话|不说话|一言不发|陪着|身边|旁边|看他|看她/u,
  },
  touch: {
    en: /\b(?:hug|hugs|hold|holds|pet|pets|stroke|strokes|pat|pats|kiss|kisses|comfort|comforts|cry|cries|crying|embrace|embraces|cuddle|cuddles)\b/iu,
    vi: new RegExp(`(?<!${L})(?:ôm|vỗ về|vỗ vai|xoa đầu|vuốt ve|an ủi|khóc|hôn|nắm tay|nắm lấy tay)(?!${L})`, 'iu'),
    ko: /안아|안는|안고|껴안|토닥|쓰다듬|울면서|울어|운다|달래|손을 잡/u,
    zh: /抱住|抱着|拥抱|抱了|拍拍|摸摸|摸了摸|安慰|哭|亲了|握住/u,
  },
};

/** The act toward a being a clause tells, or null: a touch or tears first, then a thing handed, then a silent presence. */
function towardKind(told: string, language: ContentLanguage): TowardKind | null {
  return (['touch', 'give', 'still'] as const).find((kind) => towardVerb[kind][language].test(told)) ?? null;
}

const towardLines: Readonly<Record<ContentLanguage, Readonly<Record<TowardKind, readonly [string, string]>>>> = {
  // [light story, dark story]
  en: {
    touch: ['{P} doesn’t pull away. After a moment {p} leans in, and the quiet between you says more than words.', '{P} goes stiff at first, then doesn’t pull away. Little by little the shaking stops, and {p} holds on.'],
    still: ['{P} knows you are there and doesn’t ask you to say anything. After a while {p} gives you a small, tired smile.', '{P} knows you are there. Nothing is said, but after a while some of the stiffness goes out of {p}.'],
    give: ['{P} hesitates, then takes it. “Thanks,” {p} says quietly, not quite looking at you.', '{P} hesitates, then takes it. “Thanks,” {p} says quietly, not quite looking at you.'],
  },
  vi: {
    touch: ['{P} không tránh ra. Một lúc sau, {p} tựa vào bạn, và khoảng lặng ấy nói được nhiều hơn lời.', '{P} khựng lại, rồi không gạt bạn ra. Dần dần {p} thôi run, và bám chặt lấy bạn.'],
    still: ['{P} biết bạn đang ở đó, và không bắt bạn phải nói gì. Một lúc sau, {p} khẽ mỉm cười với bạn.', '{P} biết bạn đang ở đó. Không ai nói gì, nhưng một lúc sau {p} bớt căng thẳng hẳn.'],
    give: ['{P} ngập ngừng rồi nhận lấy. “Cảm ơn,” {p} nói khẽ, không dám nhìn thẳng bạn.', '{P} ngập ngừng rồi nhận lấy. “Cảm ơn,” {p} nói khẽ, không dám nhìn thẳng bạn.'],
  },
  ko: {
    touch: ['{P은} 피하지 않는다. 잠시 후 당신에게 기대 오고, 그 침묵이 어떤 말보다 많은 것을 전한다.', '{P은} 잠깐 굳었다가 당신을 밀어내지 않는다. 떨림이 조금씩 멎고, {P이} 당신을 꼭 붙잡는다.'],
    still: ['{P은} 당신이 곁에 있다는 걸 안다. 아무 말도 하라고 하지 않는다. 한참 뒤, {P이} 당신을 보고 작게 웃는다.', '{P은} 당신이 곁에 있다는 걸 안다. 아무도 말하지 않지만, 한참 뒤 {P이} 굳었던 어깨를 조금 푼다.'],
    give: ['{P은} 잠깐 망설이다가 받아 든다. “고마워.” {P이} 당신 눈을 피한 채 작게 말한다.', '{P은} 잠깐 망설이다가 받아 든다. “고마워.” {P이} 당신 눈을 피한 채 작게 말한다.'],
  },
  zh: {
    touch: ['{P}没有躲开。过了一会儿，{p}轻轻靠了过来，这份沉默比什么话都管用。', '{P}先是僵了一下，却没有推开你。慢慢地，{p}不再发抖，反而紧紧抓住了你。'],
    still: ['{P}知道你在身边，也没让你说什么。过了好一会儿，{p}看了你一眼，轻轻笑了笑。', '{P}知道你在身边。谁都没有说话，可过了一会儿，{p}的肩膀松了下来。'],
    give: ['{P}犹豫了一下，接了过去。“谢谢。”{p}小声说，没有看你。', '{P}犹豫了一下，接了过去。“谢谢。”{p}小声说，没有看你。'],
  },
};

function towardOptions(who: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`Hỏi ${who} chuyện gì đã xảy ra`, `Ở lại bên ${who} thêm một lúc`];
    case 'ko':
      return [`${who}에게 무슨 일이 있었는지 묻는다`, `${who} 곁에 조금 더 있는다`];
    case 'zh':
      return [`问${who}发生了什么`, `在${who}身边再待一会儿`];
    default:
      return [`Ask ${who} what happened`, `Stay with ${who} a little longer`];
  }
}

function fillBeing(template: string, who: string, language: ContentLanguage): string {
  if (language === 'ko') return template.replace(/\{P은\}/gu, withParticle(who, '은')).replace(/\{P이\}/gu, withParticle(who, '이'));
  return template.replace(/\{P\}/gu, cap(who)).replace(/\{p\}/gu, who);
}

/**
 * Reads the choice no reader told by its grammar; null when it is none of the four shapes, so the old fall-through
 * stays. `typed` is the line as typed, `told` the player's clause in the second person, `story` the narration, `offered`
 * the story's numbered options, `light` a romance or school story.
 */
export function readOwnWords(typed: string, told: string, story: string, offered: readonly string[], light: boolean, language: ContentLanguage): OwnWords | null {
  const question = questionShape[language].test(typed.trim());
  // A comparison: what it shows.
  if (compareVerb[language].test(told)) {
    // Round 18 (adv21): what the comparison shows follows from what the story says of the two things: the clause that
    // sets them against each other is the difference seen; a story that says they are alike (and nowhere that they
    // differ) shows them alike, its one contrast the only difference; "which one" is answered by the part that lacks.
    const contrast = storyContrast(story, language);
    const alike = saysAlike[language].test(story) && !saysDiffer[language].test(story);
    const lines = compareLines[language];
    const seen = contrast ? contrastLines[language][alike ? 'alikeBut' : 'differ'].replace('{c}', contrast) : alike ? lines.alike : lines.differ;
    // "…to see if it fits", "xem có vừa không", "맞는지", "合不合适": the whether is answered first.
    const verdict = comparedWhether[language].test(told) ? (alike ? whetherVerdict[language][0] : whetherVerdict[language][1]) : null;
    const odd = contrast && comparedWhich[language].test(told) ? (contrastParts(contrast, language).find((part) => lacking[language].test(part)) ?? null) : null;
    const which = contrast && !alike && comparedWhich[language].test(told) ? (odd ? contrastLines[language].odd.replace('{c}', odd) : contrastLines[language].unsettled) : null;
    return { kind: 'compare', lines: [[verdict, seen, which].filter((line): line is string => line !== null).join(' ')], options: [...(alike ? lines.alikeOptions : lines.differOptions)], keepsTold: true };
  }
  if (question) {
    const named = readWhoNamed(typed, story, language);
    if (named) return named;
    // A question called to a being of the scene: answered in its form, both questions when there are two.
    const called = calledBeing(typed, story, language) ?? unnamedAsked(typed, story, offered, language);
    if (called) {
      const forms = lineForms(called.rest, language);
      const step = offered.find((option) => !bare(option).includes(bare(called.who.replace(/^the\s/iu, ''))));
      // A yes/no question in Chinese or Korean is answered with its own predicate ("你还爱她吗" → "嗯，我还爱她。").
      const echoes = questionClauses(called.rest).map((clause) => yesEcho(called.who, clause, light, language)).filter((line): line is string => line !== null).map((line, index) => (index === 0 ? line : againLine(line, called.who, language)));
      const others = forms.filter((form) => !(form === 'yesno' && echoes.length > 0));
      const answers = [...others.map((form) => (form === 'step' ? (step ? stepLine(called.who, step, language) : null) : form === 'degree' ? degreeLine(called.who, language) : askedFormLine(called.who, form, light, language))), ...echoes].filter((line): line is string => line !== null).slice(0, 2);
      if (answers.length === 0) return null;
      return { kind: 'asked', lines: [askedAloudLine(called.who, called.rest, language), ...answers], options: askedFormOptions(called.who, language), keepsTold: false };
    }
    return null;
  }
  // An act toward a being of the scene: their answer to it.
  const kind = towardKind(told, language);
  const who = kind ? beingNamed(told, story, language) : null;
  if (!kind || !who) return null;
  const line = towardLines[language][kind][light ? 0 : 1];
  return { kind: 'toward', lines: [fillBeing(line, who, language)], options: towardOptions(who, language), keepsTold: true };
}

/**
 * Who a name of the story is ("who is dr okafor", "bà Sáu là ai", "윤 교수가 누구예요?", "林月是谁"): the story's own
 * sentence about them, told by another person of the scene when there is one, and the line's other question (why, where,
 * when, whether) answered too; null when the line asks no who-question about a name the story has.
 */
export function readWhoNamed(typed: string, story: string, language: ContentLanguage): OwnWords | null {
  const asked = whoSubject[language].exec(typed.trim());
  const said = asked?.[1]?.trim() ?? '';
  // A name, never a pronoun ("who are you", "她是谁"): the story spells it with a capital in English and Vietnamese.
  // A word said before the name ("那阿彪是谁", "근데 윤 교수가") is dropped until what is left is a name the story has.
  const tails = language === 'zh' ? [...said].map((_, at) => said.slice(at)).filter((tail) => tail.length >= 2) : [said];
  const spelled = tails.map((tail) => (tail && !pronounSubject[language].test(tail) ? storySpelling(story, tail) : null)).find((found) => found !== null) ?? null;
  const name = spelled && ((language !== 'en' && language !== 'vi') || /\p{Lu}/u.test(spelled)) ? spelled : null;
  const fact = name ? storyFact(story, name, language) : null;
  if (!asked || !name || !fact) return null;
  const teller = sceneBeings(story, language).find((being) => !bare(being).includes(bare(name)) && !bare(name).includes(bare(being))) ?? null;
  const set = whoNamedLines[language];
  const template = teller ? (fact.quoted ? set.tellerQuoted : set.teller) : fact.quoted ? set.aloneQuoted : set.alone;
  const opening = template.replace(/\{T은\}/gu, teller ? withParticle(teller, '은') : '').replace(/\{T\}/gu, teller ? cap(teller) : '').replace(/\{N\}/gu, name).replace(/\{f\}/gu, fact.text);
  // The line after the who-question; a Korean or Chinese ending of its own ("…누구야?") is no second question.
  const after = typed.trim().slice(asked.index + asked[0].length);
  const rest = language === 'ko' || language === 'zh' ? after.replace(/^[^?？,，\s]*[?？,，]?/u, '') : after;
  const second = secondForms[language].find(([, pattern]) => pattern.test(rest))?.[0];
  return { kind: 'who-named', lines: second ? [opening, withName(secondLines[language][second], name)] : [opening], options: whoNamedOptions[language](name), keepsTold: false };
}
