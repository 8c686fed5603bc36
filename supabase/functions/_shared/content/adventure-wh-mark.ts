/**
 * Two who-answers that ignored what the scene shows (issue 13, round 15, adv16):
 * - whose a thing is, when the story shows a mark engraved on it (initials "R.V." on a lighter, a 林 on a watch lid, a
 *   wolf's head crest inside a ring, "khắc chữ T"): the person reads the mark instead of inventing a stranger's name;
 * - who was here before, asked of a companion who came in with the player ("You and Mel step in", "Bạn và Tuấn", "당신과
 *   민재는", "你和小林"): they know no more than the player, and say so, pointing at what was left behind.
 * Read from grammar: an owner question (whose, của ai, 누구 거 / 누구 가문, 谁的), an engraving verb with its object, a
 * "before" word in the question, and the player and the person joined as one subject in the story.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

const L = '[\\p{L}\\p{M}]';
const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/** A question about who owns or owned a thing. */
const ownerAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhose\b|\bwho (?:owns|owned|it belongs to|this belongs to|that belongs to)\b|\bbelong(?:s|ed)? to\b/iu,
  vi: new RegExp(`(?<!${L})của ai(?!${L})|(?<!${L})ai là chủ(?!${L})`, 'iu'),
  ko: /누구\s*(?:거|것|꺼|건|껀|의|네)|누구\s*가문|어느\s*가문/u,
  zh: /谁的|哪家的|哪个家族/u,
};

/** A mark engraved, carved or stamped on a thing: its own words. */
const engraved: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:engraved|carved|stamped|etched|inscribed|monogrammed|embroidered)\s+(?:with\s+)?(?:the\s+|an?\s+)?(?:initials?\s+|name\s+|letters?\s+|word\s+)?["“']?(\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)?)/u,
  vi: new RegExp(`(?<!${L})(?:khắc|chạm|thêu)\\s+(?:(?:một\\s+)?(?:chữ|tên|hình|dòng chữ|ký hiệu)\\s+)?["“']?([^\\s,.;"”']+(?:\\s(?!trên|ở|và)[^\\s,.;"”']+)?)`, 'iu'),
  ko: /([가-힣A-Z.]{1,6}(?:\s[가-힣]{1,4})?)\s*(?:문양|문장|이니셜|글자|이름|표식)(?:이|가)\s*새겨/u,
  zh: /刻着(?:一个|个)?[“"「]?([^”"」，。,.\s]{1,6}?)[”"」]?(?:字|的字样)?(?=[，。,.]|$)/u,
};

/** The mark the story shows engraved on a thing, when the question asks whose it is; else null. */
export function ownerMark(question: string, story: string, language: ContentLanguage): string | null {
  if (!ownerAsked[language].test(question)) return null;
  // A Korean place word before the mark ("칼자루에 까마귀") is where it is, not the mark.
  return engraved[language].exec(story)?.[1]?.replace(/^[가-힣]+(?:에|에는|엔)\s+/u, '') ?? null;
}

/** The person reads the mark: not theirs, and a lead to whoever it was (a single Han surname is read as a surname). */
export function markLine(who: string, mark: string, plain: boolean, elder: boolean, me: string, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return `${cap(who)} nhìn chỗ khắc một lúc lâu. “${mark}… Không phải của ${me}. Nhưng ai mang dấu đó thì chắc chắn đã từng cầm nó trong tay.”`;
    case 'ko': {
      const says = elder ? '말씀하신다' : '말한다';
      return `${withParticle(who, '은')} 새겨진 ${withParticle(mark, '을')} 한참 들여다보다 ${says}. ${plain ? `“이 표식, 본 적 있어. 오래전이라 누구였는지는 확실히 기억 안 나지만, 평범한 사람 물건은 아니야.”` : `“이 표식, 본 적이 있어요. 오래전이라 누구였는지는 확실히 기억이 안 나지만, 평범한 사람 물건은 아니에요.”`}`;
    }
    case 'zh':
      return /^\p{Script=Han}$/u.test(mark) ? `${who}看了看上面刻的“${mark}”字，半天才开口：“刻的是个‘${mark}’字，应该是一个姓${mark}的人的。别的我就不好说了。”` : `${who}盯着上面刻的“${mark}”看了半天：“这是原来主人留下的记号。不是我的，是谁的我也说不准。”`;
    default:
      return `${cap(who)} turns it over and looks at the engraving for a long moment. “${mark.replace(/\.$/u, '')}. Not mine, and not a name I can put a face to. But whoever ${mark} is, they held this before you did.”`;
  }
}

