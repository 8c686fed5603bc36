/**
 * Someone who is at the same place every day (issue 13, round 13): "every afternoon an old woman sits on the bench
 * outside the library, but she never goes in", "sáng nào cũng có một cô bé ngồi trước cổng trường cũ", "매일 저녁
 * 놀이터 그네에 앉아 있는 할아버지", "每天傍晚都有一个老人坐在公交站台上". A daily habit is no one-off: the "a person
 * appears" shape's reason (someone late, a dead phone) contradicts it. The narrator watches for a while, sits down beside
 * them one day and says hello, and hears why: a plain, human reason tied to keeping a place (someone they used to meet
 * there, the best part of the day). The narrator keeps them company after. The person stays a person in every sentence.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findActor, type ThingActor } from './story-thing-actors.ts';
import { drawStoryLine } from './story-event-plot.ts';

/** A daily habit (every afternoon, chiều nào, 매일, 每天傍晚). */
const daily: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:every (?:single )?(?:morning|afternoon|evening|night|day)|each (?:morning|afternoon|evening|day))\b/iu,
  vi: /(?:sáng|trưa|chiều|tối|ngày|đêm) nào|mỗi (?:sáng|trưa|chiều|tối|ngày)|hằng ngày|ngày ngày/iu,
  ko: /매일|날마다|(?:아침|저녁|오후|밤)마다/u,
  zh: /每天|天天|每个?(?:早上|下午|傍晚|晚上)/u,
};

/** Being somewhere (sits, stands, waits): the habit is a person's place, not a task. */
const being: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:sits?|sat|sitting|stands?|stood|standing|waits?|waited|waiting)\b/iu,
  vi: /ngồi|đứng|đợi|chờ/iu,
  ko: /앉아|서\s?있|서\s?계|기다리/u,
  zh: /坐在|站在|等在|坐着|站着|等着/u,
};

/** Strange, grave or sad openings other readers tell (a ghost, a death). */
const notThis: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ghost|vanish(?:ed|es)?|disappear(?:ed|s)?|dead|died|no reflection|nobody else (?:can|could) see)\b/iu,
  vi: /(?:^|\s)ma(?=[\s,.]|$)|biến mất|chết|qua đời|không ai khác thấy/iu,
  ko: /귀신|사라지|사라졌|죽은|돌아가신|나만 보/u,
  zh: /鬼|消失|不见了|去世|死|只有我看得见/u,
};

/** An animal in the opening (the cat that sits at the old house every night): its own readers tell it, not a person's habit. */
const animal: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:cat|dog|puppy|kitten|bird|crow|pigeon|fox|horse)s?\b/iu,
  vi: /(?:con|chú|bé)\s(?:chó|mèo|chim|quạ|cún|cáo)/iu,
  ko: /고양이|강아지|개가|새가|까치|비둘기|여우/u,
  zh: /猫|狗|鸟|鸽子|乌鸦|狐狸/u,
};

/** Today, this morning: the day a habit broke. */
const brokeToday: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:today|this (?:morning|afternoon|evening)|tonight|yesterday)\b/iu,
  vi: /hôm nay|sáng nay|chiều nay|tối nay|hôm qua/iu,
  ko: /오늘|어제/u,
  zh: /今天|今早|今晚|昨天/u,
};

/** A person who keeps a daily place, read from the opening, or null. */
export function findHabitualPerson(opening: string, language: ContentLanguage): ThingActor | null {
  const text = opening.trim();
  // A day the habit broke (today the flowers wilted, hôm nay cửa đóng) is the missing routine's, not the habit's.
  if (!daily[language].test(text) || !being[language].test(text) || notThis[language].test(text) || animal[language].test(text) || brokeToday[language].test(text)) return null;
  const actor = findActor(text, language);
  return actor !== null && actor.kind === 'person' && !actor.kin ? actor : null;
}

type HabitBeat = 'react' | 'act' | 'find' | 'end';

