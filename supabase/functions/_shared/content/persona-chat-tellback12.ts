/**
 * Round 12 of issue 13 (the honest fall-through): when no reader answers a message, its main clause is told back whole
 * in the second person ("I repainted my old bike bright yellow today" → "you repainted your old bike bright yellow
 * today"; "Hôm nay tớ tự thay bóng đèn" → "Hôm nay bạn tự thay bóng đèn"; "화분 분갈이 처음 해봤다" → "화분 분갈이 처음
 * 해봤구나"; "我把旧自行车刷成了黄色" → "你把旧自行车刷成了黄色"), with one question about THAT thing chosen by the speaker's stance
 * (news, a complaint that keeps happening, a worry, a feeling). The clause is taken only where its edges are sure: the
 * sentence's first clause, cut at punctuation or a connective, holding the visitor's own subject (I / my, a Vietnamese
 * self-word, 我) or, in Korean, a finite ending the reply can turn (past -ㅆ다 / -ㅆ어 → -구나; -요 / -어 → an echo
 * question). Otherwise null, and the older fall-through answers. Never a fragment in a slot.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { lowered, secondPerson, sentencesOf, tellable, trimClause, withoutOpeners } from './persona-chat-clause12.ts';
import { capitalizeLeading as capitalised } from './text-tools.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import { leftOut } from './persona-chat-negation14.ts';
import { reactionLine } from './persona-chat-react17.ts';

/** What the speaker does with the clause. */
export type Stance = 'news' | 'hurt' | 'done' | 'complaint' | 'worry' | 'feeling' | 'plain' | 'letdown' | 'found' | 'replay';

/** The main clause told back and the stance it was said in. */
export interface TellBack {
  /** The clause in the second person, ready for the reply (Korean already turned: 해봤구나, 안 말려?). */
  clause: string;
  stance: Stance;
  /** Korean: the clause was turned into an echo question (its own question mark), not a -구나 statement. */
  echo: boolean;
  /** Round 13: done to the visitor by another person or in front of others (a new event, whatever was said before). */
  byOther?: boolean;
  /** Round 17: news of something still ahead (next month, sắp, 要…了). */
  ahead?: boolean;
  /** Round 18: the other facts the message gave, in the second person (only the last fall-through reads them). */
  facts?: readonly string[];
}

const stances: Readonly<Record<ContentLanguage, readonly (readonly [Stance, RegExp])[]>> = {
  en: [['hurt', /\b(?:got|was|were|been|get|getting)\s+(?:\w+\s+)?(?:yelled at|shouted at|scolded|blamed|fired|dumped|ghosted|laughed at|told off|chewed out|written up|left out|rejected|robbed|scammed|cheated on)\b/iu], ['replay', /\b(?:keeps? (?:me )?(?:awake|up at night|thinking about)|keep (?:thinking|replaying|going over)|can'?t stop (?:thinking|replaying)|can'?t let (?:it )?go|replay(?:ing|s)?|keeps? coming back|on repeat in my head)\b/iu], ['worry', /\b(?:worried|worry|afraid|scared|nervous|anxious|what if)\b/iu], ['complaint', /\b(?:always|keeps?|never|again|every (?:single )?(?:time|day|night|morning|evening|week|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends)|won'?t|can'?t|doesn'?t|don'?t)\b/iu], ['feeling', /\b(?:feel|feeling|sad|happy|tired|bored|lonely|upset|angry)\b/iu], ['news', /\b(?:\w+ed|got|made|went|took|did|finally|today|just|bought|found|won|ran|wrote|built|sold|drew|began)\b/iu]],
  vi: [['hurt', /(?<![\p{L}])bị(?![\p{L}])\s+(?:(?:[\p{L}]+\s+){0,3})?(?:la|mắng|chửi|trách|đuổi|đá|phạt|lừa|cướp|trộm|móc túi|bỏ rơi|cắm sừng|chê|chèn ép|bắt nạt|đánh)(?![\p{L}])/iu], ['replay', /(?:cứ nghĩ (?:mãi|hoài|về)|nghĩ mãi|nghĩ hoài|nhớ mãi|cứ nhớ lại|tua lại|không dứt ra được|ám ảnh)/iu], ['worry', /(?<![\p{L}])(?:lo|sợ|hồi hộp|lo lắng)(?![\p{L}])/iu], ['complaint', /(?:lần nào cũng|lúc nào cũng|(?:ngày|tối|sáng|đêm|tuần) nào cũng|mỗi (?:ngày|tối|sáng|đêm|lần)|(?<![\p{L}])cứ(?![\p{L}])|mãi|hoài|toàn|không được|chẳng được)/iu], ['feeling', /(?:thấy (?:buồn|vui|mệt|chán)|(?<![\p{L}])(?:buồn|mệt|chán|bực)(?![\p{L}]))/iu], ['news', /(?:(?<![\p{L}])(?:rồi|xong|vừa|mới|đã|được|lần đầu|hôm nay|tự)(?![\p{L}]))/iu]],
  ko: [['hurt', /(?:혼났|혼나|욕먹|욕을 먹|잘렸|차였|까였|깨졌|야단맞|맞았|당했|뺏겼|사기)/u], ['replay', /(?:자꾸 생각|계속 생각|생각이 (?:자꾸|계속)|곱씹|자꾸 떠올|계속 떠올|머릿속에서 (?:안|계속))/u], ['worry', /(?:걱정|무서|불안|떨려|겁나)/u], ['complaint', /(?:자꾸|맨날|매일|매번|또 |항상|계속|안 [가-힣]|못 [가-힣]|[가-힣]마다|번씩)/u], ['feeling', /(?:기분|슬퍼|우울|행복|피곤|지쳐|짜증)/u], ['news', /(?:했|봤|었|았|였|됐|처음|오늘)/u]],
  zh: [['hurt', /(?:被[^，。！？]{0,12}(?:骂|批评|训|说了一顿|开除|辞退|甩|骗|偷|抢|打|嘲笑|冤枉)|挨(?:骂|批|打)|背锅)/u], ['replay', /(?:一直在脑子里|脑子里(?:一直|总是|反复)|反复(?:想|回想|回放)|回放|总是想起|老是想起|一直想着|忘不掉|放不下)/u], ['worry', /(?:担心|害怕|怕|紧张|焦虑)/u], ['complaint', /(?:每次|每天|每晚|天天|总是|老是|一直|又|怎么都)/u], ['feeling', /(?:难过|开心|累|烦|郁闷|伤心)/u], ['news', /(?:了|过|今天|终于|第一次)/u]],
};

