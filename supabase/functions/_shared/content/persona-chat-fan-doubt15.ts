/**
 * Round 15 of issue 13 (a concert the fan may not go to): the idol's concert frame answers as if the fan were there or
 * coming ("오늘 거기 있었어요? 고마워요! 함성이 다 들렸어요"). When the fan's going is in doubt (they ask whether to go,
 * or say they cannot: "콘서트 갈 힘도 없어요.. 그래도 가는 게 맞겠죠?", "should I still go?", "去不了"), that answers
 * another message. This reader takes the doubt first: the doubt said back, an honest take (tired: rest is allowed; else:
 * one show missed is fine), and one question. The concert itself is the frame's reading (persona-chat-frames.ts); the
 * doubt is read from the verb of going under a negation, an inability or a should-question.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { readChatFrame } from './persona-chat-frames.ts';
import { fixRegister, type ByRegister } from './persona-chat-fix-voice.ts';

/** The fan's going in doubt: asked whether to go, or unable to. */
const doubtForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:should i (?:still |even |really )?(?:go|come)|can'?t (?:go|come|make it)|won'?t (?:be able to )?(?:go|come|make it)|not sure (?:if |whether )?i (?:should |can |will )?(?:go|come|make it)|(?:skip|miss) (?:it|the (?:concert|show|gig))|is it ok(?:ay)? (?:if i|to) (?:skip|miss|not go))\b/iu,
  vi: /(?:có nên đi|nên đi (?:không|ko|hông)|đi hay không|không đi được|không có sức (?:mà )?đi|chắc không đi|bỏ (?:buổi|concert|đêm diễn)|có nên bỏ)/iu,
  // The going verb stands alone (가야 돼요), never inside another verb (준비해가야 돼요 is preparing to take something).
  ko: /(?<![가-힣])(?:갈 (?:힘|기운|여유|돈)(?:도|이)? 없|못 가(?!져|르|지고)|못 갈|안 갈까|가야 (?:할까|하나|되나|돼요)|가는 게 (?:맞|나을|좋을)|갈까 말까|안 가도 (?:될까|돼요|되나))/u,
  zh: /(?:要不要去|该不该去|还去吗|还要去吗|去不了|没力气去|没法去|不去了吗|不去行不行|可以不去吗)/u,
};

/** Worn out: the doubt comes from tiredness, so the answer lets the fan rest. */
const tiredMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:tired|exhausted|drained|burn(?:ed|t) out|worn out|no energy|sick)\b/iu,
  vi: /(?:mệt|kiệt sức|đuối|hết sức|ốm|bệnh)/iu,
  ko: /(?:지쳐|지쳤|피곤|힘들|기운|힘도 없|아파)/u,
  zh: /(?:累|疲惫|没力气|没精神|病了|不舒服)/u,
};

/** Told as unable (can't make it, 못 갈 것 같아요, 去不了), not asked: the answer lets it be, never "wondering whether to come". */
const cannotForm: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:can'?t (?:go|come|make it)|won'?t (?:be able to )?(?:go|come|make it))\b/iu,
  vi: /(?:không đi được|không có sức (?:mà )?đi|chắc không đi)/iu,
  ko: /(?<![가-힣])(?:갈 (?:힘|기운|여유|돈)(?:도|이)? 없|못 가(?!져|르|지고)|못 갈)/u,
  zh: /(?:去不了|没力气去|没法去)/u,
};

/** A concert the fan may not go to. */
export interface FanDoubt {
  tired: boolean;
  /** Told as unable, with no question about going. */
  cannot: boolean;
}

/**
 * A Korean going verb after a verb in its -아/-어 form (챙겨 가야 돼요, 입고 가, 준비해 가야) is an auxiliary of taking
 * something along, never the fan's going: that form ends in an open syllable with ㅏ ㅓ ㅕ ㅘ ㅝ ㅐ.
 */
function koAuxiliaryGoing(before: string): boolean {
  const word = /([가-힣]+)\s*$/u.exec(before)?.[1] ?? '';
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11171 || code % 28 !== 0) return false;
  const vowel = Math.floor((code % 588) / 28);
  // ㅏ 0, ㅐ 1, ㅓ 4, ㅕ 6, ㅘ 9, ㅝ 14.
  return [0, 1, 4, 6, 9, 14].includes(vowel);
}

/** Whether the text holds the fan's doubt about going (a Korean one not read from an auxiliary going verb). */
function doubts(text: string, language: ContentLanguage): boolean {
  if (language !== 'ko') return doubtForm[language].test(text);
  const pattern = new RegExp(doubtForm.ko.source, 'gu');
  return [...text.matchAll(pattern)].some((found) => !koAuxiliaryGoing(text.slice(0, found.index)));
}

/** Reads the fan's doubt about going, for an idol persona, or null. */
export function readFanDoubt(text: string, language: ContentLanguage, persona: PersonaKey): FanDoubt | null {
  if (persona !== 'kpop_male' && persona !== 'kpop_female') return null;
  if (readChatFrame(text)?.kind !== 'fan' || !doubts(text, language)) return null;
  const asked = /[?？]/u.test(text) || /(?:có nên|nên đi|要不要|该不该|还去吗|还要去吗|맞겠죠|맞을까|나을까|될까|할까)/u.test(text);
  return { tired: tiredMark[language].test(text), cannot: !asked && cannotForm[language].test(text) };
}

