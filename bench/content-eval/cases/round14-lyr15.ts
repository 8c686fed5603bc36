/**
 * Round 14b (issue 13), lyrics (lyr15): the eight fresh requests of round14-lyr15.before.json (2 per language), themes
 * told as one clause: a head noun after its relative clause (my grandpa who still waves…, chú chó nhỏ ngày nào cũng…,
 * 비 오는 날마다 … 나를 기다리는 엄마, 내가 늦게 들어올 때 … 차려 두시는 할머니, 每天放学的时候在校门口卖糖葫芦的老爷爷)
 * and a finite act with its time or when-clause (mom leaves the porch light on when…, bà nội vẫn quạt cho em ngủ những
 * trưa hè oi bức khi em về quê, 下大雪的那些夜晚爸爸开车来接我下班). Positive facts: the subject doing the act told back
 * beyond the opening, its time or when-clause sung, the closing naming the subject. Negative facts name the failure
 * classes: a loss for an act that goes on ("Giá được nhìn…", "한 번만 더"), the distance family's calls and parcels for
 * someone at the bus stop, a fragment pasted ("Still thinking about passes"), a dog that "stays still" (nhỏ read as its act).
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

/** Whether a line after the opening matches. */
const beyondOpening = (pattern: RegExp) => (body: string): boolean => body.split('\n').filter((line) => line.trim() !== '' && !/^[[【]/u.test(line.trim())).slice(1).some((line) => pattern.test(line));

/** A loss sung for someone still doing the act. */
const loss = /once more|would give anything|just as I remember|thêm một lần|giá được|như ngày ấy|한 번만 더|기억 속 그대로|그날 그대로|再一次|要是能再|还像那天/iu;

/** The distance family's lines (calls, parcels, video birthdays) for someone who is here. */
const distance = /video call|call me|cuộc gọi|gọi về|sóng chập chờn|영상 통화|전화|택배|视频|电话|离得再远/iu;

export const cases: EvalCase[] = [
  lyrics('r14-lyr15-en-1', 'en', 'my grandpa who still waves at every train that passes our farm', 'longing', 'ballad', [
    inBody('grandpa waving at the trains, told back as his act', beyondOpening(/My grandpa still waves at every train/u)),
    inBody('no fragment pasted ("Still thinking about passes")', not(/about passes|who still waves$/mu)),
    inBody('no loss for a grandpa who still waves', not(loss)),
  ]),
  lyrics('r14-lyr15-en-2', 'en', 'mom leaves the porch light on when i come home late on rainy nights', 'love', 'song', [
    inBody('the porch light told back with mom', beyondOpening(/mom leaves the porch light on/iu)),
    inBody('the when-clause sung in its own line', /When I come home late on rainy nights, mom/u),
    inBody('the closing names mom', /This one is for mom|That is mom/u),
  ]),
  lyrics('r14-lyr15-vi-1', 'vi', 'chú chó nhỏ ngày nào cũng nằm đợi ba ở đầu ngõ', 'love', 'ballad', [
    inBody('the little dog waiting for dad, told back', beyondOpening(/chú chó nhỏ nằm đợi ba ở đầu ngõ/iu)),
    inBody('the time sung', /Ngày nào, chú chó nhỏ/u),
    inBody('the adjective is no act ("chú chó cứ thế nhỏ")', not(/cứ thế nhỏ|Chú chó và đầu ngõ/u)),
  ]),
  lyrics('r14-lyr15-vi-2', 'vi', 'bà nội vẫn quạt cho em ngủ những trưa hè oi bức khi em về quê', 'longing', 'poem', [
    inBody('the time keeps its modifier', /Những trưa hè oi bức, bà nội vẫn quạt cho em ngủ/u),
    inBody('the when-clause sung', /Khi em về quê, bà nội/u),
    inBody('no distance family for a grandmother at home', not(distance)),
    inBody('no loss', not(loss)),
  ]),
  lyrics('r14-lyr15-ko-1', 'ko', '비 오는 날마다 우산 들고 버스 정류장에서 나를 기다리는 엄마', 'love', 'song', [
    inBody('the mother waiting at the stop, told back', beyondOpening(/버스 정류장에서 나를 기다리는 엄마/u)),
    inBody('the time sung with its modifier', /비 오는 날마다, /u),
    inBody('no calls or parcels for a mother at the bus stop', not(distance)),
  ]),
  lyrics('r14-lyr15-ko-2', 'ko', '내가 늦게 들어올 때 식탁에 밥 차려 두시는 할머니', 'longing', 'ballad', [
    inBody('the when-clause sung with the act', /내가 늦게 들어올 때, 식탁에 밥 차려 두시는 할머니/u),
    inBody('no "식탁 거리" (the table read as a far city), no calls', not(/식탁 거리|식탁의 거리|영상 통화|전화/u)),
    inBody('no loss', not(loss)),
  ]),
  lyrics('r14-lyr15-zh-1', 'zh', '每天放学的时候在校门口卖糖葫芦的老爷爷', 'joy', 'song', [
    inBody('the old man selling at the school gate, told back as his act', /老爷爷在校门口卖糖葫芦/u),
    inBody('the time sung', /每天放学的时候，/u),
    inBody('no grandfather family (橘子皮, 院子里, 茶还热着)', not(/橘子|院子里|茶还热着/u)),
  ]),
  lyrics('r14-lyr15-zh-2', 'zh', '下大雪的那些夜晚爸爸开车来接我下班', 'longing', 'poem', [
    inBody('dad picking me up told back', beyondOpening(/爸爸开车来接我下班/u)),
    inBody('no loss, no distance', not(new RegExp(`${loss.source}|${distance.source}`, 'iu'))),
  ]),
];