/** An English clause opened by the visitor's own subject (after an optional time word or interjection). */
// Round 17: a repetition or time opening the clause (every time my boss…, lately my…) keeps the visitor's subject after it.
const enOwn = /^(?:(?:so|well|ok|okay|today|yesterday|tonight|this morning|last night|guess what|omg|ugh|lol|lately|these days|recently|every time|everytime|whenever)[,!]?\s+)*(?:I|my|we|our|me and)\b/iu;
/** Vietnamese self-words: a clause holding one has its subject. */
const viOwn = /(?<![\p{L}])(?:mình|tôi|tớ|tao|em)(?![\p{L}])(?! (?:gái|trai|bé))/iu;

/** Round 13: something done in front of others (in front of, trước mặt, 앞에서, 当着…的面) is a hurt, whatever its verb. */
const publicMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:in front of|in public|with everyone watching|while everyone watched)\b/iu,
  vi: /(?:trước mặt|giữa (?:lớp|cuộc họp|văn phòng|công ty|đám đông)|trước bao nhiêu người)/iu,
  // Round 17: in front of a place (집 앞에서, 문 앞에서) is where, not before whom.
  ko: /(?:(?<!(?:집|문|현관|가게|건물|학교|회사)\s?)앞에서|보는 데서|보는 앞|사람들 다 있는 데서)/u,
  zh: /(?:当着|当众|众目睽睽|在大家面前|在所有人面前)/u,
};
/**
 * Round 13: the clause's subject is another person acting on the visitor ("my landlord texted me", "Sếp em vừa chê…",
 * "팀장님이 … 제 보고서를", "我妈…说我…"): never the visitor's own news to cheer ("That's so cool!", "好厉害！").
 */
const otherActsOnMe: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:my|our)\s+(?:[\w'-]+\s+){1,3}?(?:\w+ed|said|told|took|made|gave|sent|left|threw|broke|called|wrote|tore|ate|stole|sold|kept|forgot|forgets|lied|blocked|unfollowed|ditched)\b.*\b(?:me|my|us|our)\b/iu,
  vi: /^(?!(?:hôm|sáng|chiều|tối|tuần|năm|tháng|mới|vừa|lúc|hồi|khi|dạo|nay|từ|sau|tự)(?![\p{L}]))[\p{L}]+(?:\s+[\p{L}]+)?\s+(?:của\s+)?(?:em|tớ|mình|tôi|tao|tui)\s+(?:vừa|mới|đã|lại|cứ|hay|bảo|nói|hôm nay|sáng nay|tối qua|hôm qua)(?![\p{L}]).*(?<![\p{L}])(?:em|tớ|mình|tôi|tao|tui)(?![\p{L}])/iu,
  ko: /^(?!내가|제가|나는|저는)[가-힣]+(?:님이|께서|이가|[이가])\s.*(?:나를|날|저를|절|제 |내 |나한테|저한테|나에게|저에게)/u,
  zh: /^我(?!把|被|今天|昨天|刚|又|终于|也|都|想|要|在|是|有|去|给|觉得|真|好|太|很|就|还|一直|已经|和|跟|自己|们|们的|的)[^，。！？]{1,12}(?:说|骂|让|叫|把|给|对|嫌|逼)我/u,
};

/** Praise or thanks in front of others is good news, not a hurt. */
const praised = /\b(?:complimented|praised|thanked|applauded|congratulated|cheered|honou?red|recogni[sz]ed)\b|(?<![\p{L}])(?:khen|cảm ơn|tuyên dương|vỗ tay)(?![\p{L}])|칭찬|감사|박수|축하|夸|表扬|表彰|感谢|鼓掌|祝贺/iu;

/**
 * Round 18: a loss or a failure in the clause (forgot, died, lost, broke; quên, chết, mất; 잊어, 죽었, 잃어버렸; 忘了,
 * 死了, 丢了) is never news to cheer ("your bff forgot your birthday? That's so cool!"). A short list of such verbs.
 */
const lossWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:forgot|forgotten|forget|died|dead|lost|broke|broken|failed|missed|ruined|crashed|cancell?ed|stolen|flopped|bombed)\b/iu,
  vi: /(?<![\p{L}])(?:quên|chết|qua đời|mất|hỏng|trượt|rớt|vỡ|bể|thua)(?![\p{L}])/iu,
  ko: /(?:잊어|잊었|까먹|죽었|잃어|망했|망쳤|떨어졌|깨졌|놓쳤|고장|취소)/u,
  zh: /(?:忘了|忘记|死了|去世|丢了|坏了|没考上|挂科|落榜|碎了|输了|搞砸)/u,
};

function stanceOf(clause: string, whole: string, language: ContentLanguage): Stance {
  if (publicMark[language].test(clause) && !praised.test(clause)) return 'hurt';
  const read = stanceRead(clause, whole, language);
  // Round 18: a told event that keeps coming back in the next clause (…说错了一句话，到现在还一直在脑子里回放) is that replay.
  if ((read === 'news' || read === 'plain' || read === 'letdown') && tellsReplay(whole, language)) return 'replay';
  if ((read === 'news' || read === 'plain') && lossWord[language].test(clause)) return otherActsOnMe[language].test(clause) ? 'done' : 'letdown';
  return read === 'news' && otherActsOnMe[language].test(clause) ? 'done' : read;
}

