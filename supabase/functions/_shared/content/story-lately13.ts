/**
 * Someone close who has been doing something new lately, on their own (issue 13, round 13): "Mom keeps smiling at her
 * phone lately", "아빠가 요즘 밤마다 베란다에서 몰래 뭔가를 쓰신다", "妈妈最近总是一个人对着手机笑", "dạo này bố cứ lén ra
 * ban công". A relative (the opening's own kin word) with a word of lately (lately, dạo này, 요즘, 最近) and a word of
 * doing it alone or in secret. The narrator has noticed for a while, asks at last, and the answer is a warm, ordinary
 * one (something being learned, an old friend found again, a surprise being made); after that it is done openly.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { findOpeningKin } from './story-cast.ts';
import { drawStoryLine } from './story-event-plot.ts';

/** The relative who has been doing something lately. */
export interface LatelyKin {
  kin: string;
  /** The act is on a phone or in messages: the answer is someone found again, never a present being made. */
  talking: boolean;
  /** English pronouns of the relative. */
  he: string;
  him: string;
  his: string;
}

const lately: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:lately|these days|recently|for (?:weeks|a month|months) now|(?:has|have) been)\b/iu,
  vi: /dạo này|gần đây|mấy hôm nay|mấy tuần nay|độ này/iu,
  ko: /요즘|최근|요새|며칠째|몇 주째/u,
  zh: /最近|这些天|这阵子|近来|这几天/u,
};

const alone: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:secretly|in secret|alone|by (?:him|her)self|on (?:his|her) own|keeps?|always|every night|won['’]t tell|hides?)\b/iu,
  vi: /lén|một mình|giấu|cứ|suốt|tối nào|đêm nào/iu,
  ko: /몰래|혼자|숨기|자꾸|밤마다|매일/u,
  zh: /偷偷|一个人|总是|老是|每天晚上|每晚|瞒着|躲着/u,
};

/** Openings other readers tell: a death, an illness, strange events. */
const notThis: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:died|dead|funeral|hospital|ghost|vanish|sick|cancer)\b/iu,
  vi: /qua đời|đã mất|bệnh viện|ma(?=[\s,.]|$)|ốm|bệnh/iu,
  ko: /돌아가|병원|귀신|아프|암/u,
  zh: /去世|医院|鬼|生病|病了/u,
};

/** Reads a relative doing something new lately, or null. */
export function findLatelyKin(opening: string, language: ContentLanguage): LatelyKin | null {
  if (!lately[language].test(opening) || !alone[language].test(opening) || notThis[language].test(opening)) return null;
  const kin = findOpeningKin(opening, language);
  if (kin === null) return null;
  const female = /mom|mum|mother|grandma|grandmother|sister|aunt|wife|mẹ|má|bà|chị|엄마|어머니|할머니|언니|누나|妈|奶奶|外婆|姐/iu.test(kin);
  const male = /dad|father|grandpa|grandfather|brother|uncle|husband|bố|ba|ông|anh|아빠|아버지|할아버지|오빠|형|爸|爷爷|外公|哥/iu.test(kin);
  const [he, him, his] = female ? ['she', 'her', 'her'] : male ? ['he', 'him', 'his'] : ['they', 'them', 'their'];
  const talking = /\b(?:phone|messages?|texting|chatting|chat)\b|điện thoại|nhắn tin|핸드폰|휴대폰|폰|문자|카톡|手机|聊天|微信|短信/iu.test(opening);
  return { talking, kin: language === 'en' ? kin.replace(/^(?:My|Our)\s/u, (word) => word.toLowerCase()) : kin, he: he as string, him: him as string, his: his as string };
}

type Beat = 'react' | 'ask' | 'answer' | 'end';

