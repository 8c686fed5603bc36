/**
 * Round 12 (issue 13): the lead's cases. The bride or the groom at their own wedding or wedding photoshoot (婚纱照,
 * 웨딩 촬영, chụp ảnh cưới) is dressed as one of the couple, never told what a guest is told ("skip white"); a role
 * without a gender word takes the gender the visitor gave. A child's summary keeps a reporting tail ("officials said
 * on Tuesday") with its clause, never as a sentence of its own.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const style = (id: string, language: ContentLanguage, input: string, facts: EvalFact[]): EvalCase => evalCase({ id, type: 'style-suggestion', language, input: { input }, facts });

export const cases: EvalCase[] = [
  style('r12-lead-style-en-groom', 'en', "Getting married in June on a rooftop, I'm the groom, 31, square jaw, a bit heavy. What should I wear?", [
    { label: 'dressed as the groom (a suit that fits, the couple’s note)', check: (text) => /being the groom/u.test(text) && /well-fitted suit/u.test(text) },
    { label: 'not told what a guest is told', check: not(/as a guest|skip white|invitation/iu) },
  ]),
  style('r12-lead-style-vi-shoot', 'vi', 'Mình là nữ, tuần sau chụp ảnh cưới ở biển Nha Trang, mặt dài, tóc ngắn ngang vai.', [
    { label: 'the bride’s shoot (a flowing dress, barefoot on the sand)', check: (text) => /đầm dài bay bổng|Váy cưới/u.test(text) },
    { label: 'no guest advice', check: not(/đi ăn cưới|tránh (?:màu )?trắng|thiệp mời/iu) },
  ]),
  style('r12-lead-style-ko-groom', 'ko', '저 이번 가을에 결혼해요. 신랑이고 키 170에 얼굴이 긴 편이에요. 본식 때 어떤 스타일이 좋을까요?', [
    { label: 'dressed as the groom', check: (text) => /신랑/u.test(text) && /잘 맞는 정장/u.test(text) },
    { label: 'no guest advice (하객, 청첩장)', check: not(/하객|청첩장/u) },
  ]),
  style('r12-lead-style-zh-shoot', 'zh', '我是女生，下个月和男朋友去大理拍婚纱照，圆脸，短发。', [
    { label: 'the bride’s shoot, in her gender (a dress)', check: (text) => /婚纱|长裙/u.test(text) && !/合身的西装/u.test(text) },
    { label: 'no guest advice', check: not(/参加婚礼|别穿白|请柬/u) },
  ]),
  evalCase({ id: 'r12-lead-sum-en-said', type: 'summarize', language: 'en', input: { input: 'The city of Portland will replace about 4,000 streetlights with LED bulbs over the next two years, officials said on Tuesday. The project is expected to cost $6.2 million, but the city says it will save nearly $900,000 a year in electricity and maintenance. The new lights are dimmable, so they can be turned down late at night when streets are empty. Work will begin in the eastern neighbourhoods in March.', summaryStyle: 'eli5', length: 'short' }, facts: [
    { label: 'keeps the streetlights and a figure', check: (text) => /streetlights/u.test(text) && /4,000|\$6\.2 million|\$900,000/u.test(text) },
    { label: 'no sentence that only says who said it', check: not(/(?:^|[.!?]\s+)Officials said on Tuesday\./mu) },
  ] }),
];
