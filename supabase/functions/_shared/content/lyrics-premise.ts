/**
 * The premise of a lyrics theme (issue 13, round 7): its outcome (a sister who GOT IN after two fails is a celebration,
 * not a consolation), its time (a move "next week" has not happened yet; "2 a.m." on a rooftop is no sunshine) and
 * whether it is a memory at all ("I still remember…" only opens a song about the past). Lines that contradict the premise
 * are dropped from every pool a lyric draws from; a pool the filter would empty is kept whole.
 */
import type { ContentLanguage, LyricsEmotion } from '../contract/content-types.ts';
import { firstEvidence } from './lyrics-family-gate.ts';

/** What a theme says about its outcome, time of day, tense and memory. */
export interface LyricsPremise {
  /** The visitor (or someone close) succeeded: passed, got in, won, finally made it. */
  success: boolean;
  /** The visitor failed (and no success is told after it). */
  failure: boolean;
  /** The scene is at night (midnight, 2 a.m., 새벽, 凌晨, nửa đêm): no sun, no morning light. */
  night: boolean;
  /** The event is still to come (tomorrow, next week, 다음 주, 明天, tháng sau): nothing is over or gone yet. */
  ahead: boolean;
  /** The event is more than a day away (next week, next month): not "tonight". */
  farAhead: boolean;
  /** The theme looks back (remember, used to, 그리운, 那年, ngày xưa) or longs for what was: a "remember" frame fits. */
  memory: boolean;
  /** Round 8: nobody in the theme is far away (a roommate crying in the hallway): no "miles away", no phone call across cities. */
  near: boolean;
  /** Round 14: the one part of the day the theme names (every evening, đêm khuya, 아침마다, 傍晚); absent when none or several. */
  dayPart?: DayPart;
}

/** Round 14: a part of the day; evening and night are one (a song of "every evening" may sing the night). */
export type DayPart = 'morning' | 'midday' | 'evening';

/** Words naming each part of the day, in a theme or in a line. */
const dayPartWords: Record<ContentLanguage, Record<DayPart, RegExp>> = {
  en: {
    morning: /\b(?:mornings?|dawn|sunrise|daybreak|breakfast|first light|before school)\b/iu,
    midday: /\b(?:noon|midday|afternoons?|lunch(?:time)?)\b/iu,
    evening: /\b(?:evenings?|dusk|sunset|twilight|nights?|midnight|tonight|after dark|dinner|supper)\b/iu,
  },
  vi: {
    morning: /buổi sáng|sáng sớm|mỗi sáng|sáng nào|ban mai|bình minh|sương sớm|nắng sớm|sáng nay|bữa sáng/iu,
    midday: /buổi trưa|giữa trưa|ban trưa|trưa hè|mỗi trưa|bữa trưa|trưa nay/iu,
    evening: /buổi tối|tối nay|mỗi tối|tối nào|(?<![\p{L}\p{M}])đêm(?![\p{L}\p{M}])|khuya|hoàng hôn|chạng vạng|bữa tối|cơm tối/iu,
  },
  ko: {
    morning: /아침|오전|해 뜰|해돋이|등굣길|출근길/u,
    midday: /점심|한낮|정오|오후|대낮/u,
    evening: /저녁|(?<![가-힣])밤|밤마다|여름밤|겨울밤|한밤|해질녘|노을|퇴근길|야경|오늘 ?밤/u,
  },
  zh: {
    morning: /早上|早晨|清晨|上午|天亮|日出|早饭|早餐|晨/u,
    midday: /中午|午后|下午|午饭|正午|晌午/u,
    evening: /傍晚|黄昏|晚上|夜|晚饭|日落|夕阳|今晚/u,
  },
};

/** Round 14: the one part of the day a theme names; undefined when it names none or more than one. */
export function themeDayPart(theme: string, language: ContentLanguage): DayPart | undefined {
  const parts = (Object.keys(dayPartWords[language]) as DayPart[]).filter((part) => dayPartWords[language][part].test(theme));
  return parts.length === 1 ? parts[0] : undefined;
}

/** Round 14: whether a line names a part of the day other than the theme's ("I draw the curtains at noon" for an evening). */
export function namesOtherDayPart(line: string, part: DayPart, language: ContentLanguage): boolean {
  return (Object.keys(dayPartWords[language]) as DayPart[]).some((other) => other !== part && dayPartWords[language][other].test(line));
}

