/**
 * Image banks for an outcome read backwards (issue 13, round 7, polarity): a sister who got into nursing school after two
 * fails, a brother who passed after a year of resits, a licence on the fourth try, 考研上岸 — sung as a celebration, never
 * as the consolation of a failed exam nor as the night before one. Lines read right whether the singer passed or someone
 * close did; no `{k}` (the matched spans are verbs, not noun phrases).
 */
import type { LyricsFamily } from './families.ts';

/** Round-7 families, placed first: a pass supersedes every other exam family. */
export const roundSevenFamilies: readonly LyricsFamily[] = [
  {
    id: 'exam-passed',
    supersedes: ['exam-failed', 'exam-ahead', 'exam-night', 'study'],
    detect: {
      en: /\b(?<!(?:didn'?t|did not|never|not|won'?t|years?|months?|weeks?|days?|time)\s)(?:passed(?!\s+(?:away|on|by))|aced|got (?:in|into|accepted)|(?:was|been|got) accepted|admitted to)\b(?=.{0,40}\b(?:exams?|tests?|bar|boards|school|college|university|nursing|program|license|licence|driving|finals|interview|try|attempt)\b|\W*$)/iu,
      vi: /(?<!(?:không|chưa|chẳng)\s)(?:thi )?(?:đậu|đỗ)\s(?=đại học|rồi|vào|nguyện vọng|tốt nghiệp|trường|cấp|bằng|kỳ thi|lớp|\p{Lu})|thi (?:đậu|đỗ)(?![\p{L}\p{M}])|trúng tuyển/iu,
      ko: /(?<!불)합격|시험에 붙|(?:학교|대학|면허)\S*\s*붙었/u,
      zh: /上岸|(?<!没|没有|未)考上|(?<!没|未)考过了|被.{0,10}录取|录取通知书|(?<!没|未)通过了.{0,4}(?:考试|面试|答辩|考核)/u,
    },
    text: {
      en: {
        lines: ['The results page loads, and the whole room screams', 'All those nights at the desk were worth it', 'The phone keeps buzzing with good news', 'Every try that fell short was part of this one', 'The old notes can finally go in a box', 'Somebody call home and tell them the news'],
        hooks: ['You did it, you did it, say it loud', 'All the nights were worth this one'],
        haiku: ['the results are in', 'good news on the screen'],
      },
      vi: {
        lines: ['Trang kết quả hiện lên, cả nhà reo vang', 'Bao đêm bên bàn học giờ đã được đền đáp', 'Điện thoại cứ rung lên vì tin vui', 'Những lần chưa được hóa ra là để có lần này', 'Chồng đề cương cũ giờ cất vào thùng được rồi', 'Gọi về nhà đi, báo tin vui cho mọi người'],
        hooks: ['Đậu rồi, đậu rồi, hát thật to lên', 'Bao nhiêu cố gắng giờ đã nở thành hoa'],
        haiku: ['Tin vui đã đến', 'Trang kết quả sáng'],
      },
      ko: {
        lines: ['결과 화면이 뜨자마자 소리를 질렀어', '책상 앞에서 보낸 밤들이 다 보상받았어', '축하 메시지에 휴대폰이 쉬지 않고 울려', '안 됐던 날들도 다 오늘을 위한 거였어', '이제 그 문제집들은 상자에 넣어도 돼', '집에 전화해서 붙었다고 말해'],
        hooks: ['합격이야, 합격, 크게 외쳐 봐', '그 모든 밤이 오늘을 위해 있었어'],
        haiku: ['합격 소식', '환한 결과 화면'],
      },
      zh: {
        lines: ['查分页面一打开，整个屋子都欢呼起来', '那些熬过的夜，终于都值了', '手机一直在响，全是祝贺', '之前没成的那几次，都是为了这一次', '那摞复习资料，终于可以收进箱子了', '快给家里打个电话，说一声过了'],
        hooks: ['过了，过了，大声说出来', '所有熬过的夜，都为了今天'],
        haiku: ['好消息来了', '查分的页面'],
      },
    },
  },
  {
    id: 'leaving-ahead',
    onlyAhead: true,
    supersedes: ['leaving', 'moving-out', 'city', 'study'],
    detect: {
      en: /\b(?:leav(?:e|es|ing)(?: for| home)?|mov(?:e|es|ing) (?:away|out|abroad)|going (?:away|abroad)|study(?:ing)? abroad|pack(?:s|ing)?|suitcase)\b/iu,
      vi: /rời (?:xa|nhà|quê|đi)|dọn đi|chuyển đi|đi du học|lên đường|xếp đồ|soạn đồ|vali|(?<![\p{L}\p{M}])đi (?:học|làm) xa/iu,
      ko: /떠나|이사 가|유학 가|유학을 가|짐을 싸|짐 싸|캐리어/u,
      zh: /离开|搬走|出国|去外地|收拾行李|行李箱|出发/u,
    },
    text: {
      en: {
        lines: ['The suitcase lies open on the floor', 'Half the room is folded into boxes', 'We go over the list one more time', 'Somebody packs a little extra food, just in case', 'The ticket sits on the table by the keys', 'Nobody says goodbye yet, we just keep packing'],
        hooks: ['Not gone yet, so stay a little longer', 'Before you go, let me hold this night'],
        haiku: ['the suitcase is full', 'the ticket, the keys'],
      },
      vi: {
        lines: ['Chiếc vali mở toang giữa phòng', 'Nửa căn phòng đã gói vào thùng', 'Soát lại danh sách thêm một lần nữa', 'Ai đó gói thêm ít đồ ăn, phòng khi cần', 'Tấm vé nằm trên bàn cạnh chùm chìa khóa', 'Chưa ai nói lời tạm biệt, cứ lặng lẽ xếp đồ'],
        hooks: ['Chưa đi mà, ở lại thêm chút nữa', 'Trước khi đi, cho mình giữ lấy đêm nay'],
        haiku: ['Vali đã đầy', 'Tấm vé trên bàn'],
      },
      ko: {
        lines: ['방 한가운데 캐리어가 열려 있어', '방의 반은 벌써 상자 속에 들어갔어', '챙길 목록을 한 번 더 같이 확인해', '혹시 몰라 먹을 걸 조금 더 싸 넣어', '열쇠 옆에 표 한 장이 놓여 있어', '아무도 아직 안녕이라고 말하지 않아, 짐만 싸'],
        hooks: ['아직 안 갔잖아, 조금만 더 있어 줘', '떠나기 전에 이 밤을 꼭 안고 싶어'],
        haiku: ['꽉 찬 캐리어', '열쇠 옆의 표'],
      },
      zh: {
        lines: ['行李箱摊开在地上', '半个房间已经装进了箱子', '把要带的东西又对了一遍', '有人又多塞了一点吃的，以防万一', '车票放在桌上，挨着钥匙', '谁都还没说再见，只是一直在收拾'],
        hooks: ['还没走呢，再多待一会儿', '走之前，让我抱紧这一晚'],
        haiku: ['装满的行李箱', '桌上的车票'],
      },
    },
  },
  {
    id: 'visit-ahead',
    onlyAhead: true,
    supersedes: ['home', 'grandparents'],
    detect: {
      en: /\b(?:coming to visit|(?:will|gonna|going to) visit|visit(?:ing)? (?:me|us)|coming (?:over|to see (?:me|us))|flying in|coming home)\b/iu,
      vi: /(?:lên|đến|tới|về|ra|vào|sang|qua) thăm|thăm (?:con|em|mình|tôi)/iu,
      ko: /보러 (?:온|오)|놀러 (?:온|오)|오신대|온대|온다고|방문/u,
      zh: /来看我|来看我们|过来看|来探望|来找我|来玩/u,
    },
    text: {
      en: {
        lines: ['I clean the spare room twice and it still feels not enough', 'The calendar has one day circled', 'I plan the meals we will eat together', 'I count the days down on my fingers', 'I already know what I will say at the door', 'The extra pillow is ready on the bed'],
        hooks: ['Come soon, the door is open', 'Just a few more days until you are here'],
        haiku: ['one day marked in red', 'the spare room is clean'],
      },
      vi: {
        lines: ['Dọn phòng hai lần mà vẫn thấy chưa đủ', 'Trên lịch có một ngày khoanh tròn', 'Ta tính sẵn những bữa cơm sẽ cùng ăn', 'Đếm từng ngày trên đầu ngón tay', 'Đã nghĩ sẵn câu sẽ nói ở cửa', 'Chiếc gối thêm đã sẵn trên giường'],
        hooks: ['Mau đến nhé, cửa vẫn mở đây', 'Chỉ còn vài ngày nữa thôi là gặp'],
        haiku: ['Lịch khoanh một ngày', 'Phòng đã dọn xong'],
      },
      ko: {
        lines: ['방을 두 번이나 치웠는데도 아직 부족한 것 같아', '달력에 하루가 동그라미 쳐져 있어', '같이 먹을 밥을 미리 정해 둬', '손가락으로 남은 날을 세어 봐', '문 앞에서 할 첫마디를 벌써 연습해', '여분 베개도 침대 위에 올려 뒀어'],
        hooks: ['어서 와, 문은 열려 있어', '며칠만 더 지나면 만나'],
        haiku: ['동그라미 친 하루', '치워 둔 방'],
      },
      zh: {
        lines: ['房间收拾了两遍，还是觉得不够', '日历上圈着一个日子', '一起吃的几顿饭，我都想好了', '掰着手指数日子', '到门口要说的第一句话，我已经想好了', '多的那个枕头已经放在床上'],
        hooks: ['快来吧，门一直开着', '再过几天就见到了'],
        haiku: ['圈起的那一天', '收拾好的房间'],
      },
    },
  },
];