/** Round 19 (chat22): the stance a message's clause is said in, for the past-told reader's rough-event line. */
export function clauseStance(clause: string, language: ContentLanguage): Stance {
  return stanceOf(clause, clause, language);
}

function stanceRead(clause: string, whole: string, language: ContentLanguage): Stance {
  return stances[language].find(([, pattern]) => pattern.test(clause))?.[0] ?? (stances[language].find(([, pattern]) => pattern.test(whole))?.[0] ?? 'plain');
}

/** Question words that make a sentence a question even without its mark. */
const questionWord: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:why|what|how|who|when|where|which|do you|did you|are you|can you|could you|would you|is it|should I)\b/iu,
  vi: /(?<![\p{L}])(?:sao|tại sao|vì sao|làm sao|thế nào|ra sao|có nên|không nhỉ|gì|ai|đâu|bao giờ)(?![\p{L}])/iu,
  ko: /(?:왜|뭐|무엇|어떻게|누가|누구|언제|어디|어느|몇|[까니냐나]$)/u,
  zh: /(?:为什么|怎么|什么|谁|哪|吗|呢|几)/u,
};

/**
 * Round 14: a question word under a negation is no question ("chưa nói chuyện được với ai", "没跟谁说过话", "什么都不想做"):
 * it is removed before the sentence is tested for one.
 */
const indefinites: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /$^/u,
  vi: /(?<![\p{L}])(?:chưa|không|chẳng|chả)(?:\s+[\p{L}]+){0,5}?\s+(?:ai|gì|đâu)(?![\p{L}])/giu,
  ko: /(?:아무|누구도|무엇도|뭐든)/gu,
  zh: /(?:没|不)[^，。！？]{0,6}(?:谁|什么)|什么都|谁都|哪儿都|哪都/gu,
};

/** Contrast connectives whose clause carries what the visitor means ("…hai tuần mà chưa nói chuyện được với ai"). */
const contrastCut: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^\s(?:but)\s/iu,
  vi: /^\s(?:nhưng|mà)\s/iu,
  ko: /^$/u,
  zh: /^[，,](?:但是|可是|却|但|居然|竟然|结果)/u,
};

/**
 * Round 14: the first clause with the contrast clause after it, when the cut was a contrast (but, nhưng, mà, 但是) and
 * the two still fit in one breath; otherwise the first clause alone.
 */
function withContrast(sentence: string, first: string, language: ContentLanguage): string {
  const rest = sentence.slice(first.length);
  if (!contrastCut[language].test(rest)) return first;
  const next = rest.search(/[,，;；.。!?！？]/u) === 0 ? rest.slice(1).search(/[,，;；.。!?！？]/u) + 1 : rest.search(/[,，;；.。!?！？]/u);
  const both = next > 0 ? `${first}${rest.slice(0, next)}` : sentence;
  return tellable(trimClause(both, language), language) ? both : first;
}

/** The first clause of a sentence, cut at a comma or a contrast. */
function firstClause(sentence: string, language: ContentLanguage): string {
  const cut = {
    // "…and he already scratched mom's car": a second clause with its own subject is a second event, not this one.
    en: /[,;:]|\s(?:but|because|so|and then|which|who)\s|\s-\s|\sand (?=(?:he|she|they|it|we|i|my|his|her|their)\b)/iu,
    vi: /[,;:]|\s(?:nhưng|mà|vì|nên)\s/iu,
    ko: /[,;:]|(?<=[가-힣]다)\s|(?<=[는은]데)\s/u,
    zh: /[，,；;：:]/u,
  }[language];
  const at = sentence.search(cut);
  return at > 0 ? sentence.slice(0, at) : sentence;
}

/** A Korean stem's last syllable in the past (괜찮 → 괜찮았, 재밌 → 재밌었, 하 → 했, 좋 → 좋았). */
function pastOf(syllable: string): string {
  if (syllable === '하') return '했';
  const code = syllable.charCodeAt(0) - 0xac00;
  // Already past (늙으셨더라, 폈더라): kept as it is.
  if (code % 28 === 20) return syllable;
  const vowel = Math.floor((code % 588) / 28);
  // ㅏ (0) and ㅗ (8) take 았; every other vowel takes 었.
  return `${syllable}${vowel === 0 || vowel === 8 ? '았' : '었'}`;
}

/** Round 17: a feeling verb in -나 (짜증나, 화나) closing a clause of its cause (-서, -니까, -는데): told, not asked. */
const feltAfterCause = /(?:서|니까|는데)\s.*[가-힣]나$/u;

/** The Korean clause turned for the reply: past → -구나 / -군요, -요 / 해체 → echo question, or null. */
export function koTurned(clause: string, polite: boolean): { text: string; echo: boolean } | null {
  // Round 13: the visitor's own possessive (제 보고서를, 내 폰을) is left out when told back, never said as the persona's own.
  const bare = secondPerson(clause, 'ko').replace(/(^|\s)(?:제|내)\s+(?=[가-힣])/gu, '$1');
  // Round 14: the retrospective -더라(고/요) is something the visitor found out ("생각보다 괜찮더라" → "괜찮았구나").
  const found = /([가-힣])더라(?:고)?(?:요)?$/u.exec(bare);
  if (found?.[1]) return { text: `${bare.slice(0, found.index)}${pastOf(found[1])}${polite ? '군요' : '구나'}`, echo: false };
  // Round 14 second wave: a stem before -었어요 (뛰었어요, 쉬었어요) is past too, though its own syllable has no final ㅆ.
  const spelled = /([가-힣])었어요$/u.exec(bare);
  if (spelled?.[1] && ((spelled[1].charCodeAt(0) - 0xac00) % 28) !== 20) return { text: `${bare.slice(0, spelled.index)}${spelled[1]}었${polite ? '군요' : '구나'}`, echo: false };
  const past = /([가-힣])(?:다|어|어요|었어요|습니다)$/u.exec(bare);
  const pastCode = past?.[1]?.charCodeAt(0) ?? 0;
  if (past?.[1] && pastCode >= 0xac00 && (pastCode - 0xac00) % 28 === 20) return { text: `${bare.slice(0, past.index)}${past[1]}${polite ? '군요' : '구나'}`, echo: false };
  // Round 17: a feeling verb in -나 closing a clause of its cause (…입고 나가서 짜증나, 화나) is told as it is felt.
  if (feltAfterCause.test(bare)) return { text: `${bare}${polite ? '는군요' : '는구나'}`, echo: false };
  if (/요$/u.test(bare)) return { text: `${polite ? bare : bare.slice(0, -1)}?`, echo: true };
  if (/[어아해워와려져겨혀쳐]$/u.test(bare)) return { text: `${bare}${polite ? '요' : ''}?`, echo: true };
  return null;
}

