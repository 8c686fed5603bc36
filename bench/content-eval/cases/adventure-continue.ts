/**
 * Adventure-continue evaluation cases (issue 13): a realistic story log of 2–3 earlier steps, as the site sends it
 * (each scene's narration, and before every later scene the "Selected:" label and the choice), then the visitor's
 * choice — a listed one or free text. A good next step follows from the choice (a free-text choice retold in the
 * second person), offers no choice already made, repeats no sentence of the story so far word for word, and
 * gives the player no item the story never handed over.
 */
import { adventureNarration, parseAdventureChoices } from '../../../supabase/functions/_shared/contract/adventure-choices.ts';
import type { AdventureTheme, ContentLanguage } from '../../../supabase/functions/_shared/contract/content-types.ts';
import { adventurePacks } from '../../../supabase/functions/_shared/content/data/adventure/packs.ts';
import { sentenceTexts } from '../../../supabase/functions/_shared/content/text-segments.ts';
import { evalCase, type EvalCase, type EvalFact } from '../eval-case.ts';

const selectedLine = /^(?:Selected:|선택:|Đã chọn:|选择[：:])\s*(.+)$/gmu;
const plain = (text: string): string => text.toLowerCase().replace(/[.!?。！？…\s]+$/u, '').trim();

function usedChoices(story: string, choice: string): string[] {
  return [...story.matchAll(selectedLine)].map((m) => plain(m[1] as string)).concat(plain(choice));
}

/** The narration without its last line when that line is the question before the choices. */
function withoutPrompt(text: string): string {
  const lines = adventureNarration(text).split('\n');
  if (/[?:：？]\s*$/u.test(lines[lines.length - 1] ?? '')) lines.pop();
  return lines.join('\n');
}

function genericFacts(theme: AdventureTheme, language: ContentLanguage, story: string, choice: string): EvalFact[] {
  const used = usedChoices(story, choice);
  const items = adventurePacks[language].themes[theme].items;
  return [
    {
      label: 'offers none of the choices already made',
      check: (text) => parseAdventureChoices(text).length >= 3 && !parseAdventureChoices(text).some((offered) => used.includes(plain(offered))),
    },
    {
      label: 'repeats no sentence of the story so far word for word',
      // The question before the choices ("What will you do?") is not story and may come back.
      check: (text) => !sentenceTexts(withoutPrompt(text), language).some((sentence) => sentence.length >= 12 && story.includes(sentence)),
    },
    {
      label: 'gives the player no item the story never handed over',
      check: (text) => {
        const lower = (value: string): string => value.toLowerCase();
        return !items.some((item) => lower(adventureNarration(text)).includes(lower(item)) && !lower(story).includes(lower(item)) && !lower(choice).includes(lower(item)));
      },
    },
  ];
}

function step(id: string, language: ContentLanguage, theme: AdventureTheme, currentStory: string, choice: string, facts: EvalFact[]): EvalCase {
  return evalCase({
    id,
    type: 'adventure-continue',
    language,
    input: { currentStory, choice, input: theme },
    facts: [...facts, ...genericFacts(theme, language, currentStory, choice)],
  });
}

/** A fact checked on the narration only (the numbered choices left out). */
const told = (label: string, pattern: RegExp, absent?: RegExp): EvalFact => ({
  label,
  check: (text) => pattern.test(adventureNarration(text)) && !(absent?.test(adventureNarration(text)) ?? false),
});

