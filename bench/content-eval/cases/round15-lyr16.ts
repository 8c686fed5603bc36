/**
 * Round 15 (issue 13), lyrics (lyr16): the twelve fresh requests of round15-lyr16.before.json and held-out ones, deeds
 * whose thing has senses of its own (fairy lights, a fire pit, soup, a quilt in the sun, floating lanterns, a lunch box,
 * peppers drying, rain heard, a knitted sweater, tangyuan, sky lanterns) and misreads of the deed reader (a verb outside
 * its list, "đầu làng" as a time, a subject inside the thing's relative clause, 把他… taking 他 as the thing, "一个人"
 * with no 我). Positive facts: the act sung and a line of the thing's own senses. Negative facts name the failure
 * classes: a broken chorus ("ngoài sân mấy"), a moving-in family for a rented room, a place sung as a time, 他 as a thing.
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

export const cases: EvalCase[] = [
  lyrics('r15-lyr16-en-1', 'en', 'hanging fairy lights in my dorm room the night before finals', 'joy', 'indie_folk', [
    inBody('the act with its time', /The night before finals, I'm hanging fairy lights/u),
    inBody('the lights seen', /Small lights come on|soft and gold|A little light/u),
  ]),
  lyrics('r15-lyr16-en-2', 'en', 'burning his old letters in the backyard fire pit', 'anger', 'rap', [
    inBody('the act sung', /burning his old letters/u),
    inBody('the fire seen', /flames|Smoke|ash/u),
  ]),
  lyrics('r15-lyr16-en-3', 'en', 'stirring a pot of soup for my sick roommate on a snowy sunday', 'comfort', 'ballad', [
    inBody('the act with its time', /On a snowy Sunday, I'm stirring a pot of soup/u),
    inBody('the soup smelled or felt', /Steam|The smell of it|Warm in my hands/u),
  ]),
  lyrics('r15-lyr16-vi-1', 'vi', 'phơi chăn ngoài sân mấy ngày nắng cuối thu', 'comfort', 'indie_folk', [
    inBody('the act with its whole time', /Mấy ngày nắng cuối thu, ta phơi chăn/u),
    inBody('the quilt or the sun felt', /nếp vải|Vải mềm|Nắng trải|mùi nắng/u),
    inBody('no chorus cut inside the time', not(/ngoài sân mấy$/mu)),
  ]),
  lyrics('r15-lyr16-vi-2', 'vi', 'nấu cháo cho ba lúc ba nằm viện', 'sadness', 'ballad', [
    inBody('the child cooks for dad', /Con nấu cháo/u),
    inBody('the porridge felt', /Hơi nóng|Mùi thơm|Ấm trong tay/u),
  ]),
  lyrics('r15-lyr16-vi-3', 'vi', 'thả hoa đăng trên sông hoài đêm rằm với đứa bạn thân', 'joy', 'song', [
    inBody('the act with its time', /Đêm rằm, ta thả hoa đăng/u),
    inBody('the lanterns seen', /đốm sáng|ánh sáng/u),
  ]),
  lyrics('r15-lyr16-ko-1', 'ko', '퇴근길에 편의점에서 도시락 사 먹던 밤', 'sadness', 'ballad', [
    inBody('the night in the chorus', /도시락 사 먹던 밤/u),
    inBody('the food felt', /김이|냄새|온기/u),
  ]),
  lyrics('r15-lyr16-ko-2', 'ko', '할머니랑 마당에서 고추 말리던 가을', 'longing', 'indie_folk', [
    inBody('grandma in the chorus', /할머니랑 고추 말리던 가을/u),
    inBody('the sun felt', /햇볕/u),
  ]),
  lyrics('r15-lyr16-ko-3', 'ko', '비 오는 날 창문 열어놓고 빗소리 듣던 오후', 'comfort', 'song', [
    inBody('the afternoon in the chorus', /빗소리 듣던 오후/u),
    inBody('the rain heard', /빗방울|빗소리, 잔잔|젖은 흙냄새/u),
  ]),
  lyrics('r15-lyr16-zh-1', 'zh', '把奶奶织的毛衣叠好放进箱子', 'longing', 'ballad', [
    inBody('the act sung', /我把毛衣叠好放进箱子/u),
    inBody('the wool felt', /褶子|软软的/u),
  ]),
  lyrics('r15-lyr16-zh-2', 'zh', '中秋节一个人在出租屋煮汤圆', 'sadness', 'song', [
    inBody('the act with its day', /中秋节，我在出租屋煮汤圆/u),
    inBody('no moving-in family', not(/新钥匙|车票|地板会响/u)),
  ]),
  lyrics('r15-lyr16-zh-3', 'zh', '我和爸爸在江边放孔明灯', 'joy', 'song', [
    inBody('the act sung', /我和爸爸在江边放孔明灯/u),
    inBody('the lanterns seen', /小小的光|一点点光|金色/u),
  ]),
  // Held out (in no before-set): the misreads of lyr15b's untuned set and other words of the same classes.
  lyrics('r15-lyr16-vi-4', 'vi', 'cắm lại bình hoa cúc trên bàn thờ ông bà sáng mùng một', 'longing', 'poem', [
    inBody('the act with its time', /Sáng mùng một, ta cắm lại bình hoa cúc/u),
    inBody('no old path', not(/quay về với bình hoa cúc/u)),
  ]),
  lyrics('r15-lyr16-vi-5', 'vi', 'đạp xe chở em gái đi mua kẹo kéo đầu làng', 'love', 'ballad', [
    inBody('the act sung', /đạp xe chở em gái/u),
    inBody('no place sung as a time', not(/Đầu làng, ta|Ước gì đầu làng/u)),
  ]),
  lyrics('r15-lyr16-ko-4', 'ko', '전 남친이 준 반지 중고로 팔던 날', 'anger', 'rap', [
    inBody('the ring sold', /반지 중고로 팔던 날/u),
    inBody('no rap at the ex', not(/남친아/u)),
  ]),
  lyrics('r15-lyr16-zh-4', 'zh', '把他挂在我窗边的风铃取下来', 'sadness', 'song', [
    inBody('the chime taken down', /我把风铃取下来/u),
    inBody('the chime heard', /声音|一声清脆/u),
    inBody('他 is no thing', not(/^他，/mu)),
  ]),
  lyrics('r15-lyr16-en-4', 'en', 'watching fireworks from the hospital window with my mom', 'love', 'ballad', [
    inBody('the act sung', /watching fireworks/u),
  ]),
];
