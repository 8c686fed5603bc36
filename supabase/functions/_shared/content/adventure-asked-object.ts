/**
 * Round 18 (adv21): a question put to a being of the scene about a thing the scene shows, answered in its form from
 * that thing. Two forms, read by their grammar:
 * - what a word or a string of numbers the story quotes means ("ask the parrot what the numbers 4, 17, 32 mean", "rồng ơi
 *   chữ Sa-mir là gì vậy", "고양아 아르벤이 뭐야?", "白鹿，归墟是什么意思"): the being says what it means, naming it: numbers
 *   are a combination in that order, a word is an old name that opens what it is written on;
 * - a name asked ("what is your name?? i say through the door", "bạn tên gì", "너 이름이 뭐야", "你叫什么名字"): a name, or,
 *   from someone unseen in a dark story, a refusal to give one.
 * Before this, earlier readers answered both with stock lines ("It's a warning. It means: stop, and look twice", "Nobody
 * answers", "I saw the last person near it"). The word lists are grammatical classes (meaning words, name questions,
 * numerals, ask verbs and particles, words for a door between the two).
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';

export interface AskedObject {
  kind: 'means' | 'name';
  lines: string[];
  options: string[];
}

const L = '[\\p{L}\\p{M}]';
const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
const bare = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '');

/** The question asks what something means. */
const meaningWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:mean|means|meaning|stand for|stands for)\b/iu,
  vi: new RegExp(`(?<!${L})(?:nghĩa là gì|có nghĩa|nghĩa gì|ý nghĩa|ý là gì)(?!${L})`, 'iu'),
  ko: /뜻|의미/u,
  zh: /意思|含义|代表什么/u,
};

/** "What is X" (X the quoted thing itself). */
const whatIs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat(?:'s|’s|\s+is|\s+are)\b/iu,
  vi: new RegExp(`(?<!${L})là gì(?!${L})`, 'iu'),
  ko: /뭐야|뭐예요|뭐에요|뭔데|뭐지|무엇/u,
  zh: /是什么|是啥/u,
};

/** The question asks the being's name. */
const nameAsked: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat(?:'s|’s|\s+is)\s+(?:your|ur)\s+name\b|\bwho\s+are\s+you\b/iu,
  vi: new RegExp(`(?<!${L})tên (?:là )?gì(?!${L})|(?<!${L})tên (?:bạn|mày|cậu|em|anh|chị) là gì(?!${L})`, 'iu'),
  ko: /이름이?\s*(?:뭐|무엇|뭔)/u,
  zh: /叫什么(?:名字)?|名字是什么|你是谁/u,
};

/** Words for the thing between the player and the one asked (a door, a gap, a wall). */
const between: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:door|gap|wall|curtain|hatch)\b/iu,
  vi: new RegExp(`(?<!${L})(?:cửa|cánh cửa|khe|bức tường|vách)(?!${L})`, 'iu'),
  ko: /문|틈|벽|커튼/u,
  zh: /门|缝|墙|帘|柜/u,
};

/** A quoted word or string in the story ('Four, seventeen, thirty-two!', 'Sa-mir', '아르벤', '归墟'). */
function storyQuotes(story: string): string[] {
  const found: string[] = [];
  for (const match of story.matchAll(/(?:^|[\s:：(，,])['‘“"「『]([^'’”"」』\n]{1,40}?)['’”"」』]/gu)) {
    const text = (match[1] as string).replace(/[!?.,！？。，]+$/u, '').trim();
    if (text.length > 0) found.push(text);
  }
  // A code shown after a colon ("一串数字：4-4-19", "the screen reads: 7 3 11") is quoted too.
  for (const match of story.matchAll(/[:：]\s*(\d[\d\s,\-–、]{1,20}\d)(?![\d])/gu)) found.push((match[1] as string).trim());
  return found;
}

/** Numerals and number words: a quote made of them is a string of numbers. */
const numberWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:[\s,\-–]|\d|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)+$/iu,
  vi: /^(?:[\s,\-–]|\d|một|hai|ba|bốn|tư|năm|lăm|sáu|bảy|tám|chín|mười|mươi|mốt)+$/iu,
  ko: /^(?:[\s,\-–]|\d|[일이삼사오육칠팔구십백])+$/u,
  zh: /^(?:[\s,\-–、，]|\d|[零一二三四五六七八九十百两])+$/u,
};

