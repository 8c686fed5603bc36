/**
 * Round 10 (shape NEWS, results): good news read from the grammar of a result — the past form of any verb of winning,
 * getting or placing with a result noun after it ("won the race", "got first place", "came second", "1등 했어",
 * "금메달 땄어", "đạt giải nhất cuộc thi vẽ", "拿了第一名", "得了冠军") — named as the visitor's whole phrase. A
 * result that is hoped, denied or asked ("I hope I win first place", "1등 못 했어", "có được giải không?", "没拿到冠军",
 * "能拿第一名吗") is marked 'not': no congratulation at all.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { toSecondPerson } from './persona-chat-shape-words.ts';
import { capitalizeLeading } from './text-tools.ts';

/** A result read as good news ({ named }), a result hoped, denied or asked ('not'), or no result at all (null). */
export type ResultReading = { named: string } | 'not' | null;

/** English result nouns after a verb of winning ("first place", "the gold medal", "the race", "full marks"). */
const enResult = /^(?:(?:the|a|an|my|our)\s+)?(?:(?:first|1st|second|2nd|third|3rd|top)(?:\s+(?:place|prize|spot))?|(?:gold|silver|bronze)(?:\s+medal)?|medal|trophy|title|cup|championship|race|match|game|tournament|competition|contest|final|finals|prize|award|grand prize|full marks|top marks|perfect score|highest score|mvp|(?:\S+\s+){0,2}(?:race|match|game|tournament|competition|contest|final|cup|championship|prize|award|medal|trophy))\b/iu;

/** English: "(I|we|my team) (just|finally) won / got / came / placed / took (home) / scored RESULT". */
function readEnglish(text: string): ResultReading {
  const pattern = /\b(I|we|my team|our team|my class|our class)\s+((?:just|finally|actually|officially|really|somehow)\s+)*(won|got|came in|came|finished|placed|took home|took|scored|brought home|earned|grabbed|secured)\s+([^.!?,;]*)/iu;
  const found = pattern.exec(text);
  if (!found) return null;
  const rest = (found[4] ?? '').replace(/\s+(?:after|and|but|so|because|today|yesterday|this|last|at|with|omg|lol|haha|which|when)\b.*$/iu, '').trim();
  if (!enResult.test(rest)) return null;
  const before = text.slice(Math.max(0, found.index - 24), found.index);
  const sentenceEnd = text.slice(found.index).search(/[.!?]/u);
  const asked = sentenceEnd >= 0 && text.charAt(found.index + sentenceEnd) === '?';
  if (asked || /\b(?:hope|hoping|wish|if|whether|think|unless|not sure|dunno|maybe|pray|praying|want|wanted)\s*$/iu.test(before)) return 'not';
  const words = rest.split(/\s+/u).slice(0, 7).join(' ');
  const who = /^I$/iu.test(found[1] ?? '') ? 'You' : /^we$/iu.test(found[1] ?? '') ? 'You' : toSecondPerson(capitalizeLeading(found[1] ?? ''), 'en');
  return { named: `${who} ${(found[3] ?? '').toLowerCase()} ${toSecondPerson(words, 'en')}` };
}

/** Vietnamese result nouns after a verb of winning ("giải nhất", "huy chương vàng", "hạng nhì", "điểm 10"). */
const viResult = '(?:giải\\s+(?:nhất|nhì|ba|tư|khuyến khích|đặc biệt|vàng|bạc|đồng|quán quân|thưởng)|huy chương\\s+(?:vàng|bạc|đồng)|huy chương|hạng\\s+(?:nhất|nhì|ba)|điểm\\s+(?:10|mười|tuyệt đối|cao nhất|a\\+?)|top\\s+\\d+|quán quân|á quân|nhất|nhì|cúp|chức vô địch)';

/** Vietnamese: "(đã|vừa) đạt / được / giành / đoạt / về / đứng RESULT (…)", "đội em vô địch rồi". */
function readVietnamese(text: string): ResultReading {
  const pattern = new RegExp(`(?:^|[\\s,])((?:(?:đã|vừa|mới|cuối cùng|cũng)\\s+)*)(đạt được|đạt|giành được|giành|đoạt|được|lấy được|ẵm|về|đứng|thi được|vô địch)(?:\\s+(${viResult})([^.!?,;]*)|(?=\\s|$|[!.,?]))`, 'iu');
  const found = pattern.exec(text);
  if (!found) return null;
  const verb = (found[2] ?? '').toLowerCase();
  const result = found[3] ?? '';
  if (verb !== 'vô địch' && result.length === 0) return null;
  const before = text.slice(Math.max(0, found.index - 20), found.index + 1);
  const asked = /(?:không|ko|chưa|hông)\s*[?？]*\s*$/iu.test(text.trim()) && /[?？]|(?:^|\s)(?:có|liệu)\s/iu.test(text) || /[?？]\s*$/u.test(text.trim()) && !/rồi/iu.test(text);
  if (asked || /(?:sẽ|mong|hy vọng|hi vọng|nếu|chưa|không|ko|cầu|muốn|cố|liệu|phải|để)\s*$/iu.test(before)) return 'not';
  let rest = ` ${found[4] ?? ''}`.replace(/\s+(?:rồi|nè|á|luôn|nha|nhé|đó|đấy|hihi|haha)(?=\s|$)[\s\S]*$/iu, '').replace(/\s+(?:anh|chị|em|bạn|cậu|mày|bé|con|cô|chú|thầy|mẹ|ba|bố) ơi[\s\S]*$/iu, '').trim();
  if (rest.split(/\s+/u).length > 6) rest = rest.split(/\s+/u).slice(0, 6).join(' ');
  const named = [verb, result, rest].filter((part) => part.length > 0).join(' ');
  return { named: toSecondPerson(named, 'vi', text) };
}

