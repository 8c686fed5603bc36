/**
 * Round 11 (issue 13): sixteen fresh lyrics requests (round11-lyrics.before.json, 4 per language) whose theme is an
 * object with its clause (a lunchbox Dad packed, a rice cooker Mom sent along, kimbap Dad rolled at dawn, Dad's old
 * bicycle, a playlist for a friend who is moving, longevity noodles learnt for Grandma), an act with its purpose or its
 * company (fixing up Grandpa's bike so my daughter can ride it, knitting a scarf for Grandpa, eating alone after a night
 * shift, cold pizza alone at 3am, ordering jajangmyeon alone on moving day, cycling alone by the river) or the night
 * before an event (a first day as a nurse, a motorbike licence test, a first day at work, leading a team tomorrow).
 * Facts name the object, the act, the purpose and the event as whole phrases, and the failure classes: a bare noun or a
 * fragment in a stock frame, a person's song instead of the object's, a grandparent's props, "together" for someone
 * alone, a memory for a night still before.
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

export const cases: EvalCase[] = [
  lyrics('fresh11-lyrics-en-1', 'en', 'the lunchbox my dad packed every morning even after I told him I was too old for it', 'love', 'song', [
    inBody('the lunchbox Dad packed, as a whole phrase', /the lunchbox my dad packed/iu),
    inBody('no song to Dad instead of the lunchbox', not(/All my love to my dad|This one is about my dad|Here’s to my dad/u)),
    inBody('no cut fragment "Every morning even"', not(/every morning even,/iu)),
  ]),
  lyrics('fresh11-lyrics-en-2', 'en', "fixing up grandpa's old bike so my daughter can ride it to school", 'hope', 'ballad', [
    inBody('the act, whole', /fixing up grandpa's old bike/iu),
    inBody('the purpose: so my daughter can ride it to school', /so my daughter can ride it to school/iu),
    inBody('the bike\'s own images (chain, pedals, bell, wheels)', /chain|pedals|bell|wheels/iu),
    inBody('no grandparent\'s radio, biscuits or reading glasses; no "the daughter" in a stock frame', not(/radio|biscuits|reading glasses|wall clock|to the daughter/iu)),
  ]),
  lyrics('fresh11-lyrics-en-3', 'en', 'night before my first day as a nurse', 'cheering', 'song', [
    inBody('the first day as a nurse, whole', /my first day as a nurse/iu),
    inBody('the night before: tomorrow, the alarm, laid out', /tomorrow|alarm|laid out|folded on the chair/iu),
    inBody('no "a nurse" alone in a stock frame, no memory', not(/drifting to a nurse|I remember/iu)),
  ]),
  lyrics('fresh11-lyrics-en-4', 'en', 'eating cold pizza alone at 3am after the breakup', 'breakup', 'indie_folk', [
    inBody('eating cold pizza alone, whole', /eating cold pizza alone/iu),
    inBody('alone: nobody beside me', /no one beside me|only me|nobody else/iu),
    inBody('no steam or warmth for cold pizza, no "going back to cold pizza"', not(/steam|still warm|going back to cold pizza/iu)),
  ]),
  lyrics('fresh11-lyrics-vi-1', 'vi', 'cái nồi cơm điện cũ mẹ cho mang theo khi lên thành phố học', 'longing', 'song', [
    inBody('cái nồi cơm điện cũ mẹ cho mang theo', /cái nồi cơm điện cũ mẹ cho mang theo/iu),
    inBody('thời điểm: khi lên thành phố học', /khi lên thành phố học/iu),
    inBody('không có mảnh "với mang theo", không tạp dề / khói bếp', not(/với mang theo|tạp dề|khói bếp/iu)),
  ]),
  lyrics('fresh11-lyrics-vi-2', 'vi', 'tối trước ngày thi bằng lái xe máy', 'hope', 'poem', [
    inBody('ngày thi bằng lái xe máy, trọn cụm', /ngày thi bằng lái xe máy/iu),
    inBody('đêm trước: ngày mai, báo thức, sẵn sàng', /ngày mai|báo thức|sẵn sàng|đêm nay/iu),
    inBody('không phải hồi tưởng', not(/Ta vẫn nhớ/iu)),
  ]),
  lyrics('fresh11-lyrics-vi-3', 'vi', 'học đan khăn để tặng ông nội dịp sinh nhật', 'love', 'ballad', [
    inBody('học đan khăn', /học đan khăn/iu),
    inBody('mục đích: để tặng ông nội', /để tặng ông nội/iu),
    inBody('hình ảnh của len (sợi len, mũi đan)', /sợi len|mũi đan|hàng len/iu),
    inBody('không có radio, kính lão, hộp bánh của ông bà', not(/radio|kính lão|hộp bánh/iu)),
  ]),
  lyrics('fresh11-lyrics-vi-4', 'vi', 'ăn tối một mình trong phòng trọ sau ca làm đêm', 'sadness', 'song', [
    inBody('ăn tối một mình trong phòng trọ', /ăn tối một mình trong phòng trọ/iu),
    inBody('không có "cùng nhau" hay "chúng ta", không có mảnh "nghĩ về đêm"', not(/cùng nhau|chúng ta|nghĩ về đêm$/imu)),
  ]),
  lyrics('fresh11-lyrics-ko-1', 'ko', '아빠가 새벽마다 싸주던 김밥', 'longing', 'ballad', [
    inBody('아빠가 새벽마다 싸주던 김밥', /아빠가 새벽마다 싸주던 김밥/u),
    inBody('김밥이 문장 안에서 불림', /김밥[이을에]/u),
    inBody('"아, 김밥" 같은 맨 명사 부르기 없음, 아빠 노래로 바뀌지 않음', not(/^아, 김밥$|우리 아빠가 보고 싶어|우리 아빠 생각뿐/mu)),
  ]),
  lyrics('fresh11-lyrics-ko-2', 'ko', '첫 출근 전날 밤 와이셔츠 다리기', 'hope', 'song', [
    inBody('내일은 첫 출근', /첫 출근/u),
    inBody('그날 밤의 일: 와이셔츠 다리기', /와이셔츠 다리기/u),
    inBody('"와이셔츠 다리기가 눈에 밟혀" 같은 틀 없음', not(/다리기가 눈에 밟혀|다리기를 돌아보게/u)),
  ]),
  lyrics('fresh11-lyrics-ko-3', 'ko', '혼자 이사한 날 짜장면 시켜먹기', 'comfort', 'indie_folk', [
    inBody('짜장면 시켜먹기', /짜장면 시켜먹기/u),
    inBody('혼자: 곁엔 아무도 없어', /혼자|나 하나|나랑 나뿐/u),
    inBody('"넌 혼자가 아니야" 없음, "시켜먹기가 눈에 밟혀" 없음', not(/혼자가 아니|시켜먹기가 눈에/u)),
  ]),
  lyrics('fresh11-lyrics-ko-4', 'ko', '이사 가는 친구한테 주려고 만든 플레이리스트', 'love', 'poem', [
    inBody('플레이리스트', /플레이리스트/u),
    inBody('목적: 이사 가는 친구한테 주려고', /이사 가는 친구한테 주려고/u),
    inBody('"만든 플레이리스트를 돌아보게 돼" 같은 조각 없음', not(/자꾸 만든 플레이리스트/u)),
  ]),
  lyrics('fresh11-lyrics-zh-1', 'zh', '爸爸骑了二十年的那辆旧自行车', 'longing', 'song', [
    inBody('那辆旧自行车', /那辆旧自行车/u),
    inBody('自行车自己的画面（链条、车铃、踏板、轮子）', /链条|车铃|踏板|轮子/u),
    inBody('不是想念爸爸的歌', not(/好想爸爸|又想起爸爸|今晚又想爸爸/u)),
  ]),
  lyrics('fresh11-lyrics-zh-2', 'zh', '明天第一次带队比赛，今晚睡不着', 'cheering', 'ballad', [
    inBody('第一次带队比赛', /第一次带队比赛/u),
    inBody('前一晚：明天、闹钟、准备', /明天|闹钟|准备好/u),
    inBody('不是看台上的球迷（旗帜、看台、九十分钟）', not(/看台|旗帜|九十分钟|球进网/u)),
  ]),
  lyrics('fresh11-lyrics-zh-3', 'zh', '下夜班后一个人在江边骑车', 'comfort', 'song', [
    inBody('在江边骑车', /在江边骑车/u),
    inBody('一个人', /一个人|只有我自己|一个我/u),
    inBody('没有 "心里装着下夜班" 或 "下夜班，谢谢你"', not(/心里装着下夜班|下夜班，谢谢你|下夜班啊/u)),
  ]),
  lyrics('fresh11-lyrics-zh-4', 'zh', '为了给奶奶过生日学做的长寿面', 'love', 'indie_folk', [
    inBody('长寿面', /长寿面/u),
    inBody('目的：为了给奶奶过生日', /为了给奶奶过生日/u),
    inBody('没有外婆家的老物件（饼干盒、收音机、相框）', not(/饼干盒|收音机|老花镜/u)),
    inBody('没有 "心里装着长寿面"', not(/心里装着长寿面/u)),
  ]),
];