/** The adventure-continue cases. */
export const cases: EvalCase[] = [
  step(
    'adventure-continue-en-1', 'en', 'fantasy',
    'For some reason the ruined elven tower feels different, a faint light blinking in the distance. Deep in your bag you find the map drawn on dragon hide, still right where it should be. Sir Bren shrugs and smiles, and your grip on the map drawn on dragon hide tightens. A horn sounds in the distance, and the birds go silent.\n\nChoose your path:\n\nSelected: Climb the tower to see further\n\nYou choose to climb the tower to see further. You go on, and with every step the ruined elven tower feels stranger, until the path splits. Sir Bren watches you with worried eyes. A hidden door opens in the roots of an ancient oak, breathing warm air.\n\nWhat is your next move?\n\nSelected: Read the map by the light of the rune stone\n\nHeart pounding, you read the map by the light of the rune stone. The map drawn on dragon hide flares to life, lighting the way forward. Far above, the clouds split open to reveal a floating island.\n\nWhat is your next move?',
    'Ask Sir Bren what the runes mean',
    [told('follows from asking Sir Bren about the runes', /Sir Bren/)],
  ),
  step(
    'adventure-continue-en-2', 'en', 'zombie',
    'Day twelve of the outbreak: you are holed up in the roof of a city hospital, counting cans. Your only gear is the half-full backpack of supplies, and it has to last. Right under your feet, a faint light flickers, and the shadow of the horde of the infected grows thicker.\n\nWhat is your next move?\n\nSelected: Run for the harbour before dawn\n\nHeart pounding, you run for the harbour before dawn. You make it out by a heartbeat. The teenager with a baseball bat nods without a word. The teenager with a baseball bat confesses they have a vaccine sample.\n\nWhat is your next move?\n\nSelected: Sneak through the back alley\n\nYou decide to sneak through the back alley. You hold your breath as the horde of the infected passes close enough to touch. The infected suddenly freeze, listening to something you cannot hear.\n\nChoose your path:',
    'I duck into the pharmacy and lock the door behind me',
    [told('retells the free choice in the second person', /(?:you|and) (?:duck|lock)[^.]*behind you/i, /behind me\b|\bI duck\b/)],
  ),
  step(
    'adventure-continue-en-3', 'en', 'mystery',
    'Rain taps the windows of the Ashford manor library as the clock strikes midnight. Deep in your bag you find the pocket watch stopped at 11:47. You step closer to Inspector Hale. Footprints lead to a locked study.\n\nWhat is your next move?\n\nSelected: Search the guest rooms quietly\n\nWithout hesitating, you search the guest rooms quietly. Searching carefully, you find a scratched symbol that changes everything. Inspector Hale stays close beside you. Someone has taken the key from your coat.\n\nWhat is your next move?',
    'Follow the footprints to the study',
    [told('follows the footprints to the study', /footprints|study/i), told('keeps Inspector Hale', /Inspector Hale|Hale/)],
  ),
  step(
    'adventure-continue-en-4', 'en', 'pirate',
    'You wake in the hold of the Gilded Gull with salt in your hair. Captain Ilse Varga tosses you a rusted key and says it opens the one chest she never dared to touch.\n\nWhat will you do?\n\nSelected: Ask the captain about the chest\n\nYou ask the captain about the chest. She tells you it came from a ship that sank with all hands, and that the key hums at night. A storm builds on the horizon.\n\nWhat is your next move?\n\nSelected: Go down to the hold with the key\n\nYou climb down into the hold. The chest sits behind barrels of rum, and the key in your hand grows warm.\n\nWhat will you do?',
    'I open the chest with my key',
    [told('retells the free choice in the second person', /(?:you|and|to) open the chest with your key/i, /\bmy key\b/), told('the chest or key carries on', /chest|key/i)],
  ),
  step(
    'adventure-continue-ko-1', 'ko', 'horror',
    '얼어붙은 호숫가 오두막에는 수십 년 동안 아무도 들어오지 않았다. 그런데 젖은 발자국이 있다. 깜빡거리는 손전등이 아직 있는지 확인하고 곁을 떠나지 않는 떠돌이 개가 곁에 있어 다행이라고 생각한다. 곁눈질로 보니 복도 사진 속의 여자가 움직인다.\n\n다음 행동을 고르자.\n\n선택: 목소리를 향해 대답한다\n\n심장이 쿵쾅거리지만, 당신은 목소리를 향해 대답한다. 순간 예상 못 한 방향으로 흐름이 바뀌고, 상황이 뒤집힌다. 캠코더 영상에는 천장에서 찍힌 잠든 당신이 담겨 있다.\n\n어떻게 할까?\n\n선택: 젖은 발자국을 따라 아래층으로 간다\n\n당신은 마음을 굳히고 젖은 발자국을 따라 아래층으로 간다. 걸음을 옮길수록 얼어붙은 호숫가 오두막이 더 낯설어진다. 곁을 떠나지 않는 떠돌이 개는 어깨를 으쓱하며 웃는다.\n\n다음 행동을 고르자.',
    '나는 손전등을 끄고 개를 꼭 끌어안는다',
    [told('자유 선택을 2인칭으로 다시 말한다', /당신[^.]{0,15}손전등을 끄고/, /나는 손전등|내가 손전등/)],
  ),
  step(
    'adventure-continue-ko-2', 'ko', 'space',
    '우주선 오로라호의 화물칸에 혼자 남은 지 3주째 되는 날, 정적이 깨진다. 빈정거리는 정비 로봇이 당신 소매를 살짝 당기며 주변을 살핀다. 금이 간 데이터 칩은 전보다 무겁게 느껴진다. 항법 화면에 카운트다운이 시작된다.\n\n다음 행동을 고르자.\n\n선택: 메인 컴퓨터를 해킹한다\n\n당신은 숨을 고르고 메인 컴퓨터를 해킹한다. 폭주한 인공지능이 비틀거리며 물러선다. 하지만 오래가지 않을 것이다. 숨겨진 칸이 미끄러지듯 열리고, 인류가 그린 적 없는 성도가 모습을 드러낸다.\n\n다음 행동을 고르자.',
    '내가 직접 데이터 칩을 성도에 꽂아 본다',
    [told('자유 선택을 2인칭으로 다시 말한다', /당신[^.]{0,15}직접 데이터 칩을/, /내가 직접/), told('데이터 칩을 이어 간다', /데이터 칩/)],
  ),
  step(
    'adventure-continue-ko-3', 'ko', 'school',
    '이 시간엔 아무도 방과 후 텅 빈 음악실에 오지 않는다. 코트 주머니에 답이 가득 적힌 노트가 아직 그대로 있다. 반장은 이건 정말 최악의 생각이라고 중얼거린다. 바로 앞에서 누군가 당신의 이름을 부른다.\n\n당신의 선택은?\n\n선택: 비품 창고에 숨는다\n\n당신은 망설임 없이 비품 창고에 숨는다. 숨을 참고 있자 깐깐한 교감 선생님이 소리도 없이 지나간다. 교감 선생님이 축제가 취소될 수도 있다고 발표한다.\n\n당신의 선택은?\n\n선택: 음악실을 뒤져 단서를 찾는다\n\n당신은 음악실을 뒤져 단서를 찾는다. 피아노 의자 밑에서 반으로 접힌 쪽지가 나온다. 당신과 반장이 사귄다는 소문이 퍼진다.\n\n다음 행동을 고르자.',
    '노트를 펼쳐 읽는다',
    [told('노트를 펼쳐 읽는 장면이 이어진다', /노트/), told('반장이 계속 나온다', /반장/)],
  ),
  step(
    'adventure-continue-ko-4', 'ko', 'zombie',
    '정신을 차려 보니 털린 대형 마트에 와 있다. 주위는 낯설 만큼 조용하다. 부대를 잃은 군인은 걱정스러운 눈으로 당신을 본다. 눈 깜짝할 사이에 감염자 무리가 모습을 드러낸다.\n\n당신의 선택은?\n\n선택: 옥상에 올라 헬기에 신호를 보낸다\n\n심장이 쿵쾅거리지만, 당신은 옥상에 올라 헬기에 신호를 보낸다. 대담한 선택이다. 감염자들이 갑자기 멈춘다. 당신에게 들리지 않는 무언가에 귀 기울이듯.\n\n어떻게 할까?',
    '군인에게 나랑 같이 항구까지 가자고 말한다',
    [told('군인에게 말을 거는 장면이 이어진다', /군인/), told('나랑을 2인칭으로 바꾼다', /당신과 함께|당신이랑|같이 항구/, /나랑/)],
  ),
  step(
    'adventure-continue-vi-1', 'vi', 'fantasy',
    'Con đường dừng lại ở cây cầu bắc qua sông Thác Sương, nơi đom đóm trôi lững lờ giữa những thân cây. Trong túi bạn có con dao găm bạc, ấm như vừa có ai cầm. Mọi thứ phụ thuộc vào bước tiếp theo, và cậu pháp sư trẻ tay dính mực chỉ nhìn mỗi bạn.\n\nHãy chọn con đường:\n\nĐã chọn: Leo lên tháp để nhìn xa hơn\n\nTim đập thình thịch, bạn leo lên tháp để nhìn xa hơn. Một con quạ đậu xuống vai bạn, ngậm lời nhắn bằng thứ tiếng lạ.\n\nBước tiếp theo của bạn là gì?\n\nĐã chọn: Đọc lời nhắn của con quạ\n\nBạn mở lời nhắn. Chữ viết nguệch ngoạc: “Đừng qua cầu trước bình minh.” Trên cao, bóng một con rồng lướt qua mặt trăng.\n\nBước tiếp theo của bạn là gì?',
    'Vượt cầu trước khi sương dày thêm',
    [told('tiếp nối việc vượt cầu', /cầu/i), told('cậu pháp sư vẫn còn đó hoặc dao găm bạc', /pháp sư|dao găm bạc/i)],
  ),
  step(
    'adventure-continue-vi-2', 'vi', 'time_travel',
    'Sau một hồi đi bộ thật lâu, bạn đang đứng ở Paris năm 1889, gió mang theo một mùi lạ. Ông thợ đồng hồ chế tạo cỗ máy kéo nhẹ tay áo bạn rồi nhìn quanh. Chiếc đồng hồ quả quýt chạy ngược vẫn an toàn trong tay bạn.\n\nBạn sẽ làm gì?\n\nĐã chọn: Chờ đến nửa đêm để cổng mở\n\nBạn chờ đến nửa đêm để cổng mở. Ổ khóa bật ra, bên trong một ngọn đèn bật sáng. Bầu trời chập chờn giữa ngày và đêm trong một nhịp tim.\n\nBạn sẽ làm gì?',
    'Tôi giấu chiếc đồng hồ vào túi áo rồi đi theo ông thợ',
    [told('kể lại lựa chọn tự do ở ngôi thứ hai', /bạn (?:\S+ ){0,2}giấu chiếc đồng hồ vào túi áo/i, /\btôi giấu\b/i)],
  ),
  step(
    'adventure-continue-vi-3', 'vi', 'mystery',
    'Bạn được mời tới nhà kho bến cảng đầy sương vì người ta tìm thấy một thi thể lúc rạng sáng. Trong không khí phảng phất mùi hạnh nhân. Một bức điện tín được gửi tới: “Đừng hỏi nữa.”\n\nBạn sẽ làm gì?\n\nĐã chọn: Lần theo dấu chân tới phòng làm việc\n\nBạn lần theo dấu chân tới phòng làm việc. Dấu vết dừng lại trước một cánh cửa khóa. Nét chữ trên chiếc chìa khóa buộc ruy băng đỏ trùng với nhật ký của chủ nhà.\n\nHãy chọn con đường:\n\nĐã chọn: Hỏi ông quản gia bồn chồn đã ở đâu lúc nửa đêm\n\nBạn hỏi ông quản gia bồn chồn đã ở đâu lúc nửa đêm. Ông quản gia bồn chồn thừa nhận đã nói dối về chỗ mình ở lúc đó.\n\nHãy chọn con đường:',
    'tôi hỏi ông quản gia về lá thư bị xé',
    [told('kể lại lựa chọn ở ngôi thứ hai', /bạn (?:\S+ ){0,2}hỏi ông quản gia/i, /\btôi hỏi\b/i), told('ông quản gia vẫn ở trong cảnh', /quản gia/i)],
  ),
  step(
    'adventure-continue-vi-4', 'vi', 'romance',
    'Trời đổ mưa đúng lúc bạn tới lễ hội mùa hè bên sông. Trong túi bạn là chiếc ô mượn, thứ bạn vẫn chưa đủ can đảm dùng. Điện thoại rung: “Tối nay rảnh không?”\n\nBạn sẽ làm gì?\n\nĐã chọn: Che chung ô và cùng đi bộ\n\nBạn mở chiếc ô mượn và hai người đi chung dưới mưa. Một bài hát cả hai cùng biết vang lên từ anh nghệ sĩ đường phố.\n\nBạn sẽ làm gì?\n\nĐã chọn: Giả vờ như không có gì và pha trò\n\nBạn pha trò về cơn mưa, và người ấy bật cười. Nhưng ánh mắt họ dừng lại trên bạn lâu hơn thường lệ.\n\nBạn sẽ làm gì?',
    'Trao lá thư viết tay',
    [told('tiếp nối việc trao lá thư', /lá thư|thư/i)],
  ),
  step(
    'adventure-continue-zh-1', 'zh', 'cyberpunk',
    '今天螺旋集团的服务器金库仿佛一直在等你。电磁脉冲手雷在口袋里发烫；它比你的命还值钱。探照灯扫过街道——铬合金手臂的赏金猎人找到你了。\n\n你会怎么做？\n\n选择： 把芯片插进植入体\n\n心怦怦直跳，你还是把芯片插进植入体。你的植入体解锁了一项隐藏能力。\n\n你会怎么做？\n\n选择： 在屋顶间奔跑\n\n深吸一口气，你在屋顶间奔跑。铬合金手臂的赏金猎人跟丢了你。退休的赛博格侦探默默点了点头。\n\n下一步是什么？',
    '正面对抗铬合金手臂的赏金猎人',
    [told('接着写对抗赏金猎人', /赏金猎人/)],
  ),
  step(
    'adventure-continue-zh-2', 'zh', 'pirate',
    '咸涩的浪花刺痛双眼，你在走私者的海湾上醒来，海鸥在头顶尖叫。有人在桅杆上刻了一个骷髅。\n\n请选择你的路：\n\n选择： 潜水寻找沉没的宝藏\n\n你潜水寻找沉没的宝藏，在沉船里摸到一个生锈的黄铜罗盘。其实是公主的船舱小厮嘟囔着说这是个糟透了的主意。一只漂流瓶经过，里面装着一把钥匙。\n\n请选择你的路：',
    '我把罗盘藏进靴子里，然后去捞那只漂流瓶',
    [told('把自由选择改成第二人称', /你[^。]{0,8}把罗盘藏进靴子/, /我把罗盘/)],
  ),
  step(
    'adventure-continue-zh-3', 'zh', 'horror',
    '新家的地下室的门在你身后轻轻咔嗒一声关上，温度骤降。你手里的旧摄像机每隔几秒就闪一下。\n\n你会怎么做？\n\n选择： 回应那个声音\n\n你选择回应那个声音。一扇门猛地打开，在天花板上爬行的东西长长地呼出一口气。\n\n下一步是什么？\n\n选择： 头也不回地冲向出口\n\n你冲向出口，可楼梯比来时长了一倍。狗开始对着一把空椅子低吼。\n\n请选择你的路：',
    '我关掉摄像机，躲到楼梯下面',
    [told('把自由选择改成第二人称', /你[^。]{0,8}关掉摄像机/, /我关掉/)],
  ),
  step(
    'adventure-continue-zh-4', 'zh', 'school',
    '走了很久之后，你已经身处考试周的图书馆。外套口袋里还有神秘的社团传单。明天的期末考试的影子近得无法躲开。\n\n请选择你的路：\n\n选择： 跟着班长去实验室\n\n你跟着班长去实验室，门上贴着“闲人免进”。班长嘟囔着说这是个糟透了的主意。教导主任宣布校园祭可能被取消。\n\n请选择你的路：',
    '请班长帮忙',
    [told('接着写请班长帮忙', /班长/)],
  ),
];
