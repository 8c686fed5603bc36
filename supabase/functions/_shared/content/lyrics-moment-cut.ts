/**
 * Round 20 (issue 13): a second, softer cut of a moment's first clause, for the requests round 19 gave way on. Round 19
 * told a moment only when its first clause could be cut at a time, a place or a second clause; a clause of six to ten
 * words with no such word ("my friend is scared to start chemo on monday", "mẹ gửi thùng đồ ăn từ quê lên",
 * "下雨天在公司楼下等了他一个小时", "同桌毕业后去了深圳") gave way to a family's stock images or the emotion's stock lines,
 * and the song never told what happened. Now such a clause is cut at a weaker grammatical point (a relative word, a
 * Vietnamese preposition or second verb, a Chinese time clause's end or a place preposition, a Korean time noun or
 * adverb); a clause that still has no point to cut at gives way as before.
 * Lists: the cut words are grammatical classes (prepositions, relative words, time nouns), no topic words.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** English words a clause may be cut before on the second try (relative words and prepositions of place and company). */
const englishSoft = /^(?:on|in|at|before|after|when|while|and|but|because|so|until|since|during|from|without|every|tonight|yesterday|today|who|where|which|with|near|by|under|over|through|around|across)$/iu;
/** English words after which no cut is made ("the | last", "to | start"). */
const englishBinder = /^(?:the|a|an|my|your|his|her|our|their|this|that|for|of|to|into|onto|than|just|even|only|is|are|was|were|be|been|am)$/iu;

/** Vietnamese prepositions a clause may be cut before on the second try (từ quê lên, với bà, cho con, qua cầu…). */
const vietnameseSoft = /^(?:từ|với|cho|qua|cùng|bằng|tới|đến|giữa|bên|cạnh|khi|lúc|ở|tại|trong|sau|trước|mà|nhưng|rồi|vì|để)$/iu;
/** Vietnamese words that bind the next word to them (a quantifier, an auxiliary, a motion verb before its purpose: "đi | học", a verb of asking or its addressee before the clause asked: "hỏi con | ăn cơm chưa"): no cut after one. */
const vietnameseBinder = /^(?:những|buổi|các|mấy|mỗi|một|cả|hai|ba|bao|vài|từng|đúng|ngay|nào|vẫn|còn|đã|đang|sẽ|cũng|chưa|không|mới|vừa|hay|thường|cứ|được|bị|phải|muốn|định|sắp|đi|về|ra|vào|lên|xuống|tới|đến|hỏi|bảo|dặn|nhắc|nhờ|mong|con|em|anh|chị)$/iu;

/** Korean adverbs of time and repeat that open a predicate (아직도, 또, 맨날, 드디어…): a grammatical class. */
const koreanAdverb = /^(?:아직도|아직|또|다시|맨날|매일|늘|항상|결국|드디어|벌써|이제|지금도|처음으로|오늘도|아직까지)$/u;

/** A Korean predicate's ending (…했어, …거림, …갚음, …야): a grammatical class of final and note endings. */
const koreanPredicate = /(?:[다어아해요네지야래워와봐줘져혀려돼]|[음함됨힘김림짐임줌]|거든|는데)$/u;

/** Vietnamese verbs that open a second act in a clause ("… nghe mấy ông chú…", "… nhìn…"): a grammatical class. */
const vietnameseSecondVerb = /^(?:nghe|nhìn|ngắm|xem|thấy|ngồi|đứng|nằm|chạy|đi|về|nấu|ăn|uống|chờ|đợi|ôm|khóc|cười|hát|kể|nói|bàn|gọi|nhắn|chở|đưa|đón|tiễn|gửi|mua|dọn|ngủ|thức|làm|học|chơi)$/iu;

/** Whether a Korean word's last syllable closes in ㄴ or ㄹ (온, 갈): an adnominal before a noun. */
function koreanClosedN(word: string): boolean {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  return code >= 0 && code <= 11171 && [4, 8].includes(code % 28);
}

/** Cuts a word list once, before the first soft word that leaves at least `min` words before and two after. */
function cutOnce(words: readonly string[], soft: (word: string, i: number) => boolean, binder: RegExp, min: number): string[] | null {
  for (let i = min; i <= words.length - 2; i += 1) {
    if (soft(words[i] as string, i) && !binder.test(words[i - 1] ?? '')) return [words.slice(0, i).join(' '), words.slice(i).join(' ')];
  }
  return null;
}

