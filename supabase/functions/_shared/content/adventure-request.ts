/**
 * A request made of a person in an adventure (issue 13, round 10): borrowing something from them ("ask Tuấn to lend you
 * his calculator", "hỏi mượn Tuấn", "친구 하준에게 지팡이를 빌린다", "向王涛借扳手") or showing them something ("show the egg
 * to Bram", "cho cô xem bức ảnh", "차장에게 쪽지를 보여 준다", "把信给掌柜看"). The person answers THAT request: a lender hands
 * the thing over on a condition, a person shown something reacts to it (with the warning they gave, when the story says
 * they gave one). The person is read as a whole name or a whole kin / role phrase, never as the verb before it
 * (the lead's round-10 read: "Mượn Tuấn hạ giọng", a person called "Mượn Tuấn").
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { koreanPhrase, viLetter } from './adventure-grounded.ts';
import { withParticle } from './korean-particles.ts';
import { capitalizeLeading } from './text-tools.ts';

/** A request made of a person: what is asked, of whom, and the thing (null when the choice names none). */
export interface PersonRequest {
  kind: 'borrow' | 'show';
  person: string;
  thing: string | null;
}

const enStopWord = /^(?:and|then|so|to|before|after|while|because|but|or|if|when|in|at|on|for|from|with|quietly|quickly|now)$/iu;

