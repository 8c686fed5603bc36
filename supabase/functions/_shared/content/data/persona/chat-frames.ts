/**
 * Question frames a chat message can set (persona-chat-frames.ts): an invitation, a case to investigate, a fan's
 * message after a concert, a star-sign compatibility question, a question about the persona's own day. Keywords follow
 * keyword-match.ts; lines use the phrase grammar with the slots named per frame. Korean lines come in the polite
 * register (해요체), in plain speech (반말) and, for the astrologer, in its own old-fashioned 하게체.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** A name per language. */
export type Named = Readonly<Record<ContentLanguage, string>>;

/** The elements of the western zodiac. */
export type ZodiacElement = 'fire' | 'earth' | 'air' | 'water';

/** The twelve signs with their words in the four languages. */
export const zodiacSigns: ReadonlyArray<{ key: string; element: ZodiacElement; match: readonly string[]; name: Named }> = [
  { key: 'aries', element: 'fire', match: ['aries', '양자리', 'bạch dương', '白羊座', '白羊'], name: { en: 'Aries', ko: '양자리', vi: 'Bạch Dương', zh: '白羊座' } },
  { key: 'taurus', element: 'earth', match: ['taurus', '황소자리', 'kim ngưu', '金牛座', '金牛'], name: { en: 'Taurus', ko: '황소자리', vi: 'Kim Ngưu', zh: '金牛座' } },
  { key: 'gemini', element: 'air', match: ['gemini', '쌍둥이자리', 'song tử', '双子座', '双子'], name: { en: 'Gemini', ko: '쌍둥이자리', vi: 'Song Tử', zh: '双子座' } },
  { key: 'cancer', element: 'water', match: ['cancer', '게자리', 'cự giải', '巨蟹座', '巨蟹'], name: { en: 'Cancer', ko: '게자리', vi: 'Cự Giải', zh: '巨蟹座' } },
  { key: 'leo', element: 'fire', match: ['leo', '사자자리', 'sư tử', '狮子座'], name: { en: 'Leo', ko: '사자자리', vi: 'Sư Tử', zh: '狮子座' } },
  { key: 'virgo', element: 'earth', match: ['virgo', '처녀자리', 'xử nữ', '处女座'], name: { en: 'Virgo', ko: '처녀자리', vi: 'Xử Nữ', zh: '处女座' } },
  { key: 'libra', element: 'air', match: ['libra', '천칭자리', 'thiên bình', '天秤座', '天平座'], name: { en: 'Libra', ko: '천칭자리', vi: 'Thiên Bình', zh: '天秤座' } },
  { key: 'scorpio', element: 'water', match: ['scorpio', '전갈자리', 'bọ cạp', 'thiên yết', 'hổ cáp', '天蝎座', '天蝎'], name: { en: 'Scorpio', ko: '전갈자리', vi: 'Bọ Cạp', zh: '天蝎座' } },
  { key: 'sagittarius', element: 'fire', match: ['sagittarius', '사수자리', '궁수자리', 'nhân mã', '射手座'], name: { en: 'Sagittarius', ko: '사수자리', vi: 'Nhân Mã', zh: '射手座' } },
  { key: 'capricorn', element: 'earth', match: ['capricorn', '염소자리', 'ma kết', '摩羯座', '摩羯'], name: { en: 'Capricorn', ko: '염소자리', vi: 'Ma Kết', zh: '摩羯座' } },
  { key: 'aquarius', element: 'air', match: ['aquarius', '물병자리', 'bảo bình', '水瓶座'], name: { en: 'Aquarius', ko: '물병자리', vi: 'Bảo Bình', zh: '水瓶座' } },
  { key: 'pisces', element: 'water', match: ['pisces', '물고기자리', 'song ngư', '双鱼座', '双鱼'], name: { en: 'Pisces', ko: '물고기자리', vi: 'Song Ngư', zh: '双鱼座' } },
];

/** Words that ask about a match between two people. */
export const compatibilityKeywords: readonly string[] = [
  'compatible', 'compatibility', 'match', 'good together', '궁합', '잘 맞*', '맞을까*', '어울려*', 'hợp', 'hợp nhau', 'hợp không', 'hợp ko', '配', '合适', '般配', '合不合', '相配',
];

/** The element of each sign, named. */
export const elementNames: Readonly<Record<ZodiacElement, Named>> = {
  fire: { en: 'a fire sign', ko: '불의 별자리', vi: 'cung Lửa', zh: '火象星座' },
  earth: { en: 'an earth sign', ko: '흙의 별자리', vi: 'cung Đất', zh: '土象星座' },
  air: { en: 'an air sign', ko: '바람의 별자리', vi: 'cung Khí', zh: '风象星座' },
  water: { en: 'a water sign', ko: '물의 별자리', vi: 'cung Nước', zh: '水象星座' },
};

