/**
 * Round 10 (shape NEWS): good news the visitor tells in the past — "I finally passed my exam!", "got the job", "được
 * tăng lương rồi", "운전면허 드디어 땄다", "考试终于及格了！" — is congratulated by name, the achievement said back as
 * the visitor's whole phrase ("You passed your exam", "đã được tăng lương", "운전면허 딴", "考试及格了"). Recognised
 * from a first-person past verb of achievement (passed, got accepted, 합격했, 及格了…) that is not hoped, asked or denied;
 * it is never read as something still to come.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { newsCelebrate, newsHoped, newsMissed, newsMissedAfter, newsNamed } from './data/persona-chat/shape-event-lines.ts';
import { capitalFirst, inRegister, toSecondPerson } from './persona-chat-shape-words.ts';
import { readResult } from './persona-chat-shape-result.ts';
import { isVietnamesePass, isWholeChineseWord, isWholeKoreanStem } from './persona-chat-word-bounds.ts';
import { asksLiterally } from './persona-chat-literal16.ts';

/** Good news: the achievement as the reply names it. */
export interface GoodNews {
  /** "You passed your exam" (en), "nhận được học bổng toàn phần" (vi), "운전면허 딴" (ko), "考试及格了" (zh). */
  named: string;
}

/** Nouns after "got" that make it an achievement ("got the job", not "got a cold"). */
const gotWins = /^(?:(?:the|a|an|my|our|that|this|first|full|new|dream)\s+){0,3}(?:job|offer|raise|promotion|scholarship|licen[cs]e|visa|internship|role|part|lead|position|place|spot|apartment|house|award|prize|grant|contract|deal|permit|bonus|degree|diploma|belt|green card|tickets?|perfect score|full marks|first place|gold|medal|yes)\b/iu;

/** Phrases that end the achievement (a time, a reason, the next clause). */
const enPhraseEnd = /\s+(?:after|and|but|so|because|today|yesterday|this|last|at|on|with|finally|just|omg|lol|haha|which|who|when)\b.*$/iu;