/** An English noun phrase at the start of a text: up to four words, stopped by a conjunction or punctuation. */
function enNoun(text: string): string | null {
  const words: string[] = [];
  for (const raw of text.trim().split(/\s+/u)) {
    const word = raw.replace(/[,.;:!?…"“”()]+$/u, '');
    if (word.length === 0 || enStopWord.test(word) || words.length >= 5) break;
    words.push(word);
    if (word !== raw) break;
  }
  const phrase = words.join(' ').replace(/^(?:the|a|an)\s+/iu, '');
  return phrase.length > 0 && !/^(?:it|them|this|that)$/iu.test(phrase) ? phrase : null;
}

/** An English person as the narration names them: a name as is, "him" → "he", else "the …" / "your …". */
function enPerson(text: string): string | null {
  const pronoun = /^(him|her|them)\b/iu.exec(text.trim());
  if (pronoun) return ({ him: 'he', her: 'she', them: 'they' } as Readonly<Record<string, string>>)[(pronoun[1] as string).toLowerCase()] ?? null;
  const noun = enNoun(text);
  if (noun === null) return null;
  if (/^\p{Lu}/u.test(noun)) return noun;
  return /^(?:your|my)\s/iu.test(noun) ? noun.replace(/^my\s/iu, 'your ') : `the ${noun}`;
}

/** An English thing as the narration names it ("your spare wand", "the egg"). */
function enThing(text: string): string | null {
  const noun = enNoun(text);
  if (noun === null) return null;
  return /^(?:your|my|his|her|their)\s/iu.test(noun) ? noun.replace(/^my\s/iu, 'your ') : `the ${noun}`;
}

function englishRequest(told: string): PersonRequest | null {
  const show = /\bshows?\s+(.+?)\s+to\s+(.+)$/iu.exec(told);
  if (show) {
    const thing = enThing(show[1] as string);
    const person = enPerson(show[2] as string);
    if (thing && person) return { kind: 'show', person, thing };
  }
  const showTo = /\bshows?\s+(\p{Lu}[\w'-]*|him|her|them)\s+(.+)$/u.exec(told);
  if (showTo) {
    const person = enPerson(showTo[1] as string);
    const thing = enThing(showTo[2] as string);
    if (thing && person) return { kind: 'show', person, thing };
  }
  const borrowFrom = /\bborrows?\s+(.+?)\s+from\s+(.+)$/iu.exec(told);
  if (borrowFrom) {
    const thing = enThing(borrowFrom[1] as string);
    const person = enPerson(borrowFrom[2] as string);
    if (thing && person) return { kind: 'borrow', person, thing };
  }
  const possessive = /\bborrows?\s+(\p{Lu}[\w-]*)['’]s\s+(.+)$/u.exec(told);
  if (possessive) {
    const thing = enNoun(possessive[2] as string);
    if (thing) return { kind: 'borrow', person: possessive[1] as string, thing: `${possessive[1] as string}'s ${thing}` };
  }
  const askLend = /\bask\s+(.+?)\s+(?:to lend (?:you|me)|if (?:you|I) (?:can|could) borrow|for (?:a loan of )?)\s*(.*)$/iu.exec(told);
  if (askLend) {
    const person = enPerson(askLend[1] as string);
    const thing = enThing(askLend[2] as string);
    // "ask the captain for help" asks for help, not for a thing to borrow.
    if (person && thing && !/\b(?:help|advice|directions|permission|a hand|forgiveness|more time|the truth)\b/iu.test(thing)) return { kind: 'borrow', person, thing };
  }
  return null;
}

/** A Vietnamese person: a capitalised name (with a kin or role word before it), or a kin word with ấy / kia. */
const viPersonSource = `(?:(?:anh|chị|em|cô|chú|bác|ông|bà|cậu|thầy|bạn|bé)\\s+)?\\p{Lu}${viLetter}*(?:\\s+\\p{Lu}${viLetter}*){0,2}|(?:anh|chị|em|cô|chú|bác|ông|bà|cậu|thầy|bạn)\\s+(?:ấy|kia|ta)|cô giáo|thầy giáo|bạn cùng bàn|bạn bên cạnh`;

/** A Vietnamese thing: the words up to a clause break, at most five. */
function viThing(text: string): string | null {
  const words = text.trim().replace(/[,.;:!?…].*$/u, '').split(/\s+/u).filter(Boolean);
  const cut = words.findIndex((word) => /^(?:rồi|và|để|xem|nhé|đi|thử|được|không)$/iu.test(word));
  const phrase = (cut >= 0 ? words.slice(0, cut) : words).slice(0, 5).join(' ');
  return phrase.length > 0 ? phrase : null;
}

function vietnameseRequest(written: string): PersonRequest | null {
  // An option's capital ("Cho cô Hạnh xem…", "Hỏi mượn Tuấn") is no name: only the first letter is lowered.
  const told = written.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase());
  const show = new RegExp(`(?<!${viLetter})cho\\s+(${viPersonSource})\\s+xem\\s+(.+)$`, 'u').exec(told);
  if (show) {
    const thing = viThing(show[2] as string);
    if (thing) return { kind: 'show', person: show[1] as string, thing };
  }
  const handShow = new RegExp(`(?<!${viLetter})(?:đưa|chìa)\\s+(.+?)\\s+cho\\s+(${viPersonSource})\\s+xem`, 'u').exec(told);
  if (handShow) {
    const thing = viThing(handShow[1] as string);
    if (thing) return { kind: 'show', person: handShow[2] as string, thing };
  }
  // "mượn máy tính của Tuấn": the thing, then whose it is.
  const of = new RegExp(`(?<!${viLetter})(?:hỏi mượn|mượn|xin mượn)\\s+(.+?)\\s+của\\s+(${viPersonSource})`, 'u').exec(told);
  if (of) {
    const thing = viThing(of[1] as string);
    if (thing) return { kind: 'borrow', person: of[2] as string, thing };
  }
  // "hỏi mượn Tuấn", "mượn Tuấn cái máy tính": the person first, the thing after (or none).
  const person = new RegExp(`(?<!${viLetter})(?:hỏi mượn|mượn|xin mượn)\\s+(${viPersonSource})(?:\\s+(.+))?$`, 'u').exec(told);
  if (person) return { kind: 'borrow', person: person[1] as string, thing: person[2] ? viThing(person[2]) : null };
  return null;
}

/** Korean words that name a relation before a name ("친구 하준"): the name alone is the person. */
const koreanRelation = /^(?:친구|동생|언니|오빠|누나|형|선배|후배|짝꿍|반장|동료|옆자리)$/u;

/** A Korean person or thing (adventure-grounded's noun phrase); a person keeps only the name after a relation word. */
function koreanNoun(before: string, person: boolean): string | null {
  const phrase = koreanPhrase(before);
  const [first, name] = phrase?.split(' ') ?? [];
  return person && name !== undefined && koreanRelation.test(first as string) ? name : phrase;
}

function koreanRequest(told: string): PersonRequest | null {
  const show = /^(.*?)(?:에게|한테|께)\s+(?:(.*?)(?:을|를)\s+)?보여/u.exec(told);
  if (show) {
    const person = koreanNoun(show[1] as string, true);
    const thing = show[2] ? koreanNoun(show[2], false) : null;
    if (person && thing) return { kind: 'show', person, thing };
  }
  const borrow = /^(.*?)(?:에게|한테|께|에게서|한테서)\s+(?:(.*?)(?:을|를)\s+)?빌(?:린다|려|리|릴)/u.exec(told);
  if (borrow) {
    const person = koreanNoun(borrow[1] as string, true);
    const thing = borrow[2] ? koreanNoun(borrow[2], false) : null;
    if (person) return { kind: 'borrow', person, thing };
  }
  // "지팡이를 하준에게 빌린다": the thing first, then the person.
  const thingFirst = /^(.*?)(?:을|를)\s+(.*?)(?:에게|한테|께|에게서|한테서)\s+빌(?:린다|려|리|릴)/u.exec(told);
  if (thingFirst) {
    const thing = koreanNoun(thingFirst[1] as string, false);
    const person = koreanNoun(thingFirst[2] as string, true);
    if (person && thing) return { kind: 'borrow', person, thing };
  }
  return null;
}

const zhWord = '[^\\s，。！？、“”：:,.!?]';

function chineseRequest(told: string): PersonRequest | null {
  const show = new RegExp(`把(${zhWord}{1,8}?)(?:拿)?给(${zhWord}{1,6}?)看`, 'u').exec(told) ?? null;
  if (show && !/^(?:你|我)$/u.test(show[2] as string)) return { kind: 'show', person: show[2] as string, thing: show[1] as string };
  const showTo = new RegExp(`给(${zhWord}{1,6}?)看(?:看)?(${zhWord}{1,8})`, 'u').exec(told);
  if (showTo && !/^(?:你|我)$/u.test(showTo[1] as string)) return { kind: 'show', person: showTo[1] as string, thing: showTo[2] as string };
  // 借条 (an IOU), 借口 (an excuse), 借鉴, 借助 are words of their own: "找那张借条" borrows nothing.
  const borrow = new RegExp(`(?:向|跟|找|问)(${zhWord}{1,6}?)借(?![条据口鉴助])(?:一下|一个|一把|一支|一台|个|把|支|台)?(${zhWord}{0,8})`, 'u').exec(told);
  if (borrow && !/^(?:你|我)$|^(?:那|这|一)/u.test(borrow[1] as string)) return { kind: 'borrow', person: borrow[1] as string, thing: (borrow[2] as string).length > 0 ? (borrow[2] as string) : null };
  return null;
}

/** The request a choice (already in the second person) makes of a person, or null when it makes none. */
export function readPersonRequest(told: string, language: ContentLanguage): PersonRequest | null {
  const text = told.trim();
  if (language === 'vi') return vietnameseRequest(text);
  if (language === 'ko') return koreanRequest(text);
  if (language === 'zh') return chineseRequest(text);
  return englishRequest(text);
}

/** The story says someone warned or told the player not to ("warned you never to", "dặn", "경고했다", "叮嘱"). */
const warnedWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwarn(?:ed|s)?\b|\btold you (?:never|not)\b/iu,
  vi: /cảnh báo|dặn|căn dặn|nhắc bạn đừng/iu,
  ko: /경고|당부|하지 말라고|말라고 했/u,
  zh: /警告|叮嘱|嘱咐|千万别|不许/u,
};

/** An English person's possessive for a face or a voice ("he" → "his"; a name or a role → "their"). */
function enPossessive(person: string): string {
  return person === 'he' ? 'his' : person === 'she' ? 'her' : 'their';
}

function englishLines(request: PersonRequest, warned: boolean): string[] {
  const who = capitalizeLeading(request.person);
  const s = request.person === 'they' ? '' : 's';
  const says = request.person === 'they' ? 'they say' : `${request.person} says`;
  if (request.kind === 'borrow') {
    return [
      `${who} look${s} at you for a second, then hand${s} over ${request.thing ?? 'what you need'}. “Bring it back in one piece.”`,
      `With ${request.thing ?? 'it'} in your hands, the next step is yours to take.`,
    ];
  }
  const thing = request.thing ?? 'it';
  const face = enPossessive(request.person);
  return warned
    ? [`${who} take${s} one look at ${thing}, and the colour leaves ${face} face.`, `“I warned you,” ${says}, already moving. “Not here. Come with me, now, before anyone else sees it.”`]
    : [`${who} turn${s} ${thing} over slowly, and ${face} expression changes.`, `“Where did you find this?” ${says} quietly. “I've seen one like it once before. Keep it out of sight.”`];
}

function vietnameseLines(request: PersonRequest, warned: boolean): string[] {
  const who = capitalizeLeading(request.person);
  if (request.kind === 'borrow') {
    return [
      `${who} nhìn bạn một giây rồi đưa ngay ${request.thing ? `${request.thing} cho bạn` : 'cho bạn thứ bạn cần'}: “Dùng xong nhớ trả nha.”`,
      `Giờ đã có ${request.thing ?? 'thứ mình cần'}, bước tiếp theo là của bạn.`,
    ];
  }
  const thing = request.thing ?? 'nó';
  return warned
    ? [`${who} vừa nhìn thấy ${thing} là biến sắc.`, `“Đã dặn rồi mà,” ${request.person} nói, đứng bật dậy. “Không phải ở đây. Đi theo tôi, ngay bây giờ, trước khi có ai khác nhìn thấy.”`]
    : [`${who} cầm ${thing} lật qua lật lại thật chậm, và nét mặt thay đổi hẳn.`, `“Bạn tìm thấy cái này ở đâu?” ${request.person} hỏi khẽ. “Tôi từng thấy một cái giống hệt thế này. Cất đi, đừng để ai thấy.”`];
}

function koreanLines(request: PersonRequest, warned: boolean): string[] {
  if (request.kind === 'borrow') {
    return [
      `${withParticle(request.person, '은')} 잠깐 당신을 보더니 ${request.thing ? withParticle(request.thing, '을') : '필요한 것을'} 선뜻 건네준다. “다 쓰면 꼭 돌려줘.”`,
      `${request.thing ? withParticle(request.thing, '이') : '그것이'} 손에 들어오자, 이제 다음 걸음은 당신에게 달렸다.`,
    ];
  }
  const thing = request.thing ?? '그것';
  return warned
    ? [`${withParticle(request.person, '은')} ${withParticle(thing, '을')} 보자마자 얼굴이 하얗게 질린다.`, `“내가 경고했잖아.” ${withParticle(request.person, '이')} 벌떡 일어선다. “여기선 안 돼. 다른 사람이 보기 전에 당장 나를 따라와.”`]
    : [`${withParticle(request.person, '은')} ${withParticle(thing, '을')} 천천히 이리저리 살펴보더니 표정이 달라진다.`, `“이거 어디서 났어?” ${withParticle(request.person, '이')} 낮게 묻는다. “전에 이런 걸 딱 한 번 본 적이 있어. 아무 눈에도 띄지 않게 넣어 둬.”`];
}

function chineseLines(request: PersonRequest, warned: boolean): string[] {
  if (request.kind === 'borrow') {
    return [
      `${request.person}看了你一眼，二话没说就把${request.thing ?? '你要的东西'}递给你：“用完记得还我。”`,
      `${request.thing ?? '东西'}到了手里，下一步就看你的了。`,
    ];
  }
  const thing = request.thing ?? '它';
  return warned
    ? [`${request.person}一看见${thing}，脸色就白了。`, `“我不是警告过你吗？”${request.person}一下子站起来，“这儿不行。趁别人还没看见，马上跟我走。”`]
    : [`${request.person}把${thing}拿在手里慢慢翻看，脸色一下子变了。`, `“这是在哪儿找到的？”${request.person}压低声音问，“这样的东西我以前只见过一次。先收好，别让任何人看见。”`];
}

/** The thing the story says the player is missing: forgotten, lost or broken ("để quên máy tính cầm tay ở nhà"). */
const missingThing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:forgot|left|lost|dropped) (?:your|my|the) ([a-z][a-z -]{1,30}?)(?= at\b| in\b| on\b|[,.;!?]|$)|\b(?:your|my) ([a-z][a-z -]{1,30}?) (?:broke|is broken|has broken|snapped|is gone|died)\b/iu,
  vi: /(?:để quên|bỏ quên|quên mang|làm mất|làm rơi|làm hỏng)\s+([^,.;!?]{2,30}?)(?=\s+(?:ở|tại|trên|dưới|trong)(?![\p{L}\p{M}])|[,.;!?]|$)|(?:^|[\s,])([^\s,.;!?]+(?:\s+[^\s,.;!?]+){0,2})\s+(?:bị hỏng|bị gãy|bị mất|hết pin)(?![\p{L}\p{M}])/iu,
  ko: /([가-힣]{1,8})(?:이|가)\s*(?:갑자기\s*)?(?:부러졌|고장|없어졌|깨졌|망가졌)|([가-힣]{1,8})(?:을|를)\s*(?:집에\s*)?(?:두고 왔|놓고 왔|잃어버렸|깜빡)/u,
  zh: /(?:忘了带|忘带了|忘记带|弄丢了|丢了)([^，。！？、\s]{1,8})|([^，。！？、\s]{1,6})(?:突然)?(?:坏了|断了|丢了|没电了)/u,
};

/** What the story says the player is missing, as a whole phrase, or null. */
export function storyMissingThing(story: string, language: ContentLanguage): string | null {
  const match = missingThing[language].exec(story);
  const found = match ? (match[1] ?? match[2] ?? '').trim() : '';
  return found.length > 0 ? found.replace(/^(?:너의|나의|내|네)\s*/u, '').replace(/^(?:我的|你的)/u, '') : null;
}

/** The person's answer to the request, in two lines (with the warning the story says they gave, when it says so). */
export function requestLines(request: PersonRequest, story: string, language: ContentLanguage): string[] {
  const lent = request.kind === 'borrow' && request.thing === null ? storyMissingThing(story, language) : null;
  if (lent !== null) return requestLines({ ...request, thing: language === 'en' ? `a spare ${lent}` : lent }, story, language);
  const warned = request.kind === 'show' && warnedWords[language].test(story);
  if (language === 'vi') return vietnameseLines(request, warned);
  if (language === 'ko') return koreanLines(request, warned);
  if (language === 'zh') return chineseLines(request, warned);
  return englishLines(request, warned);
}

/** Choices that follow from the answer: use what was lent and thank the lender; go with or ask the person shown. */
export function requestOptions(request: PersonRequest, story: string, language: ContentLanguage): string[] {
  const warned = request.kind === 'show' && warnedWords[language].test(story);
  if (request.kind === 'borrow' && request.thing === null) {
    const lent = storyMissingThing(story, language);
    if (lent !== null) return requestOptions({ ...request, thing: language === 'en' ? `the ${lent}` : lent }, story, language);
  }
  const who = request.person;
  const thing = request.thing;
  if (request.kind === 'borrow') {
    if (language === 'vi') return [thing ? `Dùng ngay ${thing}` : 'Dùng ngay thứ vừa mượn', `Cảm ơn ${who}`];
    if (language === 'ko') return [thing ? `${withParticle(thing, '을')} 바로 쓴다` : '빌린 것을 바로 쓴다', `${who}에게 고맙다고 말한다`];
    if (language === 'zh') return [thing ? `马上用${thing}` : '马上用借来的东西', `谢谢${who}`];
    return [thing ? `Use ${thing} right away` : 'Use what you borrowed right away', `Thank ${who}`];
  }
  const whom = who === 'he' ? 'him' : who === 'she' ? 'her' : who === 'they' ? 'them' : who;
  if (warned) {
    if (language === 'vi') return [`Đi theo ${who}`, `Hỏi ${who} chuyện gì sắp xảy ra`];
    if (language === 'ko') return [`${withParticle(who, '을')} 따라간다`, `${who}에게 이제 무슨 일이 일어나는지 묻는다`];
    if (language === 'zh') return [`跟着${who}走`, `问${who}接下来会发生什么`];
    return [`Go with ${whom}`, `Ask ${whom} what happens now`];
  }
  if (language === 'vi') return [`Hỏi ${who} đã thấy cái giống thế ở đâu`, thing ? `Cất ${thing} đi` : 'Cất nó đi'];
  if (language === 'ko') return [`${who}에게 어디서 봤는지 묻는다`, thing ? `${withParticle(thing, '을')} 숨긴다` : '그것을 숨긴다'];
  if (language === 'zh') return [`问${who}在哪儿见过`, thing ? `把${thing}藏好` : '把它藏好'];
  return [`Ask ${whom} where they saw one before`, thing ? `Hide ${thing}` : 'Hide it'];
}