/** Korean result nouns and the past verbs that win them, with the form that names each verb ("했" → "한"). */
const koResult = /(1등|일등|2등|3등|1위|2위|3위|우승|준우승|만점|백\s?점|100점|금메달|은메달|동메달|메달|대상|최우수상|우수상|장려상|금상|은상|동상|상)(?:을|를|이|도)?\s*(차지했|거머쥐었|했|먹었|받았|땄|탔)(어요|어|다|음|습니다|지|네|당|ㅋ|ㅎ|!|~|\.|\s|$|으면|는데|을까|나|니|냐|\?|？)/u;
const koNamed: Readonly<Record<string, string>> = { 했: '한', 차지했: '차지한', 거머쥐었: '거머쥔', 먹었: '먹은', 받았: '받은', 땄: '딴', 탔: '탄' };

/** Korean: "수영 대회에서 1등 했어!", "금메달 땄어요", "우승했다". */
function readKorean(text: string): ResultReading {
  const found = koResult.exec(text);
  if (!found) return null;
  const ending = found[3] ?? '';
  const after = text.slice(found.index + found[0].length, found.index + found[0].length + 4);
  if (/^(?:으면|을까|나|니|냐|\?|？)$/u.test(ending) || /^\s*[?？]/u.test(after) || /(?:못|안)\s*$/u.test(text.slice(0, found.index))) return 'not';
  if (ending === '는데' && /[?？]\s*$/u.test(text)) return 'not';
  // The event the result was won at ("수영 대회에서"), when it stands right before the result.
  const words = text.slice(0, found.index).trim().split(/\s+/u).filter((word) => word.length > 0);
  const last = words[words.length - 1] ?? '';
  const event: string[] = [];
  if (/^[가-힣A-Za-z0-9]+에서$/u.test(last)) {
    const prior = words[words.length - 2] ?? '';
    if (/^[가-힣A-Za-z0-9]+$/u.test(prior) && !/^(?:오늘|어제|나|저|드디어|이번|저번|방금|우리)$|(?:은|는|이|가|을|를|도|서|고|데|면)$/u.test(prior)) event.push(prior);
    event.push(last);
  }
  // "우승했어" keeps its verb attached ("우승한"); "1등 했어" keeps its space ("1등 한").
  const attached = found[0].slice((found[1] ?? '').length, found[0].length - (found[2] ?? '').length - ending.length).length === 0;
  const result = `${found[1] ?? ''}${attached ? '' : ' '}${koNamed[found[2] ?? ''] ?? '한'}`;
  return { named: [...event, result].join(' ') };
}

/** Chinese verbs of winning with a result noun after them ("拿了第一名", "得了冠军", "考了满分", "获得一等奖"). */
const zhResult = /(拿了|拿到了|拿到|拿下了|拿下|得了|获得了|获得|夺得了|夺得|赢得了|赢得|赢了|考了|跑了|取得了|得到了|得到|评上了|评上)(?:个|了)?(第[一二三四五六七八九十\d]+名?|冠军|亚军|季军|金牌|银牌|铜牌|奖牌|[一二三特]等奖|大奖|满分|一百分|\d+分|第一|奖学金|奖)/u;

/** Chinese: "我今天游泳比赛拿了第一名！！", "比赛得了冠军". */
function readChinese(text: string): ResultReading {
  const found = zhResult.exec(text);
  if (!found) return null;
  const start = Math.max(text.slice(0, found.index).search(/[^，。！？!?,~～；;\s]*$/u), 0);
  const endAt = text.slice(found.index).search(/[，。！？!?,~～；;\s]|$/u);
  const clause = text.slice(start, found.index + (endAt < 0 ? text.length : endAt));
  const before = text.slice(start, found.index);
  const next = text.charAt(found.index + (endAt < 0 ? text.length : endAt));
  if (/[吗呢吧]$/u.test(clause) || next === '？' || next === '?' || /(?:没|没有|不|会|要|希望|如果|能不能|能|想|准备|快|争取|一定要)$/u.test(before)) return 'not';
  const named = clause
    .replace(/^(?:我们|我|今天|昨天|刚刚|刚|终于|总算|已经|也|居然|竟然)+/u, '')
    .replace(/终于|总算|刚刚|居然|竟然|已经/gu, '')
    .replace(/[啦耶呀哈啊]+$/u, '');
  if (named.length === 0 || named.length > 16) return null;
  return { named: toSecondPerson(named, 'zh') };
}

/** Good news read from a result, a result not won ('not'), or null. */
export function readResult(text: string, language: ContentLanguage): ResultReading {
  if (language === 'en') return readEnglish(text);
  if (language === 'vi') return readVietnamese(text);
  if (language === 'ko') return readKorean(text);
  return readChinese(text);
}
