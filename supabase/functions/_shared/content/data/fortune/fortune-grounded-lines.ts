/**
 * Lines of the grounded fortune reading (issue 13, ninth round): the answer to a question no situation reader knows,
 * built only from what the question says — its kind of thing (a surgery, a speech, an approval waited for…), the
 * person or pet it names, its date, and what it asks (whether, when, how it will go). Slots: {subject} (the thing,
 * said back as a whole noun phrase), {who}, {date}, {window} (a time the cards give for a "when" question), {fear} /
 * {love} (a choice's reasons, in the visitor's words), {extra} (a second thing the visitor also weighs).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { GroundedKind } from './fortune-grounded-words.ts';

/** What a question asks. */
export type GroundedAsk = 'when' | 'which' | 'whether' | 'how' | 'open' | 'statement';

/** The grounded lines of one language. */
export interface GroundedLines {
  /** The answer for a thing of each kind (the stance for its ask comes first where it has one). */
  kinds: Readonly<Record<Exclude<GroundedKind, 'plain'>, readonly string[]>>;
  /** A follow-up tip per kind; `careSelf` when the care is the visitor's own (a tooth out, not a parent's surgery). */
  tips: Readonly<Record<Exclude<GroundedKind, 'plain'> | 'careSelf', readonly string[]>>;
  /** The answer when the thing has no known kind, per ask. */
  plain: Readonly<Record<GroundedAsk, readonly string[]>>;
  /** A "when" answer ({window}). */
  when: readonly string[];
  /** A missing pet: the answer and the tip. */
  lostPet: readonly string[];
  /** A line for the person the visitor named ({who}). */
  who: readonly string[];
  /** A tip for the person the visitor disagrees or argues with ({who}). */
  whoTalk: readonly string[];
  /** A line for the date the visitor named ({date}). */
  date: readonly string[];
  /** A choice weighed with the visitor's own reasons ({fear}, {love}). */
  prefs: readonly string[];
  /** A thing weighed against a person named after a "but" ({subject} on one side, {who} on the other). */
  weigh: readonly string[];
  /** A second thing the visitor also weighs ({extra}). */
  extra: readonly string[];
  /** A short line that takes up a thing the reading left out ({subject}), per kind. */
  mention: Readonly<Record<GroundedKind, readonly string[]>>;
  /** One specific question back, when the reading could not tell what outcome is asked about. */
  askBack: readonly string[];
}

