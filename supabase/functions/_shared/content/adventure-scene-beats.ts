/**
 * The beats of adventure-scene.ts (issue 13, fourth blind read): for each scene kind and tone, a few variants, each a
 * list of lines and the options that follow from THAT variant's new situation. Slots come from the scene ({place},
 * {goal}, {companion}, {threat}, {thing}, {hope}, {problem}, {problemNoun}, {person}, {way}); `{Place}` capitalises,
 * `{place_은}` attaches a Korean particle. A line `A || B` uses the first alternative whose slots are all known; a line
 * starting with `?` is dropped when its slots are unknown; a variant whose required lines cannot be filled is skipped.
 * `{~storm}` and `{~blend}` are empty markers that need the story's storm / the choice's blending in. No line names a
 * place, weather, person or object that is not a slot (rule B): what is found is a note, a key, a scrap of map, a price.
 */
import { capitalizeLeading as capital } from './text-tools.ts';
import type { ContentLanguage } from '../contract/content-types.ts';
import type { PhraseComposer } from './phrase-grammar.ts';
import { withParticle } from './korean-particles.ts';
import type { Scene, SceneKind } from './adventure-scene.ts';

interface Variant {
  lines: readonly string[];
  options: readonly string[];
}
/** Variants by bank key: `<kind>`, `<kind>.light`, `<kind>.aboard`, `go.lost`, `go.seek`. */
type Bank = Readonly<Record<string, readonly Variant[]>>;

const en: Bank = {
  'stash.door': [
    { lines: ['It takes seconds: {thing} is out of sight in {place}.', 'Then you open the door. Whoever knocked is standing very close, already looking past you into the room.'], options: ['Ask who they are and what they want', 'Step out and pull the door shut behind you', 'Say nobody else is home'] },
  ],
  'go.visit': [
    { lines: ['You reach {place}. {Host} opens the door before you can knock, takes one look at your face and steps aside. “Come in, quickly. Tell me everything.”', '?{Companion} slips in right behind you.'], options: ['Tell {host} everything, from the start', 'Ask {host} what they already know', 'Keep one thing back until you are sure'] },
  ],
  'go.aboard': [
    { lines: ['The boat comes about and runs for {place}.', '?{~storm}The storm catches you halfway: rain like gravel, waves over the bow, the engine straining.', '?{Object} slides across the deck, and you lash it down just in time.', 'At last {place} shows through the spray, and you bring her in.'], options: ['Tie up and wait it out', 'Look at {object} now that you are safe', 'Tell no one what you brought in'] },
  ],
  'say.confess': [
    { lines: ['{Person} goes very quiet. Then a laugh slips out, and a blush with it. “…Me too. I was going to tell you today.”'], options: ['Take their hand', 'Ask since when', 'Suggest staying together a little longer'] },
  ],
  remote: [
    { lines: ['{Thing} goes in alone while you and {companion} stay aboard, eyes on the feed. || {Thing} goes in alone while you stay aboard, eyes on the feed.', 'The picture jumps, then steadies: dark corridors, empty rooms, nothing moved in a long time. Then, at the edge of the frame, a panel lights up by itself.', '?{Companion} leans in close to the screen. “Stop. Go back. Something moved.”'], options: ['Steer {thing} towards the lit panel', 'Call {thing} back before the signal drops', 'Go in yourself now that you know the way'] },
    { lines: ['{Thing} goes in alone while you and {companion} stay aboard, eyes on the feed. || {Thing} goes in alone while you stay aboard, eyes on the feed.', 'The feed crackles, then clears: rooms nobody has used in years, and in the last one a chair turned to face the door, as if someone left it a moment ago.', '?“Whoever that was,” {companion} says quietly, “they knew we were coming.”'], options: ['Send {thing} further in', 'Record everything and pull {thing} back', 'Go in yourself with the feed as your map'] },
  ],
  'go.lost': [
    { lines: ['You reach {place} out of breath. {Goal} is not in plain sight, but someone was here before you: a chair still pulled out, and on the table a note in hurried handwriting: “Looking for {goal}? Ask who had the key last.”', '?{Companion} stays close behind you.'], options: ['Keep the note and find out who had the key last', 'Search the room properly before anyone comes', 'Go back and tell the others what you found'] },
    { lines: ['The door of {place} is ajar. Inside, half hidden under a pile of papers, lies {goal}, and tucked into it is a page in handwriting nobody recognises.', '?{Companion} stays close behind you.'], options: ['Take {goal} and get back before anyone notices', 'Read the page that does not belong there', 'Wait nearby to see who comes back for it'] },
  ],
  'go.seek': [
    { lines: ['You reach {place}. It takes a lot of asking around, but at last someone there has {goal}. They turn it over, then look at you a little too long. “Not many people ask for this. What is it for?”'], options: ['Tell the truth about what it is for', 'Make up a reason and ask the price', 'Leave and look somewhere else'] },
    { lines: ['You reach {place} and ask at one counter after another. At the last one, someone nods: yes, {goal}, but the price they name is more than you have on you.'], options: ['Offer something else in trade', 'Haggle for a better price', 'Ask who else might have it'] },
  ],
  go: [
    { lines: ['You reach {place}. It is quieter than it should be, and someone was here not long before you and left in a hurry: something lies dropped right in your way.', '?{Companion} stays close behind you.', '?Far off you can hear {hope}. You are not too late, not yet.'], options: ['Head for {hope} before it leaves', 'Pick up what was dropped', 'Follow the way they left', 'Stay out of sight and watch'] },
  ],
  'go.light': [
    { lines: ['You reach {place}. Everything looks ordinary at first, until you notice you are not the only one who came here, and the other person has just seen you too.'], options: ['Say hello as if nothing is odd', 'Ask what they are doing here', 'Slip out before they say anything'] },
  ],
  search: [
    { lines: ['Tucked deep in {place}, where nobody would think to look, are a folded note and a small key wrapped in cloth. The note has one word on it: “Wait.”'], options: ['Take the key and find what it opens', 'Keep the note and watch who comes looking for it', 'Put everything back exactly as it was'] },
    { lines: ['Deep in {place}, under everything else, lies a torn scrap of paper: part of a map, with one spot circled twice.'], options: ['Work out where the circled spot is', 'Search the rest of {place}', 'Show the scrap to someone you trust'] },
  ],
  'hide.aboard': [
    { lines: ['The ship slips in among {place}; the hull shudders once, then is still.', '?{~storm}The storm does the rest: rain and spray hide the masts.', '{Threat} passes so close you can hear shouting on its deck, slows… and then, for now, sails on. || The other ship passes so close you can hear shouting on its deck, slows… and then, for now, sails on.', '?While you wait, you finally spread out {goal} and notice one mark on it that matches exactly where you are hiding.'], options: ['Wait until the other ship is gone, then slip out', 'Make repairs while you are out of sight', 'Study {goal} again, more closely'] },
  ],
  hide: [
    { lines: ['You squeeze into {place} and hold your breath. {Threat} comes close, stops for a long moment, then moves away. || You squeeze into {place} and hold your breath. The sounds come close, stop for a long moment, then move away.', '?{Companion} grips your sleeve and does not let go until it is quiet.'], options: ['Wait until it is completely quiet', 'Look out to see which way they went', 'Slip out the other way'] },
  ],
  'hide.light': [
    { lines: ['You duck into {place} just in time and keep very still. Someone walks past, stops for a second, then walks on, humming.'], options: ['Wait a little longer to be safe', 'Peek out to see who it was', 'Walk out as if nothing happened'] },
  ],
  stash: [
    { lines: ['It takes seconds: {thing} goes into {place}, and nobody looks twice.', '{~blend}Then you let the crowd swallow you and drift with it, one more face among hundreds. || Then you walk on as if nothing happened.', '?Nobody follows, not yet, but {problem}, and sooner or later someone will come for what you took.'], options: ['Come back for {thing} once things calm down', 'Find someone who can fix {problemNoun}', 'Keep moving and check whether anyone is following'] },
  ],
  escape: [
    { lines: ['{Thing} does its job and buys you a few seconds against {threat}: you pull {companion} towards {place}, two steps at a time. || {Thing} does its job, and you pull {companion} away at a run. || {Thing} does its job, and you run for {place}.', '?Outside, {hope} is still there. || ?Behind you the noise falls back, for now.'], options: ['Run for {hope} while the way is clear', 'Check that {companion} is not hurt', 'Find a room you can lock and catch your breath'] },
  ],
  'say.light': [
    { lines: ['{Person} is quiet for a moment, then lets out a breath that is almost a laugh. “Okay. I have been trying to say this all day.”', '{Person} looks straight at you. “Would you want to go somewhere this weekend? Just the two of us?”'], options: ['Say yes before you can overthink it', 'Tease a little first', 'Ask why it took all day to say'] },
    { lines: ['{Person} looks away, then back at you, suddenly shy. “I like being around you. That is it. That is what I wanted to say.”'], options: ['Say you feel the same', 'Laugh and say you knew', 'Ask to hear it once more, slower'] },
  ],
};

