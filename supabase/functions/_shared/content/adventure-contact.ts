/**
 * A call for help to a service far away (issue 13, round 10): mission control, the rescue centre, the police, the base
 * ("radio mission control", "dùng bộ đàm gọi trung tâm cứu hộ", "무전기로 경찰에 연락한다", "联系地面控制中心"). The service
 * answers as a service does: it has heard, it says how far help is, and it gives one instruction. When the story runs
 * on a clock ("two hours of air left", "只剩两个小时"), help cannot arrive in time and the service talks the player
 * through it instead. Never "Where are you? I'm coming" (the lead's round-10 read: mission control answering like a friend).
 */
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';

const contactVerb: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:call|calls|radio|radios|contact|contacts|phone|phones|signal|signals|message|hail|hails|report to)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:gọi|liên lạc|liên hệ|báo|bắt liên lạc)(?![\p{L}\p{M}])/iu,
  ko: /연락|무전|전화|신고|교신|호출/u,
  zh: /联系|呼叫|打电话|报警|通讯|求救/u,
};

/** The services a player calls for help, as the narration names them. */
const services: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:mission control|ground control|control|headquarters|HQ|the base|base|the police|police|911|999|the coast guard|coast guard|rescue(?: team| centre| center)?|dispatch|the tower|command)\b/u,
  vi: /trung tâm(?: (?:cứu hộ|cứu nạn|điều khiển|chỉ huy|mặt đất))?|sở chỉ huy|căn cứ|công an|cảnh sát|đội cứu hộ|cứu hộ|113|114|115|mặt đất/u,
  ko: /경찰서|경찰|119|112|본부|관제(?:센터|탑|실)?|기지|구조대|상황실|지상/u,
  zh: /地面控制中心|控制中心|指挥中心|地面|总部|基地|警察局|警察|110|119|120|救援队|救援中心|塔台|报警/u,
};

/** The service a choice calls for help, as the narration names it, or null when the choice calls no service. */
export function helpContact(told: string, language: ContentLanguage): string | null {
  if (!contactVerb[language].test(told)) return null;
  const found = services[language].exec(told);
  if (!found) return null;
  const name = found[0];
  if (language === 'zh' && name === '报警') return '警察';
  if (language === 'en') return /^(?:the\s|HQ$|\d)/u.test(name) ? name : `${/^(?:mission|ground)\s/u.test(name) ? '' : 'the '}${name}`.trim();
  return name;
}

/** A clock the story runs on ("two hours of air left", "hai tiếng", "두 시간", "只剩两个小时"). */
const storyClock: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:\w+|\d+) (?:hours?|minutes?) (?:of (?:air|oxygen|power|fuel) )?(?:left|remaining|to go)\b|\bonly (?:\w+|\d+) (?:hours?|minutes?)\b/iu,
  vi: /còn (?:lại )?(?:đúng |chỉ )?(?:\d+|một|hai|ba|bốn|năm|mười) (?:tiếng|giờ|phút)|chỉ còn (?:\d+|một|hai|ba|bốn|năm|mười)/iu,
  ko: /(?:\d+|한|두|세|네|다섯|십)\s*(?:시간|분)(?:밖에|만|이|치)?\s*(?:남|뿐)/u,
  zh: /(?:只剩|还剩|剩下)(?:不到)?[\d一两二三四五六七八九十半]+(?:个)?(?:小时|分钟)/u,
};

interface ContactText {
  /** The service answers; {who} is the service. */
  heard: string;
  /** Help cannot come in time: it talks the player through it. */
  clock: string;
  /** Help is on its way, with one instruction, per tone. */
  coming: Readonly<Record<'space' | 'danger' | 'mystery' | 'plain', string>>;
  options: readonly string[];
  /** Asked when help cannot come in time, instead of how long it takes. */
  nextStep: string;
}

