/**
 * Round 13 (issue 13), lyrics wave 4 (lyr4): sixteen fresh lyrics requests (round13-lyr4.before.json, 4 per language)
 * of the task's classes: a scene, someone doing something somewhere (my puppy chewing my slippers, mom teaching me to
 * swim at the lake, mẹ chở con đi học trên chiếc xe máy cũ, con mèo nằm ngủ trên bàn phím, 강아지가 내 양말 물고 도망가는
 * 아침, 아빠가 자전거 뒤에 나를 태우고 달리던 여름, 猫咪趴在我的作业本上睡觉, 爷爷骑三轮车送我去上学), a dish with its maker
 * (the apple pie grandma baked, nồi canh chua bà nội nấu, 엄마가 끓여 준 미역국, 妈妈包的饺子) and a festival away from home
 * (first christmas alone, tết đầu tiên không được về quê, 타지에서 혼자 보내는 설날, 第一次在国外过春节). Facts name what a
 * good answer carries (the subject with the scene's own noun, the dish eaten and smelled, the festival it names) and the
 * failure classes: another kind's lines (a dog's leash for a cat, fireworks for Christmas), a noun of the scene sung as a
 * thing to go back to, a dish "used" or carried from house to house, the place the singer is in "thought back to".
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

/** Whether one line names both. */
const together = (first: string, second: string) => (body: string): boolean => body.split('\n').some((line) => line.toLowerCase().includes(first.toLowerCase()) && line.toLowerCase().includes(second.toLowerCase()));

/** A noun of the scene sung as a thing to go back to. */
const goingBack = /keep going back to|mind keeps drifting|keep coming back to|quay về với|자꾸만 .+ 돌아가|눈에 밟혀|心里装着/u;
/** A dish treated as a kept tool. */
const used = /\buse\b|caught fire|moved house|dùng|nhà có cháy|chuyển nhà|쓸 때|이사를|보물|用到|搬了好几次家|宝贝/iu;

