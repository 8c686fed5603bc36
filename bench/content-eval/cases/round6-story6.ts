/**
 * Evaluation cases for the sixth engine round (issue 13), story: sixteen fresh requests written before tuning (four
 * per language: a question, a premise, a very short one, one with slang and typos), saved for ask.ts in
 * round6-story6.before.json. Facts check only what the writer ADDED after the visitor's opening: that it keeps the
 * opening's central element, answers a question the opening asks, and negative facts for the classes found on them:
 * stock filler that fits no premise ("asked the one question nobody asked", "someone had meant well", "no mystery at
 * all"), a verb pasted into a noun slot ("held my roomate swears"), a found thing searched for although it came back,
 * a trapped kitten for an animal watching the window, a regular who did not come turned into a work shift.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { afterOpening, evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);

/** Stock filler of the old generic routes and premise lines, which fitted no premise. */
const filler: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /one question nobody|question no one else had asked|meant well|the person it mattered to most|meant for me all along|meant for me from the start|how close it all came|tied everything together|would end there too|nothing had been hidden/iu,
  vi: /câu mà chưa ai hỏi|có ý gì xấu|chẳng có gì bị giấu|người quan trọng nhất|dẫn về đó|kết thúc ở đó|suýt khác đi/iu,
  ko: /아무도 묻지 않았던|누구도 묻지 않았던|좋은 뜻으로 한 일|숨겨진 건 없었다|가장 소중할 사람|끝도 거기일|그쪽으로 이어지는|처음부터 나를 위한/u,
  zh: /谁也没问过|谁都没问过|对谁最重要|根本没有什么谜|没有什么是表面|一切的关键|也会在那里结束|一直都是为了我/u,
};

