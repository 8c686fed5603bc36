/**
 * What a chosen adventure action finds (issue 13, third blind read): the action HAPPENS and has a concrete RESULT. A
 * choice is read into an action family (read, peek, listen, search, scan, hack, report, cross, hide, run, fight, follow,
 * open, call, wait) in the four languages, and the family's result bank says what the pages say, what the scan shows,
 * how the person told reacts, who is on the other side, what is overheard, what the camera shows. Lines name no place,
 * weather, brand or named person: only the person the choice itself named (rule A checked) or a neutral "someone".
 * The family also gives the next choices (what one does after reading, after a scan, after crossing), and tells which
 * earlier options went stale (after moving away, nothing from the old spot; after reporting, no hiding the evidence).
 */
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { nounPhraseOrNull, trimToNounPhrase } from './adventure-noun-phrase.ts';
import { withParticle } from './korean-particles.ts';
import { followLine, followOptions, followedSomeone } from './adventure-follow.ts';

/** The kind of action a choice takes. */
export type ActionFamily = 'trick' | 'trace' | 'look' | 'camera' | 'hack' | 'scan' | 'report' | 'read' | 'listen' | 'peek' | 'search' | 'cross' | 'hide' | 'run' | 'fight' | 'follow' | 'open' | 'call' | 'wait';

const viEdge = '(?<![\\p{L}\\p{M}])';
const vi = (words: string): RegExp => new RegExp(`${viEdge}(?:${words})(?![\\p{L}\\p{M}])`, 'iu');

/** Families in priority order (the more specific first), with their patterns per language. */
const familyPatterns: ReadonlyArray<readonly [ActionFamily, Readonly<Record<ContentLanguage, RegExp>>]> = [
  // A ruse (a fake map handed over, a forged badge, a pretended surrender): the other side's reaction to it is the beat.
  ['trick', { en: /\b(?:pretend(?:s|ing)?|bluff|disguise[ds]? (?:myself|yourself)|pose[ds]? as|posing as|fake|forged|swap(?:s|ped)? (?:it|the \w+) (?:for|with)|trick (?:him|her|them))\b/iu, vi: vi('giả vờ|giả làm|giả dạng|cải trang|đánh tráo|tráo|giả mạo|làm giả|bản đồ giả|lừa'), ko: /척한다|척하고|척하며|척을|위장|변장|바꿔치기|가짜|속인다|속여/u, zh: /假装|伪造|冒充|伪装|掉包|装作|假扮|骗过/u }],
  // Tracing where a signal, a call or a voice comes from (asking the ship's computer counts: it is no person).
  ['trace', { en: /\b(?:trace|triangulate|pinpoint|locate)\b|\bwhere (?:the|that|this) (?:signal|voice|call|transmission|message) (?:is )?(?:coming|comes) from\b/iu, vi: vi('truy vết|định vị|dò nguồn|dò tìm nguồn|lần ra nguồn|từ đâu phát ra|phát ra từ đâu'), ko: /추적|위치를 찾|어디서 오는지|어디에서 오는지|발신지|출처를/u, zh: /追踪|定位|追查|从哪里来|从哪儿来|从哪里发出|来源/u }],
  // Looking up at, or out towards, something the story showed (a window, a roof, the street).
  ['look', { en: /\blook(?:s)? up at\b|\bgaze up\b|\bstare up at\b/iu, vi: vi('nhìn lên|ngước lên|ngước nhìn|ngẩng lên nhìn'), ko: /올려다/u, zh: /抬头看|抬头望|仰头看|往上看/u }],
  ['camera', { en: /\b(?:cameras?|cctv|security feed|camera feed)\b/iu, vi: vi('camera|máy quay'), ko: /CCTV|감시 카메라|보안 카메라|카메라/u, zh: /监控|摄像头/u }],
  ['hack', { en: /\bhack|\b(?:access|tap into|break into) the (?:terminal|system|network|lock)\b/iu, vi: vi('hack|xâm nhập'), ko: /해킹|시스템에 접속/u, zh: /黑进|黑入|入侵/u }],
  ['scan', { en: /\bscan|\blife signs?\b|\bsensors?\b/iu, vi: vi('quét|cảm biến|dấu hiệu sự sống'), ko: /스캔|생체 신호|센서/u, zh: /扫描|生命迹象|探测/u }],
  ['report', { en: /\breport\b|\braise (?:my|your) hand\b|\btell the (?:teacher|proctor|police|guard|captain|officer|manager)\b|\bturn (?:it|them) in\b/iu, vi: vi('báo cô|báo thầy|báo cho|giơ tay báo|báo giám thị|tố cáo|nộp cho'), ko: /신고|보고한다|알린다|손을 든다/u, zh: /报告|举报|告诉老师|告诉监考|交给老师/u }],
  ['read', { en: /\b(?:read|reads|skim|leaf through|flip through)\b/iu, vi: vi('đọc|giở|lật xem|lật từng trang|lật giở|lật qua'), ko: /읽/u, zh: /读|翻看|翻阅/u }],
  ['listen', { en: /\b(?:listen|eavesdrop|overhear)\b/iu, vi: vi('nghe lén|lắng nghe|áp tai|nghe trộm'), ko: /엿듣|엿들|귀를 기울|귀를 대|몰래 듣|들어 본다/u, zh: /偷听|听听|贴着门听|竖起耳朵|仔细听|静静地听|侧耳|听一听/u }],
  ['peek', { en: /\b(?:peek|peer|look through|look out|look outside|check outside|glance through|spy)\b|\bthrough the (?:crack|gap|keyhole|peephole|lens|window)\b/iu, vi: vi('nhìn qua|nhìn trộm|nhìn ra|khe cửa|lỗ khóa|ống kính|hé cửa'), ko: /렌즈로|틈으로|구멍으로|내다본|엿본|밖을 살피|밖을 살핀|밖을 살펴|밖을 본다|밖을 내다/u, zh: /门缝|猫眼|往外看|看看外面|观察外面|偷看|窥|探头/u }],
  ['search', { en: /\b(?:search|look around|rummage|go through the)\b/iu, vi: vi('lục soát|lục|tìm kiếm|tìm quanh'), ko: /뒤진다|뒤져|수색|둘러본|샅샅이|주변을 (?:꼼꼼히 )?살핀/u, zh: /搜|翻找|找找|四处看/u }],
  ['cross', { en: /\b(?:cross|climb over|jump (?:to|across)|go over to)\b|\bbalcony\b/iu, vi: vi('trèo sang|sang nhà|leo qua|băng qua|ban công'), ko: /넘어간|건너간|건너|베란다|옥상/u, zh: /翻到|爬到|翻过|阳台/u }],
  ['run', { en: /\b(?:run|flee|escape|get away|sprint|way out)\b/iu, vi: vi('chạy|lối thoát|thoát ra|bỏ chạy'), ko: /도망|달아나|뛰어|탈출|빠져나간/u, zh: /跑|逃|甩掉|冲出|爬出|钻出|溜出/u }],
  ['hide', { en: /\b(?:hide|duck|take cover)\b/iu, vi: vi('trốn|nấp'), ko: /숨는|숨어|몸을 숨/u, zh: /躲|藏起来|退回暗处|缩进暗处/u }],
  ['fight', { en: /\b(?:fight|attack|hit|punch|shoot|strike)\b/iu, vi: vi('đánh(?!\\s+(?:giày|răng|thức|dấu|rơi|cờ|bài|máy|đàn|lửa|số|vần|trống|chuông|kẻng))|tấn công|chiến đấu|bắn'), ko: /싸운|공격|때린|맞선/u, zh: /攻击|反击|打倒|动手|战斗|拔剑|迎战|搏斗/u }],
  // 跟着曲子哼 / 跟着唱 is singing along, not following (round 14, lead: blind set M's 曲子哼 was followed like a person).
  ['follow', { en: /\b(?:follow|track|trail)\b/iu, vi: vi('đi theo|lần theo|bám theo'), ko: /따라간|쫓아간|뒤쫓/u, zh: /跟着(?![^，。]{0,6}(?:哼|唱|跳|念|拍手|打拍子))|跟踪|顺着/u }],
  ['open', { en: /\b(?:open|unlock|pry)\b/iu, vi: vi('mở(?!\\s+(?:bài|nhạc|đài|radio|ti vi|tivi|loa|máy hát|băng))'), ko: /연다|열어/u, zh: /打开|推开|撬开/u }],
  ['call', { en: /\b(?:call|radio|distress|signal|knock|comms?)\b/iu, vi: vi('gọi|liên lạc|phát tín hiệu|gõ|bộ đàm'), ko: /전화|무전|연락|노크|통신|교신|통화/u, zh: /打电话|呼叫|求救|叫醒|敲|通讯|对讲机/u }],
  ['wait', { en: /\b(?:wait|stay still|keep still)\b/iu, vi: vi('chờ|đợi|đứng yên|nằm im'), ko: /기다린|가만히/u, zh: /等着|等一等|不出声|别动/u }],
];

