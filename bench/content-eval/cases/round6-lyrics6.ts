/**
 * Round 6 (issue 13): sixteen fresh lyrics requests written before any fix (round6-lyrics6.before.json, 4 per language),
 * then eight more written after the fixes and never tuned on (own6-*). Facts say what a strict reader asked for: the
 * situation's own world (a sister leaving and her empty room, a landlord and a broken heater, a failed exam, an exam still
 * ahead, a partner in the army, a message at midnight, an office job quit), and the failure classes as negative facts: a
 * failed or coming exam sung as the happy morning after it, a leaving sung as a new key in a new home, emoticons pasted as
 * nouns ("ㅠㅠ가 있었지"), a clause pasted into a noun slot ("回到灯一盏盏灭", "back to college next week"), the request
 * frame in the title ("Can U Write a Rap About…"), a diner's apron in an office resignation, a breakup that savours its tea.
 */
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** A fact checked on a poem's body, without its title line. */
function inBody(label: string, check: RegExp | ((body: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (body: string) => check.test(body);
  return { label, check: (text) => test(text.split('\n').slice(1).join('\n')) };
}

/** A fact checked on the title line only. */
function inTitle(label: string, check: RegExp | ((title: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (title: string) => check.test(title);
  return { label, check: (text) => test(text.split('\n')[0] ?? '') };
}

const lyrics = (id: string, language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'lyrics-poem', language, input: { input, emotion, lyricStyle }, facts });

/** Lines of the morning after an exam, wrong for an exam failed or still ahead. */
const examOver: Record<ContentLanguage, RegExp> = {
  en: /exam is over|put the pencils down|no more countdown|practice tests are stacked|sleep past the alarm/iu,
  vi: /Buông bút xuống|Thi xong|Thẻ dự thi cất|Tạm biệt tờ lịch đếm ngược|được ngủ quên/iu,
  ko: /연필을 내려놔|수험표는 책상 서랍|끝나 버린 시험|남은 날 세던 달력은 이제 안녕|알람 없이 늦잠/u,
  zh: /放下笔吧|准考证收进了抽屉|再见了，墙上的倒计时|考完的早晨|睡到自然醒/u,
};

/** The fresh requests written before the fixes, then the eight after. */
export const cases: EvalCase[] = [
  lyrics('fresh6-lyrics-en-1', 'en', 'my little sister leaving for college next week and her room already feels empty', 'sadness', 'ballad', [
    inBody('the leaving or the emptied room (door, boxes, room, goodbye…)', /door|boxes|room|goodbye|hallway/iu),
    inBody('no exam-over lines (college is not an exam)', not(examOver.en)),
    inBody('no "back to college next week" (a clause tail as a place)', not(/back to college next week|about college next week/iu)),
    inBody('no partner\'s "side of the bed" (nobody named a partner)', not(/side of the bed/iu)),
  ]),
  lyrics('fresh6-lyrics-en-2', 'en', 'coffee', 'joy', 'haiku', [
    inBody('coffee is in the haiku', /coffee/iu),
    inBody('no "coffee runs barefoot"', not(/barefoot/iu)),
  ]),
  lyrics('fresh6-lyrics-en-3', 'en', 'can u write a rap about my landlord who wont fix the heater in january', 'anger', 'rap', [
    inTitle('no request frame in the title ("Can U Write a Rap About")', not(/can u|write a rap/iu)),
    inBody('the landlord or the rent in the lines', /landlord|rent|repairs|receipt/iu),
    inBody('no warm heater (it is broken)', not(/heater ticks|room warms/iu)),
  ]),
  lyrics('fresh6-lyrics-en-4', 'en', 'Grandpa teaching me to fish on the pier every Sunday morning when I was a kid, before he got sick', 'longing', 'song', [
    inBody('grandpa in the lines', /grandpa/iu),
  ]),
  lyrics('fresh6-lyrics-vi-1', 'vi', 'Mẹ dậy từ 4 giờ sáng nấu xôi bán ở đầu ngõ', 'comfort', 'poem', [
    inBody('the sticky rice or the stall in the lines', /xôi|dọn hàng|khách quen|tiền lẻ/iu),
  ]),
  lyrics('fresh6-lyrics-vi-2', 'vi', 'thi rớt đại học rồi buồn quá', 'hope', 'song', [
    inBody('the failed exam is met (kết quả, điểm số, năm sau, đi chậm…)', /kết quả|điểm số|lần thi|mùa sau|năm nay chưa|đi chậm/iu),
    inBody('no exam-over celebration', not(examOver.vi)),
    inBody('"đại học" is not a sun or a goal to hold ("Giữ lấy đại học")', not(/Giữ lấy đại học|Đại học, mặt trời|kết thúc ở đại học/iu)),
  ]),
  lyrics('fresh6-lyrics-vi-3', 'vi', 'Tết này không về quê được vì phải tăng ca ở Bình Dương, nhớ nồi bánh chưng của ngoại', 'longing', 'ballad', [
    inBody('Tết in the lines', /Tết|giao thừa|bánh chưng|pháo hoa/iu),
  ]),
  lyrics('fresh6-lyrics-vi-4', 'vi', 'crush nhắn tin lúc nửa đêm', 'love', 'dance_pop', [
    inBody('the message in the lines (tin nhắn, màn hình, trả lời…)', /tin nhắn|màn hình|trả lời|điện thoại|soạn tin/iu),
    inBody('no "Nắm tay ta và gọi đó là crush"', not(/gọi đó là crush/iu)),
  ]),
  lyrics('fresh6-lyrics-ko-1', 'ko', '이사 가는 날 텅 빈 원룸을 마지막으로 둘러보며', 'longing', 'indie_folk', [
    inBody('the leaving (마지막, 빈 방, 상자, 문…)', /마지막|비어|상자|문간|문은/u),
    inBody('no new-home arrival ("새 열쇠", "이제 여기가 집이야")', not(/새 열쇠|이제 여기가 집이야|첫날 밤/u)),
  ]),
  lyrics('fresh6-lyrics-ko-2', 'ko', '퇴사', 'joy', 'rap', [
    inBody('the last day at work (사원증, 마지막 날, 작별…)', /사원증|마지막 날|작별|알람|가방 하나/u),
    inBody('no diner apron or regulars (an office job was quit)', not(/앞치마|단골|카운터|컵홀더/u)),
  ]),
  lyrics('fresh6-lyrics-ko-3', 'ko', '군대 간 남자친구 기다리면서 쓰는 편지 ㅠㅠ', 'love', 'ballad', [
    inBody('waiting apart (편지, 달력, 전화, 기다릴게…)', /편지|달력|전화|기다릴게|날짜/u),
    { label: 'no emoticon pasted as a noun ("ㅠㅠ")', check: not(/[ㄱ-ㅎㅏ-ㅣ]/u) },
  ]),
  lyrics('fresh6-lyrics-ko-4', 'ko', '할머니가 끓여주시던 된장찌개 냄새가 그리운 겨울 저녁', 'longing', 'haiku', [
    inBody('the stew or grandmother in the haiku', /된장찌개|할머니/u),
    inBody('no "빈방아 잘 자" or "또 네가 그리워" (a grandmother is not 너, no empty room was named)', not(/빈방아|네가 그리워/u)),
  ]),
  lyrics('fresh6-lyrics-zh-1', 'zh', '加班到凌晨，打车回家路上看到城市的灯一盏盏灭了', 'sadness', 'free_verse', [
    inBody('the overtime night in the lines', /加班|末班|写字楼|工牌|凌晨|领带/u),
    // Round 19: the clause told as what the singer saw ("看到城市的灯一盏盏灭了") is the request told back, not a place.
    inBody('no clause pasted as a place ("回到灯一盏盏灭")', not(/回到灯|(?<!看到城市的)灯一盏盏灭/u)),
    inBody('no childhood-home lines ("量身高的刻痕", "饭菜的香味") for a ride home', not(/量身高|饭菜的香味/u)),
  ]),
  lyrics('fresh6-lyrics-zh-2', 'zh', '给高考的自己打打气', 'cheering', 'song', [
    inBody('the exam still ahead (倒计时, 准考证, 第一道题, 早点睡…)', /倒计时|带好笔|第一道题|早点睡|走到最后/u),
    inBody('no exam-over lines', not(examOver.zh)),
  ]),
  lyrics('fresh6-lyrics-zh-3', 'zh', '分手三个月了还是会点她爱喝的奶茶', 'breakup', 'poem', [
    inBody('the milk tea in the lines', /奶茶/u),
    inBody('no savouring in a breakup ("第一口的味道总是最好", "慢慢地品")', not(/第一口|慢慢地品|尝得出/u)),
  ]),
  lyrics('fresh6-lyrics-zh-4', 'zh', '猫', 'joy', 'dance_pop', [
    inBody('the cat in the lines', /猫|尾巴|脚印|空碗/u),
  ]),
  // The eight written after the fixes and scored blind before any further change (round6-lyrics6.after.json).
  lyrics('own6-lyrics-en-1', 'en', "Mom's handwriting on the old recipe cards I found while cleaning out her kitchen", 'longing', 'poem', [
    inBody('the kitchen or the recipes in the lines', /recipe|kitchen|stove|apron|flour|spoon/iu),
  ]),
  lyrics('own6-lyrics-en-2', 'en', "finally got my driver's license on the third try!!", 'joy', 'dance_pop', [
    inBody('no ordinal used as a place ("back to the third", "On the third,")', not(/back to the third|On the third,/iu)),
  ]),
  lyrics('own6-lyrics-vi-1', 'vi', 'Ba năm yêu xa, cuối cùng anh ấy cũng về nước', 'love', 'ballad', [
    inBody('the distance in the lines (lá thư, cuộc gọi, đếm ngược, hai nơi…)', /lá thư|cuộc gọi|đếm ngược|hai nơi|ngày xa/iu),
  ]),
  lyrics('own6-lyrics-vi-2', 'vi', 'bị sếp mắng oan trước cả phòng', 'anger', 'rap', [
    inBody('work in the lines (sếp, văn phòng, thẻ nhân viên…)', /sếp|văn phòng|thẻ nhân viên|công ty/iu),
  ]),
  lyrics('own6-lyrics-ko-1', 'ko', '십 년 키운 강아지를 떠나보낸 날', 'sadness', 'free_verse', [
    inBody('the dog in the lines', /꼬리|발자국|털|목줄|밥그릇|강아지/u),
    inBody('no moving-day lines (a dog let go is no move)', not(/사진 걸렸던 자리|상자를 다 빼고|문간에서 마지막으로/u)),
  ]),
  lyrics('own6-lyrics-ko-2', 'ko', '월급날 부모님께 용돈 드리기', 'joy', 'song', [
    inBody('payday in the lines', /월급|알림|적금|화면/u),
  ]),
  lyrics('own6-lyrics-zh-1', 'zh', '深夜一个人在出租屋煮泡面', 'comfort', 'haiku', [
    inBody('three lines', (text) => text.split('\n').filter((line) => line.trim().length > 0).length === 3),
  ]),
  lyrics('own6-lyrics-zh-2', 'zh', '暗恋三年的同桌明天就要出国了', 'longing', 'song', [
    inBody('no predicate pasted as a noun ("梦见就要出国", "同桌明天")', not(/就要出国寄|说就要出国|梦见就要出国|记得同桌明天/u)),
  ]),
];
