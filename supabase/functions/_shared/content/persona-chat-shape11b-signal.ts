/**
 * Round 11 wave 2 (a signal with nobody there): a doorbell that rings, an intercom that buzzes (round 12: the building's line, never an auto-dialler), a knock, a call with silence or a light that
 * turns on, and nobody at the door, nobody on the camera, nobody on the line ("Tối nào cũng có người bấm chuông…
 * camera không thấy ai", "새벽마다 누가 현관문을 두드리는데 아무도 없어요", "every night my phone rings once and
 * there's just silence", "每天半夜门铃响，开门没人"). Recognised by a signal verb or noun AND a clause of absence
 * (nobody, silence, camera shows nothing). The detective weighs a fault (a wireless bell on a shared frequency, a low
 * battery, pipes, an auto-dialler, a timer) against a prank, keeps the time the visitor gave, and gives a first test.
 * Never "something goes missing": nothing was taken.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { fixRegister, type FixRegister } from './persona-chat-fix-voice.ts';
import type { PersonaKey } from '../contract/content-types.ts';

/** The repeating signal. */
export type SignalKind = 'buzzer' | 'bell' | 'knock' | 'call' | 'light';

/** A repeating signal with nobody there. */
export interface SignalReading {
  kind: SignalKind;
  /** The time as the visitor wrote it ("11 giờ", "2am", "새벽 3시"), or null. */
  time: string | null;
  /** The visitor mentions a camera. */
  camera: boolean;
}

const signals: Readonly<Record<ContentLanguage, readonly (readonly [SignalKind, RegExp])[]>> = {
  en: [['buzzer', /\b(?:intercom|buzzer|entry ?phone|door ?phone)\b/iu], ['bell', /\b(?:door ?bell|bell rings?|ring(?:s|ing)? the bell|rings? (?:my|our|the) (?:door)?bell)\b/iu], ['knock', /\bknock(?:s|ing|ed)?\b|\bbanging on\b/iu], ['call', /\b(?:phone|cell|mobile) (?:rings|ringing|keeps ringing)|\bcalls? (?:from|me)|\bunknown number|\bwhen I (?:pick up|answer)/iu], ['light', /\blights? (?:turns?|switche?s?|comes?|goes?|keeps?) (?:on|turning on|coming on)|\bturns? (?:itself )?on\b/iu]],
  vi: [['buzzer', /(?:intercom|chuông cổng|điện thoại cửa|chuông chung cư|chuông (?:dưới )?sảnh)/iu], ['bell', /(?:bấm chuông|chuông cửa|chuông (?:reo|kêu))/iu], ['knock', /(?:gõ cửa|đập cửa|tiếng gõ)/iu], ['call', /(?:gọi điện|cuộc gọi|điện thoại (?:reo|kêu|đổ chuông)|gọi (?:cho )?(?:em|mình|tôi|tao))/iu], ['light', /(?:đèn[\p{L}\s]{0,32}tự (?:bật|sáng)|đèn (?:cứ|lại|tự) (?:bật|sáng))/iu]],
  ko: [['buzzer', /(?:인터폰|인터콤|공동현관 ?(?:벨|호출)|비디오폰|월패드)/u], ['bell', /(?:초인종|벨(?:이|을)? (?:울|누르))/u], ['knock', /(?:노크|두드리|두들기|똑똑)/u], ['call', /(?:전화(?:가|를)? (?:와|오|걸려|받)|발신|모르는 번호)/u], ['light', /(?:불이 (?:켜|들어)|불(?:이)? 저절로|조명이 켜|전등이 켜)/u]],
  zh: [['buzzer', /(?:对讲(?:机|门铃)?|楼下(?:的)?门铃|单元门(?:铃)?|可视门铃|门禁)/u], ['bell', /(?:门铃|按铃)/u], ['knock', /(?:敲门|敲(?:了)?(?:几下|我家))/u], ['call', /(?:来电|打电话|电话(?:响|打来)|陌生号码|接起来)/u], ['light', /(?:灯[^，。！？]{0,6}(?:自己亮|自动亮|亮了|自己开|自动开))/u]],
};