/** Pretending not to hear or see is keeping still, not a ruse played on someone. */
const ignoring: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bpretend(?:s|ing)? (?:not to|to be asleep|you did ?n[o']t|I did ?n[o']t|nothing)/iu,
  vi: vi('giả vờ không|giả vờ như không|giả vờ ngủ|giả vờ như chưa'),
  ko: /못 들은 척|못 본 척|모르는 척|자는 척|없는 척|아무 일도 없었던 척|아무렇지 않은 척/u,
  zh: /假装没|装作没|假装不在|装睡|假装睡|假装什么都没|装作什么都没/u,
};

/** A ruse that hands something over (a fake map, a surrender) rather than slipping past in a disguise. */
const handingOver: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:hand|give|surrender|swap|offer)/iu,
  vi: vi('đầu hàng|đưa|giao|tráo|đánh tráo|đổi'),
  ko: /항복|건넨|건네|넘긴|넘겨|바꿔치기|내민|내준/u,
  zh: /投降|交出|递|掉包|交给/u,
};

/** A ruse played over a radio, a phone or a message, not face to face. */
const remote: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:radio|walkie|phone|over the (?:line|intercom)|intercom|message)\b/iu,
  vi: vi('bộ đàm|điện thoại|qua loa|nhắn tin|tin nhắn'),
  ko: /무전|전화|인터폰|메시지|문자/u,
  zh: /对讲机|电话|无线电|广播|发消息|短信/u,
};

/** The action family of a choice, or null when none reads. */
export function actionFamily(choice: string, language: ContentLanguage): ActionFamily | null {
  for (const [family, patterns] of familyPatterns) if (patterns[language].test(choice) && !(family === 'trick' && ignoring[language].test(choice))) return family;
  return null;
}

/** Families that take the player away from where the last options were offered. */
// A ruse changes the standoff: the options offered before it (hand the map over, buy a keycard) no longer fit.
const moving: ReadonlySet<ActionFamily> = new Set(['cross', 'run', 'follow', 'trick']);

/** Whether an option offered before the action is stale after it: after moving away, all; after reporting, hiding it. */
export function staleAfter(family: ActionFamily | null, offered: string, language: ContentLanguage): boolean {
  if (!family) return false;
  if (moving.has(family)) return true;
  const other = actionFamily(offered, language);
  if (family === 'report') return other === 'hide' || /\b(?:pocket|stuff|slip)\b|nhét|giấu|숨긴|넣는다|藏|塞/iu.test(offered);
  return other === family && family !== 'call';
}

/** The person a report or a question is made to, as the choice names it (rule A checked), or null. */
function namedPerson(choice: string, language: ContentLanguage): string | null {
  if (language === 'vi') return nounPhraseOrNull(/(?:báo|nói với|hỏi)(?: cho)?\s+((?:cô|thầy|chú|anh|chị|bác|ông|bà)(?:\s+[\p{L}\p{M}]+){1,2})/iu.exec(choice)?.[1], 'vi');
  if (language === 'ko') return nounPhraseOrNull(/([가-힣]+(?:\s[가-힣]+)?)(?:에게|께|한테)\s/u.exec(choice)?.[1], 'ko');
  if (language === 'zh') return /监考老师|监考|老师|警察|保安/u.exec(choice)?.[0] ?? null;
  return nounPhraseOrNull(/\b(?:report (?:it |this |them )?to|tell)\s+(the\s+\w+)/iu.exec(choice)?.[1], 'en');
}

const techThemes: ReadonlySet<AdventureTheme> = new Set<AdventureTheme>(['space', 'cyberpunk']);

type Bank = Readonly<Record<ActionFamily, readonly string[]>>;

const englishResults: Bank = {
  trick: ['For a moment there is only static. Then the voice answers, more carefully than before: “All right. Then you already know the way. Say your name again, slowly.” It believes you, for now.', 'For a long moment nobody moves. Then it works: they take what you offer without a second look, and the tension goes out of their shoulders. Only one of them keeps watching you, as if something does not quite add up.', 'They fall for it, almost. You get through, and no one stops you, but behind you a voice says, “Wait. I have seen that face before,” and footsteps start to follow at a distance.'],
  trace: ['The trace runs twice before it settles. The signal is not coming from far away at all: it comes from one point deep inside, where nothing should have power, and while you watch, the point moves closer.', 'It takes a minute to lock on. The voice is a recording, played on a loop, but the loop was started only minutes ago, from somewhere close enough to see.'],
  look: ['At first there is nothing. Then, up there, a pale shape moves behind the glass: someone is standing at the window, looking straight down at you. When you blink, it is gone, and the window is dark again.', 'You look up just in time. For one second there is a face up there, pressed close, watching you, and then it steps back into the dark as if it never was.'],
  hack: ['The system gives way. Locked doors open one after another down the corridor, and somewhere above you an alarm you did not trigger starts to ring.', 'It takes three tries. Then the lock clicks, the lights flicker, and a line of text appears on the nearest screen: “I have been waiting for you to do that.”'],
  camera: ['The feed flickers up. Two floors below, a figure in a hood waits by the lift, face turned straight into the lens, as if they knew you would look.', 'You are in. The camera log shows the same figure on four feeds in the last ten minutes, always one corner behind you. On the newest frame, they are looking up at the camera.'],
  scan: ['The scan takes a long time to come back: one life sign, deep inside, barely moving. And a second signal that flickers in and out, as if something is trying not to be seen.', 'The readings make no sense at first: no crew, no heat, nothing, except one warm shape pressed against a wall near the core, right where the lights are blinking from.'],
  report: ['{Person} takes it, reads it once, and looks at you for a long moment. “Thank you for telling me,” {person} says quietly, then turns to the room. Nobody looks up.', '{Person} listens without interrupting, then nods slowly. “You did the right thing. Stay where you are. I will handle the rest,” and {person} walks straight towards the one you did not name.'],
  read: ['The earlier entries are ordinary: dates, small chores, notes about the weather, until the last week. There the handwriting turns hurried, and one line is underlined twice: “It knows my name now. Do not answer it.”', 'Most pages are routine. Then, near the end, a date is circled, and beside it someone wrote in a different hand: “It was not an accident. Check who came back.”'],
  listen: ['“…you were never supposed to be here,” one voice says, low and angry. “Not until it is settled.” The other answers, “Then settle it tonight,” and a chair scrapes back.', 'You catch only pieces: “…the money…”, “…before anyone finds out…”, and then, clearly, a name you know. The voices stop, as if someone has sensed you.'],
  peek: ['Through the gap you see a figure standing very still just beyond the light, facing the door. It has not moved. It is waiting for someone to open it.', 'At first there is only darkness. Then something shifts: someone is crouched right outside, so close that their breath fogs the other side.'],
  search: ['Under a loose board you find a folded note and a key wrapped in cloth. The note has only one word on it: “Wait.”', 'Behind the last drawer, taped out of sight, is a photograph. Someone has scratched out one face and written a date underneath: tomorrow.'],
  cross: ['You make it across. In the dark on the other side someone is pressed against the wall, alive, staring at you. They raise a finger to their lips: “Quiet. It reacts to sound.”', 'Your feet touch down on the other side. The room there is a mess of overturned chairs, and from behind the sofa a voice whispers, “Are you real? Are you alone?”'],
  run: ['You run until the sound behind you fades and you can finally stop. Nobody is in sight behind you, and for the first time you can think about where to go next.', 'You do not stop until your lungs burn. When you finally look back, the way you came is empty, and ahead a faint light shows a way through.'],
  hide: ['You hold your breath. Footsteps come close, stop, and move on. Only when it is quiet again do you notice how hard your heart is pounding.', 'You fold yourself into the dark. Someone stops right beside you, sniffs the air, and says softly, “I know you are here. I can wait.”'],
  fight: ['You strike first, and it staggers back, more surprised than hurt. In the second it takes to recover, you see its face clearly for the first time, and it is someone you know.', 'It is short and ugly. When it is over you are breathing hard, and on the floor lies the thing it was guarding: a ring of keys with one tag, in handwriting you recognise.'],
  follow: ['The trail leads further than you expected and ends at a door that is slightly open. Inside, a lamp is still warm, and a chair faces the window as if someone just left it.', 'You follow, keeping your distance. The trail stops at a wall with fresh scratches at knee height, and in the dust below them a set of prints that leads back the way you came.'],
  open: ['It gives with a groan. Inside is less than you feared and more than you hoped: a bundle of letters tied with string, and on top, one addressed to you.', 'It swings open. Whatever was inside is gone, but the dust still holds its outline, and the outline is still warm.'],
  call: ['For a long time there is nothing. Then, faintly, an answer: a voice, too far away to make out the words, calling back the same way you called.', 'The line crackles. A voice answers, calm and far away: “We hear you. Do not move. Whatever you do, do not open the door before we arrive.”'],
  wait: ['You wait. Minutes pass. Then, very quietly, the thing you were waiting for gives itself away: a shadow moving under the door, left to right, and back.', 'You make yourself stay still. Slowly the noise outside changes: it is not coming closer any more. It is going somewhere else, and it is not alone.'],
};

