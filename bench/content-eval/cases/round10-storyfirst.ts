/**
 * Evaluation cases for the story shapes A helper of the tenth engine round (issue 13): the sixteen fresh requests
 * written before its fixes (round10-storyfirst.before.json): first times (a highway without dad, a Thanksgiving dinner
 * with mom in hospital, a night train, a doctor's visit, a market run, a coach home for Tết, a motorway, a surgery
 * waiting room, a flight to Jeju, a subway ride, a Spring Festival abroad, a job interview) and last times (a school
 * torn down, a bookshop closing, a bathhouse closing, a last day at a company). Facts check the shape: the act's own
 * noun is carried, the person who is not there is remembered and never beside the hero, the named hero is never
 * replaced by "I", and a last time is told as a last time.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The filler of the plain-moment path and the stock families none of these openings gave. */
const stock: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /the moment turned, just slightly|stayed there with|the way you do with small things|somebody had done the same for them/iu,
  vi: /khoảnh khắc khẽ nghiêng|chuyện lạ ấy|ca làm|một lời hứa cũ/iu,
  ko: /이 순간을 조금 더 붙잡아|말이 안 되는데도|장난도 실수도/u,
  zh: /这一刻轻轻地偏了一下|那天的工作|注意到身边的小东西/u,
};

const story = storyCaseBuilder(stock);

/** The advice remembered at the small difficulty of a first time, per language. */
const firstPlot = /one thing at a time|từng việc một|천천히, 하나씩|一件一件来/u;
/** A last time said as a last time, per language. */
const lastPlot = /that last day|a last\b|ngày cuối cùng ấy|một ngày cuối cùng|마지막 날|最后那天|最后一天/u;

