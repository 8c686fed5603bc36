/**
 * A question about a past event put to a person of the story (issue 13, round 15): "ask her what happened to the last
 * guest in Room 7", "hỏi ông lão chuyện gì đã xảy ra với ngôi làng này", "아저씨한테 여기서 무슨 일 있었냐고 묻는다",
 * "问老周上一个住这屋的人后来去哪了". Before, these were stolen by an earlier reading of one word: the relative "who" of
 * "the kid who owned that shoe" made a who-question (a name given), 무슨 a what-question (a brass key), 哪 a
 * where-question about the person asked ("at home the whole time"), and a bare "ask her" an agreement to go. The form is
 * read from the event verb with its question word (happened / became of, xảy ra / ra sao, 무슨 일 + 있었·생겼·일어났,
 * 发生 / 怎么了 / 后来…), and the thing it happened to is told back by the person, who gives the account of one night
 * and where it ended; a "where did they go afterwards" gets that nobody knows where they went.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { finalSound, withParticle } from './korean-particles.ts';

const L = '[\\p{L}\\p{M}]';
const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** The event asked about: a question word with a verb of happening, or "what became of" / "后来怎么样". */
const happenedForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat(?:ever)?\s+(?:(?:has|had)\s+)?happened\b|\bwhat(?:'s| has)?\s+become\s+of\b|\bwhat\s+became\s+of\b|\bwhat\s+went\s+on\b/iu,
  vi: new RegExp(`(?:chuyện|việc)\\s+gì\\s+(?:đã\\s+)?(?:xảy ra|xảy đến|diễn ra)|(?:đã\\s+)?xảy ra\\s+(?:chuyện|việc)\\s+gì|có\\s+chuyện\\s+gì(?:\\s+(?:xảy ra|vậy|thế))?|(?<!${L})(?:sau đó|rồi|bây giờ|giờ)\\s+(?:ra sao|thế nào|đi đâu)(?!${L})`, 'iu'),
  ko: /무슨\s*일(?:이|이라도)?\s*(?:있었|있던|생겼|생긴|일어났|일어난|났|난|벌어졌|벌어진)|어떻게\s*(?:됐|된|되었)/u,
  zh: /发生(?:了|过)?(?:什么|啥)|出(?:了)?(?:什么|啥)事|怎么回事|后来(?:怎么|去哪|去了哪|呢|如何)|怎么了/u,
};

/** A fate asked as a place ("where did they go afterwards", "后来去哪了", "sau đó đi đâu", "어디로 갔"): nobody knows where. */
const wentWhere: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhere\s+(?:did|has|have)\s+(?:he|she|they|it|the\s+\w+)\s+(?:\w+\s+)?(?:go|gone|went)\b/iu,
  vi: new RegExp(`(?<!${L})đi đâu(?!${L})`, 'iu'),
  ko: /어디로\s*(?:갔|간|떠났)/u,
  zh: /去(?:了)?哪/u,
};

/** Whether a question asks about an event in the past (what happened, what became of someone). */
export function asksHappened(question: string, language: ContentLanguage): boolean {
  return happenedForm[language].test(question);
}

/** Korean place words that are the scene itself ("여기서 무슨 일": what happened here). */
const koHere = /^(?:여기|거기|이곳|그곳|저기)(?:서|에서|에)?$/u;

/**
 * What the event happened to, as the visitor named it: "the last guest in Room 7", "ngôi làng này", "여기", "上一个住这屋的人";
 * null when the question names nothing ("what happened?").
 */
