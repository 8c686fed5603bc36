/**
 * Round 9c (issue 13): lines for the main clause's event when no stock family heads the theme: the thing flowered, was
 * spilled, soaked, burnt, ruined (shrunk, chewed, burst), deleted, left behind, dropped or carried off. Each names the
 * thing ({t}, {T} capitalised, {t:을} with a Korean particle) and tells only what the visitor wrote. Companion lines name
 * the one who was there ({t} is then the companion), never as someone far away or missed.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The event classes a main clause can tell beyond a loss, a breakage, a theft and a find. */
export type LyricsMainEventKind = 'bloomed' | 'spilled' | 'soaked' | 'burnt' | 'ruined' | 'flat' | 'deleted' | 'left' | 'dropped' | 'gone' | 'waited' | 'stained' | 'inherited' | 'eaten';

/** Event lines per language and class. */
export const mainEventLines: Record<ContentLanguage, Record<LyricsMainEventKind, readonly string[]>> = {
  en: {
    eaten: ['Someone ate {t}, and left me the crumbs', 'I open the fridge, and {t} is gone', 'I saved {t} for later, and later never came'],
    inherited: ['Now {t} is mine to keep', 'I hold {t}, still warm from other hands', 'I will take care of {t} the way it was taken care of'],
    stained: ['A stain on {t}, right where everyone will look', 'We dab at {t} with cold water and hope', 'One small mark on {t}, and the room holds its breath'],
    bloomed: ['And then, one morning, {t} flowered', 'All that waiting, and {t} opened up at last', 'I counted every day until {t} bloomed'],
    spilled: ['{T} went everywhere in a second', 'I watched {t} spread across the table', 'One clumsy move, and there goes {t}'],
    soaked: ['{T} got soaked right through', 'I wring out {t} and laugh at the sky', 'The rain found {t} before I did'],
    burnt: ['The smell told us first: {t}, burnt', '{T} came out darker than we meant', 'We scraped at {t} and could not stop laughing'],
    ruined: ['{T} will never be the same again', 'I hold up {t} and can only sigh', 'Nothing to do now but look at {t}'],
    flat: ['{T} gave out halfway, flat as my mood', 'I walk {t} the rest of the way', 'A hiss, a bump, and {t} is done for today'],
    deleted: ['One wrong tap and {t} was gone', 'I scroll for {t}, and it is not there', 'I keep checking the trash for {t}'],
    left: ['I left {t} behind, and only noticed later', 'Somewhere back there, {t} sits without me', 'My hands felt light; {t} was not with me'],
    dropped: ['{T} slipped right out of my hand', 'I watched {t} fall and could not catch it', 'Down went {t}, just like that'],
    gone: ['The wind took {t} and did not give it back', 'I watched {t} fly off and just stood there', '{T} is somewhere far from here now'],
    waited: ['I waited and waited, and {t} never came', 'Every set of lights looked like {t}, and none of them were', 'I checked the time again; still no {t}'],
  },
  vi: {
    eaten: ['Có người ăn mất {t}, chỉ để lại vụn', 'Mở tủ lạnh ra, {t} đã không còn', 'Ta để dành {t}, rồi chẳng còn gì để dành'],
    inherited: ['Giờ {t} được trao lại cho ta', 'Cầm {t} mà như còn hơi ấm bàn tay cũ', 'Ta sẽ giữ {t} như người đã từng giữ'],
    stained: ['Một vết bẩn trên {t}, ngay chỗ ai cũng thấy', 'Chấm nước lạnh lên {t} mà thầm mong', 'Chỉ một vết nhỏ trên {t}, cả phòng nín thở'],
    bloomed: ['Rồi một sớm kia, {t} nở hoa', 'Chờ bao ngày, cuối cùng {t} cũng nở', 'Ta đếm từng ngày cho đến khi {t} ra hoa'],
    spilled: ['{T} đổ tràn ra chỉ trong một giây', 'Ta nhìn {t} loang ra khắp mặt bàn', 'Lỡ tay một chút, thế là đổ cả {t}'],
    soaked: ['{T} ướt sũng từ trong ra ngoài', 'Vắt {t} mà cười với trời mưa', 'Mưa tìm đến {t} nhanh hơn ta'],
    burnt: ['Mùi khét bay ra trước: {t} cháy rồi', '{T} ra lò đen hơn mình muốn', 'Cạo {t} mà cười mãi không thôi'],
    ruined: ['{T} chẳng còn như trước nữa', 'Cầm {t} lên mà chỉ biết thở dài', 'Chỉ còn biết ngồi nhìn {t}'],
    flat: ['{T} xẹp lốp ngay giữa đường', 'Ta dắt bộ {t} suốt quãng còn lại', 'Xì một tiếng, thế là {t} nằm im'],
    deleted: ['Lỡ tay một cái, {t} mất rồi', 'Lướt tìm {t} mà chẳng thấy đâu', 'Ta cứ mở thùng rác tìm {t}'],
    left: ['Ta bỏ quên {t}, mãi sau mới nhận ra', '{T} nằm lại đâu đó phía sau', 'Tay nhẹ tênh, {t} không còn bên ta'],
    dropped: ['{T} tuột khỏi tay ta', 'Nhìn {t} rơi mà không kịp đỡ', 'Thế là {t} rơi mất'],
    gone: ['Gió cuốn {t} đi, chẳng trả lại', 'Ta đứng nhìn {t} bay đi', '{T} giờ đã ở đâu xa'],
    waited: ['Đợi mãi, đợi mãi, {t} vẫn chẳng đến', 'Ngó ra đầu đường bao lần, vẫn không thấy {t}', 'Xem đồng hồ thêm lần nữa, {t} vẫn biệt tăm'],
  },
  ko: {
    eaten: ['누가 {t:을} 먹어 버렸어, 부스러기만 남기고', '냉장고를 열었는데 {t:이} 없어', '아껴 둔 {t:이} 감쪽같이 사라졌어'],
    inherited: ['이제 {t:이} 내 손에 왔어', '{t:을} 쥐면 아직 그 손의 온기가 남아 있어', '아껴 쓰던 그 마음까지 {t:을} 물려받았어'],
    stained: ['{t}에 얼룩이, 하필 제일 잘 보이는 데', '찬물로 {t:을} 톡톡 두드리며 빌어', '{t}에 작은 얼룩 하나, 방 안이 숨을 죽여'],
    bloomed: ['그러다 어느 아침, {t:이} 꽃을 피웠어', '기다리고 기다리다 드디어 {t:이} 피었어', '{t:이} 필 때까지 하루하루 세었어'],
    spilled: ['{t:이} 순식간에 쏟아졌어', '책상 위로 번지는 {t:을} 멍하니 봤어', '한 번 삐끗했는데 {t:이} 다 쏟아졌어'],
    soaked: ['{t:이} 흠뻑 젖어 버렸어', '젖은 {t:을} 짜면서 하늘 보고 웃어', '비가 나보다 먼저 {t:을} 찾아왔어'],
    burnt: ['탄 냄새가 먼저 알려 줬어, {t:이} 탔다고', '{t:이} 생각보다 까맣게 나왔어', '탄 {t:을} 긁으면서 웃음이 안 멈췄어'],
    ruined: ['{t:은} 이제 예전 모습이 아니야', '{t:을} 들어 보고 한숨만 나와', '이제 {t:을} 바라보는 수밖에'],
    flat: ['{t:이} 길 한가운데서 주저앉았어', '남은 길은 {t:을} 끌고 걸었어', '피식 바람 빠지는 소리, {t:은} 오늘 여기까지'],
    deleted: ['손가락 한 번에 {t:이} 사라졌어', '아무리 넘겨 봐도 {t:이} 없어', '휴지통을 몇 번이고 열어 {t:을} 찾아'],
    left: ['{t:을} 두고 와 버렸어, 한참 뒤에야 알았어', '{t:은} 저 뒤 어딘가에 혼자 남았어', '손이 허전했어, {t:이} 없었어'],
    dropped: ['{t:이} 손에서 미끄러져 떨어졌어', '떨어지는 {t:을} 잡지 못했어', '그렇게 {t:이} 툭 떨어졌어'],
    gone: ['바람이 {t:을} 데려가 버렸어', '날아가는 {t:을} 그냥 서서 봤어', '{t:은} 이제 어디 먼 데 있겠지'],
    waited: ['기다리고 또 기다려도 {t:은} 오지 않았어', '저 멀리 불빛마다 혹시 {t}일까 했는데 아니었어', '시계를 또 봐도 {t:은} 아직이야'],
  },
  zh: {
    eaten: ['有人把{t}吃掉了，只剩下一点渣', '打开冰箱，{t}已经没了', '我留着的{t}，就这么不见了'],
    inherited: ['现在{t}交到了我手里', '握着{t}，好像还留着那双手的温度', '我会像那样好好收着{t}'],
    stained: ['{t}上多了一块污渍，偏偏在最显眼的地方', '拿凉水轻轻按着{t}，心里默默祈祷', '{t}上小小一块印子，屋里一下子安静了'],
    bloomed: ['然后某个早晨，{t}开花了', '等了那么久，{t}终于开了', '我一天天数着，直到{t}开花'],
    spilled: ['{t}一下子全洒了', '我看着{t}在桌上慢慢洇开', '手一滑，{t}就这么没了'],
    soaked: ['{t}湿透了', '拧着湿透的{t}，我对着天笑了', '雨比我先找到了{t}'],
    burnt: ['焦味先告诉了我们：{t}糊了', '{t}出炉时比想象的黑', '刮着糊掉的{t}，我们笑个不停'],
    ruined: ['{t}再也不是原来的样子了', '拿起{t}，只剩一声叹气', '现在只能看着{t}发呆'],
    flat: ['{t}在半路上瘪了胎', '剩下的路，我推着{t}走', '嗤的一声，{t}今天就到这儿了'],
    deleted: ['手指一点，{t}就没了', '翻来翻去，再也找不到{t}', '我一遍遍翻回收站找{t}'],
    left: ['我把{t}落下了，过了好久才发现', '{t}留在了身后的某个地方', '手里空空的，{t}不在了'],
    dropped: ['{t}从手里滑了下去', '看着{t}掉下去，来不及接住', '就这样，{t}掉了'],
    gone: ['风把{t}带走了，再没还回来', '我站着看{t}飞走', '{t}现在在很远的地方了吧'],
    waited: ['等了又等，{t}还是没来', '远处每一盏灯都像{t}，却都不是', '又看了一眼时间，{t}还是没影'],
  },
};

