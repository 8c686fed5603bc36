/**
 * Round 13 (issue 13), lyrics wave 5 (lyr5): twelve fresh lyrics requests (round13-lyr5.before.json, 3 per language) of
 * the task's classes: a festival or day no family sings (Hanukkah in a dorm room, tết đoan ngọ ở sài gòn, 端午节 alone in a
 * dorm) and one a family sings with the singer alone (추석인데 나는 기숙사에 혼자 남았다); a dish with its maker whatever
 * its classifier (the lasagna my uncle made, tô bún riêu bà ngoại nấu, 아빠가 끓여 주던 라면 한 그릇, 外婆做的那盘红烧肉);
 * a scene shared with a companion (me and my sister painting the fence, cùng bố đi thả diều ngoài đê, 엄마랑 시장에서
 * 떡볶이 먹던 겨울 저녁, 和爷爷在河边钓鱼的黄昏). Facts name what a good answer carries (the day named beyond the title,
 * the singer's own clause, the dish with its maker, the companion with the act) and the failure classes: the day sung as a
 * person or a place ("Oh Hanukkah, come back around", "宿舍包粽子啊"), another festival's lines (bánh chưng for đoan ngọ),
 * a noun of the scene gone back to ("心里装着黄昏"), a dish used or carried from room to room.
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

/** Whether one line names both. */
const together = (first: string, second: string) => (body: string): boolean => body.split('\n').some((line) => line.toLowerCase().includes(first.toLowerCase()) && line.toLowerCase().includes(second.toLowerCase()));

/** A day or a noun of the scene sung as a person called back or a thing gone back to. */
const goingBack = /keep going back to|mind keeps drifting|keep coming back to|come back around|quay về với|cứ ngoái lại nhìn|눈에 밟혀|心里装着|你还在吗|满脑子都是/u;
/** A dish treated as a kept tool. */
const used = /\buse\b|caught fire|moved house|room to room|dùng|nhà có cháy|chuyển nhà|phòng này sang phòng khác|쓸 때|이사를|用到|搬了好几次家|从一个房间带到另一个房间/iu;

export const cases: EvalCase[] = [
  lyrics('r13-lyr5-en-1', 'en', 'Hanukkah in my tiny dorm room, I lit the candles by myself', 'longing', 'ballad', [
    inBody('Hanukkah kept far from home', /Hanukkah/u),
    inBody('the singer\'s own clause, whole', /I lit the candles by myself/u),
    inBody('Hanukkah never a person called back nor a thing gone back to', not(goingBack)),
    inBody('no broken "the myself"', not(/the myself/iu)),
  ]),
  lyrics('r13-lyr5-en-2', 'en', 'the lasagna my uncle made every sunday', 'love', 'song', [
    inBody('the lasagna with the uncle', together('uncle', 'lasagna')),
    inBody('the lasagna is never used or carried', not(used)),
  ]),
  lyrics('r13-lyr5-en-3', 'en', 'me and my sister painting the fence on a hot afternoon', 'joy', 'indie_folk', [
    inBody('the act sung beyond the opening', (body) => body.split('\n').some((line) => /painting the fence/iu.test(line) && !/on a hot afternoon/iu.test(line))),
    inBody('my sister', /my sister/iu),
    inBody('nothing gone back to', not(goingBack)),
  ]),
  lyrics('r13-lyr5-vi-1', 'vi', 'tết đoan ngọ năm nay em ở sài gòn không về được', 'sadness', 'ballad', [
    inBody('đoan ngọ named in the verses', (body) => body.split('\n').filter((line) => /đoan ngọ/iu.test(line)).length >= 2),
    inBody('no New Year lines (bánh chưng, giao thừa, pháo hoa)', not(/bánh chưng|giao thừa|pháo hoa/iu)),
    inBody('the singer\'s clause in the singer\'s person', /ta ở sài gòn không về được/iu),
  ]),
  lyrics('r13-lyr5-vi-2', 'vi', 'tô bún riêu bà ngoại nấu', 'longing', 'song', [
    inBody('the bún riêu with bà ngoại', together('bún riêu', 'bà ngoại')),
    inBody('never used or carried', not(used)),
  ]),
  lyrics('r13-lyr5-vi-3', 'vi', 'buổi sáng cùng bố đi thả diều ngoài đê', 'joy', 'poem', [
    inBody('the kite flown with bố beyond the opening', (body) => body.split('\n').some((line) => /thả diều/iu.test(line) && /bố/iu.test(line) && !/ngoài đê/iu.test(line))),
    inBody('no absence invented (a light left on for bố)', not(/để đèn chờ|Bố ơi/u)),
    inBody('nothing gone back to', not(goingBack)),
  ]),
  lyrics('r13-lyr5-ko-1', 'ko', '추석인데 나는 기숙사에 혼자 남았다', 'sadness', 'ballad', [
    inBody('추석 itself (달, 송편, 명절)', /추석|송편|한가위|명절/u),
    inBody('no New Year lines (떡국, 세배)', not(/떡국|세배|세뱃돈/u)),
  ]),
  lyrics('r13-lyr5-ko-2', 'ko', '아빠가 끓여 주던 라면 한 그릇', 'longing', 'song', [
    inBody('the ramyeon with 아빠', together('아빠', '라면')),
    inBody('never used or carried', not(used)),
  ]),
  lyrics('r13-lyr5-ko-3', 'ko', '엄마랑 시장에서 떡볶이 먹던 겨울 저녁', 'love', 'indie_folk', [
    inBody('the act sung beyond the opening', (body) => body.split('\n').some((line) => line.includes('떡볶이 먹던') && !line.includes('겨울 저녁'))),
    inBody('엄마 and the market', (body) => body.includes('엄마') && body.includes('시장')),
    inBody('no one\'s footsteps invented', not(/네 발소리/u)),
  ]),
  lyrics('r13-lyr5-zh-1', 'zh', '端午节我一个人在宿舍包粽子', 'sadness', 'ballad', [
    inBody('端午节 named in the verses', (body) => body.split('\n').filter((line) => line.includes('端午节')).length >= 2),
    inBody('the singer\'s own clause, whole', /我一个人在宿舍包粽子/u),
    inBody('no place sung as a person', not(/宿舍包粽子啊|带回宿舍包粽子/u)),
    inBody('no New Year lines (年夜饭, 烟花)', not(/年夜饭|烟花|除夕/u)),
  ]),
  lyrics('r13-lyr5-zh-2', 'zh', '外婆做的那盘红烧肉', 'longing', 'song', [
    inBody('the dish with 外婆', together('外婆', '红烧肉')),
    inBody('never used or carried', not(used)),
  ]),
  lyrics('r13-lyr5-zh-3', 'zh', '和爷爷在河边钓鱼的黄昏', 'love', 'poem', [
    inBody('the fishing with 爷爷 beyond the opening', (body) => body.split('\n').some((line) => line.includes('钓鱼') && line.includes('爷爷') && !line.includes('黄昏'))),
    inBody('nothing gone back to', not(goingBack)),
  ]),
];
