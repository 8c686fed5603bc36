/**
 * Round 13 of issue 13 (helper fort4): three question forms read from clause grammar, not from topic words.
 * - CHOICE: two options joined by or / hay (là) / -ㄹ지 … -ㄹ지 / -ㄹ까 … -ㄹ까 / 还是, each read whole between the
 *   question's frame (should I, nên, 是, the clause start) and the sentence's end; the lean goes to the option the
 *   visitor gave a purpose ("cho có kinh nghiệm", "to…", "려고", "为了"), else away from the status quo (keep, stay,
 *   wait, vẫn, 그냥 / 계속, 继续 / 留), else toward the option that names people, else the first one named.
 * - OFFER: a clause where someone offers, invites or asks ("I got offered…", "wants me to…", "được mời…", "-자고
 *   제안했는데", "给我…的机会") joined by but / nhưng / 但是 (or a Korean -야 해요 clause) to the price the visitor
 *   must pay ("I'd have to…", "phải…", "-야 해요", "要…").
 * - RECURRING: a problem said with a repeat marker (keep V-ing, always, cứ / hay bị, 자꾸 / 계속, 老是 / 总是) and a
 *   question whether or when it gets better; the visitor's own time ("this month", "tháng sau", "이번 달", "这个月",
 *   "before …") is kept, and a trigger they named ("every time…", "mỗi khi…", "…때마다", "每次…") shapes the step.
 * Every part is said back whole in the second person (second-person.ts); null when a form is not read with certainty.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { secondPerson } from './second-person.ts';

/** Why the lean of a choice goes the way it goes. */
export type ChoiceReason = 'purpose' | 'statusQuo' | 'people' | 'first';

/** A question read as one of the three forms. */
export type FortuneWeigh =
  | { kind: 'choice'; options: readonly [string, string]; pick: 0 | 1; reason: ChoiceReason; because: string | null }
  | { kind: 'offer'; offer: string; price: string; extra: string | null }
  | { kind: 'recurring'; problem: string; time: string | null; trigger: string | null };

const maxOptionWords = 14;
const words = (text: string): number => text.trim().split(/\s+/u).length;

/** Sentences of a question (the terminal mark kept off). */
function sentences(question: string): string[] {
  return question.split(/(?<=[.!?。！？])\s*|\n+/u).map((part) => part.replace(/[.!?。！？\s]+$/u, '').trim()).filter((part) => part !== '');
}

// ---------------------------------------------------------------- CHOICE

/** An option's purpose the visitor wrote ("cho có kinh nghiệm", "to save", "려고", "为了…"), as written, or null. */
function purposeOf(option: string, language: ContentLanguage): string | null {
  const found = {
    en: /\b(?:so (?:that )?I (?:can|could)|in order to|to save|to get|to have|to be)\b.*$/iu,
    vi: /(?<![\p{L}])(?:cho có|để có|để được|để|cho đỡ|cho khỏi|cho kịp)\s+\p{L}.*$/iu,
    ko: /\S+(?:려고|도록|위해(?:서)?)(?:\s.*)?$/u,
    zh: /(?:为了|好让|以便).*$/u,
  }[language].exec(option);
  return found && found[0].length < option.length && words(found[0]) >= 2 ? found[0].trim() : null;
}

/** An option that keeps things as they are: keep, stay, wait, vẫn / cứ, 그냥 / 계속 / 그대로, 继续 / 留. */
const statusQuo: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:just\s+)?(?:keep|stay|wait|stick|remain|hold off|continue|leave it)\b|\b(?:as it is|for now|the same)\b/iu,
  vi: /^(?:cứ\s+|vẫn\s+|tiếp tục\s+|ở lại\s+|chờ\s+|đợi\s+|giữ\s+)|(?<![\p{L}])(?:như cũ|như bây giờ)(?![\p{L}])/iu,
  ko: /(?:^|\s)(?:그냥|계속|그대로|원래대로|지금처럼|지금대로|기다릴|버틸|남을|있을)(?:\s|$)/u,
  zh: /^(?:继续|留在|留下|待在|保持|等|还是(?=留|待|继续))|(?:照旧|不动)/u,
};

