/**
 * Reading a thing with words on it (issue 13, round 12). "Read what Tom wrote in his logbook", "mở tờ giấy bà Sáu kẹp
 * trong cuốn kinh ra đọc", "모니터에 뜬 메시지 읽어보기", "看看地图上标了什么" used to get a stock "most of it is what you
 * expected; one detail is not" or were taken for a question nobody answered. Here the read is recognised by its verb
 * (read, đọc, 읽다, 读 / 看…写了什么) and the thing by the noun phrase of the choice that the story itself named; the writer
 * is read from a possessive in the choice or from the story's own sentence that says someone is gone (drowned, mất,
 * 돌아오지 않았다, 再没回来). The beat then says what the thing says, in words made of the story so far: the writer's
 * state (a last message from someone gone, a hurried one from someone present), the danger the story named, and a place
 * the story offered; the new options follow that content.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { storyThreat } from './adventure-deed.ts';
import { storyCast } from './adventure-cast.ts';
import { foundThings } from './adventure-act-lines.ts';

/** What kind of written thing is read: a map shows marks, a screen a message, anything else handwriting. */
export type ReadKind = 'map' | 'screen' | 'written';

/** A thing read, as the choice named it, and who wrote it (null when nobody is known). */
export interface ReadThing {
  thing: string | null;
  kind: ReadKind;
  writer: string | null;
  /** Whether the story says the writer is gone (dead, missing, never came back). */
  gone: boolean;
}

const letter = '[\\p{L}\\p{M}]';
const notAfterViWord = `(?!${letter})`;
const notBeforeViWord = `(?<!${letter})`;

/** A verb of reading, or a look at what something says. */
const readVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:read|reads|reread|decipher)\b|\b(?:check|look at|study|examine|scan|see)\b[^.]*?\b(?:what (?:(?:the|that|this|his|her|their) )?[\w'’-]+(?: [\w'’-]+)? (?:says|said|wrote|writes|marked|left|shows)|what(?:'s| is) (?:written|marked|on (?:it|there))|written on|marked on)\b/iu,
  vi: new RegExp(`${notBeforeViWord}(?:đọc|xem [^,.]*?(?:ghi|viết|đánh dấu) (?:những )?gì)${notAfterViWord}`, 'iu'),
  ko: /읽|뭐라고\s?(?:써|적|쓰여)|(?:무엇이|뭐가|뭐)\s?(?:적혀|써|표시)/u,
  zh: /读|念|看[^，。]*?(?:写了|写着|标了|标着|写的|说了什么)|(?:写了|标了)什么/u,
};

/** A read that is a spell cast or a speech given: never a written thing read. */
const readAloud: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:aloud|out loud|spell|incantation|read (?:it |this |them )?to (?:him|her|them|the))\b/iu,
  vi: /thần chú|đọc to|đọc cho/iu,
  ko: /주문|낭독|읽어\s?준|[이가]\s(?:\S+\s)?읽(?:을 수 있|게)/u,
  zh: /咒|朗读|念给|读给/u,
};

const mapWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:map|chart)s?\b/iu,
  vi: /bản đồ|hải đồ/iu,
  ko: /지도|해도/u,
  zh: /地图|海图/u,
};

const screenWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:screen|monitor|display|terminal|console)s?\b/iu,
  vi: /màn hình/iu,
  ko: /모니터|화면|스크린|단말기/u,
  zh: /屏幕|显示屏|屏上|终端|电脑/u,
};

/** Words that say a person is gone for good or missing. */
export const goneWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:drowned|died|(?:is|was|lies|lay|found|now) dead|was killed|disappeared|vanished|went missing|never (?:came back|returned|made it back)|(?:hasn't|has not|didn't|did not) (?:come|came) back|passed away)\b/iu,
  vi: new RegExp(`${notBeforeViWord}(?<!làm |đánh )(?:mất(?! hết| dấu| điện| sóng| tiền| đồ)|qua đời|chết|mất tích|biệt tích|không (?:trở |quay )?(?:về|lại) nữa|chưa (?:trở |quay )?về|không thấy về)${notAfterViWord}`, 'iu'),
  ko: /돌아오지\s?(?:않|못)|죽었|숨졌|세상을 떠났|돌아가셨|실종|사라졌|행방불명/u,
  zh: /再没回来|再也没回来|没有回来|没回来|失踪|去世|死了|过世|不见了|下落不明/u,
};