const vi: Bank = {
  'stash.door': [
    { lines: ['Chỉ mất vài giây: {thing} đã khuất trong {place}.', 'Rồi bạn ra mở cửa. Người vừa gõ đứng sát ngay đó, mắt đã nhìn qua vai bạn vào trong phòng.'], options: ['Hỏi họ là ai và muốn gì', 'Bước ra ngoài và kéo cửa đóng lại', 'Nói rằng trong nhà không còn ai'] },
  ],
  'go.visit': [
    { lines: ['Bạn tới {place}. {Host} mở cửa trước cả khi bạn kịp gõ, nhìn mặt bạn một cái rồi né sang bên: “Vào đi, nhanh lên. Kể hết cho nghe.”', '?{Companion} lách vào ngay sau bạn.'], options: ['Kể hết cho {host} nghe từ đầu', 'Hỏi {host} đã biết những gì', 'Giữ lại một chuyện cho tới khi chắc chắn'] },
  ],
  'go.aboard': [
    { lines: ['Con thuyền quay mũi, lao về phía {place}.', '?{~storm}Giữa đường thì cơn bão đuổi kịp: mưa quất rát mặt, sóng trùm qua mũi thuyền, máy gầm lên từng hồi.', '?{Object} trượt dọc boong, bạn chộp lấy và chằng dây lại vừa kịp.', 'Cuối cùng {place} cũng hiện ra sau màn mưa, và bạn đưa thuyền vào.'], options: ['Buộc thuyền lại và chờ bão qua', 'Xem kỹ {object} khi đã an toàn', 'Không kể với ai về thứ vừa vớt được'] },
  ],
  'say.confess': [
    { lines: ['{Person} im lặng rất lâu, rồi bật cười, mặt đỏ bừng. “…Mình cũng vậy. Hôm nay mình cũng định nói.”'], options: ['Nắm lấy tay người ấy', 'Hỏi từ bao giờ', 'Rủ ở lại với nhau thêm một lúc'] },
  ],
  remote: [
    { lines: ['{Thing} tiến vào một mình, còn bạn và {companion} ở lại trên tàu, dán mắt vào màn hình. || {Thing} tiến vào một mình, còn bạn ở lại trên tàu, dán mắt vào màn hình.', 'Hình ảnh giật giật rồi rõ dần: hành lang tối, những căn phòng trống trơn như đã lâu không ai đụng tới. Rồi ở mép khung hình, một bảng điều khiển tự sáng lên.', '?{Companion} ghé sát màn hình: “Dừng lại. Quay lại chút. Có gì đó vừa động đậy.”'], options: ['Điều {thing} tới chỗ bảng điều khiển', 'Gọi {thing} quay về trước khi mất tín hiệu', 'Tự mình vào trong, giờ đã biết đường'] },
  ],
  'go.lost': [
    { lines: ['Bạn tới {place}, thở hổn hển. {Goal} không nằm ở chỗ dễ thấy, nhưng rõ ràng có người vừa ở đây: một chiếc ghế còn kéo lệch, và trên bàn là mẩu giấy viết vội: “Tìm {goal} hả? Hỏi xem ai giữ chìa khóa sau cùng.”', '?{Companion} bám sát ngay sau lưng bạn.'], options: ['Giữ mẩu giấy và tìm xem ai giữ chìa khóa sau cùng', 'Lục kỹ căn phòng trước khi có người tới', 'Quay về kể cho mọi người nghe'] },
    { lines: ['Cửa {place} khép hờ. Bên trong, nằm dưới một chồng giấy, chính là {goal}, và kẹp giữa nó là một tờ giấy với nét chữ không ai nhận ra.', '?{Companion} bám sát ngay sau lưng bạn.'], options: ['Cầm {goal} chạy về trước khi ai phát hiện', 'Đọc tờ giấy lạ kẹp bên trong', 'Nấp gần đó xem ai quay lại lấy'] },
  ],
  'go.seek': [
    { lines: ['Bạn tới {place}. Hỏi han một hồi lâu, cuối cùng cũng có người có {goal}. Người đó xoay món đồ trong tay rồi nhìn bạn hơi lâu: “Ít ai tìm thứ này lắm. Cần nó làm gì vậy?”'], options: ['Nói thật mình cần nó để làm gì', 'Bịa một lý do rồi hỏi giá', 'Đi tìm ở chỗ khác'] },
    { lines: ['Bạn tới {place} và hỏi hết quầy này sang quầy khác. Tới quầy cuối cùng, có người gật đầu: có {goal}, nhưng cái giá họ đưa ra lại nhiều hơn số tiền bạn mang theo.'], options: ['Đề nghị đổi bằng một món đồ khác', 'Mặc cả cho bớt giá', 'Hỏi xem còn ai khác có không'] },
  ],
  go: [
    { lines: ['Bạn tới {place}. Nơi này yên ắng hơn bình thường, và có người vừa ở đây trước bạn rồi bỏ đi rất vội: một món đồ còn rơi ngay trên lối bạn đi.', '?{Companion} bám sát ngay sau lưng bạn.', '?Từ xa vọng lại tiếng {hope}. Vẫn còn kịp, ít ra là lúc này.'], options: ['Chạy về phía {hope} trước khi quá muộn', 'Nhặt món đồ bị đánh rơi', 'Lần theo hướng người đó đã đi', 'Nấp một chỗ và quan sát'] },
  ],
  'go.light': [
    { lines: ['Bạn tới {place}. Mọi thứ có vẻ bình thường, cho tới khi bạn nhận ra mình không phải người duy nhất tới đây, và người kia cũng vừa nhìn thấy bạn.'], options: ['Chào như không có gì lạ', 'Hỏi người đó tới đây làm gì', 'Lẳng lặng rời đi trước khi bị hỏi'] },
  ],
  search: [
    { lines: ['Giấu sâu trong {place}, ở chỗ không ai nghĩ tới, là mảnh giấy gấp đôi và chiếc chìa khóa bọc vải. Trên giấy chỉ có một chữ: “Chờ.”'], options: ['Cầm chìa khóa đi tìm thứ nó mở được', 'Giữ mảnh giấy và xem ai tới tìm nó', 'Để mọi thứ lại đúng chỗ cũ'] },
    { lines: ['Tận dưới đáy {place}, bên dưới mọi thứ khác, là một mẩu giấy rách: một phần tấm bản đồ, có một điểm được khoanh hai lần.'], options: ['Tìm xem điểm được khoanh là ở đâu', 'Lục nốt phần còn lại của {place}', 'Đưa mẩu giấy cho người bạn tin'] },
  ],
  'hide.aboard': [
    { lines: ['Con tàu lặng lẽ lách vào {place}, thân tàu rung lên một cái rồi im bặt.', '?{~storm}Cơn bão lo phần còn lại: mưa và bọt sóng che khuất cột buồm.', '{Threat} đi ngang gần đến mức nghe rõ tiếng quát tháo trên boong, chậm lại… rồi, tạm thời, bỏ đi. || Con tàu kia đi ngang gần đến mức nghe rõ tiếng quát tháo trên boong, chậm lại… rồi, tạm thời, bỏ đi.', '?Trong lúc chờ, bạn mới có dịp trải {goal} ra xem kỹ, và thấy một ký hiệu khớp đúng với chỗ bạn đang nấp.'], options: ['Chờ con tàu kia đi khuất rồi mới ra', 'Tranh thủ sửa tàu trong lúc được che khuất', 'Xem kỹ {goal} thêm lần nữa'] },
  ],
  hide: [
    { lines: ['Bạn lách vào {place} và nín thở. {Threat} tới gần, dừng lại rất lâu, rồi xa dần. || Bạn lách vào {place} và nín thở. Tiếng động tới gần, dừng lại rất lâu, rồi xa dần.', '?{Companion} nắm chặt tay áo bạn, không buông cho tới khi mọi thứ im hẳn.'], options: ['Chờ cho tới khi thật yên', 'Ló ra xem họ đi hướng nào', 'Lẻn ra lối khác'] },
  ],
  'hide.light': [
    { lines: ['Bạn nép vào {place} vừa kịp lúc và đứng im thin thít. Có người đi ngang, dừng lại một chút, rồi vừa ngân nga vừa đi tiếp.'], options: ['Chờ thêm một lát cho chắc', 'Ló ra xem đó là ai', 'Bước ra tự nhiên như chưa có gì'] },
  ],
  stash: [
    { lines: ['Chỉ mất vài giây: {thing} đã nằm gọn trong {place}, không ai để ý.', '{~blend}Rồi bạn hòa vào dòng người, để đám đông cuốn đi như bao gương mặt khác. || Rồi bạn bước tiếp như chưa có chuyện gì.', '?Tạm thời chưa ai bám theo, nhưng {problem}, và sớm muộn gì cũng sẽ có người tới tìm thứ bạn đã lấy.'], options: ['Đợi yên ắng rồi quay lại lấy {thing}', 'Tìm người giải quyết {problemNoun}', 'Đi tiếp và để ý xem có ai bám theo không'] },
  ],
  escape: [
    { lines: ['{Thing} phát huy tác dụng: {threat} chùn lại, và bạn kéo {companion} lao {way} {place}, mỗi bước hai bậc. || {Thing} phát huy tác dụng: {threat} chùn lại, và bạn kéo {companion} lao về phía {place}. || {Thing} phát huy tác dụng, và bạn kéo {companion} bỏ chạy. || {Thing} phát huy tác dụng, và bạn lao về phía {place}.', '?Ra tới bên ngoài, {hope} vẫn còn đó, vẫn đang chờ. || ?Phía sau, tiếng động lùi xa dần, ít ra là lúc này.'], options: ['Chạy thẳng tới {hope} khi lối còn trống', 'Xem {companion} có bị thương không', 'Tìm một phòng khóa được để lấy hơi'] },
  ],
  'say.light': [
    { lines: ['{Person} im lặng một lúc, rồi khẽ bật cười. “Ừ… thật ra cả ngày nay mình chỉ chờ lúc để nói câu này.”', '{Person} nhìn thẳng vào bạn: “Cuối tuần này, mình đi đâu đó, chỉ hai đứa thôi, được không?”'], options: ['Gật đầu trước khi kịp nghĩ nhiều', 'Trêu lại một chút đã', 'Hỏi sao phải đợi cả ngày mới nói'] },
    { lines: ['{Person} nhìn đi chỗ khác rồi quay lại, tai đỏ ửng. “Mình thích được ở cạnh bạn. Vậy thôi. Đó là điều mình muốn nói.”'], options: ['Nói rằng mình cũng vậy', 'Cười và bảo mình biết từ lâu rồi', 'Xin nghe lại thêm một lần nữa'] },
  ],
};