/** An option that names people ("with two coworkers", "cùng bạn", "부모님 댁", "和朋友一起"). */
const withPeople: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwith\s+(?:my\s+|your\s+|two\s+|three\s+|a\s+few\s+|some\s+)?[\w-]+|\bfor\s+(?:my|your|our)\s+\w+$/iu,
  vi: /(?<![\p{L}])(?:cùng|với)\s+\p{L}+|(?<![\p{L}])cho\s+\p{L}+(?:\s\p{L}+)?$/iu,
  ko: /[가-힣]+(?:랑|이랑|하고|와|과)\s+(?:같이|함께)|[가-힣]+(?:에게|한테|께)\s|[가-힣]+\s?댁|부모님|친구/u,
  zh: /(?:和|跟|同)[\u4e00-\u9fff]{1,6}一起|给[\u4e00-\u9fff]{1,4}|同学|朋友|爸妈|父母|家人/u,
};

/** The lean of a choice, with its reason: purpose, then away from the status quo, then people, then the first named. */
export function leanOf(options: readonly [string, string], language: ContentLanguage): { pick: 0 | 1; reason: ChoiceReason; because: string | null } {
  const purposes = options.map((option) => purposeOf(option, language));
  const [pa, pb] = purposes;
  if (pa && !pb) return { pick: 0, reason: 'purpose', because: pa };
  if (pb && !pa) return { pick: 1, reason: 'purpose', because: pb };
  const [qa, qb] = options.map((option) => statusQuo[language].test(option));
  if (qa && !qb) return { pick: 1, reason: 'statusQuo', because: null };
  if (qb && !qa) return { pick: 0, reason: 'statusQuo', because: null };
  const [wa, wb] = options.map((option) => withPeople[language].test(option));
  if (wa && !wb) return { pick: 0, reason: 'people', because: null };
  if (wb && !wa) return { pick: 1, reason: 'people', because: null };
  return { pick: 0, reason: 'first', because: null };
}

/** English: "(should I | whether to | either | between …) A or B". */
function englishChoice(question: string): readonly [string, string] | null {
  for (const sentence of sentences(question)) {
    const split = /\s*,?\s+or\s+(?:should\s+I\s+|do\s+I\s+|shall\s+I\s+|would\s+I\s+|I\s+could\s+|just\s+(?=keep|stay|wait))?/iu.exec(sentence);
    if (!split || /^\s*,?\s+or\s+(?:not|something|so|anything|whatever|else)\b/iu.test(sentence.slice(split.index))) continue;
    const head = sentence.slice(0, split.index);
    const frame = [...head.matchAll(/\b(?:should I|do I|shall I|would it be better to|is it better to|whether (?:to|I should)|either|between|thinking (?:about|of)|deciding (?:between|whether to)|torn between|decide (?:between|whether to)|wondering if I should|better to)\s+/giu)].pop();
    if (!frame || frame.index === undefined) continue;
    const a = head.slice(frame.index + frame[0].length).trim();
    const b = sentence.slice(split.index + split[0].length).split(/\s*[,;:—–]\s*|\s+-\s+/u)[0]?.trim() ?? '';
    if (a === '' || b === '' || words(a) > maxOptionWords || words(b) > maxOptionWords || /[,;]/u.test(a)) continue;
    return [secondPerson(a, 'en'), secondPerson(b.replace(/\s+(?:instead|then)$/iu, ''), 'en')];
  }
  return null;
}

/** Vietnamese: "(nên | phân vân | định …) A hay (là) B", "hay không" is no choice. */
function vietnameseChoice(question: string): readonly [string, string] | null {
  for (const sentence of sentences(question)) {
    const split = /\s*,?\s+hay(?:\s+là)?\s+/iu.exec(sentence);
    if (!split || /^\s*,?\s+hay(?:\s+là)?\s+(?:không|chưa|sao)(?![\p{L}])/iu.test(sentence.slice(split.index))) continue;
    const head = sentence.slice(0, split.index);
    // Round 14: "em hay về quê" (hay right after its subject pronoun) is "often", not "or".
    if (/(?<![\p{L}])(?:em|mình|tôi|tớ|anh|chị|nó|họ|bạn|ông|bà|con|cháu|ba|mẹ|bố)$/iu.test(head.trim()) && !/,\s*$/u.test(head)) continue;
    const frame = [...head.matchAll(/(?<![\p{L}])(?:có nên|nên|phân vân(?:\s+(?:giữa|không biết|là|nên))*|không biết(?:\s+(?:là|nên))*|định|tính|chọn|lăn tăn(?:\s+không biết)?)\s+/giu)].pop();
    const start = frame?.index === undefined ? Math.max(head.lastIndexOf(',') + 1, 0) : frame.index + frame[0].length;
    if (frame === undefined && head.lastIndexOf(',') < 0) continue;
    const a = head.slice(start).trim();
    const b = (sentence.slice(split.index + split[0].length).split(/\s*[,;:]\s*/u)[0] ?? '').replace(/(?:\s+(?:thì hơn|thì tốt hơn|tốt hơn|hơn|ạ|nhỉ|vậy|đây|ta|nhé|ha|hả|ạh|a))+\s*$/iu, '').trim();
    if (a === '' || b === '' || words(a) > maxOptionWords || words(b) > maxOptionWords) continue;
    return [secondPerson(a, 'vi'), secondPerson(b, 'vi')];
  }
  return null;
}

