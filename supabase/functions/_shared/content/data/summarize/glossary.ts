/**
 * Words a child does not know, per language, for the "explain like I'm five" summary (issue 13, round 9b): each entry
 * either replaces a term with plain words ("renovation" → "fixing up", "corrosion" → "rust") or keeps it and explains
 * it once in brackets ("lưu huỳnh đioxit (một loại khí bẩn)", "석면(옛날 건물에 쓰던, 몸에 해로운 재료)"). A small,
 * general list, with the words that join a cause to its effect made plain too ("Therefore" → "So", "因此" → "所以"): the words of news, civic and science texts, not the words of any one text.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** A term and its plain form: `plain` replaces every occurrence; `gloss` follows the first one in brackets. */
export interface GlossaryEntry {
  term: RegExp;
  plain?: string;
  gloss?: string;
}

const vi = (words: string): RegExp => new RegExp(`(?<![\\p{L}\\p{M}])(?:${words})(?![\\p{L}\\p{M}])`, 'giu');

/** The plain-word list per language (longer terms first, so "pedestrian bridge" goes before "pedestrian"). */
export const childGlossary: Record<ContentLanguage, readonly GlossaryEntry[]> = {
  en: [
    { term: /\bpedestrian bridge\b/giu, plain: 'footbridge' }, { term: /\b(?:the )?state legislature\b/giu, plain: 'the state’s leaders' }, { term: /\bpassed a bill\b/giu, plain: 'agreed on a new law' }, { term: /\bvoted(?= (?:on \w+ )?to\b)/giu, plain: 'decided' }, { term: /\bpedestrians\b/giu, plain: 'people on foot' },
    { term: /\b(?:the )?city council\b/giu, plain: 'the town leaders' }, { term: /\btown council\b/giu, plain: 'town leaders' },
    { term: /\brenovations?\b/giu, plain: 'fixing up' }, { term: /\brenovated\b/giu, plain: 'fixed up' }, { term: /\brenovate\b/giu, plain: 'fix up' },
    { term: /\basbestos\b/giu, plain: 'a harmful old building material' }, { term: /\bcorrosion\b/giu, plain: 'rust' }, { term: /\bcorroded\b/giu, plain: 'rusted' },
    { term: /\b(?:a )?routine inspection\b/giu, plain: 'a regular check' }, { term: /\binspections?\b/giu, plain: 'check' },
    { term: /\binfrastructure\b/giu, plain: 'roads and bridges' }, { term: /\bemissions\b/giu, plain: 'dirty air' }, { term: /\bpollutants\b/giu, plain: 'dirty stuff' },
    { term: /\bsubsid(?:y|ies)\b/giu, plain: 'money help' }, { term: /\blegislation\b/giu, plain: 'new laws' }, { term: /\blawmakers\b/giu, plain: 'the people who make laws' },
    { term: /\b(?:therefore|as a result|consequently),?\s+/giu, plain: 'so ' }, { term: /\bnocturnal\b/giu, plain: 'night-time' }, { term: /\bartificial light\b/giu, plain: 'lamp light' }, { term: /\bbacteria\b/giu, plain: 'tiny germs' },
    { term: /\bunemployment\b/giu, plain: 'people without jobs' }, { term: /\binflation\b/giu, plain: 'prices going up' }, { term: /\brevenue\b/giu, plain: 'money coming in' },
    { term: /\balgorithm\b/giu, gloss: 'a set of steps a computer follows' }, { term: /\bvaccine\b/giu, gloss: 'a shot that teaches the body to fight a germ' },
    { term: /\bcarbon dioxide\b/giu, gloss: 'a gas we breathe out' }, { term: /\bsulfur dioxide\b/giu, gloss: 'a kind of dirty gas' },
  ],
  vi: [
    { term: vi('lưu huỳnh đioxit|lưu huỳnh điôxít|SO2'), gloss: 'một loại khí bẩn' }, { term: vi('amiăng'), gloss: 'một vật liệu xây nhà cũ, có hại cho sức khỏe' },
    { term: vi('khí thải'), plain: 'khói bụi' }, { term: vi('ô nhiễm không khí'), plain: 'không khí bẩn' }, { term: vi('cải tạo|tu sửa'), plain: 'sửa sang' },
    { term: vi('cơ sở hạ tầng'), plain: 'đường sá, cầu cống' }, { term: vi('Ủy ban nhân dân|UBND'), plain: 'chính quyền' }, { term: vi('lộ trình'), plain: 'thời gian chuẩn bị' },
    { term: vi('tiểu thương'), plain: 'người bán hàng' }, { term: vi('lưu thông'), plain: 'chạy' }, { term: vi('ngân sách'), plain: 'tiền chung' },
    { term: vi('chính thức công bố|công bố'), plain: 'cho mọi người biết' }, { term: vi('do đó,?|vì thế,?'), plain: 'vì vậy' }, { term: vi('ăn mòn'), plain: 'gỉ sét' }, { term: vi('vi khuẩn'), plain: 'vi trùng nhỏ xíu' },
  ],
  ko: [
    { term: /석면(?=[은는이가을를의도과와(\s]|$)/u, gloss: '옛날 건물에 쓰던, 몸에 해로운 재료' }, { term: /폐암(?=[은는이가을를의도과와\s]|$)/u, gloss: '폐에 생기는 무서운 병' },
    { term: /초음파 센서/u, gloss: '소리로 앞을 알아채는 장치' }, { term: /노후(?:된)?\s/gu, plain: '오래된 ' }, { term: /철거 비용/gu, plain: '뜯어내는 데 드는 돈' },
    { term: /철거 작업/gu, plain: '뜯어내는 일' }, { term: /외출을 자제해야/gu, plain: '밖에 나가는 걸 참아야' }, { term: /전문 업체/gu, plain: '전문가 회사' },
    { term: /보조기기/gu, plain: '돕는 기구' }, { term: /심각한 질병/gu, plain: '큰 병' }, { term: /과거 건축 자재/gu, plain: '옛날 건물 재료' }, { term: /(?:사용이\s)?전면 금지됐/gu, plain: '아예 못 쓰게 됐' }, { term: /따라서\s/gu, plain: '그래서 ' }, { term: /부식/gu, plain: '녹' }, { term: /인프라/gu, plain: '길이나 다리 같은 시설' },
  ],
  zh: [
    { term: /二氧化硫/u, gloss: '一种脏脏的气体' }, { term: /石棉/u, gloss: '一种对身体有害的老建筑材料' }, { term: /人造光源/gu, plain: '灯光' },
    { term: /筋疲力尽/gu, plain: '累坏了' }, { term: /依靠/gu, plain: '靠' }, { term: /腐蚀/gu, plain: '生锈' }, { term: /基础设施/gu, plain: '道路和桥这些东西' },
    { term: /翻新/gu, plain: '重新修一修' }, { term: /对([^，。的]{1,6})的吸引力更小/gu, plain: '不那么吸引$1' }, { term: /因此[，,]?/gu, plain: '所以' }, { term: /夜间昆虫/gu, plain: '晚上出来的小虫子' },
    { term: /细菌/gu, plain: '小小的病菌' }, { term: /排放/gu, plain: '放出' },
  ],
};
