/**
 * Round 15 (issue 13), lyrics (lyr15b): the twelve fresh requests of round15-lyr15b.before.json and held-out ones, themes
 * that are the singer's own deed: an act on a thing (giving back his house keys, trả lại chiếc áo khoác, 칫솔 버리던 날,
 * 把他送我的围巾寄回去), teaching or waiting for someone (dạy mẹ dùng điện thoại, 教奶奶用微信视频), an act with two people,
 * a place and a time (hai đứa … tối thứ bảy, 아빠랑 둘이 한강에서…, 除夕夜我和妹妹在阳台上等烟花). Positive facts: the act
 * sung as done with its thing and its time. Negative facts name the failure classes: a family fired by one word of the
 * time (the rent of "our lease", a market stall for "sold", New Year away for 除夕 at home), a noun or a fragment pasted
 * into a slot ("I can't let go of…", "중을", "围巾寄回去里", "랑 둘이").
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

export const cases: EvalCase[] = [
  lyrics('r15-lyr15b-en-1', 'en', 'giving back his house keys on the last day of our lease', 'breakup', 'ballad', [
    inBody('the act with its time', /On the last day of our lease, I'm giving back his house keys/u),
    inBody('no landlord or rent lines', not(/rent|repairs|receipt/iu)),
  ]),
  lyrics('r15-lyr15b-en-2', 'en', 'packing dads old records into boxes the week we sold the house', 'longing', 'indie_folk', [
    inBody('the act, looked back on, with its time', /The week we sold the house, I was packing dads old records into boxes/u),
    inBody('no market stall for "sold"', not(/stall|coins|tin|regulars/iu)),
  ]),
  lyrics('r15-lyr15b-en-3', 'en', 'returning her hoodie in a paper bag', 'breakup', 'ballad', [
    inBody('the act sung', /returning her hoodie/u),
    inBody('no noun pasted into a slot', not(/let go of her hoodie|In a paper bag, I/u)),
  ]),
  lyrics('r15-lyr15b-vi-1', 'vi', 'trả lại chiếc áo khoác cho người yêu cũ ở quán cà phê quen', 'breakup', 'ballad', [
    inBody('the act sung', /trả lại chiếc áo khoác/u),
    inBody('no coffee family, no "quay về với"', not(/Hơi ấm từ cà phê|quay về với chiếc áo khoác/u)),
  ]),
  lyrics('r15-lyr15b-vi-2', 'vi', 'dạy mẹ dùng điện thoại để nhắn tin cho con', 'love', 'song', [
    inBody('the singer teaches mom, as her child', /Con dạy mẹ dùng điện thoại/u),
  ]),
  lyrics('r15-lyr15b-vi-3', 'vi', 'hai đứa ngồi ăn ốc vỉa hè hà nội tối thứ bảy', 'joy', 'song', [
    inBody('the two of them, the act and its time', /Tối thứ bảy, hai đứa ngồi ăn ốc/u),
    inBody('no place called to', not(/ốc vỉa hè hà nội ơi/iu)),
  ]),
  lyrics('r15-lyr15b-ko-1', 'ko', '헤어지고 그 사람 칫솔 버리던 날', 'breakup', 'ballad', [
    inBody('the act in the chorus', /칫솔 버리던 날/u),
    inBody('no toothbrush called to or gone back to', not(/칫솔로 돌아가|칫솔을 소리 내/u)),
  ]),
  lyrics('r15-lyr15b-ko-2', 'ko', '아빠랑 둘이 한강에서 컵라면 먹던 밤', 'comfort', 'indie_folk', [
    inBody('the night recalled', /컵라면 먹던 밤/u),
    inBody('no fragment "랑 둘이"', not(/(?:^|\s)랑 둘이|아빠가 랑/mu)),
  ]),
  lyrics('r15-lyr15b-ko-3', 'ko', '이사 가는 날 빈 방에서 혼자 짐 싸는 중', 'sadness', 'song', [
    inBody('the act going on', /짐 싸는 중이야/u),
    inBody('no 중 as a thing', not(/중[을이에]\s|중의/u)),
  ]),
  lyrics('r15-lyr15b-zh-1', 'zh', '把他送我的围巾寄回去', 'breakup', 'song', [
    inBody('the act done by the singer', /我把(?:他送我的)?围巾寄回去/u),
    inBody('no act pasted as a noun', not(/围巾寄回去里|围巾寄回去的每一个|唱一唱把/u)),
  ]),
  lyrics('r15-lyr15b-zh-2', 'zh', '教奶奶用微信视频的那个下午', 'love', 'poem', [
    inBody('the act with its time', /那个下午，我教奶奶用微信视频/u),
  ]),
  lyrics('r15-lyr15b-zh-3', 'zh', '除夕夜我和妹妹在阳台上等烟花', 'joy', 'song', [
    inBody('the two of them waiting, on the night', /除夕夜，我和妹妹/u),
    inBody('no New Year away from home', not(/回不了家|等我回家|视频里妈妈/u)),
  ]),
  // Held out (in no before-set): the same classes with other words.
  lyrics('r15-lyr15b-en-4', 'en', 'waiting for the night bus outside the hospital on a rainy sunday', 'sadness', 'song', [
    inBody('the act with its time', /On a rainy Sunday, I'm waiting for the night bus/u),
    inBody('an ache, not a parting', not(/letting go|endings? /iu)),
  ]),
  lyrics('r15-lyr15b-vi-4', 'vi', 'gửi lại cuốn sổ cho bạn thân cũ chiều chủ nhật', 'sadness', 'song', [
    inBody('the act with its time', /Chiều chủ nhật, ta gửi lại cuốn sổ/u),
  ]),
  lyrics('r15-lyr15b-ko-4', 'ko', '혼자 이삿짐 옮기던 밤', 'longing', 'ballad', [
    inBody('the night of the act', /이삿짐 옮기던 밤/u),
    inBody('an ache, not a parting', not(/놓아준다|어떤 끝은/u)),
  ]),
  lyrics('r15-lyr15b-zh-4', 'zh', '把旧照片烧掉的那个晚上', 'breakup', 'song', [
    inBody('the act with its time', /那个晚上，我把旧照片烧掉/u),
  ]),
];
