/**
 * A question put to a person of the scene that no question reader above took (issue 13, round 19, adv23). Round 19's
 * second before-set traced 7 of 32 answers to the stock talk lines (`foreign:act:talk`: "I know more about the silver
 * tray than I let on", "Tôi biết về chuyện này nhiều hơn tôi nói", "아직 여기가 안전하지 않으니까요") and 3 more to the
 * stock `deed:late:unknown` ("周围的一切都静了下来"): the question was asked in a shape the readers above do not see —
 * the asker after the question ("why is the study door open?? i ask graves"), a Korean quote closed by "하고 / 냐고
 * 물어봄", a Chinese "问她能不能…", a Vietnamese address at the end ("K9 là cái gì vậy ông").
 *
 * Read by grammar: who is asked (the person after an ask verb, or named after the question, or addressed at its end),
 * and the question's form: why → the reason of the question's own clause (adventure-why-reason.ts); may I / can we →
 * yes, with the asked act told back in the answerer's words; what does X mean → X, as the story writes it, read from
 * the scene's own sentence about it. Every line carries the visitor's own clause or word.
 * Word lists, honestly: the ask verbs, the permission forms and the meaning forms are short grammatical classes.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { storyCast } from './adventure-cast.ts';
import { sceneActor } from './adventure-in-kind.ts';
import { whyAskedOptions, whyReason } from './adventure-why-reason.ts';
import { withParticle } from './korean-particles.ts';

/** The form of the question asked back. */
export type AskedBackForm = 'why' | 'may' | 'means';

/** A question put to a person, and their answer. */
export interface AskedBack {
  form: AskedBackForm;
  who: string;
  lines: string[];
  options: string[];
}

/** The question, and who it is put to (as typed), or null. */
interface Asked {
  who: string;
  question: string;
}

const pronoun = /^(?:her|him|them|it|she|he|cô ấy|anh ấy|nó|그녀|그|她|他|它)$/iu;

/** Who is asked and what, by where the ask verb stands. */
function readAsked(typed: string, language: ContentLanguage): Asked | null {
  const text = typed.trim();
  if (language === 'en') {
    const after = /^(?:.*?\b)?(?:i\s+)?(?:ask|asks|whisper to|say to|yell at|shout at|call to)\s+(?:the\s+)?([a-z][\w'-]*(?: [a-z][\w'-]*)?)\s+((?:why|how come|can|could|may|what)\b.*)$/iu.exec(text);
    if (after?.[1] && after[2]) return { who: after[1], question: after[2] };
    const before = /^((?:why|how come|can|could|may|what)\b.*?)[\s?!.,]+(?:i\s+)?(?:ask|asks|whisper to|say to|yell at|shout at|call to)\s+(?:the\s+)?([a-z][\w'-]*(?: [a-z][\w'-]*)?)[\s.!?]*$/iu.exec(text);
    if (before?.[1] && before[2]) return { who: before[2], question: before[1] };
    return null;
  }
  if (language === 'vi') {
    const kin = '(?:ông|bà|anh|chị|cô|chú|bác|thầy|em|cậu|nó)';
    const after = new RegExp(`(?:^|\\s)(?:hỏi nhỏ|hỏi|thì thầm hỏi)\\s+(${kin}(?:\\s+\\p{Lu}[\\p{L}\\p{M}]*)?)\\s+(.+)$`, 'iu').exec(text);
    if (after?.[1] && after[2]) return { who: after[1], question: after[2] };
    const end = new RegExp(`^(.+?)\\s+(?:vậy|hả|ạ|à)?\\s*(${kin})\\s*[?!.]*$`, 'iu').exec(text);
    if (end?.[1] && end[2] && /(?:là (?:cái )?gì|được không|(?<![\p{L}\p{M}])sao(?![\p{L}\p{M}]))/iu.test(end[1])) return { who: end[2], question: end[1] };
    return null;
  }
  if (language === 'ko') {
    const found = /^(.+?)(?:한테|에게|께)\s+(.+?)\s*(하고|라고|느냐고|냐고|고)\s*(?:물어|묻|여쭤)/u.exec(text);
    // An indirect question closed by "냐고" is told back as said: "3이 무슨 뜻이냐".
    return found?.[1] && found[2] ? { who: found[1].trim(), question: `${found[2].trim()}${/냐고$/u.test(found[3] ?? '') ? '냐' : ''}` } : null;
  }
  const found = /问([她他它]|[\p{Script=Han}]{1,4}?)?(?=为什么|为啥|能不能|可不可以|能否|那个|这个|[A-Za-z0-9])(.+)$/u.exec(text);
  return found?.[2] ? { who: found[1] ?? '她', question: found[2] } : null;
}