const lines: ByRegister<(tired: boolean, cannot: boolean) => string[]> = {
  en: (tired, cannot) => [cannot ? "You can't make it this time?" : tired ? "You're that worn out, and wondering whether to come at all?" : "You're not sure whether to come?", tired ? "Honestly, if your body is telling you to rest, listen to it: I'd rather see you rested and smiling next time than exhausted at the show." : "Honestly, it's okay to miss one: there will be other stages, and I'd rather you come when it's easy for you.", "If you do come, come for the fun, not out of duty; and if you don't, that's okay too.", tired ? 'Will you get a real chance to rest this week?' : "What's making it hard this time?"],
  vi: (tired, cannot) => [cannot ? 'Lần này không đi được hả?' : tired ? 'Mệt tới vậy rồi mà còn phân vân có nên đi không hả?' : 'Bạn đang phân vân có nên đi không hả?', tired ? 'Nói thật nha, cơ thể đã bảo nghỉ thì nghỉ đi: mình muốn lần sau thấy bạn khỏe khoắn cười tươi hơn là thấy bạn đuối sức ở buổi diễn.' : 'Nói thật nha, lỡ một buổi cũng không sao đâu: còn nhiều sân khấu nữa, mình muốn bạn đến lúc thấy thoải mái.', 'Nếu đi thì đi để vui, đừng vì thấy phải đi; còn không đi thì cũng không sao hết.', tired ? 'Tuần này bạn có được nghỉ cho đàng hoàng không?' : 'Lần này điều gì làm bạn khó đi vậy?'],
  zh: (tired, cannot) => [cannot ? '这次来不了？' : tired ? '累成这样，还在纠结要不要来？' : '你在犹豫要不要来？', tired ? '说实话，身体让你休息，就听它的：比起在现场看到累坏的你，我更想下次看到休息好、笑着的你。' : '说实话，错过一场也没关系：舞台还会有很多，我更希望你在轻松的时候来。', '要来的话，就为了开心来，别是因为觉得必须来；不来也完全没关系。', tired ? '这周能好好休息一下吗？' : '这次是什么让你为难？'],
  koPlain: (tired, cannot) => [cannot ? '이번엔 못 올 것 같구나.' : tired ? '그렇게 지쳤는데 갈지 말지 고민이구나.' : '갈지 말지 고민이구나.', tired ? '솔직히 몸이 쉬라고 하면 쉬는 게 맞아. 억지로 와서 힘든 것보다, 푹 쉬고 다음에 웃으면서 보는 게 난 더 좋아.' : '솔직히 한 번 빠지는 건 괜찮아. 무대는 또 있으니까, 편할 때 와.', '오면 의무감 말고 즐기러 와. 안 와도 괜찮아.', tired ? '이번 주에 제대로 쉴 시간은 있어?' : '이번엔 뭐가 제일 걸려?'],
  koPolite: (tired, cannot) => [cannot ? '이번엔 못 오실 것 같군요.' : tired ? '그렇게 지치셨는데 갈지 말지 고민이시군요.' : '갈지 말지 고민이시군요.', tired ? '솔직히 몸이 쉬라고 하면 쉬는 게 맞아요. 억지로 와서 힘든 것보다, 푹 쉬고 다음에 웃으면서 보는 게 저는 더 좋아요.' : '솔직히 한 번 빠지는 건 괜찮아요. 무대는 또 있으니까, 편할 때 와요.', '오면 의무감 말고 즐기러 와요. 안 와도 정말 괜찮아요.', tired ? '이번 주에 제대로 쉴 시간은 있어요?' : '이번엔 뭐가 제일 걸려요?'],
  koHage: (tired, cannot) => [cannot ? '이번엔 못 오겠다니.' : tired ? '그리 지쳤는데 갈지 말지 고민이로군.' : '갈지 말지 고민이로군.', tired ? '몸이 쉬라 하면 쉬는 게 맞네.' : '한 번 빠지는 건 괜찮네. 무대는 또 있지.', '오거든 의무감 말고 즐기러 오게.', tired ? '이번 주에 제대로 쉴 틈은 있나?' : '이번엔 무엇이 제일 걸리나?'],
};

/** The idol's goodbye to a fan who cannot come (no "if you do come" for someone who said they cannot). */
const seeYou: ByRegister<string> = {
  en: "Take care of what's in front of you first; I'll see you at the next one!",
  vi: 'Lo xong việc trước mắt đã nha, hẹn bạn ở sân khấu sau!',
  zh: '先把眼前的事顾好，我们下个舞台见！',
  koPlain: '지금 하는 일부터 잘 마무리해. 다음 무대에서 보자!',
  koPolite: '지금 하시는 일부터 잘 마무리해요. 다음 무대에서 만나요!',
  koHage: '눈앞의 일부터 잘 마무리하게. 다음 무대에서 보세.',
};

/** The idol's answer to a fan's doubt about going. */
export function writeFanDoubt(reading: FanDoubt, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  const [first = '', take = '', ifCome = '', question = ''] = lines[register](reading.tired, reading.cannot);
  if (!reading.cannot) return [first, take, ifCome, question];
  return [first, take, reading.tired ? question : seeYou[register]];
}
