/**
 * Standing still to listen (issue 13, round 10). The lead's round-10 read of the site's own adventures found "Stand
 * still and listen" answered in five of ten themes, romance and school included, by the same overheard plot ("…the
 * money…", "…before anyone finds out…"). What one hears now comes from the story: the sound it named (a voice calling
 * your name, a bell, a knock, footsteps, music) comes again and gives its direction; with no sound named, the place
 * of the theme is heard. A mystery with no sound keeps the overheard voices (null here).
 */
import type { AdventureTheme, ContentLanguage } from '../contract/content-types.ts';

type Sound = 'name' | 'bell' | 'knock' | 'steps' | 'music';

/** Sounds a story names, the more particular first. */
const sounds: Readonly<Record<ContentLanguage, ReadonlyArray<readonly [Sound, RegExp]>>> = {
  en: [
    ['name', /\b(?:calls?|calling|called|says?|whispers?|whispering) (?:out )?your name\b/iu],
    ['bell', /\bbells?\b|\bchimes?\b/iu],
    ['knock', /\bknock(?:s|ing|ed)?\b|\bbanging\b|\bscratch(?:es|ing)\b/iu],
    ['steps', /\bfootsteps?\b|\bsteps\b/iu],
    ['music', /\bmusic\b|\bsinging\b|\bsong\b|\bpiano\b|\bviolin\b|\bhumming\b/iu],
  ],
  vi: [
    ['name', /gọi tên bạn|gọi tên mình|thì thầm tên bạn/iu],
    ['bell', /chuông/iu],
    ['knock', /tiếng gõ|gõ cửa|đập cửa|tiếng cào|cào cửa/iu],
    ['steps', /tiếng bước chân|bước chân/iu],
    ['music', /tiếng hát|tiếng nhạc|tiếng đàn|giai điệu|bài hát|ngân nga/iu],
  ],
  ko: [
    ['name', /이름을 부르|이름을 불렀|이름을 속삭/u],
    ['bell', /종소리|종이 울|종을|벨 소리/u],
    ['knock', /노크|두드리|두드린|긁는 소리|쾅쾅/u],
    ['steps', /발소리|발걸음 소리/u],
    ['music', /노랫소리|노래 소리|음악|피아노 소리|연주|허밍|흥얼/u],
  ],
  zh: [
    ['name', /叫你的名字|喊你的名字|叫着你的名字|喊着你的名字|念你的名字/u],
    ['bell', /钟声|铃声|钟响|敲钟/u],
    ['knock', /敲门|敲击声|敲了|抓挠|砰砰/u],
    ['steps', /脚步声/u],
    ['music', /歌声|音乐|琴声|哼着|旋律/u],
  ],
};

const soundLines: Readonly<Record<ContentLanguage, Readonly<Record<Sound, string>>>> = {
  en: {
    name: 'You hold your breath. The voice calls your name again, closer now, and then, softer: “Over here.” This time you can tell where it comes from.',
    bell: 'You hold still. The bell comes again, slower this time, and now you can tell where it is: close, and to your left.',
    knock: 'You hold still. The knocking stops, starts again, three times, patient, as if whoever it is knows you are there.',
    steps: 'You hold still. The footsteps come closer, stop just out of sight, and then, slowly, move away again.',
    music: 'You hold still. The tune comes again, and now you can follow it: it is coming from somewhere close by, and someone is humming along.',
  },
  vi: {
    name: 'Bạn nín thở. Giọng nói lại gọi tên bạn, gần hơn, rồi khẽ hơn: “Đằng này.” Lần này bạn biết nó vọng ra từ đâu.',
    bell: 'Bạn đứng im. Tiếng chuông lại ngân, chậm hơn, và giờ bạn biết nó ở đâu: rất gần, phía bên trái.',
    knock: 'Bạn đứng im. Tiếng gõ ngừng lại, rồi vang lên lần nữa, ba tiếng, kiên nhẫn, như thể người ngoài kia biết bạn đang ở đây.',
    steps: 'Bạn đứng im. Tiếng bước chân tới gần, dừng lại ngay ngoài tầm mắt, rồi chậm rãi đi xa dần.',
    music: 'Bạn đứng im. Giai điệu lại vang lên, và giờ bạn lần theo được: nó ở đâu đó rất gần, có ai đang ngân nga theo.',
  },
  ko: {
    name: '당신은 숨을 죽인다. 목소리가 다시 당신의 이름을 부른다. 아까보다 가깝게. 그리고 더 낮게. “여기야.” 이번에는 어디서 들리는지 알 수 있다.',
    bell: '당신은 꼼짝하지 않는다. 종소리가 다시, 아까보다 느리게 울린다. 이제 어디인지 알겠다. 가깝다. 왼쪽이다.',
    knock: '당신은 꼼짝하지 않는다. 두드리는 소리가 멎었다가 다시 세 번 울린다. 당신이 거기 있다는 걸 아는 것처럼, 느긋하게.',
    steps: '당신은 꼼짝하지 않는다. 발소리가 가까워지다가 보이지 않는 곳에서 멈추고, 이윽고 천천히 멀어진다.',
    music: '당신은 꼼짝하지 않는다. 선율이 다시 들려온다. 이제 따라갈 수 있다. 아주 가까운 곳이고, 누군가 작게 따라 흥얼거리고 있다.',
  },
  zh: {
    name: '你屏住呼吸。那个声音又叫了一遍你的名字，更近了，接着压低了：“这边。”这一次，你听出了它从哪儿来。',
    bell: '你一动不动。钟声又响了，比刚才慢，这下你听出来了：很近，就在左边。',
    knock: '你一动不动。敲击声停了，又响起来，三下，不紧不慢，好像外面的人知道你就在这儿。',
    steps: '你一动不动。脚步声越来越近，在看不见的地方停住，然后又慢慢走远了。',
    music: '你一动不动。那段旋律又响了起来，这下你能循着找过去了：就在附近，还有人跟着轻轻哼。',
  },
};