/** The sixteen fresh requests of round 10, story shapes A (scored by hand in the report: before 1.38). */
export const cases: EvalCase[] = [
  story('r10sf-story-en-1', 'en', 'First time driving on the highway without my dad in the passenger seat. My hands were sweating before I even left the driveway.', (o) => [
    afterOpening(o, 'tells a first time', firstPlot),
    afterOpening(o, 'remembers dad', /my dad/u),
    afterOpening(o, 'dad is never beside the narrator', not(/close to Dad|Dad said something|with Dad|my dad (?:smiled|laughed|nodded)/iu)),
  ]),
  story('r10sf-story-en-2', 'en', "today i cooked thanksgiving dinner for the first time, mom always did it but she's in the hospital this year", (o) => [
    afterOpening(o, 'tells a first time', firstPlot),
    afterOpening(o, 'remembers mom, who used to do it', /Mom had been the one|Mom always/u),
    afterOpening(o, 'invents no stranger who once did the same', not(/somebody had done|a hard day|pass it on/iu)),
  ]),
  story('r10sf-story-en-3', 'en', 'Priya took the night train to Edinburgh alone for the first time, clutching the ticket her sister had printed for her.', (o) => [
    afterOpening(o, 'keeps Priya as the hero', /Priya/u),
    afterOpening(o, 'carries the night train', /the night train/u),
    afterOpening(o, 'her sister is not beside her', not(/looked over at her sister|Her sister said nothing|Her sister and Priya/u)),
  ]),
  story('r10sf-story-en-4', 'en', "It's the last day of school before the old building gets torn down, and I walked the halls one more time.", (o) => [
    afterOpening(o, 'tells a last time', lastPlot),
    afterOpening(o, 'carries the building', /the old building|the halls|school/u),
  ]),
  story('r10sf-story-vi-1', 'vi', 'Lần đầu tiên tôi tự đi khám bệnh một mình, không có mẹ dắt đi như hồi nhỏ.', (o) => [
    afterOpening(o, 'tells a first time', firstPlot),
    afterOpening(o, 'remembers mẹ', /mẹ/u),
    afterOpening(o, 'mẹ is never beside the narrator', not(/nhìn sang mẹ|Mẹ chỉ mỉm cười|mẹ khẽ gật đầu/u)),
    afterOpening(o, 'no mystery', not(/đang mơ|lời giải thích/u)),
  ]),
  story('r10sf-story-vi-2', 'vi', 'Hôm nay là lần đầu em tự đi chợ nấu cơm cho cả nhà vì bà nội về quê rồi', (o) => [
    afterOpening(o, 'keeps the narrator "em"', /(?:^|\s)[Ee]m\s/u),
    afterOpening(o, 'never switches to "tôi"', not(/(?<![\p{L}\p{M}])[Tt]ôi(?![\p{L}\p{M}])/u)),
    afterOpening(o, 'bà nội, gone to the countryside, is not on stage', not(/bà nội khẽ gật đầu|Tôi và bà nội/u)),
  ]),
  story('r10sf-story-vi-3', 'vi', 'Lần đầu tiên Minh một mình bắt xe khách về quê ăn Tết, không có bố đi cùng.', (o) => [
    afterOpening(o, 'keeps Minh as the hero', /Minh/u),
    afterOpening(o, 'never switches to "tôi"', not(/(?<![\p{L}\p{M}])[Tt]ôi(?![\p{L}\p{M}])/u)),
    afterOpening(o, 'carries the coach', /xe khách/u),
    afterOpening(o, 'bố is not beside him', not(/nhìn sang bố|Bố chỉ mỉm cười|bố nhìn/u)),
  ]),
  story('r10sf-story-vi-4', 'vi', 'Hôm nay là ngày cuối cùng tiệm sách cũ của ông Tư mở cửa.', (o) => [
    afterOpening(o, 'tells a last time', lastPlot),
    afterOpening(o, 'carries the bookshop', /tiệm sách/u),
  ]),
  story('r10sf-story-ko-1', 'ko', '혼자서 처음으로 고속도로를 달렸다. 늘 옆자리에 있던 아빠가 없으니 손에 땀이 났다.', (o) => [
    afterOpening(o, 'tells a first time', firstPlot),
    afterOpening(o, 'carries the motorway', /고속도로/u),
    afterOpening(o, 'dad is not beside the narrator', not(/아빠를 쳐다|아빠는 그저 웃|아빠는 나를 보며/u)),
    afterOpening(o, 'no mystery', not(/말이 안 되는데도|설명이 되지 않/u)),
  ]),
  story('r10sf-story-ko-2', 'ko', '엄마가 수술실에 들어가 있는 동안 처음으로 혼자 병원 대기실에 앉아 있었다.', (o) => [
    afterOpening(o, 'waits for mom', /엄마/u),
    afterOpening(o, 'mom in surgery is never looked at or smiling', not(/엄마를 (?:가만히 )?바라보|엄마를 쳐다|엄마는 (?:그저 )?웃/u)),
    afterOpening(o, 'carries the waiting room', /대기실|기다림/u),
  ]),
  story('r10sf-story-ko-3', 'ko', '지우는 처음으로 혼자 비행기를 타고 제주도에 가게 되었다.', (o) => [
    afterOpening(o, 'keeps 지우 as the hero', /지우/u),
    afterOpening(o, 'carries the plane', /비행기/u),
    afterOpening(o, 'tells a first time', firstPlot),
  ]),
  story('r10sf-story-ko-4', 'ko', '오늘이 삼십 년 동안 다닌 동네 목욕탕이 문을 닫는 마지막 날이다.', (o) => [
    afterOpening(o, 'tells a last time', lastPlot),
    afterOpening(o, 'carries the bathhouse', /목욕탕/u),
  ]),
  story('r10sf-story-zh-1', 'zh', '今天我第一次自己一个人坐地铁去上学，以前都是爸爸送我。', (o) => [
    afterOpening(o, 'tells a first time', firstPlot),
    afterOpening(o, 'carries the subway', /地铁/u),
    afterOpening(o, 'dad is not beside the narrator', not(/看了爸爸一眼|爸爸只是笑|我和爸爸/u)),
  ]),
  story('r10sf-story-zh-2', 'zh', '第一次一个人在国外过春节，爸妈在视频里一直叮嘱我多吃点。', (o) => [
    afterOpening(o, 'tells a first time', firstPlot),
    afterOpening(o, 'remembers the parents', /爸妈/u),
    afterOpening(o, 'the parents are not beside the narrator', not(/看了爸妈一眼|爸妈只是笑|和爸妈一起/u)),
  ]),
  story('r10sf-story-zh-3', 'zh', '小林第一次独自去面试，身上穿着妈妈帮他熨好的衬衫。', (o) => [
    afterOpening(o, 'keeps 小林 as the hero', /小林/u),
    afterOpening(o, 'never switches to 我', not(/我/u)),
    afterOpening(o, 'mom is not beside him', not(/看了妈妈一眼|妈妈只是笑|小林和妈妈/u)),
  ]),
  story('r10sf-story-zh-4', 'zh', '这是我在这家公司上班的最后一天，工位已经收拾空了。', (o) => [
    afterOpening(o, 'tells a last time', lastPlot),
    afterOpening(o, 'carries the company', /这家公司|公司/u),
  ]),
  // The first eight untuned requests (round10-storyfirst.after.json, scored 2.1), fixed in the second pass.
  story('r10sf-story-en-5', 'en', "ok so tonight i'm babysitting my little cousins alone for the first time since my aunt is out of town and i'm kind of panicking", (o) => [
    afterOpening(o, 'tells a first time', firstPlot),
    afterOpening(o, 'told as coming, never as done', not(/it was done|had done it|it worked|came right/iu)),
    afterOpening(o, 'the aunt is away, never beside the narrator', not(/my aunt (?:smiled|nodded|laughed)|with my aunt/iu)),
  ]),
  story('r10sf-story-en-6', 'en', 'After forty years, Mr. Halloran locks up his hardware store for the last time tomorrow.', (o) => [
    afterOpening(o, 'keeps Mr. Halloran as the hero', /Mr\. Halloran/u),
    afterOpening(o, 'invents no narrator', not(/\bI\b|\bmy\b/u)),
    afterOpening(o, 'told as coming, never as done', not(/did not hurry|it was sadder|on that last day/iu)),
  ]),
  story('r10sf-story-vi-5', 'vi', 'Lần đầu tiên con gái tôi tự đạp xe đến trường, tôi đứng ở cổng nhìn theo mãi.', (o) => [
    afterOpening(o, 'the narrator watches and lets go', /buông tay/u),
    afterOpening(o, 'con of con gái is never the narrator', not(/(?:^|[.!]\s+)Con (?:đã|hít|làm|khựng)/u)),
  ]),
  story('r10sf-story-vi-6', 'vi', 'Ba tôi đi làm ở Đài Loan ba năm rồi, Tết này cũng không về được.', (o) => [
    afterOpening(o, 'misses ba, who is away', /Vắng ba|ba vẫn|cho ba/u),
    afterOpening(o, 'ba is never beside the narrator', not(/bên bố|bố nói|bên ba/u)),
  ]),
  story('r10sf-story-ko-5', 'ko', '처음으로 혼자 이케아 가구를 조립해 봤는데 나사가 두 개 남았다', (o) => [
    afterOpening(o, 'tells a first time', firstPlot),
    afterOpening(o, 'makes up no other trouble and no clean success', not(/일이 풀렸다|풀려 갔다|작은 문제가 하나 생겼/u)),
  ]),
  story('r10sf-story-ko-6', 'ko', '내일이면 우리 가족이 이십 년 산 이 아파트를 떠난다. 오늘이 여기서 자는 마지막 밤이다.', (o) => [
    afterOpening(o, 'tells a last time', lastPlot),
    afterOpening(o, 'told as tonight, never as already left', not(/서운했지만|떠날 때가 되자|가벼워졌다/u)),
  ]),
  story('r10sf-story-zh-5', 'zh', '第一次一个人给家里的猫剪指甲，它一直在挣扎。', (o) => [
    afterOpening(o, 'tells a first time', firstPlot),
    afterOpening(o, 'makes up no other trouble and no clean success', not(/事情果然顺了|事情慢慢就顺了|出了一点小状况/u)),
  ]),
  story('r10sf-story-zh-6', 'zh', '阿杰今天第一次上台演讲，台下坐着好几百人，他爸爸在外地出差没能来。', (o) => [
    afterOpening(o, 'keeps 阿杰 as the hero', /阿杰/u),
    afterOpening(o, 'never cuts the act after its verb', not(/台演讲|就连台/u)),
    afterOpening(o, 'dad is away, never beside 阿杰', not(/看了爸爸一眼|爸爸只是笑|阿杰和爸爸/u)),
  ]),
  // The second eight untuned requests (round10-storyfirst.after2.json, scored 1.5), fixed in the third pass.
  story('r10sf-story-en-7', 'en', 'My grandma is flying out to visit us by herself for the first time next month, and she has never even used one of those airport check-in kiosks.', (o) => [
    afterOpening(o, 'the first time stays grandma\'s', /not mine/u),
    afterOpening(o, 'the narrator never takes over the act', not(/done on my own|the day I find out I can|my grandma won't be there/iu)),
  ]),
  story('r10sf-story-en-8', 'en', 'Last shift at the diner tonight. Twelve years of pouring coffee for the same regulars.', (o) => [
    afterOpening(o, 'tells a last time', /a last\b|last day|one last/u),
    afterOpening(o, 'carries the diner', /the diner/u),
    afterOpening(o, 'no generic plot', not(/I wrote a list|only made it harder/u)),
  ]),
  story('r10sf-story-vi-7', 'vi', 'Mai là ngày đầu tiên thằng Bin đi mẫu giáo, tối nay nó cứ ôm cái cặp mới đi ngủ.', (o) => [
    afterOpening(o, 'Mai is tomorrow, never the hero', not(/(?:^|[.!]\s+)Mai (?:dành|viết|thôi|nghĩ|không)/u)),
    afterOpening(o, 'thằng Bin does the first time', /thằng Bin|Thằng Bin/u),
  ]),
  story('r10sf-story-vi-8', 'vi', 'Chú Sáu bán bánh mì ở góc đường này hai mươi năm, cuối tuần này chú nghỉ hẳn để về quê.', (o) => [
    afterOpening(o, 'tells a last time', lastPlot),
    afterOpening(o, 'keeps chú Sáu', /Chú Sáu|chú Sáu/u),
    afterOpening(o, 'never pastes a fragment', not(/chú nghỉ hẳn thì|về chú nghỉ hẳn/u)),
  ]),
  story('r10sf-story-ko-7', 'ko', '엄마가 처음으로 혼자 해외여행을 떠나셨다. 공항에서 보낸 사진 속 얼굴이 너무 신나 보였다.', (o) => [
    afterOpening(o, 'the first time stays mom\'s', /내 처음이 아니/u),
    afterOpening(o, 'the narrator never takes over the act', not(/이번에는 엄마가 없었|내가 혼자서 해낸/u)),
  ]),
  story('r10sf-story-ko-8', 'ko', '다음 주면 10년 다닌 회사를 그만둔다. 마지막 출근 날 뭘 해야 할지 모르겠다.', (o) => [
    afterOpening(o, 'tells a last time', lastPlot),
  ]),
  story('r10sf-story-zh-7', 'zh', '外婆第一次用微信给我发语音，说了半天只录进去一句“喂，喂”。', (o) => [
    afterOpening(o, 'the first time stays grandma\'s', /不是我的/u),
    afterOpening(o, 'makes up no clean success', not(/事情果然顺了|还是做成了|出了一点小状况/u)),
  ]),
  story('r10sf-story-zh-8', 'zh', '下周就是我在这个城市的最后一个星期了，想把常去的那家面馆再吃一遍。', (o) => [
    afterOpening(o, 'tells a last time', lastPlot),
    afterOpening(o, 'no generic plot', not(/列了一张清单|做准备/u)),
  ]),
];
