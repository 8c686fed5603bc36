/**
 * Round 14 (issue 13), lyrics (lyr14): eleven of the twelve fresh lyrics requests of round14-lyr14.before.json (3 per
 * language; 할머니가 여름밤마다 부채질해 주던 마루 is left out: its path is not fixed, see the scores) and the two fresh requests
 * the task named. Classes: a thing heard, smelt or seen (the smell of rain, my neighbors piano coming through the wall,
 * tiếng chuông xe đạp, mùi khói bếp, tiếng rao bánh mì, 두부 장수 종소리, 빗소리, 吆喝声, 桂花香) sung as perceived, coming
 * and going at its place and time; a scene's clause kept whole with its place, time and person (grandma humming while she
 * braided my hair, bố đứng đợi con, 妈妈每天傍晚站在阳台上等我放学, my dog waiting by the window every evening). Negative
 * facts name the failure classes: the percept held, carried or called to ("Ta chẳng thể buông tiếng rao", "…를 놓지 못해",
 * "楼下卖馄饨啊，你还在吗"), a fragment pasted ("心里装着飘进教室"), another part of the day (morning mist for a late night,
 * noon for an evening), another person (a tail thumping when my key turns, for a dog that waits for the husband).
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

/** Whether one line names both. */
const together = (first: string, second: string) => (body: string): boolean => body.split('\n').some((line) => line.toLowerCase().includes(first.toLowerCase()) && line.toLowerCase().includes(second.toLowerCase()));

/** A percept held, carried or called to as if it were a lover or a thing. */
const held = /can'?t let go|hold on to|from room to room|keep coming back to|chẳng thể buông|mang nó đi từ phòng|ơi, ơi|Ơi tiếng|quay về với|놓지 못해|내려놓지|들고 다녀|품고 있어|放不下|你还在吗|带着它从|心里装着|满脑子都是/iu;

/** Whether the percept is named in at least two lines of the body (not only the opening). */
const namedTwice = (percept: string) => (body: string): boolean => body.split('\n').filter((line) => line.toLowerCase().includes(percept.toLowerCase())).length >= 2;