/** What a place of each theme sounds like when nothing in the story was heard (mystery keeps its overheard voices). */
const ambient: Readonly<Record<ContentLanguage, Partial<Readonly<Record<AdventureTheme, string>>>>> = {
  en: {
    fantasy: 'The forest goes quiet around you. Then the wind carries a voice singing, far off, in a language you almost understand.',
    space: 'Under the hum of the ship, a slow metallic knock comes through the hull, three times, from outside.',
    horror: 'In the silence you hear it: something breathing on the other side of the wall, slow and patient.',
    romance: 'Under the rain you hear music from somewhere near, and a voice you know humming along to it.',
    school: 'Footsteps in the empty corridor, a door closing, and then laughter you would know anywhere.',
    zombie: 'Far off, the groaning shifts like a tide turning. For now, it is moving away from you.',
    time_travel: 'Under the street noise you hear a clock you cannot see, ticking, and it is running backwards.',
    pirate: 'Over the water come oars, muffled, and a voice giving orders in a whisper.',
    cyberpunk: 'Under the rain and the neon hum, two drones pass overhead, scanning, and move on.',
  },
  vi: {
    fantasy: 'Cả khu rừng im bặt quanh bạn. Rồi gió mang tới một giọng hát rất xa, bằng một thứ tiếng bạn gần như hiểu được.',
    space: 'Dưới tiếng ù của con tàu, một tiếng gõ kim loại chậm rãi vọng qua vỏ tàu, ba lần, từ phía bên ngoài.',
    horror: 'Trong im lặng, bạn nghe thấy: có thứ gì đang thở ở phía bên kia bức tường, chậm và kiên nhẫn.',
    romance: 'Trong tiếng mưa, bạn nghe tiếng nhạc từ đâu đó gần đây, và một giọng quen đang khe khẽ hát theo.',
    school: 'Tiếng bước chân trong hành lang vắng, tiếng một cánh cửa khép lại, rồi tiếng cười mà bạn nhận ra ngay.',
    zombie: 'Xa xa, tiếng gào rên dịch chuyển như con nước đổi chiều. Lúc này, nó đang đi xa khỏi bạn.',
    time_travel: 'Dưới tiếng ồn của phố, bạn nghe một chiếc đồng hồ không thấy ở đâu đang tích tắc, và nó chạy ngược.',
    pirate: 'Trên mặt nước vọng tới tiếng mái chèo khua khẽ, và một giọng người thì thầm ra lệnh.',
    cyberpunk: 'Dưới tiếng mưa và tiếng ù của đèn neon, hai chiếc drone lướt qua trên đầu, quét một lượt rồi bay đi.',
  },
  ko: {
    fantasy: '숲이 당신 주위에서 조용해진다. 그러다 바람이 아주 먼 곳의 노랫소리를 실어 온다. 거의 알아들을 수 있을 것 같은 말이다.',
    space: '배의 웅웅거림 아래로, 선체 바깥에서 느린 금속성 두드림이 세 번 울린다.',
    horror: '정적 속에서 들린다. 벽 너머에서 무언가가 느리고 끈질기게 숨 쉬는 소리.',
    romance: '빗소리 사이로 가까운 어딘가에서 음악이 들리고, 귀에 익은 목소리가 작게 따라 부른다.',
    school: '텅 빈 복도의 발소리, 문 닫히는 소리, 그리고 어디서 들어도 알아볼 웃음소리.',
    zombie: '멀리서 신음 소리가 물길이 바뀌듯 방향을 튼다. 지금은 당신에게서 멀어지고 있다.',
    time_travel: '거리의 소음 아래로 보이지 않는 시계가 째깍거린다. 그런데 거꾸로 가고 있다.',
    pirate: '물 위로 소리를 죽인 노 젓는 소리와 속삭이듯 명령하는 목소리가 건너온다.',
    cyberpunk: '빗소리와 네온의 웅웅거림 아래로 드론 두 대가 머리 위를 지나가며 훑어보고는 멀어진다.',
  },
  zh: {
    fantasy: '森林在你周围安静下来。接着，风送来远处的歌声，用的是一种你几乎能听懂的语言。',
    space: '在飞船的嗡嗡声下，船壳外传来缓慢的金属敲击声，三下，来自外面。',
    horror: '一片寂静里，你听见了：墙的另一边有什么东西在呼吸，又慢又有耐心。',
    romance: '雨声里，你听见附近传来音乐，还有一个熟悉的声音跟着轻轻地哼。',
    school: '空荡荡的走廊里有脚步声，一扇门关上了，接着是你在哪儿都认得出的笑声。',
    zombie: '远处的嘶吼声像潮水一样转了向。至少现在，它正离你远去。',
    time_travel: '在街上的嘈杂声底下，你听见一只看不见的钟在滴答作响，而且是倒着走的。',
    pirate: '水面上传来压低的划桨声，还有一个声音在小声发号施令。',
    cyberpunk: '雨声和霓虹灯的嗡鸣里，两架无人机从头顶掠过，扫描了一圈，飞走了。',
  },
};