const ko: Bank = {
  'stash.door': [
    { lines: ['몇 초면 충분하다. {thing_이} {place} 안으로 감쪽같이 사라진다.', '그러고는 문을 연다. 문을 두드린 사람이 바짝 붙어 서서, 벌써 당신 어깨 너머로 방 안을 들여다보고 있다.'], options: ['누구고 무슨 일인지 묻는다', '밖으로 나가 등 뒤로 문을 닫는다', '집에 아무도 없다고 말한다'] },
  ],
  'go.visit': [
    { lines: ['{place}에 도착한다. 문을 두드리기도 전에 {host_이} 문을 열고, 당신 얼굴을 한 번 보더니 옆으로 비켜선다. “어서 들어와. 처음부터 다 말해 봐.”', '?{companion_이} 바로 뒤따라 들어온다.'], options: ['{host}에게 처음부터 전부 이야기한다', '{host_이} 이미 뭘 알고 있는지 묻는다', '확실해질 때까지 한 가지는 숨겨 둔다'] },
  ],
  'go.aboard': [
    { lines: ['배가 방향을 틀어 {place} 쪽으로 달린다.', '?{~storm}중간쯤에서 폭풍이 따라잡는다. 빗줄기가 자갈처럼 때리고, 파도가 뱃머리를 넘는다.', '?{object_이} 갑판 위로 미끄러지고, 당신은 간신히 붙잡아 밧줄로 묶는다.', '마침내 물보라 너머로 {place_이} 보이고, 당신은 배를 댄다.'], options: ['배를 묶고 폭풍이 지나가길 기다린다', '안전해졌으니 {object_을} 살펴본다', '건져 올린 것에 대해 아무에게도 말하지 않는다'] },
  ],
  'say.confess': [
    { lines: ['{person_은} 한참 말이 없다. 그러다 웃음이 터지고, 얼굴이 빨개진다. “…나도. 사실 나도 오늘 말하려고 했어.”'], options: ['조심스럽게 손을 잡는다', '언제부터였는지 묻는다', '조금만 더 같이 있자고 한다'] },
  ],
  remote: [
    { lines: ['{thing_은} 혼자 안으로 들어가고, 당신은 {companion_와} 함께 배에 남아 화면을 지켜본다. || {thing_은} 혼자 안으로 들어가고, 당신은 배에 남아 화면을 지켜본다.', '화면이 몇 번 튀더니 이내 선명해진다. 어두운 복도와 텅 빈 방들, 오랫동안 아무도 손대지 않은 곳이다. 그때 화면 가장자리에서 제어판 하나가 저절로 켜진다.', '?{companion_이} 화면 쪽으로 몸을 숙인다. “잠깐, 다시 돌려 봐. 방금 뭐가 움직였어.”'], options: ['{thing_을} 제어판 쪽으로 보낸다', '신호가 끊기기 전에 {thing_을} 불러들인다', '길을 알았으니 직접 들어간다'] },
  ],
  'go.lost': [
    { lines: ['숨을 몰아쉬며 {place}에 도착한다. {goal_은} 눈에 띄는 곳에 없지만, 누군가 방금까지 여기 있었던 게 분명하다. 의자 하나가 빠져 있고, 책상 위에 급하게 쓴 쪽지가 놓여 있다. “{goal} 찾아? 마지막으로 열쇠 가진 사람한테 물어봐.”', '?{companion_이} 바로 뒤에 바짝 붙어 있다.'], options: ['쪽지를 챙기고 마지막으로 열쇠를 가진 사람을 찾는다', '누가 오기 전에 방을 샅샅이 뒤진다', '돌아가서 다른 사람들에게 알린다'] },
    { lines: ['{place}의 문이 살짝 열려 있다. 들어가 보니 서류 더미 아래 {goal_이} 반쯤 깔려 있고, 그 사이에 아무도 모르는 글씨의 종이 한 장이 끼워져 있다.', '?{companion_이} 바로 뒤에 바짝 붙어 있다.'], options: ['{goal_을} 챙겨 아무도 모르게 돌아간다', '끼워진 종이를 읽어 본다', '근처에 숨어 누가 가지러 오는지 지켜본다'] },
  ],
  'go.seek': [
    { lines: ['{place}에 도착한다. 한참을 묻고 다닌 끝에 {goal_을} 가진 사람을 찾는다. 그 사람은 물건을 이리저리 돌려 보더니 당신을 한참 쳐다본다. “이런 걸 찾는 사람은 처음 보는데, 어디 쓰려고?”'], options: ['어디에 쓸 건지 솔직하게 말한다', '적당히 둘러대고 값을 묻는다', '다른 가게를 더 돌아본다'] },
    { lines: ['{place}에 도착해 가게를 하나하나 돌아본다. 마지막 가게 주인이 고개를 끄덕인다. {goal_은} 있지만, 부르는 값이 지금 가진 돈으로는 턱없이 모자란다.'], options: ['다른 물건과 바꾸자고 제안한다', '값을 깎아 달라고 흥정한다', '그걸 가진 사람이 또 있는지 묻는다'] },
  ],
  go: [
    { lines: ['{place}에 도착한다. 이상할 만큼 조용하고, 먼저 와 있던 누군가가 급하게 떠난 흔적이 있다. 떨어뜨린 물건 하나가 당신 발치에 그대로 놓여 있다.', '?{companion_이} 바로 뒤에 바짝 붙어 있다.', '?멀리서 {hope} 소리가 들린다. 아직 늦지 않았다.'], options: ['{hope} 쪽으로 서둘러 간다', '떨어진 물건을 줍는다', '그 사람이 간 쪽으로 따라간다', '눈에 띄지 않게 숨어서 지켜본다'] },
  ],
  'go.light': [
    { lines: ['{place}에 도착한다. 별일 없어 보이다가, 여기 온 사람이 당신만이 아니라는 걸 알아챈다. 그 사람도 방금 당신을 봤다.'], options: ['아무렇지 않은 척 인사한다', '여기서 뭐 하는지 묻는다', '말 걸기 전에 조용히 나간다'] },
  ],
  search: [
    { lines: ['{place} 깊숙한 곳, 아무도 생각 못 할 자리에서 접힌 쪽지와 천에 싼 열쇠가 나온다. 쪽지에는 한 단어뿐이다. “기다려.”'], options: ['열쇠로 열 수 있는 걸 찾아 나선다', '쪽지를 챙기고 누가 찾으러 오는지 지켜본다', '모든 걸 원래대로 돌려놓는다'] },
    { lines: ['{place} 맨 밑바닥, 다른 것들 아래에서 찢어진 종이 한 장이 나온다. 지도의 일부인데, 한 곳에 동그라미가 두 번 쳐져 있다.'], options: ['동그라미 친 곳이 어딘지 알아낸다', '{place}의 나머지도 마저 뒤진다', '믿을 만한 사람에게 종이를 보여 준다'] },
  ],
  'hide.aboard': [
    { lines: ['배가 {place} 사이로 조용히 미끄러져 들어간다. 선체가 한 번 크게 흔들리고 나서 잠잠해진다.', '?{~storm}나머지는 폭풍이 해 준다. 비와 물보라가 돛대를 가려 준다.', '{threat_이} 갑판 위 고함이 들릴 만큼 가까이 지나가다 속도를 늦춘다. 그러고는… 일단은 멀어진다. || 다른 배가 갑판 위 고함이 들릴 만큼 가까이 지나가다 속도를 늦춘다. 그러고는… 일단은 멀어진다.', '?기다리는 동안 {goal_을} 펼쳐 보다가, 지금 숨어 있는 곳과 꼭 맞아떨어지는 표시 하나를 발견한다.'], options: ['다른 배가 사라질 때까지 기다렸다가 빠져나간다', '가려져 있는 동안 배를 손본다', '{goal_을} 다시 자세히 살펴본다'] },
  ],
  hide: [
    { lines: ['{place}에 몸을 밀어 넣고 숨을 참는다. 소리가 가까이 다가와 한참 멈춰 있다가, 천천히 멀어진다.', '?{companion_이} 조용해질 때까지 당신 소매를 꼭 붙들고 있다.'], options: ['완전히 조용해질 때까지 기다린다', '고개를 내밀어 어느 쪽으로 갔는지 본다', '반대쪽으로 빠져나간다'] },
  ],
  'hide.light': [
    { lines: ['{place}에 가까스로 몸을 숨기고 숨을 죽인다. 누군가 지나가다 잠깐 멈추더니, 콧노래를 흥얼거리며 다시 걸어간다.'], options: ['조금 더 기다렸다 나간다', '살짝 내다보며 누군지 확인한다', '아무 일 없던 척 걸어 나간다'] },
  ],
  stash: [
    { lines: ['몇 초면 충분하다. {thing_이} {place} 안으로 들어가고, 아무도 눈치채지 못한다.', '{~blend}당신은 곧 인파 속으로 섞여 들어, 수많은 얼굴 중 하나가 된다. || 당신은 아무 일 없었다는 듯 걸음을 옮긴다.', '?아직 따라오는 사람은 없다. 하지만 {problem}, 머지않아 누군가 당신이 가져간 것을 찾으러 올 것이다.'], options: ['잠잠해지면 {thing_을} 찾으러 돌아간다', '{problemNoun_을} 해결해 줄 사람을 찾는다', '계속 걸으며 미행이 붙었는지 살핀다'] },
  ],
  escape: [
    { lines: ['{thing_이} 제 몫을 한다. {threat_이} 주춤하는 사이, 당신은 {companion_의} 손을 잡고 {place_으로} 달린다. || {thing_이} 제 몫을 한다. 그 틈에 당신은 {companion_의} 손을 잡고 달린다. || {thing_이} 제 몫을 한다. 그 틈에 당신은 {place_으로} 달린다.', '?밖으로 나오자 {hope_이} 아직 그 자리에 있다. || ?등 뒤의 소리가 조금씩 멀어진다. 적어도 지금은.'], options: ['길이 열려 있을 때 {hope} 쪽으로 달린다', '{companion_이} 다치지 않았는지 살핀다', '문을 잠글 수 있는 방을 찾아 숨을 고른다'] },
  ],
  'say.light': [
    { lines: ['{person_은} 잠시 당신을 바라보다가, 숨을 한 번 고르고 작게 웃는다. “…알았어. 사실 오늘 하루 종일 이 말 하려고 타이밍만 보고 있었어.”', '{person_이} 당신 눈을 똑바로 본다. “이번 주말에, 우리 둘이 따로 한번 볼래?”'], options: ['생각할 틈도 없이 좋다고 대답한다', '살짝 놀리듯 뜸을 들인다', '왜 하루 종일 말을 못 했는지 묻는다'] },
    { lines: ['{person_은} 시선을 피했다가 다시 당신을 본다. 귀끝이 빨갛다. “너랑 있는 게 좋아서. 그게 다야. 그 말 하려고 했어.”'], options: ['나도 그렇다고 말한다', '웃으면서 알고 있었다고 한다', '한 번만 더 말해 달라고 한다'] },
  ],
};