/** Whether a Hangul syllable has ㄹ as its final consonant (갈, 살, 다닐). */
const endsInRieul = (syllable: string): boolean => {
  const code = syllable.charCodeAt(0) - 0xac00;
  return code >= 0 && code < 11172 && code % 28 === 8;
};

/** A Korean time or scene lead at an option's head ("내년에", "이번 연휴에", "요즘"): it frames the question, not the option. */
const koTimeLead = /^(?:(?:내년|올해|요즘|주말|연말|방학)(?:에|엔)?|(?:이번|다음)\s?[가-힣]{1,3}(?:에|엔)?)\s+/u;

/** A Korean option ending in a future-attributive -ㄹ / -을 syllable, with the asker's lead dropped, or null. */
function koreanOption(text: string): string | null {
  const option = secondPerson(text.replace(/^(?:.*[,，]\s*)?/u, '').replace(/^(?:아니면|아님|또는|그냥은)\s+/u, '').trim(), 'ko').replace(/(?:^|\s)(?:제|내)\s+/gu, ' ').trim().replace(koTimeLead, '');
  const last = option.slice(-1);
  return option.length >= 2 && (endsInRieul(last) || last === '을') && words(option) <= maxOptionWords ? option : null;
}

/** Korean: "A-ㄹ지(,) (아니면) B-ㄹ지 고민/모르겠", "A-ㄹ까(요), 아니면 B-ㄹ까" (never "갈까 말까"). */
function koreanChoice(question: string): readonly [string, string] | null {
  const byJi = /^(.+?)지\s*[,，]?\s*(?:아니면\s+|아님\s+|또는\s+)?(.+?)지\s*(?:를|는)?\s*(?:고민|모르|정하|정을|결정|헷갈|망설|선택|생각)/u.exec(question.replace(/\s+/gu, ' '));
  const byKka = /^(.+?)까(?:요)?\s*[,，?？]?\s*(?:아니면\s+|아님\s+|또는\s+)(.+?)까(?:요)?(?:[\s?？.,]|$)/u.exec(question.replace(/\s+/gu, ' '));
  // "이직할까 버틸까 고민이에요": two -ㄹ까 clauses under a deciding verb, with no 아니면.
  const byKkaFrame = /^(.+?)까\s*[,，]?\s*(.+?)까\s*(?:를|는)?\s*(?:고민|모르|정하|정을|결정|헷갈|망설)/u.exec(question.replace(/\s+/gu, ' '));
  for (const found of [byJi, byKka, byKkaFrame]) {
    const a = found?.[1] ? koreanOption(found[1].split(/[.!?。]\s*/u).pop() ?? '') : null;
    const b = found?.[2] ? koreanOption(found[2]) : null;
    if (a && b && !/^말$/u.test(b)) return [a, b];
  }
  // "A(이)냐 B(이)냐 고민": two nouns weighed, said as they are ("대학원 진학 쪽과 취업 쪽").
  const byNya = /(?:^|[.!?]\s*)([^.!?]+?)(?:이)?냐\s*[,，]?\s*(?:아니면\s+)?([^.!?\s][^.!?]*?)(?:이)?냐\s*(?:를|는)?\s*(?:고민|모르|정하|정을|결정|헷갈|망설|선택|생각)/u.exec(question.replace(/\s+/gu, ' '));
  const a = byNya?.[1] ? secondPerson(byNya[1].trim(), 'ko').replace(koTimeLead, '') : '';
  const b = byNya?.[2]?.trim() ?? '';
  return a.length >= 2 && b.length >= 2 && words(a) <= 6 && words(b) <= 6 ? [a, b] : null;
}