const vietnameseResults: Bank = {
  trick: ['Một lúc chỉ có tiếng rè rè. Rồi giọng bên kia đáp lại, dè dặt hơn hẳn: “Được. Vậy chắc đã biết đường rồi. Nói lại tên lần nữa, chậm thôi.” Tạm thời người đó tin bạn.', 'Một lúc lâu không ai nhúc nhích. Rồi mẹo của bạn có tác dụng: họ nhận lấy thứ bạn đưa mà không nhìn lại lần thứ hai, vai cũng chùng xuống. Chỉ có một kẻ vẫn nhìn bạn chằm chằm, như thấy có gì đó không ổn.', 'Họ gần như tin hẳn. Bạn qua được, không ai cản, nhưng phía sau có giọng nói: “Khoan. Cái mặt này tao từng thấy rồi,” và tiếng bước chân bắt đầu lặng lẽ bám theo.'],
  trace: ['Phải dò đến lần thứ hai mới ra. Tín hiệu không hề đến từ xa: nó phát ra từ một điểm sâu bên trong, nơi lẽ ra không còn chút điện nào, và trong lúc bạn nhìn, điểm ấy đang tiến lại gần.', 'Mất một phút mới bắt được nguồn. Giọng nói là một đoạn ghi âm phát lặp lại, nhưng nó mới được bật cách đây vài phút, từ một chỗ gần đến mức có thể nhìn thấy.'],
  look: ['Lúc đầu chẳng có gì. Rồi trên đó, sau lớp kính, một bóng trắng khẽ động: có người đang đứng ngay cửa sổ, nhìn thẳng xuống bạn. Bạn chớp mắt, bóng ấy biến mất, ô cửa lại tối om.', 'Bạn ngước lên vừa kịp. Trong một giây có một gương mặt áp sát trên đó, nhìn bạn, rồi lùi vào bóng tối như chưa từng có.'],
  hack: ['Hệ thống bị phá. Những cánh cửa bị khóa dọc hành lang lần lượt bật mở, và đâu đó phía trên, một hồi chuông báo động mà bạn không hề kích hoạt vang lên.', 'Phải đến lần thứ ba mới được. Rồi ổ khóa tách một tiếng, đèn chớp tắt, và trên màn hình gần nhất hiện ra một dòng chữ: “Tôi đã chờ bạn làm điều đó.”'],
  camera: ['Hình ảnh camera hiện lên. Hai tầng bên dưới, một người đội mũ trùm đứng cạnh thang máy, mặt ngẩng thẳng vào ống kính, như thể biết bạn sẽ nhìn.', 'Bạn vào được hệ thống. Camera cho thấy cùng một bóng người xuất hiện ở bốn góc trong mười phút qua, lúc nào cũng chỉ cách bạn một ngã rẽ.'],
  scan: ['Kết quả quét trả về rất lâu: một dấu hiệu sự sống sâu bên trong, gần như bất động. Và một tín hiệu thứ hai chập chờn, như có thứ gì đang cố không để bị thấy.', 'Lúc đầu số liệu chẳng có nghĩa gì: không người, không hơi ấm, ngoại trừ một khối ấm nép sát vách tường, đúng chỗ ánh đèn đang nhấp nháy.'],
  report: ['{Person} cầm lấy, đọc một lượt rồi nhìn bạn rất lâu. “Cảm ơn em đã nói,” {person} nói khẽ, rồi quay sang cả phòng. Không ai dám ngẩng đầu.', '{Person} nghe hết không ngắt lời, rồi chậm rãi gật đầu. “Em làm đúng rồi. Cứ ngồi yên đó, phần còn lại để {me} lo,” rồi {person} đi thẳng về phía người mà bạn chưa hề nhắc tên.'],
  read: ['Những trang đầu rất bình thường: ngày tháng, việc vặt, vài dòng về thời tiết. Đến tuần cuối, nét chữ bỗng vội vàng, và một dòng được gạch chân hai lần: “Nó biết tên mình rồi. Đừng trả lời nó.”', 'Phần lớn các trang không có gì lạ. Rồi ở gần cuối, một ngày được khoanh tròn, bên cạnh là nét chữ của người khác: “Đó không phải tai nạn. Hãy xem ai đã quay lại.”'],
  listen: ['“…lẽ ra mày không được có mặt ở đây,” một giọng nói, thấp và giận dữ. “Chưa xong chuyện thì đừng về.” Giọng kia đáp: “Vậy thì giải quyết ngay tối nay,” rồi tiếng ghế kéo lê.', 'Bạn chỉ nghe được vài mảnh: “…tiền…”, “…trước khi ai đó phát hiện…”, rồi rõ ràng một cái tên bạn biết. Hai giọng im bặt, như thể có người đã cảm thấy bạn.'],
  peek: ['Qua khe hở, bạn thấy một bóng người đứng bất động ngay ngoài vùng sáng, quay mặt về phía cửa. Nó không nhúc nhích. Nó đang chờ ai đó mở cửa.', 'Lúc đầu chỉ có bóng tối. Rồi có gì đó khẽ động: một người đang ngồi thụp ngay bên ngoài, gần đến mức hơi thở làm mờ cả phía bên kia.'],
  search: ['Dưới một tấm ván lỏng, bạn tìm thấy một mảnh giấy gấp đôi và một chiếc chìa khóa bọc vải. Trên giấy chỉ có một chữ: “Chờ.”', 'Sau ngăn kéo cuối cùng có một tấm ảnh được dán giấu kỹ. Ai đó đã cào mất một khuôn mặt và ghi một ngày bên dưới: ngày mai.'],
  cross: ['Bạn sang được bên kia. Trong bóng tối, có người đang nép sát tường, còn sống, nhìn chằm chằm vào bạn. Người đó đưa ngón tay lên môi: “Suỵt. Nó nghe tiếng động đấy.”', 'Chân bạn chạm đất bên kia. Đồ đạc đổ ngổn ngang, và từ sau ghế vang lên một tiếng thì thầm: “Là người thật à? Đi một mình sao?”'],
  run: ['Bạn chạy cho đến khi tiếng động phía sau nhỏ dần và cuối cùng cũng dừng lại được. Phía sau không còn ai, và lần đầu tiên bạn có thể nghĩ xem nên đi đâu tiếp.', 'Bạn không dừng lại cho đến khi phổi rát bỏng. Ngoảnh lại, con đường vừa qua đã trống trơn, còn phía trước le lói một lối đi.'],
  hide: ['Bạn nín thở. Tiếng bước chân tới gần, dừng lại, rồi đi tiếp. Chỉ khi mọi thứ yên lặng trở lại, bạn mới nhận ra tim mình đập mạnh đến thế nào.', 'Bạn thu mình vào bóng tối. Có người dừng ngay cạnh bạn, hít nhẹ một hơi rồi nói khẽ: “Tôi biết cậu ở đây. Tôi chờ được.”'],
  fight: ['Bạn ra tay trước, và đối phương lảo đảo lùi lại, bất ngờ hơn là đau. Trong khoảnh khắc ấy, lần đầu tiên bạn nhìn rõ gương mặt kia, và đó là người bạn quen.', 'Cuộc đụng độ ngắn và xấu xí. Khi xong, bạn thở dốc, còn trên sàn là thứ nó canh giữ: một chùm chìa khóa có gắn thẻ, nét chữ bạn nhận ra.'],
  follow: ['Dấu vết dẫn xa hơn bạn nghĩ và dừng trước một cánh cửa khép hờ. Bên trong, ngọn đèn vẫn còn ấm, chiếc ghế quay ra cửa sổ như thể ai đó vừa rời đi.', 'Bạn bám theo, giữ khoảng cách. Dấu vết dừng ở một bức tường có vết cào mới, và dưới lớp bụi là những dấu chân quay ngược về phía bạn vừa đi.'],
  open: ['Nó bật ra với một tiếng rít. Bên trong ít hơn bạn sợ nhưng nhiều hơn bạn mong: một xấp thư buộc dây, trên cùng là một lá gửi cho bạn.', 'Nó mở ra. Thứ bên trong đã biến mất, nhưng lớp bụi vẫn giữ nguyên hình dáng của nó, và chỗ ấy vẫn còn ấm.'],
  call: ['Một lúc lâu không có gì. Rồi khe khẽ có tiếng đáp lại: một giọng người, xa đến mức không nghe rõ chữ, đáp lại đúng cách bạn vừa gọi.', 'Đường truyền rè rè. Một giọng bình thản, rất xa vang lên: “Chúng tôi nghe rồi. Đứng yên đó. Dù thế nào cũng đừng mở cửa trước khi chúng tôi tới.”'],
  wait: ['Bạn chờ. Từng phút trôi qua. Rồi rất khẽ, thứ bạn đang chờ tự lộ ra: một cái bóng di chuyển dưới khe cửa, từ trái sang phải, rồi quay lại.', 'Bạn ép mình đứng yên. Dần dần tiếng động bên ngoài đổi hướng: nó không tiến lại gần nữa mà đi về phía khác, và không chỉ có một.'],
};

