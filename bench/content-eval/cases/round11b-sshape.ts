/**
 * Evaluation cases for the shape-leftovers helper of round 11b (issue 13): the fresh requests written before its fixes
 * (round11b-sshape.before.json): someone else's first time that turns into not coming back (a sister walking the dog,
 * a younger brother cycling to an evening class, a daughter on the academy bus, a daughter on the metro to grandma's),
 * the narrator's first time spoiled by someone else's act (mom burned the roast, dad's salty soup, mom burned the
 * stew, mom burned the fish), an animal gone silent (a parrot, a rooster) and a passport forgotten on a first trip
 * abroad. Facts check that the narrator was never beside the one who went, that another person's difficulty is theirs
 * and is laughed off, that a silence is gone to and never undone, and that a passport is gone back for.
 * (The twelfth request, 老王 who did not come this Saturday, is a known leftover: no case asserts a fix it lacks.)
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The stock lines these shapes replace: the watched first time, the narrator's own fix, the generic problem. */
const stock: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /I watched (?:my|her|him)|the whole time anyway|something small went wrong|The second try was slower/iu,
  vi: /mắt cứ dõi theo|không rời mắt|một chuyện nhỏ trục trặc|Lần thứ hai mình làm chậm hơn/iu,
  ko: /내내 .*눈으로 좇았|눈을 뗄 수가 없었|작은 문제가 하나 생겼|두 번째는 훨씬 신중/u,
  zh: /目光还是一直追着|眼睛还是一直跟着|出了一点小状况|第二次我做得更慢/u,
};

const story = storyCaseBuilder(stock);

/** Someone else's first time gone wrong out of sight: worry, going to look, finding them. */
const lookedFor: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /went out to look/u,
  vi: /ra ngoài tìm/u,
  ko: /길을 따라 나섰/u,
  zh: /出门去找/u,
};

/** The narrator fixing another person's difficulty or ending on "I did it". */
const ownFix: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /second try|came out right|I had done it/iu,
  vi: /lần thứ hai|tự mình làm được|thành công/iu,
  ko: /두 번째|내가 혼자서 해낸|끝까지 해냈/u,
  zh: /第二次我|这一次成了|是我自己做到的/u,
};