/** English: "I (just|finally) passed / got accepted to / won …". */
function readEnglish(text: string): GoodNews | null {
  const pattern = /\b(?:I|I've|I’ve|I have|we|we've|we’ve)\s+((?:just|finally|actually|officially|really|totally|already|somehow)\s+)*(passed|aced|nailed|got accepted|got admitted|got promoted|got hired|got into|got in|got|was accepted|was admitted|was promoted|was hired|landed|won|made it|made the team|made the cut|graduated|earned|finished|completed|qualified|signed|bought|submitted|turned in|handed in|paid off|published|launched)\b(?!['’]t)([^.!?,;]*)/iu;
  const found = pattern.exec(text);
  if (!found) return null;
  const before = text.slice(Math.max(0, found.index - 24), found.index);
  if (/\b(?:hope|hoping|wish|if|whether|think|thought|unless|not sure|dunno|maybe|pray|praying)\s*$/iu.test(before)) return null;
  // "I passed?" / "so I got the job or not?" asks; it tells nothing yet.
  const sentenceEnd = text.slice(found.index).search(/[.!?]/u);
  if (sentenceEnd >= 0 && text.charAt(found.index + sentenceEnd) === '?') return null;
  const verb = (found[2] ?? '').toLowerCase();
  let rest = (found[3] ?? '').replace(enPhraseEnd, '').trim();
  if (/^(?:out|away|by|over)\b/iu.test(rest)) return null;
  if (verb === 'got' && !gotWins.test(rest)) return null;
  if (verb === 'bought' && !/\b(?:first|house|home|car|apartment|flat)\b/iu.test(rest)) return null;
  // Round 11: "I finally finished / submitted X" is good news whatever X is; without "finally", only a milestone counts.
  const finallyDone = /\b(?:finally|at last)\b/iu.test(found[1] ?? '') || /\b(?:finally|at last)\b/iu.test(text);
  if ((verb === 'finished' || verb === 'completed') && !finallyDone) {
    if (!/\b(?:thesis|marathon|degree|course|dissertation|race|project|training|first|novel|book|program(?:me)?)\b/iu.test(rest)) return null;
  }
  if (rest.split(/\s+/u).length > 7) rest = rest.split(/\s+/u).slice(0, 7).join(' ');
  const said = verb.replace(/^was\b/u, 'were');
  // Round 11: "the quilt I started" → "the quilt you started".
  const restSaid = rest ? toSecondPerson(rest, 'en').replace(/\bI['’]ve\b/gu, 'you’ve').replace(/\bI['’]d\b/gu, 'you’d').replace(/\bI\b/gu, 'you') : '';
  return { named: `You ${said}${restSaid ? ` ${restSaid}` : ''}` };
}

/** Vietnamese objects that make "nhận được / lấy được / giành được" an achievement. */
const viWins = /học bổng|bằng|giải|offer|việc|visa|thưởng|hợp đồng|suất|chứng chỉ|thư mời|giấy báo|huy chương/iu;

/** Vietnamese: "(vừa|đã|cuối cùng cũng) đậu / được tăng lương / nhận được học bổng … (rồi)". */
function readVietnamese(text: string): GoodNews | null {
  const pattern = /(?:^|[\s,])((?:(?:đã|vừa|mới|cuối cùng|rốt cuộc|cũng|được)\s+)*)(thi đậu|thi đỗ|đậu|đỗ|trúng tuyển|vượt qua|qua môn|được nhận vào|được nhận|nhận được|được tăng lương|tăng lương|được thăng chức|thăng chức|lên chức|tốt nghiệp|giành được|lấy được|có bằng|thắng|trúng giải|mua được|nộp xong|nộp được|nộp|hoàn thành|làm xong|viết xong|trả hết nợ|trả xong nợ)(?=\s|$|[!.,?])([^.!?,;]*)/giu;
  // Round 11: "đậu" / "đỗ" alone is a pass only as a whole word ("chè đậu xanh", "đỗ xe" are skipped, whatever follows).
  const isPass = (hit: RegExpExecArray): boolean => {
    const said = hit[2] ?? '';
    if (!/^(?:đậu|đỗ)$/iu.test(said)) return true;
    return isVietnamesePass(text, hit.index + hit[0].length - (hit[3] ?? '').length - said.length, said.length);
  };
  let found = pattern.exec(text);
  while (found && !isPass(found)) found = pattern.exec(text);
  if (!found) return null;
  const adverbs = found[1] ?? '';
  const verb = found[2] ?? '';
  let rest = (found[3] ?? '').trim();
  const before = text.slice(Math.max(0, found.index - 16), found.index + 1);
  if (/(?:sẽ|mong|hy vọng|hi vọng|nếu|chưa|không|ko|mai|cầu)\s*$/iu.test(before) || /không|chưa/iu.test(adverbs)) return null;
  const past = /đã|vừa|mới|cuối cùng|rốt cuộc/iu.test(adverbs) || /(?:^|\s)rồi(?=\s|$|[!.,?])/iu.test(text);
  if (!past || /[?？]\s*$/u.test(text.trim()) && !/rồi/iu.test(text)) return null;
  if (/nhận được|lấy được|giành được/iu.test(verb) && !viWins.test(rest)) return null;
  rest = ` ${rest}`.replace(/\s+(?:rồi|nè|á|luôn|nha|nhé|đó|đấy|hihi|haha)(?=\s|$)[\s\S]*$/iu, '').replace(/\s+(?:anh|chị|em|bạn|cậu|mày|bé|con|cô|chú|thầy) ơi[\s\S]*$/iu, '').trim();
  if (rest.split(/\s+/u).length > 7) rest = rest.split(/\s+/u).slice(0, 7).join(' ');
  const verbSaid = verb.startsWith('được') || verb === 'tăng lương' || verb === 'thăng chức' ? (verb.startsWith('được') ? verb : `được ${verb}`) : verb;
  return { named: toSecondPerson(rest ? `${verbSaid} ${rest}` : verbSaid, 'vi', text) };
}

/** Korean past verbs of achievement and the form that names them ("땄" → "딴"), with the object some of them need. */
const koVerbs: ReadonlyArray<readonly [string, string, RegExp | null]> = [
  ['합격했', '합격한', null], ['합격됐', '합격한', null], ['붙었', '붙은', null], ['땄', '딴', null], ['통과했', '통과한', null],
  ['승진했', '승진한', null], ['졸업했', '졸업한', null], ['우승했', '우승한', null], ['취업했', '취업한', null], ['취직했', '취직한', null],
  ['취업됐', '취업된', null], ['당첨됐', '당첨된', null], ['뽑혔', '뽑힌', null], ['올랐', '오른', /연봉|월급|급여|시급|성적|점수|등급/u],
  ['받았', '받은', /장학금|상|보너스|성과급|오퍼|합격|표창|만점|1등|일등/u], ['들어갔', '들어간', /회사|대학|학교|대기업/u],
  ['성공했', '성공한', null], ['완주했', '완주한', null], ['해냈', '해낸', null], ['샀', '산', /집|차|아파트/u],
  // Round 11: a thing finally handed in or finished (논문 제출했어, 과제 드디어 냈다, 원고 끝냈어).
  ['제출했', '제출한', null], ['냈', '낸', /논문|과제|리포트|보고서|원서|원고|포트폴리오|졸업 작품|졸작/u], ['끝냈', '끝낸', /논문|과제|리포트|보고서|원고|프로젝트|졸업 작품|졸작|마라톤/u], ['마쳤', '마친', /논문|과제|프로젝트|과정|훈련|수술|공사|마라톤/u],
];
/** Words before the verb that are not part of the achievement's name. */
const koFillers = /^(?:드디어|드뎌|결국|마침내|오늘|어제|방금|아까|나|저|나도|저도|야|엄마|진짜|완전|무사히|겨우|또|한번에|한\s?번에|나\s?이번에|이번에|저번에|ㅋ+|ㅎ+|헐|대박|언니|오빠|누나|형|쌤)$/u;

/** Korean: "운전면허 드디어 땄다", "합격했어!", "연봉 올랐어요". */
function readKorean(text: string): GoodNews | null {
  for (const [stem, named, needs] of koVerbs) {
    // Round 11 (whole words): a stem inside a longer word is no achievement ("눌어붙었어요" stuck to the pan,
    // "불합격했어"): the stem starts its word, or follows a noun with its particle (isWholeKoreanStem).
    const pattern = new RegExp(`(?<!못\\s?|안\\s?)${stem}(?:어|다|음|습니다|어요|지|네|당|ㅋ|ㅎ|!|~|\\.|\\s|$)`, 'gu');
    let at = -1;
    for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
      if (isWholeKoreanStem(text, found.index)) {
        at = found.index;
        break;
      }
    }
    if (at < 0) continue;
    const after = text.slice(at + stem.length, at + stem.length + 6);
    if (/^(?:어|어요|니|나|냐)?\s*[?？]/u.test(after) || /^(?:으면|으니|는지)/u.test(after)) return null;
    const words = text.slice(0, at).trim().split(/\s+/u).filter((word) => word.length > 0);
    const kept: string[] = [];
    for (let i = words.length - 1; i >= 0 && kept.length < 2; i -= 1) {
      const word = (words[i] as string).replace(/[!.,~ㅋㅎ]+$/u, '');
      if (word.length === 0 || koFillers.test(word)) {
        if (kept.length > 0) break;
        continue;
      }
      if (/(?:서|고|데|면|에서|한테|에게|만에|지만|는데)$/u.test(word) || !/^[가-힣A-Za-z0-9]+$/u.test(word)) break;
      kept.unshift(word);
    }
    const phrase = kept.join(' ');
    if (needs && !needs.test(phrase)) continue;
    return { named: phrase ? `${phrase} ${named}` : named };
  }
  return null;
}

/** Chinese verbs of achievement and the objects some of them need. */
const zhVerb = /(及格|通过|考过|考上|考进|升职|升官|加薪|涨工资|涨薪|拿到|收到|被录取|录取|毕业|赢|获奖|得奖|中奖|转正|买到|抢到|上岸|拿下)/u;
const zhNeedsObject = /^(?:拿到|收到|买到|抢到|拿下)$/u;
const zhWins = /offer|录取|通知书|奖学金|驾照|证|奖|工作|签证|合同|票|房|车/iu;

/** Chinese verbs of handing in or finishing (round 11), good news only after 终于 / 总算 and with 了. */
const zhFinished = /(?:交上去|交上|提交|写完|做完|完成|搞定|弄完|还清|考完)/u;
const zhFinishedDone = new RegExp(`${zhFinished.source}了`, 'u');

/** Chinese: "考试终于及格了", "我升职了", "拿到驾照了". */
function readChinese(text: string): GoodNews | null {
  // Round 11: the verb counts only as a whole word of its clause ("赢家", "毕业生" are no achievement).
  const wholeVerb = (part: string): string | null => {
    const found = new RegExp(zhVerb.source, 'gu');
    for (let hit = found.exec(part); hit; hit = found.exec(part)) {
      if (isWholeChineseWord(part, hit.index, (hit[1] ?? '').length)) return hit[1] ?? null;
    }
    return null;
  };
  const parts = text.split(/[，。！？!?,~～；;\s]+/u);
  // Round 11: "终于把拖了半年的论文交上去了": a thing finally handed in or finished counts when the clause says 终于 / 总算.
  const finished = parts.find((part) => /终于|总算/u.test(part) && zhFinishedDone.test(part));
  const clause = parts.find((part) => wholeVerb(part) !== null && /了/u.test(part)) ?? finished;
  if (!clause) return null;
  const verb = wholeVerb(clause) ?? zhFinished.exec(clause)?.[0] ?? '';
  const before = clause.slice(0, clause.indexOf(verb));
  if (/(?:没|没有|不|会|要|希望|如果|能不能|能|想|准备|快)$/u.test(before) || /[吗呢]$/u.test(clause)) return null;
  if (zhNeedsObject.test(verb) && !zhWins.test(clause)) return null;
  const named = clause
    .replace(/^(?:我们|我|今天|刚刚|刚|终于|总算|已经|也|居然|竟然)+/u, '')
    .replace(/终于|总算|刚刚|居然|竟然|已经/gu, '')
    .replace(/[啦耶呀哈]+$/u, '');
  if (named.length === 0 || named.length > 16) return null;
  return { named: toSecondPerson(named, 'zh') };
}

/** The good news a message tells, or null. */
export function readGoodNews(text: string, language: ContentLanguage): GoodNews | null {
  // A result first ("won the race", "1등 했어", "đạt giải nhất", "拿了第一名"); one hoped, denied or asked is no news at all.
  // Round 16: news told beside what to do now (…then had a huge fight with my mom. what do i do) is that question's.
  if (asksLiterally(text, language)) return null;
  const result = readResult(text, language);
  if (result === 'not') return null;
  if (result) return result;
  if (language === 'en') return readEnglish(text);
  if (language === 'vi') return readVietnamese(text);
  if (language === 'ko') return readKorean(text);
  return readChinese(text);
}

/** The congratulation naming the achievement, and (when no plan follows) a question about celebrating. */
export function writeNewsLines(news: GoodNews, persona: PersonaKey, language: ContentLanguage, c: PhraseComposer, withQuestion: boolean): string[] {
  const named = language === 'en' ? capitalFirst(news.named) : news.named;
  c.set('news', named).set('news_lower', language === 'en' ? named.replace(/^You\b/u, 'you') : named);
  const lines = [inRegister(c.line(newsNamed[language]), persona, language)];
  if (withQuestion) lines.push(inRegister(c.line(newsCelebrate[language]), persona, language));
  return lines;
}

/** A result the visitor hopes for, per language ("I hope I passed", "mong là đậu", "붙었으면 좋겠다", "希望能过"). */
const hopedResult: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hope|hoping|praying|fingers crossed)\b[^.!?]*\b(?:I|we)\s+(?:passed|got|get|made|make|won|win|pass|did well|nailed)\b/iu,
  vi: /(?:mong|hy vọng|hi vọng|cầu)\s+(?:là\s+)?(?:(?:em|mình|tôi|tớ|tao|con)\s+)?(?:sẽ\s+)?(?:đậu|đỗ|qua|được nhận|trúng tuyển|đạt|thắng)/iu,
  ko: /(?:합격|붙었|붙|통과|뽑혔|뽑히|1등|우승|땄)[가-힣]*(?:으면|면)\s?좋겠|(?:합격|통과)(?:하게|되게)\s?해\s?주세요/u,
  zh: /(?:希望|但愿|保佑|祈祷)[^，。！？!?]{0,6}(?:能|可以)?(?:过|考上|通过|及格|被录取|拿到|上岸|赢)/u,
};