const koreanResults: Bank = {
  trick: ['한동안 지직거리는 잡음뿐이다. 그러다 저쪽 목소리가 아까보다 훨씬 조심스럽게 답한다. “알았어요. 그럼 길은 이미 알겠네요. 이름 다시 한 번, 천천히 말해 봐요.” 일단은 믿는 눈치다.', '한동안 아무도 움직이지 않는다. 그러다 통한다. 상대는 내민 것을 다시 보지도 않고 받아 들고, 어깨에서 힘이 빠진다. 단 한 명만이 뭔가 맞지 않는다는 듯 계속 이쪽을 본다.', '거의 속아 넘어간다. 아무도 막지 않아 무사히 지나가지만, 등 뒤에서 목소리가 들린다. “잠깐. 저 얼굴, 어디서 봤는데.” 그리고 발소리가 거리를 두고 따라오기 시작한다.'],
  trace: ['두 번을 돌리고 나서야 결과가 잡힌다. 신호는 멀리서 오는 게 아니다. 전기가 있을 리 없는 깊은 안쪽의 한 지점에서 오고 있고, 보고 있는 사이에도 그 점이 가까워진다.', '위치를 잡는 데 1분이 걸린다. 목소리는 반복 재생되는 녹음이다. 그런데 재생이 시작된 건 겨우 몇 분 전, 눈에 보일 만큼 가까운 곳에서다.'],
  look: ['처음엔 아무것도 없다. 그러다 저 위, 유리 너머에서 하얀 형체가 움직인다. 누군가 창가에 서서 곧장 이쪽을 내려다보고 있다. 눈을 깜빡이자 사라지고, 창은 다시 캄캄하다.', '올려다본 게 간발의 차다. 1초 동안 저 위에 얼굴 하나가 바싹 붙어 이쪽을 보고 있다가, 처음부터 없었다는 듯 어둠 속으로 물러난다.'],
  hack: ['시스템이 뚫린다. 복도를 따라 잠겨 있던 문이 하나씩 열리고, 어딘가 위층에서 당신이 건드리지 않은 경보가 울리기 시작한다.', '세 번째 시도 만에 성공한다. 딸깍 소리와 함께 불빛이 깜빡이고, 가장 가까운 화면에 한 줄이 뜬다. “네가 그렇게 하길 기다리고 있었어.”'],
  camera: ['화면이 켜진다. 두 층 아래 엘리베이터 앞에 후드를 쓴 누군가가 서 있다. 당신이 볼 줄 알았다는 듯 카메라를 똑바로 올려다보고 있다.', '접속에 성공한다. 지난 10분 동안 같은 사람이 카메라 네 대에 찍혔다. 늘 당신보다 한 모퉁이 뒤에 있었다.'],
  scan: ['스캔 결과가 한참 만에 뜬다. 깊은 안쪽에 생체 신호 하나, 거의 움직이지 않는다. 그리고 두 번째 신호가 깜빡였다 사라진다. 무언가 들키지 않으려는 것처럼.', '처음엔 아무것도 잡히지 않는다. 사람도, 열도 없다. 단 하나, 불빛이 깜빡이는 바로 그 벽 쪽에 따뜻한 형체가 붙어 있다.'],
  report: ['{Person_은} 그것을 받아 한 번 읽더니 한참 동안 당신을 바라본다. “말해 줘서 고마워요.” 조용히 말한 뒤 교실 쪽으로 돌아선다. 아무도 고개를 들지 못한다.', '{Person_은} 끝까지 말없이 듣고는 천천히 고개를 끄덕인다. “잘했어요. 그 자리에 있어요. 나머지는 내가 할게요.” 그러고는 당신이 이름도 말하지 않은 사람에게 곧장 걸어간다.'],
  read: ['앞쪽은 평범하다. 날짜, 잡일, 날씨 이야기. 그런데 마지막 주부터 글씨가 급해지고, 한 줄에 밑줄이 두 번 그어져 있다. “그게 내 이름을 알아. 대답하지 마.”', '대부분은 별것 없다. 그러다 끝부분에 날짜 하나에 동그라미가 쳐져 있고 옆에 다른 사람의 글씨가 있다. “사고가 아니었어. 누가 돌아왔는지 봐.”'],
  listen: ['“…그건 절대 못 넘겨줘. 약속했잖아.” 한 목소리가 낮고 화난 말투로 말한다. 다른 목소리가 받아친다. “그럼 오늘 밤 안에 끝내.” 의자 끄는 소리가 난다.', '띄엄띄엄 들린다. “…돈…”, “…누가 알기 전에…”. 그리고 또렷하게, 당신이 아는 이름 하나. 목소리가 뚝 끊긴다. 누군가 당신을 눈치챈 것처럼.'],
  peek: ['틈 너머로 누군가 불빛 바로 바깥에 꼼짝 않고 서 있다. 문을 향한 채다. 움직이지 않는다. 누군가 문을 열어 주기를 기다리고 있다.', '처음엔 어둠뿐이다. 그러다 무언가 움직인다. 누군가 바로 문밖에 웅크리고 있다. 입김이 반대편을 흐릴 만큼 가깝다.'],
  search: ['헐거운 마룻장 밑에서 접힌 쪽지와 천에 싼 열쇠가 나온다. 쪽지에는 한 단어만 적혀 있다. “기다려.”', '마지막 서랍 뒤에 사진 한 장이 숨겨져 붙어 있다. 누군가 얼굴 하나를 긁어 지우고 그 아래에 날짜를 적었다. 내일이다.'],
  cross: ['무사히 건너편에 닿는다. 어두운 방 구석에 누군가 벽에 바싹 붙어 당신을 보고 있다. 살아 있는 사람이다. 그 사람이 입술에 손가락을 댄다. “쉿… 소리에 반응해요.”', '발이 건너편 바닥에 닿는다. 의자들이 뒤집혀 있고, 소파 뒤에서 떨리는 목소리가 속삭인다. “사람 맞아요? 혼자예요?”'],
  run: ['뒤에서 나던 소리가 잦아들 때까지 달리고 나서야 겨우 멈춘다. 뒤에는 아무도 보이지 않고, 처음으로 어디로 갈지 생각할 여유가 생긴다.', '숨이 찰 때까지 멈추지 않는다. 돌아보니 지나온 길은 텅 비어 있고, 앞쪽에 희미한 빛이 길을 비춘다.'],
  hide: ['숨을 참는다. 발소리가 가까이 왔다가 멈추고, 다시 멀어진다. 조용해지고 나서야 심장이 얼마나 세게 뛰고 있었는지 깨닫는다.', '어둠 속에 몸을 웅크린다. 누군가 바로 옆에 멈춰 서서 조용히 말한다. “여기 있는 거 알아. 난 기다릴 수 있어.”'],
  fight: ['먼저 몸을 날린다. 상대가 다쳤다기보다 놀라서 비틀거린다. 그 짧은 순간, 처음으로 얼굴이 똑똑히 보인다. 아는 사람이다.', '짧고 거친 몸싸움이 끝난다. 숨을 몰아쉬는 당신 발밑에, 그것이 지키던 물건이 떨어져 있다. 낯익은 글씨로 이름표가 달린 열쇠 꾸러미다.'],
  follow: ['흔적은 생각보다 멀리 이어지다 살짝 열린 문 앞에서 멈춘다. 안에는 아직 따뜻한 스탠드와, 방금 누가 일어난 듯 창을 향한 의자가 있다.', '거리를 두고 따라간다. 흔적은 새로 긁힌 자국이 있는 벽 앞에서 끝나고, 그 아래 먼지 위에는 당신이 온 쪽으로 되돌아가는 발자국이 있다.'],
  open: ['삐걱 소리와 함께 열린다. 안에는 두려웠던 것보다 적고 바랐던 것보다 많은 것이 있다. 끈으로 묶은 편지 뭉치, 그리고 맨 위에 당신 앞으로 온 한 통.', '열린다. 안에 있던 것은 사라졌지만, 먼지 위에 그 모양이 그대로 남아 있다. 그 자리가 아직 따뜻하다.'],
  call: ['한참 동안 아무 대답이 없다. 그러다 희미하게 답이 온다. 너무 멀어 말은 알아들을 수 없지만, 분명 당신이 부른 방식 그대로 되돌아오는 목소리다.', '지직거리는 잡음 끝에 멀고 차분한 목소리가 들린다. “들립니다. 움직이지 마세요. 우리가 도착하기 전엔 절대 문을 열지 마세요.”'],
  wait: ['기다린다. 몇 분이 흐른다. 그러다 아주 조용히, 기다리던 것이 모습을 드러낸다. 문틈 아래로 그림자 하나가 왼쪽에서 오른쪽으로, 다시 돌아온다.', '억지로 가만히 있는다. 바깥 소리가 서서히 달라진다. 더는 다가오지 않는다. 다른 곳으로 가고 있다. 그리고 하나가 아니다.'],
};