const absence: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:nobody|no one|no-one|no body|nothing there|nothing on (?:the )?camera|camera (?:shows|sees|caught) nothing|just silence|silence|nobody'?s? there|no one'?s? there|hangs? up)\b/iu,
  vi: /(?:không (?:có |thấy )?(?:ai|một ai)|chẳng (?:có |thấy )?ai|không có người|im lặng|không nói gì|biến mất|không ai cả|camera không)/iu,
  ko: /(?:아무도 없|아무도 안|아무것도 안|아무 말(?:도)? 없|말이 없|사라지|없어요|없어$|카메라에(?:는|도)? 안)/u,
  zh: /(?:没(?:有)?人|没看到人|不说话|没声音|什么都没(?:有|拍到)|空无一人|拍不到)/u,
};

const times: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:around |at |about )?(\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|midnight|\d{1,2} o'clock)/iu,
  vi: /(?:lúc |tầm |khoảng )?(\d{1,2}(?:h\d{0,2}| giờ(?: \d{1,2})?)(?: (?:sáng|tối|đêm|khuya))?)/iu,
  ko: /((?:새벽|밤|저녁|오전|오후) ?\d{1,2}시(?: ?\d{1,2}분)?|\d{1,2}시(?: ?\d{1,2}분)?)/u,
  zh: /((?:凌晨|半夜|晚上|夜里|早上)?[一二三四五六七八九十两\d]{1,3}点(?:[一二三四五六七八九十\d]{1,2}分|半|多|左右)?)/u,
};

const cameraWord = /\bcamera\b|\bring cam|\bcctv\b|camera|카메라|cctv|블랙박스|摄像头|监控/iu;

/** A repeating signal with nobody there, or null. */
export function readSignal(text: string, language: ContentLanguage): SignalReading | null {
  const kind = signals[language].find(([, pattern]) => pattern.test(text))?.[0];
  if (!kind || !absence[language].test(text)) return null;
  return { kind, time: times[language].exec(text)?.[1]?.trim() ?? null, camera: cameraWord.test(text) };
}

type SignalLines = Readonly<Record<SignalKind, { fault: string; test: string }>>;