/** How each element behaves in a quarrel, as a clause ("{sign} {way}"). */
export const elementWays: Readonly<Record<ZodiacElement, Named>> = {
  fire: { en: 'flares up fast and forgets just as fast', ko: '확 타올랐다가 금방 식는', vi: 'nóng lên rất nhanh rồi nguội cũng nhanh', zh: '一点就着，也消得快' },
  earth: { en: 'wants things settled and proven', ko: '확실하게 정리돼야 마음이 놓이는', vi: 'cần mọi chuyện rõ ràng, chắc chắn', zh: '要把事情说清楚、落到实处' },
  air: { en: 'wants to talk it out and keep it light', ko: '말로 풀고 가볍게 넘기고 싶어 하는', vi: 'muốn nói cho ra lẽ rồi cho qua nhẹ nhàng', zh: '想把话说开，然后轻轻翻篇' },
  water: { en: 'feels everything deeply and remembers it', ko: '깊이 느끼고 오래 기억하는', vi: 'cảm nhận rất sâu và nhớ rất lâu', zh: '感受很深，也记得很久' },
};

/** How two elements get along: the same, a natural pair (fire–air, earth–water) or a pair that must learn each other. */
export type ElementBond = 'same' | 'natural' | 'learning';

/** Lines of the zodiac frame. Slots: {sign1} {sign2} {element1} {element2} {way1} {way2}. */
export interface ZodiacLines {
  bond: Readonly<Record<ElementBond, readonly string[]>>;
  fights: readonly string[];
  advice: readonly string[];
  /** When the visitor asks whether the two have a future. */
  future: readonly string[];
}

/** Lines of an invitation. Slots: {activity} (what), {when} (set with its own spacing, empty when not said), {place} (guard {?place}). */
export interface InvitationLines {
  accept: readonly string[];
  plan: readonly string[];
  /** When the visitor is worn out ({?tired}). */
  cheer: readonly string[];
}

/** Lines of a case to investigate. Slots: {weekday} {count} {item}. */
export interface CaseLines {
  opening: readonly string[];
  weekday: readonly string[];
  count: readonly string[];
  trap: readonly string[];
  /** When the message gives no clue at all. */
  askClues: readonly string[];
}

/** Lines of a fan's message. */
export interface FanLines {
  /** Thanks from the idol (kpop personas) or a friend's reaction (others). */
  concert: readonly string[];
  /** When the fan cried. */
  cried: readonly string[];
  comeback: readonly string[];
}

/** Lines about the persona's own day. Slots: {meal}, {play}. */
export interface DayLines {
  ate: readonly string[];
  played: readonly string[];
}

/** One register of one language. */
export interface FrameLines {
  zodiac: ZodiacLines;
  invitation: InvitationLines;
  case: CaseLines;
  /** Idol speaking to a fan. */
  idol: FanLines;
  /** Anyone else hearing about a concert. */
  fan: FanLines;
  day: DayLines;
  /** What the persona ate (picked for {meal}). */
  meals: readonly string[];
}

const en: FrameLines = {
  zodiac: {
    bond: {
      same: ['{sign1} and {sign2} are both {element1}, so you understand each other fast[—and you also hit the same sore spots.|; the risk is that neither of you gives way.]'],
      natural: ['{sign1} is {element1} and {sign2} is {element2}: [that is one of the easier pairs|a pair that feeds each other]—[one brings the spark, the other the air it needs|what one lacks, the other has].'],
      learning: ['{sign1} is {element1} and {sign2} is {element2}. [It is not an easy match on paper, but it is far from a bad one|The stars call this a pair that has to learn each other]: [you work at a different speed|you speak different languages], not with a different heart.'],
    },
    fights: ['That is where the friction comes from: {sign1} {way1}, while {sign2} {way2}.', 'When you clash, {sign1} {way1} and {sign2} {way2}—[no wonder the same thing keeps coming up|so the same friction comes back].'],
    advice: [
      'Try this: say what hurt you in one sentence, then give {sign2} a day before the big talk.',
      '[My advice|What the stars suggest]: agree on one evening a week for the serious things, and keep the other days light.',
    ],
    future: ['A future? Yes, if you both learn the other’s pace; the stars give this pair time, not a verdict.'],
  },
  invitation: {
    accept: ['[Yes!|I’m in!|Deal!] {activity}{when}[—I’ll be there.|? Count me in.|? Absolutely.]', '{activity}{when}? [I was hoping you’d ask.|That sounds perfect.|You don’t have to ask twice.]'],
    plan: ['{?place}Let’s meet near {place}. [What time suits you?|Morning or afternoon?]', '[Tell me the day and the time|Text me a time] and I’ll be there[, no excuses.|.]', '[Morning or afternoon?|What time works for you?] I’ll keep the day free.'],
    cheer: ['A tired heart needs exactly that.', 'After a week like yours, some air will do you good.'],
  },
  case: {
    opening: ['[Good—a case with clues.|Now that is a case.|Interesting. Let us look at what you have.]'],
    weekday: ['It always happens on {weekday}: our thief keeps a schedule. Who is in on {weekday} and not on the other days?', 'Always {weekday}. That is no accident—find out whose week starts differently from everyone else’s.'],
    count: ['And only {count} keys means {count} suspects, no strangers.', 'With {count} keys, you already have your list of {count} names.'],
    trap: ['Set a trap: put a small mark on the {item} and note who is in the room early on {weekday}.', 'Label the {item} with the date, leave a note that you are keeping count, and watch who avoids your eye.'],
    askClues: ['Tell me the details: when does it happen, who has access, and what exactly goes missing?'],
  },
  idol: {
    concert: ['[Thank you for coming tonight!|You were there tonight? Thank you!] [Your voices made the stage.|I could hear you all the way at the back.]'],
    cried: ['You cried at the encore? [Honestly, I almost did too.|I saw some of you crying and it got me too.]'],
    comeback: ['The next comeback… I can’t tell you the date yet, but [we are recording right now|we are working hard on it]. [You will be the first to know!|Wait just a little longer, okay?]'],
  },
  fan: {
    concert: ['[A concert! That sounds amazing.|You went to the concert? Lucky you!]'],
    cried: ['Crying at the encore means it was a good one.'],
    comeback: ['As for the next comeback, I don’t know the date—keep an eye on their official account.'],
  },
  day: {
    ate: ['I ate {meal}!', 'For lunch we had {meal}, and I finished it all!'],
    played: ['And yes, I played on the {play}! [I went down ten times!|I went down backwards once!]', 'We played on the {play} together, [it was the best!|I was the fastest!]'],
  },
  meals: ['rice with egg and a little carrot', 'noodles and a banana', 'chicken and rice, and an orange'],
};

