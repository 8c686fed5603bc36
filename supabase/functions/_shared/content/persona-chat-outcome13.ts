/**
 * Round 13 of issue 13: a message that tells the RESULT of the visitor's own event (failed, got rejected, they went with
 * someone else, passed, got in, got the tickets; trượt, bị loại, đậu, được nhận; 떨어졌다, 불합격, 붙었다, 합격; 没过, 被拒,
 * 过了, 录取, 抢到) is answered about that event and its outcome: the clause that carries the result is told back whole
 * (in the second person; in Korean the words before the result verb, the event, with the result said again), then for a
 * failure the hope the visitor wrote ("I was so sure…", "cứ tưởng…", "…줄 알았는데", "以为…") and for a success the
 * detail they gave after it ("third row", "第三排", "Mẹ tớ khóc luôn") are taken up. The result verbs are a closed
 * grammatical class; the event is read from the clause around them, never from a list of events.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import { secondPerson, sentencesOf, trimClause, withoutOpeners } from './persona-chat-clause12.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import { capitalizeLeading } from './text-tools.ts';
import { asksLiterally } from './persona-chat-literal16.ts';

/** The result the visitor told, with what the reply takes up. */
export interface OutcomeReading {
  result: 'fail' | 'pass';
  /** The clause that carries the result, told back whole (en, vi, zh) or the event's words before the verb (ko). */
  told: string;
  /** The hope written beside a failure, told back (you were so sure…, 진짜 붙을 줄 알았는데), or null. */
  hope: string | null;
  /** A detail given after a success (third row, 第三排), told back, or null. */
  detail: string | null;
  /** The visitor told more after the result than a hope (how it went wrong, what comes next). */
  more: boolean;
}

const failVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:failed|flunked|(?:didn'?t|did not|couldn'?t) (?:pass|get in|get into|make (?:it|the cut)|get (?:the|an?|picked|chosen|selected|accepted))|(?:got|was|been|were|am) (?:rejected|turned down|waitlisted|cut)|rejected (?:me|my)|turned me down|went with (?:another|someone else|somebody else|other)|not (?:accepted|admitted|selected))\b/iu,
  vi: /(?:^|(?<![\p{L}])(?:mình|tôi|tớ|tao|em|tui|đã|vừa|mới|cũng|lại|thi|rồi|là|thì|lại bị)\s+)(?:trượt(?! (?:chân|ngã|tay|patin|tuyết))|rớt(?! (?:điện thoại|xuống|mất|đồ|ví))|tạch|bị loại|bị từ chối|bị đánh trượt|không (?:đậu|đỗ|qua|được nhận|trúng tuyển)|chẳng (?:đậu|đỗ|qua))(?![\p{L}])/iu,
  ko: /(?:(?<![가-힣])(?:떨어졌|떨어짐)|불합격|탈락|광탈|낙방|못 붙|안 붙)/u,
  zh: /(?:没过|没考上|没考过|没通过|没被录取|没录取|没上岸|没抢到|没选上|落榜|被拒|被刷|挂了|挂科|落选)/u,
};
const passVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:passed|aced|got (?:in(?:to)?\b(?!\s+(?:a|an|some|another|trouble)\b))|got (?:accepted|admitted|hired|the (?:offer|job|tickets?|seats?)|tickets?)|(?:was|been|am) (?:accepted|admitted|hired)|made (?:the (?:team|cut)))\b/iu,
  vi: /(?:^|(?<![\p{L}])(?:mình|tôi|tớ|tao|em|tui|đã|vừa|mới|cũng|cuối cùng cũng|thi|rồi|là|thì)\s+)(?:đậu(?! xe)|đỗ(?! xe)|được nhận|trúng tuyển|săn được)(?![\p{L}])/iu,
  ko: /(?:(?<![가-힣]|못 |안 )(?:붙었|붙음)|(?<!불)합격)/u,
  zh: /(?<![没不未])(?:过了$|通过了|考上|考过了|被[^，。！？]{1,8}录取|录取了|上岸|抢到|中签)/u,
};
const hopeMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:i\s+)?(?:really\s+|honestly\s+|totally\s+|actually\s+)?(?:thought|was (?:so |really |pretty |100% )?(?:sure|certain|convinced)|expected|believed)\b[^.!?,;]*/iu,
  vi: /(?<![\p{L}])(?:cứ tưởng|tưởng|đinh ninh|chắc mẩm|cứ nghĩ|đã nghĩ)(?![\p{L}])[^.!?,;]*/iu,
  ko: /[^.!?,…~]*?(?:줄 알았|거라고 생각했|거라 믿었|줄 았)[가-힣]*/u,
  zh: /(?:本来以为|原以为|还以为|满心以为|以为|觉得稳|觉得能)[^，。！？,!?；]*/u,
};
/** A clause cut: punctuation and the connectives that start another clause. */
const clauseCut: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /[,;:]|\s(?:but|because|so|and|which|even though|although)\s|\s-\s/iu,
  vi: /[,;:]|\s(?:nhưng|mà|vì|nên|cứ tưởng|tưởng)\s/iu,
  ko: /[,;:]/u,
  zh: /[，,；;：:]|(?:但是|可是|但|明明|本来|原以为|还以为)/u,
};
/** Someone else's result (my sister passed, 동생이 붙었어, 我朋友被录取): theirs, answered by the round-11/12 readers. */
const otherSubject: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^(?:he|she|his|her|their|my (?!(?:application|test|exam|interview|audition|visa|loan|paper|thesis|driving|bar|offer|request|proposal|first|second|final|last))\w+ (?:passed|failed|got|was|made|flunked))\b/iu,
  vi: /(?<![\p{L}])(?:nó|anh ấy|chị ấy|cô ấy|bạn ấy|em tôi|em tao|con tôi|con em|con mình|em trai|em gái|anh trai|chị gái)(?![\p{L}])/iu,
  ko: /^(?:[가-힣]+\s){0,2}(?:(?:[가-힣]{1,4}(?:님|씨)|동생|언니|오빠|형|누나|친구|엄마|아빠|남친|여친|남편|아내|와이프|아들|딸|조카|동기|후배|선배|애|걔|그|그녀)(?:이가|가|이는|는|이도|도|이)?\s)/u,
  zh: /^(?:他|她|他们|她们|[^，。！？我]{0,3}(?:我|咱)(?:的)?(?:[妈爸哥姐弟妹]|朋友|同学|同事|室友|对象|男朋友|女朋友|老公|老婆|儿子|女儿|孩子|表[哥姐弟妹]|堂[哥姐弟妹]))/u,
};
/** A result only hoped for, asked about or supposed (I hope I passed, nếu đậu, 붙으면, 希望能过): no result yet. */
const notYet: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hope|hoping|if|whether|maybe|might|wish|think i|will|gonna|going to)\b/iu,
  vi: /(?<![\p{L}])(?:mong|hy vọng|hi vọng|nếu|không biết|liệu|sẽ|sắp)(?![\p{L}])/iu,
  ko: /(?:으면|면 좋|길 바|기를|할까|될까|붙을까|같아|것 같)/u,
  zh: /(?:希望|如果|要是|不知道|能不能|会不会|能否|要是)/u,
};
/** The visitor calls the persona "you" in the clause (your concert, công ty của mày, 너네): older readers turn it. */
const addressesPersona: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:you|yours)\b/iu,
  vi: /(?<![\p{L}])(?:của (?:mày|cậu|bạn|bà|ông|anh|chị))(?![\p{L}])/iu,
  ko: /(?:(?<![가-힣])(?:너|네|니|너네|당신))/u,
  zh: /你(?![们的])/u,
};
/** "Failed twice, but today I finally…": a later clause with "finally" after the failure tells a success. */
const finallyMark: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:finally|at last|this time)\b/iu,
  vi: /(?:cuối cùng|lần này thì|rốt cuộc)/iu,
  ko: /(?:드디어|마침내|이번엔 붙|이번에 붙)/u,
  zh: /(?:终于|总算|这次过了)/u,
};
const koSelf = /^(?:나|난|내가|저|전|제가|우리)$/u;
const koFiller = /^(?:오늘|어제|방금|아까|드디어|결국|또|또다시|진짜|완전|이번에|이번엔|이번에도|헐|와|대박|아|하|ㅠㅠ|ㅜㅜ)$/u;

function clausesOf(text: string, language: ContentLanguage): string[] {
  return sentencesOf(text).flatMap((sentence) => sentence.split(clauseCut[language])).map((part) => trimClause(part, language)).filter((part) => part.length > 0);
}

