/**
 * Answers to "are you coming to X?" for an event the visitor names — a wedding, a birthday party, a reunion, a
 * graduation (seventh round): the persona says yes to THAT event and asks for the time and place, never "morning or
 * afternoon?" as for a walk, and never wishes a happy birthday today for a party on Saturday. Slots: {activity} (the
 * event, capitalised for the start of a sentence), {when} (the time the visitor named, with its own spacing).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

type Register = Exclude<ContentLanguage, 'ko'> | 'koPolite' | 'koPlain';

export const eventLines: Readonly<Record<Register, { accept: readonly string[]; plan: readonly string[] }>> = {
  en: {
    accept: ['{activity}{when}? [I wouldn’t miss it.|Of course I’m coming.|Count me in, obviously.]'],
    plan: ['[Send me the time and the address|Tell me the time and what to bring], and I’ll be there early.'],
  },
  vi: {
    accept: ['{activity}{when} hả? [Mình không bỏ lỡ đâu.|Đương nhiên là đi rồi.|Có mặt, khỏi hỏi.]'],
    plan: ['[Nhắn mình giờ giấc với địa chỉ|Gửi mình giờ với địa chỉ] nha, mình tới sớm.'],
  },
  koPolite: {
    accept: ['{when}{activity}요? [당연히 가야죠.|절대 안 빠질게요.]'],
    plan: ['[시간이랑 장소만 알려 주세요.|몇 시에 어디로 가면 돼요?] 일찍 갈게요.'],
  },
  koPlain: {
    accept: ['{when}{activity}? [당연히 가지.|절대 안 빠져.|말해 뭐 해, 가야지.]'],
    plan: ['[시간이랑 장소만 보내 줘.|몇 시에 어디로 가면 돼?] 일찍 갈게.'],
  },
  zh: {
    accept: ['{when}{activity}？[当然去！|我肯定不缺席。|算我一个，这还用问？]'],
    plan: ['[把时间和地址发我|告诉我几点在哪儿]，我早点到。'],
  },
};