/** Round 18: the message tells a thought that keeps coming back (keeps me awake, cứ nghĩ mãi, 자꾸 생각나, 一直在脑子里回放). */
export function tellsReplay(text: string, language: ContentLanguage): boolean {
  return stances[language].some(([stance, pattern]) => stance === 'replay' && pattern.test(text));
}

/** Round 18: how the fall-through reads a clause. */
export interface TellBackOptions {
  /**
   * The visitor's own I or my anywhere in an English clause is enough ("a mistake i made at work keeps me awake", "two
   * of my plants died"), and the message's other clauses are kept as the facts it gave. Only the last fall-through
   * asks for it: every earlier reader keeps the subject at the clause's start.
   */
  anywhere?: boolean;
}

/** Round 18: the visitor's own I, me or my anywhere in an English clause. */
const enOwnAnywhere = /\b(?:i|im|i'm|i’m|i've|my|me|we|our|us)\b/iu;

/** Round 18: the message's clauses after the told one (cut at commas, connectives, sentence ends), each in the second person. */
function otherFacts(text: string, told: string, language: ContentLanguage): string[] {
  // Korean: the message's later sentences, quoted as the visitor wrote them (their endings are not turned).
  if (language === 'ko') return sentencesOf(text).slice(1).map((part) => trimClause(part, 'ko')).filter((part) => tellable(part, 'ko') && !/[?？]/u.test(part)).slice(0, 2).map((part) => `“${secondPerson(part, 'ko')}”`);
  const cut = language === 'en' ? /[,;:.!?]\s*|\s(?:and|but|because|so|while)\s(?=(?:the|my|his|her|their|our|i|he|she|they|it|we|only|nobody|no one|someone|there)\b)/iu
    : language === 'vi' ? /[,;:.!?]\s*|\s(?:mà|nhưng|vì|nên|còn)\s/iu : /[，,；;：:。！？!?]/u;
  const start = text.indexOf(told.slice(0, Math.min(told.length, 12)));
  const rest = start >= 0 ? text.slice(start + told.length) : '';
  return rest.split(new RegExp(cut.source, 'giu')).map((part) => trimClause(part ?? '', language)).map((part) => part.replace(/^(?:and then|and|but|then|so|because|while|mà|nhưng|còn|rồi)\s+/iu, '')).filter((part) => tellable(part, language) && !/[?？]/u.test(part)).slice(0, 2).map((part) => secondPerson(part, language));
}

/** The visitor's main clause told back, or null when its edges or its subject are unsure. */
export function readTellBack(text: string, language: ContentLanguage, persona: PersonaKey, options: TellBackOptions = {}): TellBack | null {
  const first = sentencesOf(text)[0];
  const sentence = first === undefined ? undefined : withoutOpeners(first, language);
  // A question is answered elsewhere or asked back; never told back as a statement.
  const end = text.search(/[.!?。！？\n]/u);
  if (!sentence) return null;
  const asked = language === 'ko' && feltAfterCause.test(sentence.trim()) ? sentence.trim().slice(0, -1) : sentence;
  if ( (end >= 0 && /[?？]/u.test(text.charAt(end))) || questionWord[language].test(asked.replace(indefinites[language], ''))) return null;
  const raw = trimClause(withContrast(sentence, firstClause(sentence, language), language), language);
  if (!tellable(raw, language)) return null;
  // Round 14: a clause told with its contrast ("…but nobody even said thanks", "…mà chưa nói chuyện được với ai") is a
  // letdown unless the contrast itself says more (a hurt, a worry); never good news to cheer.
  const contrasted = raw.length > trimClause(firstClause(sentence, language), language).length;
  const read = stanceOf(raw, text, language);
  // Left out of someone's event (didn't invite me, không mời tớ, 没请我) is a hurt, whatever else the clause holds.
  const stance: Stance = leftOut.test(raw) ? 'hurt' : contrasted && (read === 'news' || read === 'plain' || read === 'done' || read === 'complaint') ? 'letdown' : read;
  const byOther = stance === 'done' || (stance === 'hurt' && publicMark[language].test(raw));
  const ahead = (stance === 'news' || stance === 'plain') && aheadMark[language].test(raw);
  const facts = options.anywhere === true ? otherFacts(text, raw, language) : [];
  const more = facts.length > 0 ? { facts } : {};
  switch (language) {
    case 'en':
      return enOwn.test(raw) || (options.anywhere === true && enOwnAnywhere.test(raw)) ? { clause: secondPerson(raw.replace(/^(?:(?:so|well|ok|okay|guess what|omg|ugh|lol)[,!]?\s+)+/iu, ''), 'en'), stance, echo: false, byOther, ...(ahead ? { ahead } : {}), ...more } : null;
    case 'vi':
      return viOwn.test(raw) ? { clause: secondPerson(raw, 'vi'), stance, echo: false, byOther, ...(ahead ? { ahead } : {}), ...more } : null;
    case 'zh':
      // Round 18: the last fall-through also tells back a Chinese clause that drops its subject (上周在会上说错了一句话).
      return raw.includes('我') || (options.anywhere === true && !/^(?:他|她|它|有人|别人)/u.test(raw)) ? { clause: secondPerson(raw, 'zh'), stance, echo: false, byOther, ...(ahead ? { ahead } : {}), ...more } : null;
    case 'ko': {
      // Round 14: a first clause that cannot be turned (…보고 왔는데) gives way to the whole sentence when its end can.
      const polite = fixRegister(persona, 'ko') !== 'koPlain';
      const whole = trimClause(sentence, 'ko');
      const found = /더라(?:고)?(?:요)?$/u.test(whole);
      const turned = koTurned(raw, polite) ?? (found && whole !== raw && tellable(whole, 'ko') ? koTurned(whole, polite) : null);
      // Something the visitor found out (-더라) is neither news to cheer nor a complaint: it is asked about.
      return turned ? { clause: turned.text, stance: found && stance !== 'hurt' && stance !== 'worry' ? 'found' : stance, echo: turned.echo, byOther, ...(ahead ? { ahead } : {}), ...more } : null;
    }
  }
}

