/**
 * A kindness done to the opening's named hero (issue 13, round 13): "민지는 … 짝꿍이 말없이 책을 반으로 펴서 가운데에
 * 놓아 주었다", "On her first day Hana sat alone until the girl next to her shared her lunch with her", "Lan quên hộp bút,
 * cậu bạn cùng bàn lặng lẽ đưa cho Lan một cây bút", "小雨忘了带伞，同桌把自己的伞借给了她". Read by grammar: a person
 * subject (giver) of a clause whose act is done FOR the hero (Korean -아/어 주다, Chinese 给 / 借给 / 帮 + 她 / 他 / the
 * name, Vietnamese cho / giúp + the hero, English gave / lent / handed / shared … her / him or "for her"). The hero
 * does not know what to say, gives something back the next day, and the two are friends after; the giver stays a
 * person named as the opening names them. The narrator's own kindness is story-shape12-acted.ts's.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { guessGender, readTextFacts } from './name-finder.ts';
import { drawStoryLine } from './story-event-plot.ts';
import { isPersonPhrase } from './story-default-clause.ts';
import { isPersonNoun, isPlaceOrTime } from './clause-roles.ts';

/** The kindness: who gave and the hero who received. */
export interface KindnessToHero {
  giver: string;
  hero: string;
  /** The hero's English pronoun (she, he, or they). */
  gender: 'she' | 'he' | null;
}

/** People by place beside the hero, which no person list holds (짝꿍, 同桌, bạn cùng bàn, desk mate). */
const besideWords = /^(?:짝꿍|짝|옆자리 ?(?:친구|아이|애)?|앞자리 ?(?:친구|아이|애)?|뒷자리 ?(?:친구|아이|애)?|同桌|邻座|前桌|后桌|(?:cậu |cô |con )?bạn cùng bàn|(?:the )?(?:desk ?mate|seatmate|girl next to (?:her|him)|boy next to (?:her|him)|kid next to (?:her|him)))$/iu;

/** A clause's act done for the hero; `{hero}` stands for the hero's name. Group 1 is the giver. */
function kindClause(language: ContentLanguage, hero: string): RegExp {
  const h = hero.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
  if (language === 'ko') return new RegExp(`(?:^|[.,!?]\\s*)(?:그때|그러자|그런데|마침|그날|오늘)?\\s?((?:[가-힣]+\\s){0,3}?[가-힣]+?)(?:이|가|께서)\\s[^.!?]{0,40}?[가-힣](?:아|어|여|해)?\\s?(?:주었|줬|주셨|주고)`, 'u');
  if (language === 'zh') return new RegExp(`(?:^|[，,。！])([\\u4e00-\\u9fff]{1,8}?)(?:默默地?|悄悄地?|偷偷地?|主动|就|却|便)?(?:把[^，。]{1,12}?)?(?:借给|递给|分给|让给|送给|给|帮|替)(?:了)?(?:她|他|${h})`, 'u');
  if (language === 'vi') return new RegExp(`(?:^|[,.]\\s*)((?:cậu|cô|anh|chị|bà|ông|chú|bác|con|thằng|đứa|một|người)\\s[^,.]{1,25}?)\\s(?:lặng lẽ\\s|liền\\s|bèn\\s|khẽ\\s|đã\\s|vội\\s)*(?:đưa|đẩy|chia|nhường|cho mượn|mang|cầm|đặt|để)\\s[^,.]{0,30}?(?:cho|sang cho|giúp)\\s(?:cô|cậu|em|nó|${h})(?=[\\s,.!?]|$)`, 'iu');
  return new RegExp(`(?:^|[,.;]\\s*(?:and\\s|but\\s|then\\s)?|\\buntil\\s|\\bwhen\\s|\\bthen\\s)((?:the|a|an|his|her)\\s(?:[a-z-]+\\s){0,6}?[a-z-]+?)\\s(?:quietly\\s|silently\\s|just\\s)?(?:lent|gave|handed|offered|passed|shared|saved|bought|brought|made|slid|drove|walked|helped|carried|paid for|waited for|covered for)\\s(?:(?:her|him|${h})\\b|[^,.]{1,30}?\\s(?:with|for|to)\\s(?:her|him|${h})\\b)`, 'iu');
}