const linesBy: Readonly<Record<FixRegister, SignalLines>> = {
  en: {
    buzzer: { fault: 'the building\'s intercom line itself (damp or a worn panel downstairs can fire a buzz with no one pressing), or a panel that rings the wrong flat', test: 'ask the neighbours whether their intercom buzzes at the same minute, and tell the building manager the times so they can check the panel' },
    bell: { fault: 'a wireless bell on a shared frequency (a neighbour pressing their own button sets yours off), a dying battery or damp in the outside button', test: 'swap the battery in the button tonight and ask the neighbours whether their bell rings at the same moment' },
    knock: { fault: 'pipes or heating ticking as they cool at night, or something loose tapping in the wind', test: 'stand close at that hour and listen whether the sound comes from the door or window itself or from inside the wall' },
    call: { fault: "an auto-dialler (call-centre machines ring many numbers, no agent is free when you answer, and all you hear is silence)", test: "don't call back; block the number and see whether the next call comes from a new one" },
    light: { fault: 'a timer, a smart plug or an app on a shared account, a motion sensor, or a loose switch', test: 'check every timer, smart plug and app tonight, then leave your phone filming the room' },
  },
  vi: {
    buzzer: { fault: 'đường dây intercom của tòa nhà bị lỗi (bảng gọi dưới sảnh bị ẩm hay mòn có thể tự phát tín hiệu dù không ai bấm), hoặc bảng gọi nhầm căn', test: 'hỏi hàng xóm xem intercom nhà họ có kêu cùng phút không, rồi báo giờ cho ban quản lý tòa nhà để họ kiểm tra bảng gọi' },
    bell: { fault: 'chuông không dây trùng tần số (hàng xóm bấm chuông nhà họ mà chuông nhà bạn cũng reo), pin ở nút bấm sắp hết, hay nút bấm ngoài cửa bị ẩm', test: 'tối nay thay pin nút bấm, rồi hỏi hàng xóm xem chuông nhà họ có reo cùng lúc không' },
    knock: { fault: 'đường ống hay máy nước nóng co lại khi trời đêm lạnh, hoặc một thứ gì lỏng bị gió đập vào', test: 'đúng giờ đó, đứng sát chỗ có tiếng nghe xem nó phát ra từ cánh cửa hay từ trong bức tường' },
    call: { fault: 'máy gọi tự động: tổng đài quay số hàng loạt, không kịp nối máy nên bạn chỉ nghe im lặng', test: 'đừng gọi lại; chặn số đó và xem lần sau có đổi sang số khác không' },
    light: { fault: 'hẹn giờ, ổ cắm thông minh hay ứng dụng dùng chung tài khoản, cảm biến chuyển động, hoặc công tắc lỏng', test: 'tối nay kiểm tra hết hẹn giờ, ổ cắm thông minh và ứng dụng, rồi để điện thoại quay cả hành lang' },
  },
  zh: {
    buzzer: { fault: '楼里的对讲线路（楼下面板受潮或老化，没人按也会自己呼叫），或者面板串号呼到了你家', test: '问问邻居同一分钟他们家的对讲响没响，再把时间记下来交给物业，让他们查楼下的面板' },
    bell: { fault: '无线门铃和邻居的门铃用了同一个频率（邻居按自家的铃，你家也响）、按钮电池快没电，或者门外按钮受潮', test: '今晚先换掉按钮里的电池，再问问邻居同一时间他们家的门铃响没响' },
    knock: { fault: '夜里降温时水管或暖气热胀冷缩的声音，或者有什么松动的东西被风吹得一下下敲', test: '到了那个点，站在声音附近听清楚：是门窗本身发出的，还是墙里传来的' },
    call: { fault: '自动拨号的机器：呼叫中心批量拨号，没来得及转接人工，你听到的就只有沉默', test: '别回拨；先拉黑这个号码，看下一次是不是换了新号码打来' },
    light: { fault: '定时器、智能插座或共用账号的App、人体感应器，或者开关松了', test: '今晚把定时器、智能插座和App都查一遍，再用手机对着走廊录一整晚' },
  },
  koPlain: {
    buzzer: { fault: '건물 인터폰 선로 고장(1층 호출 패널에 습기가 차거나 낡으면 아무도 안 눌러도 호출이 가), 아니면 패널이 엉뚱한 호수로 잘못 거는 경우', test: '옆집에도 같은 시간에 인터폰이 울리는지 물어보고, 울린 시간을 적어서 관리사무소에 패널 점검을 부탁해' },
    bell: { fault: '무선 초인종이 옆집이랑 같은 주파수를 쓰는 경우(옆집이 자기 벨을 눌렀는데 우리 집이 울림), 버튼 배터리가 거의 다 된 경우, 바깥 버튼에 습기가 찬 경우', test: '오늘 밤 버튼 배터리부터 갈고, 옆집에 같은 시간에 벨이 울리는지 물어봐' },
    knock: { fault: '밤에 식으면서 배관이나 보일러가 내는 소리, 아니면 바람에 헐거운 뭔가가 부딪히는 소리', test: '그 시간에 소리 나는 곳 가까이 서서 문이나 창에서 나는지 벽 안에서 나는지 들어 봐' },
    call: { fault: '자동 발신기: 콜센터 기계가 한꺼번에 걸다가 상담원 연결이 안 돼서 말없이 끊기는 경우', test: '다시 걸지 말고 번호를 차단한 다음, 다음엔 다른 번호로 오는지 봐' },
    light: { fault: '타이머, 스마트 플러그나 같이 쓰는 앱, 동작 감지 센서, 헐거운 스위치', test: '오늘 밤 타이머랑 스마트 플러그, 앱을 다 확인하고 휴대폰으로 밤새 찍어 둬' },
  },
  koPolite: {
    buzzer: { fault: '건물 인터폰 선로 고장(1층 호출 패널에 습기가 차거나 낡으면 아무도 누르지 않아도 호출이 가요), 아니면 패널이 다른 호수로 잘못 거는 경우', test: '옆집에도 같은 시간에 인터폰이 울리는지 물어보시고, 울린 시간을 적어 관리사무소에 패널 점검을 부탁하세요' },
    bell: { fault: '무선 초인종이 옆집과 같은 주파수를 쓰는 경우(옆집이 자기 벨을 눌렀는데 우리 집이 울려요), 버튼 배터리가 다 된 경우, 바깥 버튼에 습기가 찬 경우', test: '오늘 밤 버튼 배터리부터 갈아 보시고, 옆집에 같은 시간에 벨이 울리는지 물어보세요' },
    knock: { fault: '밤에 식으면서 배관이나 보일러가 내는 소리, 아니면 바람에 헐거운 무언가가 부딪히는 소리', test: '그 시간에 소리 나는 곳 가까이 서서 문이나 창에서 나는지 벽 안에서 나는지 들어 보세요' },
    call: { fault: '자동 발신기예요. 콜센터 기계가 한꺼번에 걸다가 상담원 연결이 안 되면 말없이 끊겨요', test: '다시 걸지 마시고 번호를 차단한 뒤, 다음엔 다른 번호로 오는지 보세요' },
    light: { fault: '타이머, 스마트 플러그나 같이 쓰는 앱, 동작 감지 센서, 헐거운 스위치', test: '오늘 밤 타이머와 스마트 플러그, 앱을 모두 확인하고 휴대폰으로 밤새 찍어 두세요' },
  },
  koHage: {
    buzzer: { fault: '건물 인터폰 선로 고장(1층 호출 패널에 습기가 차거나 낡으면 아무도 누르지 않아도 호출이 가지), 아니면 패널이 다른 호수로 잘못 거는 경우', test: '옆집에도 같은 시각에 인터폰이 울리는지 묻고, 울린 시각을 적어 관리사무소에 패널 점검을 부탁하게' },
    bell: { fault: '무선 초인종이 옆집과 같은 주파수를 쓰는 경우(옆집이 제 벨을 누르면 자네 집이 울리지), 버튼 배터리가 다 된 경우, 바깥 버튼에 습기가 찬 경우', test: '오늘 밤 버튼 배터리부터 갈고, 옆집에 같은 시각에 벨이 울리는지 물어보게' },
    knock: { fault: '밤에 식으면서 배관이나 보일러가 내는 소리, 아니면 바람에 헐거운 무언가가 부딪히는 소리', test: '그 시각에 소리 나는 곳 가까이 서서 문이나 창에서 나는지 벽 안에서 나는지 들어 보게' },
    call: { fault: '자동 발신기일세. 콜센터 기계가 한꺼번에 걸다가 연결이 안 되면 말없이 끊기지', test: '다시 걸지 말고 번호를 차단한 뒤, 다음엔 다른 번호로 오는지 보게' },
    light: { fault: '타이머, 스마트 플러그나 함께 쓰는 앱, 동작 감지 센서, 헐거운 스위치', test: '오늘 밤 타이머와 스마트 플러그, 앱을 모두 확인하고 휴대폰으로 밤새 찍어 두게' },
  },
};