type Voice = 'close' | 'helper' | 'chef' | 'other';
const voices: Readonly<Record<PersonaKey, Voice>> = {
  girl: 'close', childhood_friend: 'close', kid: 'close', psychologist: 'helper', astrologer: 'helper', chef: 'chef', detective: 'other', kpop_male: 'other', kpop_female: 'other',
};

type Lines = Readonly<Record<Stance, string>>;
/** The reaction before the told-back clause and the question after it, per register, voice and stance. */
const questions: Readonly<Record<FixRegister, Readonly<Record<Voice, Lines>>>> = {
  en: {
    close: { done: 'How are you taking it?', hurt: 'Ugh, what did they even say? Are you okay?', news: 'How did it turn out? Tell me everything!', complaint: 'Ugh, how long has it been like this?', worry: "What's the part you're most worried about?", feeling: 'When did it start feeling like this?', plain: 'What made you think of it today?', letdown: 'Oof, that stings. Are you okay?', found: 'Oh, how so? Tell me more.', replay: 'Which moment keeps coming back the most?' },
    helper: { done: 'How did that land with you?', hurt: 'That must have stung. What was the hardest part of it for you?', news: 'How do you feel about it, now that it has happened?', complaint: 'When did you first notice it happening like this?', worry: 'What is the part that worries you most?', feeling: 'When did you start feeling this way?', plain: 'What makes it stay on your mind today?', letdown: 'That sounds disappointing. Which part of it weighs on you most?', found: 'What stayed with you most about it?', replay: 'Which moment of it comes back most often?' },
    chef: { done: 'That is a lot to take in. Come and eat something, then tell me how you feel about it.', hurt: 'That is a rotten thing to happen. Come and eat something warm, then tell me about it.', news: 'How did it turn out, and what would you do differently next time?', complaint: 'Walk me through how you do it, step by step, and I will tell you where it goes wrong.', worry: 'What is the step you are least sure of?', feeling: 'What would you like to cook to feel better?', plain: 'What would you like to do with it in the kitchen?', letdown: 'That stings. Come and eat something, then tell me which part weighs on you most.', found: 'What stood out to you most?', replay: 'Come and eat something first. Which part keeps coming back?' },
    other: { done: 'How are you taking it?', hurt: 'That sounds unfair. What happened exactly?', news: 'How did it go?', complaint: 'When did it start happening like this?', worry: 'What worries you most about it?', feeling: 'When did it start?', plain: 'What made you think of it?', letdown: 'That sounds disappointing. Which part of it bothers you most?', found: 'What stood out to you?', replay: 'Which part keeps coming back?' },
  },
  vi: {
    close: { done: 'Rồi bạn thấy sao?', hurt: 'Trời, nghe mà tức giùm luôn. Giờ bạn đỡ chưa?', news: 'Rồi sao nữa, kể hết nghe coi!', complaint: 'Bị vậy lâu chưa?', worry: 'Điều bạn lo nhất là gì?', feeling: 'Từ lúc nào bạn thấy vậy?', plain: 'Sao hôm nay lại nghĩ tới chuyện đó?', letdown: 'Nghe mà hụt hẫng giùm luôn. Giờ bạn ổn không?', found: 'Ồ, sao vậy? Kể thêm đi.', replay: 'Khúc nào cứ quay lại trong đầu nhiều nhất?' },
    helper: { done: 'Chuyện đó khiến bạn cảm thấy thế nào?', hurt: 'Chắc là khó chịu lắm. Phần nào làm bạn buồn nhất?', news: 'Giờ nhìn lại, bạn thấy thế nào về chuyện đó?', complaint: 'Bạn để ý thấy chuyện này bắt đầu từ khi nào?', worry: 'Phần nào làm bạn lo nhất?', feeling: 'Bạn bắt đầu thấy vậy từ khi nào?', plain: 'Điều gì khiến bạn nghĩ mãi về chuyện đó hôm nay?', letdown: 'Nghe hụt hẫng thật. Phần nào làm bạn nặng lòng nhất?', found: 'Điều gì đọng lại với bạn nhất?', replay: 'Khoảnh khắc nào cứ quay lại nhiều nhất?' },
    chef: { done: 'Ăn chút gì đi rồi kể mình nghe bạn thấy sao.', hurt: 'Chuyện đó tệ thật. Ăn chút gì nóng đi rồi kể mình nghe.', news: 'Kết quả ra sao, lần sau bạn muốn làm khác chỗ nào?', complaint: 'Kể mình nghe từng bước bạn làm, mình chỉ cho chỗ nó hỏng.', worry: 'Bước nào bạn thấy chưa chắc nhất?', feeling: 'Bạn muốn nấu món gì cho dễ chịu hơn?', plain: 'Bạn muốn làm gì với nó trong bếp?', letdown: 'Nghe buồn thật. Ăn chút gì đi rồi kể mình nghe phần nào làm bạn buồn nhất.', found: 'Điều gì làm bạn để ý nhất?', replay: 'Ăn chút gì đã. Khúc nào cứ quay lại trong đầu bạn?' },
    other: { done: 'Bạn thấy sao về chuyện đó?', hurt: 'Nghe bất công quá. Chuyện cụ thể là sao?', news: 'Rồi mọi chuyện thế nào?', complaint: 'Chuyện này bắt đầu từ khi nào?', worry: 'Bạn lo nhất điều gì?', feeling: 'Từ khi nào vậy?', plain: 'Sao bạn lại nghĩ tới chuyện đó?', letdown: 'Nghe hụt hẫng thật. Phần nào làm bạn để tâm nhất?', found: 'Điều gì làm bạn để ý nhất?', replay: 'Khúc nào cứ quay lại nhiều nhất?' },
  },
  zh: {
    close: { done: '你现在心情怎么样？', hurt: '听着就来气。你现在还好吗？', news: '然后呢？快跟我说说！', complaint: '这样多久了？', worry: '你最担心的是哪一点？', feeling: '从什么时候开始这样的？', plain: '今天怎么想到这个了？', letdown: '听着就失落。你现在还好吗？', found: '哦？怎么说？多讲讲。', replay: '哪一幕最常冒出来？' },
    helper: { done: '这件事让你心里是什么感觉？', hurt: '这一定很难受。最让你难过的是哪一部分？', news: '现在回头看，你对这件事感觉怎么样？', complaint: '你最早是从什么时候发现它这样的？', worry: '最让你担心的是哪一部分？', feeling: '这种感觉是从什么时候开始的？', plain: '今天是什么让你一直想着它？', letdown: '听起来挺失落的。最让你放不下的是哪一部分？', found: '最让你放在心上的是什么？', replay: '哪一个画面最常回到你脑子里？' },
    chef: { done: '先吃点东西，再跟我说说你怎么想。', hurt: '这事真够糟的。先吃点热的，再慢慢跟我说。', news: '结果怎么样？下次想改哪一步？', complaint: '你把每一步怎么做的跟我说一遍，我告诉你问题出在哪。', worry: '哪一步你最没把握？', feeling: '想做点什么吃的让自己舒服点？', plain: '你想在厨房里拿它做什么？', letdown: '这事挺让人失落的。先吃点东西，再跟我说最难受的是哪一点。', found: '最让你印象深的是什么？', replay: '先吃点东西。哪一段老在你脑子里转？' },
    other: { done: '你怎么看这件事？', hurt: '听起来挺不公平的。具体是怎么回事？', news: '后来怎么样了？', complaint: '从什么时候开始这样的？', worry: '你最担心什么？', feeling: '从什么时候开始的？', plain: '怎么想到这个了？', letdown: '听起来挺失落的。最让你在意的是哪一点？', found: '最让你在意的是什么？', replay: '哪一段最常冒出来？' },
  },
  koPlain: {
    close: { done: '그래서 지금 기분은 어때?', hurt: '헐, 진짜 너무했다. 지금은 좀 괜찮아?', news: '어땠어? 다 얘기해 줘!', complaint: '그게 언제부터 그랬어?', worry: '제일 걱정되는 게 뭐야?', feeling: '언제부터 그랬어?', plain: '오늘 왜 그 생각이 났어?', letdown: '아 진짜 서운했겠다. 지금은 좀 괜찮아?', found: '오, 어땠는데? 더 얘기해 봐.', replay: '어떤 장면이 제일 자꾸 떠올라?' },
    helper: { done: '그 일 겪고 마음이 어땠어?', hurt: '많이 속상했겠다. 제일 마음에 걸리는 게 뭐야?', news: '지금 돌아보면 어떤 기분이야?', complaint: '언제부터 그랬는지 기억나?', worry: '제일 걱정되는 부분이 뭐야?', feeling: '언제부터 그런 마음이었어?', plain: '오늘 그게 왜 마음에 남았어?', letdown: '많이 서운했겠다. 제일 마음에 걸리는 게 뭐야?', found: '그중에 제일 마음에 남은 게 뭐야?', replay: '어떤 장면이 제일 자주 떠올라?' },
    chef: { done: '일단 뭐 좀 먹고, 어떤 마음인지 얘기해 봐.', hurt: '그건 정말 속상하지. 따뜻한 거 먹고 천천히 얘기해 봐.', news: '결과는 어땠어? 다음엔 뭘 바꿔 보고 싶어?', complaint: '어떻게 하는지 순서대로 말해 봐. 어디서 틀어지는지 짚어 줄게.', worry: '제일 자신 없는 단계가 뭐야?', feeling: '뭐 좀 맛있는 거 해 먹을까?', plain: '그걸로 부엌에서 뭘 해 보고 싶어?', letdown: '그거 서운하지. 뭐 좀 먹고, 제일 속상한 게 뭔지 얘기해 봐.', found: '제일 기억에 남는 게 뭐야?', replay: '일단 뭐 좀 먹자. 어떤 장면이 자꾸 떠올라?' },
    other: { done: '그래서 넌 어떻게 생각해?', hurt: '억울했겠다. 정확히 어떻게 된 거야?', news: '어떻게 됐어?', complaint: '언제부터 그랬어?', worry: '뭐가 제일 걱정돼?', feeling: '언제부터야?', plain: '왜 그 생각이 났어?', letdown: '서운했겠다. 제일 신경 쓰이는 게 뭐야?', found: '제일 눈에 띈 게 뭐야?', replay: '어떤 장면이 제일 자꾸 떠올라?' },
  },
  koPolite: {
    close: { done: '그래서 지금 기분은 어때요?', hurt: '헐, 진짜 너무했네요. 지금은 좀 괜찮아요?', news: '어땠어요? 다 얘기해 주세요!', complaint: '언제부터 그랬어요?', worry: '가장 걱정되는 게 뭐예요?', feeling: '언제부터 그랬어요?', plain: '오늘 왜 그 생각이 났어요?', letdown: '진짜 서운했겠어요. 지금은 좀 괜찮아요?', found: '오, 어땠는데요? 더 얘기해 주세요.', replay: '어떤 장면이 가장 자주 떠오르세요?' },
    helper: { done: '그 일을 겪고 마음이 어떠셨어요?', hurt: '많이 속상하셨겠어요. 가장 마음에 걸리는 게 뭐예요?', news: '지금 돌아보면 어떤 마음이 드세요?', complaint: '언제부터 그랬는지 기억나세요?', worry: '가장 걱정되는 부분은 어떤 건가요?', feeling: '언제부터 그런 마음이 드셨어요?', plain: '오늘 그 일이 왜 마음에 남았을까요?', letdown: '많이 서운하셨겠어요. 가장 마음에 걸리는 게 뭐예요?', found: '그중에 가장 마음에 남은 건 어떤 거예요?', replay: '어떤 장면이 가장 자주 떠오르세요?' },
    chef: { done: '일단 뭐 좀 드시고, 어떤 마음인지 얘기해 주세요.', hurt: '정말 속상하셨겠어요. 따뜻한 거 드시고 천천히 얘기해 주세요.', news: '결과는 어땠어요?', complaint: '어떻게 하시는지 순서대로 말씀해 주세요. 어디서 틀어지는지 짚어 드릴게요.', worry: '가장 자신 없는 단계가 뭐예요?', feeling: '맛있는 거 하나 해 드실래요?', plain: '그걸로 뭘 해 보고 싶으세요?', letdown: '서운하셨겠어요. 뭐 좀 드시고, 제일 속상한 게 뭔지 얘기해 주세요.', found: '가장 기억에 남는 게 뭐예요?', replay: '일단 뭐 좀 드시고요. 어떤 장면이 자꾸 떠오르세요?' },
    other: { done: '그래서 어떻게 생각하세요?', hurt: '억울하셨겠어요. 정확히 어떻게 된 거예요?', news: '어떻게 됐어요?', complaint: '언제부터 그랬어요?', worry: '뭐가 가장 걱정돼요?', feeling: '언제부터예요?', plain: '왜 그 생각이 나셨어요?', letdown: '서운하셨겠어요. 가장 신경 쓰이는 게 뭐예요?', found: '가장 눈에 띈 게 뭐예요?', replay: '어떤 장면이 가장 자주 떠오르세요?' },
  },
  koHage: {
    close: { done: '그래서 자네는 어떻게 생각하나?', hurt: '억울했겠군. 무슨 일이었나?', news: '어땠나?', complaint: '언제부터 그랬나?', worry: '무엇이 가장 걱정인가?', feeling: '언제부터인가?', plain: '왜 그 생각이 났나?', letdown: '서운했겠군. 가장 마음에 걸리는 게 무엇인가?', found: '무엇이 가장 눈에 띄었나?', replay: '어떤 장면이 가장 자주 떠오르나?' },
    helper: { done: '그래서 자네는 어떻게 생각하나?', hurt: '억울했겠군. 무슨 일이었나?', news: '어땠나?', complaint: '언제부터 그랬나?', worry: '무엇이 가장 걱정인가?', feeling: '언제부터인가?', plain: '왜 그 생각이 났나?', letdown: '서운했겠군. 가장 마음에 걸리는 게 무엇인가?', found: '무엇이 가장 눈에 띄었나?', replay: '어떤 장면이 가장 자주 떠오르나?' },
    chef: { done: '그래서 자네는 어떻게 생각하나?', hurt: '억울했겠군. 무슨 일이었나?', news: '어땠나?', complaint: '어떻게 하는지 순서대로 말해 보게.', worry: '무엇이 가장 걱정인가?', feeling: '언제부터인가?', plain: '왜 그 생각이 났나?', letdown: '서운했겠군. 가장 마음에 걸리는 게 무엇인가?', found: '무엇이 가장 눈에 띄었나?', replay: '어떤 장면이 가장 자주 떠오르나?' },
    other: { done: '그래서 자네는 어떻게 생각하나?', hurt: '억울했겠군. 무슨 일이었나?', news: '어떻게 됐나?', complaint: '언제부터 그랬나? 처음 알아챈 날부터 말해 보게.', worry: '무엇이 가장 걱정인가?', feeling: '언제부터인가?', plain: '왜 그 생각이 났나?', letdown: '서운했겠군. 가장 마음에 걸리는 게 무엇인가?', found: '무엇이 가장 눈에 띄었나?', replay: '어떤 장면이 가장 자주 떠오르나?' },
  },
};

