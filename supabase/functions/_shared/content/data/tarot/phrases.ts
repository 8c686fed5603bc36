/** Phrases that compose a three-card tarot reading (past, present, future), per language. */
import { withParticle } from '../../korean-particles.ts';
import type { ContentLanguage } from '../../../contract/content-types.ts';
import type { TarotPhrases } from './types.ts';

const en: TarotPhrases = {
  frames: {
    past: [
      (n, r) => `In your past lies ${n}${r ? ', reversed' : ''}.`,
      (n, r) => `Looking back at the past, ${n}${r ? ' (reversed)' : ''} colours the road behind you.`,
      (n, r) => `Your past carries the mark of ${n}${r ? ' in reverse' : ''}.`,
    ],
    present: [
      (n, r) => `In the present, ${n}${r ? ', reversed,' : ''} sits at the centre of your story.`,
      (n, r) => `${n}${r ? ' reversed' : ''} describes where you stand in the present.`,
      (n, r) => `Your present moment is held by ${n}, ${r ? 'turned upside down' : 'standing upright'}.`,
    ],
    future: [
      (n, r) => `In your future waits ${n}${r ? ', reversed' : ''}.`,
      (n, r) => `The future position shows ${n}${r ? ' reversed' : ''}.`,
      (n, r) => `Looking to the future, the energy of ${n}${r ? ' reversed' : ''} is on its way.`,
    ],
  },
  bridges: {
    past: {
      major: ['That was a chapter with real weight, and its lesson is still part of you.', 'Big currents shaped that time, more than everyday choices did.'],
      wands: ['Back then your drive and ambition set things in motion.', 'The fire you lit in that time still fuels your plans.'],
      cups: ['Feelings from that time still echo in how you love and trust.', 'Those emotional memories quietly colour your choices today.'],
      swords: ['The thoughts and conflicts of that time sharpened the way you see things now.', 'Words spoken back then still echo in your mind; notice which ones you still believe.'],
      pentacles: ['What you built or lost materially back then is the ground you stand on now.', "Practical matters of that time, money, work or home, laid today's foundation."],
    },
    present: {
      major: ['This is a turning point; treat it as more than an ordinary day.', 'Something larger than routine is at work in your life right now.'],
      wands: ['Your energy is the engine now, so point it somewhere worthwhile.', 'Action and passion are your strongest tools at this moment.'],
      cups: ['Your heart is the compass for now; listen to what it keeps saying.', 'Relationships and feelings are where things are happening right now.'],
      swords: ['Clear thinking and honest words are your best tools today.', 'Your mind is busy; give it one clear question to work on.'],
      pentacles: ['Practical steps, however small, matter more than big words today.', 'Focus on what you can touch: your body, your budget, your daily work.'],
    },
    future: {
      major: ["A significant shift is on its way, one you'll remember.", 'Fate has a hand in what comes next, so stay open.'],
      wands: ['Expect momentum: chances to act, create and lead.', 'A burst of energy and new projects lies ahead.'],
      cups: ['This will unfold mostly in the heart: relationships, moods and connection.', 'Emotional tides are turning; let them carry you somewhere kinder.'],
      swords: ['Decisions and conversations will shape what happens, so choose your words well.', 'Clarity is coming, even if it arrives with a sharp edge.'],
      pentacles: ['Look for this in practical things: money, work or home.', 'Slow, steady results are forming on the material side of life.'],
    },
  },
  reversedBridges: {
    past: ['That time left a knot that is only now loosening.', 'What went sideways back then asks to be understood, not repeated.', 'Some of that old weight is still in your pack; you can set it down.'],
    present: ['Something is stuck right now; name it before you push harder.', 'This is a moment to pause and adjust rather than charge ahead.', 'The energy is turned inward today; small honest fixes work better than big moves.'],
    future: ['This is a caution, not a fate: what you change now shapes how it lands.', 'Expect a detour here, and leave a little slack for it.', 'Handled early, this turns from an obstacle into a lesson.'],
  },
  openers: [
    (p, c, f) => `From ${p} through ${c} to ${f}, your cards trace a clear arc.`,
    (p, c, f) => `Your spread moves from ${p} in the past, to ${c} now, toward ${f}.`,
    (p, c, f) => `Read together, ${p}, ${c} and ${f} tell a single story.`,
    (p, c, f) => `The journey starts with ${p}, passes through ${c} and opens onto ${f}.`,
  ],
  manyMajors: ['With several Major Arcana, this is about life lessons, not passing events.', 'Major Arcana dominate the spread: destiny is speaking louder than daily noise.'],
  dominantSuit: {
    wands: ['Repeated Wands put the spotlight on action, ambition and creative fire.', 'The Wands keep returning: this story is driven by passion.'],
    cups: ['Repeated Cups put feelings and relationships at the heart of this reading.', 'The Cups keep returning: your heart is the real subject here.'],
    swords: ['Repeated Swords point to thoughts, decisions and honest conversations.', 'The Swords keep returning: the key is your mind, and what you tell yourself.'],
    pentacles: ['Repeated Pentacles bring money, work and health to the foreground.', 'The Pentacles keep returning: practical, earthly matters carry this story.'],
  },
  allUpright: ['All three cards stand upright, so energy flows freely; trust the momentum.', 'No reversals at all: the way is open and the message is direct.', 'Every card stands upright here, so there is little reason to hesitate.', 'Three upright cards speak plainly; this reading does not hedge.'],
  mostlyReversed: ['Several reversals suggest something blocked or turned inward; look within before you push outward.', 'With reversals in the majority, the work right now is inner: untangle, release, then move.', 'So many turned cards are a sign to slow down and loosen the knots inside first.', 'A spread heavy with reversals is an invitation to pause: sort, let go, then set off again.'],
  mixed: [
    (r) => `Only ${r} is reversed: most doors are open and that one is stuck, so put your energy where things already move.`,
    (r) => `The single reversed card, ${r}, shows where the friction is; everything else flows.`,
    (r) => `${r} is the one reversal here: flow in most areas, and a little care needed in that one.`,
  ],
  closers: {
    upright: [
      (n, k) => `Let ${k} lead your next step; ${n} says the way is open.`,
      (n, k) => `${n} ahead brings ${k}: say yes when it shows up, you are readier than you think.`,
      (n, k) => `Keep ${k} in mind over the coming weeks; with ${n} in your future, the outcome leans your way.`,
      (n, k) => `Trust the direction you are heading: ${n} points toward ${k}.`,
    ],
    reversed: [
      (n, k) => `${n}, reversed, is a warning, not a verdict: watch for ${k} and adjust early.`,
      (n, k) => `Name the risk of ${k} now, and ${n} can still turn upright.`,
      (n, k) => `The future is not fixed: small changes today keep ${k} from growing, and ${n} can still turn.`,
      (n, k) => `Go gently with ${k}; ${n} reversed asks you to slow down, not to stop.`,
    ],
  },
  colours: {
    major: ['Gold', 'Violet', 'Midnight blue', 'Pearl white', 'Silver'],
    wands: ['Scarlet', 'Tangerine', 'Sunflower yellow', 'Coral', 'Amber'],
    cups: ['Sea blue', 'Aquamarine', 'Rose pink', 'Lavender', 'Silver grey'],
    swords: ['Sky blue', 'Crisp white', 'Steel grey', 'Ice blue', 'Pale yellow'],
    pentacles: ['Forest green', 'Olive', 'Earth brown', 'Moss green', 'Honey gold'],
  },
  items: {
    major: ['A small notebook', 'A silver ring', 'A scented candle', 'An old key', 'A crystal pendant'],
    wands: ['A red pen', 'A pair of sneakers', 'A box of matches', 'A sunflower', 'A train ticket'],
    cups: ['Your favourite mug', 'A seashell', 'A handwritten letter', 'A glass of water', 'A photo of someone you love'],
    swords: ['A bookmark', 'A fountain pen', 'A feather', 'A pocket mirror', 'Headphones'],
    pentacles: ['A coin', 'A small potted plant', 'A wooden bead bracelet', 'A wallet charm', 'A loaf of fresh bread'],
  },
  sentenceGap: ' ',
};

