/**
 * Round 15 (issue 13): the lead's cases for the person's-act plot (story-act15.ts). A person on their own is joined, a
 * person taking up something new is helped along, a person who keeps coming to the narrator's door with a question is
 * asked in; the default plot used to answer all three with "I asked, and it was only a habit I had not known about".
 * Inputs from the round-15 dev set P and the lead's dev openings.
 */
import type { ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const not = (pattern: RegExp) => (text: string): boolean => !pattern.test(text);
const story = (id: string, language: ContentLanguage, storyStart: string, facts: EvalFact[]): EvalCase => evalCase({ id, type: 'story', language, input: { storyStart }, facts });
const noHabit = { label: 'no "only a habit" or filler find', check: not(/only a habit I had not known|chỉ là một thói quen mà|내가 몰랐던 습관 하나|tilted|khẽ nghiêng|순간이 살짝 기울|轻轻地偏|꿈을 꾸는 줄/iu) };

export const cases: EvalCase[] = [
  story('r15-lead-story-en-day', 'en', 'The old lady across the hall knocks on my door every evening at seven to ask what day it is.', [
    { label: 'her question told again', check: /what day it is\./u },
    { label: 'asked in, or answered, never the door as a thing', check: (text) => /asked the old lady in|asked the old lady something back|opened the door before/u.test(text) && !/with my door right there/u.test(text) },
    noHabit,
  ]),
  story('r15-lead-story-ko-guitar', 'ko', '동생이 갑자기 기타를 배우겠다고 선언했다.', [
    { label: 'the plan told', check: /기타 배우기/u },
    { label: 'the first tries or the day it works', check: /서툴|해낸|다음에 배울|콧노래|기다리는 게 지겨|호들갑|따라나서|도왔다/u },
    noHabit,
  ]),
  story('r15-lead-story-zh-roof', 'zh', '我们班新来的转学生每天中午都一个人坐在天台上吃饭。', [
    { label: 'the narrator joins the student', check: (text) => /转学生旁边|位子|坐了下来/u.test(text) },
    { label: 'never followed at a distance', check: not(/悄悄跟了过去/u) },
    noHabit,
  ]),
  story('r15-lead-story-en-swim', 'en', 'My grandma announced at dinner that she is going to learn to swim this summer.', [
    { label: 'the plan told', check: /going to learn to swim this summer/u },
    noHabit,
  ]),
  story('r15-lead-story-vi-books', 'vi', 'Tối nào thằng bé nhà bên cũng sang gõ cửa hỏi mượn sách.', [
    { label: 'the question told again', check: /hỏi mượn sách\./u },
    { label: 'no moment filler', check: not(/thả lỏng vai|mỉm cười, cũng chẳng rõ vì sao/u) },
    noHabit,
  ]),
  story('r15-lead-story-ko-library', 'ko', '우리 반 전학생은 점심시간마다 혼자 도서관 구석에 앉아 있다.', [
    { label: 'the narrator sits beside the student', check: /곁에 앉|옆에 앉|옆자리/u },
    noHabit,
  ]),
  story('r15-lead-story-zh-phone', 'zh', '爷爷八十岁生日那天宣布，他要学用智能手机。', [
    { label: 'the plan told', check: /要学用智能手机/u },
    noHabit,
  ]),
  story('r15-lead-story-vi-drive', 'vi', 'Mẹ tôi năm nay năm mươi tuổi bỗng tuyên bố sẽ đi học lái xe.', [
    { label: 'the plan told, the person named short', check: /mẹ sẽ đi học lái xe/iu },
    { label: 'never the long subject repeated', check: not(/mẹ tôi năm nay năm mươi tuổi (?:lại|bảo)/iu) },
    noHabit,
  ]),
  // The care plot (story-care15.ts): inputs from the lead's dev openings.
  story('r15-lead-story-zh-dog', 'zh', '我养了十年的狗昨天走了。', [
    { label: 'grieves the dog', check: /狗/u },
    { label: 'never the moment filler', check: not(/轻轻地偏|像一个好日子/u) },
  ]),
  story('r15-lead-story-ko-cat', 'ko', '우리 집 고양이가 사흘째 밥을 안 먹는다.', [
    { label: 'cares for the cat', check: (text) => /고양이/u.test(text.slice(20)) && /병원|도움|진료|지켜|들여다/u.test(text) },
    { label: 'never the moment filler', check: not(/순간이 살짝 기울|무거운 마음/u) },
  ]),
  // The bond plot (story-bond15.ts): inputs from the lead's dev openings.
  story('r15-lead-story-en-sunrise', 'en', 'My dad has been sending me a photo of the sunrise every single morning since I moved to Canada.', [
    { label: 'answered in kind, never asked why', check: (text) => /sent something back|called my dad|doing the same in return/u.test(text) },
    noHabit,
  ]),
  story('r15-lead-story-vi-cake', 'vi', 'Em gái tôi giận tôi cả tuần nay chỉ vì tôi lỡ ăn hộp bánh của nó.', [
    { label: 'the narrator apologises or makes up', check: /xin lỗi|sai rồi|mở lời|nhịn được cười|sửa lại/u },
    noHabit,
  ]),
  story('r15-lead-story-ko-sidedish', 'ko', '자취를 시작한 뒤로 엄마가 매주 나한테 반찬을 싸서 보내 주신다.', [
    { label: 'never the side dishes as a thing beside 나한테 (after the opening)', check: (text) => !/나한테 반찬/u.test(text.slice(40)) },
    noHabit,
  ]),
  story('r15-lead-story-zh-earphones', 'zh', '我妹妹因为我弄坏了她的耳机，已经三天不理我了。', [
    { label: 'the narrator apologises', check: /对不起|不对|先开口|笑了出来|补回来/u },
    noHabit,
  ]),
];