const zh: Bank = {
  'stash.door': [
    { lines: ['几秒钟的事：{thing}已经藏进了{place}。', '然后你去开门。敲门的人就贴着门站着，目光已经越过你的肩膀往屋里看。'], options: ['问对方是谁、来干什么', '走出去，顺手把门带上', '说家里没有别人'] },
  ],
  'go.visit': [
    { lines: ['你到了{place}。还没等你敲门，{host}就把门打开了，看了你一眼，侧身让你进去：“快进来。从头说。”', '?{companion}紧跟着你进了门。'], options: ['把事情从头到尾告诉{host}', '问{host}已经知道些什么', '先留一手，等确定了再说'] },
  ],
  'go.aboard': [
    { lines: ['船掉转船头，朝{place}驶去。', '?{~storm}半路上风暴追了上来：雨点像石子一样砸下来，浪头越过船头，马达嘶吼着。', '?{object}在甲板上滑了出去，你一把抓住，及时用绳子绑好。', '终于，{place}在水雾后面出现了，你把船靠了进去。'], options: ['系好船，等风暴过去', '安全了，仔细看看{object}', '捞上来的东西，对谁都别说'] },
  ],
  'say.confess': [
    { lines: ['{person}沉默了很久，然后笑了出来，脸一直红到耳根：“……我也是。其实我今天也想跟你说。”'], options: ['轻轻牵起对方的手', '问对方从什么时候开始的', '提议再多待一会儿'] },
  ],
  remote: [
    { lines: ['{thing}独自进去了，你和{companion}留在船上，盯着画面。 || {thing}独自进去了，你留在船上，盯着画面。', '画面跳了几下，渐渐清晰：漆黑的走廊，空荡荡的房间，像是很久没人动过。就在这时，画面边缘有一块控制面板自己亮了起来。', '?{companion}凑近屏幕：“停一下，倒回去。刚才有东西动了。”'], options: ['让{thing}靠近那块控制面板', '趁信号还在，把{thing}召回来', '既然摸清了路，亲自进去'] },
  ],
  'go.lost': [
    { lines: ['你气喘吁吁地赶到{place}。{goal}不在显眼的地方，可显然刚有人来过：一把椅子还歪在一边，桌上压着一张匆匆写下的纸条：“找{goal}？去问问最后拿钥匙的人。”', '?{companion}紧紧跟在你身后。'], options: ['收好纸条，去查最后拿钥匙的人', '趁没人来，把屋里仔细搜一遍', '回去告诉大家你发现了什么'] },
    { lines: ['{place}的门虚掩着。走进去，一叠纸下面压着的正是{goal}，里面还夹着一页谁也认不出笔迹的纸。', '?{companion}紧紧跟在你身后。'], options: ['拿上{goal}，趁没人发现赶紧回去', '看看夹在里面的那页纸', '躲在附近，看谁会回来取'] },
  ],
  'go.seek': [
    { lines: ['你到了{place}。打听了好一阵，终于找到有{goal}的人。那人把东西翻来覆去看了看，又上下打量你：“找这种东西的人可不多，你拿去做什么？”'], options: ['老实说出要拿去做什么', '随便编个理由，先问价钱', '再去别家看看'] },
    { lines: ['你到了{place}，一家一家地问过去。最后一家的老板点了点头：{goal}有，可开的价远远超过你身上带的钱。'], options: ['提出拿别的东西来换', '跟老板讨价还价', '问问还有谁手里有货'] },
  ],
  go: [
    { lines: ['你到了{place}。这里安静得反常，先来的人显然走得很匆忙：一样东西掉在你脚边，没人捡。', '?{companion}紧紧跟在你身后。', '?远处传来{hope}的声音。还来得及，至少现在还来得及。'], options: ['趁还来得及，朝{hope}赶过去', '捡起地上的东西', '顺着那人离开的方向追', '找个地方躲起来观察'] },
  ],
  'go.light': [
    { lines: ['你到了{place}。一切看起来都很平常，直到你发现来这里的不止你一个，而对方也刚好看见了你。'], options: ['若无其事地打个招呼', '问问对方来这儿做什么', '趁对方开口前悄悄离开'] },
  ],
  search: [
    { lines: ['{place}深处，一个谁也想不到的地方，压着一张对折的纸条和一把用布包着的钥匙。纸条上只有一个字：“等。”'], options: ['拿着钥匙去找它能打开的东西', '收好纸条，看谁会来找它', '把一切放回原样'] },
    { lines: ['在{place}的最底下，你找到一张撕下来的纸：是半张地图，有一个地方被圈了两遍。'], options: ['弄清楚圈出来的是哪里', '把{place}剩下的地方也搜完', '把这张纸拿给信得过的人看'] },
  ],
  'hide.aboard': [
    { lines: ['船悄悄滑进{place}，船身猛地一震，随即静了下来。', '?{~storm}剩下的交给风暴：雨幕和浪花把桅杆遮得严严实实。', '{threat}从不远处驶过，近得能听见甲板上的吆喝声。它放慢了速度……然后，暂时，开走了。 || 另一艘船从不远处驶过，近得能听见甲板上的吆喝声。它放慢了速度……然后，暂时，开走了。', '?趁着等待，你们终于把{goal}摊开细看，发现上面有个记号，正好对应你们藏身的地方。'], options: ['等那艘船走远，再悄悄驶出去', '趁着有遮掩，抓紧修理船只', '再仔细研究一下{goal}'] },
  ],
  hide: [
    { lines: ['你钻进{place}，屏住呼吸。声音越来越近，停了很久，才慢慢远去。', '?{companion}紧紧攥着你的袖子，直到四周彻底安静。'], options: ['等到完全安静再出来', '探头看看他们往哪边去了', '从另一边悄悄溜走'] },
  ],
  'hide.light': [
    { lines: ['你刚好躲进{place}，一动不动。有人走过，停了一下，又哼着歌走远了。'], options: ['再等一会儿再出来', '探头看看是谁', '若无其事地走出去'] },
  ],
  stash: [
    { lines: ['几秒钟的事：{thing}悄悄进了{place}，谁也没多看一眼。', '{~blend}接着你混进人群，随着人流慢慢走远，成了无数张面孔里的一张。 || 接着你若无其事地继续往前走。', '?暂时没人跟上来，可{problem}，迟早会有人来找你拿走的东西。'], options: ['等风头过了，回去取{thing}', '找人解决{problemNoun}的问题', '一边走一边留意有没有人跟踪'] },
  ],
  escape: [
    { lines: ['{thing}起了作用：{threat}被逼退了几步，你拉着{companion}冲向{place}。 || {thing}起了作用，你拉着{companion}拔腿就跑。 || {thing}起了作用，你趁机冲向{place}。', '?冲到外面，{hope}还在那里。 || ?身后的声音渐渐远了，至少暂时如此。'], options: ['趁路还通，冲向{hope}', '看看{companion}有没有受伤', '找个能锁门的房间喘口气'] },
  ],
  'say.light': [
    { lines: ['{person}沉默了一会儿，忽然轻轻笑了：“好吧……其实我一整天都在找机会说这句话。”', '{person}看着你的眼睛：“这个周末，就我们两个，一起出去走走好吗？”'], options: ['想都没想就答应', '故意逗逗对方', '问对方为什么憋了一整天'] },
    { lines: ['{person}移开视线，又看回来，耳朵有点红：“我喜欢和你待在一起。就这些。我想说的就是这个。”'], options: ['说你也一样', '笑着说你早就知道了', '请对方再说一遍'] },
  ],
};