/** English "you was" after the person turn → "you were"; an all-capitals clause in normal case. */
function enFixed(clause: string): string {
  const cased = clause === clause.toUpperCase() && /[A-Z]{3}/u.test(clause) ? clause.toLowerCase().replace(/\bi\b/gu, 'I') : clause;
  return secondPerson(cased, 'en').replace(/\byou was\b/giu, 'you were').replace(/\byou am\b/giu, 'you are');
}

function toldBack(clause: string, language: ContentLanguage): string | null {
  const bare = withoutOpeners(clause, language);
  switch (language) {
    case 'en':
      // The visitor's "your" is the persona's own ("tickets to your concert" → "tickets to my concert").
      return bare.split(/\s+/u).length >= 2 ? enFixed(bare.replace(/\byour\b/giu, '\uE000')).replace(/\uE000/gu, 'my') : null;
    case 'vi': {
      // The visitor's own subject word is dropped: "Tao trượt học bổng rồi" → "Trượt học bổng rồi".
      const without = bare.replace(/^(?:(?:hôm nay|sáng nay|chiều nay|tối nay|vừa rồi)\s+)?(?:mình|tôi|tớ|tao|em|tui)\s+/iu, '');
      return without.split(/\s+/u).length >= 2 ? without : null;
    }
    case 'zh': {
      // The visitor's "你们 / 你的" is the persona's own ("你们演唱会的票" said back is "我们演唱会的票").
      const own = secondPerson(bare.replace(/你(?=[们的])/gu, '\uE000'), 'zh').replace(/\uE000/gu, '我');
      return [...own].length >= 3 ? own : null;
    }
    case 'ko': {
      const words = bare.split(/\s+/u);
      const at = words.findIndex((word) => failVerb.ko.test(word) || passVerb.ko.test(word));
      if (at < 0) return null;
      const head = (words[at] ?? '').replace(/(?:불합격|합격|탈락|광탈|낙방).*$/u, '');
      const before = [...words.slice(0, at), ...(head.length > 0 && !/^(?:떨어|붙|못|안)/u.test(head) ? [head] : [])]
        .filter((word) => !koSelf.test(word) && !koFiller.test(word))
        .map((word) => word.replace(/(?:에서|에|을|를|은|는|도)$/u, ''));
      const event = before.slice(-3).join(' ').trim();
      return [...event.replace(/\s/gu, '')].length >= 2 ? event : null;
    }
  }
}

function hopeOf(text: string, language: ContentLanguage): string | null {
  const found = hopeMark[language].exec(text)?.[0]?.trim();
  if (!found) return null;
  const clause = trimClause(found, language);
  switch (language) {
    case 'en': {
      const said = enFixed(/^i\b/iu.test(clause) ? clause : `I ${clause}`);
      return said.split(/\s+/u).length >= 3 ? said : null;
    }
    case 'vi':
      return clause.split(/\s+/u).length >= 3 ? clause : null;
    case 'ko': {
      // Only the words after the result itself ("…떨어졌어 ㅠㅠ 무조건 붙을 줄 알았는데" → "무조건 붙을 줄 알았는데").
      const all = clause.split(/\s+/u);
      const last = all.reduce((at, word, index) => (failVerb.ko.test(word) || passVerb.ko.test(word) ? index : at), -1);
      const hopeAt = all.findIndex((word, index) => index > last && /^[가-힣]/u.test(word));
      const words = all.slice(hopeAt < 0 ? all.length : hopeAt).filter((word) => !koSelf.test(word));
      return words.length >= 2 ? secondPerson(words.join(' '), 'ko') : null;
    }
    case 'zh':
      return [...clause].length >= 3 ? `${clause.startsWith('我') ? '' : '你'}${secondPerson(clause, 'zh')}` : null;
  }
}