const chineseResults: Bank = {
  trick: ['对讲机里好一会儿只有沙沙的电流声。然后那个声音回答了，比刚才谨慎得多：“行。那你应该认得路。再报一遍你的名字，慢一点。”对方暂时信了你。', '好一会儿谁都没动。然后，成了：对方接过你递上的东西，看都没再看一眼，肩膀也松了下来。只有其中一个人还一直盯着你，像是觉得哪里不太对。', '对方差一点就全信了。没人拦你，你顺利过去了，可身后有人开口：“等等，这张脸我好像见过。”接着，脚步声远远地跟了上来。'],
  trace: ['追踪跑了两遍才稳定下来。信号根本不是从远处来的：它来自深处的一个点，那里本不该有电。你看着的时候，那个点正在靠近。', '锁定用了一分钟。那个声音是一段循环播放的录音，可录音是几分钟前才开始播放的，来源近得抬眼就能看见。'],
  look: ['起初什么也没有。然后，上面玻璃后头有个白影动了一下：有人站在窗边，正直直地往下看着你。你一眨眼，影子没了，窗户又黑了下去。', '你抬头正好赶上。有一秒钟，上面贴着一张脸，盯着你看，随后退进黑暗里，像从来没出现过。'],
  hack: ['系统被攻破了。走廊上锁着的门一扇接一扇地弹开，楼上某处响起了一阵你根本没触发的警报。', '试到第三次才成功。锁咔哒一声开了，灯闪了闪，最近的屏幕上跳出一行字：“我一直在等你这么做。”'],
  camera: ['监控画面跳了出来：楼下两层，一个戴兜帽的人正站在电梯口，抬头直直盯着镜头，好像早就知道你会看。', '你黑进了系统。过去十分钟里，同一个人出现在四个摄像头的画面里，始终只比你慢一个拐角。最新一帧里，那人正抬头看着镜头。'],
  scan: ['扫描结果过了很久才出来：深处有一个生命迹象，几乎一动不动。还有第二个信号忽明忽暗，像是有什么东西在刻意躲开探测。', '一开始数据毫无意义：没有人，没有热源，只有靠近那面闪灯的墙边，贴着一个温热的轮廓。'],
  report: ['{Person}接过去看了一遍，盯着你看了很久。“谢谢你告诉我。”{Person}轻声说完，转身面向整个房间。没有人敢抬头。', '{Person}一句话也没打断，听完慢慢点了点头：“你做得对。坐着别动，剩下的交给我。”说完径直走向你没有说出名字的那个人。'],
  read: ['前面的记录都很平常：日期、琐事、天气。直到最后一周，字迹突然变得潦草，有一行被划了两道线：“它已经知道我的名字了。别回答它。”', '大部分页面都没什么。直到快到最后，一个日期被圈了起来，旁边是另一个人的笔迹：“那不是意外。看看是谁回来了。”'],
  listen: ['“……你本来就不该来这儿，”一个声音压低了，带着怒气，“事情没了结之前别回来。”另一个声音回答：“那就今晚了结。”接着是椅子被拖开的声音。', '你只听到零碎的几句：“……那笔钱……”“……趁别人发现之前……”，然后清清楚楚地，是一个你认识的名字。声音戛然而止，好像有人察觉到了你。'],
  peek: ['透过门缝，你看见一个人影一动不动地站在光亮外面，正对着门。它没有动，像是在等有人来开门。', '起初只有一片黑。然后有什么动了一下：有人就蹲在门外，近得呼出的气把门缝那头都蒙上了一层雾。'],
  search: ['在一块松动的木板下面，你找到一张对折的纸条和一把用布包着的钥匙。纸条上只写着一个字：“等。”', '最后一个抽屉后面藏着一张照片。有人把其中一张脸刮掉了，下面写着一个日期：明天。'],
  cross: ['你顺利翻了过去。黑暗里，有人紧贴着墙，活生生的，正盯着你。那人把手指竖在嘴边：“嘘……它听得见声音。”', '你的脚落在另一边。屋里椅子东倒西歪，沙发后面传来发抖的声音：“你是真人吗？就你一个？”'],
  run: ['你一直跑，直到身后的声音渐渐远去，才终于停下来。身后已经没人了，你第一次有空想想接下来该去哪儿。', '你一口气跑到肺都发疼才停下。回头看，来路空无一人，前面有一点微光照出一条路。'],
  hide: ['你屏住呼吸。脚步声靠近，停下，又走远了。直到四周重新安静下来，你才发现自己的心跳得有多厉害。', '你缩进黑暗里。有人就在你身旁停下，轻声说：“我知道你在这儿。我可以等。”'],
  fight: ['你先动了手，对方踉跄后退，与其说是疼，不如说是吃惊。就在那一瞬间，你第一次看清了那张脸——是你认识的人。', '短暂又难看的一场扭打。结束时你大口喘气，地上躺着它一直守着的东西：一串挂着标签的钥匙，上面的字迹你认得。'],
  follow: ['痕迹比你想的更远，最后停在一扇虚掩的门前。屋里的台灯还是热的，一把椅子对着窗，像是有人刚刚离开。', '你远远跟着。痕迹停在一面墙前，墙上有新的抓痕，下面的灰尘里有一串脚印，朝你来的方向折返回去。'],
  open: ['吱呀一声开了。里面的东西比你怕的少，又比你盼的多：一沓用绳子捆着的信，最上面那封写着你的名字。', '开了。里面的东西已经不见了，可灰尘还留着它的轮廓，那块地方还是温的。'],
  call: ['很久都没有回应。然后，隐隐约约地，有了回答：一个声音，远得听不清字句，却用你刚才的方式回应着你。', '电流声沙沙作响，一个遥远而平静的声音回答：“听到了。别动。不管发生什么，我们到之前都别开门。”'],
  wait: ['你等着。几分钟过去了。然后，悄无声息地，你等的东西露了馅：门缝下有一道影子从左移到右，又移了回来。', '你逼自己一动不动。外面的声音慢慢变了：它不再靠近，而是往别处去了——而且不止一个。'],
};