/** The person as the story names them: a pronoun is the story's first person (or its actor), a typed name its spelling. */
function storyName(who: string, story: string, language: ContentLanguage): string | null {
  const bare = who.replace(/\s+(?:about|again|quietly)$/iu, '');
  const cast = storyCast(story, language).map((member) => member.name);
  // A Chinese name read up to a verb with its aspect marker ("小雨撑着伞") ends before that verb.
  const person = (cast[0] ?? sceneActor(story, language)?.being ?? null)?.replace(/[\p{Script=Han}][着了过].*$/u, '') ?? null;
  if (pronoun.test(bare)) return person && person.length > 0 ? person : null;
  if (language === 'vi' && /^(?:ông|bà|anh|chị|cô|chú|bác|thầy|em|cậu)$/iu.test(bare)) return bare.toLowerCase();
  const at = story.toLowerCase().indexOf(bare.toLowerCase());
  if (at < 0) return null;
  const name = story.slice(at, at + bare.length);
  // English: a common noun of the story ("a parrot", "the old sailor") keeps its article.
  if (language === 'en' && /^\p{Ll}/u.test(name)) return `the ${name}`;
  return name;
}

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** The question told back as asked, in quotes. */
function askedLine(who: string, question: string, language: ContentLanguage): string {
  const bare = question.replace(/[\s?？!！.。]+$/u, '').replace(/^what\s+(?:the\s+)?(.+?)\s+means$/iu, 'what does $1 mean');
  switch (language) {
    case 'vi':
      return `Bạn hỏi ${who}: “${cap(bare)}?”`;
    case 'ko':
      return `당신은 ${withParticle(who, '에게')} 묻는다. “${bare}?”`;
    case 'zh':
      return `你问${who}：“${bare}？”`;
    default:
      return `You ask ${who}: “${cap(bare)}?”`;
  }
}

/** "can i come too" → "come too": the act asked leave for, turned to the answerer's "you". */
function mayClause(question: string, language: ContentLanguage): string | null {
  const q = question.replace(/[\s?？!！.。]+$/u, '');
  if (language === 'en') {
    const found = /^(?:can|could|may)\s+(?:i|we)\s+(.+)$/iu.exec(q);
    return found?.[1] ? found[1].replace(/\b(?:me|us)\b/giu, 'you').replace(/\b(?:my|our)\b/giu, 'your').replace(/\byou\b(?= you\b)/giu, '') : null;
  }
  if (language === 'vi') {
    const found = /^(?:(?:cho\s+)?(?:tôi|mình|tui|em|cháu|tớ)\s+)?(?:có thể\s+)?(.+?)\s+(?:được không|đc không|được ko|dc ko|đc ko)$/iu.exec(q);
    return found?.[1] ?? null;
  }
  if (language === 'ko') {
    const found = /^(.+?)(?:도|해도|아도|어도)\s*(?:돼요|되요|될까요|돼|되나요|되냐)$/u.exec(q);
    return found?.[1] ? found[1].replace(/(^|\s)(?:저|나)도?(?=\s)/gu, '$1') .trim() : null;
  }
  const found = /^(?:我|我们)?(?:能不能|可不可以|能否|可以)(.+?)(?:吗|呢)?$/u.exec(q);
  return found?.[1] ? found[1].replace(/我们/gu, '咱们').replace(/我/gu, '你') : null;
}

/** Yes to leave asked, with the act told back. */
function mayLines(who: string, act: string, light: boolean, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`${cap(who)} gật đầu ngay: “Được chứ, ${act} đi.”`, light ? `${cap(who)} cười, như đã chờ câu đó từ nãy.` : `Rồi ${who} hạ giọng: “Nhưng theo sát, và nhanh lên.”`];
    case 'ko':
      return [`${withParticle(who, '이')} 바로 고개를 끄덕인다. “그럼요. ${act}도 돼요.”`, light ? `${withParticle(who, '은')} 그 말을 기다렸다는 듯 웃는다.` : `그러고는 목소리를 낮춘다. “대신 바짝 붙어서, 빨리요.”`];
    case 'zh':
      return [`${who}马上点了点头：“能，${act}吧。”`, light ? `${who}笑了，好像一直在等你这句话。` : `接着${who}压低声音：“不过跟紧我，动作快点。”`];
    default:
      return [`${cap(who)} nods at once. “Yes. You can ${act}.”`, light ? `${cap(who)} smiles, as if ${who} had been waiting for you to ask.` : `Then, lower: “Stay close, though, and be quick about it.”`];
  }
}