/** Chinese: "(是|该|要) A 还是 B", with 好 / 比较好 / 呢 cut off. */
function chineseChoice(question: string): readonly [string, string] | null {
  for (const sentence of sentences(question)) {
    const at = sentence.indexOf('还是');
    if (at <= 0) continue;
    const clauseStart = Math.max(sentence.lastIndexOf('，', at), sentence.lastIndexOf(',', at)) + 1;
    let a = sentence.slice(clauseStart, at);
    const is = Math.max(a.lastIndexOf('是'), a.lastIndexOf('该'), a.lastIndexOf('要'));
    if (is >= 0 && a.length - is - 1 >= 2) a = a.slice(is + 1);
    a = a.replace(/^(?:我|我们|到底|应该|究竟)+/u, '').replace(/(?:好|比较好|更好)$/u, '');
    const b = (sentence.slice(at + 2).split(/[，,；;]/u)[0] ?? '').replace(/(?:好|比较好|更好|呢|吧|啊|好呢)+$/u, '');
    if (a.length < 2 || b.length < 2 || a.length > 24 || b.length > 24 || /^(?:不|没)$/u.test(b)) continue;
    return [secondPerson(a, 'zh'), secondPerson(b, 'zh')];
  }
  return null;
}

/** Whether an option read elsewhere still carries the question's deciding frame ("…내려갈지 정하질 못하겠어요", "decide"). */
export function holdsDecidingFrame(option: string): boolean {
  return /(?:지|까)\s*(?:를|는)?\s*(?:고민|모르|정하|정을|결정|헷갈|망설)|\b(?:decide|deciding|torn)\b|(?<![\p{L}])(?:phân vân|không biết|lăn tăn)(?![\p{L}])|(?:纠结|不知道|拿不定)/iu.test(option);
}

/** The two whole options of a choice in the question's language, or null. */
export function readChoice(question: string, language: ContentLanguage): readonly [string, string] | null {
  const options = { en: englishChoice, vi: vietnameseChoice, ko: koreanChoice, zh: chineseChoice }[language](question);
  if (!options || options[0].toLowerCase() === options[1].toLowerCase()) return null;
  return options;
}

// ---------------------------------------------------------------- OFFER

