/**
 * The story's state of a person carries (issue 13, round 12). A stock reaction ("Ines stays close beside you, watching
 * every move", "bà Sáu lặng lẽ nhìn bạn làm, rồi khẽ gật đầu", Priya smiling) used to put back on stage someone the
 * story left unconscious, asleep, dead, missing or turned away from the player. Here each person the story names (its
 * cast, and the subject of a sentence that says what state they are in) is given the state of their own sentences:
 * out (fainted, unconscious, asleep, drunk), gone (dead, missing, never came back) or turned (will not look at you, back
 * turned, not speaking). Unless the chosen act is aimed at them, a later sentence of the beat that has them act is
 * dropped, and for someone out or turned one line says they still are; nobody gone comes back.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { withParticle } from './korean-particles.ts';
import { storyCast } from './adventure-cast.ts';
import { goneWords, sentencePerson } from './adventure-reading.ts';

/** A state the story holds a person in until an act changes it. */
export type HeldState = 'out' | 'gone' | 'turned';

/** A person the story holds in a state. */
export interface HeldPerson {
  name: string;
  state: HeldState;
}

/** Words that say a person is out: unconscious, fainted, asleep, drunk, under sedation. */
const outWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:unconscious|fainted|faints|passed out|knocked out|out cold|collapsed|not waking|won't wake|doesn't wake|can't be woken|asleep|sleeping|snoring|dead drunk|blind drunk|comatose|in a coma|in surgery|sedated)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:bất tỉnh|ngất|ngất lịm|ngất xỉu|hôn mê|say mèm|say khướt|say bí tỉ|ngủ say|đang ngủ|ngủ li bì|không tỉnh|chưa tỉnh|gọi không dậy)(?![\p{L}\p{M}])/iu,
  ko: /기절|정신을 잃|의식이 없|의식을 잃|쓰러져 있|쓰러졌|곯아떨어|잠들어|잠들었|자고 있|만취|취해서 자|깨어나지 않|깨지 않|수술 중|혼수상태/u,
  zh: /昏迷|晕倒|晕过去|昏过去|不省人事|烂醉|醉倒|睡着|熟睡|打呼噜|推不醒|叫不醒|手术中|在做手术/u,
};

/** Words that say a person has turned away from the player: will not look, back turned, not speaking. */
const turnedWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:won't|will not|refuses to|refused to|doesn't|does not|didn't|did not) (?:even )?(?:look at|speak to|talk to|answer) you\b|\bturned (?:her|his|their) back\b|\b(?:her|his|their) back (?:is )?turned\b|\bnot speaking to you\b|\bignor(?:es|ing) you\b/iu,
  vi: /không thèm nhìn|không chịu nhìn|quay lưng|không nói chuyện với bạn|không thèm nói|giận bạn|lơ bạn/iu,
  ko: /등을 돌리|등을 돌린|한마디도 하지 않|말도 안 (?:하|걸)|쳐다보지도 않|눈도 안 마주치|외면/u,
  zh: /不理你|背对着你|背过身|不看你|不肯看|一句话也不说|生你的气|不跟你说话|扭过头去/u,
};

/** Words that keep a held person in their state in a beat ("does not stir", "won't look"): a sentence with them stays. */
const stillWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:doesn't stir|does not stir|hasn't stirred|still hasn't|unconscious|asleep|won't look|limp|motionless|out cold)\b/iu,
  vi: /chưa tỉnh|bất tỉnh|nằm im|không nhúc nhích|vẫn ngủ|không thèm nhìn|quay lưng/iu,
  ko: /꼼짝도|미동도|의식이 없|잠든|깨어나지 않|등을 돌린/u,
  zh: /一动不动|没有醒|没醒|昏迷|背对着|不肯看/u,
};

/** Words that only refer to a person (their handwriting, a message they signed): such a sentence has them do nothing. */
const referenceWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:handwriting|signed|in [\p{Lu}][\p{Ll}'-]+['’]s hand|written by)\b/u,
  vi: /nét chữ|ký tên|chữ của|của\s/iu,
  ko: /글씨|보낸 사람|서명|이름이 적/u,
  zh: /笔迹|署名|写的|留下的/u,
};

/** Where one person's clause ends and another's may begin. */
const clauseBreak: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /;|,\s+(?:and|but|while|as)\s/u,
  vi: /;|,\s*(?:còn|nhưng|trong khi|và)\s/u,
  ko: /;|(?<=[고며서데])\s*,/u,
  zh: /；|，(?:而|但|可|却)/u,
};

/** The head a person is called by in a sentence ("bà Sáu" → "Sáu" is found in "Bà Sáu"; a Korean name before its particle). */
function headOf(name: string, language: ContentLanguage): string {
  if (language === 'en') return name.split(/\s+/u).pop() ?? name;
  return language === 'vi' ? name.replace(/^\S+\s+/u, '') : name;
}