/** Round 17: the question after news of something still ahead. */
const aheadQuestion: Readonly<Record<FixRegister, string>> = {
  en: "When is it, and how are you feeling about it now that it's coming?",
  vi: 'Khi nào vậy? Giờ sắp tới rồi bạn thấy sao?',
  koPlain: '언제야? 다가오니까 지금 기분은 어때?',
  koPolite: '언제예요? 다가오니까 지금 기분은 어때요?',
  koHage: '언제인가? 다가오니 지금 기분은 어떤가?',
  zh: '是哪天呀？快到了，你现在心情怎么样？',
};

/** Round 17: a time still to come in the clause (going to, sắp, 다음 달, 下个月, 要…了). */
const aheadMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:going to|gonna|next (?:week|month|year|weekend)|tomorrow|in (?:two|three|a few|\d+) (?:days|weeks|months))\b/iu,
  vi: /(?<![\p{L}])(?:sắp|tháng sau|tuần sau|tuần tới|năm sau|ngày mai)(?![\p{L}])/iu,
  ko: /(?:다음 달|다음 주|내년|내일|예정|[가-힣]+ㄹ 거|할 거야|갈 거야|될 거야)/u,
  zh: /(?:下个月|下周|下星期|明年|明天|快要|马上要|(?<!不)要[\u4e00-\u9fff]{1,4}了)/u,
};

