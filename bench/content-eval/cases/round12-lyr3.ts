/**
 * Round 12 (issue 13), lyrics wave 3 (lyr3): sixteen fresh lyrics requests (round12-lyr3.before.json, 4 per language)
 * of four shapes: two joined images (summer nights and cheap fireworks, Đà Lạt sương mù và bánh tráng nướng,
 * 여름밤하고 편의점 아이스크림, 夏天的蝉鸣和冰西瓜), the singer's state after something (walking home after closing the
 * restaurant, đi bộ về phòng trọ sau ca làm đêm, 야근 끝나고 택시, 考研失败后), a person somewhere (a sister in Berlin,
 * anh trai ở Đài Loan, 호주에서 워홀 중인 남동생, 在深圳打工的爸爸) and a thing someone made or gave (a painted mug,
 * chiếc áo len mẹ đan, 할아버지가 깎아 주신 나무 숟가락, 姐姐送我的那把旧吉他). Facts name what a good answer carries and
 * the failure classes: one image of two dropped, the theme addressed as "you made my day", a fragment of the place
 * phrase, the singer sung as the one abroad, and stock props of the giver's generation instead of the object.
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

/** Whether a line names one image and not the other. */
const alone = (first: string, second: string) => (body: string): boolean => body.split('\n').some((line) => line.includes(first) && !line.includes(second));
/** Whether one line names both. */
const together = (first: string, second: string) => (body: string): boolean => body.split('\n').some((line) => line.toLowerCase().includes(first.toLowerCase()) && line.toLowerCase().includes(second.toLowerCase()));