/** The visitor's own result, with the hope or the detail beside it, or null. */
export function readOutcome(text: string, language: ContentLanguage): OutcomeReading | null {
  const clauses = clausesOf(text, language);
  // Round 16: a what-now or when asked without its mark ("…now we're not talking. what should i do") asks too.
  const questionLike = (/[?？]/u.test(text) && !/[!！]/u.test(text)) || asksLiterally(text, language);
  if (questionLike) return null;
  for (let i = 0; i < clauses.length; i += 1) {
    const clause = clauses[i] ?? '';
    if (hopeMark[language].test(clause) && i > 0) continue;
    const result = failVerb[language].test(clause) ? 'fail' : passVerb[language].test(clause) ? 'pass' : null;
    if (!result || otherSubject[language].test(withoutOpeners(clause, language))) continue;
    if (notYet[language].test(clause) || addressesPersona[language].test(clause)) return null;
    // Both a failure and a success told (failed twice, then passed): the older readers tell that turn.
    if (failVerb[language].test(text) && passVerb[language].test(text)) return null;
    if (result === 'fail' && finallyMark[language].test(text)) return null;
    const told = toldBack(clause, language);
    if (!told) return null;
    const hope = result === 'fail' ? hopeOf(text, language) : null;
    const rest = clauses.slice(i + 1).filter((part) => !hopeMark[language].test(part));
    const next = result === 'pass' ? rest[0] : undefined;
    const detail = next === undefined ? null : language === 'en' ? enFixed(next.replace(/^and\s+/iu, '')) : language === 'ko' ? next : secondPerson(next.replace(/^(?:và|rồi)\s+/iu, ''), language);
    // Good news the older readers congratulate by name is theirs when no detail follows; a failure is always this
    // reader's (the older comfort said "it didn't go well", as if the event had just ended, not that it was lost).
    if (result === 'pass' && !detail) return null;
    return { result, told, hope, detail, more: rest.length > 0 };
  }
  return null;
}

type Voice = 'close' | 'helper' | 'other';
const voiceOf = (persona: PersonaKey): Voice => (persona === 'girl' || persona === 'childhood_friend' || persona === 'kid' ? 'close' : persona === 'psychologist' || persona === 'astrologer' ? 'helper' : 'other');

interface Lines {
  fail: (told: string) => string;
  hope: (hope: string) => string;
  failAfter: Readonly<Record<Voice, string>>;
  pass: (told: string) => string;
  detail: (detail: string) => string;
  passAfter: Readonly<Record<Voice, string>>;
}