/** Listening in on what people say ("eavesdrop", "nghe lén", "엿듣는다", "偷听他们在吵什么"): the overheard voices answer that. */
const overhearing: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:eavesdrop|overhear|listen in)\w*|\bwhat (?:they|he|she|the \w+)(?:['’]re| are| is|['’]s)? (?:say|saying|talking|arguing)/iu,
  vi: /nghe lén|nghe trộm|nói gì|cãi nhau chuyện gì|bàn chuyện gì/iu,
  ko: /엿듣|엿들|무슨 말|무슨 얘기|무슨 이야기/u,
  zh: /偷听|在说什么|吵什么|说些什么|聊什么|说的话/u,
};

/**
 * What standing still to listen hears in this story, or null when the choice listens in on what people say or the
 * story is a mystery with no sound of its own (the overheard voices answer then).
 */
export function listenLine(story: string, theme: AdventureTheme, language: ContentLanguage, choice = ''): string | null {
  if (overhearing[language].test(choice)) return null;
  const sound = sounds[language].find(([, pattern]) => pattern.test(story))?.[0];
  if (sound) return soundLines[language][sound];
  return ambient[language][theme] ?? null;
}

const listenOptions: Readonly<Record<ContentLanguage, readonly string[]>> = {
  en: ['Go toward the sound', 'Call out', 'Stay hidden and wait'],
  vi: ['Đi về phía âm thanh', 'Lên tiếng gọi', 'Nấp yên và chờ'],
  ko: ['소리가 나는 쪽으로 간다', '소리 내어 불러 본다', '숨은 채로 기다린다'],
  zh: ['朝声音的方向走去', '出声喊一下', '躲着继续等'],
};

/** Choices after listening: go toward what was heard, call out, or wait hidden. */
export function listenChoices(language: ContentLanguage): readonly string[] {
  return listenOptions[language];
}

