/**
 * Any thing found, read by grammar (issue 13, round 10): the object of found / picked up ("found an old brass key
 * under the bench"), of nhặt được / tìm thấy with its classifier ("nhặt được một chiếc găng tay len"), before 을 / 를
 * 주웠다 / 발견했다 ("낡은 열쇠를 주웠다"), after 捡到 / 发现 with its measure word ("捡到一把旧钥匙"). Told as a lost
 * thing returned: a notice, the owner who comes, why it mattered, in four languages.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { findActor } from './story-thing-actors.ts';

/** A thing found that the lexicon does not know, as the visitor named it. */
export interface LostThing {
  /** The thing with the writer's article or demonstrative (the old brass key, chiếc găng tay len, 열쇠, 那把旧钥匙). */
  name: string;
}

const enFound = /\b(?:found|picked up|came across|stumbled (?:on|upon)|dug up|spotted)\s+(?:an?|the|some|this|someone['’]s|somebody['’]s)\s+((?:[\w-]+\s+){0,2}?[\w-]+?)(?=\s+(?:in|on|at|under|behind|inside|near|by|outside|lying|tucked|while|when|that|which|with|from|among|between|next)\b|\s*[.,!?;]|\s*$)/iu;
const viFound = /(?:nhặt được|tìm thấy|tìm được|bắt gặp|thấy)\s+(?:một\s+|mấy\s+)?((?:chiếc|cái|cuốn|quyển|tấm|chùm|sợi|đôi|viên|chìa|món|túi|bức)\s+(?:\p{L}+\s?){1,3})/iu;
const viStop = /\s(?:ở|trong|trên|dưới|bên|của|lúc|khi|rơi|nằm|giữa|cạnh|gần|ngoài|sau|trước|đã|vừa)(?:\s.*)?$/iu;
const koFound = /([가-힣]+)(?:을|를)\s?(?:주웠|발견했|발견하|찾았|주워)/u;
const zhFound = /(?:捡到了?|发现了?|找到了?|拾到了?|捡了)(?:一|半|两)?(个|只|张|把|本|块|枚|条|串|副|顶|支|件|双|颗|枝)([\u4e00-\u9fff]{1,6}?)(?=[，。！？,.]|$|在|的时候|时)/u;

/** A question, or someone or something gone (vanished, biến mất, 사라진, 消失): a mystery, not a lost thing. */
const gone: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[?]|\b(?:vanished|disappeared|missing|ghost|by itself|on its own|impossible|dated tomorrow)\b/iu,
  vi: /[?]|biến mất|mất tích|(?:^|\s)ma(?=[\s,.]|$)|tự nó/iu,
  ko: /[?]|사라|실종|귀신|없어진|저절로/u,
  zh: /[?？]|消失|失踪|不见了|鬼|自己[会在动]/u,
};

/** Words that name a person, an animal or nothing in particular: no lost thing. */
const notThing = /^(?:one|thing|something|way|time|place|person|man|woman|boy|girl|kid|child|baby|cat|dog|bird|note|letter|photo|card|book)$/iu;

/** The thing an opening says was found, read by grammar, or null. */
export function findLostThing(opening: string, language: ContentLanguage): LostThing | null {
  const text = opening.trim();
  // A strange or asked opening, or one about a person (a grandmother gone three days), is not about a lost thing.
  if (gone[language].test(text) || findActor(text, language)?.kind === 'person') return null;
  if (language === 'en') {
    const phrase = enFound.exec(text)?.[1]?.trim();
    if (phrase === undefined || notThing.test(phrase.split(/\s+/u).pop() ?? '') || findActor(phrase, 'en') !== null) return null;
    // A brand keeps its capital (the Nikon); any other word is as the visitor wrote it.
    return { name: `the ${phrase}` };
  }
  if (language === 'vi') {
    const phrase = viFound.exec(text)?.[1]?.replace(viStop, '').replace(/[.,!?]+$/u, '').trim();
    if (phrase === undefined || phrase.split(/\s+/u).length < 2 || findActor(phrase, 'vi') !== null) return null;
    return { name: phrase.toLowerCase() };
  }
  if (language === 'ko') {
    const noun = koFound.exec(text)?.[1];
    if (noun === undefined || noun.length < 2 || findActor(noun, 'ko') !== null || /^(?:것|거|무언가|뭔가|사람|길)$/u.test(noun)) return null;
    return { name: noun };
  }
  const match = zhFound.exec(text);
  if (match === null || findActor(match[2] ?? '', 'zh') !== null) return null;
  return { name: `那${match[1]}${match[2]}` };
}