/** Lines naming the one who was there ({t} is the companion): beside the singer, not far away. */
export const companionLines: Record<ContentLanguage, readonly string[]> = {
  en: ['{T} was right there beside me', 'It was {t} and me, side by side', 'I can still hear {t} laughing next to me'],
  vi: ['{T} đứng ngay bên cạnh', 'Có {t} bên mình, cạnh nhau', 'Vẫn nghe tiếng {t} cười bên tai'],
  ko: ['{t:이} 바로 옆에 있었어', '{t:와} 나, 나란히 있었지', '옆에서 웃던 {t:의} 목소리가 들려'],
  zh: ['{t}就在我身边', '那是{t}和我，肩并着肩', '还听得见{t}在旁边笑'],
};

/** English haiku endings per event, by syllable count (index), after the thing ("the tomato seedlings | bloomed at last"). */
export const englishEventHaiku: Record<LyricsMainEventKind, readonly (readonly string[])[]> = {
  bloomed: [[], ['bloom'], ['bloomed white'], ['bloomed at last'], ['flowered at last'], ['open up at last'], ['open up one morning']],
  spilled: [[], ['spilled'], ['spilled out'], ['spills away'], ['spills across the desk'], ['spills across the table'], ['spills across the whole table']],
  soaked: [[], ['soaked'], ['soaked through'], ['soaked right through'], ['soaked through in the rain'], ['soaked through in the heavy rain'], ['soaked all the way through in rain']],
  burnt: [[], ['burnt'], ['burnt black'], ['burnt and black'], ['burnt darker than meant'], ['came out burnt and black'], ['came out darker than we meant']],
  ruined: [[], ['ruined'], ['spoiled now'], ['not the same'], ['never the same'], ['will not be the same'], ['will never be the same']],
  flat: [[], ['flat'], ['gone flat'], ['went flat halfway'], ['gave out on the road'], ['gave out halfway down the road'], ['gave out halfway along the road']],
  deleted: [[], ['gone'], ['erased'], ['gone in a tap'], ['gone with one wrong tap'], ['gone with one careless tap'], ['gone with a single careless tap']],
  left: [[], ['left'], ['left behind'], ['left far behind'], ['left behind somewhere'], ['left behind on the way'], ['left somewhere far behind me now']],
  dropped: [[], ['dropped'], ['slipped free'], ['slipped from my hand'], ['slipped out of my hand'], ['slipped right out of my hand'], ['slipped right out of my hand and fell']],
  gone: [[], ['flown'], ['blown off'], ['flew off the edge'], ['flew off on the wind'], ['flew away on the wind'], ['flew away on the wind for good']],
  eaten: [[], ['gone'], ['all gone'], ['eaten up'], ['eaten to the crumbs'], ['eaten down to the crumbs'], ['all eaten down to the last crumb']],
  inherited: [[], ['mine'], ['mine now'], ['handed down'], ['is mine to keep'], ['is mine to keep now'], ['was handed down to me']],
  stained: [[], ['stained'], ['stained now'], ['has a stain'], ['got a small stain'], ['got a stain right there'], ['has a stain where all can see']],
  waited: [[], ['late'], ['still late'], ['never came'], ['never came at all'], ['still has not come by'], ['never came, and I still wait']],
};

/** Lines naming who had the thing before ({t}), for a thing handed down: its first keeper, not someone far away. */
export const ownerLines: Record<ContentLanguage, readonly string[]> = {
  en: ['It was {t} who wore it first, all those years', '{T} kept it close for longer than I have been alive'],
  vi: ['{T} đã giữ nó bao nhiêu năm', 'Nó từng theo {t} qua bao ngày tháng'],
  ko: ['{t:이} 오래 아끼시던 거야', '{t:의} 시간이 거기 그대로 묻어 있어'],
  zh: ['那是{t}用了很多年的', '上面还留着{t}的那些年'],
};

/** English haiku lines of five syllables naming the companion ({t}): the one who was there. */
export const englishCompanionHaiku: readonly string[] = ['{t} and I', '{t} beside me', '{t} by my side', 'with {t} there', '{t} there with me', 'beside me, {t}', '{t}, right there'];