export const cases: EvalCase[] = [
  lyrics('r12-lyr3-en-1', 'en', 'summer nights and cheap fireworks', 'joy', 'song', [
    inBody('summer nights in its own line', alone('ummer nights', 'fireworks')),
    inBody('cheap fireworks in its own line', alone('cheap fireworks', 'ummer nights')),
    inBody('the theme is not thanked as "you"', not(/you made my day|Sing it out for/iu)),
  ]),
  lyrics('r12-lyr3-en-2', 'en', 'walking home after closing the restaurant at 1am', 'comfort', 'indie_folk', [
    inBody('the tired walk home (feet, streetlights, almost home, shoes off, long day)', /feet know the way|streetlights|almost home|shoes off|long day|three percent|until I have slept/iu),
    inBody('no bright stock ("you made my day", "Sing it out for home")', not(/you made my day|Sing it out for|dancing/iu)),
  ]),
  lyrics('r12-lyr3-en-3', 'en', 'my sister who moved to Berlin for work', 'longing', 'ballad', [
    inBody('my sister in Berlin, in one line', together('my sister', 'Berlin')),
    inBody('the distance sung (a call, the time there, the weather there)', /call|what time|weather/iu),
    inBody('the singer is not the one abroad', not(/The city's loud, and I'm alone|My old accent|My suitcase still lives/iu)),
  ]),
  lyrics('r12-lyr3-en-4', 'en', 'the mug my best friend painted for my birthday', 'love', 'poem', [
    inBody('the mug and my best friend in one line', together('the mug', 'my best friend')),
    inBody('no birthday stock (candles, cake, another year)', not(/candle|cake|another year/iu)),
  ]),
  lyrics('r12-lyr3-vi-1', 'vi', 'Đà Lạt sương mù và bánh tráng nướng', 'general', 'song', [
    inBody('Đà Lạt sương mù có câu riêng', alone('Đà Lạt sương mù', 'bánh tráng nướng')),
    inBody('bánh tráng nướng có câu riêng', alone('bánh tráng nướng', 'Đà Lạt sương mù')),
    inBody('không dán cả đề bài vào điệp khúc', not(/Đà Lạt sương mù và bánh tráng nướng, Đà Lạt/u)),
  ]),
  lyrics('r12-lyr3-vi-2', 'vi', 'đi bộ về phòng trọ sau ca làm đêm', 'sadness', 'ballad', [
    inBody('cái mệt sau ca đêm (đôi chân, sắp về, cởi giày, ngủ đã, đèn đường)', /đôi chân thuộc đường|sắp về|cởi giày|ngủ đã|đèn đường|ba phần trăm|ngày dài|đôi vai/iu),
    inBody('không vui tươi nhảy múa', not(/nhảy múa|làm ngày của ta/iu)),
  ]),
  lyrics('r12-lyr3-vi-3', 'vi', 'anh trai đi xuất khẩu lao động ở Đài Loan', 'longing', 'song', [
    inBody('anh trai ở Đài Loan, cùng một câu', together('anh trai', 'Đài Loan')),
    inBody('khoảng cách (gọi về, mấy giờ, thời tiết)', /gọi|mấy giờ|thời tiết/iu),
    inBody('không mảnh vụn ("Ta vẫn nhớ xuất khẩu lao động", "Ở đó từng có Đài Loan")', not(/nhớ xuất khẩu lao động|Ở đó từng có Đài Loan|với Đài Loan$/mu)),
  ]),
  lyrics('r12-lyr3-vi-4', 'vi', 'chiếc áo len mẹ đan cho con hồi lớp 5', 'love', 'poem', [
    inBody('chiếc áo len mẹ đan', /chiếc áo len mẹ đan/iu),
    inBody('hình ảnh của len (sợi len, mũi đan)', /sợi len|mũi đan|hàng len/iu),
  ]),
  lyrics('r12-lyr3-ko-1', 'ko', '여름밤하고 편의점 아이스크림', 'joy', 'indie_folk', [
    inBody('여름밤만의 줄', alone('여름밤', '편의점 아이스크림')),
    inBody('편의점 아이스크림만의 줄', alone('편의점 아이스크림', '여름밤')),
    inBody('아이스크림을 사람처럼 부르지 않음', not(/아이스크림아/u)),
  ]),
  lyrics('r12-lyr3-ko-2', 'ko', '야근 끝나고 택시 타고 집에 가는 길', 'comfort', 'ballad', [
    inBody('야근 뒤의 피곤함 (거의 다 왔어, 신발, 배터리, 지친 가로등, 긴 하루)', /거의 다 왔어|신발 벗는|3퍼센트|지쳐 보여|길었던 하루|박수 쳐 주는|어깨가 이제야|불빛을 세/u),
    inBody('밝은 상투구 없음 (춤, 깡충)', not(/춤을|깡충/u)),
  ]),
  lyrics('r12-lyr3-ko-3', 'ko', '호주에서 워홀 중인 남동생', 'longing', 'song', [
    inBody('호주에 있는 남동생, 한 줄에', together('남동생', '호주')),
    inBody('거리 (전화, 몇 시, 날씨)', /전화|몇 시|날씨/u),
  ]),
  lyrics('r12-lyr3-ko-4', 'ko', '할아버지가 깎아 주신 나무 숟가락', 'longing', 'poem', [
    inBody('할아버지와 나무 숟가락, 한 줄에', together('나무 숟가락', '할아버지')),
    inBody('할아버지 세대 소품 없음 (돋보기, 과자 통, 라디오)', not(/돋보기|과자 통|라디오/u)),
  ]),
  lyrics('r12-lyr3-zh-1', 'zh', '夏天的蝉鸣和冰西瓜', 'joy', 'song', [
    inBody('夏天的蝉鸣单独成句', alone('夏天的蝉鸣', '冰西瓜')),
    inBody('冰西瓜单独成句', alone('冰西瓜', '夏天的蝉鸣')),
    inBody('不把主题当“你”来感谢，不说“心里装着”', not(/谢谢你让今天发光|心里装着/u)),
  ]),
  lyrics('r12-lyr3-zh-2', 'zh', '考研失败后一个人回家的路上', 'sadness', 'ballad', [
    inBody('失败后的心情（没按我想的、两手空空、不是全部）', /没有按我想的|两手空空|不是全部|装作没事|一遍遍重放|温柔一点|这一次不行|输了这一回/u),
    inBody('不是回家过年，也不是考前熬夜', not(/回家过年|年夜饭|再看一页|撑到天亮/u)),
  ]),
  lyrics('r12-lyr3-zh-3', 'zh', '在深圳打工的爸爸', 'longing', 'song', [
    inBody('爸爸和深圳在同一句', together('爸爸', '深圳')),
    inBody('距离（电话、几点、天气）', /电话|几点|天气/u),
  ]),
  lyrics('r12-lyr3-zh-4', 'zh', '姐姐送我的那把旧吉他', 'love', 'poem', [
    inBody('姐姐和旧吉他在同一句', together('旧吉他', '姐姐')),
    inBody('吉他自己的画面（琴弦、弹、琴盒）', /琴弦|弹|琴盒/u),
  ]),
];
