/**
 * Round 8 (issue 13): sixteen fresh lyrics requests written before any fix (round8-lyrics8.before.json, 4 per language),
 * then eight more written after the fixes and never tuned on (own8-*). Facts name the premise's EVENT and its concrete
 * world (stolen credit in a meeting, a Tết on shift, a kindergarten gate, the training-camp gate, a train to Huế, meeting
 * the parents), and the negative facts name the wrong family sung instead (the overtime/last-train bank for an anger rap,
 * a grandmother's kitchen for a kindergarten morning, "Happy birthday" for a breakup on a birthday) and broken pieces of
 * the theme pasted as things ("This one's for up my dorm room", "Bài này dành cho chịu buông", "我一次次回到相恋").
 */
import type { ContentLanguage, LyricsEmotion, LyricsForm } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** A fact checked on a poem's body, without its title line. */
function inBody(label: string, check: RegExp | ((body: string) => boolean)): EvalFact {
  const test = typeof check === 'function' ? check : (body: string) => check.test(body);
  return { label, check: (text) => test(text.split('\n').slice(1).join('\n')) };
}

const lyrics = (id: string, language: ContentLanguage, input: string, emotion: LyricsEmotion, lyricStyle: LyricsForm, facts: EvalFact[]): EvalCase =>
  evalCase({ id, type: 'lyrics-poem', language, input: { input, emotion, lyricStyle }, facts });

/** The overtime / last-train bank, wrong for a workplace wrong. */
const overtime: Record<ContentLanguage, RegExp> = {
  en: /last train|empty carriage|tie loose|badge still swings/iu,
  vi: /chuyến xe cuối|hàng ghế trống|thẻ nhân viên|giọng ta nhỏ lại/iu,
  ko: /막차|텅 빈 객차|사원증|목소리가 작아/u,
  zh: /末班车|空荡的车厢|工牌|声音就低下来/u,
};