/** English: "<clause with offered / wants me to / asked me to>, but I'd have to <price>". */
function englishOffer(question: string): { offer: string; price: string } | null {
  for (const sentence of sentences(question)) {
    const found = /^(.*?\b(?:offered|offering|offers|wants? me to|asked me to|invited me to|invites me to|gave me (?:a|an|the) (?:chance|shot|opportunity)|(?:got|have) (?:a|an|the) (?:chance|offer|opportunity))\b.*?)\s*,?\s*\bbut\s+((?:(?:I'd|I would|I'll|I will|I|it would|it'd|it will|that would)\s+(?:have to|need to|must|mean|means|be)|(?:it|that|this)\s+(?:means|would mean|will mean))\b.*)$/iu.exec(sentence);
    const offer = found?.[1]?.trim();
    const price = found?.[2]?.split(/\s*[;—–]\s*/u)[0]?.trim();
    if (offer && price && words(offer) <= 24 && words(price) <= 18) return { offer: secondPerson(offer, 'en'), price: secondPerson(price, 'en') };
  }
  return null;
}

/** Vietnamese: "<… được mời / đề nghị / rủ em …> nhưng (mà) (em) (sẽ) phải <price>". */
function vietnameseOffer(question: string): { offer: string; price: string } | null {
  for (const sentence of sentences(question)) {
    const found = /^(.*?(?<![\p{L}])(?:được\s+(?:mời|đề nghị|đề xuất|nhận|cho cơ hội|giới thiệu)|(?:mời|rủ|đề nghị|muốn|nhờ|kêu)\s+(?:em|mình|tôi|tớ)|cho\s+(?:em|mình|tôi)\s+cơ hội)(?![\p{L}]).*?)\s*,?\s+nhưng(?:\s+mà)?\s+((?:(?:em|mình|tôi|tớ)\s+)?(?:sẽ\s+)?(?:phải|cần|bị|mất)\s+.+?)(?=\s*[,;]|\s+(?:thì|có nên|nên|liệu|không biết)(?![\p{L}])|$)/iu.exec(sentence);
    const offer = found?.[1]?.trim();
    const price = found?.[2]?.trim();
    if (offer && price && words(offer) <= 24 && words(price) <= 18) return { offer: secondPerson(offer, 'vi'), price: secondPerson(price, 'vi').replace(/^bạn\s+/u, '') };
  }
  return null;
}

/** Korean: "A가 B-자고/-라고 제안했는데 … C-야 해요", "D를 제안받았는데 … C-야 돼요", "기회를 준다는데". */
function koreanOffer(question: string): { offer: string; price: string } | null {
  const text = question.replace(/\s+/gu, ' ');
  const price = /([^,.!?。]*?[가-힣]야)\s*(?:해요|돼요|되는데|하는데|한대요|한다는데|할 것 같|하거든|한다고|해서|하고)/u.exec(text.split(/(?:는데|던데|지만)[,\s]/u).slice(1).join(' '));
  if (!price?.[1]) return null;
  const priceText = secondPerson(price[1].trim(), 'ko').replace(/(?:^|\s)(?:제|내)\s+/gu, ' ').trim();
  // The one who asks stays the subject of the offer said back ("친구가 같이 카페 창업하자는 제안").
  const asked = /(?:^|[.!?]\s*)(.+?)(자고|라고|달라고)\s*(?:제안|제의|부탁|권유)?(?:했|하|해|받았|받)[가-힣]*(?:는데|데|지만)/u.exec(text);
  if (asked?.[1]) {
    const kind = asked[2] === '달라고' ? '달라는 부탁' : asked[2] === '자고' ? '자는 제안' : '라는 제안';
    const stem = secondPerson(asked[1].trim(), 'ko').replace(/(?:^|\s)(?:저한테|제게|나한테|저에게|나보고|저보고)\s+/gu, ' ').trim();
    return { offer: `${stem}${kind}`, price: priceText };
  }
  const given = /(?:^|[.!?]\s*)(?:.*?\s)?([가-힣\s]{2,20}?)(?:을|를)\s*(?:제안받았|제안받|제의받았|제의받|권유받았|준다는|주겠다는|준대서|준다고 하)[가-힣]*/u.exec(text);
  if (given?.[1]) return { offer: `${given[1].trim()} 제안`, price: priceText };
  return null;
}

/** Chinese: "<…给我 / 邀请我 / 让我 / 请我…>，但(是) / 可是 / 不过 (我) 要 / 得 / 必须 <price>". */
function chineseOffer(question: string): { offer: string; price: string } | null {
  const found = /(?:^|[。！？!?\s])([^。！？!?，,]*?(?:给我|给了我|邀请我|请我|让我|想让我|叫我|约我|找我|拉我|提供)[^。！？!?]*?)[，,]\s*(?:但是?|可是|不过|只是)\s*((?:我)?(?:就)?(?:要|得|需要|必须|会)[^，,。！？!?]+)/u.exec(question);
  const offer = found?.[1]?.trim();
  const price = found?.[2]?.trim();
  return offer && price && offer.length <= 30 && price.length <= 24 ? { offer: secondPerson(offer, 'zh'), price: secondPerson(price, 'zh').replace(/^你/u, '') } : null;
}

/** A clause that asks (should, worth, 吗, có nên, 할까…) rather than tells. */
const asksSomething = /\b(?:should|worth|is it|will|would|do I|can I|take it)\b|[吗呢该]|要不要|(?<![\p{L}])(?:có nên|nên không|được không|liệu)(?![\p{L}])|(?:할까|될까|까요|나요|을까|ㄹ까)/iu;

/** The statement the visitor wrote right after the price ("我女儿才三岁"), in the second person, or null. */
function extraAfter(question: string, price: string, language: ContentLanguage): string | null {
  const clauses = [...question.matchAll(/([^,，.。!?！？;；]+)([,，.。!?！？;；]|$)/gu)].map((found) => ({ text: (found[1] ?? '').trim(), mark: found[2] ?? '' }));
  const tail = price.slice(-4);
  const at = clauses.findIndex((clause) => secondPerson(clause.text, language).includes(tail));
  const next = at < 0 ? undefined : clauses[at + 1];
  if (!next || /[?？]/u.test(next.mark) || asksSomething.test(next.text)) return null;
  const said = secondPerson(next.text, language);
  const size = language === 'zh' ? said.length : words(said);
  return size >= 2 && size <= (language === 'zh' ? 20 : 14) ? said : null;
}

/** An offer, the price the visitor named for it and a statement they added, in the question's language, or null. */
export function readOffer(question: string, language: ContentLanguage): { offer: string; price: string; extra: string | null } | null {
  const found = { en: englishOffer, vi: vietnameseOffer, ko: koreanOffer, zh: chineseOffer }[language](question);
  return found ? { ...found, extra: extraAfter(question, found.price, language) } : null;
}

// ---------------------------------------------------------------- RECURRING

/** A question whether or when a thing gets better, per language. */
const asksBetter: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:get(?:s|ting)? better|improve|settle(?: down)?|go away|ease(?: up)?|calm down|stop|pass|get fixed|end)\b[^.!]*\?|\b(?:when will|how long (?:until|till|before)|will it ever)\b/iu,
  vi: /(?<![\p{L}])(?:có\s+)?(?:đỡ|khá|bớt|hết|ổn|cải thiện|tốt)(?:\s+hơn)?[^.!?]*(?:không|chưa)\s*[?？]?\s*$|(?<![\p{L}])(?:bao giờ|khi nào|bao lâu)(?![\p{L}])[^.!?]*(?:hết|đỡ|ổn|khỏi|bớt)/iu,
  ko: /(?:나아질|좋아질|괜찮아질|없어질|고쳐질|줄어들|사라질|멈출|나아지|좋아지|괜찮아지)[가-힣]*|언제쯤|언제면|[가-힣]\s수\s있을까/u,
  zh: /(?:会好|好起来|好转|改过来|改掉|改得掉|能好|会改善|能改善|什么时候|多久才|会不会好|能不能好|会停)/u,
};

/** A repeat marker inside a clause the visitor says of themselves or of their own thing. */
const repeatMarker: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:keeps?|kept)\s+[a-z]+ing\b|\b(?:always|constantly|still|every (?:night|morning|day|time|week))\b/iu,
  vi: /(?<![\p{L}])(?:cứ|hay bị|hay|thường xuyên|lúc nào cũng|suốt ngày|liên tục|mãi|hoài|toàn|mỗi (?:đêm|sáng|chiều|tối|ngày|lần|khi))(?![\p{L}])/iu,
  ko: /(?:^|\s)(?:자꾸|계속|맨날|매일|늘|항상|번번이|매번|툭하면|자주)(?:\s|$)|[가-힣]마다(?:\s|$)/u,
  zh: /(?:老是|总是|一直|经常|动不动就|每次|每天都|每晚都|常常|总)/u,
};