/** The told-back clause as the reply's first sentence. */
function toldLine(reading: TellBack, register: FixRegister, voice: Voice): string {
  const { clause, stance } = reading;
  switch (register) {
    case 'en': {
      const said = lowered(clause, 'en');
      if (stance === 'hurt') return voice === 'close' ? `Wait, ${said}? That's so unfair.` : `So ${said}.`;
      if (stance === 'done') return voice === 'close' ? `Wait, ${said}?` : `So ${said}.`;
      if (stance === 'news') return voice === 'close' ? `Wait, ${said}? That's so cool!` : `So ${said}.`;
      if (stance === 'complaint') return voice === 'chef' ? `So ${said}. That's fixable once we find the step.` : `So ${said}, and it keeps happening; that sounds wearing.`;
      if (stance === 'letdown') return voice === 'close' ? `Wait, ${said}?` : `So ${said}.`;
      return `So ${said}.`;
    }
    case 'vi': {
      const said = capitalised(clause);
      if (stance === 'hurt') return voice === 'close' ? `${said} hả? Vô lý thật sự!` : `${said}.`;
      if (stance === 'done') return voice === 'close' ? `${said} hả?` : `${said}.`;
      if (stance === 'news') return voice === 'close' ? `${said} luôn hả? Giỏi ghê!` : `${said}.`;
      if (stance === 'complaint') return voice === 'chef' ? `${said} hả? Cái này tìm ra bước sai là sửa được.` : `${said} hả? Cứ lặp đi lặp lại thì mệt thật.`;
      if (stance === 'letdown') return `${said}${voice === 'close' ? ' hả?' : '.'}`;
      return `${said}.`;
    }
    case 'zh':
      if (stance === 'hurt') return voice === 'close' ? `${clause}？太过分了！` : `${clause}。`;
      if (stance === 'done') return voice === 'close' ? `${clause}？` : `${clause}。`;
      if (stance === 'news') return voice === 'close' ? `${clause}？好厉害！` : `${clause}。`;
      if (stance === 'complaint') return voice === 'chef' ? `${clause}？找到是哪一步出的问题就能改。` : `${clause}，还老是这样，挺磨人的。`;
      if (stance === 'letdown') return voice === 'close' ? `${clause}？` : `${clause}。`;
      return `${clause}。`;
    default: {
      const end = reading.echo ? '' : '.';
      if (stance === 'news' && voice === 'close' && !reading.echo) return `${clause}! 대단한데?`;
      if (stance === 'complaint' && voice === 'chef') return `${clause}${end} ${register === 'koPlain' ? '그거 고칠 수 있어.' : '그거 고칠 수 있어요.'}`;
      return `${clause}${end}`;
    }
  }
}