const en: GroundedLines = {
  kinds: {
    gather: ['For {subject}, the card is the Three of Cups: people gathered and glad. What makes such a day is not a perfect plan but hosts who get to enjoy it.'],
    care: [
      'The cards don’t overrule doctors, and I won’t pretend they do; what they show around {subject} is a steady hand and a calm room.',
      'I read this one gently. Around {subject} the card is Temperance: patience, skilled hands, and a recovery that goes step by step.',
    ],
    stage: [
      'For {subject}, the card is the Sun: the room will be warmer than your nerves say.',
      'The card for {subject} came up upright: people will be on your side before you say a word.',
    ],
    wait: ['As for {subject}: sooner than it feels.', 'On {subject}, the timing card is the Eight of Wands: things are moving, even if you can’t see it yet.'],
    home: ['For {subject}, the cards favour order over speed: one step, one date, one person to confirm it with.', 'The card for {subject} is the Four of Pentacles: steady ground, as long as every step is written down.'],
    venture: ['For {subject}, the card is the Ace of Pentacles: a good seed, if you test it small first.', 'The card for {subject} is upright and patient: it can grow, but the first year is for learning, not profit.'],
    errand: ['For {subject}, the card is the Eight of Pentacles: slow but sure; it gets done, even if not quickly.'],
    deal: ['{subject:cap} is a promise made with money. The cards are for helping, as long as the promise is clear to both of you.', 'The cards see goodwill around {subject}, and they also see that goodwill lasts longer when it is written down.'],
  },
  tips: {
    gather: ['Hand two jobs to other people now, keep one hour free on the day, and let one small thing be imperfect.'],
    careSelf: ['Afterwards, rest: soft food and cool drinks for the day, and let someone else carry the heavy things.'],
    care: ['Worry shrinks when it has a job: write down the two questions you want to ask, keep your phone charged, and eat something yourself.', 'Be close, ask when you can visit, and let the people whose job this is do it well; rest counts as help too.'],
    stage: ['Write down your first line and your last line; the middle will come when you see their faces.', 'Practise it out loud twice, not ten times, and keep one glass of water within reach.'],
    wait: ['If nothing has moved by then, one short, polite nudge does more than another hour of waiting.', 'Meanwhile do one small thing you control; the wait feels shorter with your hands busy.'],
    home: ['Put the numbers and the dates in writing before anything is signed or paid.', 'Ask for the terms in a message, not on the phone, so nobody has to remember them later.'],
    venture: ['Run it on paper for a trial month, rent and all, before you sign anything.', 'Talk to two people who run the same kind of thing; their worst month tells you more than their best.'],
    errand: ['One thing to watch: bring every paper the office asks for, plus a copy (ID, photos, the form filled in at home); a missing sheet costs more time than the queue.'],
    deal: ['Agree in writing what happens if a payment is missed, so money never has to come between you.', 'Say your limit out loud once, kindly; a clear limit protects the relationship.'],
  },
  plain: {
    when: ['As for {subject}: sooner than it feels.'],
    which: ['Both sides of {subject} have a card; the brighter one is the side you already lean toward.'],
    whether: ['For {subject}, the cards lean to yes, at a steady pace rather than all at once.', 'The card for {subject} is upright: a cautious yes.'],
    how: ['For {subject}, the card is steady: it goes better than the worry says, one step at a time.', '{subject:cap} goes more smoothly than you fear; the hard part is the start, not the end.'],
    open: ['I looked at {subject} from every side; the card that came up asks for one clear step, not a leap.'],
    statement: ['I hear you about {subject}; the card that came up here is a calm one.'],
  },
  when: ['The timing card says: {window}.', 'I see it coming {window}.'],
  lostPet: [
    'I read this one gently: the card of return came up upright for {subject}. Pets who wander usually stay within a few streets.',
    'For {subject}, the card is the Star: a way home is open. Look at dusk and early in the morning, when it is quiet; leave something that smells of home by the door, and ask the neighbours to check sheds and garages.',
  ],
  who: ['And {who}: the card beside them is a kind one; a little of your time given there comes back double.'],
  whoTalk: ['The key is {who}: one calm, honest talk about the one point you disagree on does more than any card.', 'Sit down with {who} before it starts and settle the one point you disagree on; what is said plainly now saves a scene later.'],
  date: ['Mark {date}: keep the day before light, and the day itself will run better.', 'The cards like {date}; treat it as the day things settle, not the day they start.'],
  prefs: ['You are afraid of {fear} but love {love}: if the love weighs more, choose the place that gives you {love} and simply pack against {fear}; if not, choose comfort.'],
  weigh: ['On one side {subject}, on the other {who}. The cards don’t choose between work and the people you love; they ask for one concrete answer: what {subject} needs from you, and what {who} needs from you in the same weeks. Where those fit, say yes; where they clash, ask for a change before you say no.'],
  extra: ['And {extra}, which you are also weighing: decide it on its own, after the first choice is settled, and have someone who knows look at it before any money changes hands.'],
  mention: {
    gather: ['And {subject}: hand out two jobs and enjoy it.'],
    care: ['And {subject}: the card there is calm and steady.'],
    stage: ['And {subject}: the card for it is bright; prepare the first minute and the rest follows.'],
    wait: ['And {subject}: it comes, a little later than you want, but it comes.'],
    home: ['And {subject}: take it one written step at a time.'],
    venture: ['And {subject}: start it small and let it prove itself.'],
    errand: ['And {subject}: slow but sure; bring every paper.'],
    deal: ['And {subject}: help, with the terms written down.'],
    plain: ['And {subject}: the card there is a calm one.'],
  },
  askBack: ['Tell me one thing more: what outcome would make you glad? Then I can read it closer.'],
};