export function happenedSubject(question: string, language: ContentLanguage): string | null {
  const q = question.trim().replace(/[?？!.。]+$/u, '');
  switch (language) {
    case 'en': {
      const after = /\b(?:happened|become of|became of)\s+(?:to\s+)?(.+)$/iu.exec(q)?.[1]?.trim();
      if (!after) return null;
      // "what happened here / last night": the scene, told back as it is.
      return after.split(/\s+/u).length <= 10 ? after.replace(/\b(?:my)\b/giu, 'your') : null;
    }
    case 'vi': {
      const withWhom = new RegExp(`(?<!${L})(?:với|cho)\\s+(.+)$`, 'iu').exec(q)?.[1]?.trim();
      if (withWhom) return withWhom;
      const before = new RegExp(`^(.+?)\\s+(?:sau đó|rồi|bây giờ|giờ|đã)?\\s*(?:ra sao|thế nào|đi đâu|có chuyện|bị làm sao)`, 'iu').exec(q)?.[1]?.trim();
      return before && before.split(/\s+/u).length <= 8 ? before : null;
    }
    case 'ko': {
      const before = /^(.*?)\s*(?:무슨\s*일|어떻게\s*(?:됐|된|되었))/u.exec(q)?.[1]?.trim() ?? '';
      if (!before) return null;
      // A time word after the thing ("이 집에 예전에") is when, not what: it goes before the particle is taken off.
      const thing = before.replace(/\s*(?:예전|옛날|전|어젯밤|어제|그날|지난밤|그때)에?$/u, '').trim();
      if (koHere.test(thing)) return thing.replace(/(?:서|에서|에)$/u, '');
      const bare = thing.replace(/(?:한테|에게|께|은|는|이|가|에서|에)$/u, '').trim();
      return bare.length > 0 && bare.split(/\s+/u).length <= 4 ? bare : null;
    }
    default: {
      const before = /^(.*?)(?:后来|到底|究竟)?(?:发生|出了|出什么|怎么|去了哪|去哪)/u.exec(q)?.[1]?.replace(/(?:后来|到底|究竟|以前|之前|从前)$/u, '').trim() ?? '';
      return before.length >= 2 && before.length <= 14 ? before : null;
    }
  }
}

/** A trace the scene shows of what happened: burning, or blood (a short closed class of marks, not topics). */
export type HappenedTrace = 'fire' | 'blood';
const traces: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [HappenedTrace, RegExp]>>> = {
  en: [['fire', /\b(?:burn(?:t|ed|ing)?|charred|scorched|ashes|blackened)\b/iu], ['blood', /\bblood(?:y|ied|stains?)?\b/iu]],
  vi: [['fire', new RegExp(`(?<!${L})(?:cháy|tro tàn|cháy đen|cháy rụi|bị thiêu)(?!${L})`, 'iu')], ['blood', new RegExp(`(?<!${L})(?:máu|vết máu)(?!${L})`, 'iu')]],
  ko: [['fire', /불에 탄|불탄|타 버린|그을린|잿더미|까맣게 탄/u], ['blood', /피가|피 묻|핏자국|핏물|피투성이/u]],
  // Round 15 (adv16): a resultative burning (烧毁, 烧焦, 烧黑, 被烧), not any 烧 (红烧鱼, 烧水, 发烧).
  zh: [['fire', /烧(?:毁|焦|黑|光|塌|成|掉|没了|过)|被(?:火|大火)?烧|焦黑|灰烬|大火/u], ['blood', /血/u]],
};

/** The trace of what happened that the scene shows (burning first), or null. */
export function happenedTrace(story: string, language: ContentLanguage): HappenedTrace | null {
  // Round 15 (adv16): a smell is no mark left on the place ("the galley smells of burnt fish", "mùi cá cháy", "탄 냄새").
  const marks = story.replace(smelled[language], ' ');
  return traces[language].find(([, pattern]) => pattern.test(marks))?.[0] ?? null;
}

/** A smell phrase with what it smells of (taken out before the scene's traces are read). */
const smelled: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:smell(?:s|ed|ing)?|stink(?:s)?|reek(?:s|ed)?)\s+(?:of|like)\s+(?:\w+\s+){0,2}\w+/giu,
  vi: new RegExp(`(?<!${L})mùi(?:\\s+[\\p{L}\\p{M}]+){1,3}`, 'giu'),
  ko: /[가-힣]*\s*냄새/gu,
  zh: /(?:一股|满是|全是)?\p{Script=Han}{0,4}(?:味儿?|气味)/gu,
};

/** The Korean subject echoed as a polite question ("그 손님이요?", "여기요?"). */
function koEcho(subject: string, plain: boolean): string {
  if (plain) return `${subject}?`;
  return `${subject}${finalSound(subject) === 'none' ? '요' : '이요'}?`;
}