const banks: Readonly<Record<ContentLanguage, Bank>> = { en, vi, ko, zh };

/** The slot values of a scene (null when unknown). */
function slotValues(scene: Scene, language: ContentLanguage): Record<string, string | null> {
  const thing = scene.thing && scene.copy && scene.kind === 'stash' ? { en: `a copy of ${scene.thing.replace(/^the\s/iu, 'the ')}`, vi: `bản sao ${scene.thing}`, ko: `${scene.thing} 사본`, zh: `${scene.thing}的备份` }[language] : scene.thing;
  return {
    place: scene.place, goal: scene.goal, companion: scene.companion, person: scene.person, threat: scene.threat, thing, hope: scene.hope,
    problem: scene.problem, problemNoun: scene.problemNoun, way: scene.way,
    '~storm': scene.storm ? '' : null, '~blend': scene.blend ? '' : null, host: scene.host, object: scene.object,
  };
}


/** Fills a template, or null when one of its slots is unknown. */
function fill(template: string, values: Record<string, string | null>): string | null {
  let missing = false;
  const text = template.replace(/\{(~?[A-Za-z]+)(?:_([가-힣]+))?\}/gu, (_whole, name: string, particle: string | undefined) => {
    const value = values[name.replace(/^\p{Lu}/u, (first) => first.toLowerCase())] ?? values[name];
    if (value === null || value === undefined) {
      missing = true;
      return '';
    }
    const shaped = /^\p{Lu}/u.test(name) ? capital(value) : value;
    return particle ? withParticle(shaped, particle) : shaped;
  });
  return missing ? null : text;
}

