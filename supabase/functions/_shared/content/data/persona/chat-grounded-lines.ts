/**
 * Word bank of the grounded fallback of the persona chat (round 9 of issue 13): everyday subjects a visitor brings up
 * (a wedding, a first day at work, the rent, a layoff…) named in each language as a whole noun phrase the reply may
 * hold, and the lines that answer a message no topic reader knows — saying what was understood (the subject, the
 * people named, the day), answering the kind of sentence it is (a plea for help, for a cheer, a yes/no question, a
 * why, an offer to show something) and asking one specific question back. Registers: en, vi, zh and Korean
 * polite (해요체), hage (하게체: the astrologer, the detective) and plain (반말).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** A subject a message can be about: its match words (all languages) and its name in each language. */
export interface GroundedSubject {
  match: readonly string[];
  name: Readonly<Record<ContentLanguage, string>>;
  /** A heavy subject (a layoff, being compared) is comforted first; an event (a wedding, a concert) has a day. */
  kind: 'event' | 'trouble' | 'thing';
}

/** Everyday subjects, most specific first (an oral English exam before an exam). */
export const groundedSubjects: Readonly<Record<string, GroundedSubject>> = {
  oral_english: { kind: 'event', match: ['english oral exam', 'english speaking test', 'vấn đáp tiếng anh', 'thi nói tiếng anh', '영어 말하기', '영어 면접', '英语口语', '英语口试'], name: { en: 'the English speaking exam', vi: 'buổi thi vấn đáp tiếng Anh', zh: '英语口试', ko: '영어 말하기 시험' } },
  oral_exam: { kind: 'event', match: ['oral exam', 'speaking test', 'thi vấn đáp', 'vấn đáp', '구술시험', '구술 시험', '말하기 시험', '口试', '口语考试'], name: { en: 'the oral exam', vi: 'buổi thi vấn đáp', zh: '口试', ko: '구술시험' } },
  wedding: { kind: 'event', match: ['wedding', 'getting married', 'đám cưới', 'cưới', 'thiệp cưới', '결혼식', '청첩장', '결혼한대', '婚礼', '结婚', '喜帖', '请帖'], name: { en: 'the wedding', vi: 'đám cưới', zh: '婚礼', ko: '결혼식' } },
  first_day: { kind: 'event', match: ['first day', 'first day at work', 'ngày đầu đi làm', 'buổi đầu đi làm', 'ngày đầu tiên đi làm', '첫 출근', '첫출근', '第一天上班', '第一天入职', '入职'], name: { en: 'your first day', vi: 'ngày đầu đi làm', zh: '第一天上班', ko: '첫 출근' } },
  fan_meeting: { kind: 'event', match: ['fan meeting', 'fanmeeting', 'fan meet', 'fansign', 'fan sign', '팬미팅', '팬싸', '팬사인회', '见面会', '签售'], name: { en: 'the fan meeting', vi: 'buổi fan meeting', zh: '见面会', ko: '팬미팅' } },
  ticketing: { kind: 'thing', match: ['tickets', 'ticketing', 'săn vé', 'vé concert', '티켓팅', '티켓', '예매', '抢票', '门票'], name: { en: 'the tickets', vi: 'vụ săn vé', zh: '抢票', ko: '티켓팅' } },
  concert: { kind: 'event', match: ['concert', 'buổi diễn', 'đêm nhạc', '콘서트', '공연', '演唱会'], name: { en: 'the concert', vi: 'buổi concert', zh: '演唱会', ko: '콘서트' } },
  choreo: { kind: 'thing', match: ['choreo', 'choreography', 'dance cover', 'vũ đạo', 'nhảy cover', 'bài nhảy', '안무', '커버 댄스', '舞蹈', '编舞', '翻跳'], name: { en: 'the choreo', vi: 'bài nhảy', zh: '这支舞', ko: '안무' } },
  moving: { kind: 'event', match: ['moving house', 'moving day', 'chuyển nhà', 'dọn nhà', '이사', '搬家'], name: { en: 'the move', vi: 'vụ chuyển nhà', zh: '搬家', ko: '이사' } },
  trip_abroad: { kind: 'event', match: ['abroad', 'first time abroad', 'đi nước ngoài', 'xuất ngoại', '해외', '출국', '出国'], name: { en: 'the trip abroad', vi: 'chuyến đi nước ngoài', zh: '出国', ko: '해외 가는 거' } },
  barbecue: { kind: 'event', match: ['barbecue', 'bbq', 'đồ nướng', 'đi nướng', '바베큐', '바비큐', '烧烤', '撸串'], name: { en: 'the barbecue', vi: 'bữa nướng', zh: '烧烤', ko: '바베큐' } },
  birthday: { kind: 'event', match: ['birthday', 'sinh nhật', '생일', '생신', '生日'], name: { en: 'the birthday', vi: 'sinh nhật', zh: '生日', ko: '생일' } },
  thanksgiving: { kind: 'event', match: ['thanksgiving'], name: { en: 'Thanksgiving dinner', vi: 'bữa tối Lễ Tạ ơn', zh: '感恩节大餐', ko: '추수감사절 저녁' } },
  holiday_dinner: { kind: 'event', match: ['christmas dinner', 'mâm cỗ', 'giỗ', '명절', '추석', '설날', '차례', '年夜饭', '团圆饭'], name: { en: 'the holiday dinner', vi: 'mâm cỗ', zh: '年夜饭', ko: '명절' } },
  blind_date: { kind: 'event', match: ['blind date', 'xem mắt', 'hẹn hò giấu mặt', '소개팅', '선 봤', '相亲'], name: { en: 'the blind date', vi: 'buổi xem mắt', zh: '相亲', ko: '소개팅' } },
  layoff: { kind: 'trouble', match: ['laid off', 'layoff', 'lost my job', 'got fired', 'mất việc', 'bị sa thải', 'bị cho nghỉ việc', 'bị đuổi việc', '해고', '잘렸', '권고사직', '裁员', '被裁', '失业', '被辞退'], name: { en: 'losing your job', vi: 'chuyện mất việc', zh: '被裁员', ko: '회사 잘린 일' } },
  quitting: { kind: 'trouble', match: ['quit my job', 'quit', 'quitting', 'nghỉ việc', 'bỏ việc', 'nghỉ làm', '퇴사', '그만둘', '그만두', '辞职', '离职'], name: { en: 'quitting', vi: 'chuyện nghỉ việc', zh: '辞职', ko: '퇴사' } },
  rent: { kind: 'trouble', match: ['rent', 'landlord', 'tiền nhà', 'tiền thuê nhà', 'chủ nhà', '월세', '집주인', '전세', '房租', '房东'], name: { en: 'the rent', vi: 'tiền nhà', zh: '房租', ko: '월세' } },
  comparison: { kind: 'trouble', match: ['compares me', 'compare me', 'compared to', 'so sánh', 'đem em ra so', '비교', '比较', '拿我和', '拿我跟', '比来比去'], name: { en: 'being compared', vi: 'chuyện bị so sánh', zh: '被拿来比', ko: '비교당하는 일' } },
  forgetting: { kind: 'trouble', match: ['forgetful', 'keep forgetting', 'hay quên', 'quên đồ', 'đãng trí', '깜빡', '건망증', '忘东西', '健忘', '老忘'], name: { en: 'all this forgetting', vi: 'chuyện hay quên', zh: '老忘事', ko: '자꾸 깜빡하는 일' } },
  appetite: { kind: 'trouble', match: ['not eating', "won't eat", 'stopped eating', 'bỏ ăn', 'không chịu ăn', 'lười ăn', '밥을 안 먹', '밥을 잘 안 먹', '밥을 안 먹어', '밥을 잘 안 먹어서', '사료를 안 먹', '不吃饭', '不爱吃饭', '不吃东西'], name: { en: 'not eating', vi: 'chuyện bỏ ăn', zh: '不好好吃饭', ko: '밥 안 먹는 일' } },
  roommate: { kind: 'thing', match: ['roommate', 'flatmate', 'housemate', 'bạn cùng phòng', 'bạn ở ghép', '룸메', '룸메이트', '室友'], name: { en: 'your roommate', vi: 'bạn cùng phòng', zh: '室友', ko: '룸메이트' } },
  neighbour: { kind: 'thing', match: ['neighbor', 'neighbour', 'next door', 'nhà bên cạnh', 'hàng xóm', '이웃', '옆집', '邻居', '隔壁'], name: { en: 'the neighbours', vi: 'nhà bên cạnh', zh: '邻居', ko: '옆집' } },
  doorbell: { kind: 'thing', match: ['doorbell', 'bấm chuông', 'chuông cửa', '초인종', '门铃'], name: { en: 'the doorbell', vi: 'tiếng chuông cửa', zh: '门铃', ko: '초인종' } },
  in_laws: { kind: 'thing', match: ['in-laws', 'in laws', 'mother-in-law', 'nhà chồng', 'mẹ chồng', '시댁', '시어머니', '婆婆', '公婆'], name: { en: 'your in-laws', vi: 'nhà chồng', zh: '公婆', ko: '시댁' } },
  mercury: { kind: 'thing', match: ['mercury retrograde', 'sao thủy nghịch hành', 'thủy nghịch', '수성 역행', '水逆'], name: { en: 'Mercury retrograde', vi: 'sao Thủy nghịch hành', zh: '水逆', ko: '수성 역행' } },
  vegan: { kind: 'thing', match: ['vegan', 'vegetarian', 'ăn chay', '비건', '채식', '吃素', '素食'], name: { en: 'a vegan guest', vi: 'người ăn chay', zh: '吃素的朋友', ko: '비건 손님' } },
  book_club: { kind: 'event', match: ['book club', 'câu lạc bộ sách', 'hội đọc sách', '독서 모임', '독서모임', '读书会'], name: { en: 'the book club', vi: 'buổi câu lạc bộ sách', zh: '读书会', ko: '독서 모임' } },
  water: { kind: 'thing', match: ['fell in the water', 'fell into the water', 'fell in the lake', 'rơi xuống nước', 'ngã xuống hồ', '물에 빠', '掉进水里', '掉水里', '落水', '掉进湖里'], name: { en: 'the swim', vi: 'cú ngã xuống nước', zh: '掉进水里', ko: '물에 빠진 일' } },
  exam: { kind: 'event', match: ['exam', 'final exam', 'kỳ thi', 'bài thi', 'thi cử', '시험', '考试', '期末考'], name: { en: 'the exam', vi: 'kỳ thi', zh: '考试', ko: '시험' } },
};