/** Reads a kindness a person did for the opening's named hero, or null. */
export function findKindnessToHero(opening: string, language: ContentLanguage): KindnessToHero | null {
  const facts = readTextFacts(opening);
  if (facts.firstPerson || /(?:^|\s)(?:tôi|mình)(?=[\s,.]|$)|(?:^|\s)(?:나는|내가|나도)|我/iu.test(opening)) return null;
  const firstSentence = opening.split(/(?<=[.!?。！？])\s*/u)[0] ?? opening;
  // A Korean hero is the topic or subject of a clause start (서윤이는, 민지가); a role word before 님 is never one.
  const koreanSubject = (name: string): boolean => new RegExp(`(?:^|[,.]\\s*|\\s)${name}(?:이)?(?:는|은|가|이)\\s`, 'u').test(opening);
  const hero = facts.names.find((name) => firstSentence.includes(name) && (language !== 'ko' || koreanSubject(name)));
  if (hero === undefined) return null;
  const m = kindClause(language, hero).exec(opening);
  if (m === null) return null;
  // A Chinese act inside a relative clause (穿着妈妈帮他熨好的衬衫) describes a thing; it is no kindness told.
  if (language === 'zh' && /^[^，,。！!？?]*的/u.test(opening.slice(m.index + m[0].length))) return null;
  const raw = (m[1] as string).trim();
  const giver = language === 'en' ? raw.replace(/^an?\s/iu, 'the ').replace(/^(?:his|her)\s/iu, 'the ').replace(/\s+(?:at|from|in|on|by|next to|across)\s.*$/u, '') : language === 'vi' ? raw.replace(/^(?:một|1)\s/iu, '').replace(/^\p{Lu}/u, (letter) => letter.toLowerCase()) : raw;
  if (giver === '' || giver.includes(hero) || hero.includes(giver)) return null;
  // The act is done FOR the hero (given, lent, -아 주다, 借给她): its subject acts as a person does, whatever its noun
  // (a welder, 对面工位的大姐); only a place, a time or a machine is not one.
  const person = besideWords.test(giver) || isPersonPhrase(giver, language) || isPersonNoun(giver, language, opening) || !(isPlaceOrTime(giver, language) || notGiver[language].test(giver));
  if (!person) return null;
  const gender = language === 'en' ? (/\bher\b|\bshe\b/iu.test(opening) ? 'she' : /\bhim\b|\bhe\b/iu.test(opening) ? 'he' : guessGender(hero)) : null;
  return { giver, hero, gender };
}

/** Subjects that give without being a person (the machine gave him a shock, 风, 바람, gió). */
const notGiver: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:machine|wind|rain|sun|door|phone|computer|car|storm|day|night|it|life|world)$/iu,
  vi: /(?:máy|gió|mưa|nắng|cửa|điện thoại|cuộc đời|trời)$/iu,
  ko: /(?:기계|바람|비|햇살|문|전화|세상|하늘|날씨)$/u,
  zh: /(?:机器|风|雨|阳光|门|手机|老天|生活|天气)$/u,
};

type KindBeat = 'react' | 'back' | 'reply' | 'end';

