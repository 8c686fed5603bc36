/**
 * Lines of the contents plot (story-contents18.ts), per language and kind: a found thing whose contents cannot be
 * ordinary, told through what the contents say, never returned unread as a lost thing. Four beats (react | act, find |
 * end), two lines each, one drawn by the seed:
 * - `future`: a diary, a newspaper or a notebook of events still to come (明天会发生的事, dated tomorrow): tested
 *   against the next day, found true, and its last entry, the one that can still change, changed;
 * - `home`: photos or pictures of the teller's own home, from a camera, a film or a box that came from elsewhere: the
 *   home as it was, the people who lived there before found, and the pictures given back.
 * Slots: {I} {me} {my} (the narrator or the named hero).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The plot's kinds. */
export type ContentsKind = 'future' | 'home';

/** The four beats of one kind. */
export type ContentsBeats = Readonly<Record<'react' | 'act' | 'find' | 'end', readonly string[]>>;

const en: Readonly<Record<ContentsKind, ContentsBeats>> = {
  future: {
    react: [
      'At first it read like anyone\'s notes about an ordinary day. Then {I} noticed the dates: every entry was for tomorrow.',
      '{I:cap} read it standing up, then sat down and read it again: small things, written plainly, in an ordinary hand, all of them for a day that had not happened yet.',
    ],
    act: [
      '{I:cap} decided to test it and told no one. The next morning {I} checked the first line against the world: it came true at the exact minute written. So did the second.',
      'So {I} carried it all the next day and checked each entry as the hours went by. One by one they came true, small and exact.',
    ],
    find: [
      'The last entry was different. It was about {me}: a moment late in the afternoon when someone would need help, and {I} would walk past without noticing. The page ended there.',
      'Near the end, in the same plain hand, one line was addressed to whoever held it: "This is the one that can still change." Under it was a time, and a street corner {I} knew.',
    ],
    end: [
      'When the moment came, {I} did not walk past. The next morning that page was blank, and {I} have never been gladder to see an empty page.',
      '{I:cap} changed that one thing. Not another line was ever written in it, as if it had only ever needed one reader to look up in time.',
    ],
  },
  home: {
    react: [
      '{I:cap} laid them out on the table one by one. It was {my} home, no doubt about it, but not quite: other curtains, and a tree by the gate that has not been there for years.',
      'Every picture was of {my} home: from the street, from the garden, from a window that is not there any more. Whoever took them had known the place well, and a long time ago.',
    ],
    act: [
      '{I:cap} showed them to the oldest neighbour on the street, who knew at once: the family who lived there long before, and a child who went everywhere with a camera.',
      '{I:cap} went from door to door with the pictures, and the third door had the answer: the people who lived there before, and a child who loved that house more than anyone.',
    ],
    find: [
      'That child was grown now and lived far away. When {I} finally reached them, they were quiet for a long time, then said they had thought those pictures were lost for good, and the house with them.',
      'The child had grown up and moved far away, and had never stopped missing the place. These were the last pictures taken before they left.',
    ],
    end: [
      '{I:cap} sent the pictures back, with a new one of the house as it is now, a light on in the window. A week later a letter came: "Thank you for looking after it."',
      'Now one of those old pictures hangs by the front door. Every guest asks about it, and {I} tell them whose house this was first.',
    ],
  },
};