/** Success words, with their negations excluded ("didn't pass", "không đậu", "불합격", "没考上"). */
const successWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?<!(?:didn'?t|did not|never|not|won'?t|years?|months?|weeks?|days?|time)\s)(?:passed(?!\s+(?:away|on|by))|finished (?:the|my|a|our) (?:marathon|race|thesis|book|degree)|crossed the finish line|beat (?:cancer|it|the illness)|cancer[- ]free|in remission|r[ia]ng(?:ing|s)? the bell|discharged|recovered|got (?:in|into|accepted|the job|the offer)|(?:was|were|been|got|is|am|are) accepted|admitted|made it|won|graduated|got hired|landed (?:the|a|my)|aced)\b|\bfinally (?:got|passed|won|made|did|done|finished)\b/iu,
  vi: /(?<!(?:không|chưa|chẳng)\s)(?:đậu|đỗ)(?![\p{L}\p{M}])|trúng tuyển|được nhận|(?<!(?:không|chưa)\s)thắng(?![\p{L}\p{M}])|vô địch|cuối cùng cũng|hoàn thành|về đích|khỏi bệnh|xuất viện|bình phục/iu,
  ko: /(?<!불)합격|붙었|붙어서|이겼|우승|해냈|취업했|입사했|드디어|완주|성공했|완치|퇴원|이겨냈|회복했/u,
  zh: /上岸|(?<!没|没有|未)考上|被.{0,8}录取|(?<!没|未)通过了|拿到.{0,4}offer|(?<!没)赢了|成功了|终于|跑完|完赛|冠军|康复|痊愈|出院|战胜/u,
};

/** Failure words. */
const failureWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:failed|flunked|didn'?t (?:pass|get in|make it)|did not pass|rejected|rejection|lost (?:the|our|my))\b/iu,
  vi: /(?:rớt|trượt)(?![\p{L}\p{M}])|(?:không|chưa) (?:đậu|đỗ)|thi hỏng|(?<![\p{L}\p{M}])thua(?![\p{L}\p{M}])/iu,
  ko: /떨어졌|불합격|낙방|졌어|졌다|졌고|패배|탈락/u,
  zh: /落榜|没考上|没考好|考砸|失败|输了|输掉|挂科|失利/u,
};

/** Night words: an hour after midnight, midnight itself, a night shift, last night. */
const nightWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:midnight|[1-4]\s?(?:a\.?m\b\.?|in the morning)|at night|late night|last night|tonight|night shift|graveyard shift|in the dark|one last night|the night before)/iu,
  vi: /nửa đêm|đêm khuya|(?<![\p{L}\p{M}])khuya(?![\p{L}\p{M}])|đêm qua|tối qua|đêm nay|tối nay|ca đêm|[1-4] giờ sáng|rạng sáng/iu,
  ko: /새벽|자정|한밤|밤늦|야간|심야|어젯밤|오늘 ?밤|밤에|밤새/u,
  zh: /凌晨|半夜|深夜|午夜|昨晚|昨夜|今晚|今夜|夜里|晚上|夜班|[一那这]晚|[一那这]夜|[一二两三四]点(?:多)?(?!半天)/u,
};

/** Future words: the event has not happened yet. */
const aheadWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:before (?:(?:my|our|his|her|their|the) (?:[\w'’]+ ){0,2}|(?:she|he|they|we|I) )(?:moves|leaves|goes|flies|ships|move|leave|go|fly|starts|start)|the (?:last )?night before)\b|\b(?:tomorrow|next (?:week|month|year|spring|summer|fall|autumn|winter|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:a|two|three|a few|\d+) (?:days|weeks|months)|coming up|upcoming|(?:is|am|are|'s|'re|'m) (?:leaving|moving|going|starting)|about to|soon)\b/iu,
  vi: /ngày mai|(?<![\p{L}\p{M}])mai (?:là|đi|về|thi|lên)|tuần sau|tuần tới|tháng sau|tháng tới|năm sau|sang năm|sắp|chuẩn bị/iu,
  ko: /내일|다음 ?주|다음 ?달|내년|곧 |앞두고|앞둔|떠나는|떠날|갈 거|갈 예정|할 예정|떠나기 전|가기 전 ?날/u,
  zh: /明天|下周|下星期|下个月|明年|就要|快要|即将|马上要|要去|走之前|出国前|离开前|搬走前/u,
};

/** Future words that put the event more than a day away (then "tonight" is the wrong night). */
const farAheadWords: Record<ContentLanguage, RegExp> = {
  en: /\bnext (?:week|month|year|spring|summer|fall|autumn|winter)|in (?:a|two|three|a few|\d+) (?:weeks|months)\b/iu,
  vi: /tuần sau|tuần tới|tháng sau|tháng tới|năm sau|sang năm/iu,
  ko: /다음 ?주|다음 ?달|내년/u,
  zh: /下周|下星期|下个月|明年/u,
};