function opening(r: SignalReading, register: FixRegister): string {
  const at = r.time;
  switch (register) {
    case 'en': return at ? `A signal that comes back around ${at} with nobody there: that regularity is our best clue, and nothing has been taken, so this is about a cause, not a thief.` : 'A signal that keeps coming back with nobody there: the repetition is our best clue, and nothing has been taken, so this is about a cause, not a thief.';
    case 'vi': return at ? `Tín hiệu lặp lại đúng khoảng ${at} mà không có ai: chính sự đều đặn ấy là manh mối tốt nhất, và chưa mất gì cả, nên ta tìm nguyên nhân chứ không tìm kẻ trộm.` : 'Tín hiệu cứ lặp lại mà không có ai: chính sự lặp lại là manh mối tốt nhất, và chưa mất gì cả, nên ta tìm nguyên nhân chứ không tìm kẻ trộm.';
    case 'zh': return at ? `每次都在${at}前后出现，却不见人：这份规律就是最好的线索。什么都没丢，所以我们找的是原因，不是小偷。` : '一再出现，却不见人：重复本身就是最好的线索。什么都没丢，所以我们找的是原因，不是小偷。';
    case 'koPlain': return at ? `${at}쯤 되풀이되는데 아무도 없다라. 그 규칙성이 제일 좋은 단서야. 없어진 건 없으니까 도둑이 아니라 원인을 찾는 거야.` : '되풀이되는데 아무도 없다라. 그 반복이 제일 좋은 단서야. 없어진 건 없으니까 원인을 찾는 거야.';
    case 'koPolite': return at ? `${at}쯤 되풀이되는데 아무도 없다니, 그 규칙성이 가장 좋은 단서예요. 없어진 건 없으니 도둑이 아니라 원인을 찾는 거예요.` : '되풀이되는데 아무도 없다니, 그 반복이 가장 좋은 단서예요. 없어진 건 없으니 원인을 찾는 거예요.';
    case 'koHage': return at ? `${at}쯤 되풀이되는데 아무도 없다라. 그 규칙성이 가장 좋은 단서일세. 없어진 건 없으니 도둑이 아니라 원인을 찾는 걸세.` : '되풀이되는데 아무도 없다라. 그 반복이 가장 좋은 단서일세. 없어진 건 없으니 원인을 찾는 걸세.';
  }
}

