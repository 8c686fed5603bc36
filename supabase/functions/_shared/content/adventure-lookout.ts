/**
 * Climbing up to look (issue 13, round 10): "climb the mast to look above the fog", "leo lên cây để nhìn", "옥상에 올라가
 * 살핀다", "爬上楼顶看看". The beat is what the height shows: above fog or smoke the air is clear, and something the ground
 * hid comes into view, of the story's kind (a ship's masts at sea, the dead and one clear street in a zombie story, a
 * light in an empty window in a horror story). Whoever was with the player stays below, never "close beside you"
 * (the lead's round-10 read: Captain Mara beside the player up the mast).
 */
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';

/** A climb to a height, with the height as the narration names it. */
const climbs: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:climb|climbs|scale|scales|shin(?:ny)? up|scramble up|go up|get up)\s+(?:up\s+)?(?:to\s+|onto\s+|on\s+)?(?:the\s+|a\s+|your\s+)?(?:top of the\s+)?(mast|crow['’]s nest|tree|oak|pine|tower|roof|rooftop|hill|ladder|wall|rock|cliff|lamp ?post|water tower|lighthouse|bell tower|ridge|dune|watchtower|rigging)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:leo|trèo|lên)\s+(?:lên\s+)?(?:đỉnh\s+|ngọn\s+|nóc\s+)?(cột buồm|cây|tháp canh|tháp|mái nhà|sân thượng|đồi|thang|tường|vách đá|ngọn hải đăng|hải đăng|gác chuông)/iu,
  ko: /(돛대|나무|탑|지붕|옥상|언덕|사다리|담장|담|벽|바위|절벽|망루|등대|종탑)(?:\s*위|\s*꼭대기)?(?:에|로|으로)\s*(?:기어\s*)?(?:올라|오른|오르)/u,
  zh: /(?:爬上|登上|爬到|攀上|上到)(桅杆|大树|树|塔|屋顶|楼顶|山坡|梯子|墙|岩石|悬崖|瞭望台|灯塔|钟楼|天台)/u,
};

/** The height a choice climbs to look from, or null when it climbs nothing (or climbs to escape, not to look). */
export function lookoutHeight(told: string, language: ContentLanguage): string | null {
  const match = climbs[language].exec(told);
  if (!match) return null;
  // Climbing over a wall or out of a window to get away is a flight, not a look.
  if (/\b(?:over|escape|get away|run)\b|(?<![\p{L}\p{M}])(?:trốn|thoát|chạy)(?![\p{L}\p{M}])|넘어|도망|탈출|翻过|逃/iu.test(told)) return null;
  // The climb is the act, or made to look: "climb the tree and throw stones" is a fight from a tree, not a look.
  const rest = told.slice((match.index ?? 0) + match[0].length);
  const bare = rest.replace(/[\s,.!?。！？，]+/gu, '').replace(/^(?:다|간다|가|서|가서|갔다)$/u, '');
  return bare.length === 0 || lookWords[language].test(rest) || lookAhead[language].test(told) ? (match[1] as string) : null;
}

/** A look given as the climb's purpose before it ("더 멀리 보려고 탑에 오른다", "to see farther, climb…"). */
const lookAhead: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bto (?:see|look|get a (?:better |clear )?(?:look|view)) (?:farther|further|around|out|over|ahead)\b/iu,
  vi: /để (?:nhìn|xem|quan sát) (?:xa|rõ|xung quanh)/iu,
  ko: /보려고|살피려고|내려다보려고|둘러보려고/u,
  zh: /看得更远|看清楚|看个清楚|四处张望/u,
};

/** Words that make a climb a look ("to look above the fog", "để nhìn", "살핀다", "看看"). */
const lookWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /^\s*(?:up\s+)?(?:(?:in order )?to (?:look|see|get a (?:better |clear )?(?:look|view)|spot|scout|check|watch)|and (?:look|see|scout|watch|check)|for a (?:better )?(?:look|view))\b/iu,
  vi: /^\s*(?:để |mà |rồi )?(?:nhìn|xem|quan sát|ngó|trông)/iu,
  ko: /^\s*(?:가|가서|간다|가고|서|본다|봐)?\s*(?:주변을\s*|아래를\s*|멀리\s*)?(?:살피|살핀|살펴|둘러|내려다|본다|보려고|바라|지켜|망을)/u,
  zh: /^(?:上)?(?:去)?(?:看看|看|望|观察|瞭望|四处看)/u,
};

type Tone = 'sea' | 'dead' | 'dark' | 'mystery' | 'wild' | 'other';

function toneOf(theme: AdventureTheme): Tone {
  if (theme === 'pirate') return 'sea';
  if (theme === 'zombie') return 'dead';
  if (theme === 'horror') return 'dark';
  if (theme === 'mystery') return 'mystery';
  if (theme === 'fantasy') return 'wild';
  return 'other';
}

/** Fog, mist or smoke the height rises above. */
const hazeWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:fog|mist|smoke|haze)\b/iu,
  vi: /sương mù|sương|khói/iu,
  ko: /안개|연기/u,
  zh: /雾|烟/u,
};

interface LookoutText {
  up: string;
  haze: string;
  seen: Readonly<Record<Tone, string>>;
  options: readonly string[];
}