const viLines: FrameLines = {
  zodiac: {
    bond: {
      same: ['{sign1} với {sign2} cùng là {element1}, nên hiểu nhau rất nhanh[, nhưng cũng dễ chạm đúng chỗ đau của nhau.|; có điều chẳng ai chịu nhường ai.]'],
      natural: ['{sign1} là {element1}, {sign2} là {element2}: [đây là một cặp khá hợp|hai bên bù cho nhau]—[người này có cái người kia thiếu|một người nhóm lửa, một người giữ lửa].'],
      learning: ['{sign1} là {element1}, {sign2} là {element2}. [Trên giấy thì không dễ, nhưng không hề xấu|Các vì sao gọi đây là cặp phải học nhau]: khác nhịp chứ không khác lòng.'],
    },
    fights: ['Va chạm là từ đây mà ra: {sign1} thì {way1}, còn {sign2} thì {way2}.'],
    advice: ['Thử thế này: nói điều làm mình buồn trong một câu thôi, rồi cho {sign2} một ngày trước khi nói chuyện lớn.', 'Lời khuyên: hẹn nhau một tối mỗi tuần cho chuyện nghiêm túc, còn những ngày khác thì để nhẹ nhàng.'],
    future: ['Tương lai ư? Có, nếu cả hai chịu học nhịp của nhau; sao cho cặp này thời gian chứ không phán xét.'],
  },
  invitation: {
    accept: ['[Ok luôn!|Chốt!|Được chứ!] {activity}{when}[, mình nhất định có mặt.| nha, mình đi.|, đi chứ.]', '{activity}{when} hả? [Mình đang mong bạn rủ đây.|Nghe hay đó, mình đi.|Bạn rủ là mình đi liền.]'],
    plan: ['{?place}Hẹn ở gần {place} nhé. [Mấy giờ bạn tiện?|Sáng hay chiều?]', 'Bạn nhắn ngày giờ đi là mình có mặt[, không trễ đâu.|.]', '[Sáng hay chiều?|Mấy giờ thì bạn tiện?] Mình để dành nguyên ngày đó luôn.'],
    cheer: ['Mệt thì càng phải ra ngoài một chút.', 'Sau mấy ngày như vậy, đi đâu đó hít thở là đúng rồi.'],
  },
  case: {
    opening: ['[Tốt—vụ này có manh mối.|Một vụ đáng điều tra đây.]'],
    weekday: ['Lần nào cũng vào {weekday}: thủ phạm có lịch hẳn hoi. Ai có mặt vào {weekday} mà những ngày khác thì không?'],
    count: ['Chỉ {count} người có chìa khóa nghĩa là {count} nghi phạm, không có người lạ.'],
    trap: ['Đặt bẫy: đánh dấu nhỏ lên {item} và để ý xem ai vào phòng sớm ngày {weekday}.', 'Ghi ngày lên {item}, để một mảnh giấy báo là mình đang đếm, rồi xem ai tránh ánh mắt của mình.'],
    askClues: ['Kể thêm đi: chuyện xảy ra lúc nào, ai ra vào được, và mất chính xác cái gì?'],
  },
  idol: {
    concert: ['[Cảm ơn vì tối nay đã đến!|Tối nay có mặt hả? Cảm ơn nhiều lắm!] [Tiếng hát của mọi người làm nên sân khấu.|Hàng cuối cũng nghe rõ lắm.]'],
    cried: ['Khóc lúc encore hả? [Thật ra suýt nữa cũng khóc theo.|Thấy mọi người khóc là cũng rưng rưng luôn.]'],
    comeback: ['Lần comeback tới… chưa nói ngày được, nhưng [đang thu âm rồi|cả nhóm đang chuẩn bị rất chăm chỉ]. [Sẽ báo đầu tiên!|Chờ thêm một chút thôi nha.]'],
  },
  fan: {
    concert: ['[Đi concert hả? Sướng thế!|Concert luôn! Nghe đã quá.]'],
    cried: ['Khóc lúc encore là biết đêm đó hay cỡ nào.'],
    comeback: ['Còn comeback thì chưa biết ngày—cứ theo dõi trang chính thức của nhóm nhé.'],
  },
  day: {
    ate: ['Hôm nay ăn {meal}!', 'Trưa nay ăn {meal}, ăn hết sạch luôn!'],
    played: ['Có chơi {play} nữa! [Chơi mười lần luôn!|Có lần còn trượt ngược!]', 'Chơi {play} với các bạn, [vui nhất luôn!|nhanh nhất lớp đó!]'],
  },
  meals: ['cơm với trứng chiên và canh bí', 'cháo gà với một quả chuối', 'cơm với cá kho và canh rau'],
};