const ko: TarotPhrases = {
  frames: {
    past: [
      (n, r) => `과거의 자리에는 ${n}${r ? ' 역방향' : ''} 카드가 놓였어요.`,
      (n, r) => `과거를 돌아보면 ${n}${r ? '(역방향)' : ''} 카드가 지나온 길을 물들이고 있어요.`,
      (n, r) => `당신의 과거를 말해 주는 카드는 ${n}${r ? ' 역방향' : ''} 카드예요.`,
    ],
    present: [
      (n, r) => `현재 당신 이야기의 중심에는 ${n}${r ? ' 역방향' : ''} 카드가 있어요.`,
      (n, r) => `지금 현재의 당신을 보여 주는 카드는 ${n}${r ? ' 역방향' : ''} 카드예요.`,
      (n, r) => `현재의 자리에 ${n} 카드가 ${r ? '거꾸로' : '바로'} 놓였어요.`,
    ],
    future: [
      (n, r) => `미래의 자리에서 ${n}${r ? ' 역방향' : ''} 카드가 기다리고 있어요.`,
      (n, r) => `다가올 미래를 비추는 카드는 ${n}${r ? ' 역방향' : ''} 카드예요.`,
      (n, r) => `미래에는 ${n}${r ? ' 역방향' : ''} 카드의 기운이 찾아와요.`,
    ],
  },
  bridges: {
    past: {
      major: ['무게가 있던 한 시절이었고, 그 교훈은 지금도 당신 안에 남아 있어요.', '그때는 매일의 선택보다 더 큰 흐름이 당신을 빚어냈어요.'],
      wands: ['그때 당신의 추진력과 야망이 일을 움직이기 시작했어요.', '그 시절 지핀 불씨가 아직도 당신의 계획에 연료가 되고 있어요.'],
      cups: ['그때의 감정이 지금도 당신이 사랑하고 믿는 방식에 메아리치고 있어요.', '그 감정의 기억들이 오늘의 선택을 조용히 물들이고 있어요.'],
      swords: ['그 시절의 생각과 갈등이 지금 세상을 보는 눈을 날카롭게 다듬었어요.', '그때 들었던 말들이 아직 머릿속에 맴돌아요. 그중 무엇을 아직 믿고 있는지 살펴보세요.'],
      pentacles: ['그때 쌓았거나 잃었던 현실적인 것들이 지금 당신이 딛고 선 땅이에요.', '그 시절의 돈과 일, 집에 관한 일들이 오늘의 토대를 놓았어요.'],
    },
    present: {
      major: ['지금은 전환점이에요. 평범한 하루 이상으로 여겨 주세요.', '지금 당신의 삶에는 일상보다 더 큰 무언가가 작용하고 있어요.'],
      wands: ['지금은 당신의 에너지가 엔진이에요. 가치 있는 곳을 향해 돌리세요.', '이 순간 가장 강한 도구는 행동과 열정이에요.'],
      cups: ['지금은 마음이 나침반이에요. 마음이 계속 하는 말에 귀 기울이세요.', '지금 일이 벌어지는 곳은 관계와 감정이에요.'],
      swords: ['오늘은 맑은 생각과 솔직한 말이 가장 좋은 도구예요.', '머릿속이 분주해요. 생각이 붙잡을 분명한 질문 하나를 던져 주세요.'],
      pentacles: ['오늘은 거창한 말보다 작더라도 현실적인 한 걸음이 중요해요.', '몸과 예산, 매일의 일처럼 손에 잡히는 것에 집중하세요.'],
    },
    future: {
      major: ['오래 기억에 남을 큰 변화가 다가오고 있어요.', '다음에 올 일에는 운명의 손길이 닿아 있으니 마음을 열어 두세요.'],
      wands: ['추진력을 기대하세요. 행동하고 만들고 이끌 기회가 와요.', '에너지가 솟고 새로운 프로젝트가 기다리고 있어요.'],
      cups: ['이 흐름은 주로 마음에서 펼쳐질 거예요. 관계와 기분, 연결 속에서요.', '감정의 물결이 바뀌고 있어요. 더 다정한 곳으로 실려 가게 두세요.'],
      swords: ['결정과 대화가 앞일을 만들 테니 말을 잘 고르세요.', '조금 날카로운 모습일지라도 명료함이 찾아오고 있어요.'],
      pentacles: ['돈, 일, 집처럼 현실적인 곳에서 이 흐름이 드러날 거예요.', '삶의 물질적인 면에서 느리지만 꾸준한 결과가 자라고 있어요.'],
    },
  },
  reversedBridges: {
    past: ['그때 생긴 매듭이 이제야 조금씩 풀리고 있어요.', '그때 어긋났던 일은 되풀이되기보다 이해받기를 기다리고 있어요.', '그 시절의 무게가 아직 가방 속에 남아 있어요. 이제 내려놓아도 괜찮아요.'],
    present: ['지금 무언가가 막혀 있어요. 더 세게 밀기 전에 그게 무엇인지 이름 붙여 보세요.', '지금은 돌진하기보다 잠시 멈추고 방향을 고칠 때예요.', '오늘은 에너지가 안으로 향해 있어요. 큰 움직임보다 작고 솔직한 손질이 잘 통해요.'],
    future: ['이건 운명이 아니라 경고예요. 지금 바꾸는 것이 결과를 바꿔요.', '이 길에는 돌아가는 구간이 있을 수 있으니 여유를 조금 남겨 두세요.', '일찍 다루면 장애물이 교훈으로 바뀌어요.'],
  },
  openers: [
    (p, c, f) => `${p} 카드에서 ${c} 카드를 지나 ${f} 카드까지, 세 장이 분명한 흐름을 그려요.`,
    (p, c, f) => `과거의 ${p}, 현재의 ${c}, 그리고 미래의 ${f}. 당신의 카드는 이렇게 이어져요.`,
    (p, c, f) => `${p}, ${c}, ${f}. 함께 읽으면 세 장의 카드는 하나의 이야기를 들려줘요.`,
    (p, c, f) => `여정은 ${p} 카드에서 시작해 ${c} 카드를 거쳐 ${f} 카드로 열려요.`,
  ],
  manyMajors: ['메이저 아르카나가 여러 장 나왔어요. 스쳐 가는 사건이 아니라 삶의 교훈에 관한 이야기예요.', '메이저 카드가 주도하는 배열이에요. 일상의 소음보다 운명의 목소리가 더 크게 들려요.'],
  dominantSuit: {
    wands: ['완드가 겹쳐 나와 행동과 야망, 창조의 불꽃에 조명을 비춰요.', '완드가 계속 등장해요. 이 이야기를 이끄는 건 열정이에요.'],
    cups: ['컵이 겹쳐 나와 감정과 관계가 이번 리딩의 중심에 섰어요.', '컵이 계속 등장해요. 진짜 주제는 당신의 마음이에요.'],
    swords: ['소드가 겹쳐 나와 생각과 결정, 솔직한 대화를 가리켜요.', '소드가 계속 등장해요. 열쇠는 당신의 생각, 그리고 스스로에게 하는 말이에요.'],
    pentacles: ['펜타클이 겹쳐 나와 돈과 일, 건강이 전면에 떠올라요.', '펜타클이 계속 등장해요. 현실적이고 손에 잡히는 문제들이 이 이야기를 끌고 가요.'],
  },
  allUpright: ['세 장 모두 정방향이라 에너지가 막힘없이 흘러요. 이 흐름을 믿으세요.', '역방향이 하나도 없어요. 길은 열려 있고 메시지는 분명해요.', '세 장 모두 바로 섰어요. 망설일 이유가 없는 흐름이에요.', '모든 카드가 정방향이에요. 메시지를 돌려 말하지 않는 리딩이에요.'],
  mostlyReversed: ['역방향이 여럿이라 무언가 막혀 있거나 안으로 향해 있어요. 밖으로 밀어붙이기 전에 안을 들여다보세요.', '역방향이 우세한 지금은 내면의 일이 먼저예요. 풀고, 놓아주고, 그다음에 움직이세요.', '뒤집힌 카드가 많다는 건 속도를 늦추라는 신호예요. 먼저 마음속 매듭부터 풀어 보세요.', '역방향이 많은 리딩은 잠시 쉬어 가라는 초대예요. 정리하고 내려놓은 뒤에 다시 움직이세요.'],
  mixed: [
    (r) => `역방향은 ${r} 카드 한 장뿐이에요. 대부분의 문은 열려 있고 그 한 곳만 막혀 있으니, 이미 움직이는 곳에 힘을 실으세요.`,
    (r) => `거꾸로 놓인 ${r} 카드가 삐걱거리는 한 곳을 보여 줘요. 나머지는 잘 흐르고 있어요.`,
    (r) => `정방향 사이에 역방향 ${r} 카드가 한 장 섞여 있어요. 대부분은 순조롭고 그 자리만 손볼 곳이에요.`,
  ],
  closers: {
    upright: [
      (n, k) => `미래의 ${n} 카드가 길이 열려 있다고 말하니, ${withParticle(k, '을')} 다음 걸음의 길잡이로 삼으세요.`,
      (n, k) => `다가오는 것에 '좋아'라고 말하세요. 미래의 ${n} 카드가 ${withParticle(k, '을')} 약속해요.`,
      (n, k) => `결과는 당신 편으로 기울고 있어요. 앞으로 몇 주는 미래의 ${n} 카드가 건네는 ${withParticle(k, '을')} 가까이 두세요.`,
      (n, k) => `지금 향하는 방향을 믿으세요. ${n} 카드가 ${withParticle(k, '으로')} 이어지는 길을 비춰요.`,
    ],
    reversed: [
      (n, k) => `판결이 아니라 경고로 받아들이세요. 역방향 ${n} 카드는 ${withParticle(k, '을')} 조심하고 일찍 방향을 고치라고 말해요.`,
      (n, k) => `${k}의 위험을 지금 알아차리면 ${n} 카드는 아직 바로 설 수 있어요.`,
      (n, k) => `미래는 정해져 있지 않아요. 오늘의 작은 변화가 ${withParticle(k, '이')} 커지는 걸 막아 주고, ${n} 카드도 돌아설 수 있어요.`,
      (n, k) => `멈출 필요는 없어요. 역방향 ${n} 카드는 ${withParticle(k, '을')} 천천히 다루며 속도를 줄이라는 뜻이에요.`,
    ],
  },
  colours: {
    major: ['황금색', '보라색', '미드나이트 블루', '진주색', '은색'],
    wands: ['진홍색', '귤색', '해바라기색', '코랄', '호박색'],
    cups: ['바다색', '아쿠아마린', '장밋빛 분홍', '라벤더', '은회색'],
    swords: ['하늘색', '순백색', '강철 회색', '아이스 블루', '연노랑'],
    pentacles: ['숲 초록', '올리브색', '흙갈색', '이끼색', '꿀색'],
  },
  items: {
    major: ['작은 수첩', '은반지', '향초', '오래된 열쇠', '크리스털 펜던트'],
    wands: ['빨간 펜', '운동화', '성냥갑', '해바라기 한 송이', '기차표'],
    cups: ['아끼는 머그잔', '조개껍데기', '손편지', '물 한 잔', '소중한 사람의 사진'],
    swords: ['책갈피', '만년필', '깃털', '손거울', '헤드폰'],
    pentacles: ['동전', '작은 화분', '나무 구슬 팔찌', '지갑 참', '갓 구운 빵'],
  },
  sentenceGap: ' ',
};