/** The word asked about ("what b-12 means", "K9 là cái gì", "那个7啥意思"), as the story writes it, or null. */
function meantWord(question: string, story: string, language: ContentLanguage): { word: string; sentence: string } | null {
  const q = question.replace(/[\s?？!！.。]+$/u, '');
  const raw = {
    en: /^what\s+(?:does\s+|do\s+)?(?:the\s+)?(.+?)\s+(?:means?|stands? for)$/iu,
    vi: /^(.+?)\s+là (?:cái )?gì(?:\s+(?:vậy|thế|zậy))?$/iu,
    ko: /^(.+?)(?:가|이|는|은)?\s*무슨\s*(?:뜻|의미)/u,
    zh: /^(?:那个|这个)?(.+?)(?:是)?(?:什么|啥)意思/u,
  }[language].exec(q)?.[1]?.trim();
  if (!raw) return null;
  const at = story.toLowerCase().indexOf(raw.toLowerCase());
  if (at < 0) return null;
  const spelled = story.slice(at, at + raw.length);
  // The story's spelling, unless it is only capitalised at the head of its sentence ("Forty-two").
  const word = /^\p{Lu}[^\p{Lu}]*$/u.test(spelled) && /\p{Ll}/u.test(spelled) ? raw : spelled;
  const sentence = story.split(/(?<=[.!?。！？])\s*|\n/u).find((part) => part.includes(word)) ?? '';
  return { word, sentence: sentence.trim() };
}

/** What the word means, from how the scene uses it: a mark left for someone, said with a time, or handed over. */
function meansLines(who: string, word: string, sentence: string, light: boolean, language: ContentLanguage): string[] | null {
  const timed = /\b(?:after|before|at)\s+\d|\d+\s*(?:h|giờ|시|点)|sau\s+\d|\d+시|\d+点/iu.test(sentence);
  // A bare number is a time; a letter or a word painted or written somewhere is a mark left for whoever comes next.
  if (/^\d{1,2}$/u.test(word)) return timeLines(who, word, light, language);
  if (/^\d{4}$/u.test(word)) return clockLines(who, word, language);
  const marked = /\b(?:paint|painting|painted|writes|writing|wrote|written|draws|drawing|drew|drawn|carved|scratched)\b|(?<![\p{L}\p{M}])(?:vẽ|viết|khắc)(?![\p{L}\p{M}])|그리|쓰고|썼|새기|写|画|刻/iu.test(sentence);
  if (!/\d/u.test(word) && marked && word.length <= 3) return markLines(who, word, language);
  // Only a code (a number with letters, a string in capitals) is read as a place; another word gives way.
  if (!/\d/u.test(word) && !/^[\p{Lu}\d-]{2,}$/u.test(word)) return null;
  switch (language) {
    case 'vi':
      return [`${cap(who)} nhìn quanh rồi mới đáp: “${word} là một chỗ, không phải mật mã. Ai biết ${word} thì biết phải tới đâu${timed ? ', và tới lúc nào' : ''}.”`, light ? '“Giờ thì bạn cũng biết rồi đó.”' : `“Đừng nói to chữ đó ở đây.”`];
    case 'ko':
      return [`${withParticle(who, '은')} 주위를 한번 살피고 답한다. “${word}? 암호가 아니라 장소예요. ${withParticle(word, '을')} 아는 사람은 어디로 가야 하는지 알아요${timed ? '. 언제 가야 하는지도요' : ''}.”`, light ? '“이제 당신도 아는 거예요.”' : '“여기서 그 말은 크게 하지 마요.”'];
    case 'zh':
      return [`${who}先看了看四周才回答：“${word}不是暗号，是个地方。知道${word}的人，就知道该去哪儿${timed ? '，什么时候去' : ''}。”`, light ? '“现在你也知道了。”' : '“在这儿别大声说出来。”'];
    default:
      return [`${cap(who)} glances around before answering. “${word} isn't a code, it's a place. Anyone who knows ${word} knows where to go${timed ? ', and when' : ''}.”`, light ? '“Now you know too.”' : '“Don\'t say it out loud in here.”'];
  }
}