/** Round 18: the detective lays the other facts beside the told clause and reasons from them, then asks what changed. */
function factsLines(facts: readonly string[], register: FixRegister): readonly string[] {
  switch (register) {
    case 'en': return [`Now put it beside the other fact you gave me: ${facts.join('; and ')}.`, 'Side by side, the two narrow it down: start with what changed, and with whoever was there when it did; not to accuse anyone, but to ask what they did differently.', 'What changed around then, even something small?'];
    case 'vi': return [`Giờ đặt nó cạnh dữ kiện còn lại bạn đưa: ${facts.join('; và ')}.`, 'Đặt cạnh nhau thì vòng khoanh hẹp lại: bắt đầu từ điều gì đã thay đổi, và ai có mặt lúc đó; không phải để buộc tội ai, mà để hỏi họ đã làm gì khác đi.', 'Quanh thời điểm đó có gì thay đổi không, dù nhỏ thôi?'];
    case 'zh': return [`再把它和你给的另一条事实放在一起：${facts.join('；')}。`, '两条放在一起，范围就小了：先看什么变了，变的时候谁在场；不是为了怪谁，而是问问他们哪里做得不一样。', '那段时间前后有什么变化吗，哪怕很小？'];
    case 'koPlain': return [`네가 준 다른 사실이랑 나란히 놓아 봐: ${facts.join(', ')}.`, '둘을 나란히 놓으면 범위가 좁아져. 뭐가 바뀌었는지, 그때 누가 있었는지부터 봐. 누굴 탓하려는 게 아니라, 뭘 다르게 했는지 묻는 거야.', '그즈음에 뭐가 바뀌었어? 작은 거라도.'];
    case 'koPolite': return [`주신 다른 사실과 나란히 놓아 볼게요: ${facts.join(', ')}.`, '둘을 나란히 놓으면 범위가 좁아져요. 무엇이 바뀌었는지, 그때 누가 있었는지부터 보세요. 누굴 탓하려는 게 아니라, 무엇을 다르게 했는지 묻는 거예요.', '그즈음에 뭐가 바뀌었나요? 작은 거라도요.'];
    case 'koHage': return [`자네가 준 다른 사실과 나란히 놓아 보세: ${facts.join(', ')}.`, '둘을 나란히 놓으면 범위가 좁아지지. 무엇이 바뀌었는지, 그때 누가 있었는지부터 보게. 누굴 탓하자는 게 아니라, 무엇을 달리했는지 묻는 걸세.', '그즈음 무엇이 바뀌었나? 작은 것이라도.'];
  }
}

/** The answer: the clause told back in character, and one question about it. */
export function writeTellBack(reading: TellBack, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  const voice = voices[persona];
  // Round 17 (persona-chat-react17.ts): the persona reacts to what was told, in character, before its question.
  const reaction = reactionLine(persona, reading.stance, register);
  // News of something still ahead (我下个月要结婚了, sắp chuyển vào Sài Gòn) is asked about as ahead, never "how did it turn out?".
  const question = reading.ahead === true ? aheadQuestion[register] : questions[register][voice][reading.stance];
  // Round 18: the detective reasons from the other facts the message gave (who, where, how many), never past them.
  // A repetition keeps its own reasoning (a pattern has a person behind it) after the facts are laid side by side.
  const facts = persona === 'detective' && reading.facts && reading.facts.length > 0 ? factsLines(reading.facts, register) : null;
  if (facts) return [toldLine(reading, register, voice), facts[0] ?? '', reading.stance === 'complaint' && reaction ? reaction : facts[1] ?? '', facts[2] ?? ''];
  return [toldLine(reading, register, voice), ...(reaction ? [reaction] : []), question];
}
