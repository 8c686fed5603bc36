/**
 * What the player carries that the story says is changing (issue 13, round 9b: "the dragon's egg in your satchel has
 * started to crack" was gone after riding to the elder's hut), and a dust cloud looked at up close. A thing in the
 * player's bag that the story has cracking, glowing, ticking or moving stays in the beat when the beat never named it;
 * a growing dust cloud watched through a glass or from a height shows riders coming.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

/** A carried thing in a sentence that has it changing; the first group is the thing, the second the bag. */
const carriedPatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b((?:[Tt]he|[Aa])\s+[a-z]+(?:'s)?(?:\s[a-z]+)?)\s+in your\s+(satchel|bag|backpack|pack|pocket|coat|arms)\b[^.]*?\b(crack|glow|tick|hum|mov|stir|shak|hatch|vibrat|puls)\w*/u,
  vi: /((?:[Qq]uả|[Cc]ái|[Cc]hiếc|[Vv]iên|[Cc]on)\s+[\p{Ll}\p{M}]+(?:\s[\p{Ll}\p{M}]+)?)\s+trong\s+(ba lô|balo|túi|tay nải|áo)[^.]*?(?:nứt|phát sáng|rung|cựa|ấm lên|nở|động đậy)/u,
  ko: /(?:가방|배낭|주머니|품)\s?(?:속|안)의\s([가-힣]+(?:\s[가-힣]+)?)(?:이|가|은|는)\s[^.]*?(?:금이 가|빛나|떨리|움직|꿈틀|따뜻해)/u,
  zh: /(?:背包|包|口袋|怀)里的([\p{Script=Han}]{1,4}?)(?:已经|开始|正在|正|在)[^。]*?(?:裂|发光|发烫|颤动|动|跳)/u,
};

/** The English -ing of a changing verb's stem. */
const englishDoing: Readonly<Record<string, string>> = { crack: 'cracking', glow: 'glowing', tick: 'ticking', hum: 'humming', mov: 'moving', stir: 'stirring', shak: 'shaking', hatch: 'hatching', vibrat: 'vibrating', puls: 'pulsing' };

/** The thing the player carries that the story has changing, with the bag it is in, or null. */
export function carriedChanging(story: string, language: ContentLanguage): { thing: string; bag: string; doing?: string } | null {
  const found = carriedPatterns[language].exec(story);
  if (!found) return null;
  const thing = (found[1] ?? '').replace(/^\p{Lu}/u, (first) => first.toLowerCase()).replace(/^a\s/u, 'the ');
  const doing = language === 'en' ? englishDoing[found[3] ?? ''] : undefined;
  return { thing, bag: language === 'ko' || language === 'zh' ? '' : (found[2] ?? ''), ...(doing ? { doing } : {}) };
}

/** The line that keeps a changing carried thing in the beat. */
export function carriedLine(language: ContentLanguage, carried: { thing: string; bag: string; doing?: string }): string {
  const { thing, bag } = carried;
  if (language === 'en') return `In your ${bag}, ${thing} is still ${carried.doing ?? 'changing'}; you can feel it through the cloth.`;
  if (language === 'vi') return `Trong ${bag}, ${thing} vẫn đang biến đổi; bạn cảm nhận được qua lớp vải.`;
  if (language === 'ko') return `가방 속 ${withParticle(thing, '은')} 여전히 조금씩 변하고 있다. 천 너머로도 느껴진다.`;
  return `包里的${thing}还在一点点变化，隔着布都能感觉到。`;
}

/** A dust cloud in the story, and the looking at it (through a glass, from a height). */
const dustCloud: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bdust cloud\b|\bcloud of dust\b/iu,
  vi: /đám bụi|bụi mù/iu,
  ko: /흙먼지|모래 먼지|먼지구름/u,
  zh: /尘土|烟尘|沙尘/u,
};
const lookingAt: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:watch|watches|look|looks|peer|peers|scan|scans|study|studies)\b.*\b(?:dust|cloud|spyglass|telescope|binoculars)\b/iu,
  vi: /(?:nhìn|quan sát|ngó)(?![\p{L}\p{M}]).*(?:bụi|ống nhòm)/iu,
  ko: /(?:먼지|망원경|쌍안경).*(?:본다|살핀다|지켜본다|관찰)/u,
  zh: /(?:看|观察|望).*(?:尘|望远镜)|(?:望远镜).*(?:看|望)/u,
};

/** The line of a dust cloud looked at up close: riders coming, or null when the choice looks at no dust cloud. */
export function dustCloudLine(told: string, story: string, language: ContentLanguage): string | null {
  if (!dustCloud[language].test(story) || !lookingAt[language].test(told)) return null;
  return {
    en: 'Up close, the dust cloud breaks into shapes: riders, a dozen at least, coming hard your way.',
    vi: 'Nhìn gần, đám bụi hiện ra thành từng bóng người: một toán người cưỡi ngựa, ít nhất cả chục, đang phi thẳng về phía bạn.',
    ko: '가까이서 보니 흙먼지 속에 형체들이 드러난다. 말 탄 사람들이다. 적어도 열은 넘고, 곧장 이쪽으로 달려온다.',
    zh: '凑近一看，尘土里显出了人影：是一队骑手，少说也有十几个，正朝你这边疾驰而来。',
  }[language];
}

/** The options after seeing riders in the dust: warn the others, judge the time, get out of sight. */
export function dustOptions(language: ContentLanguage): string[] {
  return {
    en: ['Climb down and warn the others', 'Count them and judge how long you have', 'Find somewhere to get out of sight'],
    vi: ['Leo xuống báo cho mọi người', 'Đếm xem bao nhiêu người và còn bao lâu', 'Tìm chỗ khuất để trốn'],
    ko: ['내려가서 다른 사람들에게 알린다', '몇 명인지 세고 시간이 얼마나 남았는지 가늠한다', '몸을 숨길 곳을 찾는다'],
    zh: ['下去提醒其他人', '数数有多少人，估算还剩多少时间', '找个地方躲起来'],
  }[language];
}