/** Memory words: the theme looks back. */
const memoryWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:remember|used to|back then|when I was|when we were|years ago|as a kid|childhood|grew up|old days|miss(?:ed|ing)?|once|those days|last (?:summer|winter|spring|fall|year))\b/iu,
  vi: /nhớ|ngày xưa|hồi (?:đó|nhỏ|bé|ấy|xưa)|năm ấy|năm đó|(?<![\p{L}\p{M}])từng(?![\p{L}\p{M}])|kỷ niệm|tuổi thơ|ngày ấy/iu,
  ko: /기억|그립|그리운|그리워|그때|시절|옛날|어릴 적|어릴 때|추억|예전|생각나|던 /u,
  zh: /记得|回忆|那年|小时候|曾经|以前|怀念|想起|当年|那时/u,
};

/** Words that put someone or somewhere far away (abroad, moved, long-distance, 멀리, 异地). */
const distanceWords: Record<ContentLanguage, RegExp> = {
  en: /\b(?:far|away|abroad|miles|long[- ]distance|apart|moved|moving|moves|left|gone|overseas|across|another (?:city|country|state)|deployed|army|passed away|died|lost)\b/iu,
  vi: /(?<![\p{L}\p{M}])xa(?![\p{L}\p{M}])|nước ngoài|du học|đi rồi|chuyển đi|rời|yêu xa|múi giờ|mất rồi|qua đời|nhập ngũ|bộ đội/iu,
  ko: /멀리|떨어져|해외|유학|이사|떠나|떠난|장거리|롱디|외국|타지|군대|입대|돌아가신|세상을 떠/u,
  zh: /远|异地|出国|国外|搬|离开|走了|外地|他乡|异乡|去世|不在了|当兵/u,
};

/** Lines that put the one sung to far away ("Miles away, and my roommate is on my mind", "离得再远"). */
const distanceLines: Record<ContentLanguage, RegExp> = {
  en: /miles away|first ring|different roads|distance grows|you'?re far away|you are far away|far across/iu,
  vi: /xa xôi mấy|cách xa|ngàn dặm|thành phố người|khoảng cách/iu,
  ko: /멀리 떨어져도|거리가 멀어질수록|멀리 있어|저 멀리 어딘가/u,
  zh: /离得再远|距离越远|在远方|千里/u,
};

/** Reads a theme's premise (the emotion adds memory: a longing or a breakup song looks back). */
export function readLyricsPremise(theme: string, language: ContentLanguage, emotion: LyricsEmotion): LyricsPremise {
  // Round 9b: "đậu xe chắn cửa" is parking and "用奖学金买的" background: only main-clause evidence tells an outcome.
  const success = firstEvidence(successWords[language], theme, language) !== null;
  const ahead = aheadWords[language].test(theme);
  return {
    success,
    failure: !success && firstEvidence(failureWords[language], theme, language) !== null,
    night: nightWords[language].test(theme),
    ahead,
    farAhead: ahead && farAheadWords[language].test(theme),
    // A success is news, not a memory: "our team finally won … after losing last year" is sung in the present.
    // Round 8: longing for a friend who leaves tomorrow is not a memory ("I keep going back to Canada" before anyone went).
    memory: !success && (memoryWords[language].test(theme) || ((emotion === 'longing' || emotion === 'breakup') && !ahead)),
    // A longing or breakup song may miss someone far away; any other song puts them far only when the theme does.
    near: !distanceWords[language].test(theme) && emotion !== 'longing' && emotion !== 'breakup',
    ...dayPartOf(theme, language),
  };
}

/** The theme's part of the day as an optional field (none when the theme names none or several). */
function dayPartOf(theme: string, language: ContentLanguage): { dayPart?: DayPart } {
  const dayPart = themeDayPart(theme, language);
  return dayPart === undefined ? {} : { dayPart };
}

