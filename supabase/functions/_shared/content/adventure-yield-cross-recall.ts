/**
 * Three small acts that fell to stock beats (issue 13, round 12): a thing given up or lent to a person ("lend the kid my
 * cloak", "nhường chỗ cho bà cụ", "우산을 빌려준다", "把船票让给她"), a way crossed ("go through the bamboo", "đi xuyên qua
 * rừng", "숲을 통과한다", "穿过竹林"), and a question the player asks themself about the past ("do I remember how I got
 * here?", "내가 여기 어떻게 왔는지 기억나?"). Each is read by its grammar (a giving-up verb with its thing and person; a
 * crossing verb with its place; a first-person question with remember / nhớ / 기억 / 记得) and told whole: the person takes
 * the thing and the player is without it; the player comes out on the other side; memory answers honestly.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { capitalizeLeading as capital } from './text-tools.ts';

/** A thing given up to a person, both as the visitor wrote them (second person). */
export interface YieldAct {
  thing: string;
  person: string;
}

const yieldPatterns: Readonly<Record<ContentLanguage, readonly RegExp[]>> = {
  en: [
    /\b(?:lend|loan|give up|hand over|offer)\s+((?:the|that|this|a|an)\s+[a-z]+(?:\s[a-z]+)?|[A-Z][\w'-]+)\s+((?:your|my|the)\s+[a-z]+(?:\s[a-z]+)?)(?=[,.;!?]|$)/u,
    /\b(?:lend|loan|give up|hand over)\s+((?:your|my|the)\s+[a-z]+(?:\s[a-z]+)?)\s+to\s+((?:the|that|this|a|an)\s+[a-z]+(?:\s[a-z]+)?|[A-Z][\w'-]+)/u,
  ],
  vi: [/(?:nhường|cho mượn|nhượng)\s+(.+?)\s+cho\s+(.+?)$/u],
  ko: [/(?:^|\s)([가-힣]+(?:\s[가-힣]+)?)(?:에게|한테|께)\s+(.+?)(?:을|를)\s?(?:빌려준다|빌려 준다|빌려주|양보한다|양보하|내준다|내어 준다|넘겨준다)/u],
  zh: [/把(.+?)(?:让给|借给|让与)(.+?)$/u],
};

/** Reads a choice as giving up or lending a thing to a person; null otherwise. */
export function readYield(told: string, language: ContentLanguage): YieldAct | null {
  const text = told.trim().replace(/[.!?。！？]+$/u, '').split(/[,，]/u)[0] ?? '';
  for (const [index, pattern] of yieldPatterns[language].entries()) {
    const found = pattern.exec(text);
    if (!found) continue;
    const [a = '', b = ''] = [found[1]?.trim(), found[2]?.trim()];
    // English "lend X Y" names the person first; "lend Y to X" and the other languages name the thing first, except Korean.
    const personFirst = (language === 'en' && index === 0) || language === 'ko';
    const person = personFirst ? a : b;
    const thing = (personFirst ? b : a).replace(/\bmy\b/gu, 'your');
    if (person.length >= 2 && thing.length >= 2) return { thing, person };
  }
  return null;
}


/** The person takes the thing, and the player is without it. */
export function yieldLines(act: YieldAct, language: ContentLanguage): string[] {
  const { thing, person } = act;
  return {
    en: [`${capital(person)} stares at you as if it must be a trick. Then ${person} takes ${thing} with both hands and holds on to it. “Thank you,” comes the whisper. “I won't forget this.”`, `For now, ${thing.replace(/^your\s/u, 'the ')} is not yours any more.`],
    vi: [`${capital(person)} sững người nhìn bạn, như không tin nổi. “Thật… thật hả?” Rồi nhận lấy ${thing}, luôn miệng cảm ơn.`, `Giờ thì ${thing} không còn là của bạn nữa.`],
    ko: [`${withParticle(person, '은')} 믿기지 않는다는 듯 당신을 쳐다본다. “정말… 그래도 돼요?” 그러고는 ${withParticle(thing, '을')} 두 손으로 받아 든다. “고마워요. 이 은혜 안 잊을게요.”`, `이제 ${withParticle(thing, '은')} 당신 것이 아니다.`],
    zh: [`${person}愣住了，好像不敢相信。“真……真的吗？”接着接过${thing}，连声道谢。`, `现在，${thing}不在你手里了。`],
  }[language];
}

/** The options after a thing given up. */
export function yieldOptions(act: YieldAct, language: ContentLanguage): string[] {
  const { person } = act;
  return {
    en: [`Stay close to ${person}`, 'Look for another way for yourself', `Ask ${person} where they are headed`],
    vi: [`Ở lại gần ${person}`, 'Tìm đường khác cho mình', `Hỏi ${person} định đi đâu`],
    ko: [`${person} 곁에 남는다`, '내가 갈 다른 길을 찾는다', `${withParticle(person, '에게')} 어디로 가는지 묻는다`],
    zh: [`留在${person}身边`, '给自己另找出路', `问${person}要去哪儿`],
  }[language];
}

const crossPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:go|walk|cut|push|wade|run|sneak|slip|climb|make (?:my|your) way|pick (?:my|your) way|head)\s+(?:straight\s+)?(?:through|across)\s+(the\s+[a-z]+(?:\s[a-z]+)?)(?=[,.;!?]|\s+(?:to|and|toward|towards)\b|$)/iu,
  vi: /^(?:đi |chạy |băng |lội |lách |len )?(?:xuyên qua|băng qua|vượt qua|băng ngang)\s+((?:[\p{Ll}\p{M}]+)(?:\s(?!để|rồi|và|tới|đến|về)[\p{Ll}\p{M}]+){0,2})/u,
  ko: /^(.+?)(?:을|를)\s?(?:통과한다|통과해|가로지른다|뚫고 간다|헤치고 간다|뚫고 지나간다|지나간다)/u,
  zh: /^(?:穿过|穿越|横穿|越过|趟过)([\p{Script=Han}]{1,6}?)(?=，|,|往|向|朝|去|到|$)/u,
};

/** The place a choice crosses ("the bamboo forest", "rừng tre", "대나무 숲", "竹林"), or null. */
export function crossedPlace(told: string, language: ContentLanguage): string | null {
  return crossPatterns[language].exec(told.trim().replace(/[.!?。！？]+$/u, ''))?.[1]?.trim() ?? null;
}

/** The far side of a crossing: the way is harder than it looked, and what the story put beyond it is now ahead. */
export function crossLines(place: string, story: string, language: ContentLanguage): string[] {
  const beyond = { en: /\bbeyond\b|\bother side\b|\bfar side\b|\bacross\b/iu, vi: /bên kia|phía xa|đằng xa/iu, ko: /너머|건너편|저편|반대편/u, zh: /那头|对面|另一边|那边|后面/u }[language].test(story);
  const lines = {
    en: [`It is harder going than it looked from outside, and for a while you can't see where you are going, but at last you come out on the far side of ${place}.`, beyond ? 'What you saw from the other side is right in front of you now.' : 'Behind you, the way you came has already closed up again.'],
    vi: [`Đường khó đi hơn nhìn từ ngoài, có lúc chẳng thấy mình đang đi về đâu, nhưng rồi bạn cũng ra được phía bên kia ${place}.`, beyond ? 'Thứ bạn thấy lúc nãy giờ đã ở ngay trước mặt.' : 'Sau lưng bạn, lối vừa đi đã khép lại như chưa từng có.'],
    ko: [`밖에서 볼 때보다 길이 험하고, 한동안은 어디로 가는지도 보이지 않는다. 그래도 마침내 ${place} 반대편으로 빠져나온다.`, beyond ? '아까 건너편에서 보이던 것이 이제 바로 눈앞에 있다.' : '돌아보니 지나온 길은 벌써 감쪽같이 닫혀 있다.'],
    zh: [`比从外面看着难走得多，有一阵子连方向都看不清，但你总算从${place}另一头钻了出来。`, beyond ? '刚才在这边隐约看见的，现在就在眼前。' : '回头一看，来时的路已经合上了，像从没有人走过。'],
  }[language];
  return lines;
}

/** The options after a crossing. */
export function crossOptions(language: ContentLanguage): string[] {
  return {
    en: ['Go toward what lies ahead', 'Catch your breath and look around', 'Mark the way back'],
    vi: ['Đi về phía trước', 'Dừng lại thở và nhìn quanh', 'Đánh dấu đường quay về'],
    ko: ['앞에 보이는 곳으로 간다', '숨을 고르며 주위를 살핀다', '돌아갈 길을 표시해 둔다'],
    zh: ['朝前面走过去', '喘口气，看看四周', '给回去的路做个记号'],
  }[language];
}

const recallPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:do|can|did)\s+(?:i|you)\s+(?:even\s+)?(?:remember|recall)\b|\bwhat do (?:i|you) remember\b|\btry to remember\b|\bhow did (?:i|you) (?:get|end up|come) here\b/iu,
  vi: /(?:mình|tôi|bạn)\s+(?:có\s+)?(?:còn\s+)?nhớ(?![\p{L}\p{M}])|cố nhớ|nhớ lại xem|sao (?:mình|tôi|bạn) lại ở đây/iu,
  ko: /(?:내가|나는|제가|난)[^?？]*기억(?:나|이 나|해|하)|기억을 더듬|기억해 보/u,
  zh: /(?:我|你)(?:还)?记得|回想一下|想一想自己是怎么|我是怎么(?:来|到)这/u,
};

