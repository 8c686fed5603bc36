/**
 * Round 13 (issue 13): the lead's cases. A regular who did not come (a habit plus a negated coming) is gone to and
 * comes back, named as the opening names them; a thing not told to a person is kept, told, and answered kindly by that
 * person. Never the strange-event filler ("not a trick", "stranger than anyone needed") for either.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const story = (id: string, language: ContentLanguage, storyStart: string, facts: EvalFact[]): EvalCase => evalCase({ id, type: 'story', language, input: { storyStart }, facts });
const noFiller = { label: 'no strange-event filler', check: not(/not a trick|stranger than anyone|kỳ lạ hơn|장난도 실수도|不是恶作剧/iu) };

export const cases: EvalCase[] = [
  story('r13-lead-story-en-missing', 'en', 'For eleven years the woman who sells newspapers outside the station has said good morning to me. Today her kiosk was shut and she wasn’t there.', [
    { label: 'goes to see the newspaper woman', check: (text) => /the woman/iu.test(text) && /door|went|address/u.test(text) },
    noFiller,
  ]),
  story('r13-lead-story-vi-missing', 'vi', 'Sáng nào chú sửa xe đầu hẻm cũng mở cửa từ năm giờ. Hôm nay chú không ra.', [
    { label: 'the narrator goes to chú sửa xe', check: (text) => /chú/u.test(text) && /gõ cửa|tìm đến|ghé qua/u.test(text) },
    noFiller,
  ]),
  story('r13-lead-story-ko-missing', 'ko', '매일 아침 학교 앞에서 건널목을 지켜 주시던 할아버지가 오늘은 안 보이셨다.', [
    { label: 'visits 할아버지', check: (text) => /할아버지/u.test(text) && /문을|찾아갔|사 들고 갔/u.test(text) },
    noFiller,
  ]),
  story('r13-lead-story-zh-missing', 'zh', '菜市场卖鱼的张叔今天没来。这么多年他天天都在那个角落。', [
    { label: 'goes to 张叔', check: (text) => /张叔/u.test(text) && /敲了门|找了过去|拎了/u.test(text) },
    noFiller,
  ]),
  story('r13-lead-story-en-secret', 'en', 'Noah crashed his dad’s car on Saturday night. He hasn’t told his dad yet and keeps parking it behind the garage.', [
    { label: 'Noah and his dad, told and answered', check: (text) => /Noah/u.test(text) && /his dad/iu.test(text) },
    noFiller,
  ]),
  story('r13-lead-story-vi-secret', 'vi', 'Mình bị đuổi học thêm vì nghỉ quá nhiều buổi. Mình chưa dám nói với mẹ.', [
    { label: 'mẹ is told and answers', check: (text) => /mẹ/u.test(text) && /“/u.test(text) },
    noFiller,
  ]),
  story('r13-lead-story-ko-secret', 'ko', '지난주에 회사를 그만뒀다. 아내에게는 아직 말을 못 했다.', [
    { label: '아내 is told and answers', check: (text) => /아내/u.test(text) && /“/u.test(text) },
    noFiller,
  ]),
  story('r13-lead-story-zh-secret', 'zh', '我偷偷把攒了三年的钱借给了朋友，一直瞒着老婆。', [
    { label: '老婆 is told and answers', check: (text) => /老婆/u.test(text) && /“/u.test(text) },
    noFiller,
  ]),
  story('r13-lead-story-en-talk', 'en', 'The power went out on our whole street, and for the first time I talked to the man who lives across from me.', [
    { label: 'the man met up close, named in the middle and the end', check: (text) => (text.split('\n\n')[1] ?? '').includes('the man') && (text.split('\n\n')[2] ?? '').includes('the man') },
    { label: 'no task hiccup', check: not(/every step|something small went wrong/u) },
  ]),
  story('r13-lead-story-vi-talk', 'vi', 'Hôm nay tắc đường, lần đầu tiên mình trò chuyện với bà cụ bán vé số.', [
    { label: 'bà cụ bán vé số in the middle and the end', check: (text) => (text.split('\n\n')[1] ?? '').includes('bà cụ bán vé số') && (text.split('\n\n')[2] ?? '').includes('bà cụ bán vé số') },
    { label: 'no task hiccup', check: not(/từng việc một|trục trặc/u) },
  ]),
  story('r13-lead-story-ko-talk', 'ko', '엘리베이터가 고장 난 날, 처음으로 윗집 아주머니와 이야기를 나눴다.', [
    { label: '윗집 아주머니 in the middle and the end', check: (text) => (text.split('\n\n')[1] ?? '').includes('아주머니') && (text.split('\n\n')[2] ?? '').includes('아주머니') },
    { label: 'no task hiccup', check: not(/한 단계씩|삐끗/u) },
  ]),
  story('r13-lead-story-zh-talk', 'zh', '停电那天晚上，我第一次和对门的老太太聊天。', [
    { label: '对门的老太太 in the middle and the end', check: (text) => (text.split('\n\n')[1] ?? '').includes('老太太') && (text.split('\n\n')[2] ?? '').includes('老太太') },
    { label: 'no task hiccup', check: not(/一步一步|出了点小问题/u) },
  ]),
  story('r13-lead-story-en-kind', 'en', 'Priya missed the last bus after her night shift, and the cleaner from the third floor drove her home without a word.', [
    { label: 'Priya thanks the cleaner', check: (text) => /Priya/u.test(text) && /the cleaner/iu.test(text.split('\n\n').slice(1).join(' ')) },
    { label: 'no moment filler', check: not(/moment turned|the moment tilted/iu) },
  ]),
  story('r13-lead-story-vi-kind', 'vi', 'Hôm đó Mai bị ướt sũng vì mưa. Bà chủ quán nước đầu ngõ đưa một chiếc áo mưa cũ cho Mai.', [
    { label: 'Mai and bà chủ quán', check: (text) => /Mai/u.test(text) && /bà chủ quán/iu.test(text.split('\n\n').slice(1).join(' ')) },
    { label: 'no moment filler', check: not(/khoảnh khắc khẽ nghiêng/u) },
  ]),
  story('r13-lead-story-ko-kind', 'ko', '하준이는 급식 카드를 잃어버려서 복도에 서 있었다. 그때 모르는 선배가 자기 카드를 찍어 주었다.', [
    { label: '하준 and 선배', check: (text) => /하준/u.test(text) && /선배/u.test(text.split('\n\n').slice(1).join(' ')) },
    { label: 'no moment filler', check: not(/순간이 살짝 기울었다/u) },
  ]),
  story('r13-lead-story-zh-kind', 'zh', '阿明第一次一个人坐火车，没抢到座位。对面的老奶奶把自己的小板凳让给了他。', [
    { label: '阿明 and 老奶奶', check: (text) => /阿明/u.test(text) && /老奶奶/u.test(text.split('\n\n').slice(1).join(' ')) },
    { label: 'no moment filler', check: not(/那一刻轻轻一偏/u) },
  ]),
  story('r13-lead-story-en-habit', 'en', 'Every morning a young man stands at the corner of the park with a thermos, and he never talks to anyone.', [
    { label: 'the young man kept company', check: (text) => /the young man|he/u.test(text.split('\n\n').slice(1).join(' ')) && /sat|sit|tea|hello/u.test(text) },
    { label: 'no one-off reason', check: not(/phone had|very late/u) },
  ]),
  story('r13-lead-story-ko-habit', 'ko', '날마다 저녁이면 편의점 앞 파라솔에 아저씨 한 분이 앉아 계신다. 아무것도 사지 않는다.', [
    { label: '아저씨 kept company', check: (text) => /아저씨/u.test(text.split('\n\n').slice(1).join(' ')) },
    { label: 'no one-off reason', check: not(/배터리|늦는/u) },
  ]),
  story('r13-lead-story-en-inscribed', 'en', 'At a flea market I bought an old pocket watch. Engraved inside the lid: "To Walter, come home safe. 1943"', [
    { label: 'Walter is looked for', check: (text) => /Walter/u.test(text.split('\n\n')[1] ?? '') },
    { label: 'no stranger-meant line', check: not(/someone like me would come|moment turned/u) },
  ]),
  story('r13-lead-story-zh-inscribed', 'zh', '搬家时翻出一张旧照片，背面写着：“给阿兰，明年春天我就回来。1979”', [
    { label: '阿兰 is looked for', check: (text) => /阿兰/u.test(text.split('\n\n')[1] ?? '') },
    { label: 'no moment filler', check: not(/那一刻轻轻一偏|有人会来/u) },
  ]),
  story('r13-lead-story-vi-reunion', 'vi', 'Hai mươi năm sau, tôi gặp lại cô giáo dạy văn cấp hai ở một quán phở, cô vẫn nhớ tên tôi.', [
    { label: 'cô giáo met again, the years caught up', check: (text) => /cô giáo dạy văn cấp hai|biệt danh|Là mình đây/u.test(text.split('\n\n')[0] ?? '') },
    { label: 'no moment filler', check: not(/khoảnh khắc khẽ nghiêng/u) },
  ]),
  story('r13-lead-story-ko-reunion', 'ko', '군대 동기를 칠 년 만에 공항에서 마주쳤다.', [
    { label: '군대 동기 met again', check: (text) => /군대 동기|칠 년|별명|나야/u.test(text.split('\n\n')[0] ?? '') },
    { label: 'no moment filler', check: not(/순간이 살짝 기울었다/u) },
  ]),
  story('r13-lead-story-en-message', 'en', 'My dad passed away last year, but tonight his phone, which I still keep charged, got a text: "Are we still on for Sunday?"', [
    { label: 'the truth written back, dad named', check: (text) => /my dad|his phone|Dad/u.test(text) && /died|wrote back|answered/u.test(text) },
    { label: 'no unexplained-text filler', check: not(/nobody could explain|not asking to be fixed/u) },
  ]),
  story('r13-lead-story-zh-message', 'zh', '外公去世后，他的手机一直放在抽屉里。今天它响了，是一条短信：“老伙计，明天钓鱼去？”', [
    { label: '外公 named and the sender answered', check: (text) => /外公/u.test(text.split('\n\n')[0] ?? '') },
    { label: 'no unexplained filler', check: not(/没有人能解释|那件怪事/u) },
  ]),
  evalCase({ id: 'r13-lead-chat-en-asked', type: 'persona-chat', language: 'en', input: { persona: 'childhood_friend', messages: [{ role: 'user', content: 'every holiday my relatives keep asking why I still rent instead of buying a place. so tired of it' }] }, facts: [
    { label: 'the asked question told back', check: (text) => /why you still rent/u.test(text) },
    { label: 'not answered as advice about renting or buying', check: not(/mortgage|down payment|a big day/iu) },
  ] }),
  evalCase({ id: 'r13-lead-chat-zh-asked', type: 'persona-chat', language: 'zh', input: { persona: 'psychologist', messages: [{ role: 'user', content: '每次家庭聚会，爸妈总是问我什么时候考公务员，我其实不想考。' }] }, facts: [
    { label: 'the asked question told back', check: (text) => /什么时候考公务员/u.test(text) },
    { label: 'answers being asked', check: (text) => /累|烦|换个话题/u.test(text) },
  ] }),
];