/** The first alternative of a line (`A || B`) whose slots are all known. */
function fillLine(line: string, values: Record<string, string | null>): string | null {
  for (const alternative of line.replace(/^\?/u, '').split(' || ')) {
    const filled = fill(alternative.replace(/^\?/u, ''), values);
    if (filled !== null) return filled;
  }
  return null;
}

/** The bank key of a scene: its kind, with the tone, a ship's crew or the goal when a variant exists for them. */
function bankKey(scene: Scene, bank: Bank): string {
  const kind: SceneKind = scene.kind;
  if (kind === 'hide' && scene.aboard && bank['hide.aboard']) return 'hide.aboard';
  if (kind === 'go' && scene.aboard && scene.tone === 'tense') return 'go.aboard';
  if (kind === 'go' && scene.host) return 'go.visit';
  if (kind === 'go' && scene.goal) return scene.goalLost ? 'go.lost' : 'go.seek';
  if (kind === 'say') return scene.confess ? 'say.confess' : 'say.light';
  if (kind === 'stash' && scene.door) return 'stash.door';
  if (scene.tone === 'light' && bank[`${kind}.light`]) return `${kind}.light`;
  return kind;
}

/** The beat of a scene: its lines and the options of its new situation, or null when no variant can be filled. */
export function sceneBeat(c: PhraseComposer, scene: Scene): { lines: string[]; options: string[] } | null {
  const bank = banks[c.language];
  const variants = bank[bankKey(scene, bank)] ?? [];
  const values = slotValues(scene, c.language);
  const order = variants.length > 1 ? [c.pick(variants), ...variants] : [...variants];
  for (const variant of order) {
    const lines: string[] = [];
    let complete = true;
    for (const line of variant.lines) {
      const filled = fillLine(line, values);
      if (filled !== null && filled.length > 0) lines.push(filled);
      else if (!line.startsWith('?') && !line.startsWith('{~')) complete = false;
    }
    const options = variant.options.map((option) => fill(option, values)).filter((option): option is string => option !== null);
    if (complete && lines.length > 0 && options.length >= 2) return { lines, options };
  }
  return null;
}