/** Whether the choice is a question the player asks themself about the past. */
export function asksOwnMemory(told: string, language: ContentLanguage): boolean {
  return recallPatterns[language].test(told);
}

/** Memory answers honestly: nothing before waking here, and the one thing the body remembers. */
export function recallLines(language: ContentLanguage): string[] {
  return {
    en: ['You try to remember, hard. Nothing comes: the last thing you are sure of is waking up here. Whatever happened before that is gone, as if someone had cut it out.', 'Only your hands seem to remember something. They keep going to the same pocket, as if something used to be there.'],
    vi: ['Bạn cố nhớ, nhớ thật kỹ. Không có gì cả: điều cuối cùng bạn chắc chắn là lúc tỉnh dậy ở đây. Mọi thứ trước đó mất sạch, như có ai cắt đi.', 'Chỉ có đôi tay là như nhớ ra điều gì: chúng cứ tìm về cùng một túi áo, như thể ở đó từng có thứ gì.'],
    ko: ['기억을 더듬어 보지만 아무것도 떠오르지 않는다. 확실한 건 여기서 눈을 떴다는 것뿐이다. 그 전의 일은 누가 잘라 낸 것처럼 통째로 비어 있다.', '손만은 뭔가를 기억하는 것 같다. 자꾸만 같은 주머니로 손이 간다. 거기 원래 뭔가 있었던 것처럼.'],
    zh: ['你使劲回想，什么也想不起来：你唯一确定的，是在这里醒过来。那之前的事全空了，像被人剪掉了一样。', '只有你的手好像还记得点什么，总是不自觉地伸向同一个口袋，好像那里原本装着什么。'],
  }[language];
}

/** The options after a question about one's own past. */
export function recallOptions(language: ContentLanguage): string[] {
  return {
    en: ['Search your pockets for anything of your own', 'Look for any clue to how you got here', 'Ask whoever is nearby how you got here'],
    vi: ['Lục túi xem có gì của mình không', 'Tìm manh mối xem mình tới đây bằng cách nào', 'Hỏi người gần nhất xem mình tới đây thế nào'],
    ko: ['주머니를 뒤져 내 물건이 있는지 본다', '여기 어떻게 왔는지 단서를 찾는다', '근처에 있는 사람에게 내가 어떻게 왔는지 묻는다'],
    zh: ['翻翻口袋，看有没有自己的东西', '找找自己是怎么来的线索', '问问身边的人自己是怎么来的'],
  }[language];
}