/** The visitor's own time for the change ("this month", "before the marathon in april", "tháng sau", "이번 달", "这个月"). */
function timeOf(text: string, language: ContentLanguage): string | null {
  const found = {
    en: /\b(?:(?:before|by)\s+(?:the\s+|my\s+|next\s+)?[\w-]+(?:\s+(?:in|on)\s+\w+)?|(?:this|next)\s+(?:week|month|year|summer|winter|spring|fall|autumn|weekend|semester)|within\s+(?:a|the|\w+)\s+(?:weeks?|months?)|soon)\b/iu,
    vi: /(?<![\p{L}])(?:(?:tuần|tháng|năm)\s+(?:này|sau|tới)|sắp tới|trước\s+(?:Tết|khi\s+[\p{L}\s]{2,20}?|[\p{L}]+)|sau Tết)(?![\p{L}])/iu,
    ko: /(?:이번|다음)\s?(?:주|달|학기)|올해|내년|연말|[가-힣]+\s?전(?:에|까지)|[가-힣]+까지/u,
    zh: /(?:这个?|下个?)(?:月|星期|礼拜|周|学期)|今年|明年|年底前?|[\u4e00-\u9fff]{1,6}(?:之前|以前)/u,
  }[language].exec(text);
  return found ? secondPerson(found[0].trim(), language) : null;
}

