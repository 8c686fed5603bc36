/**
 * An invitation in a romance or a school story (issue 13, round 10): "invite them to the concert", "Rủ người ấy đi xem
 * hòa nhạc", "지우에게 같이 불꽃놀이 보러 가자고 한다", "约她周末去看电影". The lead's round-10 read of the site's own romance
 * found it answered "You do it quickly, and then you wait to see what it changes": the person now answers the
 * invitation, glad and a little shy, and a time is settled.
 */
import type { ContentLanguage } from '../contract/content-types.ts';

/** An invitation: the verb of asking someone along to something. */
const invitePatterns: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:invite|invites|ask (?:them|him|her|\p{Lu}\w+|the \w+(?: \w+)?) (?:out|to (?:go|come|the|a|see|watch|dinner|lunch))|ask (?:them|him|her) on a date)\b/iu,
  vi: /(?<![\p{L}\p{M}])(?:rủ|mời|hẹn)(?![\p{L}\p{M}])/iu,
  ko: /가자고|보자고|먹자고|하자고|초대|데이트 신청/u,
  zh: /约(?:他|她|对方|[\p{Script=Han}]{1,4}?)(?:一起)?(?:去|看|吃|出来)|邀请/u,
};

/** Whether a choice invites someone along. */
export function invitesSomeone(told: string, language: ContentLanguage): boolean {
  return invitePatterns[language].test(told);
}

const replies: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: [
    'For a second they just look at you. Then a slow smile. “I was hoping you would ask. Yes.”',
    'You settle it there and then: tomorrow, seven o’clock, and neither of you stops smiling for a while.',
  ],
  vi: [
    'Người ấy nhìn bạn một giây, rồi khẽ mỉm cười: “Mình cứ mong bạn rủ đấy. Đi chứ.”',
    'Hai người chốt luôn: tối mai, bảy giờ, và một lúc lâu sau chẳng ai nhịn được cười.',
  ],
  ko: [
    '그 사람은 잠깐 당신을 바라보다가 천천히 웃는다. “먼저 말해 주길 기다렸어. 좋아.”',
    '그 자리에서 바로 정한다. 내일 저녁 일곱 시. 한동안 둘 다 웃음을 참지 못한다.',
  ],
  zh: [
    '对方愣了一秒，然后慢慢笑了：“我一直在等你开口呢。好啊。”',
    '你们当场就说定了：明天晚上七点。好一会儿，两个人都忍不住笑。',
  ],
};

/** What the person is invited to, as a whole phrase of the choice ("the concert", "xem hòa nhạc", "去对面的咖啡店坐坐"), or null. */
export function inviteActivity(told: string, language: ContentLanguage): string | null {
  const text = told.trim().replace(/[.!?。！？]+$/u, '');
  if (language === 'en') return /\b(?:invite|invites|ask)\s+\S+(?:\s\S+)?\s+(?:out\s+)?(?:to|for)\s+(.{3,40})$/iu.exec(text)?.[1] ?? null;
  if (language === 'vi') return /(?<![\p{L}\p{M}])(?:rủ|mời|hẹn)\s+(?:[\p{L}\p{M}]+\s+){0,3}?(?:đi|tới|đến)\s+(.{3,40})$/iu.exec(text)?.[1] ?? null;
  if (language === 'ko') {
    const found = /((?:[가-힣A-Za-z0-9]+\s+){0,2}?[가-힣A-Za-z0-9]+)\s*(가자고|보자고|먹자고|하자고)/u.exec(text.replace(/^.*?(?:에게|한테)\s+/u, '').replace(/^같이\s+/u, ''));
    if (!found) return null;
    const verb = { 가자고: '가는', 보자고: '보는', 먹자고: '먹는', 하자고: '하는' }[found[2] as '가자고' | '보자고' | '먹자고' | '하자고'];
    return `${found[1] as string} ${verb} 건`;
  }
  return /约[^去看吃出，。]{1,4}?(?:一起)?((?:去|看|吃)[^，。！？]{1,14})/u.exec(text)?.[1] ?? null;
}

const settled: Readonly<Record<ContentLanguage, string>> = {
  en: 'You settle it there and then: {a}, tomorrow at seven, and neither of you stops smiling for a while.',
  vi: 'Hai người chốt luôn: {a}, tối mai lúc bảy giờ, và một lúc lâu sau chẳng ai nhịn được cười.',
  ko: '그 자리에서 바로 정한다. {a} 내일 저녁 일곱 시. 한동안 둘 다 웃음을 참지 못한다.',
  zh: '你们当场就说定了：明天晚上七点，{a}。好一会儿，两个人都忍不住笑。',
};

/** The answer to an invitation in a light story: a yes, and a time settled for what they were invited to. */
export function inviteLines(language: ContentLanguage, told = ''): string[] {
  const activity = inviteActivity(told, language);
  const [yes, time] = replies[language] as [string, string];
  return [yes, activity !== null ? settled[language].replace('{a}', activity) : time];
}

const options: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Walk them home', 'Ask what they would like to do after', 'Text them a photo from tonight'],
  vi: ['Đưa người ấy về', 'Hỏi sau đó người ấy muốn đi đâu', 'Gửi cho người ấy một tấm ảnh tối nay'],
  ko: ['집까지 바래다준다', '끝나고 뭐 하고 싶은지 묻는다', '오늘 밤 찍은 사진을 보낸다'],
  zh: ['送对方回家', '问对方之后想做什么', '把今晚的照片发给对方'],
};

/** Choices after a yes: walk them home, ask what next, send a photo. */
export function inviteOptions(language: ContentLanguage): string[] {
  return [...options[language]];
}