const story = (id: string, language: ContentLanguage, storyStart: string, facts: (opening: string) => EvalFact[]): EvalCase =>
  evalCase({
    id,
    type: 'story',
    language,
    input: { storyStart },
    facts: [
      ...facts(storyStart),
      afterOpening(storyStart, 'no stock filler that fits no premise', not(filler[language])),
      { label: 'no doubled punctuation', check: not(/[.!?。！？]['"’”][.。]|\.\.(?!\.)|。。/u) },
    ],
  });

/** The sixteen fresh requests of round 6 (scored by hand in the report: before 2.06). */
export const cases: EvalCase[] = [
  story('r6-story-en-1', 'en', 'Every morning the vending machine at my office gives me an extra can of coffee, and today there was a folded note taped to it.', (o) => [
    afterOpening(o, 'keeps the vending machine', /vending machine|the machine/iu),
  ]),
  story('r6-story-en-2', 'en', 'Why does the lighthouse on our island switch on at noon? Nobody in the village will answer when I ask.', (o) => [
    afterOpening(o, 'keeps the lighthouse', /lighthouse/iu),
    afterOpening(o, 'takes up the question (why, answer, asking)', /\b(?:why|answer|asking|question|wondering|find out|reason)\b/iu),
  ]),
  story('r6-story-en-3', 'en', 'Snow in July, on our roof only.', (o) => [
    afterOpening(o, 'brings in no stock person, place or weather', not(/\b(?:rain|fog|café|station|highway|grandma|Mr\.)\b/iu)),
  ]),
  story('r6-story-en-4', 'en', 'ok so my roomate swears our fridge talks to her at 3am, she says it knows her exam results before she does lol', (o) => [
    afterOpening(o, 'keeps the fridge', /fridge/iu),
    afterOpening(o, 'no verb pasted into a noun slot ("my roomate swears")', not(/roomate swears/iu)),
    afterOpening(o, 'no first-person agreement slip ("I were")', not(/\bI were\b/u)),
  ]),
  story('r6-story-vi-1', 'vi', 'Chiếc xe đạp cũ của ông nội bỗng xuất hiện trước cổng nhà tôi, dù nó đã bị mất từ hai mươi năm trước.', (o) => [
    afterOpening(o, 'keeps the bicycle', /xe đạp/iu),
    afterOpening(o, 'does not search for a bicycle that came back ("không ở chỗ nào cả")', not(/không ở chỗ nào|dán một mẩu tin/iu)),
  ]),
  story('r6-story-vi-2', 'vi', 'Tại sao con chó nhà hàng xóm cứ tối nào cũng ngồi trước cửa nhà mình rồi sủa đúng ba tiếng?', (o) => [
    afterOpening(o, 'keeps the dog', /con chó|chó/iu),
    afterOpening(o, 'answers why: it waits for someone (no trapped bird in a gap)', /chờ|đợi/iu),
    afterOpening(o, 'no trapped creature in a gap', not(/khe hở|chim non/iu)),
  ]),
  story('r6-story-vi-3', 'vi', 'Mưa suốt ba ngày rồi.', (o) => [
    afterOpening(o, 'no stock explanation of a mystery that was never there', not(/mảnh ghép|bị bỏ sót/iu)),
  ]),
  story('r6-story-vi-4', 'vi', 'hum qua t đi chợ đêm mua đc cái gương cũ, về nhà soi thì thấy trong gương phòng t gọn gàng hơn ngoài đời, sợ ghê', (o) => [
    afterOpening(o, 'keeps the mirror', /gương/iu),
  ]),
  story('r6-story-ko-1', 'ko', '이사 온 첫날 밤, 옆집에서 누군가 내 이름을 부르며 피아노를 치기 시작했다.', (o) => [
    afterOpening(o, 'keeps the piano', /피아노/u),
    afterOpening(o, 'does not make the name the element ("이름은 답을 들을 만했고")', not(/이름[은이]|이름에서/u)),
  ]),
  story('r6-story-ko-2', 'ko', '할머니가 남긴 레시피 공책 마지막 장에는 아무도 모르는 요리 이름 하나만 적혀 있었다.', (o) => [
    afterOpening(o, 'remembers the grandmother', /할머니/u),
    afterOpening(o, 'does not bring a grandmother who left the notebook on stage (nodding, smiling)', not(/할머니[는가은][^.]*(?:끄덕|웃|으쓱)/u)),
  ]),
  story('r6-story-ko-3', 'ko', '첫눈 오는 날 헤어졌다.', (o) => [
    afterOpening(o, 'calls a breakup no small or warm story', not(/따뜻한 이야기|대단한 일은 아니|작은 일이었/u)),
  ]),
  story('r6-story-ko-4', 'ko', '편의점 알바 3년차인데 매일 새벽 4시에 똑같은 컵라면 사가는 아저씨가 오늘은 안 옴 ㅠ 무슨 일 있나', (o) => [
    afterOpening(o, 'keeps the regular who did not come', /아저씨/u),
    afterOpening(o, 'no work-shift filler ("누군가 일찍 와서 일을 거들어")', not(/일을 거들어|그런 일을 벌이지/u)),
  ]),
  story('r6-story-zh-1', 'zh', '我在旧书摊买了一本日记，翻开第一页，写的竟然是我明天要做的事。', (o) => [
    afterOpening(o, 'keeps the diary', /日记/u),
  ]),
  story('r6-story-zh-2', 'zh', '为什么我家楼下那只黑猫每天晚上都蹲在路灯下面，一动不动地看着我的窗户？', (o) => [
    afterOpening(o, 'keeps the cat', /猫/u),
    afterOpening(o, 'answers why: it waits for someone', /等/u),
    afterOpening(o, 'no trapped kitten in a gap', not(/缝|小奶猫/u)),
  ]),
  story('r6-story-zh-3', 'zh', '停电了，楼道里有人在唱歌。', (o) => [
    afterOpening(o, 'no stock explanation ("能解释一切的小细节")', not(/能解释一切|意想不到的地方/u)),
  ]),
  story('r6-story-zh-4', 'zh', '我们公司电梯里多了一个按钮，上面写着“13.5楼”，今天加班到很晚，我终于忍不住按了它', (o) => [
    afterOpening(o, 'keeps the button or the 13.5th floor', /按钮|13\.5/u),
  ]),

  // ── eight more fresh requests (round6-story6.after.json), read once before the last fixes (2.13) ──────────────
  story('r6b-story-en-1', 'en', 'The old man at the bus stop has been feeding pigeons in the same blue coat for forty years, and this morning he handed me the bag of seeds and walked away.', (o) => [
    afterOpening(o, 'keeps the bag of seeds', /seeds/iu),
  ]),
  story('r6b-story-en-2', 'en', 'How did a message in a bottle from 1987 end up in my bathtub?', (o) => [
    afterOpening(o, 'keeps the message', /message|bottle/iu),
    afterOpening(o, 'no doubled determiner ("the my bathtub")', not(/\bthe (?:my|our|your)\b/iu)),
  ]),
  story('r6b-story-vi-1', 'vi', "Bà ngoại mất đã ba năm, nhưng sáng nay điện thoại tôi nhận được tin nhắn từ số của bà: 'Nhớ mặc áo ấm nhé con.'", (o) => [
    afterOpening(o, 'keeps the message or the phone', /tin nhắn|điện thoại|áo ấm/iu),
    afterOpening(o, 'never brings the grandmother who died on stage', not(/Bà trông|bà chịu thua|Bà đã giữ lời hứa/u)),
  ]),
  story('r6b-story-vi-2', 'vi', 'thằng bạn thân t tự nhiên nghỉ chơi với cả nhóm mà ko nói lý do, 2 tuần rồi', () => []),
  story('r6b-story-ko-1', 'ko', '우리 동네 세탁소 사장님은 왜 일요일 밤마다 가게 불을 켜 두는 걸까?', (o) => [
    afterOpening(o, 'told by the narrator, never by the shop ("세탁소는 궁금해서")', not(/세탁소[는가]/u)),
  ]),
  story('r6b-story-ko-2', 'ko', "졸업식 날, 교실 칠판에 누가 내 이름과 함께 '10년 뒤 여기서'라고 적어 두었다.", (o) => [
    afterOpening(o, 'keeps the chalkboard or the words', /칠판|10년 뒤 여기서/u),
  ]),
  story('r6b-story-zh-1', 'zh', '搬家整理旧箱子的时候，我翻出一张小学时的合影，照片里多了一个我完全不认识的小男孩。', (o) => [
    afterOpening(o, 'keeps the photo', /合影|照片/u),
  ]),
  story('r6b-story-zh-2', 'zh', '连续下了一个星期的雨，今天终于放晴了。', () => []),

  // ── eight last fresh requests (round6-story6.final.json), scored once before any fix they prompted (2.38) ───────
  story('r6c-story-en-1', 'en', 'My neighbour leaves a single red glove on the fence every Friday night, and by Saturday morning it is always gone.', (o) => [
    afterOpening(o, 'keeps the glove', /glove/iu),
  ]),
  story('r6c-story-en-2', 'en', 'What would you do if your reflection blinked a second after you did?', (o) => [
    afterOpening(o, 'the narrator says "my reflection", never "your reflection"', not(/\byour reflection\b/u)),
  ]),
  story('r6c-story-vi-1', 'vi', 'Chiều nào cũng có một bà cụ ngồi ở bến xe buýt trước trường tôi, nhưng bà chưa bao giờ lên xe.', (o) => [
    afterOpening(o, 'no school-day stock lines ("buổi học", "lời cảm ơn")', not(/buổi học|lời cảm ơn/iu)),
  ]),
  story('r6c-story-vi-2', 'vi', 'Tối qua mất điện cả khu, chỉ có căn nhà hoang cuối hẻm là vẫn sáng đèn.', (o) => [
    afterOpening(o, 'keeps the abandoned house', /căn nhà|nhà hoang/iu),
  ]),
  story('r6c-story-ko-1', 'ko', '매일 아침 현관 앞에 누가 우유 한 병씩 놓고 간다. 나는 우유를 주문한 적이 없다.', (o) => [
    afterOpening(o, 'keeps the milk', /우유/u),
  ]),
  story('r6c-story-ko-2', 'ko', '도서관에서 빌린 책 사이에 30년 전 도서 대출 카드가 끼워져 있었는데, 마지막 대출자 이름이 우리 아빠였다.', (o) => [
    afterOpening(o, 'keeps the father', /아빠/u),
  ]),
  story('r6c-story-zh-1', 'zh', '奶奶的老收音机每天凌晨三点会自己打开，播一段谁也没听过的评书。', (o) => [
    afterOpening(o, 'keeps the radio', /收音机/u),
  ]),
  story('r6c-story-zh-2', 'zh', '我养的那盆仙人掌，今天早上竟然开了一朵蓝色的花。', (o) => [
    afterOpening(o, 'keeps the flower or the cactus', /花|仙人掌/u),
  ]),
];