const lines: Readonly<Record<ContentLanguage, Readonly<Record<HabitBeat, readonly string[]>>>> = {
  en: {
    react: [
      'For weeks I only watched from a distance. {Who} was always there at the same time, as if keeping an appointment nobody else knew about.',
      'I started to look for {who} without meaning to. The days {he} was there felt the right way round.',
    ],
    act: [
      'One day I sat down on the other end and said hello. {he:cap} seemed glad of it, and after a while {he} told me why {he} came.',
      'In the end I brought two cups of tea and offered one. {he:cap} took it, surprised, and we started talking.',
    ],
    find: [
      'Years ago {he} used to meet someone here at this hour. That someone was gone now, but {he} still kept the hour.',
      'There was nothing wrong at all. This was simply the best part of {his} day: the light at that hour, the people passing, the feeling of being part of it.',
      '{he:cap} had lived nearby all {his} life, and this place was where {his} day made sense. Home was quiet; here the world went by and said hello.',
    ],
    end: [
      'Now, some days, I sit there too. We do not always talk. Sometimes it is enough to keep someone company.',
      'After that I never walked past without stopping. {Who} would nod at the seat beside {him}, and I would sit.',
    ],
  },
  vi: {
    react: [
      'Mấy tuần liền tôi chỉ đứng xa mà nhìn. {who} lúc nào cũng ở đó đúng giờ ấy, như giữ một cuộc hẹn chẳng ai biết.',
      'Tôi bắt đầu vô thức tìm {who} mỗi lần đi ngang. Hôm nào có {who} ở đó, ngày như mới đúng là ngày.',
    ],
    act: [
      'Rồi một hôm tôi ngồi xuống đầu bên kia và chào một câu. {who} có vẻ mừng, và một lúc sau thì kể cho tôi nghe vì sao ngày nào cũng ra đây.',
      'Cuối cùng tôi mua hai ly trà đá, mời {who} một ly. Bất ngờ một chút, rồi hai người bắt đầu nói chuyện.',
    ],
    find: [
      'Ngày trước, giờ này {who} vẫn hẹn một người ở đây. Người ấy giờ không còn nữa, nhưng giờ hẹn thì vẫn là của {who}, và {who} vẫn giữ.',
      'Chẳng có chuyện gì cả. Chỉ là đây là lúc dễ chịu nhất trong ngày: nắng lúc ấy, người qua lại, cảm giác mình vẫn là một phần của phố.',
      'Nhà thì vắng, còn ở đây thì phố cứ chảy qua, thỉnh thoảng lại có người chào. Với {who}, thế là đủ.',
    ],
    end: [
      'Giờ thỉnh thoảng tôi cũng ra ngồi cùng. Không phải lúc nào cũng nói chuyện. Có khi chỉ cần ngồi cạnh nhau là đủ.',
      'Từ đó tôi không bao giờ đi lướt qua nữa. {who} chỉ vào chỗ trống bên cạnh, và tôi ngồi xuống.',
    ],
  },
  ko: {
    react: [
      '몇 주 동안 나는 멀리서 보기만 했다. {who:는} 늘 같은 시간에 그 자리에 있었다. 아무도 모르는 약속을 지키듯이.',
      '나도 모르게 지나갈 때마다 {who:를} 찾게 되었다. 그 자리에 있는 날은 하루가 제대로 돌아가는 것 같았다.',
    ],
    act: [
      '어느 날 나는 반대쪽 끝에 앉아 인사를 건넸다. {who:는} 반가워하는 눈치였고, 한참 뒤에 왜 매일 여기 오는지 이야기해 주었다.',
      '결국 나는 따뜻한 차 두 잔을 사 들고 가서 한 잔을 건넸다. {who:는} 놀라며 받았고, 그렇게 이야기가 시작됐다.',
    ],
    find: [
      '오래전, 이 시간이면 여기서 누군가를 만났다고 했다. 그 사람은 이제 없지만, 그 시간만은 여전히 자기 것이라서 지키는 거라고.',
      '별일은 아니었다. 그저 이때가 하루 중 가장 좋은 시간이라고 했다. 이 시간의 햇빛, 지나가는 사람들, 아직 세상의 한 부분이라는 느낌.',
      '집은 너무 조용하다고 했다. 여기 있으면 세상이 지나가고, 가끔은 누가 인사도 건넨다고.',
    ],
    end: [
      '이제 나도 가끔 옆에 앉는다. 늘 이야기를 나누는 건 아니다. 곁에 있어 주는 것만으로 충분한 날도 있다.',
      '그 뒤로 나는 그냥 지나친 적이 없다. {who:는} 옆자리를 가볍게 두드리고, 나는 거기 앉는다.',
    ],
  },
  zh: {
    react: [
      '好几个星期，我只是远远地看着。{who}总是在同一个时间出现在那儿，像在赴一个谁也不知道的约。',
      '不知不觉，我每次经过都会找{who}。{who}在的日子，一天才像是对的。',
    ],
    act: [
      '有一天，我在另一头坐下，打了声招呼。{who}好像挺高兴，过了一会儿，跟我说了为什么天天来这儿。',
      '后来我买了两杯热茶，递过去一杯。{who}愣了一下，接了过去，我们就这样聊了起来。',
    ],
    find: [
      '很多年前，每到这个时候，{who}都在这儿等一个人。那个人已经不在了，可这个时间还是{who}的，{who}一直守着。',
      '其实什么事也没有。只是这是一天里最好的时候：这个点的光，来来往往的人，觉得自己还是这条街的一部分。',
      '家里太安静了，{who}说。坐在这儿，世界从身边经过，偶尔还有人打个招呼。',
    ],
    end: [
      '现在，有时候我也过去坐一会儿。不一定说话。陪着一个人，有时候就够了。',
      '从那以后，我再也没有直接走过去。{who}会拍拍身边的位子，我就坐下。',
    ],
  },
};

/** Writes the habit's three paragraphs (the caller puts the opening before the first). */
export function writeHabitualPerson(person: ThingActor, language: ContentLanguage, random: () => number): string[][] {
  const [he, him, his] = person.pronouns;
  const who = language === 'en' ? person.en : language === 'vi' ? person.vi : language === 'ko' ? person.ko : person.zh;
  const slots: Record<string, string> = { who, Who: who.charAt(0).toUpperCase() + who.slice(1), he, him, his };
  const pick = (beat: HabitBeat): string => {
    // A child keeps no hour for someone long gone: the young take the other reasons.
    const pool = beat === 'find' && person.young ? lines[language][beat].slice(1) : lines[language][beat];
    return drawStoryLine(pool, slots, language, random);
  };
  return [[pick('react')], [pick('act'), pick('find')], [pick('end')]];
}