/**
 * A first clause round 19 could not cut, cut at a softer point ([head, rest]); null when it has no such point (the
 * moment then gives way: a clause sung whole is heard in the opening, the chorus and the echo, line after line).
 */
export function softCut(clause: string, language: ContentLanguage, verb: RegExp): string[] | null {
  if (language === 'zh') {
    // "同桌毕业后 | 去了深圳", "爸爸出差那天 | 我…": a time clause's end (后, 以后, 的时候, 那天) with three characters after.
    // Never a time clause that modifies a noun ("以后 | 的雨夜", "那天 | 的告别"), nor 后 inside a word (背后, 最后).
    const time = /(?:以后|之后|的时候|那天|那年|那晚|(?<![背最身然前落午])后)/u.exec(clause.slice(2));
    if (time !== null) {
      const at = 2 + time.index + time[0].length;
      if ([...clause.slice(at)].length >= 3 && !clause.slice(at).startsWith('的')) return [clause.slice(0, at), clause.slice(at)];
    }
    // "下雨天 | 在公司楼下等了他一个小时": a place preposition (在, 从, 往) after two characters or more.
    // Never 到 or 去 (看到, 回去: the end of a verb), nor 在 or 从 inside a word (现在, 正在, 从来), nor 在 after a verb
    // it completes (靠在, 挂在, 坐在: a grammatical class of posture and placing verbs).
    const place = /(?<![现正实存好自靠坐站躺住放挂停落睡写生长摆贴留倒])在|从(?![来不没小此])|往(?!往)/u.exec(clause.slice(2));
    if (place !== null) {
      const at = 2 + place.index;
      if ([...clause.slice(at)].length >= 4 && !/[要想会能该得就也还都不没]$/u.test(clause.slice(0, at)) && !/^在背后/u.test(clause.slice(at))) return [clause.slice(0, at), clause.slice(at)];
    }
    return null;
  }
  const words = clause.split(/\s+/u);
  if (language === 'ko') {
    // A noun phrase its clause modifies ("엄마가 몰래 내 가방에 넣어 둔 쪽지", "이사 가는 날 할머니가 싸 주신 김밥") is no
    // moment: never cut, never told whole.
    const modifier = words[words.length - 2] ?? '';
    if (modifier !== '안' && modifier !== '못' && (/(?:던|는|은|운|된|한|간|온|둔|준|쓴)$/u.test(modifier) || koreanClosedN(modifier))) return null;
    // "강아지가 처음 우리집 온 날 | 밤새 낑낑거려": a time noun (날, 때, 밤, 아침, 길에…) with two words or more after it.
    // Only a clause that ends on a predicate ("…구경했어", "…낑낑거림"), never a noun ("퇴사하는 날 | 마지막 퇴근길").
    if (!koreanPredicate.test(words[words.length - 1] ?? '')) return null;
    const at = words.findIndex((word, i) => i >= 1 && i <= words.length - 3 && /^(?:날|때|밤|아침|저녁|새벽|길에|날에|때에|밤에|아침에)$|(?:날|때)$/u.test(word));
    if (at >= 0) return [words.slice(0, at + 1).join(' '), words.slice(at + 1).join(' ')];
    // "전 남친이 빌려간 돈 | 아직도 안 갚아": an adverb of time or repeat opens the clause's predicate.
    const adverb = words.findIndex((word, i) => i >= 2 && i <= words.length - 2 && koreanAdverb.test(word));
    if (adverb >= 0) return [words.slice(0, adverb).join(' '), words.slice(adverb).join(' ')];
    return null;
  }
  if (language === 'en') {
    const cut = cutOnce(words, (word) => englishSoft.test(word), englishBinder, 3);
    if (cut !== null) return cut;
    return null;
  }
  // "mẹ gửi thùng đồ ăn | từ quê lên", "chiều mưa ngồi quán cà phê cóc | nghe mấy ông chú…": a preposition, or a second
  // verb after a part of four words or more.
  const cut = cutOnce(words, (word) => vietnameseSoft.test(word), vietnameseBinder, 3) ?? cutOnce(words, (word, i) => i >= 5 && (verb.test(word) || vietnameseSecondVerb.test(word)), vietnameseBinder, 5);
  if (cut !== null) return cut;
  return null;
}