const koPolite: FrameLines = {
  zodiac: {
    bond: {
      same: ['{sign1}와 {sign2}는 둘 다 {element1}라 서로 금방 알아봐요[. 대신 같은 데서 부딪히기 쉬워요.|. 다만 둘 다 잘 안 물러서요.]'],
      natural: ['{sign1}는 {element1}, {sign2}는 {element2}예요. [꽤 잘 맞는 조합이에요.|서로 모자란 걸 채워 주는 궁합이에요.]'],
      learning: ['{sign1}는 {element1}, {sign2}는 {element2}예요. [궁합표만 보면 쉬운 조합은 아니지만 나쁜 궁합도 아니에요.|서로를 배워 가야 하는 궁합이에요.] 마음이 다른 게 아니라 속도가 다른 거예요.'],
    },
    fights: ['그래서 자꾸 부딪히는 거예요. {sign1}는 {way1} 쪽이고, {sign2}는 {way2} 쪽이거든요.', '[부딪힐 때 보면|다툴 때 보면] {sign1}는 {way1} 쪽, {sign2}는 {way2} 쪽이에요. [같은 일이 반복되는 것도 그래서예요.|그러니 엇갈릴 수밖에요.]'],
    advice: ['서운한 건 한 문장으로만 말하고, 큰 얘기는 하루 뒤에 해 보세요.', '일주일에 하루만 진지한 얘기를 하는 날로 정하고, 나머지 날은 가볍게 지내 보세요.'],
    future: ['앞날이요? 서로의 속도를 배운다면 충분히 있어요. 별은 이 두 사람에게 판결이 아니라 시간을 줘요.'],
  },
  invitation: {
    accept: ['[좋아요!|콜이에요!|당연히 가죠!] {when}{activity}[, 꼭 갈게요.| 좋아요.]', '{when}{activity}요? [안 그래도 누가 불러 주길 기다렸어요.|너무 좋아요.]'],
    plan: ['{?place}{place} 근처에서 만나요. [몇 시가 편해요?|오전이 좋아요, 오후가 좋아요?]', '날짜랑 시간만 알려 주세요. 바로 갈게요.', '[몇 시가 좋아요?|오전이에요, 오후예요?] 그날은 비워 둘게요.'],
    cheer: ['마음이 지칠 땐 바람 쐬는 게 최고예요.', '그렇게 힘든 한 주를 보냈으니 꼭 나가야죠.'],
  },
  case: {
    opening: ['[좋아요, 단서가 있는 사건이네요.|이건 제대로 된 사건이에요.]'],
    weekday: ['매번 {weekday}이라는 건 범인이 일정대로 움직인다는 뜻이에요. {weekday}에만 있고 다른 날엔 없는 사람이 누구예요?', '늘 {weekday}이라면 우연이 아니에요. {weekday}에 일정이 남다른 사람을 찾아보세요.'],
    count: ['열쇠가 {count}개뿐이면 용의자도 {count}명, 외부인은 없어요.', '열쇠 {count}개, 곧 용의자 명단 {count}명이 이미 손에 있는 셈이에요.'],
    trap: ['함정을 놓아 보세요. {item}에 작은 표시를 하고 {weekday} 아침에 누가 먼저 들어오는지 적어 두세요.', '{item}에 날짜를 적고 "세고 있어요"라는 쪽지를 붙여 두세요. 눈을 피하는 사람이 보일 거예요.'],
    askClues: ['자세히 알려 주세요. 언제 일어나는지, 누가 드나들 수 있는지, 정확히 뭐가 없어지는지요.'],
  },
  idol: {
    concert: ['[오늘 와 줘서 정말 고마워요!|오늘 거기 있었어요? 진짜 고마워요!] [여러분 목소리가 무대를 완성했어요.|맨 뒤까지 함성이 다 들렸어요.]'],
    cried: ['앵콜 때 울었어요? [사실 저도 울컥했어요.|우는 분들 보니까 저도 눈물 날 뻔했어요.]', '앵콜 때 우는 거 [무대에서 다 보였어요.|저도 봤어요.] [그 마음 오래 기억할게요.|저 때문에 울어 줘서 고마워요.]'],
    comeback: ['다음 컴백은… 아직 날짜는 말할 수 없지만 [지금 열심히 녹음하고 있어요.|멤버들이랑 열심히 준비하고 있어요.] [제일 먼저 알려 줄게요!|조금만 기다려 줘요.]', '컴백이요? [비밀인데|살짝만 말하면] [새 노래 벌써 녹음 중이에요.|안무 연습 시작했어요.] [날짜 나오면 바로 알려 줄게요!|조금만 기다려 줄 거죠?]'],
  },
  fan: {
    concert: ['[콘서트 다녀왔어요? 부러워요!|콘서트라니, 진짜 좋았겠어요.]'],
    cried: ['앵콜 때 울었다는 건 그만큼 좋은 공연이었다는 거죠.'],
    comeback: ['다음 컴백 날짜는 저도 몰라요. 공식 계정을 자주 확인해 보세요.'],
  },
  day: {
    ate: ['오늘은 {meal} 먹었어요!', '점심에 {meal} 나왔는데 다 먹었어요!', '[오늘 점심 메뉴는|오늘 급식은] {meal}! [맛있었어요!|하나도 안 남겼어요!]'],
    played: ['{play}도 탔어요! [열 번이나 탔어요!|한 번은 거꾸로 내려왔어요!]', '친구들이랑 {play} 탔어요. [제가 제일 빨랐어요!|줄 서서 또 탔어요!]'],
  },
  meals: ['카레라이스랑 요구르트', '계란말이랑 미역국', '불고기랑 밥이랑 귤'],
};