const banks: Readonly<Record<ContentLanguage, Bank>> = { en: englishResults, vi: vietnameseResults, ko: koreanResults, zh: chineseResults };

/** The neutral person a report is made to when the choice names none. */
const someone: Readonly<Record<ContentLanguage, string>> = { en: 'the adult in charge', vi: 'người phụ trách', ko: '담당자', zh: '负责的人' };

/** Fills the person slots of a result line in the language's way. */
function fillPerson(template: string, person: string, language: ContentLanguage): string {
  let line = template;
  if (language === 'ko') return line.replace(/\{Person_은\}/gu, withParticle(person, '은'));
  // A Vietnamese speaker calls themself by their own title ("cô", "thầy"), else "tôi".
  if (language === 'vi') line = line.replace(/\{me\}/gu, /^(?:cô|thầy|chú|anh|chị|bác|ông|bà)$/iu.test(person.split(/\s+/u)[0] ?? '') ? (person.split(/\s+/u)[0] as string).toLowerCase() : 'tôi');
  const capital = language === 'en' || language === 'vi' ? person.charAt(0).toUpperCase() + person.slice(1) : person;
  // English narration refers back to a named role as "they" after the first mention.
  let first = true;
  return line.replace(/\{(Person|person)\}/gu, (_slot, which: string) => {
    if (language === 'en' && !first) return 'they';
    first = false;
    return which === 'Person' ? capital : person;
  }).replace(/\bthey says\b/gu, 'they say').replace(/\bthey walks\b/gu, 'they walk');
}

/** What a hack is aimed at, as the choice names it (rule A checked): "엘리베이터를 해킹한다" → "엘리베이터". */
function hackTarget(choice: string, language: ContentLanguage): string | null {
  if (language === 'ko') return trimToNounPhrase(/([가-힣A-Za-z0-9]+)(?:을|를)\s*해킹/u.exec(choice)?.[1], 'ko');
  if (language === 'zh') return trimToNounPhrase(/(?:黑进|入侵)(?:了)?([\p{Script=Han}A-Za-z0-9]{2,6}?)(?=的|，|。|$|看|找)/u.exec(choice)?.[1], 'zh');
  if (language === 'vi') return trimToNounPhrase(/(?:hack|xâm nhập)(?: vào)?\s+([\p{L}\p{M}\s]+)/iu.exec(choice)?.[1], 'vi');
  return trimToNounPhrase(/\bhack(?:s)?(?: into)?\s+((?:the|a|an|your)\s+[\w\s-]+)/iu.exec(choice)?.[1], 'en');
}

/** The opening of a hack's result when the choice named what is hacked. */
function hackOpening(target: string, language: ContentLanguage): string {
  if (language === 'ko') return `${withParticle(target, '이')} 당신 손에 넘어온다.`;
  if (language === 'zh') return `${target}被你攻破了。`;
  if (language === 'vi') return `${target.charAt(0).toUpperCase()}${target.slice(1)} đã nằm trong tay bạn.`;
  return `${target.charAt(0).toUpperCase()}${target.slice(1)} gives way.`;
}

/** What a hacked thing named by the choice does: it obeys, until someone notices. */
const hackedThing: Readonly<Record<ContentLanguage, string>> = {
  en: 'For now it answers to you, and nobody seems to have noticed the break-in yet.',
  vi: 'Lúc này nó nghe theo bạn, và có vẻ chưa ai phát hiện ra vụ xâm nhập.',
  ko: '지금은 당신 뜻대로 움직이고, 아직 아무도 침입을 눈치채지 못한 것 같다.',
  zh: '眼下它听你指挥，好像还没有人发现有人动过手脚。',
};

/** The options after hacking a thing the choice named (not a building's doors or a screen). */
const hackedThingChoices: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Use it while it still answers to you', 'Cover your tracks before anyone checks', 'Slip away while everyone is looking at it'],
  vi: ['Tận dụng nó khi nó còn nghe theo bạn', 'Xóa dấu vết trước khi có người kiểm tra', 'Lẻn đi trong lúc mọi người còn chú ý vào nó'],
  ko: ['아직 말을 들을 때 최대한 써먹는다', '누가 확인하기 전에 흔적을 지운다', '모두가 그쪽을 보는 사이에 빠져나간다'],
  zh: ['趁它还听你的，赶紧用上', '在有人检查之前抹掉痕迹', '趁大家都盯着它，悄悄溜走'],
};

/** Things one opens to read. */
const paperLike = /\b(?:napkin|note|letter|envelope|card|paper)\b|(?<![\p{L}\p{M}])(?:giấy|thư|phong bì|khăn giấy)(?![\p{L}\p{M}])|쪽지|편지|봉투|냅킨|메모|纸条|信封|信|餐巾纸|便条/iu;

/** What a folded note says: one line, no place or name the story did not bring. */
const noteLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Inside, in small hurried handwriting, there is only one line: “Don’t look for me yet. Come back next time, and come alone.”', 'The note is short, the ink smudged as if written in a rush: “I have wanted to say this for a long time. Turn around.”'],
  vi: ['Bên trong chỉ có một dòng chữ nhỏ, viết vội: “Đừng tìm mình vội. Lần sau quay lại, và đi một mình.”', 'Lời nhắn rất ngắn, nét mực nhòe như viết vội: “Mình muốn nói điều này lâu rồi. Quay lại đi.”'],
  ko: ['안에는 급하게 쓴 작은 글씨로 딱 한 줄이 적혀 있다. “아직 나를 찾지 마. 다음에 다시 와. 혼자서.”', '짧은 메모다. 서둘러 쓴 듯 잉크가 번져 있다. “오래전부터 하고 싶던 말이 있어요. 뒤를 돌아봐요.”'],
  zh: ['里面只有一行匆匆写下的小字：“先别找我。下次再来，一个人来。”', '字条很短，墨迹像是匆忙间晕开的：“这句话我想说很久了。回头看看。”'],
};

/** Things written over days, whose entries can hold a last line (round 6: a newspaper got a diary's entries). */
const diaryLike = /\b(?:diary|diaries|journal|log|logbook|notebook|entries|entry|letters?|pages?|notes)\b|(?<![\p{L}\p{M}])(?:nhật ký|sổ tay|sổ|thư|trang)(?![\p{L}\p{M}])|일기|일지|수첩|편지|공책|노트|日记|日志|笔记|航海日志|信|记录|本子/iu;

/** What reading anything else finds: one detail that does not fit, naming nothing the story did not bring. */
const plainReadLines: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['You read it carefully, line by line. Most of it is what you expected. One detail is not, and you read it twice to be sure.'],
  vi: ['Bạn đọc thật kỹ từng dòng. Phần lớn đúng như bạn nghĩ. Chỉ có một chi tiết thì không, và bạn phải đọc lại lần nữa cho chắc.'],
  ko: ['한 줄 한 줄 꼼꼼히 읽는다. 대부분은 예상한 그대로다. 딱 한 군데만 아니어서, 확인하려고 두 번 읽는다.'],
  zh: ['你一行一行仔细读下去。大部分内容都和你想的一样，只有一处不对，你又读了一遍才确定。'],
};

/** A ruse in a romance or a school story (a pretended stomach ache): it works, with no threat in it (round 6). */
const gentleTrick: Readonly<Record<ContentLanguage, string>> = {
  en: 'It works, more or less: nobody stops you, though one look follows you all the way out, as if someone is not quite convinced.',
  vi: 'Mẹo ấy có tác dụng, ít nhất là lúc này: không ai cản bạn, dù có một ánh mắt cứ nhìn theo như chưa tin lắm.',
  ko: '일단은 통한다. 아무도 막지 않지만, 반쯤 못 믿겠다는 눈길 하나가 끝까지 따라온다.',
  zh: '总算混过去了：没人拦你，只是有一道目光一直跟着你，好像不太相信。',
};