const texts: Readonly<Record<ContentLanguage, LookoutText>> = {
  en: {
    up: 'It is a hard climb, and the wind pulls at you the higher you go.',
    haze: 'Then your head comes out above it, and the air up here is clear and cold.',
    seen: {
      sea: 'From up here you see what the deck could not: the masts of another ship, close enough to count the sails, and no flag flying.',
      dead: 'From up here you see the streets below: the dead moving in slow groups, and one lane to the east that is still clear.',
      dark: 'From up here you see what the ground hid: a light moving in a window that should be empty.',
      mystery: 'From up here you see someone crossing the yard below with a lamp, heading for the back gate, in no hurry at all.',
      wild: 'From up here you see smoke rising far off over the trees, and something large moving beneath them.',
      other: 'From up here you see more than the ground ever showed: the way ahead, and someone moving where nobody should be.',
    },
    options: ['Climb down and tell the others what you saw', 'Call out to warn them', 'Stay up and keep watching'],
  },
  vi: {
    up: 'Leo lên không dễ, càng lên cao gió càng giật mạnh.',
    haze: 'Rồi đầu bạn nhô lên khỏi lớp mù ấy, và trên này không khí trong và lạnh.',
    seen: {
      sea: 'Từ trên cao, bạn thấy điều dưới boong không thấy được: cột buồm của một con tàu khác, gần đến mức đếm được từng cánh buồm, và không treo cờ.',
      dead: 'Từ trên cao, bạn thấy những con phố bên dưới: lũ xác sống lê từng đám chậm chạp, và một con đường phía đông vẫn còn trống.',
      dark: 'Từ trên cao, bạn thấy điều mặt đất che mất: một ánh đèn đang di chuyển trong một ô cửa sổ lẽ ra không có ai.',
      mystery: 'Từ trên cao, bạn thấy một người cầm đèn băng qua sân bên dưới, đi về phía cổng sau, chẳng vội vàng gì.',
      wild: 'Từ trên cao, bạn thấy khói bốc lên xa xa trên rừng cây, và có thứ gì đó rất lớn đang chuyển động bên dưới tán lá.',
      other: 'Từ trên cao, bạn thấy nhiều hơn hẳn lúc đứng dưới đất: con đường phía trước, và một bóng người đang di chuyển ở nơi lẽ ra không có ai.',
    },
    options: ['Xuống kể cho mọi người điều vừa thấy', 'Gọi to để báo cho mọi người', 'Ở lại trên cao tiếp tục quan sát'],
  },
  ko: {
    up: '오르기는 쉽지 않다. 높이 오를수록 바람이 당신을 잡아당긴다.',
    haze: '그러다 머리가 그 위로 빠져나오자, 위쪽 공기는 맑고 차갑다.',
    seen: {
      sea: '위에서는 갑판에서 안 보이던 것이 보인다. 돛을 셀 수 있을 만큼 가까이 있는 다른 배의 돛대, 그리고 깃발은 하나도 걸려 있지 않다.',
      dead: '위에서는 아래 거리가 한눈에 보인다. 느릿느릿 무리 지어 움직이는 좀비들, 그리고 아직 비어 있는 동쪽 골목 하나.',
      dark: '위에서는 땅에서 가려져 있던 것이 보인다. 아무도 없어야 할 창문 안에서 움직이는 불빛 하나.',
      mystery: '위에서 보니 누군가 등불을 들고 아래 마당을 가로질러 뒷문 쪽으로 간다. 조금도 서두르지 않는다.',
      wild: '위에서 보니 멀리 숲 위로 연기가 피어오르고, 나무 아래로 무언가 커다란 것이 움직인다.',
      other: '위에서는 땅에서 보던 것보다 훨씬 많은 게 보인다. 앞으로 갈 길, 그리고 아무도 없어야 할 곳에서 움직이는 사람 하나.',
    },
    options: ['내려가서 본 것을 모두에게 알린다', '큰 소리로 경고한다', '위에 남아 계속 지켜본다'],
  },
  zh: {
    up: '爬上去并不容易，越往上，风就越猛地拽着你。',
    haze: '然后你的头探出了那一层，上面的空气又清又冷。',
    seen: {
      sea: '从高处，你看见了甲板上看不到的东西：另一艘船的桅杆，近得能数清船帆，却没有挂任何旗子。',
      dead: '从高处，你看清了下面的街道：丧尸一群一群慢慢挪动，只有东边一条小路还是空的。',
      dark: '从高处，你看见了地面上看不到的东西：一扇本该没人的窗户里，有一盏灯在移动。',
      mystery: '从高处，你看见有人提着灯穿过下面的院子，朝后门走去，一点也不着急。',
      wild: '从高处，你看见远处林子上空升起了烟，树下有什么很大的东西在动。',
      other: '从高处，你看到的比在地面上多得多：前面的路，还有一个人影在本该没人的地方移动。',
    },
    options: ['下去把看到的告诉大家', '大声喊，提醒大家', '留在上面继续观察'],
  },
};

/** The climb and what the height shows, in two or three lines. */
export function lookoutLines(story: string, theme: AdventureTheme, language: ContentLanguage): string[] {
  const text = texts[language];
  const lines = [text.up];
  if (hazeWords[language].test(story)) lines.push(text.haze);
  lines.push(text.seen[toneOf(theme)]);
  return lines;
}

/** Choices from the height: go down and tell, call a warning, keep watching. */
export function lookoutOptions(language: ContentLanguage): string[] {
  return [...texts[language].options];
}