const koPlain: FrameLines = {
  ...koPolite,
  zodiac: {
    bond: {
      same: ['{sign1}랑 {sign2}는 둘 다 {element1}라서 서로 금방 알아봐. [대신 같은 데서 부딪히기 쉬워.|다만 둘 다 잘 안 물러서.]'],
      natural: ['{sign1}는 {element1}, {sign2}는 {element2}야. [꽤 잘 맞는 조합이야.|서로 모자란 걸 채워 주는 궁합이야.]'],
      learning: ['{sign1}는 {element1}, {sign2}는 {element2}야. [쉬운 조합은 아니지만 나쁜 궁합도 아니야.|서로를 배워 가야 하는 궁합이야.] 마음이 아니라 속도가 다른 거야.'],
    },
    fights: ['그래서 자꾸 부딪히는 거야. {sign1}는 {way1} 쪽이고, {sign2}는 {way2} 쪽이거든.'],
    advice: ['서운한 건 한 문장으로만 말하고, 큰 얘기는 하루 뒤에 해 봐.', '일주일에 하루만 진지한 얘기 하는 날로 정해 봐.'],
    future: ['앞날? 서로 속도를 배우면 충분히 있어. 별은 판결이 아니라 시간을 주는 거야.'],
  },
  invitation: {
    accept: ['[좋아!|콜!|당연하지!] {when}{activity}[, 꼭 갈게.| 좋아.]', '{when}{activity}? [안 그래도 누가 불러 주길 기다렸어.|완전 좋아.]'],
    plan: ['{?place}{place} 근처에서 보자. [몇 시가 좋아?|오전이 좋아, 오후가 좋아?]', '날짜랑 시간만 알려 줘. 바로 갈게.', '[몇 시에 볼까?|오전이야, 오후야?] 그날 비워 둘게.'],
    cheer: ['마음이 지칠 땐 바람 쐬는 게 최고야.', '그렇게 힘든 한 주였으니 꼭 나가야지.'],
  },
  case: {
    opening: ['[좋아, 단서가 있는 사건이네.|이건 제대로 된 사건이야.]'],
    weekday: ['매번 {weekday}이면 범인이 일정대로 움직이는 거야. {weekday}에만 있는 사람이 누구야?'],
    count: ['열쇠가 {count}개뿐이면 용의자도 {count}명이야.'],
    trap: ['{item}에 작은 표시를 해 두고 {weekday} 아침에 누가 먼저 오는지 봐.'],
    askClues: ['자세히 말해 봐. 언제, 누가 드나들 수 있고, 정확히 뭐가 없어져?'],
  },
  fan: {
    concert: ['[콘서트 다녀왔어? 부럽다!|콘서트라니, 진짜 좋았겠다.]'],
    cried: ['앵콜 때 울었으면 그만큼 좋은 공연이었던 거지.'],
    comeback: ['다음 컴백 날짜는 나도 몰라. 공식 계정 자주 확인해 봐.'],
  },
  day: {
    ate: ['오늘 {meal} 먹었어!', '점심에 {meal} 나왔는데 다 먹었어!', '[오늘 점심 메뉴는|오늘 급식은] {meal}! [진짜 맛있었어!|하나도 안 남겼어!]'],
    played: ['{play}도 탔어! [열 번이나 탔어!|한 번은 거꾸로 내려왔어!]', '친구들이랑 {play} 탔어. [내가 제일 빨랐어!|줄 서서 또 탔어!]'],
  },
};

