/**
 * Following someone (issue 13, seventh blind read: "follow the young father on his bicycle" became a stock trail of
 * scratches on a wall and footprints in the dust, and the father was never seen again). When the one followed is a
 * person or a creature, not a trail, a path or a sound, the beat keeps them in sight and shows where they go; the next
 * options are about them (go in after them, watch, call out).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { trimToNounPhrase } from './adventure-noun-phrase.ts';

/** Words for what is followed that is no one (a trail, a path, a sound, a light, a smell, a map). */
const notSomeone: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:trail|tracks?|prints|footprints|path|road|river|stream|signs?|map|scent|smell|blood|sound|voice|light|song|singing|tune|melody|music|beat|rhythm|smoke|directions|arrows?|rope|wire|cable|corridor|tunnel|stairs|plan|instructions|rules|lead)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:dấu|vết|đường|lối|dòng|tiếng|ánh|mùi|bản đồ|chỉ dẫn|hướng|sợi|dây|kế hoạch|cầu thang|hành lang)(?![\p{L}\p{M}])/iu,
  ko: /발자국|흔적|길|소리|빛|불빛|냄새|지도|핏자국|표시|화살표|계단|복도|통로|줄|계획|노래|음악|멜로디|박자|리듬/u,
  zh: /脚印|痕迹|路|声|光|味|地图|血迹|标记|箭头|楼梯|走廊|通道|绳|计划|歌|曲|旋律|音乐|节奏|调子|节拍/u,
};

const patterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:follow|follows|tail|tails|shadow|shadows)\s+((?:the|your|my|that|this)\s+[\w'-]+(?:\s+[\w'-]+){0,4}|him|her|them|\p{Lu}[\w'-]*)/u,
  vi: /(?<![\p{L}\p{M}])(?:đi theo|bám theo|theo sau|lén theo|theo)\s+((?:anh|chị|em|cô|chú|bác|ông|bà|cậu|thầy|người|con)(?:\s+[\p{L}\p{M}]+){0,2}|\p{Lu}[\p{L}\p{M}]*)/u,
  ko: /([가-힣]+(?:\s[가-힣]+)?)(?:를|을)\s*(?:몰래\s*|조용히\s*|계속\s*)?(?:따라간다|따라가|쫓아간다|쫓아가|뒤쫓|미행)/u,
  zh: /(?:跟着|跟踪|尾随|跟上)(?:那个|这个|那位|这位)?([\p{Script=Han}]{1,8}?)(?=走|去|进|到|骑|出门|出去|离开|下楼|上楼|往|，|。|$)/u,
};

const pronouns: Readonly<Record<string, string>> = { him: 'he', her: 'she', them: 'they' };

/** The person or creature a step follows (rule A checked), or null when it follows a trail, a path or a sound. */
export function followedSomeone(step: string, language: ContentLanguage): string | null {
  const text = step.trim().replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase());
  const raw = patterns[language].exec(text)?.[1];
  if (!raw || notSomeone[language].test(raw)) return null;
  if (language === 'en') {
    const lower = raw.toLowerCase();
    if (pronouns[lower]) return pronouns[lower] as string;
    const cut = raw.replace(/\s+(?:into|to|down|up|out|through|across|around|and|as|on|off|back|inside|outside|home|away)\b.*$/iu, '');
    return trimToNounPhrase(cut.replace(/^(?:my|your)\s/iu, 'the '), 'en');
  }
  if (language === 'vi') return trimToNounPhrase(raw.replace(/\s+(?:vào|ra|lên|xuống|tới|đến|về|đi|sang|qua|rồi|và)(?:\s.*)?$/iu, ''), 'vi');
  if (language === 'ko') return trimToNounPhrase(raw.split(/\s+/u).pop(), 'ko');
  return trimToNounPhrase(raw, 'zh');
}

/** The beat of following someone: kept in sight, they lead somewhere. */
export function followLine(language: ContentLanguage, who: string, light: boolean): string {
  switch (language) {
    case 'vi':
      return light
        ? `Bạn đi cách một quãng, cố không để bị phát hiện. Cuối cùng ${who} dừng lại trước một chỗ rất đỗi bình thường, hít một hơi rồi bước vào, không hề biết bạn đang ở ngay phía sau.`
        : `Bạn giữ khoảng cách, không để ${who} khuất khỏi tầm mắt. Một lúc sau, ${who} dừng lại, ngoái nhìn một lần như cảm thấy điều gì, rồi lách qua một cánh cửa mà nếu đi một mình bạn sẽ chẳng bao giờ để ý.`;
    case 'ko':
      return light
        ? `들키지 않게 조금 떨어져서 따라간다. 마침내 ${withParticle(who, '이')} 평범해 보이는 곳 앞에 멈춰 서서, 숨을 한 번 고르고 안으로 들어간다. 당신이 바로 뒤에 있다는 건 꿈에도 모른 채.`
        : `거리를 두고, ${who}에게서 눈을 떼지 않는다. 한참 뒤 ${withParticle(who, '이')} 걸음을 멈추고, 뭔가 느낀 듯 한 번 뒤를 돌아보더니, 혼자였다면 절대 눈치채지 못했을 문 안으로 들어간다.`;
    case 'zh':
      return light
        ? `你远远地跟着，生怕被发现。最后，${who}在一个再普通不过的地方停下，深吸一口气走了进去，完全没发现你就在身后。`
        : `你远远跟着，一刻也没让${who}离开视线。过了一会儿，${who}停下脚步，像是察觉到什么，回头看了一眼，然后闪身进了一扇你自己绝不会注意到的门。`;
    default: {
      const verb = (base: string, third: string): string => (who === 'they' ? base : third);
      return light
        ? `You hang back a little, trying not to be seen. At last ${who} ${verb('stop', 'stops')} somewhere quite ordinary, ${verb('take', 'takes')} a breath and ${verb('go', 'goes')} in, never guessing you are right behind.`
        : `You keep your distance and never let ${who === 'he' ? 'him' : who === 'she' ? 'her' : who === 'they' ? 'them' : who} out of sight. After a while ${who} ${verb('stop', 'stops')}, ${verb('glance', 'glances')} back once as if sensing something, then ${verb('slip', 'slips')} through a door you would never have noticed on your own.`;
    }
  }
}

/** The options after following someone to a door. */
export function followOptions(language: ContentLanguage, who: string): string[] {
  switch (language) {
    case 'vi':
      return [`Theo ${who} vào trong`, 'Chờ bên ngoài, canh cánh cửa', `Gọi ${who} lại`];
    case 'ko':
      return [`${withParticle(who, '을')} 따라 안으로 들어간다`, '밖에서 그 문을 지켜본다', `${withParticle(who, '을')} 불러 세운다`];
    case 'zh':
      return [`跟着${who}进去`, '在外面守着那扇门', `喊住${who}`];
    default: {
      const them = who === 'he' ? 'him' : who === 'she' ? 'her' : who === 'they' ? 'them' : who;
      return [`Go in after ${them}`, 'Wait outside and watch the door', `Call out to ${them}`];
    }
  }
}