/** Lines of consolation or of work still to do: no line for a success ("Not this year", "One more page"). */
const consolation: Record<ContentLanguage, RegExp> = {
  en: /not this year|next (?:spring|year|time)|try again|fall down|fall seven|slow steps|don'?t stop|almost there|one score|goes still|slow road|don'?t give up|one more page|countdown|hold on till|not forever|it'?s okay to (?:fail|fall)|keep going/iu,
  vi: /chưa được|năm sau|mùa sau|lần sau|ngã một lần|đi chậm|đừng dừng|sắp tới rồi|thêm một trang|đếm ngược|đâu phải là mãi mãi|cố lên|trời sắp sáng|đừng bỏ cuộc/iu,
  ko: /다음 봄|내년|다음엔|넘어져|넘어지면|멈추지 마|포기하지|몇 걸음 안 남았|아니었을 뿐|느리게 가도|한 장만 더|디데이|버텨|포기하지 마|끝은 아니야|남은 페이지/u,
  zh: /明年|下次|摔一次|不是永远|走得慢|慢一点的脚步|跌倒|别停|不要停|再看一页|倒计时|撑到|别放弃|剩下的页数|还能睡几个小时/u,
};

/** Lines of triumph: no line for a failure. */
const triumph: Record<ContentLanguage, RegExp> = {
  en: /\bwe (?:won|did it)|champion|made it|victory|\bpassed\b|paid in full/iu,
  vi: /chiến thắng|đậu rồi|làm được rồi|vô địch/iu,
  ko: /해냈|합격|이겼|우승/u,
  zh: /赢了|上岸|成功了|考上了|冠军/u,
};

/** Sun and daylight: no line for a night scene. */
const daylight: Record<ContentLanguage, RegExp> = {
  en: /\bsun\b|sunlight|sunshine|sunlit|sunrise|squint|daylight|this morning|\bnoon\b|afternoon|blue sky|sunny|morning light|new day|here comes the sun/iu,
  vi: /nắng|mặt trời|sáng nay|giữa trưa|buổi trưa|trời xanh|ban ngày|ngày mới|nắng sớm/iu,
  ko: /햇살|햇빛|태양|아침보다|오늘 아침|한낮|오후|눈부|파란 하늘|햇볕|해가 |새 아침|아침 햇/u,
  zh: /太阳|阳光|晒|早上|中午|午后|眯着眼|蓝天|晴空|白天|晨光|清晨|早晨|新的一天/u,
};

/** Lines that say it is over or they are gone: no line for an event still ahead. */
const alreadyGone: Record<ContentLanguage, RegExp> = {
  // Round 8: nor that they are already far ("Miles away, and my best friend is on my mind") the night before they go.
  en: /since you left|after you left|you'?re gone|you left|boxes are gone|empty room|room (?:is|feels) empty|it'?s over|used to be|left behind|is over now|miles away|first ring|almost here|distance grows|different roads|you'?re far away|you are far away/iu,
  vi: /đã đi rồi|từ ngày (?:người|em|anh|con) đi|căn phòng trống|phòng trống|người đi rồi|để lại sau lưng|đã qua rồi|xa xôi mấy|cách xa|ngàn dặm/iu,
  ko: /떠난 뒤|떠난 후|두고 간|걸렸던 자리|빈 방|텅 빈|가고 없|떠나고 없|끝났|남겨진|멀리 있어도|멀리 있는 너/u,
  zh: /搬走以后|走了以后|走后|空了的|空荡|已经走了|人去楼空|留下的|离得再远|千里之外|隔着千山/u,
};

/** Tonight and right now: no line for an event next week or later. */
const tonight: Record<ContentLanguage, RegExp> = {
  en: /\btonight\b|right now/iu,
  vi: /đêm nay|tối nay/iu,
  ko: /오늘 ?밤/u,
  zh: /今晚|今夜/u,
};

/** Whether a line fits the premise (no consolation for a success, no sun at night, nothing gone before it happens). */
export function fitsPremise(line: string, premise: LyricsPremise, language: ContentLanguage): boolean {
  if (premise.success && consolation[language].test(line)) return false;
  if (premise.failure && triumph[language].test(line)) return false;
  if (premise.night && daylight[language].test(line)) return false;
  if (premise.ahead && alreadyGone[language].test(line)) return false;
  if (premise.near && distanceLines[language].test(line)) return false;
  // Round 14: an evening theme has no noon and no morning mist; a morning theme no night.
  if (premise.dayPart !== undefined && namesOtherDayPart(line, premise.dayPart, language)) return false;
  return !(premise.farAhead && tonight[language].test(line));
}

/** A pool without the lines that contradict the premise; the pool itself when nothing would be left. */
export function premisePool<T extends string>(pool: readonly T[], premise: LyricsPremise, language: ContentLanguage): readonly T[] {
  const kept = pool.filter((line) => fitsPremise(line, premise, language));
  return kept.length > 0 ? kept : pool;
}