/** The astrologer's own Korean (하게체) for the zodiac frame; the other frames use the polite register. */
const koAstrologerZodiac: ZodiacLines = {
  bond: {
    same: ['{sign1}와 {sign2}라, 둘 다 {element1}일세. 서로 금방 알아보지만 같은 데서 부딪히기 쉽다네.'],
    natural: ['{sign1}는 {element1}, {sign2}는 {element2}일세. [서로 모자란 것을 채워 주는 궁합이지.|별들이 보기엔 꽤 잘 맞는 짝이라네.]'],
    learning: ['{sign1}는 {element1}, {sign2}는 {element2}일세. [쉬운 궁합은 아니나 나쁜 궁합도 아니라네.|서로를 배워 가야 하는 궁합이지.] 마음이 다른 게 아니라 걸음이 다른 게지.'],
  },
  fights: ['그래서 자꾸 부딪히는 게야. {sign1}는 {way1} 별이고, {sign2}는 {way2} 별이거든.'],
  advice: ['서운한 것은 한 문장으로만 말하고, 큰 이야기는 하루 뒤에 꺼내 보시게.', '일주일에 하루만 진지한 이야기를 하는 날로 정해 보시게. 나머지 날은 가볍게 두고.'],
  future: ['앞날 말인가? 서로의 걸음을 배운다면 있고말고. 별은 이 둘에게 판결이 아니라 시간을 주었다네.'],
};

const zhLines: FrameLines = {
  zodiac: {
    bond: {
      same: ['{sign1}和{sign2}都是{element1}，彼此一眼就懂[，可也容易踩到同一个痛点。|，只是谁都不肯先让步。]'],
      natural: ['{sign1}是{element1}，{sign2}是{element2}：[这是挺合的一对|你们正好互补]，一个缺的，另一个刚好有。'],
      learning: ['{sign1}是{element1}，{sign2}是{element2}。[纸面上不算轻松，但绝对不差|星星说这是需要互相学习的一对]：不是心不一样，是节奏不一样。'],
    },
    fights: ['你们的摩擦就从这里来：{sign1}{way1}，而{sign2}{way2}。', '[一有分歧|闹别扭的时候]，{sign1}{way1}，{sign2}却{way2}，[难怪总卡在同一个地方。|所以同样的事一再发生。]'],
    advice: ['试试这样：委屈只用一句话说出来，大的话题隔一天再谈。', '每周约一个晚上专门谈正经事，其余的日子轻松一点。'],
    future: ['还有未来吗？有，只要你们愿意学会对方的节奏；星星给这一对的是时间，不是判决。'],
  },
  invitation: {
    accept: ['[好呀！|走起！|当然好！]{when}{activity}[，我一定到。|，算我一个。]', '{when}{activity}？[正想有人约我呢。|听起来太好了。]'],
    plan: ['{?place}我们在{place}附近见吧，[几点方便？|上午还是下午？]', '你定时间，我准时到。', '[几点见？|上午还是下午？]那天我空出来。'],
    cheer: ['心累的时候就该出去透透气。', '这么累的一周，正该出去走走。'],
  },
  case: {
    opening: ['[好，有线索的案子。|这可是个像样的案子。]'],
    weekday: ['每次都在{weekday}：犯人是按日程行动的。谁只在{weekday}出现、别的日子不在？', '总是{weekday}，这不是巧合——查查谁的{weekday}和别人不一样。'],
    count: ['只有{count}把钥匙，就是{count}个嫌疑人，没有外人。', '{count}把钥匙，等于你手里已经有一份{count}人的名单。'],
    trap: ['设个圈套：在{item}上做个小记号，记下{weekday}早上谁先进屋。', '在{item}上写上日期，再贴张“我在数”的纸条，看谁躲你的眼神。'],
    askClues: ['说说细节：什么时候发生、谁能进出、到底丢了什么？'],
  },
  idol: {
    concert: ['[谢谢你今天来！|你今天也在现场吗？谢谢！][大家的声音让舞台完整了。|最后一排的声音我都听到了。]'],
    cried: ['安可的时候哭了吗？[其实我也差点哭了。|看到大家哭，我也忍不住了。]', '安可时哭的样子[我在台上都看到了|我都看见了]，[谢谢你为我们哭。|这份心意我会记很久。]'],
    comeback: ['下次回归……日期还不能说，不过[我们正在录音|大家在认真准备]。[第一个告诉你！|再等一下下哦。]', '回归吗？[偷偷告诉你|小声说]，[新歌已经在录了|舞蹈已经开始练了]，[日期定了马上告诉你！|再等等我们好不好？]'],
  },
  fan: {
    concert: ['[去看演唱会了？好羡慕！|演唱会！一定很棒吧。]'],
    cried: ['安可的时候哭了，说明那场真的很好。'],
    comeback: ['下次回归的日期我也不知道，多看看官方账号吧。'],
  },
  day: {
    ate: ['我今天吃了{meal}！', '中午吃了{meal}，全都吃光啦！', '[今天午饭|今天]吃了{meal}，[好好吃！|老师还表扬我了！]'],
    played: ['还玩了{play}！[我玩了十次！|有一次还倒着滑下来！]', '我和小朋友一起玩{play}，[最好玩了！|我最快！]'],
  },
  meals: ['番茄炒蛋、米饭和一个苹果', '小馄饨和一根香蕉', '鸡腿、青菜和米饭'],
};