const lines: Readonly<Record<ContentLanguage, Readonly<Record<Beat, readonly string[]>>>> = {
  en: {
    react: ['I had noticed for weeks and said nothing, and by now I had imagined every possible reason, most of them bad.', 'I told myself it was none of my business. It did not stop me wondering every time.'],
    ask: ['In the end I waited until {kin} was alone and asked, as lightly as I could. {He} went a little red.', 'At dinner I finally asked. {Kin} put down {his} fork, laughed, and said, “I was going to tell you.”'],
    answer: ['{Kin} had found an old friend from school again, and the two of them had forty years to catch up on, one message at a time.', '{Kin} was learning something new, badly, and did not want anyone to see until it was good.', 'It was for me: something {he} had been making for weeks, and now the surprise was half spoiled.'],
    end: ['After that {he} did it openly, at the kitchen table, and sometimes I sat with {him}.', 'I promised to look surprised when the time came. I am not sure I will manage it.'],
  },
  vi: {
    react: ['Tôi để ý mấy tuần rồi mà không nói gì, và đến giờ đã tưởng tượng ra đủ mọi lý do, phần lớn là chuyện không hay.', 'Tôi tự nhủ đó không phải việc của mình. Nhưng lần nào thấy cũng không khỏi thắc mắc.'],
    ask: ['Cuối cùng tôi đợi lúc chỉ có {kin} ở nhà rồi hỏi, nhẹ nhàng hết mức. {Kin} hơi đỏ mặt.', 'Bữa cơm tối, cuối cùng tôi cũng hỏi. {Kin} đặt đũa xuống, bật cười: “Định nói với con rồi đấy.”'],
    answer: ['{Kin} vừa tìm lại được một người bạn học cũ, và hai người có cả mấy chục năm để kể cho nhau, từng tin nhắn một.', '{Kin} đang tập một thứ mới, còn vụng lắm, nên không muốn ai thấy cho đến khi làm được.', 'Hóa ra là để dành cho tôi: một thứ {kin} làm mấy tuần nay, và giờ thì bất ngờ đã lộ mất một nửa.'],
    end: ['Từ đó {kin} làm chuyện ấy công khai ngay ở bàn ăn, và thỉnh thoảng tôi ngồi cùng.', 'Tôi hứa đến lúc đó sẽ làm bộ ngạc nhiên. Không chắc mình làm được.'],
  },
  ko: {
    react: ['몇 주째 눈치채고도 아무 말 하지 않았다. 그사이 나는 온갖 이유를 다 상상했다. 대부분 좋지 않은 쪽으로.', '내가 상관할 일이 아니라고 생각했다. 그래도 볼 때마다 궁금한 건 어쩔 수 없었다.'],
    ask: ['결국 나는 {kin:이} 혼자 있을 때를 기다렸다가, 최대한 가볍게 물었다. {kin:은} 얼굴이 살짝 붉어졌다.', '저녁을 먹다가 드디어 물었다. {kin:은} 숟가락을 내려놓고 웃었다. “말하려고 했는데.”'],
    answer: ['{kin:은} 학교 다닐 때 친구를 다시 찾았다고 했다. 사십 년 치 이야기를 문자 하나씩 나누는 중이었다.', '{kin:은} 새로운 걸 배우는 중이었다. 아직 서툴러서, 잘하게 될 때까지 아무한테도 보여 주기 싫었다고.', '알고 보니 나를 위한 거였다. 몇 주째 준비하던 선물이었는데, 이제 깜짝 놀라게 하기는 반쯤 글렀다.'],
    end: ['그 뒤로 {kin:은} 식탁에서 대놓고 그 일을 했고, 가끔은 나도 옆에 앉았다.', '그날이 오면 놀란 척하겠다고 약속했다. 잘할 수 있을지는 모르겠다.'],
  },
  zh: {
    react: ['我注意好几个星期了，一直没说，心里早把各种可能都想了一遍，大多不是好事。', '我告诉自己，这不关我的事。可每次看到，还是忍不住好奇。'],
    ask: ['最后我等到只有{kin}一个人在的时候，尽量轻描淡写地问了一句。{kin}脸有点红。', '吃晚饭时我终于问了。{kin}放下筷子，笑了：“本来就打算告诉你的。”'],
    answer: ['{kin}找回了一个上学时的老朋友，两个人有几十年的话要说，一条消息一条消息地聊。', '{kin}在学一样新东西，还学得很笨，不想在学会之前让任何人看见。', '原来是给我的：{kin}准备了好几个星期的东西，这下惊喜泄露了一半。'],
    end: ['从那以后，{kin}就光明正大地在饭桌上做这件事，有时候我也坐在旁边。', '我答应到时候一定装作很惊讶。能不能装得像，我自己也没把握。'],
  },
};

/** Writes the three paragraphs (the caller puts the opening before the first). */
export function writeLatelyKin(found: LatelyKin, language: ContentLanguage, random: () => number): string[][] {
  const cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
  const slots: Record<string, string> = { kin: found.kin, Kin: cap(found.kin), he: found.he, He: cap(found.he), him: found.him, his: found.his };
  const pick = (beat: Beat): string => {
    const pool = beat === 'answer' && found.talking ? lines[language][beat].slice(0, 1) : lines[language][beat];
    return drawStoryLine(pool, slots, language, random);
  };
  return [[pick('react')], [pick('ask'), pick('answer')], [pick('end')]];
}
