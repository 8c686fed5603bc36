/** Kinds of adventure choices, with keywords in the four languages (Latin keywords match whole words). */

/** Choice kinds, tried in this order. */
export const choiceKinds = ['fight', 'flee', 'hide', 'talk', 'use', 'search', 'follow', 'open', 'wait'] as const;
/** A kind of choice. */
export type ChoiceKind = (typeof choiceKinds)[number] | 'other';

/** Keywords per choice kind. */
export const choiceKindKeywords: Readonly<Record<(typeof choiceKinds)[number], readonly string[]>> = {
  fight: ['fight', 'attack', 'strike', 'duel', 'battle', 'shoot', 'confront', 'charge', 'hack', 'defend', '싸운', '공격', '맞선', '맞서', '쏜다', '대결', '해킹', '막아', 'chiến đấu', 'tấn công', 'đối đầu', 'bắn', 'đánh', 'hack', '战斗', '攻击', '对抗', '迎战', '射击', '黑入', '入侵'],
  flee: ['run', 'flee', 'escape', 'retreat', 'leave', 'jump', 'sail away', '도망', '달아', '탈출', '뛰어', '피한', '빠져나', '달린', 'chạy', 'bỏ chạy', 'trốn thoát', 'rút lui', 'thoát', 'nhảy', '逃', '跑', '撤退', '离开', '跳', '冲出去'],
  hide: ['hide', 'sneak', 'crouch', 'stay quiet', 'disguise', '숨', '몰래', '살금살금', '변장', 'trốn', 'nấp', 'lẻn', 'cải trang', '躲', '藏', '潜入', '悄悄', '伪装'],
  talk: ['talk', 'ask', 'speak', 'call', 'persuade', 'negotiate', 'confess', 'greet', 'message', 'tell', '말을', '묻는', '물어', '부른', '설득', '협상', '고백', '인사', '대화', '이야기', 'nói', 'hỏi', 'gọi', 'thuyết phục', 'thương lượng', 'tỏ tình', 'chào', 'nhắn', '说', '问', '喊', '说服', '谈判', '表白', '打招呼', '聊'],
  use: ['use', 'light', 'read', 'activate', 'drink', 'throw', 'play', 'wear', '사용', '켠다', '읽는', '읽어', '작동', '마신', '던진', '쓴다', 'dùng', 'sử dụng', 'thắp', 'đọc', 'kích hoạt', 'uống', 'ném', '使用', '点亮', '读', '启动', '喝', '扔', '用'],
  search: ['search', 'look', 'examine', 'investigate', 'inspect', 'check', 'explore', 'study the', 'scan', '살펴', '조사', '찾아', '뒤진', '둘러', '확인', '탐색', 'tìm', 'xem xét', 'điều tra', 'kiểm tra', 'khám phá', 'lục', '搜', '查看', '调查', '检查', '探索', '寻找'],
  follow: ['follow', 'chase', 'track', 'go', 'climb', 'enter', 'head', 'cross', 'dive', '따라', '쫓', '들어간', '오른다', '건넌', '향한', '간다', 'đi theo', 'đuổi', 'lần theo', 'đi vào', 'leo', 'vượt', 'lặn', '跟', '追', '进入', '爬', '穿过', '前往', '走'],
  open: ['open', 'unlock', 'pull', 'push', 'break', 'touch', '연다', '열어', '당긴', '민다', '부순', '만진', 'mở', 'kéo', 'đẩy', 'phá', 'chạm', '打开', '拉', '推', '砸', '触摸', '开'],
  wait: ['wait', 'rest', 'listen', 'watch', 'stay', 'sleep', '기다', '쉰다', '듣는', '지켜', '머문', '잔다', 'chờ', 'đợi', 'nghỉ', 'lắng nghe', 'quan sát', 'ở lại', '等', '休息', '听', '观察', '留下'],
};