/** Frame lines per language; Korean has a polite and a plain register. */
export const frameLines: Readonly<Record<'en' | 'vi' | 'zh' | 'koPolite' | 'koPlain', FrameLines>> = { en, vi: viLines, zh: zhLines, koPolite, koPlain };
/** The astrologer's Korean zodiac lines (하게체). */
export const astrologerKoreanZodiac: ZodiacLines = koAstrologerZodiac;

/** Weekdays as written, and their names. */
export const weekdays: ReadonlyArray<{ match: readonly string[]; name: Named }> = [
  { match: ['monday', 'mondays', '월요일', 'thứ hai', 'thứ 2', '周一', '星期一', '礼拜一'], name: { en: 'Mondays', ko: '월요일', vi: 'thứ Hai', zh: '周一' } },
  { match: ['tuesday', 'tuesdays', '화요일', 'thứ ba', 'thứ 3', '周二', '星期二'], name: { en: 'Tuesdays', ko: '화요일', vi: 'thứ Ba', zh: '周二' } },
  { match: ['wednesday', 'wednesdays', '수요일', 'thứ tư', 'thứ 4', '周三', '星期三'], name: { en: 'Wednesdays', ko: '수요일', vi: 'thứ Tư', zh: '周三' } },
  { match: ['thursday', 'thursdays', '목요일', 'thứ năm', 'thứ 5', '周四', '星期四'], name: { en: 'Thursdays', ko: '목요일', vi: 'thứ Năm', zh: '周四' } },
  { match: ['friday', 'fridays', '금요일', 'thứ sáu', 'thứ 6', '周五', '星期五'], name: { en: 'Fridays', ko: '금요일', vi: 'thứ Sáu', zh: '周五' } },
  { match: ['saturday', 'saturdays', '토요일', 'thứ bảy', 'thứ 7', '周六', '星期六'], name: { en: 'Saturdays', ko: '토요일', vi: 'thứ Bảy', zh: '周六' } },
  { match: ['sunday', 'sundays', '일요일', 'chủ nhật', '周日', '星期天', '星期日'], name: { en: 'Sundays', ko: '일요일', vi: 'Chủ nhật', zh: '周日' } },
];

/** Words that ask the persona to solve something. */
export const caseKeywords: readonly string[] = [
  'catch them', 'catch the', 'who did it', 'who is doing', 'who’s doing', "who's doing", 'find out who', 'investigate', 'culprit', 'mystery', 'suspect*', 'keeps taking', 'keeps eating', 'keeps stealing',
  '범인', '누가 자꾸', '누가 먹*', '누가 가져*', '누군지', '잡아 주*', '잡고 싶*', '수사',
  'thủ phạm', 'ai đã', 'ai lấy', 'ai ăn', 'bắt quả tang', 'điều tra', 'tìm ra ai',
  '是谁', '谁偷', '谁吃', '抓住', '犯人', '调查', '查出', '嫌疑',
];

/** Words that ask whether two people have a future. */
export const futureKeywords: readonly string[] = ['future', 'last', 'work out', '미래', '앞날', '앞으로', '계속 만날*', 'tương lai', 'lâu dài', 'đi đến đâu', '未来', '以后', '将来', '走下去', '长久'];

/** Words of a fan's message. */
export const fanKeywords: readonly string[] = ['concert', 'encore', 'comeback', 'gig', '콘서트', '앵콜', '앙코르', '컴백', '공연', 'buổi diễn', 'đêm diễn', 'concert', 'encore', 'comeback', '演唱会', '安可', '回归'];
/** Words for crying. */
export const cryKeywords: readonly string[] = ['cried', 'cry', 'crying', 'tears', '울었*', '눈물', 'ㅠㅠ', 'khóc', '哭了', '哭', '泪'];
/** Words for a comeback. */
export const comebackKeywords: readonly string[] = ['comeback', 'next album', '컴백', '다음 앨범', 'comeback', '回归', '新专辑'];