const lines: Readonly<Record<ContentLanguage, Readonly<Record<KindBeat, readonly string[]>>>> = {
  en: {
    react: [
      '{hero} did not know what to say, so {she} said nothing, and {giver} did not seem to need {herObject} to.',
      'It was such a small thing. {hero} thought about it for the rest of the day anyway.',
      '{hero} looked at {giver} out of the corner of {her} eye, but {giver} was already busy with something else, as if it were nothing.',
    ],
    back: [
      'The next morning {hero} came early and left something small where {giver} would find it, with a note that only said thank you.',
      'The next day {hero} brought two of everything, and pushed one across without a word.',
      'Only at the end of the day did {hero} manage a “thank you”, quieter than {she} meant it to be.',
    ],
    reply: [
      '{giver} only shrugged and smiled. “You looked like you needed it,” was all the explanation {hero} ever got.',
      '{giver} laughed. “Everyone needs a hand sometimes. Someone did the same for me once.”',
      '{giver} looked almost embarrassed. “It was nothing,” {giver} said, and then, after a moment, “Want to have lunch tomorrow?”',
    ],
    end: [
      'After that, {hero} and {giver} shared more than that: lunches, jokes, the walk home.',
      'Years later, {hero} could not remember much else about that day. {she:cap} remembered {giver}.',
      'That was how it started. Small things, it turned out, were how {hero} and {giver} said everything.',
    ],
  },
  vi: {
    react: [
      '{hero} không biết nói gì, nên chẳng nói gì, và {giver} cũng có vẻ không cần {hero} nói.',
      'Chỉ là một việc nhỏ thôi. Vậy mà cả ngày hôm đó {hero} cứ nghĩ mãi.',
      '{hero} liếc sang {giver}, nhưng {giver} đã quay đi làm việc khác, như thể chẳng có gì.',
    ],
    back: [
      'Sáng hôm sau {hero} đến sớm, để lại cho {giver} một món quà nhỏ, kèm mảnh giấy chỉ ghi “cảm ơn”.',
      'Hôm sau {hero} mang theo mọi thứ gấp đôi, và lặng lẽ đẩy một phần sang.',
      'Mãi đến cuối ngày {hero} mới nói được câu “cảm ơn”, nhỏ hơn {hero} định.',
    ],
    reply: [
      '{giver} chỉ nhún vai cười: “Trông cậu cần mà.” Đó là tất cả lời giải thích.',
      '{giver} bật cười: “Ai cũng có lúc cần người giúp. Hồi trước cũng có người làm vậy cho mình.”',
      '{giver} có vẻ hơi ngượng: “Có gì đâu.” Rồi ngập ngừng: “Mai ăn trưa chung nhé?”',
    ],
    end: [
      'Từ đó {hero} và {giver} chia nhau nhiều thứ hơn thế: bữa trưa, chuyện vui, cả quãng đường về nhà.',
      'Nhiều năm sau {hero} chẳng nhớ nổi gì khác của ngày hôm đó. Nhưng {hero} nhớ {giver}.',
      'Mọi chuyện bắt đầu như thế. Hóa ra với {hero} và {giver}, những việc nhỏ là cách nói mọi điều.',
    ],
  },
  ko: {
    react: [
      '{hero:는} 뭐라고 해야 할지 몰라 아무 말도 못 했다. {giver:도} 굳이 말을 바라는 것 같지 않았다.',
      '아주 작은 일이었다. 그런데도 {hero:는} 그날 하루 종일 그 생각을 했다.',
      '{hero:는} 곁눈질로 {giver:를} 보았지만, {giver:는} 벌써 아무 일도 없었다는 듯 다른 걸 하고 있었다.',
    ],
    back: [
      '다음 날 아침 {hero:는} 일찍 와서 {giver:가} 볼 만한 곳에 작은 선물을 놓아 두었다. ‘고마워’라고만 적은 쪽지와 함께.',
      '다음 날 {hero:는} 뭐든 두 개씩 챙겨 와서, 말없이 하나를 밀어 주었다.',
      '하루가 다 끝나 갈 무렵에야 {hero:는} 겨우 “고마워”라고 했다. 생각보다 작은 목소리로.',
    ],
    reply: [
      '{giver:는} 어깨만 으쓱하고 웃었다. “필요해 보여서.” 설명은 그게 다였다.',
      '{giver:는} 웃었다. “누구나 그럴 때 있잖아. 나도 누가 그렇게 해 줬었어.”',
      '{giver:는} 오히려 쑥스러워했다. “별거 아냐.” 그러고는 잠깐 있다가 말했다. “내일 점심 같이 먹을래?”',
    ],
    end: [
      '그 뒤로 {hero:와} {giver:는} 더 많은 걸 나눴다. 점심도, 시시한 농담도, 집에 가는 길도.',
      '몇 년이 지나 {hero:는} 그날의 다른 일은 거의 기억하지 못했다. {giver:는} 기억했다.',
      '그렇게 시작됐다. {hero:와} {giver}에게는 작은 일들이 모든 말을 대신했다.',
    ],
  },
  zh: {
    react: [
      '{hero}不知道该说什么，就什么也没说。{giver}好像也并不需要{hero}说什么。',
      '只是一件很小的事。可{hero}一整天都在想着它。',
      '{hero}偷偷看了{giver}一眼，{giver}却已经在忙别的了，好像什么都没发生。',
    ],
    back: [
      '第二天一早，{hero}早早到了，给{giver}留了一样小东西，和一张只写着“谢谢”的纸条。',
      '第二天{hero}什么都带了两份，一声不响地推过去一份。',
      '那天快结束的时候，{hero}才终于说出一声“谢谢”，声音比自己想的还小。',
    ],
    reply: [
      '{giver}只是耸耸肩笑了：“看你挺需要的。”解释就这么多。',
      '{giver}笑了：“谁都有需要人帮一把的时候，以前也有人这样帮过我。”',
      '{giver}反倒有点不好意思：“没什么。”过了一会儿又说：“明天一起吃午饭吧？”',
    ],
    end: [
      '从那以后，{hero}和{giver}分享的东西越来越多：午饭、闲聊，还有回家的那段路。',
      '很多年后，{hero}早就不记得那天别的事了，却一直记得{giver}。',
      '事情就是这样开始的。对{hero}和{giver}来说，小事就是说出一切的方式。',
    ],
  },
};

/** Writes the kindness's three paragraphs (the caller puts the opening before the first). */
export function writeKindnessToHero(kind: KindnessToHero, language: ContentLanguage, random: () => number): string[][] {
  const [she, her] = kind.gender === 'he' ? ['he', 'him'] : kind.gender === 'she' ? ['she', 'her'] : ['they', 'them'];
  const slots: Record<string, string> = { hero: kind.hero, giver: kind.giver, she: she as string, herObject: her as string, her: kind.gender === 'he' ? 'his' : kind.gender === 'she' ? 'her' : 'their' };
  const pick = (beat: KindBeat): string => {
    const pool = lines[language][beat];
    return drawStoryLine(pool, slots, language, random);
  };
  return [[pick('react')], [pick('back'), pick('reply')], [pick('end')]];
}