export const cases: EvalCase[] = [
  lyrics('r14-lyr14-en-1', 'en', 'the smell of rain on the hot sidewalk after my late shift', 'hope', 'song', [
    inBody('the smell of rain named beyond the opening', namedTwice('the smell of rain')),
    inBody('the smell comes and goes', /(?:thins away|before it goes|slips off again|here and gone|too soon)/u),
    inBody('never held or gone back to', not(held)),
  ]),
  lyrics('r14-lyr14-en-2', 'en', 'grandma humming in the kitchen while she braided my hair before school', 'longing', 'ballad', [
    inBody('the braiding sung with grandma', together('grandma', 'braided my hair')),
    inBody('humming in the kitchen sung beyond the opening', (body) => body.split('\n').filter((line) => /humming in the kitchen/iu.test(line)).length >= 2),
    inBody('no other part of the day (before school is morning)', not(/tonight|at night|evening/iu)),
  ]),
  lyrics('r14-lyr14-en-3', 'en', 'my neighbors piano coming through the wall at midnight', 'comfort', 'free_verse', [
    inBody('the piano heard through the wall', /through the wall/u),
    inBody('never "I can still see" a sound, nor a fragment "coming, like"', not(/can still see my neighbors piano|piano, coming,/u)),
    inBody('never held', not(held)),
  ]),
  lyrics('r14-lyr14-vi-1', 'vi', 'tiếng chuông xe đạp của ông mỗi sáng chở em đi học', 'longing', 'ballad', [
    inBody('the bell of grandpa\'s bicycle named beyond the opening', namedTwice('tiếng chuông xe đạp của ông')),
    inBody('the bell heard fading', /(?:xa dần|lặng đi|tắt hẳn|đi qua|chẳng còn nghe)/u),
    inBody('never held, carried or called to', not(held)),
  ]),
  lyrics('r14-lyr14-vi-2', 'vi', 'mùi khói bếp chiều quê lúc mẹ nấu cơm', 'sadness', 'poem', [
    inBody('the smell of kitchen smoke named beyond the opening', namedTwice('mùi khói bếp')),
    inBody('the smell drifts and fades', /(?:thoảng|tan|nhạt|bay)/u),
    inBody('no morning line for an evening smell', not(/sáng sớm|sương sớm|ban mai|mỗi sớm/u)),
  ]),
  lyrics('r14-lyr14-vi-3', 'vi', 'bố đứng đợi con ở cổng trường hôm trời mưa', 'love', 'indie_folk', [
    inBody('bố waiting at the school gate, sung beyond the opening', (body) => body.split('\n').filter((line) => /bố đứng đợi con ở cổng trường/iu.test(line)).length >= 2),
    inBody('the rainy day kept with the act', /Hôm trời mưa, bố đứng đợi con/u),
  ]),
  lyrics('r14-lyr14-ko-1', 'ko', '새벽마다 골목에서 들리던 두부 장수 종소리', 'longing', 'ballad', [
    inBody('the bell heard from the alley', together('골목', '종소리')),
    inBody('the bell comes and goes', /(?:멀어져|사라져|조용해져|작아지)/u),
    inBody('never held, carried or called to', not(held)),
  ]),
  lyrics('r14-lyr14-ko-2', 'ko', '퇴근길 버스 창에 부딪히는 빗소리', 'sadness', 'indie_folk', [
    inBody('the rain sound named beyond the opening', namedTwice('빗소리')),
    inBody('the bus window kept', /버스 창/u),
    inBody('never the rain sound held or looked at', not(/빗소리를 이리저리 들여다봐|마음에 품고/u)),
  ]),
  lyrics('r14-lyr14-zh-1', 'zh', '深夜楼下卖馄饨的吆喝声', 'longing', 'ballad', [
    inBody('the call heard from downstairs', together('楼下', '吆喝声')),
    inBody('the call fades', /(?:远了|安静|听不见|没了|经过)/u),
    inBody('no dawn stall for a late-night call, never called to', not(/天还没亮|你还在吗|楼下卖馄饨啊/u)),
  ]),
  lyrics('r14-lyr14-zh-2', 'zh', '妈妈每天傍晚站在阳台上等我放学', 'love', 'song', [
    inBody('the evening and the waiting kept together beyond the opening', /每天傍晚，妈妈站在阳台上等我放学/u),
    inBody('no other part of the day', not(/早上|中午|清晨/u)),
  ]),
  lyrics('r14-lyr14-zh-3', 'zh', '桂花香飘进教室的那个下午', 'joy', 'poem', [
    inBody('the osmanthus scent named beyond the opening', namedTwice('桂花香')),
    inBody('no pasted fragment', not(/心里装着飘进教室|满脑子都是桂花香/u)),
    inBody('the scent drifts and goes', /(?:飘|散|淡)/u),
  ]),
  lyrics('r14-lyr14-vi-task', 'vi', 'tiếng rao bánh mì đêm khuya ngoài ngõ', 'longing', 'ballad', [
    inBody('the call heard from the alley', together('ngoài ngõ', 'tiếng rao bánh mì')),
    inBody('no morning mist for a late-night call', not(/sương sớm|bốn bức tường|Chiếc gối/u)),
    inBody('never held', not(held)),
  ]),
  lyrics('r14-lyr14-en-task', 'en', 'my dog waiting by the window every evening for my late husband', 'sadness', 'indie_folk', [
    inBody('the dog waits by the window, every evening', /Every evening, (?:there is )?my dog(?:,| is) waiting by the window/u),
    inBody('the dog waits for the husband, not for me', /waiting by the window,? for my late husband/u),
    inBody('no noon, no key turning, no door', not(/at noon|my key turns|by the door/u)),
  ]),
];