const vi: GroundedLines = {
  kinds: {
    gather: ['Với {subject}, lá bài là Ba Cốc: mọi người quây quần và vui vẻ. Điều làm nên một ngày như thế không phải kế hoạch hoàn hảo, mà là người tổ chức cũng được vui.'],
    care: [
      'Bài không thay được lời bác sĩ, mình không giả vờ như vậy; nhưng quanh {subject} mình thấy một đôi tay vững và một căn phòng bình tĩnh.',
      'Mình đọc quẻ này thật nhẹ nhàng. Quanh {subject} là lá Tiết Độ: kiên nhẫn, tay nghề tốt và sự hồi phục đi từng bước.',
    ],
    stage: ['Với {subject}, lá bài là Mặt Trời: mọi người sẽ ấm áp hơn nỗi hồi hộp của bạn nghĩ.', 'Lá cho {subject} lật lên xuôi chiều: người ta đứng về phía bạn ngay cả trước khi bạn mở lời.'],
    wait: ['Về {subject}: sẽ sớm hơn bạn tưởng.', 'Với {subject}, lá thời điểm là Tám Gậy: mọi thứ đang chuyển động, dù bạn chưa thấy.'],
    home: ['Với {subject}, quẻ ưu tiên sự rõ ràng hơn tốc độ: từng bước, có ngày cụ thể, có người xác nhận.', 'Lá cho {subject} là Bốn Tiền: nền vững, miễn mọi bước đều được ghi lại.'],
    venture: ['Với {subject}, lá bài là Át Tiền: một hạt giống tốt, nếu bạn thử nhỏ trước.', 'Lá cho {subject} xuôi chiều và kiên nhẫn: có thể lớn lên, nhưng năm đầu là năm học việc, chưa phải năm lời.'],
    errand: ['Với {subject}, lá bài là Tám Tiền: chậm mà chắc; việc sẽ xong, dù không nhanh.'],
    deal: ['{subject:cap} là một lời hứa bằng tiền. Quẻ ủng hộ bạn giúp, miễn là lời hứa rõ ràng với cả hai bên.', 'Quẻ thấy thiện ý quanh {subject}, và thiện ý bền hơn khi được ghi ra giấy.'],
  },
  tips: {
    gather: ['Giao bớt hai việc cho người khác ngay từ bây giờ, chừa một tiếng rảnh trong ngày đó, và cho phép một chuyện nhỏ không hoàn hảo.'],
    careSelf: ['Xong rồi thì nghỉ ngơi: ăn đồ mềm, uống đồ mát trong ngày, việc nặng để người khác lo.'],
    care: ['Nỗi lo nhỏ đi khi có việc để làm: ghi sẵn hai câu muốn hỏi, sạc đầy điện thoại, và nhớ ăn uống cho mình.', 'Ở gần, hỏi giờ được vào thăm, và để người có chuyên môn làm tốt việc của họ; nghỉ ngơi cũng là giúp.'],
    stage: ['Viết sẵn câu mở đầu và câu kết; phần giữa sẽ tự đến khi bạn nhìn thấy mọi người.', 'Tập nói thành tiếng hai lần thôi, đừng mười lần, và để sẵn một cốc nước.'],
    wait: ['Nếu tới lúc đó vẫn chưa có gì, một lời nhắc ngắn, lịch sự có ích hơn cả tiếng đồng hồ ngồi chờ.', 'Trong lúc chờ, làm một việc nhỏ trong tầm tay; bận tay thì chờ đỡ lâu.'],
    home: ['Ghi rõ số tiền và ngày tháng ra giấy trước khi ký hay trả bất cứ thứ gì.', 'Hỏi điều khoản qua tin nhắn thay vì gọi điện, để sau này không ai phải nhớ.'],
    venture: ['Chạy thử trên giấy một tháng, tính cả tiền mặt bằng, trước khi ký gì.', 'Hỏi hai người đang làm đúng việc đó; tháng tệ nhất của họ dạy bạn nhiều hơn tháng tốt nhất.'],
    errand: ['Điều cần để ý: mang đủ giấy tờ và thêm một bản photo (căn cước, ảnh, tờ khai điền sẵn ở nhà); thiếu một tờ còn mất thời gian hơn cả xếp hàng.'],
    deal: ['Thỏa thuận bằng giấy trắng mực đen nếu lỡ trễ một kỳ trả, để tiền không bao giờ chen vào giữa hai người.', 'Nói rõ giới hạn của bạn một lần, nhẹ nhàng; giới hạn rõ ràng giữ được tình cảm.'],
  },
  plain: {
    when: ['Về {subject}: sẽ sớm hơn bạn tưởng.'],
    which: ['Cả hai phía của {subject} đều có một lá bài; lá sáng hơn là phía bạn vốn đã nghiêng về.'],
    whether: ['Với {subject}, quẻ nghiêng về “có”, đi chậm mà chắc chứ không ồ ạt.', 'Lá cho {subject} lật xuôi: một chữ “có” thận trọng.'],
    how: ['Với {subject}, lá bài vững: mọi chuyện suôn sẻ hơn nỗi lo của bạn, cứ đi từng bước.', '{subject:cap} sẽ êm hơn bạn sợ; khó nhất là lúc bắt đầu chứ không phải lúc kết thúc.'],
    open: ['Mình nhìn {subject} từ mọi phía; lá bài lật lên khuyên một bước rõ ràng, không phải một cú nhảy.'],
    statement: ['Mình nghe bạn về {subject}; lá bài cho chuyện này là một lá bình yên.'],
  },
  when: ['Lá thời điểm chỉ về {window}.', 'Mình thấy nó đến {window}.'],
  lostPet: [
    'Mình đọc quẻ này thật nhẹ nhàng: lá Trở Về lật xuôi cho {subject}. Thú cưng đi lạc thường chỉ quanh quẩn vài con hẻm gần nhà.',
    'Với {subject}, lá bài là Ngôi Sao: đường về vẫn mở. Hãy tìm lúc chạng vạng và sáng sớm khi yên tĩnh, để một món có mùi quen ở cửa, và nhờ hàng xóm xem giúp gầm cầu thang, nhà kho.',
  ],
  who: ['Còn {who}: lá bài bên cạnh là một lá hiền; chút thời gian bạn dành ở đó sẽ quay lại gấp đôi.'],
  whoTalk: ['Chìa khóa là {who}: ngồi lại thống nhất trước một điều, bình tĩnh và thật lòng; điều đó có ích hơn mọi lá bài.', 'Nói chuyện với {who} trước khi bắt đầu và chốt điểm hai bên còn vướng; nói rõ bây giờ đỡ căng thẳng về sau.'],
  date: ['Đánh dấu {date} nhé: hôm trước cứ nhẹ nhàng, hôm đó sẽ trôi chảy hơn.', 'Quẻ ưa {date}; coi đó là ngày mọi chuyện lắng xuống chứ không phải ngày mới bắt đầu.'],
  prefs: ['Bạn sợ {fear} mà lại mê {love}: nếu niềm mê nặng hơn thì chọn nơi cho bạn {love} và chuẩn bị thật kỹ cho chuyện {fear}; còn không thì chọn nơi dễ chịu.'],
  weigh: ['Một bên là {subject}, một bên là {who}. Lá bài không bắt bạn chọn giữa công việc và người thương; nó chỉ hỏi một câu cụ thể: {subject} cần ở bạn những gì, và {who} cần bạn những gì trong cùng mấy tuần đó. Chỗ nào khớp thì nhận; chỗ nào vướng thì xin điều chỉnh trước khi nói không.'],
  extra: ['Còn {extra} bạn cũng đang tính: quyết riêng, sau khi chuyện thứ nhất xong, và nhờ người rành xem qua trước khi đưa tiền.'],
  mention: {
    gather: ['Còn {subject}: giao bớt hai việc rồi cứ vui thôi.'],
    care: ['Còn {subject}: lá bài ở đó bình tĩnh và vững vàng.'],
    stage: ['Còn {subject}: lá bài sáng; chuẩn bị kỹ phút đầu, phần sau sẽ theo.'],
    wait: ['Còn {subject}: sẽ tới, chậm hơn bạn muốn một chút, nhưng sẽ tới.'],
    home: ['Còn {subject}: cứ làm từng bước, có giấy tờ rõ ràng.'],
    venture: ['Còn {subject}: bắt đầu nhỏ và để nó tự chứng minh.'],
    errand: ['Còn {subject}: chậm mà chắc, nhớ mang đủ giấy tờ.'],
    deal: ['Còn {subject}: giúp được, nhưng ghi rõ điều khoản.'],
    plain: ['Còn {subject}: lá bài ở đó là một lá bình yên.'],
  },
  askBack: ['Kể mình thêm một điều: kết quả nào sẽ làm bạn vui? Rồi mình đọc kỹ hơn.'],
};

