/**
 * What a trip is for (issue 13, round 8): "go to the station with the ticket to ask around", "go down to the basement
 * for the motorbike", "run to the shop for two hot chocolates", "slip into the crowd at the metro station". The
 * seventh blind read had such trips end on "you reach the station. Nobody stops you. It is quieter than you expected",
 * or paste the phrase as a place ("你到了地铁站的人群"). Here the errand is read from the step (ask around, fetch, buy,
 * blend into a crowd, and who is brought along), and the arrival tells it: someone answers about the thing asked after,
 * the thing fetched is there, the thing bought is in hand, the crowd closes around the player. Every span taken from
 * the visitor's words passes the noun-phrase check (rule A) or is left out.
 */
import { capitalizeLeading as capital } from './text-tools.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { withParticle } from './korean-particles.ts';
import { trimToNounPhrase } from './adventure-noun-phrase.ts';

/** The kind of errand a trip is made for. */
export type ErrandKind = 'ask' | 'fetch' | 'buy' | 'blend';

/** A trip's errand, with the thing it is about (rule A checked, or null). */
export interface Errand {
  kind: ErrandKind;
  thing: string | null;
}

const viEdge = '(?<![\\p{L}\\p{M}])';
const viAfter = '(?![\\p{L}\\p{M}])';
const vi = (words: string, tail = ''): RegExp => new RegExp(`${viEdge}(?:${words})${viAfter}${tail}`, 'iu');

