/**
 * A message for someone who has died (issue 13, round 13): "A text from an unknown number: 'Is this still Anna's
 * phone?' Anna was my sister. She died last spring", "돌아가신 할머니 번호로 문자가 왔다", "去世的爷爷的手机收到一条短信",
 * "tin nhắn gửi chị Hoa, chị đã mất hai năm trước". The narrator answers with the truth, hears from someone who knew the
 * person, and keeps them in touch. Never "nobody could explain the text": a message to the dead is from the living.
 */
import type { ContentLanguage } from '../contract/content-types.ts';
import { readTextFacts } from './name-finder.ts';
import { readAbsent } from './story-guard-facts.ts';
import { drawStoryLine } from './story-event-plot.ts';

/** The person the message was meant for, who has died. */
export interface MessageToGone {
  who: string;
}

const messageWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:texts?|messages?|voicemails?|emails?|phoned|rang|an? (?:missed )?call|calls? from|called (?:me|her|him|us|the house))\b/iu,
  vi: /tin nhắn|nhắn tin|cuộc gọi|gọi điện|gọi đến|email/iu,
  ko: /문자|메시지|카톡|전화가|전화를|이메일/u,
  zh: /短信|消息|微信|来电|电话|邮件/u,
};

const deathWords: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:died|passed away|is gone|was gone|funeral|late (?:sister|brother|mother|father|mom|dad|wife|husband|grand\w+))\b/iu,
  vi: /đã mất|qua đời|mất rồi|ra đi|mất (?:hai|ba|một|mấy|\d+) năm|đám tang/iu,
  ko: /돌아가신|돌아가셨|세상을 떠|장례/u,
  zh: /去世|过世|走了|不在了|离世|葬礼/u,
};