export const cases: EvalCase[] = [
  lyrics('fresh8-lyrics-en-1', 'en', 'Packing up my dorm room on graduation day while my roommate cries in the hallway', 'sadness', 'ballad', [
    inBody('graduation day (gowns, caps, names read out, last photo)', /gown|cap|names were read|last photo|diploma/iu),
    inBody('no broken piece ("This one\'s for up my dorm room") and the roommate is not miles away', not(/for up my|miles away|first ring/iu)),
  ]),
  lyrics('fresh8-lyrics-en-2', 'en', 'My landlord raised the rent again and I still have to smile at him in the elevator', 'anger', 'rap', [
    inBody('the rent', /rent/iu),
    inBody('not the overtime bank', not(overtime.en)),
  ]),
  lyrics('fresh8-lyrics-en-3', 'en', 'Teaching my daughter to ride a bike in the park on a Sunday morning', 'joy', 'song', [
    inBody('the bike and the daughter', (body) => /bike/iu.test(body) && /daughter/iu.test(body)),
  ]),
  lyrics('fresh8-lyrics-en-4', 'en', 'The first snow in Chicago after I moved here from Manila', 'longing', 'free_verse', [
    inBody('snow, and Chicago or Manila', (body) => /snow|frost|white/iu.test(body) && /Chicago|Manila/u.test(body)),
  ]),
  lyrics('fresh8-lyrics-vi-1', 'vi', 'Tết này không về quê được vì phải trực ở bệnh viện', 'sadness', 'ballad', [
    inBody('Tết trong ca trực (ca trực, hết ca, pháo hoa)', /ca trực|hết ca|trực/iu),
    inBody('không phải người nhà vào thăm bệnh, không phải trượt vé', not(/vào thăm|phòng chờ|không mua được vé/iu)),
  ]),
  lyrics('fresh8-lyrics-vi-2', 'vi', 'Bị đồng nghiệp nói xấu sau lưng với sếp', 'anger', 'rap', [
    inBody('bị nói xấu với sếp (tới tai sếp, sau lưng, phòng họp)', /tai sếp|sau lưng|phòng họp/iu),
    inBody('không phải lời tăng ca, chuyến xe cuối', not(overtime.vi)),
  ]),
  lyrics('fresh8-lyrics-vi-3', 'vi', 'Lần đầu đưa con đi học mẫu giáo, con khóc không chịu buông tay mẹ', 'comfort', 'poem', [
    inBody('cổng trường, cô giáo, ba lô, bàn tay nhỏ', /cổng|cô giáo|ba lô|ngón tay|bạn mới/iu),
    inBody('không có "dành cho chịu buông", không phải bếp lửa của bà', not(/chịu buông|nhóm lửa|tạp dề/iu)),
  ]),
  lyrics('fresh8-lyrics-vi-4', 'vi', 'Ngồi trên chuyến tàu Bắc Nam về Huế thăm ông bà', 'hope', 'indie_folk', [
    inBody('chuyến tàu (ô cửa, ga, bánh xe, toa, vé)', /ga |sân ga|bánh xe|toa|tấm vé|tàu ơi/iu),
    inBody('không coi "Bắc Nam" là một nơi để ngoái nhìn', not(/nhìn Bắc Nam|về Bắc Nam/iu)),
  ]),
  lyrics('fresh8-lyrics-ko-1', 'ko', '군대 가는 남자친구를 훈련소 앞에서 배웅한 날', 'longing', 'ballad', [
    inBody('입대 배웅 (훈련소, 짧게 민 머리, 편지, 전역, 부대)', /훈련소|민 머리|전역|부대|편지/u),
    inBody('이사 간 빈방이 아님', not(/사진 걸렸던 자리|비어 버린 방/u)),
  ]),
  lyrics('fresh8-lyrics-ko-2', 'ko', '팀장이 내 기획안을 자기 이름으로 발표했다', 'anger', 'rap', [
    inBody('가로챈 기획안 (기획안, 아이디어, 박수, 원본 파일)', /기획안|아이디어|박수|원본/u),
    inBody('"자기 이름을 위한" 같은 조각도, 야근 막차도 없음', (body) => !/자기 이름을 위한|자기 이름이 눈에/u.test(body) && !overtime.ko.test(body)),
  ]),
  lyrics('fresh8-lyrics-ko-3', 'ko', '할아버지 제사 날 시골집 마당에 핀 감나무', 'longing', 'haiku', [
    inBody('감나무', /감나무/u),
  ]),
  lyrics('fresh8-lyrics-ko-4', 'ko', '이사 가는 날 텅 빈 자취방에 마지막으로 불을 끄면서', 'hope', 'indie_folk', [
    inBody('마지막으로 불을 끄는 빈방', /불을 끄|상자|빈|비어/u),
  ]),
  lyrics('fresh8-lyrics-zh-1', 'zh', '春节抢不到回家的火车票，只能在出租屋里跟爸妈视频', 'sadness', 'ballad', [
    inBody('春节回不了家 (年夜饭, 除夕, 回不了家)', /年夜饭|除夕|回不了家/u),
    inBody('不是"这首歌写给火车票"', not(/这首歌写给火车票/u)),
  ]),
  lyrics('fresh8-lyrics-zh-2', 'zh', '高考前一晚妈妈给我煮了一碗面', 'comfort', 'poem', [
    inBody('妈妈和考试', (body) => /妈妈/u.test(body) && /考|题|公式|倒计时/u.test(body)),
  ]),
  lyrics('fresh8-lyrics-zh-3', 'zh', '相恋五年的男朋友在我生日那天提了分手', 'breakup', 'song', [
    inBody('生日 (蜡烛, 蛋糕, 贺卡)', /蜡烛|蛋糕|贺卡|生日/u),
    inBody('没有庆祝，没有"回到相恋"', not(/生日快乐|幸运|许个愿|回到相恋/u)),
  ]),
  lyrics('fresh8-lyrics-zh-4', 'zh', '第一次带女朋友回老家见爸妈', 'love', 'rap', [
    inBody('见家长 (门口, 手心, 好碗, 饭桌, 进门)', /门口|手心|好碗|饭桌|进门/u),
    inBody('不是童年回忆', not(/漫长的午后|那时我们很小|跳房子/u)),
  ]),
];