/** The person's account: the subject told back, one night, and how it ended (or that nobody knows where they went). */
export function happenedLine(who: string, question: string, subject: string | null, plain: boolean, language: ContentLanguage, trace: HappenedTrace | null = null): string {
  const gone = wentWhere[language].test(question);
  switch (language) {
    case 'vi': {
      const echo = subject ? `${cap(subject)} à? ` : '';
      return gone
        ? `${cap(who)} im lặng một lúc lâu rồi mới nói: “${echo}Chuyện xảy ra vào một đêm. Sáng ra đã không thấy người đâu nữa, đồ đạc thì vẫn còn nguyên. Đi đâu thì không ai biết.”`
        : `${cap(who)} im lặng một lúc lâu rồi mới nói: “${echo}Chuyện xảy ra vào một đêm. ${trace === 'fire' ? 'Lửa bốc lên lúc trời vừa tối, đến sáng thì chỉ còn lại thế này' : trace === 'blood' ? 'Có tiếng hét, rồi im bặt, sáng ra chỉ còn lại vết máu' : 'Đến sáng thì mọi chuyện đã xong'}, và từ đó không ai ở đây nhắc lại nữa.”`;
    }
    case 'ko': {
      const echo = subject ? `${koEcho(subject, plain)} ` : '';
      if (gone) return plain ? `${withParticle(who, '은')} 한참 말이 없다가 입을 연다. “${echo}어느 날 밤이었어. 아침에 보니까 사람은 없고 짐만 그대로 있더라. 어디로 갔는지는 아무도 몰라.”` : `${withParticle(who, '은')} 한참 말이 없다가 입을 연다. “${echo}어느 날 밤이었어요. 아침에 보니 사람은 없고 짐만 그대로 있었어요. 어디로 갔는지는 아무도 몰라요.”`;
      const koEnd: Readonly<Record<HappenedTrace | 'none', readonly [string, string]>> = {
        fire: ['해가 지자마자 불길이 솟았고, 아침엔 이렇게 다 타 버렸어.', '해가 지자마자 불길이 솟았고, 아침엔 이렇게 다 타 버렸어요.'],
        blood: ['비명이 들리다가 뚝 끊겼고, 아침엔 핏자국만 남아 있었어.', '비명이 들리다가 뚝 끊겼고, 아침엔 핏자국만 남아 있었어요.'],
        none: ['아침이 되니까 다 끝나 있었고.', '아침이 되니 다 끝나 있었고요.'],
      };
      const [plainEnd, politeEnd] = koEnd[trace ?? 'none'];
      return plain ? `${withParticle(who, '은')} 한참 말이 없다가 입을 연다. “${echo}어느 날 밤이었어. ${plainEnd} 그 뒤로 여기선 아무도 그 얘기 안 해.”` : `${withParticle(who, '은')} 한참 말이 없다가 입을 연다. “${echo}어느 날 밤이었어요. ${politeEnd} 그 뒤로 여기선 아무도 그 얘기를 안 해요.”`;
    }
    case 'zh': {
      const echo = subject ? `${subject}啊……` : '';
      return gone
        ? `${who}沉默了好一会儿才开口：“${echo}那是一天夜里的事。第二天早上人就不见了，东西都还在屋里。去了哪儿，没人知道。”`
        : `${who}沉默了好一会儿才开口：“${echo}那是一天夜里的事。${trace === 'fire' ? '天一黑火就烧起来了，到了早上，就只剩下这样了' : trace === 'blood' ? '先是一声惨叫，然后就没了动静，到了早上只剩下一地的血' : '到了早上，一切都结束了'}。打那以后，这里再没人提起过。”`;
    }
    default: {
      const echo = subject ? `${cap(subject)}? ` : '';
      return gone
        ? `${cap(who)} is quiet for a long moment. “${echo}It happened one night. In the morning they were gone, and their things were still there. Where they went, nobody knows.”`
        : `${cap(who)} is quiet for a long moment. “${echo}It happened one night. ${trace === 'fire' ? 'The fire started just after dark, and by morning this was all that was left' : trace === 'blood' ? 'There was a scream, then nothing, and in the morning only the blood was left' : 'By morning it was over'}, and nobody here has talked about it since.”`;
    }
  }
}

/** Options after the account: what was found the morning after, who else knows, a look for what is left of it. */
export function happenedOptions(who: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`Hỏi ${who} sáng hôm sau người ta tìm thấy gì`, `Hỏi ${who} còn ai biết chuyện này`, 'Tự đi tìm dấu vết của chuyện đêm đó'];
    case 'ko':
      return [`${who}에게 다음 날 아침 뭐가 발견됐는지 묻는다`, `${who}에게 이 일을 아는 사람이 또 있는지 묻는다`, '그날 밤의 흔적을 직접 찾아본다'];
    case 'zh':
      return [`问${who}第二天早上发现了什么`, `问${who}还有谁知道这件事`, '自己去找那天夜里留下的痕迹'];
    default:
      return [`Ask ${who} what was found the next morning`, `Ask ${who} who else knows about it`, 'Look for what is left from that night'];
  }
}