function weigh(r: SignalReading, register: FixRegister): string {
  const fault = linesBy[register][r.kind].fault;
  const camera = r.camera;
  switch (register) {
    case 'en': return `Two suspects. First, a fault: ${fault}. Second, a prank${camera ? ' by someone who knows where the camera cannot see' : ''}.${camera ? ' A camera that shows nobody at that moment points at the fault.' : ''}`;
    case 'vi': return `Có hai nghi phạm. Thứ nhất là lỗi thiết bị: ${fault}. Thứ hai là trò đùa${camera ? ' của ai đó biết chỗ camera không quay tới' : ''}.${camera ? ' Camera không thấy ai đúng lúc đó thì nghiêng về lỗi thiết bị.' : ''}`;
    case 'zh': return `嫌疑有两个。一是故障：${fault}。二是恶作剧${camera ? '，而且对方知道摄像头的死角' : ''}。${camera ? '那一刻监控里一个人都没有，更像是故障。' : ''}`;
    case 'koPlain': return `용의자는 둘이야. 하나는 고장: ${fault}. 다른 하나는 장난${camera ? '인데, 카메라 사각지대를 아는 사람이겠지' : ''}.${camera ? ' 그 순간 카메라에 아무도 없으면 고장 쪽이야.' : ''}`;
    case 'koPolite': return `용의자는 둘이에요. 하나는 고장: ${fault}. 다른 하나는 장난${camera ? '인데, 카메라 사각지대를 아는 사람이겠죠' : ''}.${camera ? ' 그 순간 카메라에 아무도 없다면 고장 쪽이에요.' : ''}`;
    case 'koHage': return `용의자는 둘일세. 하나는 고장: ${fault}. 다른 하나는 장난${camera ? '인데, 카메라 사각지대를 아는 자겠지' : ''}.${camera ? ' 그 순간 카메라에 아무도 없다면 고장 쪽일세.' : ''}`;
  }
}

/** 이야 after a final consonant (10분), 야 after a vowel (11시). */
function copula(time: string): string {
  const last = time.charCodeAt(time.length - 1);
  return last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 !== 0 ? '이야' : '야';
}

function firstTest(r: SignalReading, register: FixRegister): string {
  const test = linesBy[register][r.kind].test;
  switch (register) {
    case 'en': return `First test: write down the exact minute each time it happens${r.time ? ` (is it always ${r.time} on the dot?)` : ''}, and ${test}. A fault keeps to the clock; a prankster slips.`;
    case 'vi': return `Phép thử đầu tiên: ghi lại chính xác từng phút mỗi lần xảy ra${r.time ? ` (có luôn đúng ${r.time} không?)` : ''}, và ${test}. Lỗi máy thì đúng giờ; kẻ đùa thì sẽ lệch.`;
    case 'zh': return `第一步测试：每次发生都记下准确到分钟的时间${r.time ? `（是不是每次都正好${r.time}？）` : ''}，然后${test}。故障守时，恶作剧的人会出错。`;
    case 'koPlain': return `첫 번째 실험: 일어날 때마다 정확한 분까지 적어${r.time ? `(매번 딱 ${r.time}${copula(r.time)}?)` : ''}. 그리고 ${test}. 고장은 시계처럼 정확하고, 장난치는 사람은 어긋나.`;
    case 'koPolite': return `첫 번째 실험: 일어날 때마다 정확한 분까지 적어 두세요${r.time ? `(매번 딱 ${r.time}인가요?)` : ''}. 그리고 ${test}. 고장은 시계처럼 정확하고, 장난은 어긋나요.`;
    case 'koHage': return `첫 번째 실험일세. 일어날 때마다 정확한 분까지 적어 두게${r.time ? `(매번 딱 ${r.time}인가?)` : ''}. 그리고 ${test}. 고장은 시계처럼 정확하고, 장난꾼은 어긋나네.`;
  }
}

/** The detective's answer (and any persona's): a fault against a prank, and a first test. */
export function writeSignal(reading: SignalReading, persona: PersonaKey, language: ContentLanguage): string[] {
  const register = fixRegister(persona, language);
  return [opening(reading, register), weigh(reading, register), firstTest(reading, register)];
}
