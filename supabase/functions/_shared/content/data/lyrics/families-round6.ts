/**
 * Image banks for situations fresh requests kept answering from the wrong world (issue 13, round 6, rule C): a failed
 * exam sung as the happy morning after the exam, an exam still ahead sung as already over, someone leaving (a sister off
 * to college, a last look at an emptied room) sung as a new key turned in a new home, a partner in the army or far away,
 * a message late at night, a landlord who will not fix anything, an office job quit (no apron, no regulars). Lines are complete sentences that read right whether
 * the singer is the one it happened to or someone close to them; no `{k}` (the matched spans are not noun phrases).
 */
import type { LyricsFamily } from './families.ts';

/** Round-6 families, placed first: each is more specific than the general family it supersedes. */
export const roundSixFamilies: readonly LyricsFamily[] = [
  {
    id: 'exam-failed',
    supersedes: ['exam-ahead', 'study', 'exam-night', 'graduation'],
    detect: {
      en: /\b(?:fail(?:ed|ing)?|flunk(?:ed)?|didn'?t pass|did not pass)\b.{0,30}\b(?:exams?|tests?|finals|bar|entrance|SATs?|college|university|boards)\b|\b(?:rejection letter|didn'?t get in(?:to)?)\b/iu,
      vi: /thi (?:rớt|trượt|hỏng)|(?:rớt|trượt) (?:đại học|tốt nghiệp|nguyện vọng|kỳ thi)|(?:không|chưa) (?:đậu|đỗ)/iu,
      ko: /(?:시험|수능|고시|공시|임용|자격증)\S*\s*(?:또\s*)?(?:떨어|낙방|불합격)|낙방|불합격|재수|삼수/u,
      zh: /落榜|没考上|没考好|考砸|挂科|没过线|失利|名落孙山|复读/u,
    },
    text: {
      en: {
        lines: ['The results page loads, and the room goes still', 'One exam score does not get to name the years of work', 'The books on the shelf can stay a little longer', 'Tonight nobody has to talk about the numbers', 'A slow road is still a road', 'Next spring the desk lamp will come on again'],
        hooks: ['Fall down once, the road is still there', 'Not this year, and that is not forever'],
        haiku: ['the results page loads', 'one score, not a life'],
      },
      vi: {
        lines: ['Trang kết quả hiện lên, căn phòng bỗng lặng im', 'Một lần thi không nói hết những năm cố gắng', 'Chồng sách cũ cứ để trên kệ thêm một mùa', 'Đêm nay không ai phải nhắc đến điểm số', 'Đi chậm thì vẫn là đang đi', 'Mùa sau ngọn đèn bàn lại sáng lên'],
        hooks: ['Ngã một lần, đường vẫn còn đó', 'Năm nay chưa được, đâu phải là mãi mãi'],
        haiku: ['Trang kết quả mở', 'Chậm mà vẫn đi'],
      },
      ko: {
        lines: ['결과 화면이 뜨고 방 안이 조용해졌어', '시험 점수 하나가 그동안의 시간을 다 말해 주진 않아', '책장에 꽂힌 문제집은 조금 더 두어도 돼', '오늘 밤만큼은 아무도 점수 얘기를 하지 않아', '느리게 가도 길은 길이야, 시험은 또 있어', '다음 봄에도 책상 스탠드는 다시 켜질 거야'],
        hooks: ['한 번 넘어져도 길은 그대로 있어', '올해가 아니었을 뿐, 끝은 아니야'],
        haiku: ['결과 화면', '느려도 가는 길'],
      },
      zh: {
        lines: ['查分的页面打开，房间一下子安静了', '一次考试的分数，说不完这些年的努力', '书架上的复习资料，可以再留一阵子', '今晚谁也不用提分数', '走得慢，也是在往前走', '明年春天，台灯还会再亮起来'],
        hooks: ['摔一次跤，路还在脚下', '只是今年不行，不是永远不行'],
        haiku: ['查分的夜晚', '慢慢也是路'],
      },
    },
  },
  {
    id: 'exam-ahead',
    supersedes: ['study'],
    detect: {
      en: /\b(?:exams?|finals|SATs?|tests?)\b(?=.*\b(?:tomorrow|next week|coming up|ahead|good luck|you got this|cheer\w*|pep talk|motivat\w*|hype)\b)|\b(?:before|tomorrow'?s?|upcoming|good luck (?:on|with)|pep talk for|cheer(?:ing)? (?:on|for)|motivation for)\b.{0,25}\b(?:exams?|finals|SATs?|tests?)\b/iu,
      vi: /(?:chở|đưa)\s.{0,12}đi thi|(?<![\p{L}\p{M}])(?:ngày thi|phòng thi|cổng trường thi)(?![\p{L}\p{M}])|(?:sắp|trước|chuẩn bị|tiếp sức|cố lên|động viên|cổ vũ)(?:.{0,25})(?<![\p{L}\p{M}])(?:thi|kỳ thi)(?![\p{L}\p{M}])|(?:kỳ thi|thi đại học|thi vào 10|thi tốt nghiệp)(?:.{0,25})(?:sắp|cố lên|tới rồi|đến rồi)/iu,
      ko: /(?:수능|시험|고사|면접|임용|공시)\s*(?:을|를)?\s*(?:앞둔|앞두고|전날|디데이|보러)|(?:수능|시험)\s*(?:파이팅|화이팅|응원|대박)|(?:수험생|고3)\S*\s*(?:응원|파이팅|화이팅)/u,
      zh: /(?:高考|中考|考研|考试|期末|考公|面试)(?:前|加油|倒计时|冲刺)|(?:给|为).{0,6}(?:高考|中考|考研|考试|期末|考生).{0,6}(?:打气|加油)|(?:高考|中考|考研)的自己/u,
    },
    text: {
      en: {
        lines: ['The countdown on the wall is down to single digits', 'Every page I turned is still there, somewhere in my head', 'Pack the pencils, the ID card, and a bit of courage', 'Sleep early tonight, the work is already done', 'Breathe in before the first question, then begin', 'Whatever the score, these months were mine'],
        hooks: ['You have come this far, go all the way', 'Walk in steady, walk out proud'],
        haiku: ['the countdown is short', 'breathe, then turn the page'],
      },
      vi: {
        lines: ['Tờ lịch đếm ngược trên tường chỉ còn vài ngày', 'Từng trang đã học vẫn nằm đâu đó trong đầu', 'Chuẩn bị bút, thẻ dự thi, và thêm chút can đảm', 'Đêm nay ngủ sớm, phần khó đã làm xong rồi', 'Hít một hơi trước câu hỏi đầu tiên rồi bắt đầu', 'Điểm số thế nào, những tháng này vẫn là của mình'],
        hooks: ['Đã đi xa thế này, cứ đi đến cùng', 'Bước vào thật vững, bước ra thật tự hào'],
        haiku: ['Lịch đếm ngược', 'Hít sâu rồi viết'],
      },
      ko: {
        lines: ['벽에 걸린 디데이 달력이 한 자리 숫자가 됐어', '넘겨 온 페이지들은 다 어딘가에 남아 있어', '연필이랑 수험표, 그리고 용기 한 줌 챙겨', '오늘 밤은 일찍 자, 할 만큼 했으니까', '첫 문제 앞에서 숨 한 번 크게 쉬고 시작해', '점수가 어떻든 이 몇 달은 다 내 거야'],
        hooks: ['여기까지 왔으니 끝까지 가 보자', '떨지 말고 들어가, 웃으면서 나오자'],
        haiku: ['디데이 달력', '숨 쉬고 첫 문제'],
      },
      zh: {
        lines: ['墙上的倒计时只剩个位数了', '翻过的每一页，都还在脑子里', '带好笔、准考证，再带一点勇气', '今晚早点睡，该做的都做了', '在第一道题前深呼吸，然后开始', '不管分数怎样，这些日子都算数'],
        hooks: ['都走到这里了，就走到最后', '稳稳地进去，笑着走出来'],
        haiku: ['倒计时', '深呼吸，下笔'],
      },
    },
  },
  {
    id: 'quit-job',
    supersedes: ['leaving', 'last-shift', 'work'],
    detect: {
      en: /\b(?:quit(?:ting)? my job|resign(?:ed|ing|ation)?|handed in my notice|two weeks'? notice|leaving my job|last day at work)\b/iu,
      vi: /nghỉ việc|thôi việc|xin nghỉ|từ chức|nộp đơn nghỉ/iu,
      ko: /퇴사|사표|사직/u,
      zh: /辞职|离职|裸辞|辞呈/u,
    },
    text: {
      en: {
        lines: ['I hand in the badge and the keys, and that is that', 'Everything I kept there fits into one bag', 'The goodbye messages come in one by one', 'Tomorrow morning, no alarm is set', 'The door I walked through for years closes behind me', 'I do not know what is next, and that is fine today'],
        hooks: ['Last day, one more door behind me', 'Years of days, and this is the last'],
        haiku: ['the badge handed in', 'one bag, and the door'],
      },
      vi: {
        lines: ['Trả lại thẻ nhân viên và chìa khóa, thế là xong', 'Mọi thứ để ở đó gói gọn trong một chiếc túi', 'Tin nhắn chào tạm biệt đến từng cái một', 'Sáng mai không cần đặt báo thức', 'Cánh cửa đã đi qua bao năm khép lại sau lưng', 'Chưa biết ngày mai ra sao, nhưng hôm nay vậy là đủ'],
        hooks: ['Ngày cuối rồi, thêm một cánh cửa sau lưng', 'Bao nhiêu năm, và đây là ngày cuối'],
        haiku: ['Trả thẻ nhân viên', 'Một chiếc túi thôi'],
      },
      ko: {
        lines: ['사원증이랑 열쇠를 반납하고 나니 끝이야', '거기 두었던 내 물건이 가방 하나에 다 들어가', '작별 인사 메시지가 하나씩 도착해', '내일 아침엔 알람을 맞추지 않아도 돼', '몇 년 드나든 문이 등 뒤에서 닫혀', '다음은 아직 몰라도 오늘은 그걸로 충분해'],
        hooks: ['마지막 날, 문 하나를 뒤로하고', '몇 년의 날들, 오늘이 마지막이야'],
        haiku: ['반납한 사원증', '가방 하나'],
      },
      zh: {
        lines: ['交还了工牌和钥匙，就这样结束了', '放在那里的东西，一个包就装下了', '同事的告别消息一条条进来', '明天早上，不用再定闹钟', '走了好几年的那扇门，在身后关上', '还不知道下一步去哪，但今天就这样吧'],
        hooks: ['最后一天，又一扇门关在身后', '这么多年，今天是最后一天'],
        haiku: ['交还的工牌', '一个包'],
      },
    },
  },
  {
    id: 'leaving',
    supersedes: ['moving-out', 'study', 'city'],
    detect: {
      en: /\b(?:leaving for|leaves for|left for|leaving home|moving away|last look|empty room|feels empty|saying goodbye|said goodbye|goodbye to|farewell|see(?:ing)? (?:her|him|them) off|send(?:ing)? (?:her|him|them) off)\b/iu,
      vi: /rời (?:xa|nhà|quê|đi)|dọn đi|chuyển đi|lần cuối|căn phòng trống|phòng trống trơn|tạm biệt|(?<![\p{L}\p{M}])tiễn(?![\p{L}\p{M}])|lên đường/iu,
      ko: /떠나(?!보내|보낸|보냈)|이사 가는|이사 나가|마지막으로 둘러|텅 빈|작별|배웅|짐을 빼/u,
      zh: /离开|搬走|最后看一眼|空荡荡的房间|告别|送别|送走|收拾行李/u,
    },
    text: {
      en: {
        lines: ['The room looks bigger with the boxes gone', 'Pale squares on the wall where the pictures used to hang', 'One last look from the doorway before the light goes off', 'The hallway still remembers every step', 'A sweater left behind on the back of a chair', 'The door closes softer than I thought it would'],
        hooks: ['Leave the light on in the room you left', 'Goodbye is only one door wide'],
        haiku: ['an empty doorway', 'boxes by the door'],
      },
      vi: {
        lines: ['Căn phòng rộng ra khi thùng đồ đã mang đi', 'Trên tường còn những ô sáng màu nơi từng treo ảnh', 'Nhìn lại một lần từ ngưỡng cửa rồi tắt đèn', 'Hành lang vẫn nhớ từng bước chân quen', 'Chiếc áo len bỏ quên trên lưng ghế', 'Cánh cửa khép lại nhẹ hơn mình tưởng'],
        hooks: ['Để đèn sáng trong căn phòng đã vắng', 'Lời tạm biệt chỉ rộng bằng một cánh cửa'],
        haiku: ['Ngưỡng cửa trống trơn', 'Thùng đồ bên cửa'],
      },
      ko: {
        lines: ['상자를 다 빼고 나니 방이 더 넓어 보여', '사진 걸렸던 자리만 벽에 하얗게 남았어', '문간에서 마지막으로 한 번 둘러보고 불을 끄고 나와', '복도는 아직 발소리를 다 기억하고 있어', '의자 등받이에 두고 간 스웨터 하나', '문은 생각보다 조용히 닫혔어'],
        hooks: ['비어 버린 방에 불 하나 켜 둘게', '안녕은 문 하나만큼의 거리야'],
        haiku: ['텅 빈 문간', '문 앞의 상자들'],
      },
      zh: {
        lines: ['箱子搬走以后，房间显得更大了', '墙上留着挂过照片的浅色方块', '站在门口最后看一眼，然后关灯', '走廊还记得每一步脚步声', '一件毛衣落在椅背上', '门关上的声音，比想象中轻'],
        hooks: ['给空了的房间留一盏灯', '再见，只隔着一扇门'],
        haiku: ['空空的门口', '门边的纸箱'],
      },
    },
  },
  {
    id: 'apart',
    detect: {
      en: /\b(?:long[- ]distance|deployed|deployment|in the army|military service|boot camp|miles apart|time zones?)\b/iu,
      vi: /yêu xa|nghĩa vụ quân sự|đi bộ đội|nhập ngũ|đi lính|khác múi giờ/iu,
      ko: /군대|입대|군 복무|전역|장거리 연애|롱디|면회|곰신/u,
      zh: /异地恋|异地|当兵|入伍|服役|部队|时差/u,
    },
    text: {
      en: {
        lines: ['I write the date at the top of every letter', 'Another day crossed off on the calendar by the bed', 'The phone call ends too soon, as always', 'I save the small news of the day to tell you later', 'Two places, one evening, and the same moon', 'The days are long, but they are counting down'],
        hooks: ['Wait for me, I am waiting too', 'Every day apart is one day closer'],
        haiku: ['one more day crossed off', 'a letter, then sleep'],
      },
      vi: {
        lines: ['Ta ghi ngày tháng ở đầu mỗi lá thư', 'Thêm một ngày được gạch trên tờ lịch đầu giường', 'Cuộc gọi lại kết thúc quá sớm như mọi lần', 'Ta để dành những chuyện nhỏ trong ngày để kể người nghe', 'Hai nơi xa, một buổi tối, cùng một vầng trăng', 'Ngày dài thật, nhưng vẫn đang đếm ngược'],
        hooks: ['Đợi nhau nhé, ta cũng đang đợi', 'Mỗi ngày xa là một ngày gần hơn'],
        haiku: ['Gạch thêm một ngày', 'Một lá thư thôi'],
      },
      ko: {
        lines: ['편지 맨 위에 오늘 날짜부터 적어', '침대 옆 달력에 하루를 또 지워', '전화는 늘 그렇듯 너무 빨리 끝나', '오늘 있었던 작은 일들을 모아 뒀다가 말해 줄게', '서로 다른 곳, 같은 저녁, 같은 달', '하루는 길어도 날짜는 줄어들고 있어'],
        hooks: ['기다릴게, 조금만 더 버텨 줘', '멀어진 하루만큼 가까워지고 있어'],
        haiku: ['하루 더 지운 달력', '편지 한 장'],
      },
      zh: {
        lines: ['每封信的开头，我都先写上日期', '床边的日历又划掉了一天', '电话总是结束得太快', '我把今天的小事攒着，等着讲给你听', '两个地方，同一个晚上，同一个月亮', '日子很长，但一直在倒数'],
        hooks: ['等我，我也在等你', '每分开一天，就更近一天'],
        haiku: ['又划掉一天', '一封信'],
      },
    },
  },
  {
    id: 'late-message',
    detect: {
      en: /\b(?:text(?:ed|s|ing)?|messag(?:e|es|ed|ing)|dms?|replied|read receipt|left on read|typing)\b/iu,
      vi: /nhắn tin|tin nhắn|inbox|trả lời tin/iu,
      ko: /카톡|문자|메시지|메세지|답장|읽씹/u,
      zh: /消息|微信|短信|发信息|已读/u,
    },
    text: {
      en: {
        lines: ['The screen lights up on the pillow beside me', 'Three little dots appear, and vanish, and appear', 'I read the message twice in the dark', 'My thumb waits over the reply for a long time', 'The clock says late, the chat says typing', 'I turn the phone face down, then turn it back'],
        hooks: ['One message, and the night is wide awake', 'Say it now, before the screen goes dark'],
        haiku: ['the screen lights up late', 'three dots, then nothing'],
      },
      vi: {
        lines: ['Màn hình sáng lên ngay cạnh gối', 'Ba dấu chấm hiện lên, rồi tắt, rồi lại hiện', 'Ta đọc tin nhắn hai lần trong bóng tối', 'Ngón tay ngập ngừng trên nút trả lời thật lâu', 'Đồng hồ bảo đã khuya, khung chat bảo đang soạn tin', 'Úp điện thoại xuống, rồi lại lật lên'],
        hooks: ['Một tin nhắn thôi, cả đêm thức giấc', 'Nói đi, trước khi màn hình tắt'],
        haiku: ['Màn hình sáng lên', 'Ba dấu chấm thôi'],
      },
      ko: {
        lines: ['베개 옆에서 화면이 환하게 켜져', '점 세 개가 떴다가 사라지고 또 떠', '어둠 속에서 메시지를 두 번 읽어', '답장 버튼 위에서 손가락이 한참 머물러', '시계는 늦었다고 하고 대화창은 입력 중이래', '휴대폰을 엎어 뒀다가 다시 뒤집어'],
        hooks: ['메시지 하나에 밤이 다 깨어나', '화면이 꺼지기 전에 말해 줘'],
        haiku: ['늦은 밤 알림', '점 세 개'],
      },
      zh: {
        lines: ['枕头边的屏幕突然亮了', '“正在输入”出现，又消失，又出现', '我在黑暗里把消息读了两遍', '手指在回复键上停了很久', '时钟说已经很晚，对话框说正在输入', '把手机扣下，又翻过来'],
        hooks: ['一条消息，整夜都醒着', '趁屏幕还亮着，说出来吧'],
        haiku: ['深夜的屏幕', '正在输入'],
      },
    },
  },
  {
    id: 'landlord',
    detect: {
      en: /\b(?:landlord|landlady|rent|lease|deposit|eviction|evicted)\b/iu,
      vi: /chủ nhà|chủ trọ|tiền nhà|tiền trọ|tiền thuê|đuổi nhà/iu,
      ko: /집주인|월세|전세|보증금|관리비/u,
      zh: /房东|房租|租金|押金/u,
    },
    text: {
      en: {
        lines: ['The rent goes out on time, the repairs never come', 'I keep every receipt in a folder by the door', 'The same request, sent again, still unanswered', 'Rules for me, excuses for you', 'I know my rights, and I wrote them down', 'This room is small, but I pay for every inch'],
        hooks: ['Fix it now, the rent is paid', 'I paid on time, so answer me'],
        haiku: ['the rent paid on time', 'still no one replies'],
      },
      vi: {
        lines: ['Tiền nhà đóng đúng hẹn, sửa chữa thì chẳng thấy đâu', 'Ta giữ từng tờ biên lai trong tập hồ sơ cạnh cửa', 'Cùng một lời nhờ, gửi lại lần nữa, vẫn im lặng', 'Luật cho người thuê, lý do cho chủ nhà', 'Ta biết quyền của mình, và đã ghi lại hết', 'Phòng nhỏ thôi, nhưng từng mét vuông đều trả tiền'],
        hooks: ['Tiền đã đóng rồi, sửa ngay đi', 'Đóng tiền đúng hẹn, đừng bắt ta chờ mãi'],
        haiku: ['Tiền nhà đúng hẹn', 'Vẫn chẳng ai trả lời'],
      },
      ko: {
        lines: ['월세는 꼬박꼬박 나가는데 수리는 감감무소식이야', '영수증은 전부 현관 옆 파일에 모아 뒀어', '같은 부탁을 또 보냈는데 아직도 답이 없어', '나한텐 규칙, 자기한텐 핑계', '내 권리는 내가 알아, 다 적어 뒀어', '좁은 방이어도 한 뼘까지 다 내 돈 내고 살아'],
        hooks: ['돈은 냈으니까 이제 고쳐 줘', '제때 냈잖아, 더는 못 기다려'],
        haiku: ['꼬박꼬박 낸 월세', '답 없는 문자'],
      },
      zh: {
        lines: ['房租按时交，维修从来不来', '每一张收据都收在门边的文件夹里', '同样的请求又发了一遍，还是没人回', '对我是规矩，对你是借口', '我知道我的权利，也都记下来了', '房间再小，每一寸都是我付的钱'],
        hooks: ['房租交了，现在就修', '我按时交了，别再让我等'],
        haiku: ['按时交的房租', '没人回复'],
      },
    },
  },
];
