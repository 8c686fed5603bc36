/**
 * A why-question about a trick the person played on the player (issue 13, round 15): "阿杰，你为啥要骗我说老师找我？",
 * "why did you lie to me about the map", "sao mày lừa tao", "왜 나한테 거짓말했어?". The why-reader answered every
 * why about the player in a light story as a confession ("because it's you; with anyone else I'd have said it"), which
 * answers a question nobody asked. Read from a verb of deceiving or mocking in the question (a short class of verbs,
 * not topics): the person owns up, a joke that went too far in a light story, a hard reason in a tense one.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

const L = '[\\p{L}\\p{M}]';
const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** Verbs of deceiving or mocking someone. */
const deceitVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:lie|lied|lying|lies|trick|tricked|fool|fooled|deceive|deceived|prank|pranked|set (?:me|you) up|make fun|made fun|laugh(?:ed|ing)? at)\b/iu,
  vi: new RegExp(`(?<!${L})(?:lừa|nói dối|nói xạo|gạt|chơi khăm|chơi xỏ|trêu|chọc)(?!${L})`, 'iu'),
  ko: /속였|속인|속이|거짓말|놀렸|놀린|놀리|장난\s*(?:쳤|친|치)|골탕/u,
  zh: /骗|耍|捉弄|整(?:我|你)|说谎|撒谎|戏弄|笑话(?:我|你)/u,
};

/** Whether a why-question asks about a trick played on someone. */
export function asksDeceit(question: string, language: ContentLanguage): boolean {
  return deceitVerb[language].test(question);
}

/** The person owns up: a joke gone too far (light story, peers speaking plainly), a hard reason in a tense story. */
export function deceitLine(who: string, light: boolean, plain: boolean, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return light
        ? `${cap(who)} gãi đầu, không dám nhìn bạn. “Tính đùa chút thôi… ai ngờ đi xa vậy. Xin lỗi mà.”`
        : `${cap(who)} nghiến chặt răng. “Vì nếu biết sự thật, bạn sẽ không bao giờ chịu nghe. Tôi chẳng tự hào gì chuyện đó.”`;
    case 'ko':
      if (light) return plain ? `${withParticle(who, '은')} 머리를 긁적이며 눈을 피한다. “그냥 장난이었어… 이렇게까지 될 줄은 몰랐어. 미안.”` : `${withParticle(who, '은')} 머리를 긁적이며 눈을 피한다. “그냥 장난이었어요… 이렇게까지 될 줄은 몰랐어요. 미안해요.”`;
      return plain ? `${withParticle(who, '은')} 이를 악문다. “사실대로 말했으면 넌 절대 안 들었을 거야. 나도 잘한 거 아닌 거 알아.”` : `${withParticle(who, '은')} 이를 악문다. “사실대로 말했으면 절대 안 들으셨을 거예요. 잘한 일이 아닌 건 알아요.”`;
    case 'zh':
      return light ? `${who}挠了挠头，不敢看你：“就……开个玩笑嘛。没想到闹这么大。对不起。”` : `${who}咬了咬牙：“跟你说实话，你根本不会听。这事我不光彩，我知道。”`;
    default:
      return light
        ? `${cap(who)} rubs the back of their neck and can't quite look at you. “It was supposed to be a joke. It went further than I meant. I'm sorry.”`
        : `${cap(who)}'s jaw tightens. “Because you'd never have listened to the truth. I'm not proud of it.”`;
  }
}

/** A telling held back ("why didn't you tell me", "sao không nói", "왜 말 안 했어", "为什么不早点告诉我们", "瞒着"). */
const heldBack: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:didn['’]t|did not|don['’]t|do not|never|wouldn['’]t|would not)\s+(?:you\s+)?(?:tell|say|mention|warn)\b|\bkeep (?:it|this|that) from\b|\bhide (?:it|this|that) from\b/iu,
  vi: new RegExp(`(?<!${L})(?:không|chẳng|chưa)\\s+(?:nói|kể|báo|cho\\s+\\S+\\s+biết)|(?<!${L})giấu(?!${L})`, 'iu'),
  ko: /말\s*(?:안|않|못)|얘기\s*(?:안|않|못)|숨겼|숨긴|안\s*알려|알려\s*주지\s*않/u,
  zh: /不(?:早点|早)?(?:告诉|说)|没(?:有)?(?:早点)?(?:告诉|说)|瞒/u,
};

/** Whether a why-question asks about something the person kept from the player. */
export function asksHeldBack(question: string, language: ContentLanguage): boolean {
  return heldBack[language].test(question);
}

/**
 * The person's reason for keeping it back in a tense story: fear of what the player would do. (In a light story the why
 * about the player keeps the round-13 answer, "because it's you".)
 */
export function heldBackReason(who: string, plain: boolean, language: ContentLanguage, many = false): string {
  switch (language) {
    case 'vi':
      return `${cap(who)} quay mặt đi. “Vì sợ. Sợ biết rồi thì bạn sẽ làm gì.”`;
    case 'ko':
      return plain ? `${withParticle(who, '은')} 시선을 돌린다. “무서웠어. 알고 나면 네가 어떻게 할지.”` : `${withParticle(who, '은')} 시선을 돌린다. “무서웠어요. 알고 나면 어떻게 하실지.”`;
    case 'zh':
      return `${who}别过脸：“我怕。怕${many ? '你们' : '你'}知道了以后会怎么做。”`;
    default:
      return `${cap(who)} looks away. “I was scared. Scared of what you'd do once you knew.”`;
  }
}

/** Options after the admission: accept it, ask who put them up to it, or walk away. */
export function deceitOptions(who: string, light: boolean, language: ContentLanguage): string[] {
  switch (language) {
    case 'vi':
      return [light ? `Bỏ qua cho ${who} lần này` : `Hỏi ${who} sự thật là gì`, `Hỏi ${who} ai bày ra chuyện này`, `Bỏ đi, không nói gì`];
    case 'ko':
      return [light ? `${withParticle(who, '을')} 이번만 봐준다` : `${who}에게 진짜 사실이 뭔지 묻는다`, `${who}에게 누가 시켰는지 묻는다`, '아무 말 없이 자리를 뜬다'];
    case 'zh':
      return [light ? `这次就原谅${who}` : `问${who}真相到底是什么`, `问${who}是谁出的主意`, '一句话不说，转身走开'];
    default:
      return [light ? `Let ${who} off this once` : `Ask ${who} what the truth is`, `Ask ${who} whose idea it was`, 'Walk away without a word'];
  }
}