/** A trigger the visitor named ("every time I run more than 5k", "mỗi khi…", "회의 시간에" / "…때마다", "每次…"). */
function triggerOf(text: string, language: ContentLanguage): string | null {
  const found = {
    en: /\b(?:every time|whenever|each time|any time)\s+[^,.;?!]+/iu,
    vi: /(?<![\p{L}])(?:mỗi khi|mỗi lần|hễ)\s+[^,.;?!]+/iu,
    ko: /(?:[가-힣]+\s)?[가-힣]+\s?(?:때마다|시간에)/u,
    zh: /每(?:次|当)[^，,。？！?!]+?(?:时|的时候|就)?(?=[，,。？！?!]|就|都|$)/u,
  }[language].exec(text);
  const trigger = found ? secondPerson(found[0].trim(), language).replace(/^(?:요즘|자꾸|계속|맨날|늘|항상)\s+/u, '') : null;
  return trigger !== null && trigger.length >= 2 ? trigger : null;
}

/** A Korean clause said back as a noun phrase: "…싸우는데" → "…싸우는 일", "…더듬어요" → "…더듬는 일"; else quoted. */
function koreanProblem(clause: string): string {
  const bare = clause.replace(/[.?!,\s]+$/u, '');
  const neunde = /^(.+는)데(?:요)?$/u.exec(bare);
  if (neunde?.[1]) return `${neunde[1]} 일`;
  const eoyo = /^(.+?)([가-힣])(?:어|아)요$/u.exec(bare);
  if (eoyo?.[1] !== undefined && eoyo[2] && /[을를]\s/u.test(bare)) {
    const code = eoyo[2].charCodeAt(0) - 0xac00;
    const final = code % 28;
    // A past stem (쪘, 했, 먹었) is no present habit: only 있 / 없 keep their ㅆ / ㅄ.
    if (final !== 0 && (final !== 20 || eoyo[2] === '있')) {
      const stem = final === 8 ? String.fromCharCode(eoyo[2].charCodeAt(0) - 8) : eoyo[2];
      return `${eoyo[1]}${stem}는 일`;
    }
  }
  const goisseo = /^(.+고) 있어요$/u.exec(bare);
  if (goisseo?.[1]) return `${goisseo[1]} 있는 일`;
  return `‘${bare}’라고 하신 그 일`;
}

/** The recurring problem said back whole in the second person, from the clause that carries the repeat marker. */
function problemClause(question: string, language: ContentLanguage): string | null {
  const clauses = language === 'zh' ? question.split(/[，,。！？!?；;]/u)
    : language === 'ko' ? question.split(/[.!?]\s*|[,，]\s*|(?<=[는은]데)\s+/u)
      : sentences(question).flatMap((part) => part.split(/\s*[;,]\s*/u));
  // "Why do I always…", "왜 자꾸…", "Sao em cứ…", "为什么我总是…": the why is the visitor's frame; the problem is the rest.
  const whyLead = /^(?:why (?:do|does)\s+|how come\s+|(?:tại sao|vì sao|sao)\s+|왜\s+|为什么|为啥|怎么)/iu;
  const clause = clauses.map((part) => part.trim().replace(whyLead, '').replace(/^why am I\s+/iu, 'I am ')).find((part) => repeatMarker[language].test(part) && !asksBetter[language].test(`${part}?`));
  if (!clause) return null;
  if (language === 'ko') return koreanProblem(secondPerson(clause, 'ko'));
  const said = secondPerson(clause, language).replace(/\s*,?\s*\b(?:is it|will it|will this|does it)\b.*$/iu, '').trim();
  const limit = language === 'zh' ? said.length <= 30 : words(said) <= 22;
  return said.length >= 2 && limit ? said : null;
}

/** A recurring problem asked as "will it get better / when", in the question's language, or null. */
export function readRecurring(question: string, language: ContentLanguage): { problem: string; time: string | null; trigger: string | null } | null {
  if (!asksBetter[language].test(question) || !repeatMarker[language].test(question)) return null;
  const problem = problemClause(question, language);
  if (!problem) return null;
  const asked = sentences(question).find((part) => asksBetter[language].test(`${part}?`)) ?? question;
  return { problem, time: timeOf(asked, language) ?? timeOf(question, language), trigger: triggerOf(question, language) };
}

/** The first of the three forms the question is, or null (an offer before a choice: "offered X, or should I stay?"). */
export function readFortuneWeigh(question: string, language: ContentLanguage): FortuneWeigh | null {
  const offer = readOffer(question, language);
  if (offer) return { kind: 'offer', ...offer };
  const options = readChoice(question, language);
  if (options) return { kind: 'choice', options, ...leanOf(options, language) };
  const recurring = readRecurring(question, language);
  return recurring ? { kind: 'recurring', ...recurring } : null;
}