/** Listening with an ear to a door or a wall ("put my ear to the door", "áp tai vào cửa", "문에 귀를 대고", "贴在门上听"). */
const earToDoor: Readonly<Record<ContentLanguage, RegExp>> = {
  en: /\b(?:ear|ears)\s+(?:to|against|on)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:door|wall|wardrobe|closet|cupboard)\b|\blisten\w*\s+(?:at|through)\s+(?:the\s+)?(?:[\w-]+\s+){0,2}(?:door|wall)\b/iu,
  vi: /(?:áp|ghé|kề)\s+tai\s+(?:vào|sát)\s+(?:cửa|tường|vách|tủ|cánh cửa)/iu,
  ko: /(?:문|벽|문짝|장롱|옷장)에\s*귀를\s*(?:대|댄|바짝)/u,
  zh: /(?:耳朵)?贴(?:在|着|到)?(?:门|墙|柜)|趴在门上听/u,
};

/** Whether the listening is done with an ear to a door or a wall. */
export function listensAtDoor(choice: string, language: ContentLanguage): boolean {
  return earToDoor[language].test(choice);
}

/** What an ear to a door hears when the story named no sound: people behind it (a light story), someone listening back. */
const doorLines: Readonly<Record<ContentLanguage, readonly [string, string]>> = {
  en: ['Behind the door, two voices are talking quietly, and paper rustles. One of them laughs, then says your name.', 'Behind the door, someone is moving around slowly. Then the footsteps stop, right on the other side, as if listening back.'],
  vi: ['Sau cánh cửa có hai giọng người đang nói nhỏ, kèm tiếng giấy sột soạt. Một người bật cười, rồi nhắc đến tên bạn.', 'Sau cánh cửa có ai đó đang chậm rãi đi lại. Rồi tiếng bước chân dừng lại, ngay phía bên kia, như thể cũng đang lắng nghe bạn.'],
  ko: ['문 너머에서 두 사람이 작게 얘기하고, 종이 넘기는 소리가 난다. 한 사람이 웃더니 당신 이름을 말한다.', '문 너머에서 누군가 천천히 서성인다. 그러다 발소리가 바로 문 반대편에서 멈춘다. 저쪽도 귀를 기울이는 것처럼.'],
  zh: ['门后有两个人在小声说话，还有翻纸的声音。其中一个笑了一下，接着说出了你的名字。', '门后有人在慢慢地走动。然后脚步声停了，就停在门的另一边，像是也在听你。'],
};

/** The line an ear to a door hears: the story's own sound from behind it, else the people or the someone behind it. */
export function doorListenLine(story: string, light: boolean, language: ContentLanguage): string {
  const sound = sounds[language].find(([, pattern]) => pattern.test(story))?.[0];
  if (sound === 'knock') return doorKnock[language];
  if (sound) return soundLines[language][sound];
  const [people, someone] = doorLines[language];
  return light ? people : someone;
}

/** A knock heard with an ear to the door it comes from: from the other side, right there. */
const doorKnock: Readonly<Record<ContentLanguage, string>> = {
  en: 'The knocking stops, then comes again right against your ear, three times, patient, as if whoever is on the other side knows you are there.',
  vi: 'Tiếng gõ ngừng lại, rồi vang lên lần nữa ngay sát tai bạn, ba tiếng, kiên nhẫn, như thể thứ ở phía bên kia biết bạn đang ở đây.',
  ko: '두드리는 소리가 멎었다가 바로 귀 옆에서 다시 세 번 울린다. 반대편에 있는 무언가가 당신이 거기 있다는 걸 아는 것처럼, 느긋하게.',
  zh: '敲击声停了，又贴着你的耳朵响起来，三下，不紧不慢，好像另一边的东西知道你就在这儿。',
};

/** Options after listening at a door: knock, open it a crack, or step back. */
export function doorListenOptions(language: ContentLanguage): readonly string[] {
  return {
    en: ['Knock on the door', 'Open the door a crack', 'Step back quietly'],
    vi: ['Gõ cửa', 'Hé cửa ra một chút', 'Lặng lẽ lùi lại'],
    ko: ['문을 두드린다', '문을 살짝 연다', '조용히 뒤로 물러난다'],
    zh: ['敲敲门', '把门推开一条缝', '悄悄往后退'],
  }[language];
}

/** Whether the choice listens in on what people say (the overheard voices answer that, not the door). */
export function overhears(choice: string, language: ContentLanguage): boolean {
  return overhearing[language].test(choice);
}