/** The eleven tuned requests of round 11b, shape leftovers (scored by hand in the report: before 1.4). */
export const cases: EvalCase[] = [
  story('r11b-sshape-en-1', 'en', "My little sister took the dog for a walk by herself for the first time, and an hour later she still wasn't back.", (o) => [
    afterOpening(o, 'the narrator goes out to look', lookedFor.en),
    afterOpening(o, 'she is found', /I found her/u),
    afterOpening(o, 'the narrator never watched her', not(/watched|could not take my eyes|stepping in/iu)),
  ]),
  story('r11b-sshape-en-2', 'en', 'First time I brought my boyfriend to meet my parents, and my mom burned the roast.', (o) => [
    afterOpening(o, 'tells mom\'s act back', /my mom burned the roast/u),
    afterOpening(o, 'laughed off', /laughed/u),
    afterOpening(o, 'the boyfriend takes it well', /[Mm]y boyfriend (?:did not mind|only smiled)/u),
    afterOpening(o, 'the narrator does not fix mom\'s roast', not(ownFix.en)),
  ]),
  story('r11b-sshape-en-3', 'en', "The old parrot in the hallway hasn't made a sound since Tuesday.", (o) => [
    afterOpening(o, 'the silence is noticed', /quiet|silence/u),
    afterOpening(o, 'the parrot is gone to', /sat beside the old parrot/u),
    afterOpening(o, 'no fragment of the opening as a thing', not(/parrot hasn|hasn't and/u)),
    afterOpening(o, 'the sound is not brought back', not(/sang again|came back|started (?:up )?again/u)),
  ]),
  story('r11b-sshape-vi-1', 'vi', 'Lần đầu tiên thằng em tự đạp xe đi học thêm, mà rồi đến chín giờ tối vẫn chưa về.', (o) => [
    afterOpening(o, 'the narrator goes out to look', lookedFor.vi),
    afterOpening(o, 'he is found', /gặp thằng bé|thấy thằng bé/u),
    afterOpening(o, 'the narrator never watched him', not(/dõi theo|nhìn theo|chạy đến giúp/u)),
  ]),
  story('r11b-sshape-vi-2', 'vi', 'Lần đầu mình dẫn bạn trai về nhà ăn cơm, ai ngờ bố nấu canh mặn chát.', (o) => [
    afterOpening(o, 'tells dad\'s act back', /bố nấu canh mặn chát/u),
    afterOpening(o, 'laughed off', /bật cười/u),
    afterOpening(o, 'the boyfriend at the table', /[Bb]ạn trai/u),
    afterOpening(o, 'the narrator does not fix dad\'s soup', not(ownFix.vi)),
  ]),
  story('r11b-sshape-vi-3', 'vi', 'Con gà trống nhà bà Tư sáng nay không còn kêu nữa.', (o) => [
    afterOpening(o, 'the silence is noticed', /im lặng/u),
    afterOpening(o, 'the rooster is gone to', /ngồi cạnh con gà trống/u),
    afterOpening(o, 'the crowing is not brought back', not(/lại gáy|gáy trở lại|lại kêu/u)),
  ]),
  story('r11b-sshape-ko-1', 'ko', '딸아이가 처음으로 혼자 학원 버스를 탔는데, 한 시간이 지나도 연락이 없었다.', (o) => [
    afterOpening(o, 'the narrator goes out to look', lookedFor.ko),
    afterOpening(o, 'a call unanswered', /전화를 다시 걸어/u),
    afterOpening(o, 'the narrator never watched her', not(/눈으로 좇|눈을 뗄 수|달려가고 싶은/u)),
  ]),
  story('r11b-sshape-ko-2', 'ko', '처음으로 남자친구를 집에 데려갔는데 엄마가 찌개를 다 태워 버렸다.', (o) => [
    afterOpening(o, 'tells mom\'s act back', /엄마가 찌개를 다 태워 버렸을 때/u),
    afterOpening(o, 'laughed off', /웃음이 터졌/u),
    afterOpening(o, 'the boyfriend takes it well', /남자친구는/u),
    afterOpening(o, 'the narrator does not fix mom\'s stew', not(ownFix.ko)),
  ]),
  story('r11b-sshape-ko-3', 'ko', '처음으로 혼자 해외여행을 떠났다가 공항에서 여권을 두고 온 걸 알았다.', (o) => [
    afterOpening(o, 'tells the passport back', /여권을 두고 온 걸 알았을 때/u),
    afterOpening(o, 'goes back for it, never without it', /가지러|되돌아가서/u),
    afterOpening(o, 'no carrying on without a passport', not(/여권 없이 (?:나머지|할 방법|어떻게든)/u)),
  ]),
  story('r11b-sshape-zh-1', 'zh', '女儿第一次自己坐地铁去奶奶家，到了晚上七点还没到。', (o) => [
    afterOpening(o, 'the narrator goes out to look', lookedFor.zh),
    afterOpening(o, 'she is found', /找到了女儿|碰到了女儿|找到女儿/u),
    afterOpening(o, 'the narrator never watched her', not(/追着|跟着女儿|冲过去帮忙|看了多久/u)),
  ]),
  story('r11b-sshape-zh-2', 'zh', '第一次请同事来家里吃饭，谁知我妈把鱼烧糊了。', (o) => [
    afterOpening(o, 'tells mom\'s act back', /我妈把鱼烧糊了/u),
    afterOpening(o, 'laughed off', /笑了出来/u),
    afterOpening(o, 'the colleague takes it well', /同事倒是/u),
    afterOpening(o, 'the narrator does not fix mom\'s fish', not(ownFix.zh)),
  ]),
];