const ko: GroundedLines = {
  kinds: {
    gather: ['{subject}에는 컵 3 카드가 나왔어요. 사람들이 모여 즐거운 카드예요. 그런 날을 만드는 건 완벽한 계획이 아니라 함께 즐기는 주인공이에요.'],
    care: [
      '카드가 의사 선생님 말을 대신할 수는 없어요. 그래도 {subject} 주변에는 침착한 손과 조용한 방이 보여요.',
      '이건 조심스럽게 읽을게요. {subject} 쪽에는 절제 카드가 나왔어요. 인내, 믿을 만한 손, 한 걸음씩 가는 회복이에요.',
    ],
    stage: ['{subject}에는 태양 카드가 나왔어요. 그 자리는 긴장한 마음보다 훨씬 따뜻할 거예요.', '{subject:은} 정방향 카드예요. 말을 꺼내기도 전에 사람들이 당신 편이에요.'],
    wait: ['{subject:은} 생각보다 빨리 와요.', '{subject} 쪽 타이밍 카드는 완드 8이에요. 보이지 않아도 일은 움직이고 있어요.'],
    home: ['{subject:은} 속도보다 순서가 중요하다고 카드가 말해요. 한 단계씩, 날짜를 정하고, 확인해 줄 사람과 함께요.', '{subject}에는 펜타클 4가 나왔어요. 모든 단계를 글로 남기면 발밑이 단단해요.'],
    venture: ['{subject}에는 펜타클 에이스가 나왔어요. 작게 먼저 시험해 보면 좋은 씨앗이에요.', '{subject:은} 정방향이지만 느긋한 카드예요. 자랄 수 있지만 첫해는 배우는 해예요.'],
    errand: ['{subject}에는 펜타클 8이 나왔어요. 느리지만 확실하게, 결국 처리돼요.'],
    deal: ['{subject:은} 돈으로 하는 약속이에요. 카드는 돕는 쪽에 ‘예’를 주지만, 약속이 두 사람 모두에게 분명할 때만이에요.', '{subject} 주변에 선의가 보여요. 그리고 선의는 글로 남길 때 더 오래가요.'],
  },
  tips: {
    gather: ['지금 일 두 가지를 다른 사람에게 맡기고, 그날 한 시간은 비워 두고, 작은 것 하나는 완벽하지 않아도 괜찮다고 해 두세요.'],
    careSelf: ['끝나고 나면 푹 쉬세요. 오늘은 부드러운 음식과 시원한 음료로, 무거운 건 다른 사람에게 맡기고요.'],
    care: ['걱정은 할 일이 있으면 줄어들어요. 물어볼 것 두 가지를 적어 두고, 휴대폰을 충전해 두고, 당신도 꼭 챙겨 드세요.', '가까이 있어 주고, 면회 시간을 물어보고, 전문가가 일을 잘하게 맡겨 두세요. 쉬는 것도 돕는 거예요.'],
    stage: ['첫 문장과 마지막 문장만 적어 두세요. 가운데는 사람들 얼굴을 보면 저절로 나와요.', '소리 내서 두 번만 연습하세요. 열 번은 필요 없어요. 물 한 잔은 손 닿는 곳에 두고요.'],
    wait: ['그때까지 소식이 없으면 짧고 정중한 한마디가 한 시간 더 기다리는 것보다 나아요.', '기다리는 동안 내 손으로 할 수 있는 작은 일 하나를 하세요. 손이 바쁘면 기다림이 짧아져요.'],
    home: ['금액과 날짜는 도장 찍거나 돈을 보내기 전에 꼭 글로 남기세요.', '조건은 전화보다 문자로 물어보세요. 나중에 아무도 기억에 기대지 않아도 되게요.'],
    venture: ['계약하기 전에 월세까지 넣어서 한 달치를 종이 위에서 먼저 굴려 보세요.', '같은 일을 하는 사람 두 명에게 물어보세요. 가장 좋았던 달보다 가장 힘들었던 달 이야기가 더 도움이 돼요.'],
    errand: ['조심할 한 가지: 필요한 서류는 사본까지 챙기세요(신분증, 사진, 집에서 미리 써 간 신청서). 서류 한 장 빠지는 게 줄보다 시간을 더 잡아먹어요.'],
    deal: ['한 번이라도 밀리면 어떻게 할지 글로 정해 두세요. 그래야 돈이 두 사람 사이에 끼어들지 않아요.', '내가 감당할 수 있는 선을 한 번, 부드럽게 말해 두세요. 분명한 선이 관계를 지켜요.'],
  },
  plain: {
    when: ['{subject:은} 생각보다 빨리 와요.'],
    which: ['{subject}의 두 갈래 모두 카드가 있어요. 더 밝은 쪽은 이미 마음이 기운 쪽이에요.'],
    whether: ['{subject:은} ‘예’ 쪽으로 기울어요. 한꺼번에가 아니라 차근차근요.', '{subject} 쪽에는 정방향 카드가 나왔어요. 조심스러운 ‘예’예요.'],
    how: ['{subject:은} 걱정보다 순조로워요. 한 걸음씩 가면 돼요.', '{subject:은} 두려운 것보다 부드럽게 흘러가요. 어려운 건 끝이 아니라 시작이에요.'],
    open: ['{subject:을} 여러 방향에서 봤어요. 나온 카드는 큰 도약보다 분명한 한 걸음을 권해요.'],
    statement: ['{subject} 이야기, 잘 들었어요. 이 일에 나온 카드는 잔잔한 카드예요.'],
  },
  when: ['타이밍 카드는 {window:을} 가리켜요.', '{window} 즈음으로 보여요.'],
  lostPet: [
    '조심스럽게 읽을게요. {subject} 쪽에 돌아옴의 카드가 정방향으로 나왔어요. 집을 나간 아이들은 대개 몇 골목 안에 있어요.',
    '{subject}에는 별 카드가 나왔어요. 돌아오는 길은 열려 있어요. 조용한 해 질 녘과 새벽에 찾아보고, 익숙한 냄새가 나는 물건을 문 앞에 두고, 이웃에게 창고나 계단 밑을 봐 달라고 부탁하세요.',
  ],
  who: ['그리고 {who}, 그 곁의 카드는 다정한 카드예요. 거기 쓴 시간은 두 배로 돌아와요.'],
  whoTalk: ['열쇠는 {who:이에요}. 미리 차분하고 솔직하게 한 가지만 합의해 두면 어떤 카드보다 나아요.', '시작 전에 {who:과} 앉아서 의견이 갈리는 한 가지를 정리하세요. 지금 분명히 하면 나중에 부딪힐 일이 줄어요.'],
  date: ['{date:을} 표시해 두세요. 전날을 가볍게 보내면 그날이 더 잘 풀려요.', '카드는 {date:을} 좋아해요. 일이 시작되는 날이 아니라 자리 잡는 날로 생각하세요.'],
  prefs: ['{fear:은} 싫지만 {love:은} 좋다면, 좋아하는 마음이 더 클 때는 {love:을} 할 수 있는 곳을 고르고 {fear}에 대비만 단단히 하세요. 아니라면 편한 곳이 답이에요.'],
  weigh: ['한쪽에는 {subject}, 다른 쪽에는 {who}. 카드는 일과 사랑하는 사람 중 하나를 고르라고 하지 않아요. 구체적인 질문 하나만 던져요. {subject:이} 당신에게 무엇을 요구하는지, 같은 몇 주 동안 {who:이} 무엇을 필요로 하는지요. 맞물리면 받아들이고, 부딪히면 거절하기 전에 조정부터 요청하세요.'],
  extra: ['그리고 같이 고민 중인 {extra:은} 첫 번째 일을 정한 뒤에 따로 정하세요. 돈이 오가기 전에 잘 아는 사람에게 한 번 보여 주고요.'],
  mention: {
    gather: ['그리고 {subject}, 일 두 가지는 나눠 맡기고 즐기세요.'],
    care: ['그리고 {subject}, 그쪽 카드는 차분하고 안정적이에요.'],
    stage: ['그리고 {subject}, 그 카드는 밝아요. 첫 1분만 준비하면 나머지는 따라와요.'],
    wait: ['그리고 {subject}, 원하는 것보다 조금 늦어도 꼭 와요.'],
    home: ['그리고 {subject}, 글로 남기면서 한 단계씩 가세요.'],
    venture: ['그리고 {subject}, 작게 시작해서 스스로 증명하게 두세요.'],
    errand: ['그리고 {subject}, 느리지만 확실해요. 서류만 빠짐없이 챙기세요.'],
    deal: ['그리고 {subject}, 돕되 조건은 글로 남기세요.'],
    plain: ['그리고 {subject}, 그쪽 카드는 잔잔해요.'],
  },
  askBack: ['하나만 더 알려 주세요. 어떤 결과면 기쁠 것 같아요? 그럼 더 가까이 읽어 볼게요.'],
};