/** What an invitation is for. */
export const invitationActivities: ReadonlyArray<{ match: readonly string[]; name: Named; event?: true }> = [
  { match: ['coffee', 'cafe', 'café', '커피', '카페', 'cà phê', 'cafe', 'cafê', '咖啡'], name: { en: 'Coffee', ko: '커피', vi: 'Đi cà phê', zh: '喝咖啡' } },
  { match: ['walk', 'stroll', '산책', '걷*', 'đi dạo', 'dạo', '走走', '散步', '逛逛'], name: { en: 'A walk', ko: '산책', vi: 'Đi dạo', zh: '去走走' } },
  { match: ['drinks', 'a drink', 'beer', '술', '한잔', '맥주', 'nhậu', 'bia', 'lai rai', '喝酒', '喝一杯', '啤酒'], name: { en: 'Drinks', ko: '한잔', vi: 'Làm vài lon', zh: '喝一杯' } },
  { match: ['ramen', 'noodles', 'pho', '라멘', '라면', '국수', 'phở', 'mì', 'bún', '拉面', '面条'], name: { en: 'Ramen', ko: '라멘', vi: 'Đi ăn mì', zh: '吃拉面' } },
  { match: ['hotpot', 'hot pot', 'bbq', 'barbecue', 'pizza', 'sushi', '훠궈', '고기', '삼겹살', '치킨', 'lẩu', 'nướng', '火锅', '烧烤'], name: { en: 'Dinner out', ko: '맛있는 거 먹으러 가는 거', vi: 'Đi ăn', zh: '去吃好吃的' } },
  { match: ['movie', 'film', 'cinema', '영화', 'xem phim', '电影', '看电影'], name: { en: 'A movie', ko: '영화', vi: 'Xem phim', zh: '看电影' } },
  { match: ['dinner', 'lunch', 'eat out', 'grab food', '밥', '저녁', '점심', 'ăn tối', 'ăn trưa', 'đi ăn', '吃饭', '晚饭', '午饭'], name: { en: 'Dinner', ko: '밥', vi: 'Đi ăn', zh: '吃饭' } },
  { match: ['cherry blossoms', 'cherry blossom', '벚꽃', '벚꽃 구경', 'hoa anh đào', '樱花', '看樱花'], name: { en: 'The cherry blossoms', ko: '벚꽃 구경', vi: 'Đi ngắm hoa anh đào', zh: '去看樱花' } },
  { match: ['flowers', 'blossoms', '꽃구경', '꽃 구경', 'ngắm hoa', '看花', '赏花'], name: { en: 'Going to see the flowers', ko: '꽃구경', vi: 'Đi ngắm hoa', zh: '去看花' } },
  { match: ['hike', 'hiking', '등산', 'leo núi', '爬山', '徒步'], name: { en: 'A hike', ko: '등산', vi: 'Đi leo núi', zh: '去爬山' } },
  { match: ['picnic', '피크닉', '소풍', 'dã ngoại', '野餐'], name: { en: 'A picnic', ko: '피크닉', vi: 'Đi dã ngoại', zh: '去野餐' } },
  { match: ['karaoke', '노래방', 'ktv', '唱k'], name: { en: 'Karaoke', ko: '노래방', vi: 'Đi hát karaoke', zh: '去唱K' } },
  // Events the visitor asks the persona to come to (seventh round: "Tuần sau nó cưới đó, mày có về dự không?").
  { match: ['wedding', 'getting married', 'gets married', 'đám cưới', 'cưới', 'đám hỏi', '결혼식', '결혼*', '婚礼', '结婚', '喜酒'], name: { en: 'The wedding', ko: '결혼식', vi: 'Đám cưới', zh: '去喝喜酒' }, event: true },
  { match: ['birthday', 'birthday party', 'sinh nhật', '생일', '생일 파티', '生日', '生日派对', '生日会'], name: { en: 'The birthday party', ko: '생일 파티', vi: 'Tiệc sinh nhật', zh: '生日会' }, event: true },
  { match: ['reunion', 'class reunion', 'họp lớp', 'họp mặt', '동창회', '모임', '同学会', '同学聚会', '聚会'], name: { en: 'The reunion', ko: '동창회', vi: 'Họp lớp', zh: '同学聚会' }, event: true },
  { match: ['graduation', 'lễ tốt nghiệp', 'tốt nghiệp', '졸업식', '毕业典礼'], name: { en: 'The graduation', ko: '졸업식', vi: 'Lễ tốt nghiệp', zh: '毕业典礼' }, event: true },
];
/** The default activity of an invitation. */
export const invitationDefault: Named = { en: 'Meeting up', ko: '만나는 거', vi: 'Gặp nhau', zh: '见面' };

/** When an invitation is for. */
export const invitationTimes: ReadonlyArray<{ match: readonly string[]; name: Named }> = [
  { match: ['this weekend', 'weekend', '주말', '이번 주말', 'cuối tuần', '周末', '这周末'], name: { en: 'this weekend', ko: '주말에', vi: 'cuối tuần này', zh: '周末' } },
  { match: ['next week', '다음 주', '다음주', 'tuần sau', 'tuần tới', '下周', '下个星期'], name: { en: 'next week', ko: '다음 주에', vi: 'tuần sau', zh: '下周' } },
  { match: ['tomorrow', '내일', 'ngày mai', 'mai', '明天'], name: { en: 'tomorrow', ko: '내일', vi: 'ngày mai', zh: '明天' } },
  { match: ['next month', '다음 달', '다음달', 'tháng sau', 'tháng tới', '下个月', '下月'], name: { en: 'next month', ko: '다음 달에', vi: 'tháng sau', zh: '下个月' } },
  { match: ['tonight', '오늘 밤', '오늘 저녁', 'tối nay', '今晚', '今天晚上'], name: { en: 'tonight', ko: '오늘 저녁에', vi: 'tối nay', zh: '今晚' } },
];