const enStarters = /^(?:The|A|An|His|Her|Their|Its|When|Then|But|And|You|Your|Nobody|No|It|They|He|She|We|I|In|On|At|Upstairs|Downstairs|Outside|Inside|Behind|Above|Below|There|This|That|Since|After|Before|Last|Everyone|Someone|Something)$/u;

/** The sentences of a text. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?。！？\n])/u).map((s) => s.trim()).filter((s) => s.length > 0);
}

/** The person a sentence is about, read by the grammar of each language; null when none is sure. */
export function sentencePerson(sentence: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    for (const match of sentence.matchAll(/(?:^|[\s,(])(\p{Lu}[\p{Ll}'-]+)(?=[\s,.'’]|$)/gu)) {
      const name = match[1] ?? '';
      if (enStarters.test(name)) continue;
      const at = match.index ?? 0;
      // A capitalised word after a preposition is a place or a thing ("the train to Edinburgh"), no person.
      if (/\b(?:to|in|at|from|for|of|on|near|towards?|into|onto|across|past|via|by)\s*$/iu.test(sentence.slice(0, at + 1))) continue;
      // A second capitalised word is part of the name ("Grandpa Ned"): the name reads from the first to the last.
      const whole = new RegExp(`^${name}(?:\\s\\p{Lu}[\\p{Ll}'-]+)?`, 'u').exec(sentence.slice(at).replace(/^[\s,(]/u, ''))?.[0] ?? name;
      // A capitalised word that opens the sentence is a name only when a comma or a verb follows it.
      if (at === 0 && !new RegExp(`^${whole}(?:,|\\s+(?:\\w+\\s+){0,2}(?:drowned|died|vanished|disappeared|went|never|was|is|has|had)\\b|\\s+[a-z]+(?:s|ed)\\b)`, 'u').test(sentence)) continue;
      return whole;
    }
    return null;
  }
  if (language === 'vi') {
    const kin = /(?<![\p{L}\p{M}])((?:[Tt]hằng|[Cc]on|[Bb]é|[Aa]nh|[Cc]hị|[Ee]m|[Cc]ô|[Cc]hú|[Cc]ậu|[Bb]ác|[Ôô]ng|[Bb]à|[Dd]ì)\s+\p{Lu}[\p{L}\p{M}]*)/u.exec(sentence);
    return kin?.[1] ? kin[1].replace(/^\p{Lu}/u, (first) => first.toLowerCase()) : null;
  }
  if (language === 'ko') {
    const subject = /(?:^|\s)((?:[가-힣]\s)?[가-힣]{1,4}?)(?:은|는|이|가)\s/u.exec(sentence);
    const name = subject?.[1] ?? null;
    return name && !/^(?:이|그|저|것|전|후|때|날|밤|뒤|달|해|당신|너|나|내|저|그녀|우리|누군가|누군|누구|아무도|아무|모두|다들|사람들|이것|그것|무언가|뭔가)$|전$|후$|동안$/u.test(name) ? name : null;
  }
  const role = /是(?:个|一个|一位|位)?([^，。,！？]{1,8}?)[，,。]/u.exec(sentence);
  if (role?.[1]) return role[1];
  // The words that open the sentence up to its first verb or coverb are its subject ("师兄阿默中了迷香" → 阿默).
  const subject = /^([\p{Script=Han}]{2,4}?)(?:中了|被|在|喝|趴|躺|倒|把|正|已经|还|也|就|又|昏|晕|睡|醉|早就|一直|再|没|不)/u.exec(sentence.trim())?.[1];
  if (!subject || /^(?:你|我|他|她|它|大家|有人|没人|这|那)/u.test(subject)) return null;
  return subject.length === 4 ? subject.slice(2) : subject;
}

/** The writer a choice names by a possessive ("Tom's logbook", "tờ giấy bà Sáu kẹp", "박 소령의 일지", "书生留下的纸条"). */
function choiceWriter(choice: string, language: ContentLanguage): string | null {
  if (language === 'en') {
    const found = /\b(\p{Lu}[\p{Ll}-]+)['’]s\b/u.exec(choice)?.[1] ?? null;
    return found && found !== 'Let' ? found : null;
  }
  if (language === 'vi') return sentencePerson(choice, 'vi');
  if (language === 'ko') return /((?:[가-힣]\s)?[가-힣]{1,4})(?:의\s|[이가]\s(?:남긴|쓴|적은|보낸))/u.exec(choice)?.[1] ?? null;
  const found = /([\p{Script=Han}]{2,6}?)(?:留下|写|留|寄)的/u.exec(choice)?.[1] ?? null;
  const bare = found ? found.replace(/^.*(?:读一读|看一看|读读|看看|读|看|念|把|的)/u, '') : null;
  return bare && bare.length >= 2 ? bare : null;
}

/** The person the story says is gone, and the name to write them by, or null. */
function gonePerson(story: string, language: ContentLanguage): string | null {
  for (const sentence of sentences(story)) {
    if (!goneWords[language].test(sentence)) continue;
    const person = sentencePerson(sentence, language);
    if (person) return person;
  }
  return null;
}

/** Whether a sentence of the story with the person says they are gone. */
function isGone(story: string, person: string, language: ContentLanguage): boolean {
  const name = person.toLowerCase();
  return sentences(story).some((sentence) => sentence.toLowerCase().includes(name) && goneWords[language].test(sentence));
}

/** The head of a thing read: its noun phrase in the choice that the story also names, or the phrase after the verb. */
function readThingPhrase(choice: string, story: string, language: ContentLanguage): string | null {
  const inStory = (phrase: string): boolean => {
    const head = language === 'en' ? (phrase.split(/\s+/u).pop() ?? phrase) : language === 'vi' ? phrase.split(/\s+/u).slice(0, 2).join(' ') : phrase.slice(-2);
    return story.toLowerCase().includes(head.toLowerCase());
  };
  let candidates: string[] = [];
  if (language === 'en') {
    candidates = [...choice.matchAll(/\b((?:the|a|an|his|her|their|that|this|\p{Lu}[\p{Ll}-]+['’]s)\s+(?:[a-z-]+\s+){0,2}?[a-z-]+)(?=\s+(?:and|to|under|on|in|from|for|by|with|that|which|he|she|they|it)\b|[,.;!?]|$)/gu)].map((m) => m[1] ?? '');
  } else if (language === 'vi') {
    candidates = [...choice.matchAll(/(?<![\p{L}\p{M}])((?:tờ|lá|cuốn|quyển|tấm|mảnh|bức|tập|bản|màn hình|dòng|trang)\s+[\p{Ll}\p{M}]+(?:\s(?!ra|đọc|xem|của|trong|trên|bà|ông|anh|chị|cô|chú|bác)[\p{Ll}\p{M}]+)?)/gu)].map((m) => m[1] ?? '');
  } else if (language === 'ko') {
    candidates = [...choice.matchAll(/([가-힣]{2,6})(?:을|를|에 (?:적힌|쓰인|뜬)|의 글)/gu)].map((m) => m[1] ?? '');
    const before = /([가-힣]{2,6})\s*(?:읽|을 읽|를 읽)/u.exec(choice)?.[1];
    if (before) candidates.push(before);
  } else {
    candidates = [...choice.matchAll(/(?:那|这)?(?:张|封|本|份|块|页|个|行)([\p{Script=Han}]{2,6}?)(?:上|里|中|背面|写|，|$)/gu)].map((m) => m[1] ?? '');
    const looked = /(?:看看?|读|念)([\p{Script=Han}]{2,6}?)(?:上|里|中)/u.exec(choice)?.[1];
    if (looked) candidates.push(looked.replace(/^(?:墙上|桌上|地上|那|这)(?:那|这)?(?:张|封|本|份|块|页|个)?/u, ''));
  }
  const clean = candidates.map((phrase) => phrase.trim()).filter((phrase) => phrase.length >= 2 && !/^(?:what|it)\b/iu.test(phrase));
  return clean.find(inStory) ?? clean[clean.length - 1] ?? null;
}

/** Reads a choice as reading a thing with words on it, with its writer; null when it is no read. */
export function readWrittenThing(told: string, story: string, language: ContentLanguage): ReadThing | null {
  if (!readVerb[language].test(told) || readAloud[language].test(told)) return null;
  const thing = readThingPhrase(told, story, language);
  const whole = `${told}\n${thing ?? ''}`;
  const kind: ReadKind = mapWord[language].test(whole) ? 'map' : screenWord[language].test(whole) ? 'screen' : 'written';
  // A person the story named (gone, or one of its cast) whom the choice names is the writer before any possessive read.
  const gone = gonePerson(story, language);
  const known = [gone, ...storyCast(story, language).map((member) => member.name)].filter((name): name is string => name !== null);
  const lower = told.toLowerCase();
  const writer = known.find((name) => lower.includes(name.toLowerCase())) ?? choiceWriter(told, language) ?? gone;
  return { thing, kind, writer, gone: writer !== null && isGone(story, writer, language) };
}

/** A danger the story named, as a phrase; sounds no word list knows are read from their own words. */
function dangerPhrase(story: string, language: ContentLanguage): { phrase: string; sound: boolean } | null {
  const threat = storyThreat(story, language);
  if (threat) return { phrase: threat.phrase, sound: threat.sound };
  const sound = {
    en: /\b(?:the\s+)?(sound of [a-z]+(?:\s[a-z]+)?|[a-z]+ing (?:sound|noise))\b/iu,
    vi: /(?<![\p{L}\p{M}])(tiếng\s+[\p{Ll}\p{M}]+(?:\s(?!mỗi|đang|từ|ngày|càng|cứ|vọng|lại|ở|bên|phía|ngoài)[\p{Ll}\p{M}]+)?)/u,
    ko: /([가-힣]+(?:는|은) 소리)/u,
    zh: /([\p{Script=Han}]{1,3}声)/u,
  }[language].exec(story)?.[1];
  if (sound) return { phrase: language === 'en' ? `the ${sound.replace(/^the\s+/iu, '')}` : sound, sound: true };
  return null;
}

/** A place the story offered as somewhere to go, read from its option lines ("Climb to the lamp room", "무기고로 간다"). */
export function offeredPlace(options: readonly string[], language: ContentLanguage): string | null {
  const pattern = {
    en: /\b(?:to|into|down|up|towards?)\s+(the\s+[a-z]+(?:\s[a-z]+)?)\s*$/iu,
    vi: /^(?:ra|vào|xuống|lên|tới|đến|về|(?:đi|chạy|lẻn|trèo|leo)\s+(?:ra|vào|xuống|lên|tới|đến|về))\s+((?!xem|coi|thử)[\p{Ll}\p{M}]+(?:\s(?!xem|coi|thử|ngay|nhanh)[\p{Ll}\p{M}]+)?)/iu,
    ko: /([가-힣]{2,5}?)(?:으로|로)\s(?:간다|가 본다|내려간다|올라간다|들어간다|향한다|돌아간다|가자|가기)/u,
    zh: /(?:去|到|进|回|下到|上到)([\p{Script=Han}]{2,4}?)(?:去|看看|看|里|$)/u,
  }[language];
  for (const option of options) {
    const found = pattern.exec(option.trim())?.[1];
    if (found && !(language === 'zh' && /^(?:别的|外面)$/u.test(found))) return found;
  }
  return null;
}

/** The lines that tell what the thing says, and the options that follow from it. */
export interface ReadBeat {
  lines: string[];
  options: string[];
  /** The place the content sends the player to, or null. */
  place: string | null;
}

const cap = (text: string): string => text.replace(/^\p{Ll}/u, (first) => first.toUpperCase());

/** The message the thing carries, made of the writer's state, the story's danger and the place offered. */
function message(read: ReadThing, danger: { phrase: string; sound: boolean } | null, place: string | null, language: ContentLanguage): string {
  const parts: string[] = [];
  if (language === 'en') {
    if (read.gone) parts.push("If you're reading this, I didn't make it back.");
    else if (read.writer) parts.push("I can't say this out loud, so I'm writing it.");
    else parts.push('To you, whoever is reading this.');
    if (danger) parts.push(danger.sound ? `When you hear ${danger.phrase}, don't answer and don't go looking.` : `Stay away from ${danger.phrase}. Don't face it alone.`);
    if (read.kind === 'map') parts.push(read.gone ? 'What I found is here. Go by daylight.' : 'Here. Come alone.');
    else if (place) parts.push(read.gone ? `What I found, I hid in ${place}.` : `Meet me in ${place}.`);
    else parts.push('Trust nobody who comes asking about this.');
    return `“${parts.join(' ')}”`;
  }
  if (language === 'vi') {
    if (read.gone) parts.push('Nếu ai đang đọc những dòng này, nghĩa là tôi đã không về được.');
    else if (read.writer) parts.push('Chuyện này không nói thành lời được, nên tôi viết ra đây.');
    else parts.push('Gửi người đang đọc những dòng này.');
    if (danger) parts.push(danger.sound ? `Nghe ${danger.phrase} thì đừng lên tiếng, cũng đừng đi tìm.` : `Tránh xa ${danger.phrase}. Đừng một mình đối mặt.`);
    if (read.kind === 'map') parts.push(read.gone ? 'Thứ tôi tìm được ở chỗ này. Đi lúc trời sáng.' : 'Chỗ này. Đến một mình.');
    else if (place) parts.push(read.gone ? `Thứ tôi tìm được, tôi giấu ở ${place}.` : `Gặp tôi ở ${place}.`);
    else parts.push('Ai đến hỏi về chuyện này cũng đừng tin.');
    return `“${parts.join(' ')}”`;
  }
  if (language === 'ko') {
    if (read.gone) parts.push('이걸 누가 읽고 있다면, 나는 돌아가지 못한 거다.');
    else if (read.writer) parts.push('말로는 못 하겠어서 적는다.');
    else parts.push('이 글을 읽는 너에게.');
    if (danger) parts.push(danger.sound ? `${withParticle(danger.phrase, '이')} 들리면 대답하지도, 찾아가지도 마라.` : `${danger.phrase} 쪽으로는 가지 마라. 혼자서는 절대.`);
    if (read.kind === 'map') parts.push(read.gone ? '내가 찾은 건 여기 있다. 해 있을 때 가라.' : '여기. 혼자 와.');
    else if (place) parts.push(read.gone ? `내가 찾은 건 ${place}에 숨겨 뒀다.` : `${place}에서 만나.`);
    else parts.push('이걸 물으러 오는 사람은 아무도 믿지 마라.');
    return `“${parts.join(' ')}”`;
  }
  if (read.gone) parts.push('如果有人在读这些字，说明我没能回来。');
  else if (read.writer) parts.push('这话说不出口，只好写下来。');
  else parts.push('给正在读这些字的你：');
  if (danger) parts.push(danger.sound ? `听见${danger.phrase}，千万别出声，也别去找。` : `离${danger.phrase}远一点，别一个人去碰。`);
  if (read.kind === 'map') parts.push(read.gone ? '我找到的东西就在这儿。白天去。' : '就这儿。一个人来。');
  else if (place) parts.push(read.gone ? `我找到的东西，藏在${place}。` : `到${place}找我。`);
  else parts.push('谁来打听这件事，都别信。');
  return `“${parts.join('')}”`;
}

/** The frame that says whose words they are and where they stand, before the message. */
function frame(read: ReadThing, language: ContentLanguage): string {
  const w = read.writer;
  if (read.kind === 'map') {
    return {
      en: `Most of the map is country you already know, but one spot is circled hard in red, and beside it, in small letters${w ? ` in ${w}'s hand` : ''}:`,
      vi: `Phần lớn tấm bản đồ là những chỗ bạn đã biết, nhưng có một chỗ được khoanh đỏ thật đậm, bên cạnh là mấy chữ nhỏ${w ? ` của ${w}` : ''}:`,
      ko: `지도 대부분은 아는 곳이다. 그런데 한 군데에 빨간 동그라미가 진하게 쳐져 있고, 옆에 ${w ? `${w}의 ` : ''}작은 글씨가 있다.`,
      zh: `地图上大多是你认得的地方，只有一处被红笔重重圈了出来，旁边一行小字${w ? `，是${w}的笔迹` : ''}：`,
    }[language];
  }
  if (read.kind === 'screen') {
    return {
      en: w ? `The screen holds a single message, signed ${w}:` : 'The screen holds a single message, blinking:',
      vi: w ? `Trên màn hình chỉ có một tin nhắn, ký tên ${w}:` : 'Trên màn hình chỉ có một tin nhắn, nhấp nháy:',
      ko: w ? `화면에는 메시지 하나뿐이다. 보낸 사람은 ${w}.` : '화면에는 메시지 하나가 깜빡이고 있을 뿐이다.',
      zh: w ? `屏幕上只有一条消息，署名是${w}：` : '屏幕上只有一条消息，一闪一闪：',
    }[language];
  }
  return {
    en: w ? `It's ${w}'s handwriting, hurried and pressed hard into the page:` : 'The handwriting is hurried, and nobody signed it:',
    vi: w ? `Đó là nét chữ của ${w}, viết vội, đè mạnh tay lên giấy:` : 'Nét chữ viết vội, không ký tên:',
    ko: w ? `${w}의 글씨다. 급하게, 꾹꾹 눌러 쓴 글씨.` : '서명도 없이 급하게 휘갈긴 글씨다.',
    zh: w ? `是${w}的笔迹，写得很急，笔尖几乎划破了纸：` : '字迹很潦草，没有署名：',
  }[language];
}

/** The options that follow what was read: do as it says, then keep the thing. */
function readOptions(read: ReadThing, place: string | null, language: ContentLanguage): string[] {
  const w = read.writer;
  const out: string[] = [];
  if (place) {
    out.push(
      read.gone || !w
        ? { en: `Go to ${place} and look for what was hidden`, vi: `Tới ${place} tìm thứ được giấu`, ko: `${withParticle(place, '으로')} 가서 숨겨 둔 걸 찾는다`, zh: `去${place}找藏起来的东西` }[language]
        : { en: `Slip away to ${place} to meet ${w}`, vi: `Lẻn tới ${place} gặp ${w}`, ko: `몰래 ${withParticle(place, '으로')} 가서 ${withParticle(w, '을')} 기다린다`, zh: `悄悄去${place}等${w}` }[language],
    );
  }
  if (read.kind === 'map') out.push({ en: 'Follow the map to the circled spot', vi: 'Lần theo bản đồ tới chỗ khoanh đỏ', ko: '지도를 따라 동그라미 친 곳으로 간다', zh: '照着地图去红圈那儿' }[language]);
  if (read.kind === 'screen') out.push({ en: 'Copy the message down before the screen dies', vi: 'Chép lại tin nhắn trước khi màn hình tắt', ko: '화면이 꺼지기 전에 메시지를 받아 적는다', zh: '趁屏幕还亮着，把消息抄下来' }[language]);
  else out.push({ en: 'Tuck it inside your coat', vi: 'Nhét nó vào túi áo', ko: '품속에 넣어 둔다', zh: '把它揣进怀里' }[language]);
  return out;
}

/** The beat of a thing read: what it says, whose words, and the options its content opens. */
export function readingBeat(read: ReadThing, story: string, offered: readonly string[], language: ContentLanguage): ReadBeat {
  // A map's mark is its own place: a hiding spot offered in the room is no spot circled on it.
  const place = read.kind === 'map' ? null : offeredPlace(offered, language);
  const danger = dangerPhrase(story, language);
  const said = message(read, danger, place, language);
  const head = frame(read, language);
  const line = language === 'zh' ? `${head}${said}` : `${head} ${said}`;
  return { lines: [cap(line)], options: readOptions(read, place, language), place };
}

/** Whether an offered option only reads the same thing again or goes where the content already sends the player. */
export function readsAgain(option: string, thing: string | null, place: string | null, language: ContentLanguage): boolean {
  const lower = option.toLowerCase();
  if (place && lower.includes(place.replace(/^the\s+/iu, '').toLowerCase())) return true;
  if (!thing) return false;
  const head = language === 'en' ? (thing.split(/\s+/u).pop() ?? thing) : language === 'vi' ? thing.split(/\s+/u).slice(-1).join(' ') : thing.slice(-2);
  return lower.includes(head.toLowerCase());
}

/** The engine's own options after a read (go and find what was hidden, follow the map, copy the message), per language. */
const followPatterns: Readonly<Record<ContentLanguage, { keep: RegExp; find: RegExp; map: RegExp; copy: RegExp }>> = {
  en: { keep: /^tuck it inside your coat$/iu, find: /^go to (.+?) and look for what was hidden$/iu, map: /^follow the map to the circled spot$/iu, copy: /^copy the message down before the screen dies$/iu },
  vi: { keep: /^nhét nó vào túi áo$/iu, find: /^tới (.+?) tìm thứ được giấu$/iu, map: /^lần theo bản đồ tới chỗ khoanh đỏ$/iu, copy: /^chép lại tin nhắn trước khi màn hình tắt$/iu },
  ko: { keep: /^품속에 넣어 둔다$/u, find: /^(.+?)(?:으로|로) 가서 숨겨 둔 걸 찾는다$/u, map: /^지도를 따라 동그라미 친 곳으로 간다$/u, copy: /^화면이 꺼지기 전에 메시지를 받아 적는다$/u },
  zh: { keep: /^把它揣进怀里$/u, find: /^去(.+?)找藏起来的东西$/u, map: /^照着地图去红圈那儿$/u, copy: /^趁屏幕还亮着，把消息抄下来$/u },
};

/** The beat after one of the read's own options: what was hidden is found, or the message is kept; null for any other choice. */
export function readFollowBeat(choice: string, language: ContentLanguage, pick: (list: readonly string[]) => string): ReadBeat | null {
  const text = choice.trim().replace(/[.。]$/u, '');
  const pattern = followPatterns[language];
  const findOptions = { en: ['Look closer at what you found', 'Get out before anyone comes'], vi: ['Xem kỹ thứ vừa tìm được', 'Rời khỏi đây trước khi có người tới'], ko: ['찾은 것을 자세히 살펴본다', '누가 오기 전에 빠져나간다'], zh: ['仔细看看找到的东西', '趁没人来赶紧离开'] }[language];
  const place = pattern.find.exec(text)?.[1] ?? null;
  const mapped = pattern.map.test(text);
  // Picked only for a find: a pick on every call would move the dice of every other beat.
  const found = place || mapped ? pick(foundThings[language].tense) : '';
  if (place) {
    return {
      lines: [{ en: `In ${place} you search where nobody would think to look, and there it is, wrapped in oilcloth: ${found}.`, vi: `Ở ${place}, bạn lục tìm những chỗ không ai nghĩ tới, và nó đây, bọc trong vải dầu: ${found}.`, ko: `${place}에서 아무도 생각 못 할 곳을 뒤지자, 기름천에 싸인 채 그것이 나온다. ${found}.`, zh: `你在${place}专找没人会想到的地方，果然，用油布包着：${found}。` }[language]],
      options: findOptions,
      place,
    };
  }
  if (mapped) {
    return {
      lines: [{ en: `You follow the map to the circled spot. The ground there was dug and filled in again, not long ago. A hand's depth down: ${found}.`, vi: `Bạn lần theo bản đồ tới chỗ khoanh đỏ. Đất ở đó bị đào lên rồi lấp lại, chưa lâu. Sâu chừng một gang tay: ${found}.`, ko: `지도를 따라 동그라미 친 곳에 닿는다. 얼마 전에 파헤쳤다가 다시 덮은 흙이다. 한 뼘쯤 파 내려가자 나온다. ${found}.`, zh: `你照着地图找到了红圈的位置。那里的土不久前被挖开又填上了。往下挖了一拃深：${found}。` }[language]],
      options: findOptions,
      place: null,
    };
  }
  if (pattern.keep.test(text)) {
    return {
      lines: [{ en: 'You fold it small first, so it sits flat against your chest where nobody will see it. The words stay with you all the same.', vi: 'Bạn gấp nhỏ nó lại trước, để nó nằm sát ngực, chỗ không ai thấy được. Nhưng những dòng chữ ấy vẫn cứ lởn vởn trong đầu.', ko: '작게 접어서 가슴께에 붙여 둔다. 아무도 못 볼 곳이다. 그래도 그 글귀는 머릿속에서 떠나지 않는다.', zh: '你先把它折得小小的，贴着胸口放好，谁也看不见。可那几行字一直在你脑子里转。' }[language]],
      options: { en: ['Do what it says', 'Show it to someone you trust'], vi: ['Làm theo những gì nó viết', 'Đưa cho người mình tin xem'], ko: ['적힌 대로 한다', '믿을 만한 사람에게 보여 준다'], zh: ['照上面说的做', '拿给信得过的人看'] }[language],
      place: null,
    };
  }
  if (pattern.copy.test(text)) {
    return {
      lines: [{ en: 'You copy the message down word for word. Just in time: the screen flickers once and goes dark.', vi: 'Bạn chép lại từng chữ. Vừa kịp: màn hình chớp một cái rồi tắt ngấm.', ko: '메시지를 한 글자도 빠짐없이 받아 적는다. 아슬아슬했다. 화면이 한 번 깜빡이더니 꺼져 버린다.', zh: '你一字不差地把消息抄了下来。刚好来得及：屏幕闪了一下，黑了。' }[language]],
      options: { en: ['Do what the message says', 'Look for another way to power the screen'], vi: ['Làm theo lời tin nhắn', 'Tìm cách cấp điện lại cho màn hình'], ko: ['메시지에 적힌 대로 한다', '화면에 전기를 다시 넣을 방법을 찾는다'], zh: ['照消息上说的做', '想办法让屏幕重新通电'] }[language],
      place: null,
    };
  }
  return null;
}
