/**
 * Deterministic long texts for the summarizer benchmark: distinct sentences composed from small phrase pools,
 * in English and Korean, cut to a target length at a sentence boundary.
 */
import { pick, seededRandom } from '../../supabase/functions/_shared/contract/seeded-random.ts';

const english = {
  subjects: ['The city council', 'A team of engineers', 'Local farmers', 'The new museum', 'Most residents', 'The harbour authority', 'A group of students', 'The regional hospital', 'Volunteers from the library', 'The bus company', 'Two young architects', 'The weather service'],
  verbs: ['announced', 'tested', 'questioned', 'celebrated', 'postponed', 'redesigned', 'funded', 'reviewed', 'expanded', 'measured', 'opened', 'criticised'],
  objects: ['a plan to cool the streets with trees', 'the flood barriers along the river', 'a cheaper night bus network', 'the solar roofs on every school', 'a market for seasonal vegetables', 'the old railway bridge', 'a quieter route for cyclists', 'the water quality of the bay', 'a shelter for stray animals', 'free evening classes for adults', 'the winter heating budget', 'a festival of street music'],
  times: ['on Monday', 'after a long debate', 'before the summer holidays', 'for the third year in a row', 'despite heavy rain', 'with help from neighbours', 'earlier than expected', 'at a crowded public meeting'],
};

const korean = {
  subjects: ['시의회는', '엔지니어 팀은', '지역 농민들은', '새 박물관은', '대부분의 주민들은', '항만청은', '학생 모임은', '지역 병원은', '도서관 자원봉사자들은', '버스 회사는', '젊은 건축가 두 명은', '기상청은'],
  objects: ['나무로 거리를 식히는 계획을', '강변의 홍수 방벽을', '더 저렴한 심야 버스 노선을', '모든 학교의 태양광 지붕을', '제철 채소 시장을', '오래된 철교를', '자전거를 위한 조용한 길을', '만의 수질을', '유기 동물 보호소를', '성인을 위한 무료 야간 강좌를', '겨울 난방 예산을', '거리 음악 축제를'],
  times: ['월요일에', '긴 토론 끝에', '여름 방학 전에', '3년 연속으로', '폭우 속에서도', '이웃들의 도움으로', '예상보다 일찍', '붐비는 공청회에서'],
  verbs: ['발표했다.', '시험했다.', '검토했다.', '기념했다.', '연기했다.', '새로 설계했다.', '지원했다.', '확대했다.', '측정했다.', '공개했다.', '비판했다.', '다시 살펴보았다.'],
};

/** A text of at most `length` characters made of distinct sentences. */
export function longText(language: 'en' | 'ko', length: number, seed = 1): string {
  const random = seededRandom(seed);
  const seen = new Set<string>();
  let text = '';
  for (let guard = 0; guard < 10_000; guard += 1) {
    const sentence =
      language === 'en'
        ? `${pick(english.subjects, random)} ${pick(english.verbs, random)} ${pick(english.objects, random)} ${pick(english.times, random)}.`
        : `${pick(korean.subjects, random)} ${pick(korean.times, random)} ${pick(korean.objects, random)} ${pick(korean.verbs, random)}`;
    if (seen.has(sentence)) continue;
    seen.add(sentence);
    const next = text === '' ? sentence : `${text} ${sentence}`;
    if (next.length > length) break;
    text = next;
  }
  return text;
}