const texts: Readonly<Record<ContentLanguage, ContactText>> = {
  en: {
    heard: 'The line crackles, and {who} answers, calm and clear: “We read you. Say that again, slowly.” You tell them everything.',
    clock: 'A pause. “Understood. Nobody can reach you in that time, so you will do this yourselves, and we will talk you through every step. First: stay off anything you do not need, and stay on this channel.”',
    coming: {
      space: '“Understood. A ship is on its way, but it is hours out. Until then, shut down everything you do not need, and report back every fifteen minutes.”',
      danger: '“Understood. We can reach you in forty minutes. Until then, keep the door shut, keep the lights off, and do not open it for anyone but us.”',
      mystery: '“Understood. The roads are closed; we cannot be there before morning. Lock the doors, keep everyone together, and do not touch anything where it happened.”',
      plain: '“Understood. Help is on its way, but it will take a while. Stay where you are and keep this line open.”',
    },
    options: ['Do exactly what {who} says', 'Ask {who} how long it will really take', 'Tell the others what {who} said'],
    nextStep: 'Ask {who} for the next step',
  },
  vi: {
    heard: 'Đường truyền rè rè, rồi {who} trả lời, bình tĩnh và rõ ràng: “Chúng tôi nghe rõ. Nói lại chậm thôi.” Bạn kể hết mọi chuyện.',
    clock: 'Một khoảng lặng. “Đã rõ. Không ai tới kịp trong khoảng thời gian đó, nên các bạn phải tự làm, và chúng tôi sẽ hướng dẫn từng bước. Trước hết: tắt hết những gì không cần, và đừng rời kênh này.”',
    coming: {
      space: '“Đã rõ. Tàu cứu hộ đang trên đường, nhưng còn vài tiếng nữa. Trong lúc chờ, tắt hết những gì không cần, cứ mười lăm phút báo lại một lần.”',
      danger: '“Đã rõ. Bốn mươi phút nữa chúng tôi tới. Trong lúc đó, giữ chặt cửa, tắt đèn, và ngoài chúng tôi ra thì đừng mở cửa cho ai.”',
      mystery: '“Đã rõ. Đường đang bị chặn, trước sáng mai chúng tôi chưa tới được. Khóa cửa lại, mọi người ở cùng một chỗ, và đừng động vào thứ gì ở chỗ xảy ra chuyện.”',
      plain: '“Đã rõ. Người đang tới, nhưng sẽ mất một lúc. Cứ ở yên đó và giữ máy.”',
    },
    options: ['Làm đúng như {who} dặn', 'Hỏi {who} thật ra còn bao lâu', 'Kể lại cho mọi người lời {who} nói'],
    nextStep: 'Hỏi {who} bước tiếp theo',
  },
  ko: {
    heard: '지직거리는 잡음 끝에 {who}에서 침착하고 또렷한 목소리가 답한다. “잘 들립니다. 천천히 다시 말씀하세요.” 당신은 있었던 일을 전부 말한다.',
    clock: '잠시 침묵. “알겠습니다. 그 시간 안에 도착할 수 있는 사람은 없습니다. 그러니 직접 하셔야 합니다. 저희가 한 단계씩 안내하겠습니다. 우선 필요 없는 건 전부 끄고, 이 채널을 떠나지 마세요.”',
    coming: {
      space: '“알겠습니다. 구조선이 출발했지만 몇 시간은 걸립니다. 그동안 필요 없는 건 전부 끄고, 15분마다 상황을 보고하세요.”',
      danger: '“알겠습니다. 40분 안에 도착합니다. 그때까지 문을 단단히 막고, 불은 끄고, 저희 말고는 누구에게도 문을 열어 주지 마세요.”',
      mystery: '“알겠습니다. 길이 막혀서 아침 전에는 못 갑니다. 문을 잠그고, 모두 한곳에 모여 계시고, 일이 벌어진 곳의 물건엔 손대지 마세요.”',
      plain: '“알겠습니다. 출동했지만 시간이 좀 걸립니다. 그 자리에 계시고 연결을 끊지 마세요.”',
    },
    options: ['{who}의 말대로 한다', '{who}에 정말 얼마나 걸리는지 묻는다', '다른 사람들에게 {who}의 말을 전한다'],
    nextStep: '{who}에 다음 단계를 묻는다',
  },
  zh: {
    heard: '电流声沙沙作响，{who}那边传来一个冷静清楚的声音：“收到，听得很清楚。慢慢再说一遍。”你把情况从头说了一遍。',
    clock: '对面沉默了一下。“明白。这个时间里谁也赶不到，所以只能靠你们自己，我们一步一步教你们。第一步：关掉所有用不上的东西，别离开这个频道。”',
    coming: {
      space: '“明白。救援飞船已经出发，但还要好几个小时。这段时间关掉所有用不上的设备，每十五分钟报告一次。”',
      danger: '“明白。四十分钟内赶到。在那之前把门堵好，把灯关掉，除了我们，谁敲门都别开。”',
      mystery: '“明白。路被封了，天亮前过不去。把门锁好，大家待在一起，出事地方的东西一样都别碰。”',
      plain: '“明白。人已经出发了，不过要一会儿。待在原地，别挂断。”',
    },
    options: ['照{who}说的做', '问{who}到底还要多久', '把{who}的话告诉其他人'],
    nextStep: '问{who}下一步怎么做',
  },
};

const dangerThemes: ReadonlySet<AdventureTheme> = new Set<AdventureTheme>(['zombie', 'horror']);

/** The service's answer, in two lines: it has heard, then help on its way with one instruction, or talked through in time. */
export function contactLines(who: string, story: string, theme: AdventureTheme, language: ContentLanguage): string[] {
  const text = texts[language];
  const tone = theme === 'space' ? 'space' : dangerThemes.has(theme) ? 'danger' : theme === 'mystery' ? 'mystery' : 'plain';
  const answer = storyClock[language].test(story) ? text.clock : text.coming[tone];
  return [text.heard.replaceAll('{who}', who), answer];
}

/** Choices after the call: follow the instruction, ask how long (or the next step, when the story runs on a clock), pass it on. */
export function contactOptions(who: string, story: string, language: ContentLanguage): string[] {
  const text = texts[language];
  const options = storyClock[language].test(story) ? [text.options[0] as string, text.nextStep, text.options[2] as string] : text.options;
  return options.map((option) => option.replaceAll('{who}', who));
}