const vi: Readonly<Record<ContentsKind, ContentsBeats>> = {
  future: {
    react: [
      'Thoạt đầu nó đọc như ghi chép của ai đó về một ngày bình thường. Rồi {I} để ý ngày tháng: mọi dòng đều là của ngày mai.',
      '{I} đứng đọc, rồi ngồi xuống đọc lại: những chuyện nhỏ, viết giản dị, nét chữ bình thường, tất cả đều thuộc về một ngày chưa tới.',
    ],
    act: [
      '{I} quyết định thử, và không kể với ai. Sáng hôm sau {I} so dòng đầu tiên với mọi thứ xung quanh: nó xảy ra đúng từng phút như đã viết. Dòng thứ hai cũng vậy.',
      'Thế là cả ngày hôm sau {I} mang nó theo, cứ mỗi giờ lại dò một dòng. Từng chuyện một đều thành thật, nhỏ nhặt và chính xác.',
    ],
    find: [
      'Dòng cuối thì khác. Nó viết về {I}: một lúc cuối buổi chiều, có người cần giúp, và {I} sẽ đi ngang qua mà không để ý. Trang giấy dừng ở đó.',
      'Gần cuối, vẫn nét chữ ấy, có một dòng viết cho người đang cầm nó: “Đây là chuyện vẫn còn thay đổi được.” Bên dưới là một giờ, và một góc phố {I} biết.',
    ],
    end: [
      'Khi lúc ấy đến, {I} không đi ngang qua. Sáng hôm sau trang đó trống trơn, và {I} chưa bao giờ mừng đến thế khi thấy một trang giấy trắng.',
      '{I} đã thay đổi đúng một điều ấy. Từ đó không thêm một dòng nào được viết nữa, như thể nó chỉ cần một người ngẩng lên kịp lúc.',
    ],
  },
  home: {
    react: [
      '{I} bày từng tấm ra bàn. Đúng là nhà {I}, không thể nhầm, nhưng lại không hẳn: rèm cửa khác, và một cái cây cạnh cổng đã không còn từ nhiều năm.',
      'Tấm nào cũng là nhà {I}: chụp từ ngoài đường, từ vườn, từ một ô cửa sổ giờ không còn nữa. Người chụp hẳn đã rất thân với nơi này, từ rất lâu rồi.',
    ],
    act: [
      '{I} mang ảnh sang cho bà cụ hàng xóm lớn tuổi nhất xóm, bà nhận ra ngay: gia đình sống ở đó từ rất lâu trước, và một đứa trẻ đi đâu cũng ôm cái máy ảnh.',
      '{I} cầm ảnh đi gõ từng nhà, và đến cánh cửa thứ ba thì có câu trả lời: những người sống ở đó trước kia, và một đứa trẻ thương ngôi nhà ấy hơn ai hết.',
    ],
    find: [
      'Đứa trẻ ấy giờ đã lớn và sống ở rất xa. Khi {I} liên lạc được, người ấy im lặng rất lâu, rồi nói cứ tưởng những tấm ảnh đã mất hẳn, cùng với ngôi nhà.',
      'Đứa trẻ ấy đã lớn, chuyển đi xa, và chưa bao giờ thôi nhớ nơi này. Đó là những tấm ảnh cuối cùng chụp trước ngày họ dọn đi.',
    ],
    end: [
      '{I} gửi trả những tấm ảnh, kèm một tấm mới chụp ngôi nhà bây giờ, cửa sổ sáng đèn. Một tuần sau có thư hồi âm: “Cảm ơn vì đã chăm sóc nó.”',
      'Giờ một tấm ảnh cũ treo cạnh cửa ra vào. Khách nào đến cũng hỏi, và {I} kể cho họ nghe ngôi nhà này trước là của ai.',
    ],
  },
};

const ko: Readonly<Record<ContentsKind, ContentsBeats>> = {
  future: {
    react: [
      '처음엔 누군가 평범한 하루를 적어 둔 것 같았다. 그러다 날짜가 눈에 들어왔다. 전부 내일 날짜였다.',
      '{I:는} 선 채로 읽다가 주저앉아 다시 읽었다. 소소한 일들이 평범한 글씨로 담담하게 적혀 있었다. 전부 아직 오지 않은 하루의 일이었다.',
    ],
    act: [
      '{I:는} 아무에게도 말하지 않고 시험해 보기로 했다. 다음 날 아침 첫 줄을 세상과 맞춰 보았다. 적힌 그 분에 정확히 일어났다. 둘째 줄도 그랬다.',
      '그래서 다음 날 하루 종일 그걸 들고 다니며 한 줄씩 확인했다. 하나하나, 작고 정확하게 맞아떨어졌다.',
    ],
    find: [
      '마지막 줄은 달랐다. {me}에 관한 것이었다. 늦은 오후, 누군가 도움이 필요한 순간이 오는데 {I:는} 알아채지 못하고 지나친다고. 글은 거기서 끝나 있었다.',
      '끝부분에 같은 글씨로, 그걸 들고 있는 사람에게 쓴 한 줄이 있었다. “이건 아직 바꿀 수 있어요.” 그 아래에 시각 하나와, {I:이} 아는 길모퉁이 하나.',
    ],
    end: [
      '그 순간이 왔을 때 {I:는} 지나치지 않았다. 다음 날 아침 그 쪽은 텅 비어 있었고, 빈 종이를 보고 그렇게 기뻤던 적은 없었다.',
      '{I:는} 딱 그 하나를 바꿨다. 그 뒤로는 한 줄도 더 적히지 않았다. 제때 고개를 드는 독자 한 명이면 충분했다는 듯이.',
    ],
  },
  home: {
    react: [
      '{I:는} 사진을 한 장씩 식탁에 늘어놓았다. 틀림없이 우리 집이었다. 그런데 어딘가 달랐다. 다른 커튼, 그리고 몇 년 전에 없어진 대문 옆 나무.',
      '사진은 전부 우리 집이었다. 길에서, 마당에서, 지금은 없어진 창문에서 찍은 것들. 찍은 사람은 이 집을 아주 잘 알았던 게 분명했다. 그것도 아주 오래전에.',
    ],
    act: [
      '동네에서 가장 오래 산 할머니께 사진을 보여 드렸더니 단번에 알아보셨다. 훨씬 전에 그 집에 살던 가족, 그리고 어딜 가든 카메라를 들고 다니던 아이.',
      '{I:는} 사진을 들고 집집마다 문을 두드렸고, 세 번째 집에서 답을 들었다. 전에 그 집에 살던 사람들, 그리고 그 집을 누구보다 좋아하던 아이.',
    ],
    find: [
      '그 아이는 이제 어른이 되어 먼 곳에 살고 있었다. 마침내 연락이 닿았을 때, 그 사람은 한참 말이 없다가 그 사진들은 영영 잃어버린 줄 알았다고 했다. 그 집과 함께.',
      '그 아이는 자라서 멀리 떠났고, 그 집을 한 번도 잊은 적이 없었다. 그 사진들은 이사 가기 전에 마지막으로 찍은 것이었다.',
    ],
    end: [
      '{I:는} 사진을 돌려보냈다. 창문에 불이 켜진 지금 우리 집 사진 한 장도 함께. 일주일 뒤 답장이 왔다. “잘 돌봐 줘서 고마워요.”',
      '지금 그 옛날 사진 한 장이 현관 옆에 걸려 있다. 손님마다 물어보고, {I:는} 이 집이 원래 누구 집이었는지 이야기해 준다.',
    ],
  },
};