/** A text's sentences, a title's full stop ("Mr. Hollis") kept inside its sentence. */
function beatSentences(text: string): string[] {
  return text.split(/(?<=(?<!\b(?:Mr|Ms|Mrs|Dr|St))[.!?。！？]["”’」』]?)\s*/u).filter((part) => part.length > 0);
}

function mentions(text: string, name: string, language: ContentLanguage): boolean {
  const head = headOf(name, language);
  // A Korean name is named with a particle or alone, never as the start of a longer word ("길" in "길로").
  if (language === 'ko') return new RegExp(`(?<![가-힣])${head}(?:이가|이는|이를|이도|이의|은|는|이|가|을|를|의|에게|한테|도|와|과|랑)?(?![가-힣])`, 'u').test(text);
  if (language === 'en' || language === 'vi') return new RegExp(`(?<![\\p{L}\\p{M}])${head.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\p{L}\\p{M}])`, 'u').test(text);
  return text.includes(head);
}

/** The people the story holds in a state (out, gone or turned), from the story's own sentences about each. */
export function heldPeople(story: string, language: ContentLanguage): HeldPerson[] {
  const text = story.split('\n').filter((line) => !/^\s*\d+[.)]\s/u.test(line)).join('\n');
  const names: string[] = storyCast(text, language).map((member) => member.name);
  for (const sentence of beatSentences(text)) {
    if (!(outWords[language].test(sentence) || goneWords[language].test(sentence) || turnedWords[language].test(sentence))) continue;
    const person = sentencePerson(sentence, language);
    if (person && person.length >= 2 && !names.some((known) => known.includes(person) || person.includes(known))) names.push(person);
  }
  const held: HeldPerson[] = [];
  for (const name of names) {
    // The state is read in the person's own clause ("Theo is limping beside you, and the dead are pouring in").
    const own = beatSentences(text).flatMap((sentence) => sentence.split(clauseBreak[language])).filter((clause) => mentions(clause, name, language));
    const state: HeldState | null = own.some((s) => goneWords[language].test(s)) ? 'gone' : own.some((s) => outWords[language].test(s)) ? 'out' : own.some((s) => turnedWords[language].test(s)) ? 'turned' : null;
    if (state) held.push({ name, state });
  }
  return held;
}

/** Whether a text names the person other than as an owner ("Ines's keycard" is no act on Ines, nor by her). */
function namedAsPerson(choice: string, name: string, language: ContentLanguage): boolean {
  const head = headOf(name, language);
  if (!mentions(choice, name, language)) return false;
  const owner = {
    en: `${head}['’]s\\b`,
    vi: `của\\s+(?:\\S+\\s+)?${head}|${head}\\s+(?:để lại|kẹp|viết)`,
    ko: `${head}(?:의|가 남긴|이 남긴)`,
    zh: `${head}(?:的|留下的)`,
  }[language];
  // Named only as an owner every time it is named: the act is on the thing, not on them.
  return (choice.match(new RegExp(owner, 'gu')) ?? []).length < choice.split(head).length - 1;
}

/** One line that says a person is still in the state the story left them in. */
function stillLine(person: HeldPerson, language: ContentLanguage): string | null {
  const name = person.name;
  const capName = name.replace(/^\p{Ll}/u, (first) => first.toUpperCase());
  if (person.state === 'out') return { en: `${capName} still hasn't stirred.`, vi: `${capName} vẫn nằm im, chưa tỉnh.`, ko: `${withParticle(name, '은')} 여전히 깨어나지 않는다.`, zh: `${name}还是没有醒。` }[language];
  if (person.state === 'turned') return { en: `${capName} still won't look at you.`, vi: `${capName} vẫn không thèm nhìn bạn.`, ko: `${withParticle(name, '은')} 여전히 등을 돌린 채다.`, zh: `${name}还是不肯看你。` }[language];
  return null;
}

/**
 * Keeps a beat true to the states the story holds its people in: a later sentence of the narration that has someone out,
 * gone or turned away act (watch, nod, smile, stay beside you) is dropped unless the chosen act is aimed at them; for
 * someone out or turned, one line says they still are.
 */
export function keepHeldStates(text: string, story: string, choice: string, language: ContentLanguage): string {
  const held = heldPeople(story, language).filter((person) => !namedAsPerson(choice, person.name, language));
  if (held.length === 0) return text;
  const [beat = '', ...rest] = text.split('\n\n');
  const parts = beatSentences(beat);
  const kept: string[] = [];
  const dropped = new Set<HeldPerson>();
  // The retelling of the choice is the visitor's own: every sentence up to it stays.
  const lead = choice.trim().split(/\s+/u)[0] ?? '';
  const key = (language === 'zh' ? choice.trim().slice(0, 3) : lead).toLowerCase();
  const told = Math.max(0, parts.findIndex((part) => key.length > 0 && part.toLowerCase().includes(key)));
  parts.forEach((part, index) => {
    // Half of a quotation is never cut away from its other half.
    const quoteCut = (part.match(/[“”"「」]/gu) ?? []).length % 2 === 1;
    const who = index <= told || quoteCut ? undefined : held.find((person) => namedAsPerson(part, person.name, language) && !stillWords[language].test(part) && !referenceWords[language].test(part) && !outWords[language].test(part) && !goneWords[language].test(part));
    if (who) dropped.add(who);
    else kept.push(part);
  });
  if (dropped.size === 0) return text;
  for (const person of dropped) {
    const line = stillLine(person, language);
    if (line && !kept.some((part) => part === line)) kept.push(line);
  }
  const joiner = language === 'zh' ? '' : ' ';
  return [kept.join(joiner), ...rest].join('\n\n');
}