const vi: TarotPhrases = {
  frames: {
    past: [
      (n, r) => `Ở vị trí quá khứ là lá ${n}${r ? ' ngược' : ''}.`,
      (n, r) => `Nhìn lại quá khứ, lá ${n}${r ? ' (ngược)' : ''} nhuộm màu con đường bạn đã đi.`,
      (n, r) => `Quá khứ của bạn mang dấu ấn của lá ${n}${r ? ' ở chiều ngược' : ''}.`,
    ],
    present: [
      (n, r) => `Ở hiện tại, lá ${n}${r ? ' ngược' : ''} nằm ở trung tâm câu chuyện của bạn.`,
      (n, r) => `Lá ${n}${r ? ' ngược' : ''} mô tả chỗ đứng hiện tại của bạn.`,
      (n, r) => `Khoảnh khắc hiện tại được giữ bởi lá ${n} ở chiều ${r ? 'ngược' : 'xuôi'}.`,
    ],
    future: [
      (n, r) => `Trong tương lai, lá ${n}${r ? ' ngược' : ''} đang chờ bạn.`,
      (n, r) => `Vị trí tương lai cho thấy lá ${n}${r ? ' ngược' : ''}.`,
      (n, r) => `Hướng về tương lai, năng lượng của lá ${n}${r ? ' ngược' : ''} đang đến gần.`,
    ],
  },
  bridges: {
    past: {
      major: ['Đó là một chương đời có sức nặng thật sự, và bài học của nó vẫn còn trong bạn.', 'Thời điểm ấy được định hình bởi những dòng chảy lớn hơn các lựa chọn thường ngày.'],
      wands: ['Khi ấy, động lực và hoài bão của bạn đã khiến mọi chuyện bắt đầu chuyển động.', 'Ngọn lửa bạn nhóm lên thời đó vẫn đang tiếp sức cho các kế hoạch hôm nay.'],
      cups: ['Cảm xúc thời ấy vẫn vọng lại trong cách bạn yêu và tin người.', 'Những ký ức cảm xúc đó đang lặng lẽ tô màu các lựa chọn của bạn hôm nay.'],
      swords: ['Những suy nghĩ và xung đột thời ấy đã mài sắc cách bạn nhìn mọi việc bây giờ.', 'Những lời nói khi ấy vẫn vang trong đầu bạn; hãy xem mình còn tin vào câu nào.'],
      pentacles: ['Những gì bạn xây dựng hay đánh mất về vật chất khi ấy chính là nền đất bạn đứng hôm nay.', 'Chuyện tiền bạc, công việc hay nhà cửa thời đó đã đặt nền móng cho hiện tại.'],
    },
    present: {
      major: ['Đây là một bước ngoặt; đừng xem nó như một ngày bình thường.', 'Có điều gì đó lớn hơn nhịp sống thường nhật đang tác động đến bạn lúc này.'],
      wands: ['Năng lượng của bạn là động cơ lúc này, hãy hướng nó tới nơi xứng đáng.', 'Hành động và đam mê là công cụ mạnh nhất của bạn ngay bây giờ.'],
      cups: ['Lúc này trái tim là chiếc la bàn; hãy lắng nghe điều nó cứ nhắc đi nhắc lại.', 'Các mối quan hệ và cảm xúc chính là nơi mọi chuyện đang diễn ra.'],
      swords: ['Suy nghĩ sáng suốt và lời nói thành thật là công cụ tốt nhất của bạn hôm nay.', 'Đầu óc bạn đang bận rộn; hãy cho nó một câu hỏi rõ ràng để tập trung.'],
      pentacles: ['Hôm nay những bước đi thực tế, dù nhỏ, quan trọng hơn lời nói lớn lao.', 'Hãy tập trung vào những điều hữu hình: sức khỏe, ngân sách và công việc hằng ngày.'],
    },
    future: {
      major: ['Một thay đổi đáng kể đang đến, một điều bạn sẽ nhớ mãi.', 'Số phận có nhúng tay vào những gì sắp tới, hãy luôn rộng mở.'],
      wands: ['Hãy đón chờ một cú hích: cơ hội để hành động, sáng tạo và dẫn dắt.', 'Phía trước là nguồn năng lượng dồi dào và những dự án mới.'],
      cups: ['Điều này chủ yếu sẽ diễn ra trong trái tim: các mối quan hệ, tâm trạng và sự kết nối.', 'Thủy triều cảm xúc đang đổi chiều; hãy để nó đưa bạn tới nơi dịu dàng hơn.'],
      swords: ['Những quyết định và cuộc trò chuyện sẽ định hình điều sắp xảy ra, hãy chọn lời thật khéo.', 'Sự sáng tỏ đang đến, dù có thể hơi sắc cạnh.'],
      pentacles: ['Điều này sẽ thể hiện ở những chuyện thực tế: tiền bạc, công việc hay nhà cửa.', 'Những kết quả chậm mà chắc đang hình thành ở phương diện vật chất của cuộc sống.'],
    },
  },
  reversedBridges: {
    past: ['Khi ấy để lại một nút thắt mà đến giờ mới bắt đầu gỡ ra.', 'Điều từng lệch hướng khi ấy cần được thấu hiểu, không phải lặp lại.', 'Một phần gánh nặng cũ vẫn còn trong hành trang của bạn; bạn có thể đặt nó xuống.'],
    present: ['Có điều gì đó đang bị kẹt; hãy gọi tên nó trước khi cố đẩy mạnh hơn.', 'Đây là lúc dừng lại điều chỉnh thay vì lao về phía trước.', 'Hôm nay năng lượng hướng vào bên trong; những chỉnh sửa nhỏ và thành thật hiệu quả hơn những bước đi lớn.'],
    future: ['Đây là lời cảnh báo chứ không phải số phận: điều bạn thay đổi bây giờ sẽ quyết định kết quả.', 'Có thể sẽ có một đoạn đường vòng, hãy chừa sẵn chút thời gian cho nó.', 'Nếu xử lý sớm, trở ngại này sẽ thành một bài học.'],
  },
  openers: [
    (p, c, f) => `Từ lá ${p}, qua lá ${c}, đến lá ${f}, ba lá bài vẽ nên một đường đi rõ ràng.`,
    (p, c, f) => `Trải bài của bạn đi từ ${p} trong quá khứ, đến ${c} ở hiện tại, hướng tới ${f}.`,
    (p, c, f) => `Đọc cùng nhau, ${p}, ${c} và ${f} kể chung một câu chuyện.`,
    (p, c, f) => `Hành trình bắt đầu từ ${p}, đi qua ${c} và mở ra ${f}.`,
  ],
  manyMajors: ['Có nhiều lá Ẩn Chính, nên đây là chuyện bài học cuộc đời chứ không chỉ là sự kiện thoáng qua.', 'Các lá Ẩn Chính chiếm ưu thế: số phận đang lên tiếng rõ hơn những ồn ào thường ngày.'],
  dominantSuit: {
    wands: ['Các lá Gậy lặp lại làm nổi bật hành động, hoài bão và ngọn lửa sáng tạo.', 'Lá Gậy cứ xuất hiện: câu chuyện này được dẫn dắt bởi đam mê.'],
    cups: ['Các lá Cốc lặp lại đặt cảm xúc và các mối quan hệ vào trung tâm trải bài.', 'Lá Cốc cứ xuất hiện: chủ đề thật sự ở đây là trái tim bạn.'],
    swords: ['Các lá Kiếm lặp lại hướng về suy nghĩ, quyết định và những cuộc trò chuyện thẳng thắn.', 'Lá Kiếm cứ xuất hiện: chìa khóa nằm ở tâm trí và những gì bạn tự nói với mình.'],
    pentacles: ['Các lá Tiền lặp lại đưa tiền bạc, công việc và sức khỏe lên hàng đầu.', 'Lá Tiền cứ xuất hiện: những chuyện thực tế, hữu hình đang dẫn dắt câu chuyện.'],
  },
  allUpright: ['Cả ba lá đều xuôi, năng lượng lưu thông thông suốt; hãy tin vào đà tiến này.', 'Không có lá ngược nào: con đường đang rộng mở và thông điệp rất rõ ràng.', 'Ba lá đều đứng thẳng, chẳng có lý do gì để chần chừ.', 'Mọi lá bài đều xuôi chiều; thông điệp lần này nói thẳng, không vòng vo.'],
  mostlyReversed: ['Nhiều lá ngược cho thấy có điều gì đó bị tắc nghẽn hoặc hướng vào bên trong; hãy nhìn vào lòng mình trước khi đẩy mạnh ra ngoài.', 'Khi lá ngược chiếm đa số, việc cần làm lúc này nằm ở bên trong: gỡ rối, buông bỏ, rồi mới hành động.', 'Nhiều lá bị lật ngược là tín hiệu nên chậm lại; hãy gỡ những nút thắt trong lòng trước.', 'Một trải bài nhiều lá ngược là lời mời nghỉ ngơi: sắp xếp, buông bớt, rồi mới bước tiếp.'],
  mixed: [
    (r) => `Chỉ có ${r} nằm ngược: hầu hết các cánh cửa đang mở, riêng cánh ấy còn kẹt; hãy dồn sức vào nơi mọi thứ đã chuyển động.`,
    (r) => `Lá ngược duy nhất, ${r}, chỉ ra chỗ còn vướng; mọi việc khác đều trôi chảy.`,
    (r) => `${r} là lá ngược duy nhất giữa những lá xuôi: phần lớn thuận lợi, chỉ riêng chỗ đó cần chăm chút.`,
  ],
  closers: {
    upright: [
      (n, k) => `Hãy để ${k} dẫn lối cho bước tiếp theo; ${n} cho thấy con đường đang rộng mở.`,
      (n, k) => `${n} ở phía trước mang đến ${k}: khi nó đến, hãy nói 'có', bạn sẵn sàng hơn bạn nghĩ.`,
      (n, k) => `Trong vài tuần tới, hãy giữ ${k} trong tâm trí; với ${n} phía trước, kết quả đang nghiêng về phía bạn.`,
      (n, k) => `Hãy tin vào hướng đi hiện tại: ${n} đang chỉ về phía ${k}.`,
    ],
    reversed: [
      (n, k) => `${n} ngược là lời cảnh báo chứ không phải phán quyết: hãy để ý ${k} và điều chỉnh sớm.`,
      (n, k) => `Nhận ra nguy cơ ${k} ngay bây giờ, ${n} vẫn có thể xoay về chiều xuôi.`,
      (n, k) => `Tương lai không cố định: một thay đổi nhỏ hôm nay sẽ giữ cho ${k} không lớn dần, và ${n} vẫn có thể xoay chiều.`,
      (n, k) => `Hãy nhẹ nhàng với ${k}: ${n} ngược nhắc bạn đi chậm lại, không phải dừng hẳn.`,
    ],
  },
  colours: {
    major: ['Vàng kim', 'Tím', 'Xanh nửa đêm', 'Trắng ngọc trai', 'Bạc'],
    wands: ['Đỏ tươi', 'Cam quýt', 'Vàng hướng dương', 'San hô', 'Hổ phách'],
    cups: ['Xanh biển', 'Xanh ngọc', 'Hồng phấn', 'Tím oải hương', 'Xám bạc'],
    swords: ['Xanh da trời', 'Trắng tinh', 'Xám thép', 'Xanh băng', 'Vàng nhạt'],
    pentacles: ['Xanh rừng', 'Xanh ô liu', 'Nâu đất', 'Xanh rêu', 'Vàng mật ong'],
  },
  items: {
    major: ['Một cuốn sổ nhỏ', 'Một chiếc nhẫn bạc', 'Một cây nến thơm', 'Một chiếc chìa khóa cũ', 'Một mặt dây chuyền pha lê'],
    wands: ['Một cây bút đỏ', 'Một đôi giày thể thao', 'Một hộp diêm', 'Một bông hướng dương', 'Một tấm vé tàu'],
    cups: ['Chiếc cốc yêu thích', 'Một vỏ sò', 'Một lá thư viết tay', 'Một ly nước', 'Tấm ảnh người thương'],
    swords: ['Một chiếc kẹp sách', 'Một cây bút máy', 'Một chiếc lông vũ', 'Một chiếc gương nhỏ', 'Tai nghe'],
    pentacles: ['Một đồng xu', 'Một chậu cây nhỏ', 'Vòng tay hạt gỗ', 'Móc treo ví', 'Một ổ bánh mì mới nướng'],
  },
  sentenceGap: ' ',
};

