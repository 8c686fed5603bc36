/**
 * Round 17 (issue 13): the lead's cases for the situation plot (story-situation17.ts). An animal found is warmed and its
 * owner looked for (a wild one let go), a thing left by someone unknown is asked about, a blunder on someone is owned
 * up to, a relative at the door after a silence is let in, a sound where nobody can be is checked, an animal that waits
 * is waited with, a thing still to give is given. The everyday families used to answer all of these with contentless
 * lines ("the moment tilted", "I decided to pursue the bicycle", "the puppy shivering looked more ordinary").
 * Inputs from the round-16 dev set S and the lead's round-17 dev openings.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const story = (id: string, language: ContentLanguage, storyStart: string, facts: EvalFact[]): EvalCase => evalCase({ id, type: 'story', language, input: { storyStart }, facts });
const noFiller = { label: 'no everyday filler', check: not(/moment tilted|decided to pursue|looked more ordinary|khoảnh khắc khẽ nghiêng|quyết định theo đuổi|순간이 살짝 기울|꿈을 꾸는 줄|这一刻轻轻地偏|拼出了.*来历/u) };

export const cases: EvalCase[] = [
  story('r17-lead-story-en-puppy', 'en', 'Mia found a puppy shivering under the slide at the park after school.', [
    { label: 'the puppy, never "the puppy shivering" as a name', check: (text) => /the puppy/iu.test(text) && !/the puppy shivering (?!under)/iu.test(text) },
    { label: 'warmed, fed or its owner looked for', check: /jacket|towel|water|notice|claim|phone call/u },
    noFiller,
  ]),
  story('r17-lead-story-en-mom', 'en', "my mom and i haven't talked in three weeks and today she showed up at my door with groceries", [
    { label: 'mom let in or waited for', check: /let my mom in|My mom waited/u },
    { label: 'they talk again, or the door said it', check: /real talking|said most of it|come again|called more often/u },
    noFiller,
  ]),
  story('r17-lead-story-en-latte', 'en', "I spilled an entire latte on the interviewer's notes five minutes into my job interview.", [
    { label: 'owned up to', check: /sorry|apologised|pay for the damage/u },
    { label: 'the interviewer reacts', check: /the interviewer (?:laughed|was kinder)|The interviewer was kinder|And the interviewer laughed/u },
    noFiller,
  ]),
  story('r17-lead-story-vi-pho', 'vi', 'Hôm nay là ngày đầu tiên tôi đi làm thêm ở quán phở, và tôi làm đổ nguyên tô lên người khách.', [
    { label: 'owned up to', check: /xin lỗi|xin đền/u },
    { label: 'the customer reacts', check: /khách (?:bật cười|tử tế)|Khách tử tế/u },
    noFiller,
  ]),
  story('r17-lead-story-vi-bike', 'vi', 'Sáng nay mở cửa ra thì thấy trước nhà có một chiếc xe đạp buộc nơ đỏ.', [
    { label: 'the bicycle, asked about', check: (text) => /chiếc xe đạp/u.test(text.slice(60)) && /từ ai|hỏi hàng xóm|chờ/u.test(text) },
    noFiller,
  ]),
  story('r17-lead-story-vi-sparrow', 'vi', 'Trên đường đi học về, tôi nhặt được một con chim sẻ bị gãy cánh nằm bên vệ đường.', [
    { label: 'looked after and let go, never given back to an owner', check: (text) => /thả nó|mở tay/u.test(text) && !/gọi điện|đến nhận/u.test(text) },
    noFiller,
  ]),
  story('r17-lead-story-ko-flowers', 'ko', '퇴근하고 집에 왔는데 현관 앞에 모르는 사람이 보낸 꽃다발이 놓여 있었다.', [
    { label: 'the bouquet, and who sent it asked', check: (text) => /꽃다발/u.test(text.slice(45)) && /누가|물어보았|기다려/u.test(text) },
    noFiller,
  ]),
  story('r17-lead-story-ko-cola', 'ko', '알바 첫날 손님 정장에 콜라를 엎질러 버렸다.', [
    { label: 'the customer reacts', check: /손님(?:이|은|에게)/u },
    { label: 'owned up to', check: /사과|죄송|물어 드리/u },
    noFiller,
  ]),
  story('r17-lead-story-ko-capsule', 'ko', '십 년 만에 초등학교 운동장에 묻어 둔 타임캡슐을 꺼내러 갔다.', [
    { label: 'the act is done', check: /곧장 해 버렸|빠르고 담담하게|타임캡슐은 이제/u },
    { label: 'no modifier in the name', check: not(/둔 타임캡슐은/u) },
    noFiller,
  ]),
  story('r17-lead-story-zh-parrot', 'zh', '下班路上，我捡到一只会说人话的鹦鹉，它一直喊着一个女孩的名字。', [
    { label: 'the parrot cared for and its owner looked for', check: (text) => /那只鹦鹉/u.test(text.slice(30)) && /启事|认领|电话|打听/u.test(text) },
    noFiller,
  ]),
  story('r17-lead-story-zh-footsteps', 'zh', '楼上那户已经空了半年，可每天半夜都能听见有人走来走去的脚步声。', [
    { label: 'checked, and nobody there', check: /查了一遍|走过去看|一个人也没有|去问了问/u },
    noFiller,
  ]),
  story('r17-lead-story-zh-mom', 'zh', '我和妈妈冷战了一个星期，今天她突然出现在我宿舍门口，手里提着一袋水果。', [
    { label: 'mom let in or waited for', check: /让妈妈进了门|妈妈一直等着/u },
    noFiller,
  ]),
  story('r17-lead-story-en-letter', 'en', 'The old man at the bus stop asked me to read his letter for him because he forgot his glasses.', [
    { label: 'the favour agreed to and done, the man named whole', check: (text) => /read his letter for him/u.test(text.slice(95)) && /the old man(?! at the\b(?! bus))/u.test(text.slice(95)) },
    noFiller,
  ]),
  story('r17-lead-story-ko-dog', 'ko', '이사 온 첫날, 옆집 아이가 우리 집 초인종을 누르고 자기 강아지를 찾아 달라고 했다.', [
    { label: 'the dog looked for, never "자기 강아지" as a name, never asked why', check: (text) => /강아지를 찾아 주/u.test(text) && !/자기 강아지(?:를|에 대해|를 한 번)/u.test(text.slice(45)) && !/직접 물어|물었다/u.test(text) },
    noFiller,
  ]),
];
