/**
 * An offer or a stated intention put to a person of the story (issue 13, round 13): "대신 무대에 서겠다고 한다", "offer to
 * take the night watch", "nói với cô là mình sẽ thay bạn ấy", "说我来替他上台". Read from the clause's grammar (a reported
 * promise: -겠다고 하다, offer / volunteer / promise to, say I'll, nói … sẽ, 说我来 / 我去 / 我愿意), not from a list of
 * tasks. The person who answers is the story's own: a named member of its cast, else the subject of its "looks at you"
 * clause ("담임 선생님이 너를 바라본다"). They take the offer up, in the story's tone, and the options follow from it. With
 * no person in the story there is no one to answer: null, and the other readers tell it.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { otherPerson } from './adventure-act-lines.ts';

/** A reported promise or offer of the player's own, per language (read on the choice as typed). */
const offerPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:offer|offers|volunteer|volunteers|promise|promises)\s+to\b|\b(?:say|says|tell\s+(?:\S+\s){1,3}?)(?:that\s+)?I(?:'ll| will| can)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:nói|bảo|xin|đề nghị|hứa|xung phong)(?:\s+\S+){0,3}?\s+(?:là|rằng)?\s*(?:mình|tôi|em|con|tớ)\s+(?:sẽ|xin|có thể|làm)(?![\p{L}\p{M}])/iu,
  ko: /겠다고\s*(?:한다|말한다|했다|말해|나선다|자원)|하겠다고|서겠다고/u,
  zh: /(?:说|表示|提出|主动)(?:要|让)?(?:我|自己)(?:来|去|愿意|可以|会|替)/u,
};

/** The subject of a clause in which someone looks at the player: the person the story set in front of them. */
const watcherPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:the|your)\s+[a-z]+(?:\s[a-z]+)?)\s+(?:looks at|watches|stares at|is looking at|turns to)\s+you\b/iu,
  vi: /((?:cô|thầy|chú|bác|anh|chị|bà|ông)(?:\s+[\p{L}\p{M}]+){0,2})\s+(?:nhìn|đang nhìn|quay sang)\s+(?:bạn|mình)/iu,
  ko: /([가-힣]+(?:\s[가-힣]+)?)(?:이|가|은|는)\s(?:너를|당신을|널)\s(?:바라본다|본다|쳐다본다|보고 있다)/u,
  zh: /([\p{Script=Han}]{2,5}?)(?:正|一直)?(?:看着|盯着|望着)你/u,
};

/** The person who answers an offer, whole, or null. */
function answerer(story: string, language: ContentLanguage): string | null {
  return watcherPattern[language].exec(story)?.[1] ?? otherPerson(story, language);
}

/** An offer made to a person of the story: who answers it, or null. */
export function readOffer(typed: string, story: string, language: ContentLanguage): string | null {
  if (!offerPattern[language].test(typed)) return null;
  return answerer(story, language);
}

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
/** Korean elders, told with honorifics. */
const koElder = /할머니|할아버지|선생님|어르신|교수님|박사님/u;

/** The person takes the offer up: warmly in a calm story, with a warning in a tense one. */
export function offerLines(who: string, calm: boolean, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return calm ? [`${cap(who)} nhìn bạn một lúc lâu, rồi gật đầu. “Được. Vậy giao cho em đấy. Có gì cứ gọi, cô ở ngay đây.”`.replace('cô ở', /^(?:thầy)/iu.test(who) ? 'thầy ở' : 'cô ở')] : [`${cap(who)} ngập ngừng, rồi gật đầu một cái. “Vậy là trông cả vào bạn. Đừng để tôi phải hối hận.”`];
    case 'ko': {
      const says = koElder.test(who) ? '말씀하신다' : '말한다';
      return calm ? [`${withParticle(who, '은')} 한참 당신을 바라보다가 고개를 끄덕이며 ${says}. “좋아. 그럼 너한테 맡길게. 필요하면 언제든 불러.”`] : [`${withParticle(who, '은')} 잠깐 망설이다 고개를 한 번 끄덕이며 ${says}. “그럼 네게 달렸어. 후회하게 만들지 마.”`];
    }
    case 'zh':
      return calm ? [`${who}看了你好一会儿，点了点头：“好。那就交给你了。需要帮忙随时叫我。”`] : [`${who}犹豫了一下，点了一下头：“那就靠你了。别让我后悔。”`];
    default:
      return calm ? [`${cap(who)} looks at you for a long moment, then nods. “All right. It's yours. I'll be right there if you need me.”`] : [`${cap(who)} hesitates, then nods once. “Then it's on you. Don't make me regret it.”`];
  }
}

/** Options after an offer taken up: get ready, ask what to know first, and one of the story's own. */
export function offerOptions(who: string, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return ['Bắt tay vào chuẩn bị ngay', `Hỏi ${who} cần lưu ý điều gì trước`, 'Hít một hơi thật sâu rồi bắt đầu'];
    case 'ko':
      return ['바로 준비에 들어간다', `${who}에게 미리 알아 둘 게 있는지 묻는다`, '숨을 크게 한 번 쉬고 시작한다'];
    case 'zh':
      return ['马上开始准备', `问${who}有什么需要先注意的`, '深吸一口气，开始'];
    default:
      return ['Get ready for it right away', `Ask ${who} what you should know first`, 'Take a deep breath and begin'];
  }
}