/** A question about the year ("năm nay là năm nào", "what year is it", "지금 몇 년", "今年是哪一年"). */
export const asksYear: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\bwhat year\b|\bwhich year\b/iu,
  vi: /năm (?:nay )?là năm (?:nào|mấy|bao nhiêu)|năm nào|năm bao nhiêu/iu,
  ko: /몇 년|몇년|연도/u,
  zh: /哪一年|几几年|哪年|什么年份/u,
};

/** The person's answer to the year question, with the year the story set (a time-travel story's first fact). */
export function yearAnswer(c: PhraseComposer, who: string, year: string): string {
  const Who = capital(who);
  switch (c.language) {
    case 'vi':
      return c.pick([`${Who} nhìn bạn như nhìn người từ trên trời rơi xuống: “Năm ${year} chứ năm nào nữa! Mà sao lại hỏi vậy?”`, `${Who} bật cười: “Năm ${year}. Ai mà lại không biết năm nay là năm nào?” Rồi ánh mắt dừng lại lâu hơn trên bạn.`]);
    case 'ko':
      return c.pick([`${withParticle(who, '이')} 이상하다는 듯 당신을 본다. “${year}년이잖아요. 그걸 왜 물어요?”`, `${withParticle(who, '은')} 피식 웃는다. “${year}년이죠. 올해가 몇 년인지 모르는 사람도 있어요?” 그러고는 당신을 한참 더 쳐다본다.`]);
    case 'zh':
      return c.pick([`${who}像看怪人一样看着你：“${year}年啊，还能是哪一年？你问这个干什么？”`, `${who}笑出了声：“${year}年。还有人不知道今年是哪一年？”说完，又多看了你几眼。`]);
    default:
      return c.pick([`${Who} stares at you as if you fell from the sky. “It's ${year}, of course. Why would you ask that?”`, `${Who} laughs. “${year}. Who doesn't know what year it is?” Then the look lingers on you a little longer.`]);
  }
}