/** A bell, a gong or an alarm bell rung. */
const bellPattern: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ring|rings|sound|sounds|strike|strikes|toll|tolls)\s+(?:the|a)\s+(?:[\w-]+\s+)?(?:bell|bells|gong|alarm)\b/iu,
  vi: vi('đánh chuông|gióng chuông|rung chuông|kéo chuông|gõ chuông|đánh kẻng|gõ kẻng|đánh trống|gióng trống'),
  ko: /종을\s*(?:친다|치고|울린다|울리고)|종을 쳐|경종|징을\s*(?:친다|치고|울린다)/u,
  zh: /敲(?:响)?(?:了)?[\p{Script=Han}]{0,4}?(?:钟|锣|铃)|撞钟|鸣钟|拉响警报/u,
};

/** Whether a step rings a bell, a gong or an alarm drum (a bell rung to wake or warn people is no radio call). */
export function ringsBell(step: string, language: ContentLanguage): boolean {
  return bellPattern[language].test(step);
}

/** What a rung bell brings: lights, doors, people asking what has happened (round 8). */
export function bellLine(step: string, language: ContentLanguage): string {
  switch (language) {
    case 'vi':
      return `${/trống|kẻng/iu.test(step) ? 'Tiếng trống' : 'Tiếng chuông'} vang rền trong đêm. Đèn lần lượt bật sáng, cửa mở toang, và những giọng nói ngái ngủ gọi nhau hỏi có chuyện gì.`;
    case 'ko':
      return `${/북/u.test(step) ? '북소리' : /징/u.test(step) ? '징 소리' : '종소리'}가 어둠을 가르며 울려 퍼진다. 하나둘 불이 켜지고 문이 벌컥 열리더니, 무슨 일이냐고 묻는 목소리들이 이어진다.`;
    case 'zh':
      return `${/锣/u.test(step) ? '锣声' : /铃/u.test(step) ? '铃声' : '钟声'}在夜色里轰然荡开。灯一盏接一盏亮起，门接连被推开，睡眼惺忪的声音此起彼伏：“出什么事了？”`;
    default: {
      const noun = /\bgong\b/iu.test(step) ? 'gong' : /\balarm\b/iu.test(step) ? 'alarm' : 'bell';
      return `The ${noun} booms out across the dark. One after another, lights come on and doors bang open, and voices call out to ask what has happened.`;
    }
  }
}

/** The options after ringing a bell. */
export const bellChoices: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Tell everyone what is happening', 'Send the fastest ones ahead for help', 'Go back to what you left behind'],
  vi: ['Nói cho mọi người biết chuyện gì đang xảy ra', 'Cử người nhanh nhất đi trước cứu giúp', 'Quay lại với thứ bạn vừa để lại'],
  ko: ['모두에게 무슨 일인지 알린다', '가장 빠른 사람들을 먼저 보내 돕게 한다', '두고 온 것에게로 돌아간다'],
  zh: ['把发生的事告诉大家', '让跑得最快的人先去帮忙', '回去守着刚才放下的东西'],
};

/** The concrete result of a chosen action of a family, in a line of its own. */
export function actionResult(c: PhraseComposer, family: ActionFamily, choice: string, theme: AdventureTheme): string {
  // Someone followed stays in sight and leads somewhere; a trail of scratches is for tracks (seventh blind read).
  const followed = family === 'follow' ? followedSomeone(choice, c.language) : null;
  if (followed) return followLine(c.language, followed, theme === 'romance' || theme === 'school');
  if (family === 'hack') {
    const target = hackTarget(choice, c.language);
    const line = c.pick(banks[c.language].hack);
    // A hacked drone or car is no building: no corridor doors, no screen; it answers to the player for now (round 7).
    if (target) return `${hackOpening(target, c.language)}${c.language === 'zh' ? '' : ' '}${hackedThing[c.language]}`;
    return line;
  }
  // Opening something written on (a folded napkin, a note, an envelope) means reading what it says.
  if (family === 'open' && paperLike.test(choice)) return c.pick(noteLines[c.language]);
  // A ruse that hands something over is taken; a disguise gets the player past, almost.
  // A ruse over the radio or the phone is answered by the voice on the other end.
  if (family === 'trick' && (theme === 'romance' || theme === 'school')) return gentleTrick[c.language];
  if (family === 'trick') return banks[c.language].trick[remote[c.language].test(choice) ? 0 : handingOver[c.language].test(choice) ? 1 : 2] as string;
  // Pages of a diary or a log tell a story; anything else read (a newspaper, a sign, a contract) gets no diary entry.
  if (family === 'read' && !diaryLike.test(choice)) return c.pick(plainReadLines[c.language]);
  let pool = banks[c.language][family];
  // Round 10: the survivor hiding from "it" across the gap belongs to a story of the dead or of horror; elsewhere a
  // crossing lands safely and shows the way on.
  if (family === 'cross' && theme !== 'zombie' && theme !== 'horror') return plainCrossing[c.language];
  // A drone, a robot or a monster fought has no face one recognises (round 10): the fight leaves what it guarded.
  if (family === 'fight' && faceless[c.language].test(choice)) return banks[c.language].fight[1] as string;
  // A scan outside a ship or a city of machines is a careful look around.
  if (family === 'scan' && !techThemes.has(theme)) pool = banks[c.language].search;
  const line = c.pick(pool);
  return family === 'report' ? fillPerson(line, namedPerson(choice, c.language) ?? someone[c.language], c.language) : line;
}

/** Foes with no face to recognise: machines, the dead, monsters, beasts. */
const faceless: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:drones?|robots?|androids?|zombies?|monsters?|golems?|creatures?|beasts?|dragons?|wolf|wolves|spiders?|machines?|cyborgs?|the dead|skeletons?|ghosts?|mechs?|turrets?)\b/iu,
  vi: /drone|robot|người máy|xác sống|zombie|quái vật|quái thú|con rồng|sói|nhện|cỗ máy|bộ xương|hồn ma|ma nữ/iu,
  ko: /드론|로봇|좀비|괴물|골렘|짐승|용과|용에게|늑대|거미|기계|해골|유령|사이보그/u,
  zh: /无人机|机器人|丧尸|僵尸|怪物|魔像|野兽|巨龙|狼|蜘蛛|机器|骷髅|鬼魂|机甲/u,
};

/** A crossing outside a story of the dead or of horror: a safe landing, and the way on in sight. */
const plainCrossing: Readonly<Record<ContentLanguage, string>> = {
  en: 'You make it across and land hard, but whole. From here you can see the way on, and, for now, nobody has followed.',
  vi: 'Bạn sang được bên kia, tiếp đất hơi mạnh nhưng không sao. Từ đây bạn nhìn thấy lối đi tiếp, và lúc này chưa ai đuổi theo.',
  ko: '무사히 건너편에 닿는다. 착지가 거칠었지만 다친 데는 없다. 여기서는 나아갈 길이 보이고, 아직 아무도 따라오지 않았다.',
  zh: '你顺利到了另一边，落地有点重，但没受伤。从这里能看到接下来的路，暂时还没有人跟上来。',
};

