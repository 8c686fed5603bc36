/**
 * Evaluation cases for the seventh engine round (issue 13), story: sixteen fresh requests written before tuning (four
 * per language), saved for ask.ts in round7-story7.before.json, and eight written after the fix and never tuned on
 * (round7-story7.after.json). Most carry an ASK the story owes the visitor — an event still ahead (the exam, the
 * interview, 高考), a note asking for someone to be found, a regular who stopped coming, an address written on a last
 * page, a thing that does something every time it is used, a stranger who knows the hero's name. Facts check only what
 * the writer ADDED after the opening: that the ask is DONE in the middle or the ending (the event is taken, the person
 * found, the place visited and named, the thing tried again), and negative facts for the classes found: the old
 * "an old promise" filler, the event turned into a thing looked at ("looked at my swim meet again"), a broken place
 * ("那家的一家茶馆"), a cut description ("cuốn sổ chép công"), a dead relative watched as if alive.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, inEnding, storyCaseBuilder, type EvalCase } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** The old "changed person keeps an old promise" and generic filler, which fitted none of these premises. */
const filler: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /an old promise|like someone with a plan|kept the promise to (?:herself|himself|themself)|like a tune I could not put down|made less sense every time/iu,
  vi: /một lời hứa cũ|như người có một kế hoạch|như một giai điệu không dứt|lật đi lật lại nhiều lần/iu,
  ko: /오래된 약속|떨쳐지지 않는 노래처럼|한 번도 입 밖에 낸 적 없는 날/u,
  zh: /很久以前的承诺|像一段甩不掉的旋律|像心里有个计划/u,
};

const story = storyCaseBuilder(filler);

/** The sixteen fresh requests of round 7 (scored by hand in the report: before 2.06). */
export const cases: EvalCase[] = [
  story('r7-story-en-1', 'en', 'Mom\'s text said only: "Your aunt Ruth is coming tomorrow. Hide the blue vase." I have never heard of an aunt Ruth.', (o) => [
    afterOpening(o, 'keeps aunt Ruth or the vase', /Ruth|vase|aunt/iu),
  ]),
  story('r7-story-en-2', 'en', 'On the last page of my late grandfather\'s fishing diary there was a map of the lake with an X and the words "for Danny, when he\'s ready." I\'m Danny.', (o) => [
    afterOpening(o, 'keeps the map, the lake or the diary', /map|lake|diary|the X/iu),
    afterOpening(o, 'never watches the late grandfather as if alive', not(/watching Grandpa|Grandpa (?:said|laughed|didn’t answer)/iu)),
  ]),
  story('r7-story-en-3', 'en', 'My swim meet is on Saturday, and every night this week the pool light has been switching on by itself at exactly midnight.', (o) => [
    afterOpening(o, 'the meet is still ahead and then swum', /the swim meet|the meet|the race/iu),
    afterOpening(o, 'the event is no thing looked at', not(/looked at my swim meet|kept my swim meet/iu)),
  ]),
  story('r7-story-en-4', 'en', 'The bus driver who always waved at me stopped showing up three weeks ago, so I asked the depot where he went.', (o) => [
    afterOpening(o, 'goes looking for the driver and finds him', /the driver (?:opened|was back|turned out)|found (?:him|the driver)/iu),
    inEnding('the driver in the ending', /driver|\bhe\b/iu),
  ]),
  story('r7-story-vi-1', 'vi', 'Mai là ngày thi tốt nghiệp, tối nay mẹ đưa cho tôi một cây bút máy cũ và dặn: "Viết xong thì đừng nộp vội."', (o) => [
    afterOpening(o, 'takes the exam with the pen', /buổi thi|phòng thi|bài thi/iu),
    afterOpening(o, 'keeps the pen', /bút/iu),
    inEnding('mẹ or the result in the ending', /mẹ|kết quả/iu),
  ]),
  story('r7-story-vi-2', 'vi', 'Ông bán vé số đầu hẻm đã hai tuần không ra, chỉ để lại trên ghế nhựa một tờ giấy ghi: "Ai thấy thì tìm giùm con gái tôi."', (o) => [
    afterOpening(o, 'goes to find the daughter', /tìm|hỏi/iu),
    afterOpening(o, 'finds her', /con gái|Hóa ra/iu),
  ]),
  story('r7-story-vi-3', 'vi', 'Tôi nhặt được một chiếc đồng hồ đeo tay ở bến xe Miền Đông, mặt sau khắc địa chỉ một tiệm sửa đồng hồ ở Chợ Lớn.', (o) => [
    afterOpening(o, 'goes to the repair shop', /tiệm sửa đồng hồ/iu),
    afterOpening(o, 'keeps the watch', /đồng hồ/iu),
  ]),
  story('r7-story-vi-4', 'vi', 'Cứ mỗi lần tôi bật cái quạt máy cũ của ông nội, cả xóm lại mất điện đúng năm phút.', (o) => [
    afterOpening(o, 'tries the fan again', /thử|bật/iu),
    afterOpening(o, 'keeps the fan', /quạt/iu),
  ]),
  story('r7-story-ko-1', 'ko', '내일이 면접인데, 오늘 밤 아빠가 20년 전에 입던 넥타이를 건네며 "이거 매면 떨지 않는다"고 했다.', (o) => [
    afterOpening(o, 'goes to the interview with the tie', /면접/u),
    afterOpening(o, 'keeps the tie', /넥타이/u),
    afterOpening(o, 'the interview happens after tonight (결과, 끝나고)', /결과|끝나고|끝났다|잘 됐/u),
  ]),
  story('r7-story-ko-2', 'ko', '중고로 산 카메라 안에 필름이 한 롤 남아 있었고, 현상해 보니 마지막 사진 뒤에 "이 사람을 찾아 주세요"라고 적혀 있었다.', (o) => [
    afterOpening(o, 'sets out to find the person', /찾기로|찾아 나/u),
    afterOpening(o, 'finds them', /살고 있었다|만났|찾았다/u),
  ]),
  story('r7-story-ko-3', 'ko', '할머니가 남긴 수첩 마지막 장에는 부산 자갈치시장의 어느 국밥집 주소만 적혀 있었다.', (o) => [
    afterOpening(o, 'goes to the gukbap place', /국밥집(?:을|에|은)/u),
    inEnding('the place or 할머니 in the ending', /국밥집|그곳|할머니/u),
  ]),
  story('r7-story-ko-4', 'ko', '이사 온 첫날부터 옆집 강아지가 매일 아침 내 신발 한 짝을 물어 간다.', (o) => [
    afterOpening(o, 'keeps the dog', /강아지/u),
  ]),
  story('r7-story-zh-1', 'zh', '明天就是高考，今晚爷爷塞给我一支旧钢笔，说：“这支笔考过三代人，从来没失手。”', (o) => [
    afterOpening(o, 'takes the exam with the pen', /考场|考试|高考/u),
    afterOpening(o, 'keeps the pen', /钢笔/u),
    inEnding('爷爷 or the result in the ending', /爷爷|结果/u),
  ]),
  story('r7-story-zh-2', 'zh', '我在外婆的旧相册最后一页发现了一张纸条，上面只写着一个地址：苏州平江路的一家茶馆。', (o) => [
    afterOpening(o, 'goes to the teahouse', /茶馆/u),
    afterOpening(o, 'no broken place ("那家的一家")', not(/的一家茶馆|那家的/u)),
  ]),
  story('r7-story-zh-3', 'zh', '每天早上在公园打太极的那位老爷爷，已经一个星期没来了，只在长椅上留下一把扇子。', (o) => [
    afterOpening(o, 'goes to find the old man', /打听|找|问/u),
    inEnding('the old man in the ending', /老爷爷|爷爷/u),
  ]),
  story('r7-story-zh-4', 'zh', '我买的二手洗衣机每次洗完衣服，口袋里都会多出一张陌生人写的便利贴。', (o) => [
    afterOpening(o, 'keeps the washing machine or the notes', /洗衣机|便利贴/u),
  ]),
];