const zh: Readonly<Record<ContentsKind, ContentsBeats>> = {
  future: {
    react: [
      '一开始，它读起来就像谁随手记下的普通一天。后来{I}注意到日期：每一条都是明天的。',
      '{I}站着读完，又坐下来再读一遍：都是些小事，写得平平常常，字迹也普普通通，全都属于还没到来的那一天。',
    ],
    act: [
      '{I}决定试一试，谁也没告诉。第二天早上，{I}拿第一行去对照：分毫不差，就在写着的那一分钟发生了。第二行也是。',
      '于是第二天{I}一整天都带着它，每过一个钟头就对一条。一条接一条，都应验了，小而准确。',
    ],
    find: [
      '最后一条不一样。写的是{I}：傍晚时分，有个人需要帮忙，而{I}会从旁边走过去，什么也没注意到。字写到这里就停了。',
      '快到结尾的地方，还是那笔字，有一行是写给拿着它的人的：“这一件还来得及改变。”下面是一个时间，和一个{I}认识的街角。',
    ],
    end: [
      '那一刻到来的时候，{I}没有走过去。第二天早上，那一页变成了空白。{I}从来没有因为一张白纸这么高兴过。',
      '{I}只改变了那一件事。从此它再也没有多出一行字，好像它一直需要的，只是一个及时抬起头的读者。',
    ],
  },
  home: {
    react: [
      '{I}把照片一张张摆在桌上。没错，是{I}家，可又不完全是：窗帘不一样，门口还有一棵早就不在了的树。',
      '每一张拍的都是{I}家：从街上，从院子里，从一扇现在已经没有了的窗户。拍照的人一定很熟悉这里，而且是很久以前。',
    ],
    act: [
      '{I}拿去给街坊里住得最久的老奶奶看，她一眼就认出来了：很多年前住在这里的那一家，还有一个走到哪儿都背着相机的孩子。',
      '{I}拿着照片一家家去敲门，敲到第三家就有了答案：以前住在这里的那家人，还有一个比谁都喜欢这座房子的孩子。',
    ],
    find: [
      '那个孩子早已长大，住在很远的地方。终于联系上的时候，对方沉默了很久，说一直以为那些照片永远丢了，连同那座房子一起。',
      '那个孩子长大后搬去了远方，却从来没有停止想念这里。这些是搬走之前拍下的最后几张照片。',
    ],
    end: [
      '{I}把照片寄了回去，还附上一张房子现在的样子，窗户里亮着灯。一个星期后来了回信：“谢谢你替我照顾它。”',
      '现在，其中一张老照片挂在门边。每个客人都会问起，{I}就告诉他们，这座房子最早是谁的家。',
    ],
  },
};

/** The contents plot's lines per language. */
export const contentsLines: Readonly<Record<ContentLanguage, Readonly<Record<ContentsKind, ContentsBeats>>>> = { en, vi, ko, zh };
