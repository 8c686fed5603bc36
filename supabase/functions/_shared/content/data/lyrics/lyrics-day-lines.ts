/**
 * Round 13 (issue 13, lyr5): lines of a day theme (lyrics-day-read.ts), a festival or a day sung away from home or at
 * home. Slots: {f} the day's name as the visitor wrote it ({F} capitalised), {c} the singer's own clause, sung whole.
 * No line names a custom of one festival (no fireworks, no mooncakes, no candles): only the day, the home, the call, the
 * table, the light, so any day the reader finds can be sung with them.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { DayKind } from '../../lyrics-day-read.ts';

/** A day's lines: the opening, the verses and the chorus, away or at home. */
export interface DayLines {
  opening: { away: readonly string[]; home: readonly string[] };
  lines: { away: readonly string[]; home: readonly string[] };
  hooks: { away: readonly string[]; home: readonly string[] };
}

export const dayLines: Record<ContentLanguage, DayLines> = {
  en: {
    opening: { away: ['{F}, and I am far from home', 'It is {f}, and I spend it on my own'], home: ['{F} again, and everyone is home', 'It is {f}, and the house is full'] },
    lines: {
      away: ['Back home they are getting ready for {f}', 'I call home and count the voices in the room', 'I keep the day the way they taught me, only smaller', 'Somewhere a table is set, and my chair is empty', 'I tell them I am fine, and almost mean it', 'The city here does not know what day it is', 'I keep a light on for the ones who are not here', 'Next year, I tell myself, next year I will be home'],
      home: ['Everyone talks at once and nobody minds', 'The kitchen is the loudest room tonight', 'I look around the table and count us all', 'Some things we only do on {f}', 'The little ones are up far past their bedtime', 'I want to remember who sat where', 'The day goes slow, the way it should', 'We keep it the way it was kept for us'],
    },
    hooks: {
      away: ['Oh {f}, you find me even here', 'Far away, I keep {f} anyway', 'Save me a place, I will be home next year'],
      home: ['Oh {f}, stay a little longer', 'All of us together on {f}', 'Keep this day the way it is'],
    },
  },
  vi: {
    opening: { away: ['{F}, ta lại xa nhà', '{F} năm nay ta một mình'], home: ['{F} lại về, nhà đông đủ', '{F}, cả nhà quây quần'] },
    lines: {
      away: ['Ở nhà chắc mọi người đang sửa soạn đón {f}', 'Gọi về nhà, ta đếm từng giọng nói trong phòng', 'Ta giữ ngày này theo cách nhà mình, chỉ nhỏ hơn', 'Đâu đó mâm cơm dọn ra, còn trống chỗ của ta', 'Ta bảo mình ổn, và gần như tin thế', 'Phố ở đây chẳng biết hôm nay là ngày gì', 'Ta vẫn để đèn cho những người không ở đây', 'Năm sau nhất định ta sẽ về'],
      home: ['Cả nhà nói chuyện rôm rả, chẳng ai phiền', 'Gian bếp hôm nay là nơi ồn nhất', 'Nhìn quanh mâm cơm, ta đếm đủ từng người', 'Có những điều chỉ làm vào {f}', 'Lũ nhỏ thức khuya hơn mọi ngày', 'Ta muốn nhớ ai đã ngồi chỗ nào', 'Ngày trôi chậm, như nó vẫn nên thế', 'Nhà mình giữ ngày này như ông bà đã giữ'],
    },
    hooks: {
      away: ['{F} ơi, xa thế mà vẫn tìm đến ta', 'Xa nhà, ta vẫn giữ {f}', 'Để phần ta một chỗ, năm sau ta về'],
      home: ['{F} ơi, ở lại thêm chút nữa', 'Cả nhà mình bên nhau ngày {f}', 'Giữ ngày này y như thế'],
    },
  },
  ko: {
    opening: { away: ['{f}, 나는 집에서 멀리 있어', '{f}인데 나 혼자야'], home: ['또 {f}, 온 식구가 모였어', '{f}, 집이 꽉 찼어'] },
    lines: {
      away: ['집에선 다들 {f} 준비하느라 바쁘겠지', '전화 너머로 식구들 목소리를 하나씩 세어 봐', '나도 여기서 작게나마 {f:을} 챙겨', '어딘가 상이 차려지고 내 자리만 비어 있겠지', '괜찮다고 말하고 거의 그렇게 믿어', '여기 사람들은 오늘이 무슨 날인지 몰라', '여기 없는 사람들을 위해 불을 켜 둬', '내년엔 꼭 집에 갈 거야'],
      home: ['다들 한꺼번에 떠들어도 아무도 뭐라 안 해', '오늘은 부엌이 제일 시끄러워', '상에 둘러앉은 얼굴을 하나씩 세어 봐', '{f}에만 하는 일들이 있어', '꼬맹이들은 오늘만큼은 늦게까지 안 자', '누가 어디 앉았는지 다 기억하고 싶어', '하루가 천천히 가, 원래 그래야 하는 것처럼', '받은 그대로 우리도 이 날을 지켜'],
    },
    hooks: {
      away: ['{f}, 여기까지 나를 찾아왔구나', '멀리서도 나는 {f:을} 지켜', '자리 하나 남겨 둬, 내년엔 갈게'],
      home: ['{f}, 조금만 더 있다 가', '다 같이 모인 {f}', '이 날 이대로만'],
    },
  },
  zh: {
    opening: { away: ['{f}，我离家很远', '今年的{f}，我一个人过'], home: ['又到{f}，一家人都在', '{f}，家里坐得满满的'] },
    lines: {
      away: ['家里这会儿一定在忙着过{f}', '打电话回家，我数着屋里的声音', '我照着家里的样子过这一天，只是小一点', '家里的饭桌摆好了，空着我的位子', '我说我很好，差一点就信了', '这座城市不知道今天是什么日子', '我给不在身边的人留一盏灯', '明年，明年我一定回家'],
      home: ['大家一起说话，谁也不嫌吵', '今天厨房是最热闹的地方', '我看着饭桌，一个一个数过去', '有些事只在{f}才做', '小孩子们今天睡得特别晚', '我想记住谁坐在哪里', '这一天过得很慢，本来就该这样', '我们像长辈那样过这一天'],
    },
    hooks: {
      away: ['{f}啊，你找到了远方的我', '离家再远，我也过{f}', '给我留个位子，明年我回家'],
      home: ['{f}啊，再慢一点走', '一家人一起过{f}', '就让这一天一直这样'],
    },
  },
};

