/**
 * Adventure-start evaluation cases (issue 13): each theme in several languages. A good opening scene belongs to its
 * theme, speaks to the player in the second person and ends with 3–4 distinct numbered choices the site can parse.
 */
import { parseAdventureChoices } from '../../../supabase/functions/_shared/contract/adventure-choices.ts';
import type { AdventureTheme } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const choicesParse: EvalFact = {
  label: 'ends with 3–4 distinct numbered choices the site can parse',
  check: (text) => {
    const choices = parseAdventureChoices(text);
    return choices.length >= 3 && choices.length <= 4 && new Set(choices).size === choices.length;
  },
};

const secondPerson: Readonly<Record<EvalCase['language'], RegExp>> = { en: /\byou(?:r)?\b/i, vi: /\bbạn\b/i, ko: /당신/, zh: /你/ };

function start(id: string, language: EvalCase['language'], theme: AdventureTheme, themeLabel: string, themeWords: RegExp): EvalCase {
  return evalCase({
    id,
    type: 'adventure-start',
    language,
    input: { input: theme },
    facts: [
      choicesParse,
      { label: 'speaks to the player in the second person', check: secondPerson[language] },
      { label: `the scene belongs to the theme (${themeLabel})`, check: themeWords },
    ],
  });
}

/** The adventure-start cases. */
export const cases: EvalCase[] = [
  start('adventure-start-en-1', 'en', 'fantasy', 'magic, swords, creatures', /magic|rune|spell|sword|dagger|dragon|elven|witch|wolf|golem|mage|knight|enchant/i),
  start('adventure-start-en-2', 'en', 'space', 'ship, station, stars', /starship|station|oxygen|planet|moon|orbit|hull|space|stars|airlock|cryo/i),
  start('adventure-start-en-3', 'en', 'mystery', 'a case, clues, a detective', /clue|case|detective|murder|suspect|victim|evidence|inspector|alibi|missing|footprint|poison|butler|blackmail|body|witness|study/i),
  start('adventure-start-en-4', 'en', 'horror', 'dread in the dark', /dark|scream|blood|whisper|shadow|cold|creak|ghost|breath|dread|flicker|died|dead|abandoned|footprints|crawl/i),
  start('adventure-start-en-5', 'en', 'pirate', 'ships, sea, treasure', /ship|sea|captain|treasure|deck|sail|crew|island|cannon|harbo/i),
  start('adventure-start-ko-1', 'ko', 'pirate', '바다, 배, 보물', /해적|선장|보물|갑판|바다|배|돛|항구|섬/),
  start('adventure-start-ko-2', 'ko', 'cyberpunk', '네온, 해킹, 기업', /네온|해킹|해커|기업|임플란트|드론|사이버|홀로|데이터|칩/),
  start('adventure-start-ko-3', 'ko', 'fantasy', '마법, 검, 괴물', /마법|룬|검|단검|용|엘프|마녀|늑대|골렘|마법사|기사|주문/),
  start('adventure-start-ko-4', 'ko', 'school', '학교, 교실, 선생님', /학교|교실|선생님|복도|수업|시험|동아리|운동장|사물함|학생/),
  start('adventure-start-ko-5', 'ko', 'horror', '어둠, 비명, 공포', /어둠|어두|비명|피|속삭|그림자|차가|삐걱|귀신|유령|숨소리|소름|깜빡|오싹|섬뜩|폐가|지하실|얼어붙|목소리/),
  start('adventure-start-vi-1', 'vi', 'romance', 'tình cảm, hẹn hò', /tim|hẹn|yêu|nụ cười|ánh mắt|thư tay|bó hoa|lãng mạn|người ấy|rung động|mối tình|tình cảm|tình địch|thanh mai|thổ lộ|tỏ tình|crush/i),
  start('adventure-start-vi-2', 'vi', 'school', 'trường, lớp, thầy cô', /trường|lớp|thầy|cô giáo|bài kiểm tra|hành lang|câu lạc bộ|sân|học sinh|tủ đồ/i),
  start('adventure-start-vi-3', 'vi', 'zombie', 'xác sống, nhiễm bệnh', /xác sống|zombie|nhiễm|lây|rào chắn|sống sót|tiếng gầm|thây ma|đại dịch|bị cắn/i),
  start('adventure-start-vi-4', 'vi', 'time_travel', 'thời gian, quá khứ', /thời gian|quá khứ|tương lai|năm \d|thế kỷ|cỗ máy|đồng hồ|du hành/i),
  start('adventure-start-vi-5', 'vi', 'cyberpunk', 'neon, hack, tập đoàn', /neon|hack|tin tặc|tập đoàn|cấy ghép|drone|máy bay không người lái|dữ liệu|con chip|mạng/i),
  start('adventure-start-zh-1', 'zh', 'space', '飞船、空间站、星球', /飞船|空间站|星球|氧气|轨道|舱|太空|宇宙|星|木卫/),
  start('adventure-start-zh-2', 'zh', 'zombie', '丧尸、感染', /丧尸|感染|尸|僵尸|幸存|路障|咬|疫情|死者/),
  start('adventure-start-zh-3', 'zh', 'mystery', '案件、线索、侦探', /线索|案|侦探|探长|凶手|嫌疑|证据|警探|失踪|脚印|谋杀|投毒|对质|勒索|尸体|目击/),
  start('adventure-start-zh-4', 'zh', 'time_travel', '时间、过去、未来', /时间|过去|未来|年|世纪|时光|穿越|怀表|时钟/),
  start('adventure-start-zh-5', 'zh', 'romance', '心动、约会', /心|约|喜欢|微笑|目光|告白|情书|花|恋|青梅竹马|误会|撑伞|演唱会/),
];