const zh: GroundedLines = {
  kinds: {
    gather: ['{subject}抽到的是圣杯三：大家聚在一起，热热闹闹。让这一天好的不是完美的计划，而是能一起享受的主人。'],
    care: ['牌代替不了医生的话，我也不装作可以；但{subject}这件事，我看到的是一双稳当的手和一个安静的房间。', '这一卦我读得很轻。{subject}这边出的是节制牌：耐心、可靠的手，还有一步一步来的恢复。'],
    stage: ['{subject}抽到的是太阳牌：那天的气氛会比你的紧张温暖得多。', '{subject}这张牌是正位：你还没开口，大家就已经站在你这边了。'],
    wait: ['说到{subject}：会比你感觉的来得快。', '{subject}的时机牌是权杖八：事情在动，只是你还看不见。'],
    home: ['{subject}这件事，牌面看重顺序胜过速度：一步一步，定好日期，找一个能确认的人。', '{subject}抽到的是钱币四：只要每一步都落在纸上，脚下就很稳。'],
    venture: ['{subject}抽到的是钱币王牌：是一颗好种子，前提是先小规模试一试。', '{subject}这张牌是正位，但很有耐心：它能长大，只是第一年是学习的一年，不是赚钱的一年。'],
    errand: ['{subject}抽到的是钱币八：慢，但稳，能办下来，只是不会太快。'],
    deal: ['{subject}是用钱许下的承诺。牌面支持你帮忙，前提是这个承诺对双方都清清楚楚。', '{subject}周围有善意，而善意写在纸上会更长久。'],
  },
  tips: {
    gather: ['现在就把两件事交给别人，当天给自己留一个小时空闲，允许一件小事不完美。'],
    careSelf: ['做完就好好休息：当天吃软的、喝凉的，重东西让别人来拿。'],
    care: ['担心有了事做就会变小：先写好想问的两个问题，手机充满电，你自己也要好好吃饭。', '陪在附近，问清楚什么时候能探望，把专业的事交给专业的人；好好休息也是帮忙。'],
    stage: ['只写好第一句和最后一句；中间的话，看到大家的脸自然就来了。', '出声练两遍就够，不用十遍；手边放一杯水。'],
    wait: ['到那时还没动静的话，发一条简短客气的消息，比再干等一个小时管用。', '等的时候做一件自己能掌控的小事；手上有事，等待就没那么长。'],
    home: ['签字或付钱之前，把金额和日期都落在纸上。', '条件用消息问，别只打电话，以后谁都不用靠记忆。'],
    venture: ['签任何东西之前，先在纸上把一个月连房租在内跑一遍。', '找两个做同样事情的人聊聊；他们最难的那个月比最好的那个月更有参考价值。'],
    errand: ['要留意的一点：材料带齐，再多备一份复印件（身份证、照片、在家填好的表），少一张纸比排队更耽误时间。'],
    deal: ['先写清楚万一有一期没还上怎么办，别让钱夹在你们中间。', '温和地把你的底线说一次；清楚的底线才能护住感情。'],
  },
  plain: {
    when: ['说到{subject}：会比你感觉的来得快。'],
    which: ['{subject}的两边各有一张牌；更亮的那张，就是你心里已经偏向的那边。'],
    whether: ['{subject}这件事，牌面偏向“可以”，是稳稳地来，不是一下子。', '{subject}抽到正位：一个谨慎的“可以”。'],
    how: ['{subject}这张牌很稳：会比担心的顺利，一步一步来就好。', '{subject}会比你怕的顺；难的是开头，不是结尾。'],
    open: ['我从各个方向看了{subject}；翻出来的牌建议走清楚的一步，而不是一大跳。'],
    statement: ['{subject}的事我听到了；这件事抽到的是一张平静的牌。'],
  },
  when: ['时机牌指向{window}。', '我看是在{window}。'],
  lostPet: [
    '这一卦我读得很轻：{subject}抽到了正位的归来牌。走失的小家伙通常就在附近几条巷子里。',
    '{subject}抽到的是星星牌：回家的路还开着。趁傍晚和清晨安静的时候去找，在门口放一件有家里味道的东西，再请邻居帮忙看看楼梯间和车库。',
  ],
  who: ['还有{who}：旁边那张牌很温和，你在那里花的时间会加倍回来。'],
  whoTalk: ['关键在{who}：提前心平气和地先就一件事达成一致，比任何一张牌都有用。', '开始之前和{who}坐下来，把意见不合的那一点谈清楚；现在说开，之后少起冲突。'],
  date: ['记下{date}：前一天过得轻松些，那天会更顺。', '牌面喜欢{date}；把它当成事情落定的日子，而不是刚开始的日子。'],
  prefs: ['你怕{fear}，又喜欢{love}：如果喜欢更重，就选能{love}的地方，把{fear}的准备做足；不然就选舒服的那边。'],
  weigh: ['一边是{subject}，一边是{who}。牌不会逼你在工作和家人之间二选一，它只问一个具体的问题：{subject}需要你付出什么，同一段时间里{who}又需要你什么。能对上，就答应；对不上，先提出调整，再决定要不要说不。'],
  extra: ['至于你也在考虑的{extra}：等第一件事定了再单独决定，掏钱之前请懂行的人帮你看一眼。'],
  mention: {
    gather: ['还有{subject}：分出去两件事，好好享受。'],
    care: ['还有{subject}：那边的牌平静而稳当。'],
    stage: ['还有{subject}：那张牌很亮，准备好开头一分钟，后面自然跟上。'],
    wait: ['还有{subject}：会来的，比你希望的晚一点，但会来。'],
    home: ['还有{subject}：一步一步来，每一步都落在纸上。'],
    venture: ['还有{subject}：从小做起，让它自己证明。'],
    errand: ['还有{subject}：慢但稳，材料带齐就好。'],
    deal: ['还有{subject}：可以帮，但条件要写清楚。'],
    plain: ['还有{subject}：那边的牌很平静。'],
  },
  askBack: ['再告诉我一件事：什么样的结果会让你高兴？我好读得更仔细。'],
};

/** Grounded lines per language. */
export const groundedLines: Readonly<Record<ContentLanguage, GroundedLines>> = { en, vi, ko, zh };