/** Options after the mark is read: look for the mark elsewhere, or ask who around here it could be. */
export function markOptions(who: string, mark: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [`Tìm xem quanh đây còn dấu ${mark} ở đâu nữa`, `Hỏi ${who} quanh đây ai có thể là ${mark}`];
    case 'ko':
      return [`주변에 같은 ${withParticle(mark, '이')} 또 있는지 찾아본다`, `${who}에게 그 표식을 어디서 봤는지 묻는다`];
    case 'zh':
      return [`找找附近还有没有刻着“${mark}”的东西`, /^\p{Script=Han}$/u.test(mark) ? `问${who}这一带有没有姓${mark}的人` : `问${who}在哪儿见过这个记号`];
    default:
      return [`Look for anything else marked ${mark}`, `Ask ${who} who around here could be ${mark}`];
  }
}

/** A "before" word in the question: who was here before us, trước tụi mình, 먼저 / 전에, 之前 / 以前. */
const beforeAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bbefore (?:us|we|you|me)\b|\bhere before\b|\bwas here\b|\bbeen here\b/iu,
  vi: new RegExp(`(?<!${L})(?:trước|ở đây trước|tới đây trước)(?!${L})`, 'iu'),
  ko: /먼저|전에|있었/u,
  zh: /之前|以前|先来|来过|住过|待过/u,
};

/** The player and the person as one subject of the story: "You and Mel", "Bạn và Tuấn", "당신과 민재는", "你和小林". */
function cameWith(story: string, who: string, language: ContentLanguage): boolean {
  const name = escape(who.replace(/^(?:the|your)\s+/iu, ''));
  switch (language) {
    case 'vi':
      return new RegExp(`(?<!${L})(?:bạn|cậu)\\s+(?:và|với|cùng)\\s+${name}(?!${L})|(?<!${L})${name}\\s+(?:và|cùng)\\s+bạn(?!${L})`, 'iu').test(story);
    case 'ko':
      return new RegExp(`(?:당신|너|나)(?:과|와|이랑|랑|하고)\\s*${name}|${name}(?:와|과|랑|이랑|하고)\\s*(?:당신|함께 당신)`, 'u').test(story);
    case 'zh':
      return new RegExp(`你(?:和|跟|与)${name}|${name}(?:和|跟|与)你`, 'u').test(story);
    default:
      return new RegExp(`\\byou and (?:the\\s+|your\\s+)?${name}\\b|\\b${name} and you\\b`, 'iu').test(story);
  }
}

/** Whether a who-question about someone here before is put to a companion who came in with the player. */
export function companionBefore(question: string, story: string, who: string, language: ContentLanguage): boolean {
  return beforeAsked[language].test(question) && cameWith(story, who, language);
}

/** The companion knows no more than the player, and points at what was left behind. */
export function companionBeforeLine(who: string, plain: boolean, me: string, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return `${cap(who)} nhún vai. “Sao ${me} biết được? ${cap(me)} vào cùng bạn mà. Nhưng đồ họ để lại có khi nói được gì đó.”`;
    case 'ko':
      return `${withParticle(who, '은')} 어깨를 으쓱한다. ${plain ? '“내가 어떻게 알아? 나도 너랑 같이 들어왔잖아. 그래도 남기고 간 걸 보면 뭔가 알 수 있을지도 몰라.”' : '“제가 어떻게 알아요? 저도 같이 들어왔잖아요. 그래도 남기고 간 걸 보면 뭔가 알 수 있을지도 몰라요.”'}`;
    case 'zh':
      return `${who}耸了耸肩：“我怎么知道？我是跟你一起进来的。不过看看他们留下的东西，也许能看出点什么。”`;
    default:
      return `${cap(who)} shrugs. “How would I know? I came in with you. But whatever they left behind might tell us something.”`;
  }
}

/** Options after the companion's shrug: go through what was left, or keep watch. */
export function companionBeforeOptions(who: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return ['Lục xem những thứ họ để lại', `Bảo ${who} canh cửa`];
    case 'ko':
      return ['남기고 간 물건을 뒤져 본다', `${who}에게 망을 봐 달라고 한다`];
    case 'zh':
      return ['翻翻他们留下的东西', `让${who}守着门口`];
    default:
      return ['Go through what they left behind', `Ask ${who} to keep watch`];
  }
}
