/**
 * Round 7 (issue 13): sixteen fresh lyrics requests written before any fix (round7-lyrics7.before.json, 4 per language),
 * then eight more written after the fixes and never tuned on (own7-*). Facts name what a strict reader asks for: the
 * outcome the right way round (a bar exam passed on the third try, a brother who got in after a resit year, a licence on
 * the fourth try, 考研上岸 — celebrated, never consoled), the time (2 a.m. is no sunshine; a visit next month and a flight
 * tomorrow have not happened yet), the situation's own world, and the broken text of the class as negative facts: a clause
 * pasted into a slot ("There was nervous", "Come back, two mugs out", "我还记得两点", "아직도 지나를 떠올려"), a deictic in
 * place of a theme ("Day is rising", "这一切"), a title cut mid-phrase ("Walking the Dog at 2"), "I still remember" opening
 * a song about the present.
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

/** Consolation for a failure, wrong for a pass. */
const consoling: Record<ContentLanguage, RegExp> = {
  en: /not this year|next spring|try again|one score|fall down|one more page|countdown/iu,
  vi: /năm nay chưa được|mùa sau|thêm một trang|trời sắp sáng|ngã một lần|đếm ngược/iu,
  ko: /올해가 아니었을 뿐|다음 봄|한 장만 더|디데이|넘어져도|버텨/u,
  zh: /只是今年不行|明年春天|再看一页|撑到天亮|倒计时|摔一次/u,
};

/** Sunshine, wrong at night. */
const sunny: Record<ContentLanguage, RegExp> = {
  en: /\bsun\b|sunlight|sunshine|squint|this morning|daylight/iu,
  vi: /nắng|mặt trời|sáng nay/iu,
  ko: /햇살|햇빛|태양|아침보다|한낮/u,
  zh: /太阳|阳光|眯着眼|晨光|早上/u,
};

/** "I still remember" openers, wrong for a present scene. */
const remembering: Record<ContentLanguage, RegExp> = {
  en: /I remember|Still thinking about|There was/u,
  vi: /Ta vẫn nhớ|Ở đó từng có/u,
  ko: /그날이 생각나|거기엔 .+있었지/u,
  zh: /我还记得|那里曾有/u,
};