/** Patterns per errand and language; the first group, when there is one, is the thing. */
const errandPatterns: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [ErrandKind, RegExp]>>> = {
  en: [
    ['blend', /\b(?:blend|blends|melt|melts|disappear|disappears|lose (?:myself|yourself)|mingle|mingles|slip|slips)\s+(?:into|in with|among)\s+(the\s+[\w' -]*?crowds?)\b/iu],
    ['ask', /\b(?:to|and) (?:ask around|ask about|make inquiries|inquire)(?:\s+about\s+((?:the|a|an|your|my)\s+[\w' -]+))?/iu],
    ['buy', /\bto buy\s+((?:a|an|the|some|two|three|a couple of)\s+[\w' -]+)/iu],
    ['fetch', /\bto (?:fetch|grab|get|collect|retrieve)\s+((?:the|your|my)\s+(?!(?:better|closer|good|quick)\b)[\w' -]+)/iu],
  ],
  vi: [
    ['blend', vi('trà trộn vào|lẫn vào|hòa vào', '\\s+(đám đông[\\p{L}\\p{M}\\s]*)')],
    ['ask', vi('hỏi thăm|dò hỏi|hỏi han|nghe ngóng')],
    ['buy', vi('mua', '\\s+([\\p{L}\\p{M}\\s]+)')],
    ['fetch', vi('lấy', '\\s+([\\p{L}\\p{M}\\s]+)')],
  ],
  ko: [
    ['blend', /(인파|사람들|군중)\s*(?:속으로|사이로|틈으로|틈에)\s*(?:섞여|숨어|스며)/u],
    ['ask', /수소문|물어보러|물어본다|알아보러/u],
    ['buy', /([가-힣]+(?:\s[가-힣]+)?)(?:을|를)\s*사러/u],
    ['fetch', /([가-힣]+)(?:을|를)\s*(?:가지러|가져오러|챙기러|꺼내러)/u],
  ],
  zh: [
    ['blend', /(?:混进|混入|挤进|钻进|躲进)([\p{Script=Han}]{0,6}?的?人群)/u],
    ['ask', /打听|问问|询问|问一问/u],
    ['buy', /买(?:了)?([\p{Script=Han}\d]{1,8}?)(?=[，。！？]|$|回来|给)/u],
    ['fetch', /(?:拿|取|取回|拿回)(?:了)?([\p{Script=Han}]{1,6}?)(?=[，。！？]|$|回来)/u],
  ],
};

/** The errand of a trip, or null when the step says none. */
export function readErrand(step: string, language: ContentLanguage): Errand | null {
  // A trip "to get a better look" is a look, no errand.
  if (/\b(?:look|view|glimpse)\b/iu.test(step) && language === 'en') return null;
  for (const [kind, pattern] of errandPatterns[language]) {
    const match = pattern.exec(step);
    if (!match) continue;
    const raw = match[1]?.trim();
    const clipped = raw ? (language === 'en' ? raw.replace(/\s+(?:and|then|to|before|while|for|so|with|at|from|in)\b.*$/iu, '') : language === 'vi' ? raw.replace(/\s+(?:rồi|và|để|cho|về|ở|tại|mang)(?:\s.*)?$/iu, '') : raw) : null;
    const thing = clipped ? trimToNounPhrase(clipped, language) : null;
    // Buying or fetching needs its thing; asking around and blending in do not.
    if ((kind === 'buy' || kind === 'fetch') && !thing) continue;
    return { kind, thing };
  }
  return null;
}


/** The arrival told with its errand: where the player is, then how the errand goes (asked about `held` when held). */
export function errandLines(c: PhraseComposer, errand: Errand, place: string | null, held: string | null, light: boolean): string[] {
  const about = errand.thing ?? held;
  switch (c.language) {
    case 'vi': {
      const at = place ?? 'đó';
      if (errand.kind === 'blend') return [`Bạn trà trộn vào ${errand.thing ?? 'đám đông'}, cúi đầu bước theo dòng người.`, light ? 'Không ai để ý tới bạn.' : 'Chẳng ai nhìn bạn lần thứ hai. Lúc này, bạn chỉ là một gương mặt giữa đám đông.'];
      if (errand.kind === 'ask') return [`Bạn tới ${at} và bắt đầu hỏi thăm${about ? ` về ${about}` : ''}.`, light ? 'Phần lớn chỉ lắc đầu, nhưng có một người mỉm cười: “À, chuyện đó thì tôi biết.”' : `Phần lớn chỉ lắc đầu. Riêng một người nhìn ${about ?? 'bạn'} hơi lâu, rồi hạ giọng: “Vừa có người hỏi đúng chuyện này, cách đây chưa lâu.”`];
      if (errand.kind === 'buy') return [`Bạn tới ${at}.`, light ? `Mua xong ${errand.thing}, bạn ôm vào lòng cho khỏi nguội.` : `${capital(errand.thing ?? 'thứ bạn cần')} đã nằm trong tay. Giờ chỉ còn đường về.`];
      return [`Bạn tới ${at}.`, light ? `${capital(errand.thing ?? 'nó')} vẫn ở đó, đúng như bạn nhớ.` : `${capital(errand.thing ?? 'nó')} vẫn ở đó, đúng như bạn nghĩ. Phần khó là mang nó ra mà không gây một tiếng động nào.`];
    }
    case 'ko': {
      const at = place ?? '그곳';
      if (errand.kind === 'blend') return [`고개를 숙이고 ${errand.thing ?? '인파'} 속으로 섞여 든다.`, light ? '아무도 당신을 신경 쓰지 않는다.' : '누구도 당신을 다시 쳐다보지 않는다. 지금 당신은 수많은 얼굴 중 하나일 뿐이다.'];
      if (errand.kind === 'ask') return [`${withParticle(at, '에')} 도착해 ${about ? `${about}에 대해 ` : ''}수소문하기 시작한다.`, light ? '다들 고개를 젓는데, 한 사람이 웃으며 말한다. “아, 그거라면 제가 알아요.”' : '대부분은 고개를 젓는다. 딱 한 사람만 잠시 머뭇거리더니 목소리를 낮춘다. “얼마 전에도 똑같은 걸 묻고 간 사람이 있었어요.”'];
      if (errand.kind === 'buy') return [`${withParticle(at, '에')} 도착한다.`, light ? `${withParticle(errand.thing ?? '필요한 것', '을')} 사 들고, 식을세라 품에 꼭 안는다.` : `${withParticle(errand.thing ?? '필요한 것', '을')} 손에 넣었다. 이제 돌아가는 길만 남았다.`];
      return [`${withParticle(at, '에')} 도착한다.`, light ? `${withParticle(errand.thing ?? '그것', '은')} 기억하던 그 자리에 그대로 있다.` : `${withParticle(errand.thing ?? '그것', '은')} 생각한 자리에 그대로 있다. 문제는 소리 하나 내지 않고 가지고 나오는 것이다.`];
    }
    case 'zh': {
      const at = place ?? '那里';
      if (errand.kind === 'blend') return [`你低着头混进了${errand.thing ?? '人群'}，跟着人流往前走。`, light ? '没有人注意到你。' : '没有人多看你一眼。此刻，你只是人群里的一张普通面孔。'];
      if (errand.kind === 'ask') return [`你到了${at}，开始四处打听${about ? `${about}的事` : ''}。`, light ? '大多数人都摇摇头，只有一个人笑了：“这事啊，我知道。”' : `大多数人都摇头。只有一个人盯着${about ?? '你'}看了好一会儿，压低声音说：“不久前，也有人来打听过这个。”`];
      if (errand.kind === 'buy') return [`你到了${at}。`, light ? `${errand.thing ?? '东西'}买好了，捧在手里热乎乎的。` : `${errand.thing ?? '要的东西'}到手了，现在只剩回去的路。`];
      return [`你到了${at}。`, light ? `${errand.thing ?? '它'}还在老地方。` : `${errand.thing ?? '它'}就在你想的地方。难的是怎么一点声音都不出地把它弄出来。`];
    }
    default: {
      const at = place ?? 'there';
      if (errand.kind === 'blend') return [`You keep your head down and melt into ${errand.thing ?? 'the crowd'}.`, light ? 'Nobody pays you any attention.' : 'Nobody gives you a second look. For now you are just one more face in the crowd.'];
      if (errand.kind === 'ask') return [`At ${at} you start asking around${about ? ` about ${about}` : ''}.`, light ? 'Most people shake their heads, but one of them smiles: “Oh, that? I know about that.”' : `Most people shrug. One of them looks at ${about ?? 'you'} a little too long, then says quietly: “Someone else asked about that, not long ago.”`];
      if (errand.kind === 'buy') return [`You make it to ${at}.`, light ? `You get ${errand.thing} and hold them close, still warm in your hands.` : `${capital(errand.thing ?? 'what you came for')} is yours. Now there is only the way back.`];
      return [`You make it to ${at}.`, light ? `${capital(errand.thing ?? 'it')} is right where you remembered.` : `${capital(errand.thing ?? 'it')} is right where you hoped. Getting it out without a sound will be the hard part.`];
    }
  }
}

/** The next options after an errand's arrival. */
export function errandOptions(errand: Errand, language: ContentLanguage, light: boolean): string[] {
  switch (language) {
    case 'vi':
      if (errand.kind === 'blend') return ['Đi theo dòng người thêm một đoạn', 'Tìm một góc khuất để quan sát', 'Xem có ai đang bám theo không'];
      if (errand.kind === 'ask') return ['Hỏi người đó thêm cho rõ', 'Hỏi xem người hỏi trước là ai', 'Cảm ơn rồi lặng lẽ rời đi'];
      if (errand.kind === 'buy') return light ? ['Vội quay lại trước khi đồ nguội', 'Mua thêm một thứ nhỏ làm quà', 'Nhắn trước cho người ấy'] : ['Quay về ngay', 'Giấu kỹ đồ vừa mua', 'Xem có ai để ý tới bạn không'];
      return ['Mang nó ra thật khẽ', 'Kiểm tra xung quanh trước đã', 'Gọi người đi cùng lại giúp'];
    case 'ko':
      if (errand.kind === 'blend') return ['사람들 흐름을 따라 조금 더 간다', '구석에 서서 주위를 살핀다', '따라오는 사람이 있는지 확인한다'];
      if (errand.kind === 'ask') return ['그 사람에게 더 자세히 묻는다', '먼저 물어본 사람이 누구였는지 묻는다', '고맙다고 하고 조용히 자리를 뜬다'];
      if (errand.kind === 'buy') return light ? ['식기 전에 서둘러 돌아간다', '작은 선물을 하나 더 산다', '먼저 메시지를 보낸다'] : ['곧장 돌아간다', '산 물건을 잘 숨긴다', '누가 지켜보지 않는지 살핀다'];
      return ['소리 나지 않게 조심히 꺼낸다', '먼저 주위부터 살핀다', '같이 온 사람에게 도와 달라고 한다'];
    case 'zh':
      if (errand.kind === 'blend') return ['跟着人流再走一段', '找个角落观察四周', '看看有没有人跟着你'];
      if (errand.kind === 'ask') return ['再向那个人问清楚', '问问之前来打听的是谁', '道声谢，悄悄离开'];
      if (errand.kind === 'buy') return light ? ['趁热赶紧跑回去', '再买一样小东西当礼物', '先发条消息给对方'] : ['马上回去', '把买到的东西藏好', '看看有没有人注意到你'];
      return ['轻手轻脚地把它弄出来', '先看看四周的情况', '叫同伴过来帮忙'];
    default:
      if (errand.kind === 'blend') return ['Drift along with the crowd a little further', 'Find a corner to watch from', 'Check whether anyone is following you'];
      if (errand.kind === 'ask') return ['Ask that person for more', 'Ask who the other person asking was', 'Thank them and slip away'];
      if (errand.kind === 'buy') return light ? ['Hurry back before they go cold', 'Pick up something small as a gift', 'Send a message ahead'] : ['Head straight back', 'Hide what you bought', 'Check that nobody is watching you'];
      return ['Get it out as quietly as you can', 'Check your surroundings first', 'Call the others over to help'];
  }
}

/** Someone the player brings along on a trip ("kéo Minh sang…", "take Tom with me", "민호를 데리고", "拉着林晓去…"). */
const companionPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:take|takes|bring|brings|pull|pulls|drag|drags|lead|leads|carry|carries)\s+(\p{Lu}[\w'-]*|(?:the|my|your)\s+(?:sister|brother|friend|kid|boy|girl|dog|cat))\s+(?:with (?:me|you)\s+)?(?:to|into|towards|toward|across|over to|along)\b/u,
  vi: /(?<![\p{L}\p{M}])(?:kéo|dắt|dẫn|rủ|đưa|cõng)\s+((?:em|anh|chị|cô|bé|bà|ông)\s+[\p{L}\p{M}]+|\p{Lu}[\p{L}\p{M}]*)\s+(?:cùng\s+)?(?:sang|tới|đến|vào|ra|lên|xuống|đi)(?![\p{L}\p{M}])/u,
  ko: /([가-힣]{1,4}?)(?:를|을|이를)\s*(?:데리고|끌고|업고|이끌고)|([가-힣]{1,4}?)의\s손을\s*(?:잡고|끌고|꼭 잡고)/u,
  zh: /(?:拉着|带着|领着|牵着|背着|抱着)([\p{Script=Han}]{1,4}?)(?:的手)?(?:一起)?(?:去|到|跑|走|冲|进|往|朝)/u,
};

/** Whom a trip brings along, when the step names them (rule A checked), or null. */
export function broughtAlong(step: string, language: ContentLanguage): string | null {
  // A numbered choice starts with its verb in capitals ("Kéo Minh sang…"); names inside keep theirs.
  const match = companionPatterns[language].exec(step.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase()));
  const raw = match?.[1] ?? match?.[2];
  if (raw && /^(?:他|她|它|him|her|them)$/u.test(raw)) return ({ him: 'he', her: 'she', them: 'they' } as Readonly<Record<string, string>>)[raw] ?? raw;
  return raw ? trimToNounPhrase(raw.replace(/^(?:my|your)\s/iu, 'the '), language) : null;
}

/** The one brought along, still there on arrival. */
export function companionLine(language: ContentLanguage, who: string, light: boolean): string {
  switch (language) {
    case 'vi':
      return light ? `${capital(who)} đứng sát bên bạn, và một lúc lâu chẳng ai nói gì.` : `${capital(who)} vẫn ở ngay bên bạn, bám chặt lấy bạn.`;
    case 'ko':
      return light ? `${withParticle(who, '와')} 나란히 선다. 한동안 둘 다 아무 말이 없다.` : `${withParticle(who, '도')} 당신 곁에 꼭 붙어 있다.`;
    case 'zh':
      return light ? `${who}在你身边停下，好一会儿，两个人都没说话。` : `${who}还在你身边，紧紧抓着你。`;
    default:
      return light ? `${capital(who)} ${who === 'they' ? 'stay' : 'stays'} close beside you, and for a while neither of you says anything.` : `${capital(who)} ${who === 'they' ? 'are' : 'is'} still with you, holding on tight.`;
  }
}

/** A sound the story named, heard again at the place the trip reached. */
export function soundHereLine(language: ContentLanguage, sound: string): string {
  switch (language) {
    case 'vi':
      return `Ở đây, ${sound} nghe rõ hơn hẳn.`;
    case 'ko':
      return `여기서는 ${withParticle(sound, '이')} 훨씬 또렷하게 들린다.`;
    case 'zh':
      return `在这里，${sound}听得清楚多了。`;
    default:
      return `Here ${sound} is much clearer.`;
  }
}

/** The options after arriving somewhere with someone in a romance, a school or an everyday story. */
export function companionOptions(language: ContentLanguage, who: string): string[] {
  switch (language) {
    case 'vi':
      return [`Nói với ${who} điều bạn muốn nói từ lâu`, `Hỏi ${who} đang nghĩ gì`, 'Ngồi thêm một lúc, tận hưởng khoảnh khắc này'];
    case 'ko':
      return [`${who}에게 오래 하고 싶던 말을 꺼낸다`, `${who}에게 무슨 생각 하는지 묻는다`, '조금 더 앉아 이 순간을 즐긴다'];
    case 'zh':
      return [`把一直想说的话告诉${who}`, `问${who}在想什么`, '再坐一会儿，好好享受这一刻'];
    default:
      return [`Tell ${who} what you have wanted to say`, `Ask ${who} what they are thinking`, 'Stay a while and enjoy the moment'];
  }
}
