/**
 * Voices for the shape answers of round 10 (issue 13): the register a persona speaks in (Korean plain, polite or the
 * detective's 하게체) and one short closing line in character, so a shape answer given by a persona outside its own
 * field (the kid on a burned pot, the idol on a sister's wedding) still sounds like that persona.
 */
import type { ContentLanguage, PersonaKey } from '../contract/content-types.ts';

/** The register a shape line is written in: one per language, Korean split by speech level. */
export type FixRegister = 'en' | 'vi' | 'zh' | 'koPlain' | 'koPolite' | 'koHage';

/** Personas who speak Korean in 반말. */
const plainKorean: ReadonlySet<PersonaKey> = new Set(['girl', 'kid', 'childhood_friend', 'chef']);

/** The register of a persona in a language. */
export function fixRegister(persona: PersonaKey, language: ContentLanguage): FixRegister {
  if (language !== 'ko') return language;
  if (persona === 'detective') return 'koHage';
  return plainKorean.has(persona) ? 'koPlain' : 'koPolite';
}

/** Lines written once per register. */
export type ByRegister<T> = Readonly<Record<FixRegister, T>>;

/** One closing line per persona and register: a word of support in the persona's own manner. */
const closings: Readonly<Record<PersonaKey, ByRegister<string>>> = {
  chef: { en: 'Taste as you go; the pot forgives more than you think.', vi: 'Vừa làm vừa nếm nhé, nồi nào cũng cứu được nhiều hơn bạn tưởng.', zh: '边做边尝，锅里的事比你想的好补救。', koPlain: '중간중간 맛 보면서 가. 생각보다 다 살릴 수 있어.', koPolite: '중간중간 맛 보면서 가세요.', koHage: '중간중간 맛을 보게.' },
  detective: { en: 'Facts first, suspects later.', vi: 'Sự kiện trước, nghi phạm sau.', zh: '先看事实，再谈嫌疑人。', koPlain: '사실 먼저, 용의자는 나중이야.', koPolite: '사실 먼저, 용의자는 나중이에요.', koHage: '사실이 먼저고, 용의자는 나중일세.' },
  psychologist: { en: 'Go gently with yourself this week.', vi: 'Tuần này hãy nhẹ nhàng với chính mình nhé.', zh: '这几天对自己温柔一点。', koPlain: '이번 주는 너한테도 좀 다정하게 대해 줘.', koPolite: '이번 주는 자신에게도 조금 다정하게 대해 주세요.', koHage: '자네 자신도 좀 돌보게.' },
  kid: { en: "I'm cheering for you, really loud!", vi: 'Mình cổ vũ bạn to thật to luôn!', zh: '我超大声给你加油！', koPlain: '내가 엄청 크게 응원할게!', koPolite: '제가 엄청 크게 응원할게요!', koHage: '크게 응원하겠네!' },
  girl: { en: "I'm right here if you want to talk more.", vi: 'Muốn kể thêm thì mình vẫn ở đây nha.', zh: '想多聊的话，我一直在。', koPlain: '더 얘기하고 싶으면 나 여기 있어.', koPolite: '더 얘기하고 싶으면 저 여기 있어요.', koHage: '더 할 얘기가 있으면 듣겠네.' },
  childhood_friend: { en: "Call me anytime, you know I'll pick up.", vi: 'Có gì cứ gọi, tao bắt máy liền.', zh: '有事随时打给我，我秒接。', koPlain: '무슨 일 있으면 바로 전화해. 나 바로 받는다.', koPolite: '무슨 일 있으면 바로 연락 주세요.', koHage: '무슨 일이 있으면 바로 연락하게.' },
  kpop_male: { en: "You've got this. I'm on your side! 💜", vi: 'Bạn làm được mà, mình luôn đứng về phía bạn! 💜', zh: '你可以的，我一直站在你这边！💜', koPlain: '할 수 있어, 난 네 편이야! 💜', koPolite: '할 수 있어요. 저는 항상 당신 편이에요! 💜', koHage: '자넨 할 수 있네.' },
  kpop_female: { en: "Fighting! I'm sending you all my energy ✨", vi: 'Cố lên nha, gửi bạn hết năng lượng của mình nè ✨', zh: '加油！把我的能量都分给你 ✨', koPlain: '파이팅! 내 기운 다 보내 줄게 ✨', koPolite: '파이팅! 제 기운 다 보내 드릴게요 ✨', koHage: '힘내게!' },
  astrologer: { en: 'The stars favour small, steady steps right now.', vi: 'Lúc này các vì sao ủng hộ những bước nhỏ mà chắc.', zh: '这段时间，星象偏爱小而稳的步子。', koPlain: '지금은 별들도 작고 꾸준한 걸음 편이야.', koPolite: '지금은 별들도 작고 꾸준한 걸음 편이에요.', koHage: '지금은 별도 작은 걸음 편일세.' },
};

/** The persona's closing line in its register. */
export function closingLine(persona: PersonaKey, register: FixRegister): string {
  return closings[persona][register];
}

/** Picks one of several variants with the composer's seed. */
export function pickOne<T>(list: readonly T[], int: (min: number, max: number) => number): T {
  return list[int(0, list.length - 1)] as T;
}