/** The fresh requests written before the fixes, then the eight after. */
export const cases: EvalCase[] = [
  lyrics('fresh7-lyrics-en-1', 'en', 'my best friend finally passed the bar exam on her third try', 'cheering', 'rap', [
    inBody('a celebration (results, good news, did it, worth it)', /results|good news|did it|worth|screams/iu),
    inBody('no consolation for a failure', not(consoling.en)),
  ]),
  lyrics('fresh7-lyrics-en-2', 'en', 'walking the dog at 2 a.m. when the whole street is asleep', 'general', 'indie_folk', [
    inTitle('the title is not cut inside "2 a.m."', not(/at 2$/u)),
    inBody('the dog is there (leash, paws, tail, bowl)', /leash|paw|tail|bowl|nose/iu),
    inBody('no sun at 2 a.m.', not(sunny.en)),
    inBody('no "I remember" opener for a walk tonight', not(remembering.en)),
  ]),
  lyrics('fresh7-lyrics-en-3', 'en', "we've already been apart for three years and I still set two mugs out", 'longing', 'ballad', [
    inBody('no clause pasted as a thing ("There was we\'ve…", "Still thinking about apart")', not(/there was we|about apart|two mugs out, come back|dream of two mugs out|send two mugs out/iu)),
    inBody('no deictic chorus ("Come back, this")', not(/, this,|\bthis, come back|dreaming of this$/imu)),
  ]),
  lyrics('fresh7-lyrics-en-4', 'en', 'first day at a new job tomorrow, nervous', 'hope', 'song', [
    inBody('the first day (alarm, clothes, mirror, new building, belong)', /alarm|clothes|mirror|new building|belong|first day/iu),
    inBody('no "Day is rising" or "There was nervous"', not(/day is rising|ends in day|there was nervous|for nervous/iu)),
  ]),
  lyrics('fresh7-lyrics-vi-1', 'vi', 'Em trai đậu đại học Bách Khoa sau một năm ôn thi lại', 'joy', 'song', [
    inBody('một niềm vui đậu (tin vui, đậu rồi, đền đáp)', /tin vui|đậu rồi|đền đáp|reo vang/iu),
    inBody('không an ủi như thi rớt, không "thêm một trang"', not(consoling.vi)),
    inBody('không viết hoa "Em trai" giữa dòng', not(/\S Em trai/u)),
  ]),
  lyrics('fresh7-lyrics-vi-2', 'vi', 'ngồi một mình trên ban công lúc nửa đêm nghe mưa', 'sadness', 'poem', [
    inBody('có mưa', /mưa/iu),
    inBody('không có nắng lúc nửa đêm', not(sunny.vi)),
  ]),
  lyrics('fresh7-lyrics-vi-3', 'vi', 'tháng sau bố mẹ lên thăm, con háo hức lắm', 'love', 'ballad', [
    inBody('đang chờ bố mẹ đến (lịch, dọn phòng, đếm ngày, mau đến)', /khoanh tròn|dọn phòng|đếm từng ngày|mau đến|vài ngày nữa|gối thêm|bữa cơm sẽ cùng ăn|câu sẽ nói/iu),
    inBody('không "về nhà thôi" (bố mẹ đến, con không về)', not(/về nhà thôi|bếp lửa còn hồng/iu)),
    inBody('nói về cả bố mẹ, không chỉ mẹ', not(/kể về mẹ$/imu)),
  ]),
  lyrics('fresh7-lyrics-vi-4', 'vi', 'cái xe đạp cũ của ông nội', 'longing', 'haiku', [
    inBody('có xe đạp hoặc ông nội', /xe đạp|ông nội/iu),
  ]),
  lyrics('fresh7-lyrics-ko-1', 'ko', '세 번 떨어지고 드디어 면허 시험 합격했어', 'joy', 'dance_pop', [
    inBody('합격의 기쁨 (합격, 축하, 소리를 질렀어)', /합격|축하|소리를 질렀|보상/u),
    inBody('위로하지 않음', not(consoling.ko)),
    inBody('"드디어 면허" 같은 부사 조각을 외치지 않음', not(/드디어 면허!|드디어 면허, 드디어 면허/u)),
  ]),
  lyrics('fresh7-lyrics-ko-2', 'ko', '새벽 세 시 편의점 야간 알바', 'comfort', 'indie_folk', [
    inBody('새벽에 햇살 없음', not(sunny.ko)),
    inBody('"아직도 그날이 생각나" 같은 회상 도입 없음', not(remembering.ko)),
  ]),
  lyrics('fresh7-lyrics-ko-3', 'ko', '헤어진 지 벌써 일 년, 아직도 그 카페 앞을 못 지나가', 'breakup', 'ballad', [
    inBody('"지나"를 명사로 쓰지 않음', not(/지나를|지나가 있었지|지나로 돌아가|지나가 생각나/u)),
    inBody('이별 (헤어진, 떠나, 놓아줄게, 마지막 인사)', /헤어진|떠나|놓아줄|마지막 인사|기다려/u),
  ]),
  lyrics('fresh7-lyrics-ko-4', 'ko', '다음 주에 유학 떠나는 친구한테', 'cheering', 'song', [
    inBody('아직 떠나지 않음 (짐, 캐리어, 표, 목록)', /캐리어|짐|표 한 장|목록|상자|싸 넣어|안녕이라고/u),
    inBody('이미 떠난 빈방이 아님', not(/빼고 나니|걸렸던 자리|두고 간/u)),
  ]),
  lyrics('fresh7-lyrics-zh-1', 'zh', '考研终于上岸了，给自己写首歌', 'joy', 'rap', [
    inBody('上岸的喜悦（过了、祝贺、欢呼、值了）', /过了|祝贺|欢呼|值了/u),
    inBody('不再是备考（再看一页、撑到天亮）', not(consoling.zh)),
  ]),
  lyrics('fresh7-lyrics-zh-2', 'zh', '凌晨两点在江边一个人骑车', 'sadness', 'free_verse', [
    inBody('不把“两点”“江边一个人”当名词', not(/记得两点|江边一个人再|从江边一个人/u)),
    inBody('没有“这一切”代替主题', not(/这一切/u)),
    inBody('凌晨没有太阳', not(sunny.zh)),
  ]),
  lyrics('fresh7-lyrics-zh-3', 'zh', '明天就要去外地上大学了，今晚妈妈一直在帮我收拾行李', 'longing', 'song', [
    inBody('还没走：行李、车票、收拾', /行李箱|车票|收拾|对了一遍|多待/u),
    inBody('不是已经搬空的房间', not(/搬走以后|挂过照片|落在椅背/u)),
    inBody('不把“外地上大学”当地方', not(/回到外地上大学/u)),
  ]),
  lyrics('fresh7-lyrics-zh-4', 'zh', '外婆种的桂花开了', 'comfort', 'haiku', [
    inBody('桂花或外婆', /桂花|外婆/u),
  ]),
  // The eight written after the fixes and scored untuned (2.25 / 5); some classes they showed were fixed afterwards.
  lyrics('own7-lyrics-en-1', 'en', 'my grandpa finally beat cancer, ringing the bell on his last day of chemo', 'joy', 'song', [
    inBody('going home, the bell or the end of treatment', /bell|wristband|own bed|going home|made it through/iu),
    inBody('not the waiting room of a treatment still going on', not(/paper cup I never drink|waiting room|walk out of here together/iu)),
  ]),
  lyrics('own7-lyrics-en-2', 'en', 'stuck in traffic at 1 a.m. after a long double shift, radio playing our old song', 'longing', 'free_verse', [
    inBody('no participle or bare noun pasted as a thing ("back to stuck", "There was radio")', not(/back to stuck|there was radio|about stuck/iu)),
    inBody('no sun at 1 a.m.', not(sunny.en)),
  ]),
  lyrics('own7-lyrics-vi-1', 'vi', 'tuần sau con gái vào lớp một, mẹ vừa mừng vừa lo', 'hope', 'ballad', [
    inTitle('tựa không cắt "lớp một"', not(/vào lớp$/u)),
    inBody('không "về nhà thôi, nơi bếp lửa" (mẹ là người hát, con sắp vào lớp một)', not(/bếp lửa còn hồng/iu)),
  ]),
  lyrics('own7-lyrics-vi-2', 'vi', 'thua trận chung kết bóng đá trường ở phút cuối', 'sadness', 'rap', [
    inBody('trận thua (còi mãn cuộc, lặng, băng ghế)', /còi mãn cuộc|lặng|băng ghế|vẫn là một đội|đứng dậy cùng nhau/iu),
    inBody('không ăn mừng bàn thắng', not(/Bóng rung lưới|người lạ ôm nhau/iu)),
  ]),
  lyrics('own7-lyrics-ko-1', 'ko', '자취방에서 혼자 맞는 첫 생일 밤', 'comfort', 'poem', [
    inBody('생일이나 초', /생일|초 하나|초를/u),
    inBody('밤에 햇살 없음', not(sunny.ko)),
  ]),
  lyrics('own7-lyrics-ko-2', 'ko', '동생이 드디어 공무원 시험에 붙었어요', 'cheering', 'dance_pop', [
    inBody('합격 축하', /합격|축하|보상/u),
    inBody('위로 없음', not(consoling.ko)),
  ]),
  lyrics('own7-lyrics-zh-1', 'zh', '下周就要和异地三年的男朋友见面了', 'love', 'song', [
    inBody('异地与倒数', /倒数|日历|等你|更近/u),
    inBody('不是“今晚”见面', not(/今晚就见|今晚见到/u)),
  ]),
  lyrics('own7-lyrics-zh-2', 'zh', '加完班走出公司，发现下雪了', 'general', 'haiku', [
    inBody('雪或加班', /雪|加完班|霜/u),
  ]),
];