/** Registers of the grounded lines. */
export type GroundedRegister = 'en' | 'vi' | 'zh' | 'koPolite' | 'koHage' | 'koPlain';

/** The lines of one register. Slots: {subject}, {name}, {w} (the day said back, spaced for the register); flags: when, name, subject. */
export interface GroundedLines {
  /** Saying what was understood, by the visitor's stance. */
  worry: readonly string[];
  upset: readonly string[];
  glad: readonly string[];
  plain: readonly string[];
  /** Answers by the kind of sentence. */
  help: readonly string[];
  helpFar: readonly string[];
  cheer: readonly string[];
  show: readonly string[];
  yesno: readonly string[];
  why: readonly string[];
  /** One specific question back. */
  askName: readonly string[];
  askWorry: readonly string[];
  askEvent: readonly string[];
  /** About an event already over. */
  askPast: readonly string[];
  askTrouble: readonly string[];
  askThing: readonly string[];
  /** One word for a part of a message another answer left out (a layoff told beside an invitation). */
  alsoTrouble: readonly string[];
  alsoEvent: readonly string[];
  /** Asked whether to take a heavy step (quit, move out): not decided while it still stings. */
  decide: readonly string[];
}

/** Grounded lines per register. */
export const groundedLines: Readonly<Record<GroundedRegister, GroundedLines>> = {
  en: {
    worry: ['{?subject}{subject:cap}{w}? [Of course you are nervous|No wonder it is on your mind]; it shows you care about it.', '{!subject}[That sounds like a lot to carry|I can hear how much this is on your mind], and it makes sense that you are worried.'],
    upset: ['{?name}{name} did that? [I would be annoyed too|No wonder you are upset].', '{!name}{?subject}[Ugh, {subject}.|Oh no, {subject}.] [No wonder you are upset|That would get to anyone].', '{!name}{!subject}[That would get to anyone|No wonder you are upset]; you are not overreacting.'],
    glad: ['{?subject}{subject:cap}! [That is big news|I love that].', '{!subject}[That is big news|I love hearing that]!'],
    plain: ['{?subject}{!name}[So this is about {subject}.|{subject:cap}, got it.]', '{?name}{!subject}[So this is about {name}.|{name}, got it.]', '{?name}{?subject}[{name} and {subject}: got it.|So, {name} and {subject}.]', '{!subject}{!name}[Okay, I am with you.|Got it.]'],
    help: ['[Of course I will help{w}.|Count me in{w}.] [Tell me the time and I will be there.|Just say when.]'],
    helpFar: ['[I wish I could be there in person, but I am with you{w}.|I cannot be there in person, but I am cheering for you{w}.]'],
    cheer: ['{?subject}[You have prepared more than you think for {subject}. I am cheering for you!|{subject:cap}: you can do this. Take one slow breath before you start.]', '{!subject}[You can do this. I am cheering for you!|You have got this; take one slow breath and start.]'],
    show: ['[Yes, show me! I want to see it.|Of course I want to see! Send it over.]'],
    yesno: ['[I cannot give you an honest yes or no yet.|Honest answer: it depends on one thing.]'],
    why: ['[Hmm, I do not know why! My guess is it is just how it is made.|Ooh, I wonder that too!]'],
    askName: ['What did {name} say about it?', 'How are things with {name} now?'],
    askWorry: ['{?subject}What part of {subject} worries you most?', '{!subject}What is the part that worries you most?'],
    askEvent: ['{!when}When is {subject}?', '{?when}What do you want {subject} to feel like?', 'How are you getting ready for {subject}?'],
    askPast: ['How did the rest of {subject} go?', 'What was the worst moment of {subject}?'],
    askTrouble: ['What would make {subject} a little easier right now?', 'What has been the hardest part of {subject}?'],
    askThing: ['Tell me more about {subject}: what happened?', 'What do you want to do about {subject}?'],
    alsoTrouble: ['And {subject}: I heard that part too. We will talk about it properly.'],
    alsoEvent: ['{subject:cap}{w}? I am in.'],
    decide: ['[As for {subject}: do not decide tonight while it still stings; give it a week, then decide with a clear head.|{subject:cap}? Not while it still stings. Give it a week and decide with a clear head.]'],
  },
  vi: {
    worry: ['{?subject}{subject:cap}{w} hả? [Lo là đúng rồi|Hồi hộp là chuyện bình thường], vì bạn để tâm đến nó.', '{!subject}[Nghe nặng lòng thật|Mình hiểu chuyện này làm bạn lo lắm], lo lắng là dễ hiểu.'],
    upset: ['{?name}{name} làm vậy á? [Là mình cũng bực|Bực là phải rồi].', '{!name}{?subject}[Trời, {subject}.|Ôi, {subject}.] [Buồn là phải rồi|Ai gặp cũng khó chịu].', '{!name}{!subject}[Ai gặp cũng khó chịu|Buồn là phải rồi]; bạn không làm quá đâu.'],
    glad: ['{?subject}{subject:cap}! [Tin vui quá|Nghe mà mừng].', '{!subject}[Tin vui quá|Nghe mà mừng]!'],
    plain: ['{?subject}{!name}[Vậy là chuyện {subject}.|{subject:cap}, mình hiểu rồi.]', '{?name}{!subject}[Vậy là chuyện của {name}.|{name}, mình hiểu rồi.]', '{?name}{?subject}[Vậy là chuyện {subject} của {name}.|{name} với {subject}, mình hiểu rồi.]', '{!subject}{!name}[Ừ, mình đang nghe đây.|Mình hiểu rồi.]'],
    help: ['[Được chứ, mình phụ một tay{w}.|Có mình{w}.] [Nói giờ là mình tới.|Cứ hẹn giờ đi.]'],
    helpFar: ['[Tiếc là mình không tới tận nơi được, nhưng mình luôn ở phía bạn{w}.|Mình không ở đó được, nhưng mình cổ vũ bạn{w}.]'],
    cheer: ['{?subject}[Bạn đã chuẩn bị cho {subject} nhiều hơn bạn nghĩ. Cố lên nhé!|{subject:cap}: bạn làm được mà. Hít một hơi thật chậm rồi bắt đầu.]', '{!subject}[Bạn làm được mà. Cố lên nhé!|Hít một hơi thật chậm rồi bắt đầu. Cố lên!]'],
    show: ['[Có chứ, cho mình xem với!|Muốn xem chứ! Gửi qua đây nhé.]'],
    yesno: ['[Mình chưa thể trả lời có hay không cho thật lòng được.|Nói thật: còn tùy vào một điều.]'],
    why: ['[Ừm, con không biết tại sao! Chắc tại nó sinh ra đã vậy.|Ồ, con cũng thắc mắc y vậy!]'],
    askName: ['{name} nói gì về chuyện đó?', 'Giờ bạn với {name} thế nào rồi?'],
    askWorry: ['{?subject}Phần nào của {subject} làm bạn lo nhất?', '{!subject}Điều gì làm bạn lo nhất?'],
    askEvent: ['{!when}{subject:cap} là khi nào?', 'Bạn đang chuẩn bị cho {subject} thế nào rồi?'],
    askPast: ['Phần còn lại của {subject} thế nào?', 'Lúc nào ở {subject} là tệ nhất?'],
    askTrouble: ['Điều gì sẽ làm {subject} nhẹ đi một chút lúc này?', 'Phần khó nhất của {subject} là gì?'],
    askThing: ['Kể thêm về {subject} đi: chuyện gì đã xảy ra?', 'Bạn muốn làm gì với {subject}?'],
    alsoTrouble: ['Còn {subject} nữa: mình nghe rồi, mình sẽ nói chuyện đó cho đàng hoàng.'],
    alsoEvent: ['{subject:cap}{w} hả? Có mình.'],
    decide: ['[Còn {subject}: đừng quyết định khi còn đang nóng; để một tuần cho nguôi rồi hẵng quyết định.|{subject:cap} hả? Đừng quyết định lúc đang buồn; đợi một tuần rồi tính cho tỉnh táo.]'],
  },
  zh: {
    worry: ['{?subject}{w}{subject}？[紧张很正常|会担心一点都不奇怪]，说明你在乎。', '{!subject}[听起来压力不小|我听得出你很放不下]，担心是正常的。'],
    upset: ['{?name}{name}这样做？[换我也会不高兴|难怪你生气]。', '{!name}{?subject}[唉，{subject}。|哎呀，{subject}。][难怪你难受|谁遇到都会难受]。', '{!name}{!subject}[谁遇到都会难受|难怪你难受]，你没有小题大做。'],
    glad: ['{?subject}{subject}！[这可是大消息|太好了]。', '{!subject}[这可是大消息|太好了]！'],
    plain: ['{?subject}{!name}[所以是{subject}的事。|{subject}，我明白了。]', '{?name}{!subject}[所以是{name}的事。|{name}，我明白了。]', '{?name}{?subject}[{name}{subject}？我明白了。|原来是{name}{subject}了。]', '{!subject}{!name}[嗯，我在听。|我明白了。]'],
    help: ['[当然帮，{w}我来。|{w}算我一个。][你说几点，我就到。|定个时间就行。]'],
    helpFar: ['[可惜我不能到场，但{w}我一直站在你这边。|我去不了现场，但{w}我给你加油。]'],
    cheer: ['{?subject}[为{subject}你准备的比你以为的多。加油！|{subject}，你可以的。开始前慢慢吸一口气。]', '{!subject}[你可以的，加油！|开始前慢慢吸一口气，你可以的。]'],
    show: ['[要看要看！快给我看。|当然想看！发过来吧。]'],
    yesno: ['[现在我还没法老实地说是或不是。|说实话：要看一件事。]'],
    why: ['[嗯……我也不知道为什么！可能它天生就是这样吧。|哇，我也想知道！]'],
    askName: ['{name}后来怎么说？', '你和{name}现在怎么样了？'],
    askWorry: ['{?subject}{subject}里最让你担心的是哪一点？', '{!subject}最让你担心的是哪一点？'],
    askEvent: ['{!when}{subject}是哪天？', '{subject}你准备得怎么样了？'],
    askPast: ['{subject}后来怎么样了？', '{subject}里最难熬的是哪一刻？'],
    askTrouble: ['现在有什么能让{subject}这件事轻一点？', '{subject}这件事里，最难受的是哪部分？'],
    askThing: ['再多说说{subject}吧：发生了什么？', '{subject}这件事，你想怎么处理？'],
    alsoTrouble: ['还有{subject}的事，我听到了，见面好好聊。'],
    alsoEvent: ['{w}{subject}？我去。'],
    decide: ['[至于{subject}：别在还难受的时候做决定，给自己一周，冷静下来再定。|{subject}？先别在气头上决定，过一周头脑清楚了再说。]'],
  },
  koPolite: {
    worry: ['{?subject}{w}{subject:이라}니 [긴장되는 게 당연해요|걱정되는 게 당연해요]. 그만큼 마음을 쓰고 있다는 거예요.', '{!subject}[마음이 많이 무거우셨겠어요|많이 신경 쓰이셨겠어요]. 걱정되는 게 당연해요.'],
    upset: ['{?name}{name:이} 그랬어요? [저라도 속상했을 거예요|속상한 게 당연해요].', '{!name}{?subject}[아이고, {subject:이라}니.|{subject:이라}니, 속상하셨겠어요.] [누구라도 그럴 거예요|화날 만해요].', '{!name}{!subject}[누구라도 속상했을 거예요|화날 만해요]. 과민한 거 아니에요.'],
    glad: ['{?subject}{subject:이라}니! [정말 좋은 소식이에요|너무 잘됐어요].', '{!subject}[정말 좋은 소식이에요|너무 잘됐어요]!'],
    plain: ['{?subject}{!name}[{subject} 얘기군요.|{subject:이라}고요? 알겠어요.]', '{?name}{!subject}[{name} 얘기군요.|{name:이라}고요? 알겠어요.]', '{?name}{?subject}[{name}, 그리고 {subject}. 알겠어요.|{name} 얘기, {subject} 얘기군요.]', '{!subject}{!name}[네, 듣고 있어요.|알겠어요.]'],
    help: ['[{w}당연히 도와드릴게요.|{w}저도 갈게요.] [시간만 알려 주세요.|몇 시인지만 말해 주세요.]'],
    helpFar: ['[직접 가지는 못해도 {w}마음으로 함께할게요.|제가 그 자리에 갈 순 없지만 {w}응원할게요.]'],
    cheer: ['{?subject}[{subject} 준비, 생각보다 훨씬 많이 했어요. 응원할게요!|{subject}, 잘할 수 있어요. 시작 전에 숨 한 번 천천히 쉬어요.]', '{!subject}[잘할 수 있어요. 응원할게요!|시작 전에 숨 한 번 천천히 쉬어요. 잘할 거예요.]'],
    show: ['[당연히 보고 싶죠! 보여 주세요.|보여 주세요! 너무 궁금해요.]'],
    yesno: ['[지금은 솔직하게 예, 아니오로 말하기 어려워요.|솔직히 말하면, 한 가지에 달려 있어요.]'],
    why: ['[음, 저도 왜 그런지 몰라요! 원래 그렇게 생긴 걸까요?|오, 저도 그게 궁금해요!]'],
    askName: ['{name:은} 뭐라고 했어요?', '지금 {name:이랑} 사이는 어때요?'],
    askWorry: ['{?subject}{subject}에서 제일 걱정되는 게 뭐예요?', '{!subject}제일 걱정되는 게 뭐예요?'],
    askEvent: ['{!when}{subject:은} 언제예요?', '{subject} 준비는 어떻게 하고 있어요?'],
    askPast: ['{subject}, 그다음엔 어떻게 됐어요?', '{subject}에서 제일 힘들었던 순간이 언제예요?'],
    askTrouble: ['지금 {subject} 일이 조금이라도 가벼워지려면 뭐가 필요할까요?', '{subject} 일에서 제일 힘든 부분이 뭐예요?'],
    askThing: ['{subject} 얘기 조금만 더 해 주세요. 무슨 일이 있었어요?', '{subject} 일은 어떻게 하고 싶어요?'],
    alsoTrouble: ['그리고 {subject}, 그 얘기도 들었어요. 제대로 얘기해요.'],
    alsoEvent: ['{w}{subject:이라}고요? 저도 갈게요.'],
    decide: ['[{subject:은} 아직 속상할 때 정하지 마세요. 일주일만 두고, 머리가 맑을 때 결정해요.|{subject} 결정은 마음이 가라앉은 다음에 해요. 일주일이면 충분해요.]'],
  },
  koHage: {
    worry: ['{?subject}{w}{subject:이라} [긴장되는 게 당연하네|마음이 쓰이는 게 당연하네]. 그만큼 아낀다는 뜻이지.', '{!subject}[마음이 무거웠겠군|신경이 많이 쓰였겠군]. 걱정은 당연하네.'],
    upset: ['{?name}{name:이} 그랬다고? [화날 만하군|속상할 만하네].', '{!name}{?subject}[{subject:이라}… 속상했겠군.|{subject:이라}니, 화날 만하네.]', '{!name}{!subject}[누구라도 속상할 일이네|화날 만하군]. 과한 반응이 아니야.'],
    glad: ['{?subject}{subject:이라}니! [좋은 소식이군|반가운 일이네].', '{!subject}[좋은 소식이군|반가운 일이네]!'],
    plain: ['{?subject}{!name}[{subject} 이야기로군.|{subject:이라}, 알겠네.]', '{?name}{!subject}[{name} 이야기로군.|{name:이라}, 알겠네.]', '{?name}{?subject}[{name}, 그리고 {subject}. 알겠네.|{name:과} {subject} 이야기로군.]', '{!subject}{!name}[그래, 듣고 있네.|알겠네.]'],
    help: ['[{w}물론 돕지.|{w}나도 가지.] [시간만 알려 주게.|몇 시인지 말해 주게.]'],
    helpFar: ['[직접 가지는 못해도 {w}자네 편이네.|그 자리엔 못 가도 {w}응원하지.]'],
    cheer: ['{?subject}[{subject} 준비는 자네 생각보다 많이 했네. 할 수 있어.|{subject}, 해낼 걸세. 시작 전에 숨을 천천히 한 번 쉬게.]', '{!subject}[해낼 걸세. 응원하지.|시작 전에 숨을 천천히 한 번 쉬게. 할 수 있어.]'],
    show: ['[물론 보고 싶네! 보여 주게.|어서 보여 주게.]'],
    yesno: ['[지금은 예, 아니오로 솔직히 답하기 어렵네.|솔직히 말하면, 한 가지에 달렸네.]'],
    why: ['[글쎄, 나도 왜인지는 모르겠군.|흥미로운 질문이군.]'],
    askName: ['{name:은} 뭐라고 하던가?', '지금 {name:과} 사이는 어떤가?'],
    askWorry: ['{?subject}{subject}에서 가장 걱정되는 게 무엇인가?', '{!subject}가장 걱정되는 게 무엇인가?'],
    askEvent: ['{!when}{subject:은} 언제인가?', '{subject} 준비는 어떻게 하고 있나?'],
    askPast: ['{subject}, 그다음은 어떻게 되었나?', '{subject}에서 가장 곤란했던 순간은 언제였나?'],
    askTrouble: ['지금 {subject} 일이 조금 가벼워지려면 무엇이 필요하겠나?', '{subject} 일에서 가장 힘든 게 무엇인가?'],
    askThing: ['{subject} 이야기를 조금 더 들려주게. 무슨 일이 있었나?', '{subject} 일은 어떻게 하고 싶나?'],
    alsoTrouble: ['그리고 {subject}, 그 이야기도 들었네. 제대로 이야기하세.'],
    alsoEvent: ['{w}{subject:이라}? 나도 가지.'],
    decide: ['[{subject:은} 아직 속이 쓰릴 때 정하지 말게. 일주일 두고, 머리가 맑을 때 결정하게.|{subject} 결정은 마음이 가라앉은 뒤에 하게.]'],
  },
  koPlain: {
    worry: ['{?subject}{w}{subject:이라}니 [긴장되는 게 당연하지|걱정되는 게 당연해]. 그만큼 신경 쓴다는 거야.', '{!subject}[마음 많이 무거웠겠다|신경 많이 쓰였겠다]. 걱정되는 게 당연해.'],
    upset: ['{?name}{name:이} 그랬어? [나라도 열받았겠다|속상할 만하다].', '{!name}{?subject}[아이고, {subject:이라}니.|{subject:이라}니, 속상했겠다.] [누구라도 그럴걸|화날 만해].', '{!name}{!subject}[누구라도 속상했을 거야|화날 만해]. 오버하는 거 아니야.'],
    glad: ['{?subject}{subject:이라}니! [완전 좋은 소식이다|진짜 잘됐다].', '{!subject}[완전 좋은 소식이다|진짜 잘됐다]!'],
    plain: ['{?subject}{!name}[{subject} 얘기구나.|{subject:이라}, 알겠어.]', '{?name}{!subject}[{name} 얘기구나.|{name:이라}, 알겠어.]', '{?name}{?subject}[{name}, 그리고 {subject}. 알겠어.|{name} 얘기, {subject} 얘기구나.]', '{!subject}{!name}[응, 듣고 있어.|알겠어.]'],
    help: ['[당연하지, {w}도와줄게.|{w}나 갈게.] [몇 시인지만 말해.|시간만 알려 줘.]'],
    helpFar: ['[직접은 못 가도 {w}마음은 너랑 같이 있을게.|거기엔 못 가도 {w}응원할게.]'],
    cheer: ['{?subject}[{subject} 준비, 생각보다 훨씬 많이 했어. 응원할게!|{subject}, 너 잘할 거야. 시작 전에 숨 한 번 천천히 쉬어.]', '{!subject}[너 잘할 거야. 응원할게!|시작 전에 숨 한 번 천천히 쉬어. 잘할 거야.]'],
    show: ['[당연히 보고 싶지! 보여 줘.|보여 줘! 완전 궁금해.]'],
    yesno: ['[지금은 솔직히 된다 안 된다 말하기 어려워.|솔직히 말하면, 한 가지에 달렸어.]'],
    why: ['[음, 나도 왜 그런지 몰라! 원래 그렇게 생긴 걸까?|오, 나도 그거 궁금했어!]'],
    askName: ['{name:은} 뭐래?', '지금 {name:이랑} 사이는 어때?'],
    askWorry: ['{?subject}{subject}에서 제일 걱정되는 게 뭐야?', '{!subject}제일 걱정되는 게 뭐야?'],
    askEvent: ['{!when}{subject:은} 언제야?', '{subject} 준비는 어떻게 하고 있어?'],
    askPast: ['{subject}, 그다음엔 어떻게 됐어?', '{subject}에서 제일 황당했던 순간이 언제야?'],
    askTrouble: ['지금 {subject} 일이 조금이라도 가벼워지려면 뭐가 필요해?', '{subject} 일에서 제일 힘든 게 뭐야?'],
    askThing: ['{subject} 얘기 좀 더 해 줘. 무슨 일 있었어?', '{subject} 일은 어떻게 하고 싶어?'],
    alsoTrouble: ['그리고 {subject}, 그 얘기도 들었어. 만나서 제대로 얘기하자.'],
    alsoEvent: ['{w}{subject:이라}? 나 갈게.'],
    decide: ['[{subject:은} 아직 속상할 때 정하지 마. 일주일만 두고 머리 맑을 때 결정해.|{subject} 결정은 마음 가라앉고 나서 해. 일주일이면 돼.]'],
  },
};