/** Writes the beginning, middle and ending sentences of a lost thing found and returned, told by the narrator. */
export function writeLostThing(lost: LostThing, language: ContentLanguage): string[][] {
  const thing = lost.name;
  if (language === 'en') {
    return [
      [`I picked up ${thing} and looked at it for a long moment.`, 'Someone had lost it, and it did not look like the kind of thing people stop missing.'],
      [`I left a small notice right where I had found it, with my phone number on it.`, 'Two days later a woman called, a little out of breath: she had retraced her steps three times looking for it.', 'It was not worth much, she said, but it had been a present from someone she missed.'],
      [`We met the next morning, and she held ${thing} for a moment before she put it away.`, 'I still think of her whenever I pass that spot.'],
    ];
  }
  if (language === 'vi') {
    return [
      [`Tôi cầm ${thing} lên, nhìn một lúc lâu.`, 'Ai đó đã đánh rơi nó, mà trông nó không giống thứ người ta dễ dàng quên đi.'],
      ['Tôi dán một mẩu giấy nhỏ ngay chỗ nhặt được, ghi số điện thoại của mình.', 'Hai hôm sau, một chị gọi tới, giọng còn hơi hổn hển: chị đã đi lại con đường ấy ba lần để tìm.', 'Chị bảo nó chẳng đáng bao nhiêu tiền, nhưng là quà của một người chị rất nhớ.'],
      [`Sáng hôm sau chúng tôi gặp nhau, chị cầm ${thing} một lúc lâu rồi mới cất đi.`, 'Giờ mỗi lần đi ngang chỗ ấy, tôi lại nhớ đến chị.'],
    ];
  }
  if (language === 'ko') {
    return [
      [`나는 ${withParticle(thing, '을')} 주워 들고 한참을 들여다보았다.`, '누군가 잃어버린 물건이었다. 쉽게 잊힐 물건처럼 보이지는 않았다.'],
      ['나는 주운 자리에 작은 쪽지를 붙여 두었다. 내 전화번호와 함께.', '이틀 뒤 한 여자분에게서 전화가 왔다. 숨이 조금 찬 목소리였다. 그걸 찾으려고 같은 길을 세 번이나 되짚어 걸었다고 했다.', '비싼 물건은 아니지만, 보고 싶은 사람에게 받은 선물이라고 했다.'],
      [`다음 날 아침 우리는 만났다. 그분은 ${withParticle(thing, '을')} 한참 손에 쥐고 있다가 조심스럽게 넣었다.`, '지금도 그 자리를 지날 때면 그분 생각이 난다.'],
    ];
  }
  return [
    [`我把${thing}捡起来，看了好一会儿。`, '是谁丢的呢？它看起来不像是那种丢了就会被忘掉的东西。'],
    ['我在捡到它的地方贴了一张小纸条，留了我的电话。', '两天后，一位女士打来电话，声音还有点喘：为了找它，她把那段路来回走了三遍。', '她说这东西不值什么钱，可那是一个她很想念的人送的礼物。'],
    [`第二天早上我们见了面，她把${thing}握在手里好一会儿，才小心地收起来。`, '现在每次经过那个地方，我都会想起她。'],
  ];
}