/** A generic noun for the quoted thing in the question ("the numbers", "mấy số đó", "그 숫자들", "这些数字", "chữ"). */
const thingNoun: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:numbers?|word|words|code|it|that|this|these|those)\b/iu,
  vi: new RegExp(`(?<!${L})(?:số|con số|chữ|từ|mã|cái đó|cái này)(?!${L})`, 'iu'),
  ko: /숫자|글자|말|암호|이거|그거|저거/u,
  zh: /数字|字|暗号|密码|这|那/u,
};

/** The being the question is put to: after an ask verb, before a dative particle, or called at the head of the line. */
function addressee(typed: string, story: string, language: ContentLanguage): string | null {
  const text = typed.trim();
  const candidates: string[] = [];
  const push = (said: string | undefined): void => {
    if (said) candidates.push(said.trim());
  };
  if (language === 'en') {
    push(/\bask(?:s)?\s+((?:the\s+)?[\w'-]+)/iu.exec(text)?.[1]);
    push(/^(?:(?:hey|oi|yo|ok|okay)\s+)?((?:little\s+|old\s+)?[a-z][\w'-]*)[,\s]+(?=(?:what|who|is|are|do|does|can)\b)/iu.exec(text)?.[1]?.replace(/^(?:little|old)\s+/iu, ''));
  } else if (language === 'vi') {
    push(new RegExp(`(?<!${L})hỏi\\s+((?:con|chú|bà|ông|cô|anh|chị|bạn|bác|cậu|em)\\s+[\\p{L}\\p{M}]+)`, 'iu').exec(text)?.[1]);
    push(/^((?:[\p{L}\p{M}]+\s){0,2}[\p{L}\p{M}]+)\s+ơi/iu.exec(text)?.[1]);
  } else if (language === 'ko') {
    const dative = /([가-힣]+?)(?:한테|에게|께)/u.exec(text)?.[1];
    push(dative);
    const called = /^([가-힣]+?)(?:야|아|님|씨)[,\s]/u.exec(text)?.[1];
    // "고양아" calls 고양이: the noun's own 이 is tried first.
    if (called) push(`${called}이`);
    push(called);
  } else {
    push(/^([\p{Script=Han}\p{L}\d]{1,4})[，,]/u.exec(text)?.[1]);
    push(/问([\p{Script=Han}]{1,3}?)(?=这|那|什么|：|:|，|,|它|你)/u.exec(text)?.[1]);
  }
  const lowered = story.toLowerCase();
  for (const said of candidates) {
    const head = said.replace(/^the\s+/iu, '');
    if (head.length === 0 || /^(?:you|him|her|them|it)$/iu.test(head)) continue;
    const at = lowered.indexOf(head.toLowerCase());
    if (at < 0) continue;
    const spelled = story.slice(at, at + head.length);
    if (language === 'vi') return spelled.replace(/^(?:Con|Chú|Bà|Ông|Cô|Anh|Chị|Bác|Cậu|Em)(?=\s\p{Ll})/u, (word) => word.toLowerCase());
    return language === 'en' && /^[a-z]/u.test(spelled) ? `the ${spelled}` : spelled;
  }
  return null;
}

/** A line that asks a question (a question mark, a question word, or a Korean/Chinese question ending). */
function askedOf(typed: string, language: ContentLanguage): boolean {
  return meaningWord[language].test(typed) || whatIs[language].test(typed) || nameAsked[language].test(typed);
}

const NAMES: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Wren', 'Tobias', 'Mira'],
  vi: ['Sương', 'Tí', 'Mây'],
  ko: ['다온', '솔이', '해랑'],
  zh: ['阿青', '小满', '石头'],
};

function meansLines(who: string, thing: string, numbers: boolean, language: ContentLanguage): { lines: string[]; options: string[] } {
  switch (language) {
    case 'vi':
      return numbers
        ? { lines: [`Bạn hỏi ${who} “${thing}” nghĩa là gì.`, `${cap(who)} nhắc lại thật chậm: “${thing}.” Rồi nói thêm: “Không phải cảnh báo đâu. Là mã số đấy, đúng thứ tự ấy. Người dạy tôi câu này dùng nó để mở một cái khóa mà không ai khác được mở.”`], options: [`Tìm cái khóa hợp với dãy “${thing}”`, `Hỏi ${who} ai đã dạy nó dãy số đó`] }
        : { lines: [`Bạn hỏi ${who} “${thing}” nghĩa là gì.`, `${cap(who)} im một lúc rồi đáp: “${thing} là một cái tên, tên cũ của nơi này, từ trước khi có ai viết nó xuống. Gọi đúng tên ở chỗ nó được khắc, thứ đang đóng ở đó sẽ mở ra.”`], options: [`Đọc to “${thing}” ở chỗ nó được khắc`, `Hỏi ${who} ai đã đặt cái tên đó`] };
    case 'ko':
      return numbers
        ? { lines: [`당신은 ${who}에게 ‘${thing}’${withParticle(thing, '이').slice(thing.length)} 무슨 뜻인지 묻는다.`, `${withParticle(who, '은')} 천천히 한 번 더 말한다. “${thing}.” 그리고 덧붙인다. “경고가 아니야. 번호야. 꼭 그 순서대로. 나한테 이걸 가르친 사람은 아무도 못 열게 한 자물쇠를 이걸로 열었어.”`], options: [`‘${thing}’에 맞는 자물쇠를 찾는다`, `${who}에게 누가 그 번호를 가르쳤는지 묻는다`] }
        : { lines: [`당신은 ${who}에게 ‘${thing}’${withParticle(thing, '이').slice(thing.length)} 무슨 뜻인지 묻는다.`, `${withParticle(who, '은')} 잠시 말이 없다가 답한다. “‘${thing}’${withParticle(thing, '은').slice(thing.length)} 이름이야. 누가 적어 두기도 전부터 이곳을 부르던 옛 이름. 새겨진 자리에서 그 이름을 부르면, 닫혀 있던 게 열려.”`], options: [`새겨진 자리에서 ‘${thing}’${withParticle(thing, '을').slice(thing.length)} 소리 내어 부른다`, `${who}에게 누가 그 이름을 지었는지 묻는다`] };
    case 'zh':
      return numbers
        ? { lines: [`你问${who}：“${thing}”是什么意思？`, `${who}又慢慢说了一遍：“${thing}。”然后补了一句：“不是警告，是密码，就得按这个顺序。教我这句话的人，就是用它打开一把谁也不许碰的锁。”`], options: [`找一把能用“${thing}”打开的锁`, `问${who}是谁教它这串数字的`] }
        : { lines: [`你问${who}：“${thing}”是什么意思？`, `${who}沉默了一会儿才回答：“‘${thing}’是个名字，是这个地方的旧名，比任何人把它写下来都早。在刻着它的地方叫出这个名字，关着的东西就会打开。”`], options: [`在刻字的地方念出“${thing}”`, `问${who}这个名字是谁起的`] };
    default:
      return numbers
        ? { lines: [`You ask ${who} what “${thing}” means.`, `${cap(who)} says it again, slower: “${thing}.” Then: “Not a warning. A combination, in that order. The one who taught me that used it to open a lock nobody else was meant to open.”`], options: [`Look for a lock that takes ${thing}`, `Ask ${who} who taught it those numbers`] }
        : { lines: [`You ask ${who} what “${thing}” means.`, `${cap(who)} is quiet for a moment, then answers: “${thing} is a name. The old name of this place, from before anyone wrote it down. Say it where it is carved, and what is shut there opens.”`], options: [`Say “${thing}” aloud where it is carved`, `Ask ${who} who gave it that name`] };
  }
}

function nameLines(who: string | null, unseen: boolean, dark: boolean, pick: string, said: string, language: ContentLanguage): { lines: string[]; options: string[] } {
  const refuse = unseen && dark;
  switch (language) {
    case 'vi': {
      const asked = who ? `Bạn hỏi ${who}: “Bạn tên gì?”` : 'Bạn hỏi vọng qua: “Bạn tên gì?”';
      return refuse
        ? { lines: [asked, 'Im lặng một lúc lâu. Rồi sát bên khe cửa, một giọng thì thầm: “Tên tôi à? Bạn biết rồi đấy. Chỉ là bạn quên thôi.”'], options: ['Hỏi lại: “Tôi quen bạn sao?”', 'Lùi ra xa khỏi cánh cửa'] }
        : { lines: [asked, `“${pick},” giọng ấy đáp, hơi ngập ngừng. “Còn bạn?”`], options: [`Nói tên mình cho ${pick} nghe`, `Hỏi ${pick} đang làm gì ở đó`] };
    }
    case 'ko': {
      const asked = who ? `당신은 ${who}에게 묻는다. “이름이 뭐야?”` : '당신은 너머를 향해 묻는다. “이름이 뭐예요?”';
      return refuse
        ? { lines: [asked, '한참 아무 소리도 없다. 그러다 틈 바로 앞에서 속삭임이 들린다. “내 이름? 넌 이미 알아. 잊어버렸을 뿐이지.”'], options: ['“내가 당신을 안다고요?” 하고 되묻는다', '문에서 물러선다'] }
        : { lines: [asked, `“${pick}.” 조금 수줍은 목소리가 답한다. “너는?”`], options: [`${pick}에게 내 이름을 알려 준다`, `${pick}에게 거기서 뭘 하는지 묻는다`] };
    }
    case 'zh': {
      const asked = who ? `你问${who}：“你叫什么名字？”` : '你隔着问：“你叫什么名字？”';
      return refuse
        ? { lines: [asked, '过了很久都没有声音。然后，就在缝隙后面，有人轻轻地说：“我的名字？你早就知道，只是忘了。”'], options: ['追问：“我认识你？”', '往后退，离开那扇门'] }
        : { lines: [asked, `“${pick}。”那个声音有点腼腆地回答，“你呢？”`], options: [`告诉${pick}你的名字`, `问${pick}在那里做什么`] };
    }
    default: {
      const through = /\b(?:door|gap|wall|curtain|hatch)\b/iu.exec(said)?.[0]?.toLowerCase() ?? 'door';
      const asked = who ? `You ask ${who}: “What's your name?”` : `You ask through the ${through}: “What’s your name?”`;
      return refuse
        ? { lines: [asked, 'A long silence. Then, right at the gap, a whisper: “My name? You know it already. You’ve just forgotten.”'], options: ['Ask: “How would I know you?”', 'Step back from the door'] }
        : { lines: [asked, `“${pick},” the voice answers, a little shy. “And you?”`], options: [`Tell ${pick} your name`, `Ask ${pick} what they are doing there`] };
    }
  }
}

/**
 * Reads a question about a thing the scene quotes, or a name asked, put to a being of the scene; null when the line asks
 * neither, or the thing or the one asked is not in the scene, so the readers after it keep the line. `light` is a
 * romance or school story; `choose` picks the name a being gives.
 */
export function readAskedObject(typed: string, story: string, light: boolean, choose: (names: readonly string[]) => string, language: ContentLanguage): AskedObject | null {
  if (!askedOf(typed, language)) return null;
  const who = addressee(typed, story, language);
  if (nameAsked[language].test(typed)) {
    // Only someone unseen, asked through a door or a gap: a person in sight asked their name is the talk readers' (who
    // give a name and take up the rest of the line, "hỏi cậu bé tên gì và mời cậu ăn chè").
    const unseen = between[language].test(story) && between[language].test(typed);
    if (who || !unseen) return null;
    const pick = choose(NAMES[language]);
    const { lines, options } = nameLines(who, unseen && !who, !light, pick, typed, language);
    return { kind: 'name', lines, options };
  }
  if (!who) return null;
  const quotes = storyQuotes(story);
  const typedBare = bare(typed);
  const named = quotes.find((quote) => bare(quote).length >= 2 && typedBare.includes(bare(quote)));
  // "what the numbers mean", "mấy số đó", "这些数字": the story's one quote is meant.
  const pointed = !named && meaningWord[language].test(typed) && thingNoun[language].test(typed) && quotes.length === 1 ? quotes[0] : undefined;
  const thing = named ?? pointed;
  if (!thing) return null;
  if (!meaningWord[language].test(typed) && !(named && whatIs[language].test(typed))) return null;
  const numbers = numberWord[language].test(thing) || numberWord.en.test(thing);
  const { lines, options } = meansLines(who, thing, numbers, language);
  return { kind: 'means', lines, options };
}