/** Reads a message meant for someone who has died, or null. */
export function findMessageToGone(opening: string, language: ContentLanguage): MessageToGone | null {
  if (!messageWords[language].test(opening) || !deathWords[language].test(opening)) return null;
  const gone = readAbsent(opening, language).find((one) => one.why === 'gone');
  if (gone !== undefined) return { who: gone.who };
  if (language === 'vi') {
    const titled = /(?:^|[\s"“'‘])((?:[Cc]hị|[Aa]nh|[Ee]m|[Bb]à|[Ôô]ng|[Cc]ô|[Cc]hú|[Bb]ác|[Dd]ì|[Cc]ậu)\s\p{Lu}[\p{L}\p{M}]*)/u.exec(opening);
    if (titled !== null) return { who: (titled[1] as string).charAt(0).toLowerCase() + (titled[1] as string).slice(1) };
  }
  const name = readTextFacts(opening).names[0];
  return name === undefined ? null : { who: name };
}

type Beat = 'react' | 'talk' | 'meet' | 'end';

const lines: Readonly<Record<ContentLanguage, Readonly<Record<Beat, readonly string[]>>>> = {
  en: {
    react: ['I stared at the screen for a long time. Then I wrote back the truth: that {who} had died.', 'My thumb hovered over “delete” for a long while. In the end I answered, because {who} would have.'],
    talk: ['The reply took an hour. It was someone who had known {who} years ago and lost touch, and had only now found the nerve to write.', 'We wrote back and forth that night, on and off, for hours. I learned things about {who} I had never known.'],
    meet: ['The next week we met for coffee. They brought a photo of {who} I had never seen, laughing at something outside the frame.', 'They asked if they could call instead. We talked until the phone was hot in my hand, and most of it was about {who}.'],
    end: ['I told them what I thought {who} would have said. Some messages arrive late and still arrive.', 'I kept the number. Now and then one of us writes a line about something {who} would have laughed at.'],
  },
  vi: {
    react: ['Tôi nhìn màn hình rất lâu. Rồi tôi nhắn lại sự thật: {who} đã mất.', 'Ngón tay tôi lưỡng lự trên nút “xóa” khá lâu. Cuối cùng tôi vẫn trả lời, vì {who} hẳn cũng sẽ trả lời.'],
    talk: ['Một tiếng sau mới có hồi âm. Đó là một người quen {who} từ nhiều năm trước, rồi mất liên lạc, giờ mới đủ can đảm nhắn tin.', 'Tối đó hai bên nhắn qua nhắn lại hàng giờ. Tôi biết thêm bao điều về {who} mà trước giờ chưa từng biết.'],
    meet: ['Tuần sau chúng tôi gặp nhau uống cà phê. Người ấy mang theo một tấm ảnh {who} mà tôi chưa thấy bao giờ, đang cười vì điều gì đó ngoài khung hình.', 'Người ấy hỏi có thể gọi điện không. Chúng tôi nói chuyện đến nóng cả máy, và hầu hết là chuyện về {who}.'],
    end: ['Tôi kể cho người ấy nghe điều tôi nghĩ {who} sẽ nói. Có những tin nhắn đến muộn, nhưng vẫn đến.', 'Tôi giữ lại số ấy. Thỉnh thoảng một trong hai lại nhắn một dòng về chuyện gì đó mà {who} hẳn sẽ bật cười.'],
  },
  ko: {
    react: ['나는 한참 화면만 바라보았다. 그러고는 사실대로 답장을 보냈다. {who:가} 돌아가셨다고.', '‘삭제’ 위에서 손가락이 한참 머뭇거렸다. 결국 나는 답장을 했다. {who:도} 분명 그랬을 테니까.'],
    talk: ['한 시간 뒤에 답이 왔다. 오래전 {who:와} 알고 지내다 연락이 끊긴 사람이었다. 이제야 용기를 내서 연락했다고 했다.', '그날 밤 우리는 몇 시간이고 문자를 주고받았다. 나는 {who}에 대해 몰랐던 이야기를 많이 알게 되었다.'],
    meet: ['다음 주에 우리는 만나서 차를 마셨다. 그분은 내가 한 번도 본 적 없는 {who}의 사진을 가져왔다. 사진 밖의 무언가를 보며 웃고 계셨다.', '그분은 전화해도 되느냐고 물었다. 휴대폰이 뜨거워질 때까지 이야기했고, 거의 다 {who} 이야기였다.'],
    end: ['나는 {who:가} 했을 법한 말을 대신 전했다. 늦게 도착하는 문자도, 결국은 도착한다.', '나는 그 번호를 지우지 않았다. 가끔 둘 중 누군가 {who:가} 들으면 웃으셨을 만한 일을 한 줄 보낸다.'],
  },
  zh: {
    react: ['我盯着屏幕看了很久，然后照实回了一句：{who}已经不在了。', '手指在“删除”上停了好一会儿。最后我还是回了，因为{who}也会回的。'],
    talk: ['一个小时后才有回复。是很多年前认识{who}的人，后来断了联系，直到现在才鼓起勇气发来消息。', '那天晚上我们断断续续聊了好几个小时。我知道了好多以前不知道的、关于{who}的事。'],
    meet: ['第二周我们约着喝了杯茶。对方带来一张我从没见过的{who}的照片，正对着镜头外的什么东西笑。', '对方问能不能打个电话。我们聊到手机发烫，说的几乎全是{who}。'],
    end: ['我把我觉得{who}会说的话告诉了对方。有些消息来得晚了，可终究还是到了。', '那个号码我一直留着。偶尔我们谁会发一句，说说{who}要是听到准会笑的事。'],
  },
};

/** Writes the message's three paragraphs (the caller puts the opening before the first). */
export function writeMessageToGone(message: MessageToGone, language: ContentLanguage, random: () => number): string[][] {
  const pick = (beat: Beat): string => {
    const pool = lines[language][beat];
    return drawStoryLine(pool, { who: message.who }, language, random);
  };
  return [[pick('react')], [pick('talk'), pick('meet')], [pick('end')]];
}