/** The own images of a day a family knows, sung in turn with the day's lines. */
export const knownDayLines: Record<ContentLanguage, Record<DayKind, readonly string[]>> = {
  en: {
    newyear: ['Back home the year turns over without me', 'Fireworks somewhere, and I watch them on a screen'],
    midautumn: ['The same full moon is over home tonight', 'I break a mooncake in half and keep both halves'],
    christmas: ['Somewhere a tree is lit, and my stocking hangs there still', 'The carols sound different this far away'],
  },
  vi: {
    newyear: ['Giao thừa ở nhà, pháo hoa chẳng đợi ta', 'Qua màn hình, mẹ giơ nồi bánh chưng lên cho ta xem'],
    midautumn: ['Trăng rằm ở đây cũng tròn như trăng ở nhà', 'Ta bẻ chiếc bánh nướng, chẳng biết chia cho ai'],
    christmas: ['Đâu đó cây thông sáng đèn, thiếu ta', 'Tiếng chuông Noel ở xa nghe khác quá'],
  },
  ko: {
    newyear: ['집에선 떡국 끓는 냄새가 나겠지', '새해 인사는 전화로만 해'],
    midautumn: ['여기 달도 집에서 보는 달만큼 둥글어', '송편 하나 없이 보름달만 올려다봐'],
    christmas: ['어딘가 트리에 불이 켜졌겠지', '멀리서 듣는 캐럴은 조금 달라'],
  },
  zh: {
    newyear: ['家里的年夜饭，少了我一双筷子', '隔着屏幕看家里的烟花'],
    midautumn: ['这里的月亮，和家里一样圆', '掰开一块月饼，不知道分给谁'],
    christmas: ['远处的圣诞树亮了，少了我', '离家这么远，圣诞歌听起来不一样'],
  },
};