/**
 * The eight requests written after the fix and never tuned on (round7-story7.after.json; scored by hand before any
 * further change: 2.13). The detection words were then widened as a class (more events, "stall empty" absences,
 * "谁见到…" asks); the facts below say what a good answer must do.
 */
cases.push(
  story('r7a-story-en-1', 'en', 'Two days before the spelling bee, my little brother found a dictionary in the attic with every word he\'d ever misspelled circled in pencil.', (o) => [
    afterOpening(o, 'keeps the dictionary or the circled words', /dictionary|circled|words/iu),
  ]),
  story('r7a-story-en-2', 'en', 'The postcard had no stamp and no sender, just one line: "Meet me where we first danced, Sunday at noon."', (o) => [
    afterOpening(o, 'keeps the postcard or the meeting', /postcard|Sunday|noon|danced/iu),
  ]),
  story('r7a-story-vi-1', 'vi', 'Bác xe ôm quen ở đầu chợ đã một tuần không đứng chỗ cũ, chỉ còn cái mũ bảo hiểm treo trên cột điện.', (o) => [
    afterOpening(o, 'goes looking for the xe ôm driver', /đi tìm|hỏi/iu),
    inEnding('the driver in the ending', /bác/iu),
  ]),
  story('r7a-story-vi-2', 'vi', 'Tối nay là đêm diễn văn nghệ đầu tiên của con gái tôi, và con bé cứ nằng nặc đòi mang theo con gấu bông cũ.', (o) => [
    afterOpening(o, 'the show happens tonight', /buổi diễn|đêm diễn|sân khấu/iu),
    afterOpening(o, 'no next morning before a show tonight', not(/Sáng hôm sau tôi (?:mang|đến)|Đêm trước/iu)),
  ]),
  story('r7a-story-ko-1', 'ko', '아버지의 낡은 등산화 밑창 안쪽에 지리산 어느 산장의 이름이 볼펜으로 적혀 있었다.', (o) => [
    afterOpening(o, 'keeps the boots or the mountain hut', /등산화|산장|지리산/u),
  ]),
  story('r7a-story-ko-2', 'ko', '동네 세탁소 사장님이 처음 간 날부터 내 이름을 알고 있었다. 나는 한 번도 이름을 말한 적이 없다.', (o) => [
    afterOpening(o, 'asks how the owner knows the name', /이름을 어떻게|물었다/u),
  ]),
  story('r7a-story-zh-1', 'zh', '下个月就要去北京参加钢琴考级了，外婆把她年轻时弹琴戴的那枚发卡别在了我头上。', (o) => [
    afterOpening(o, 'the grading exam is taken', /考级|考场/u),
    afterOpening(o, 'no singing piano', not(/歌声从钢琴/u)),
  ]),
  story('r7a-story-zh-2', 'zh', '楼下修鞋的老师傅摊位空了半个月，只在墙上贴了张纸：“谁见到我孙子，请告诉他回家吃饭。”', (o) => [
    afterOpening(o, 'looks for the grandson or the old man', /找|问/u),
  ]),
);