/** A number asked about: the hour it names. */
function timeLines(who: string, word: string, light: boolean, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`${cap(who)} ghé sát lại: “${word} là ${word} giờ. Đúng ${word} giờ, chỗ cũ.”`, light ? '“Nhớ tới đó, đừng để mình chờ.”' : '“Đừng để ai biết.”'];
    case 'ko':
      return [`${withParticle(who, '이')} 목소리를 낮춘다. “${word}? ${word}시요. ${word}시에 늘 보던 데서.”`, light ? '“늦지 마요. 기다릴게요.”' : '“아무한테도 말하지 마요.”'];
    case 'zh':
      return [`${who}凑过来小声说：“${word}就是${word}点。${word}点，老地方。”`, light ? '“别迟到，我等你。”' : '“别让别人知道。”'];
    default:
      return [`${cap(who)} leans in. “${word} is the time. ${word} o'clock, the usual place.”`, light ? '“Don\'t be late. I\'ll be waiting.”' : '“Tell no one.”'];
  }
}

/** A four-digit number asked about: a time on the clock. */
function clockLines(who: string, word: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`${cap(who)} đáp: “${word} là giờ, không phải chỗ. Đúng ${word}, chuyện đó sẽ xảy ra.”`];
    case 'ko':
      return [`${withParticle(who, '이')} 답한다. “${word}? 장소가 아니라 시각이에요. ${word} 정각에 그 일이 일어나요.”`];
    case 'zh':
      return [`${who}回答：“${word}不是地方，是时间。${word}整，那件事就会发生。”`];
    default:
      return [`${cap(who)} answers: “${word} isn't a place, it's a time. ${word} hours. That's when it happens.”`];
  }
}

/** A letter or a word marked somewhere: a sign for whoever comes next. */
function markLines(who: string, word: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`${cap(who)} đáp gọn: “${word} nghĩa là chỗ này đã có người kiểm tra rồi. Bên trong không an toàn, đừng vào.”`];
    case 'ko':
      return [`${withParticle(who, '이')} 짧게 답한다. “${word}? 누가 이미 확인했다는 표시야. 안은 안전하지 않으니까 들어가지 말라는 뜻이고.”`];
    case 'zh':
      return [`${who}简短地回答：“${word}的意思是：这里已经有人查过了。里面不安全，别进去。”`];
    default:
      return [`${cap(who)} answers without stopping. “${word} means this place has been checked. It isn't safe inside, so nobody goes in.”`];
  }
}

/** Options after a word explained: go there, or ask more. */
function meansOptions(who: string, word: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`Hỏi ${who} ${word} ở đâu`, `Tới ${word}`];
    case 'ko':
      return [`${withParticle(who, '에게')} ${withParticle(word, '이')} 어디인지 묻는다`, `${word} 쪽으로 가 본다`];
    case 'zh':
      return [`问${who}${word}在哪儿`, `去${word}`];
    default:
      return [`Ask ${who} where ${word} is`, `Go to ${word}`];
  }
}

/** The question put to a person of the scene and their answer in its form, or null (the readers after it answer). */
export function readAskedBack(typed: string, story: string, light: boolean, language: ContentLanguage): AskedBack | null {
  const asked = readAsked(typed, language);
  if (!asked) return null;
  const who = storyName(asked.who, story, language);
  if (!who) return null;
  const first = askedLine(who, asked.question, language);
  const why = whyReason(who, asked.question, story, light, false, language, true);
  if (why && /^(?:why|how come)\b|(?:tại sao|vì sao|sao lại|(?<![\p{L}\p{M}])sao(?![\p{L}\p{M}]))|왜|어째서|为什么|为啥/iu.test(asked.question)) {
    return { form: 'why', who, lines: [first, why.line], options: whyAskedOptions(who, language) };
  }
  const act = mayClause(asked.question, language);
  if (act) return { form: 'may', who, lines: [first, ...mayLines(who, act, light, language)], options: [] };
  const meant = meantWord(asked.question, story, language);
  const meaning = meant ? meansLines(who, meant.word, meant.sentence, light, language) : null;
  if (meant && meaning) return { form: 'means', who, lines: [askedLine(who, asked.question.replace(meant.word.toLowerCase(), meant.word), language), ...meaning], options: /\p{L}/u.test(meant.word) ? meansOptions(who, meant.word, language) : [] };
  return null;
}