/** What one does next after an action of a family (the next numbered choices). */
const nextChoices: Readonly<Record<ContentLanguage, Readonly<Record<ActionFamily, readonly string[]>>>> = {
  en: {
    trick: ['Slip away while they are busy', 'Keep up the act a little longer', 'Get rid of anything that could give you away'],
    trace: ['Head for the point the trace found', 'Cut the signal and listen to the silence', 'Get ready for whatever is coming closer'],
    look: ['Go back inside and up to that window', 'Call out to whoever was there', 'Stay where you are and keep watching'],
    hack: ['Go through the open doors', 'Answer the message on the screen', 'Get out before the alarm brings anyone'],
    camera: ['Zoom in on the figure’s face', 'Lock the doors on that floor', 'Cut the feed and slip out the back'], scan: ['Head towards the life sign', 'Lock onto the flickering signal', 'Seal the airlock and wait'],
    report: ['Tell them everything you saw', 'Stay quiet and watch what happens', 'Look at who is looking at you'], read: ['Read the last entry again, slowly', 'Take the pages with you', 'Look for whoever wrote the second hand'],
    listen: ['Step out and face them', 'Slip away before they see you', 'Follow the one who leaves first'], peek: ['Call out to it', 'Back away from the door', 'Wait to see if it moves'],
    search: ['Use the key', 'Keep the note and keep searching', 'Put everything back as it was'], cross: ['Ask the survivor what they know', 'Search the room for supplies', 'Look back the way you came'],
    run: ['Keep going while the way is clear', 'Hide and catch your breath', 'Circle back to see who followed you'], hide: ['Look out to see where they went', 'Stay hidden a little longer', 'Slip out the other way'],
    fight: ['Ask who sent them', 'Take what they were guarding', 'Run before more come'], follow: ['Go inside', 'Wait outside and watch', 'Turn back while you still can'],
    open: ['Read what is inside', 'Take it and go', 'Close it and pretend you never saw it'], call: ['Call again, louder', 'Stay silent and listen', 'Move away from the door'],
    wait: ['Follow the shadow', 'Stay where you are', 'Make a noise to draw it away'],
  },
  vi: {
    trick: ['Lẻn đi trong lúc họ còn mải', 'Diễn tiếp thêm một lúc nữa', 'Phi tang mọi thứ có thể làm lộ bạn'],
    trace: ['Đi tới điểm vừa dò ra', 'Cắt tín hiệu rồi lắng nghe sự im lặng', 'Chuẩn bị đón thứ đang tiến lại gần'],
    look: ['Quay vào trong, lên chỗ cửa sổ đó', 'Lên tiếng gọi người vừa đứng đó', 'Đứng yên tiếp tục quan sát'],
    hack: ['Đi qua những cánh cửa vừa mở', 'Trả lời dòng chữ trên màn hình', 'Rời đi trước khi chuông báo gọi người tới'],
    camera: ['Phóng to khuôn mặt người đó', 'Khóa cửa tầng đó lại', 'Tắt camera rồi lẻn ra cửa sau'], scan: ['Đi về phía dấu hiệu sự sống', 'Dò theo tín hiệu chập chờn', 'Đóng cửa khoang và chờ'],
    report: ['Kể hết những gì bạn thấy', 'Ngồi yên quan sát chuyện gì xảy ra', 'Nhìn xem ai đang nhìn mình'], read: ['Đọc lại dòng cuối thật chậm', 'Mang những trang giấy theo', 'Tìm người viết nét chữ thứ hai'],
    listen: ['Bước ra đối mặt', 'Lẻn đi trước khi bị phát hiện', 'Bám theo người rời đi trước'], peek: ['Lên tiếng gọi', 'Lùi xa khỏi cửa', 'Chờ xem nó có động đậy không'],
    search: ['Dùng chiếc chìa khóa', 'Giữ mảnh giấy và tìm tiếp', 'Đặt mọi thứ về chỗ cũ'], cross: ['Hỏi người sống sót biết gì', 'Tìm đồ dùng trong phòng', 'Nhìn lại lối vừa đi qua'],
    run: ['Đi tiếp khi đường còn trống', 'Trốn lại lấy hơi', 'Lén quay lại xem ai đã đuổi theo'], hide: ['Ló ra xem họ đi hướng nào', 'Trốn thêm một lúc nữa', 'Lẻn ra lối khác'],
    fight: ['Hỏi ai đã sai họ tới', 'Lấy thứ họ canh giữ', 'Chạy trước khi kẻ khác tới'], follow: ['Bước vào trong', 'Chờ bên ngoài quan sát', 'Quay lại khi còn kịp'],
    open: ['Đọc thứ ở bên trong', 'Cầm lấy rồi đi', 'Đóng lại và coi như chưa thấy gì'], call: ['Gọi lại lần nữa, to hơn', 'Im lặng lắng nghe', 'Tránh xa cánh cửa'],
    wait: ['Đi theo cái bóng', 'Ở yên chỗ cũ', 'Gây tiếng động để dụ nó đi'],
  },
  ko: {
    trick: ['상대가 정신이 팔린 틈에 빠져나간다', '조금 더 연기를 이어 간다', '정체가 들통날 만한 것을 전부 없앤다'],
    trace: ['추적이 찾아낸 지점으로 간다', '신호를 끊고 정적에 귀를 기울인다', '가까워지는 그것을 맞을 준비를 한다'],
    look: ['안으로 들어가 그 창가로 올라간다', '방금 거기 있던 사람을 부른다', '그 자리에서 계속 지켜본다'],
    hack: ['열린 문으로 들어간다', '화면의 메시지에 답한다', '경보에 누가 오기 전에 빠져나간다'],
    camera: ['그 사람 얼굴을 확대한다', '그 층의 문을 전부 잠근다', '화면을 끄고 뒷문으로 빠져나간다'], scan: ['생체 신호 쪽으로 간다', '깜빡이는 신호를 추적한다', '에어록을 닫고 기다린다'],
    report: ['본 것을 전부 말한다', '조용히 앉아 지켜본다', '누가 나를 보고 있는지 살핀다'], read: ['마지막 줄을 천천히 다시 읽는다', '그 페이지들을 챙긴다', '두 번째 글씨의 주인을 찾는다'],
    listen: ['앞으로 나가 정면으로 마주한다', '들키기 전에 빠져나간다', '먼저 떠나는 사람을 따라간다'], peek: ['밖을 향해 말을 건다', '문에서 뒤로 물러난다', '그것이 움직이는지 지켜본다'],
    search: ['열쇠를 써 본다', '쪽지를 챙기고 계속 뒤진다', '모든 걸 제자리에 돌려놓는다'], cross: ['살아 있는 사람에게 아는 걸 묻는다', '방 안에서 쓸 만한 물건을 찾는다', '건너온 쪽을 돌아본다'],
    run: ['길이 비어 있을 때 계속 간다', '숨어서 숨을 고른다', '몰래 돌아가 누가 쫓아왔는지 본다'], hide: ['고개를 내밀어 어디로 갔는지 본다', '조금 더 숨어 있는다', '반대쪽으로 빠져나간다'],
    fight: ['누가 보냈는지 묻는다', '그것이 지키던 물건을 챙긴다', '더 오기 전에 달아난다'], follow: ['안으로 들어간다', '밖에서 지켜본다', '아직 늦지 않았을 때 돌아간다'],
    open: ['안에 든 것을 읽는다', '챙겨서 떠난다', '도로 닫고 못 본 척한다'], call: ['한 번 더, 더 크게 부른다', '조용히 귀를 기울인다', '문에서 멀어진다'],
    wait: ['그림자를 따라간다', '그 자리에 그대로 있는다', '소리를 내서 그것을 다른 데로 유인한다'],
  },
  zh: {
    trick: ['趁他们分神悄悄溜走', '把戏再演一会儿', '把可能露馅的东西都处理掉'],
    trace: ['去追踪找到的那个位置', '切断信号，听听四周的动静', '准备迎接正在靠近的东西'],
    look: ['回屋上楼，去那扇窗边', '朝刚才那个人喊一声', '站在原地继续盯着'],
    hack: ['穿过打开的门', '回复屏幕上的那行字', '趁警报招来人之前离开'],
    camera: ['放大那个人的脸', '把那层楼的门全锁上', '关掉画面，从后门溜走'], scan: ['朝生命迹象的方向走', '追踪那个忽明忽暗的信号', '关上气闸，原地等待'],
    report: ['把看到的都说出来', '安静坐着，看接下来会发生什么', '看看是谁在盯着你'], read: ['慢慢把最后一行再读一遍', '把这几页带走', '去找写下第二种笔迹的人'],
    listen: ['走出去当面对质', '趁没被发现悄悄离开', '跟上先离开的那个人'], peek: ['朝外面喊一声', '从门边退开', '等着看它会不会动'],
    search: ['试试那把钥匙', '收好纸条，继续找', '把东西都放回原处'], cross: ['问那个幸存者知道些什么', '在屋里找能用的东西', '回头看看来时的路'],
    run: ['趁路上没人，继续往前走', '先躲起来喘口气', '悄悄折回去，看看是谁追来了'], hide: ['探头看看他们往哪边去了', '再躲一会儿', '从另一边溜出去'],
    fight: ['问是谁派来的', '拿走它守着的东西', '趁更多的来之前快跑'], follow: ['走进去', '在外面守着看', '趁还来得及往回走'],
    open: ['读读里面的东西', '拿上就走', '关上，假装没看见'], call: ['再喊一次，大声一点', '不出声，仔细听', '离门远一点'],
    wait: ['跟着那道影子', '待在原地', '弄出点声音把它引开'],
  },
};

/** The next choices after an action of a family. */
export function familyChoices(family: ActionFamily, language: ContentLanguage, choice = ''): readonly string[] {
  if (family === 'hack' && hackTarget(choice, language)) return hackedThingChoices[language];
  const followed = family === 'follow' ? followedSomeone(choice, language) : null;
  if (followed) return followOptions(language, followed);
  return nextChoices[language][family];
}