export const cases: EvalCase[] = [
  lyrics('r13-lyr4-en-1', 'en', 'my puppy chewing my slippers every morning', 'joy', 'song', [
    inBody('the puppy with the slippers', together('my puppy', 'slippers')),
    inBody('no slipper to go back to', not(goingBack)),
  ]),
  lyrics('r13-lyr4-en-2', 'en', 'the apple pie grandma baked every thanksgiving', 'longing', 'ballad', [
    inBody('the pie eaten or smelled with grandma', /(?:taste|smell|bite|kitchen|table)/iu),
    inBody('grandma', /grandma/iu),
    inBody('the pie is never used or saved from a fire', not(used)),
  ]),
  lyrics('r13-lyr4-en-3', 'en', 'mom teaching me to swim at the lake', 'love', 'indie_folk', [
    inBody('mom and the lake', (body) => /\bmom\b/iu.test(body) && /lake/iu.test(body)),
    inBody('no kitchen stock of the home family (apron, stove, kettle)', not(/apron|stove|kettle|spoons/iu)),
  ]),
  lyrics('r13-lyr4-en-4', 'en', 'first christmas alone in a new city', 'sadness', 'poem', [
    inBody('Christmas itself (tree, carols)', /christmas|carol/iu),
    inBody('no New Year lines (fireworks, the last night of the year)', not(/fireworks|last night of the year/iu)),
  ]),
  lyrics('r13-lyr4-vi-1', 'vi', 'mẹ chở con đi học trên chiếc xe máy cũ', 'love', 'song', [
    inBody('mẹ và chiếc xe máy cũ', (body) => /mẹ/iu.test(body) && /xe máy/iu.test(body)),
    inBody('không có đồ bếp của gia đình (tạp dề, nồi canh, khói bếp)', not(/tạp dề|nồi canh|khói bếp|bếp lửa/iu)),
  ]),
  lyrics('r13-lyr4-vi-2', 'vi', 'con mèo nằm ngủ trên bàn phím lúc mình đang làm bài', 'joy', 'indie_folk', [
    inBody('con mèo và bàn phím', (body) => /mèo/iu.test(body) && /bàn phím/iu.test(body)),
    inBody('không có đồ của chó (dây dắt, đuôi đập, sủa)', not(/dây dắt|đuôi đập|sủa/iu)),
  ]),
  lyrics('r13-lyr4-vi-3', 'vi', 'nồi canh chua bà nội nấu', 'longing', 'ballad', [
    inBody('vị, mùi hay bữa ăn với bà nội', (body) => /bà nội/iu.test(body) && /vị|mùi|ăn|bếp|mâm/iu.test(body)),
    inBody('nồi canh chua không bị "dùng" hay mang theo khi chuyển nhà', not(used)),
  ]),
  lyrics('r13-lyr4-vi-4', 'vi', 'tết đầu tiên không được về quê', 'sadness', 'song', [
    inBody('Tết xa nhà', /Tết|giao thừa/iu),
    inBody('không có Trung thu hay Giáng sinh', not(/Trung thu|Giáng sinh|Noel/iu)),
  ]),
  lyrics('r13-lyr4-ko-1', 'ko', '강아지가 내 양말 물고 도망가는 아침', 'joy', 'song', [
    inBody('강아지와 양말', together('강아지', '양말')),
    inBody('양말이 돌아갈 곳이 아님', not(goingBack)),
  ]),
  lyrics('r13-lyr4-ko-2', 'ko', '엄마가 끓여 준 미역국', 'love', 'poem', [
    inBody('미역국의 맛이나 냄새', /맛|냄새|한 입|식탁|부엌/u),
    inBody('미역국을 "쓰거나" 보물처럼 들고 이사하지 않음', not(used)),
  ]),
  lyrics('r13-lyr4-ko-3', 'ko', '아빠가 자전거 뒤에 나를 태우고 달리던 여름', 'longing', 'ballad', [
    inBody('아빠와 자전거', (body) => /아빠/u.test(body) && /자전거/u.test(body)),
    inBody('멀리 있는 아빠를 지어내지 않음 ("멀리 있어도", "네 목소리")', not(/멀리 있어도|네 목소리/u)),
  ]),
  lyrics('r13-lyr4-ko-4', 'ko', '타지에서 혼자 보내는 설날', 'sadness', 'indie_folk', [
    inBody('명절 밥상이나 고향', /명절|설날|고향|가족/u),
    inBody('설날에 없는 비와 추석 (송편, 크리스마스)', not(/송편|크리스마스|캐럴|비와 나는/u)),
  ]),
  lyrics('r13-lyr4-zh-1', 'zh', '猫咪趴在我的作业本上睡觉', 'joy', 'song', [
    inBody('猫咪和作业本', (body) => /猫咪/u.test(body) && /作业本/u.test(body)),
    inBody('没有狗的东西（牵引绳、尾巴拍地板）', not(/牵引绳|尾巴就拍|遛/u)),
    inBody('没有"心里装着作业本上"这样的碎片', not(/心里装着作业本/u)),
  ]),
  lyrics('r13-lyr4-zh-2', 'zh', '妈妈包的饺子', 'longing', 'ballad', [
    inBody('饺子的味道或香味', /味道|香|吃|厨房/u),
    inBody('饺子不是被"用到"的东西', not(used)),
  ]),
  lyrics('r13-lyr4-zh-3', 'zh', '爷爷骑三轮车送我去上学', 'love', 'indie_folk', [
    inBody('爷爷', /爷爷/u),
    inBody('没有老人的家具道具（老花镜、挂钟、收音机）', not(/老花镜|挂钟|收音机|饼干盒/u)),
  ]),
  lyrics('r13-lyr4-zh-4', 'zh', '第一次在国外过春节', 'sadness', 'poem', [
    inBody('春节或年夜饭', /春节|年夜饭|除夕|全家福/u),
    inBody('不"想起"自己所在的国外', not(/想起国外|记得国外/u)),
  ]),
];