/** A result the visitor did not get, per language ("I didn't get it", "rớt rồi", "떨어졌어", "没考上"). */
const missedResult: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:didn['’]?t|did not|couldn['’]?t|never)\s+(?:pass|get (?:it|in|into|accepted|the (?:job|offer|role|part|promotion|scholarship|spot|place|visa))|make (?:it|the (?:team|cut))|win|place)\b|\bfailed (?:my|the|an?)\s+(?:\w+\s+)?(?:exam|test|interview|audition|course|class)\b|\bgot rejected\b|\b(?:wasn['’]?t|was not|weren['’]?t)\s+(?:accepted|selected|chosen|admitted|hired)\b|\bI failed\b/iu,
  vi: /(?:không|chưa|ko)\s+(?:thi\s+)?(?:đậu|đỗ|qua|được nhận|trúng tuyển|đạt giải|được chọn)|(?:thi\s+)?(?:rớt|trượt)(?:\s+(?:rồi|môn|phỏng vấn|đại học))?|bị (?:loại|từ chối|đánh rớt)/iu,
  ko: /떨어졌|떨어짐|불합격|탈락|(?:못|안)\s?(?:붙었|땄|했|뽑혔|들어갔)|낙방|광탈/u,
  zh: /没(?:有)?(?:考上|考过|过|通过|及格|拿到|被录取|选上|上岸|中)|不及格|落榜|挂科|挂了|被拒|被刷|没戏了/u,
};

/** A result still hoped for, or one the visitor did not get; null when the message tells neither. */
export function readPendingOrMissed(text: string, language: ContentLanguage): 'hoped' | 'missed' | null {
  if (missedResult[language].test(text)) return 'missed';
  return hopedResult[language].test(text) ? 'hoped' : null;
}

/** Fingers crossed for a hoped result, or comfort for a missed one; never congratulations. */
export function writePendingOrMissedLines(kind: 'hoped' | 'missed', persona: PersonaKey, language: ContentLanguage, c: PhraseComposer): string[] {
  if (kind === 'hoped') return [inRegister(c.line(newsHoped[language]), persona, language)];
  return [inRegister(c.line(newsMissed[language]), persona, language), inRegister(c.line(newsMissedAfter[language]), persona, language)];
}