const zh: TarotPhrases = {
  frames: {
    past: [
      (n, r) => `过去的位置上是${n}${r ? '（逆位）' : ''}。`,
      (n, r) => `回顾过去，${n}${r ? '逆位' : ''}为你走过的路染上了颜色。`,
      (n, r) => `你的过去带着${n}${r ? '逆位' : ''}的印记。`,
    ],
    present: [
      (n, r) => `现在，${n}${r ? '（逆位）' : ''}站在你故事的中心。`,
      (n, r) => `${n}${r ? '逆位' : '正位'}描绘了你现在所处的位置。`,
      (n, r) => `在现在的位置上，${n}以${r ? '逆位' : '正位'}出现。`,
    ],
    future: [
      (n, r) => `未来，${n}${r ? '（逆位）' : ''}正在前方等着你。`,
      (n, r) => `未来的位置显示的是${n}${r ? '逆位' : ''}。`,
      (n, r) => `即将到来的未来带着${n}${r ? '逆位' : ''}的能量。`,
    ],
  },
  bridges: {
    past: {
      major: ['那是一段分量很重的日子，它的功课至今仍留在你身上。', '那段时间塑造你的，是比日常选择更大的力量。'],
      wands: ['那时，你的干劲和抱负让事情开始运转。', '那时点燃的火种，至今仍在为你的计划提供燃料。'],
      cups: ['那时的情感至今仍回响在你爱人与信任的方式里。', '那些情感记忆正悄悄地影响着你今天的选择。'],
      swords: ['那段时间的思考与冲突，磨利了你如今看待事物的眼光。', '当时听到的话仍在你脑海里回响；看看哪些你至今仍然相信。'],
      pentacles: ['那时你在物质上建立或失去的东西，就是你今天脚下的土地。', '那时关于金钱、工作或家的事情，为今天打下了基础。'],
    },
    present: {
      major: ['这是一个转折点，别把它当成普通的一天。', '此刻有比日常更大的力量在你的生活中运作。'],
      wands: ['现在你的能量就是引擎，把它引向值得的地方。', '此刻你最强大的工具是行动和热情。'],
      cups: ['现在内心就是你的指南针，听听它一直在说什么。', '此刻一切的重心在感情和人际关系上。'],
      swords: ['今天，清晰的思考和坦诚的话语是你最好的工具。', '你的脑子很忙，给它一个明确的问题去专注吧。'],
      pentacles: ['今天，哪怕很小的务实行动，也比豪言壮语更重要。', '专注于看得见摸得着的东西：身体、预算和日常工作。'],
    },
    future: {
      major: ['一个重大的转变正在到来，你会记住它很久。', '接下来的事有命运插手，请保持开放。'],
      wands: ['期待一股冲劲：行动、创造和领导的机会就要来了。', '前方有充沛的能量和新的计划在等你。'],
      cups: ['这主要会在内心展开：感情、心情与连结。', '情感的潮水正在转向，让它把你带到更温柔的地方。'],
      swords: ['决定与对话会塑造接下来的事，所以要慎选言辞。', '清晰正在到来，即使它带着一点锋芒。'],
      pentacles: ['这会体现在现实层面：金钱、工作或家。', '在生活的物质层面，缓慢而稳定的成果正在成形。'],
    },
  },
  reversedBridges: {
    past: ['那段时间留下的结，直到现在才慢慢松开。', '当时走偏的事，需要的是理解，而不是重演。', '那时的一部分重量还在你的行囊里，你可以把它放下了。'],
    present: ['眼下有东西卡住了；在更用力之前，先说清它是什么。', '现在适合停下来调整，而不是一味往前冲。', '今天的能量向内收；小而诚实的修正比大动作更有效。'],
    future: ['这是提醒而不是宿命：你现在改变的，会决定它如何落地。', '这里可能会有一段弯路，给自己留一点余地。', '及早处理，障碍就会变成一课。'],
  },
  openers: [
    (p, c, f) => `从${p}到${c}，再到${f}，三张牌勾勒出一条清晰的轨迹。`,
    (p, c, f) => `你的牌阵从过去的${p}，走到现在的${c}，再通往${f}。`,
    (p, c, f) => `把${p}、${c}和${f}放在一起读，它们讲述的是同一个故事。`,
    (p, c, f) => `这段旅程始于${p}，经过${c}，通向${f}。`,
  ],
  manyMajors: ['出现了多张大阿卡纳，这关乎人生课题，而不只是一时的事件。', '大阿卡纳主导了牌阵：命运的声音比日常的喧嚣更响亮。'],
  dominantSuit: {
    wands: ['权杖重复出现，把聚光灯打在行动、抱负和创造之火上。', '权杖接连出现：推动这个故事的是热情。'],
    cups: ['圣杯重复出现，让情感和人际关系成为这次解读的核心。', '圣杯接连出现：真正的主题是你的内心。'],
    swords: ['宝剑重复出现，指向思考、决定和坦诚的对话。', '宝剑接连出现：关键在于你的头脑，以及你对自己说的话。'],
    pentacles: ['星币重复出现，把金钱、工作和健康推到了前台。', '星币接连出现：务实而具体的现实问题在推动这个故事。'],
  },
  allUpright: ['三张牌全是正位，能量畅通无阻；相信这股势头吧。', '没有一张逆位：道路敞开，讯息直接明了。', '三张牌都稳稳正立，没有犹豫的理由。', '每张牌都是正位，这次的讯息直截了当。'],
  mostlyReversed: ['多张逆位表示有些东西受阻或转向了内在；在向外用力之前，先看看自己的内心。', '逆位占多数时，现在要做的是内在功课：理清、放下，然后再行动。', '翻转的牌多，是在提醒你放慢脚步，先解开心里的结。', '逆位多的牌阵是在邀请你休息：整理、放下，再出发。'],
  mixed: [
    (r) => `只有${r}是逆位：大多数门都开着，只有这一扇卡住了；把力气用在已经动起来的地方。`,
    (r) => `唯一的逆位牌${r}指出了摩擦所在，其余都很顺畅。`,
    (r) => `正位之中夹着逆位的${r}，说明大部分顺利，只有那一处需要照顾。`,
  ],
  closers: {
    upright: [
      (n, k) => `让“${k}”引领你的下一步；未来的${n}说明道路已经敞开。`,
      (n, k) => `未来的${n}带来“${k}”：当它出现时，说声“好”，你比自己以为的更有准备。`,
      (n, k) => `接下来几周把“${k}”放在心上；有${n}在前方，结果正向你倾斜。`,
      (n, k) => `相信你正在前进的方向：${n}正指向“${k}”。`,
    ],
    reversed: [
      (n, k) => `逆位的${n}是提醒而不是判决：留意“${k}”，及早调整。`,
      (n, k) => `现在就看清“${k}”的风险，${n}仍有机会转为正位。`,
      (n, k) => `未来并非注定：今天的小小改变，能让“${k}”不再扩大，${n}也还能翻转。`,
      (n, k) => `温柔地对待“${k}”：逆位的${n}是让你放慢脚步，而不是停下。`,
    ],
  },
  colours: {
    major: ['金色', '紫色', '午夜蓝', '珍珠白', '银色'],
    wands: ['猩红色', '橘色', '向日葵黄', '珊瑚色', '琥珀色'],
    cups: ['海蓝色', '碧绿色', '玫瑰粉', '薰衣草紫', '银灰色'],
    swords: ['天蓝色', '纯白色', '钢灰色', '冰蓝色', '浅黄色'],
    pentacles: ['森林绿', '橄榄绿', '大地棕', '苔藓绿', '蜂蜜金'],
  },
  items: {
    major: ['一本小笔记本', '一枚银戒指', '一支香薰蜡烛', '一把旧钥匙', '一条水晶吊坠'],
    wands: ['一支红笔', '一双运动鞋', '一盒火柴', '一朵向日葵', '一张火车票'],
    cups: ['最爱的马克杯', '一枚贝壳', '一封手写信', '一杯清水', '心爱之人的照片'],
    swords: ['一枚书签', '一支钢笔', '一根羽毛', '一面小镜子', '一副耳机'],
    pentacles: ['一枚硬币', '一盆小绿植', '木珠手串', '钱包挂饰', '一个刚出炉的面包'],
  },
  sentenceGap: '',
};

/** Reading phrases per language. */
export const tarotPhrases: Record<ContentLanguage, TarotPhrases> = { en, ko, vi, zh };
