/**
 * Round 19 (issue 13), lyrics (lyr19): the before-set requests of round19-lyr19.before.json answered by the families'
 * path or the stock fall-through, and held-out ones. Before this round such a song was a family's or an emotion's
 * stock images around a cut noun of the request ("I keep coming back to the im", "心里装着女儿", "머릿속엔 온통 내
 * 점심 반찬"), and the moment itself (who did what, where, when) was never told. Positive facts: the moment told in its
 * own parts, turned to the singer, and taken up again in the second verse. Negative facts: the cut noun recalled as a
 * thing, the whole request pasted as one line (lyrics-case.ts adds the pasted-clause and over-repeat checks).
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

export const cases: EvalCase[] = [
  lyrics('r19-lyr19-en-1', 'en', 'my son said dada for the first time on a video call while im working overseas', 'love', 'song', [
    inBody('the first word told, with the son as its subject', /my son said dada for the first time/iu),
    inBody('the call and the work abroad told', /On a video call[\s\S]*While I'm working overseas/u),
    inBody('no cut word recalled ("the im")', not(/\bthe im\b|thinking about is dada/iu)),
  ]),
  lyrics('r19-lyr19-en-2', 'en', 'my best friend failed her driving test for the third time and she wants to quit', 'cheering', 'dance_pop', [
    inBody('the failed test told', /failed her driving test for the third time/u),
    inBody('wanting to quit told', /And she wants to quit/u),
  ]),
  lyrics('r19-lyr19-vi-1', 'vi', 'mẹ nằm viện, tối nào mình cũng ngủ ghế xếp cạnh giường', 'comfort', 'ballad', [
    inBody('the nights on the folding chair told by the singer', /Tối nào ta cũng ngủ ghế xếp cạnh giường/u),
    inBody('no cut piece thought about ("Lòng cứ nghĩ về ghế xếp")', not(/nghĩ về ghế xếp|chỉ toàn là mẹ nằm viện/u)),
  ]),
  lyrics('r19-lyr19-vi-2', 'vi', 'chồng dậy sớm nấu cháo cho mình lúc mình ốm', 'love', 'free_verse', [
    inBody('the husband cooking for the singer, mình sung as ta', /Chồng dậy sớm nấu cháo cho ta/u),
    inBody('when the singer was sick', /Lúc ta ốm/u),
  ]),
  lyrics('r19-lyr19-ko-1', 'ko', '옆자리 동료가 맨날 내 점심 반찬 뺏어먹음', 'anger', 'song', [
    inBody('the theft told, the note spoken', /맨날 내 점심 반찬 뺏어먹어/u),
    inBody('no side dish held in mind as a thing', not(/머릿속엔 온통 내 점심 반찬/u)),
  ]),
  lyrics('r19-lyr19-ko-2', 'ko', '퇴사하고 처음 맞는 월요일 아침, 할 일이 없어서 불안함', 'comfort', 'indie_folk', [
    inBody('the first Monday after quitting told', /처음 맞는 월요일 아침/u),
    inBody('the anxiety told in the singer\'s voice', /할 일이 없어서 불안해/u),
  ]),
  lyrics('r19-lyr19-zh-1', 'zh', '和老婆在菜市场为买哪条鱼吵了十分钟', 'love', 'indie_folk', [
    inBody('the market with the wife, the singer as subject', /我和老婆在菜市场/u),
    inBody('the quarrel over the fish told', /为买哪条鱼吵了十分钟/u),
  ]),
  lyrics('r19-lyr19-zh-2', 'zh', '邻居每天晚上十一点还在装修', 'anger', 'poem', [
    inBody('the neighbour\'s late renovation told', /邻居每天晚上十一点\n还在装修/u),
    inBody('no subject taken for a time lead ("邻居每天，我晚上…")', not(/邻居每天，/u)),
  ]),
  // Held out (not in the before-set): the moment's parts and the second verse's echo.
  lyrics('r19-lyr19-held-en-1', 'en', 'my coworker took credit for my slides in the meeting and my boss believed her', 'anger', 'song', [
    inBody('the theft of credit told', /my coworker took credit for my slides/iu),
    inBody('the boss believing her told', /And my boss believed her/u),
    inBody('the act taken up again in anger', /took credit for my slides, and I'm done keeping quiet/u),
  ]),
  lyrics('r19-lyr19-held-vi-1', 'vi', 'bố mất việc rồi, tối nào mình cũng thấy bố ngồi hút thuốc ngoài hiên', 'sadness', 'ballad', [
    inBody('the father\'s evenings told by the singer', /Tối nào ta cũng thấy bố ngồi hút thuốc ngoài hiên/u),
  ]),
  lyrics('r19-lyr19-held-ko-1', 'ko', '남자친구가 또 내 생일을 까먹음', 'anger', 'song', [
    inBody('the forgotten birthday told, the note spoken', /또 내 생일을 까먹어/u),
    inBody('no note ending left raw', not(/까먹음/u)),
  ]),
  lyrics('r19-lyr19-held-zh-1', 'zh', '周六加班的时候和老板吵了一架', 'anger', 'rap', [
    inBody('the quarrel with the boss told', /和老板吵了一架/u),
    inBody('the chorus names the quarrel, not the time alone', /和老板吵了一架，我不会再忍了/u),
  ]),
];