const en: Lines = {
  fail: (told) => `${capitalizeLeading(told)}. I'm sorry, that's a hard thing to hear.`,
  hope: (hope) => `And ${hope}; being that sure makes the no land even harder.`,
  failAfter: { close: 'Do you want to vent about it, or should I just keep you company for a bit?', helper: "It's okay to be disappointed today. What part of it is sitting heaviest right now?", other: 'That result says less about you than it feels like tonight. What will you do with the rest of today?' },
  pass: (told) => `${capitalizeLeading(told)}! Congratulations!`,
  detail: (detail) => `${capitalizeLeading(detail)}, too? That makes it even better.`,
  passAfter: { close: 'Who did you tell first? How are you celebrating?', helper: 'Let yourself enjoy it. What did it feel like when you found out?', other: 'So happy for you! How are you going to celebrate?' },
};
const vi: Lines = {
  fail: (told) => `${capitalizeLeading(told)} hả... Nghe tin đó chắc hụt hẫng lắm.`,
  hope: (hope) => `Bạn còn ${hope.replace(/^cứ /iu, '')} nữa, nên càng buồn hơn.`,
  failAfter: { close: 'Muốn kể thêm không, hay để mình ngồi với bạn một lúc?', helper: 'Hôm nay thấy thất vọng là bình thường. Lúc này điều gì làm bạn nặng lòng nhất?', other: 'Kết quả này không nói hết về bạn đâu. Hôm nay bạn định làm gì cho nhẹ đầu?' },
  pass: (told) => `${capitalizeLeading(told)} hả! Chúc mừng nha!`,
  detail: (detail) => `${capitalizeLeading(detail)} nữa hả? Vậy càng vui!`,
  passAfter: { close: 'Bạn định ăn mừng sao đây?', helper: 'Cứ tận hưởng niềm vui này nhé. Lúc biết tin bạn thấy thế nào?', other: 'Mừng cho bạn ghê. Định ăn mừng thế nào?' },
};
const zh: Lines = {
  fail: (told) => `${told}……听到这个消息一定很难过吧。`,
  hope: (hope) => `而且${hope}，越是有把握，落空的时候越难受。`,
  failAfter: { close: '想跟我吐槽一下吗？还是我先安静陪你一会儿？', helper: '今天失落一点也没关系。现在最压在你心上的是哪一部分？', other: '这个结果说明不了你的全部。今天剩下的时间打算怎么过？' },
  pass: (told) => `${told}！恭喜恭喜！`,
  detail: (detail) => `${detail}？那就更棒了！`,
  passAfter: { close: '第一个告诉的是谁？打算怎么庆祝？', helper: '好好享受这份开心吧。知道结果的那一刻是什么感觉？', other: '真替你开心！打算怎么庆祝？' },
};
const koEcho = (detail: string): string => (/[어아대래야지요네]$/u.test(detail) ? `${detail}?` : `${detail}!`);
const koPlain: Lines = {
  fail: (told) => `${told} 떨어졌다니... 그 연락 받고 많이 속상했겠다.`,
  hope: (hope) => `${koHopeBase(hope)}다며. 그만큼 기대했으니까 더 아프지.`,
  failAfter: { close: '털어놓고 싶으면 다 말해. 아니면 그냥 옆에 있어 줄게.', helper: '오늘은 실망해도 괜찮아. 지금 제일 마음에 걸리는 게 뭐야?', other: '그 결과가 너를 다 말해 주진 않아. 오늘 남은 시간은 뭐 할 거야?' },
  pass: (told) => `${told} 붙었다니! 진짜 축하해!`,
  detail: (detail) => `${koEcho(detail)} 완전 잘됐다!`,
  passAfter: { close: '누구한테 제일 먼저 말했어? 축하는 어떻게 할 거야?', helper: '마음껏 기뻐해도 돼. 결과 봤을 때 어떤 기분이었어?', other: '나도 기쁘다! 축하는 어떻게 할 거야?' },
};
const koPolite: Lines = {
  fail: (told) => `${told} 떨어졌다니... 그 연락 받고 많이 속상하셨겠어요.`,
  hope: (hope) => `${koHopeBase(hope)}다고 하셨잖아요. 그만큼 기대하셨으니 더 아프실 거예요.`,
  failAfter: { close: '털어놓고 싶으면 다 말해 주세요. 아니면 그냥 옆에 있을게요.', helper: '오늘은 실망하셔도 괜찮아요. 지금 가장 마음에 걸리는 건 어떤 부분이에요?', other: '그 결과가 당신을 다 말해 주진 않아요. 오늘 남은 시간은 어떻게 보내실 거예요?' },
  pass: (told) => `${told} 붙으셨다니! 정말 축하드려요!`,
  detail: (detail) => `${koEcho(detail)} 정말 잘됐네요!`,
  passAfter: { close: '누구한테 제일 먼저 말했어요? 축하는 어떻게 하실 거예요?', helper: '마음껏 기뻐하셔도 돼요. 결과를 봤을 때 어떤 기분이셨어요?', other: '저도 기뻐요! 축하는 어떻게 하실 거예요?' },
};
const koHage: Lines = {
  fail: (told) => `${told} 떨어졌다니... 속이 쓰리겠군.`,
  hope: (hope) => `${koHopeBase(hope)}다고 했지. 기대가 컸던 만큼 더 쓰릴 걸세.`,
  failAfter: { close: '하고 싶은 말이 있으면 해 보게.', helper: '오늘은 실망해도 괜찮네. 무엇이 가장 마음에 걸리나?', other: '결과 하나가 자네를 다 말해 주진 않네. 오늘은 뭘 할 텐가?' },
  pass: (told) => `${told} 붙었다니! 축하하네!`,
  detail: (detail) => `${koEcho(detail)} 잘됐군!`,
  passAfter: { close: '축하는 어떻게 할 텐가?', helper: '결과를 봤을 때 기분이 어땠나?', other: '나도 기쁘군. 축하는 어떻게 할 텐가?' },
};

/** "진짜 붙을 줄 알았는데" → "진짜 붙을 줄 알았": the hope's stem, ready for -다며 / -다고 하셨잖아요. */
function koHopeBase(hope: string): string {
  return hope.replace(/(줄 알았|거라고 생각했|거라 믿었)[가-힣]*$/u, '$1');
}

const registers: Readonly<Record<FixRegister, Lines>> = { en, vi, zh, koPlain, koPolite, koHage };

/** The reply: the result told back, the hope (failure) or the detail (success) taken up, one line in character. */
export function writeOutcome(reading: OutcomeReading, persona: PersonaKey, language: ContentLanguage): string[] {
  const lines = registers[fixRegister(persona, language)];
  const voice = voiceOf(persona);
  if (reading.result === 'fail') {
    return [lines.fail(reading.told), ...(reading.hope ? [lines.hope(reading.hope)] : []), lines.failAfter[voice]];
  }
  return [lines.pass(reading.told), ...(reading.detail ? [lines.detail(reading.detail)] : []), lines.passAfter[voice]];
}
