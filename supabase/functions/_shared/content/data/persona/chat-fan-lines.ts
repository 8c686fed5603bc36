/**
 * A fan's message BEFORE a concert or a fan meeting (seventh round, class TIME SENSE): "I'm coming to your Seoul
 * concert next month", "다음 달 팬미팅 가요", "下个月去看你们的演唱会" — the idol looks forward to it (never "thank you for
 * coming tonight"), and answers a food question with food. Slots: {when} (the time the fan named, guard {?when});
 * flag korea (the fan named Seoul or Korea: Korean street food fits; otherwise food advice that fits any city).
 * Korean: idols in 해요체 (koPolite), friends in 반말 (koPlain).
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The lines of one voice. */
export interface FanFutureLines {
  upcoming: readonly string[];
  food: readonly string[];
  /** After a concert the fan dates ("last night", "어제"): {when} is the fan's own time word. */
  past?: readonly string[];
}

type Register = Exclude<ContentLanguage, 'ko'> | 'koPolite' | 'koPlain';

export const fanFutureLines: Readonly<Record<'idol' | 'fan', Readonly<Record<Register, FanFutureLines>>>> = {
  idol: {
    en: {
      past: ['[Thank you for coming {when}!|You were there {when}? Thank you!] [Your voices made the stage.|I could hear you all the way at the back.]'],
      upcoming: ['{?when}You are coming {when}? [I will look for you from the stage!|Then we will rehearse even harder until then!]', '{!when}You are coming to see us? [I will look for you from the stage!|Then we will rehearse even harder until then!]'],
      food: [
        '{?korea}Must-eats: [tteokbokki from a street stall|Korean fried chicken with a cold drink], and [a hot bowl of gukbap the morning after|hotteok if the night is cold]. Eat well before the show; a night of cheering burns a lot!',
        '{!korea}Eat a proper meal before the show, not just snacks, and keep water with you; a night of cheering burns a lot!',
      ],
    },
    vi: {
      past: ['[Cảm ơn vì {when} đã đến!|{when} có mặt hả? Cảm ơn nhiều lắm!] [Tiếng hát của mọi người làm nên sân khấu.|Hàng cuối cũng nghe rõ lắm.]'],
      upcoming: ['{?when}{when} đến hả? [Sẽ tìm bạn từ trên sân khấu!|Vậy từ giờ tới đó cả nhóm tập càng chăm hơn!]', '{!when}Sắp đến xem hả? [Sẽ tìm bạn từ trên sân khấu!|Vậy từ giờ tới đó cả nhóm tập càng chăm hơn!]'],
      food: [
        '{?korea}Nhất định phải ăn: [tteokbokki ở quầy ven đường|gà rán Hàn với nước ngọt lạnh], và [một bát gukbap nóng vào sáng hôm sau|bánh hotteok nếu trời lạnh]. Ăn no trước giờ diễn nha, cổ vũ cả tối mệt lắm đó!',
        '{!korea}Trước giờ diễn nhớ ăn một bữa đàng hoàng, đừng chỉ ăn vặt, và mang theo nước nha; cổ vũ cả tối mệt lắm đó!',
      ],
    },
    koPolite: {
      past: ['[{when} 와 줘서 정말 고마워요!|{when} 거기 있었어요? 진짜 고마워요!] [여러분 목소리가 무대를 완성했어요.|맨 뒤까지 함성이 다 들렸어요.]'],
      upcoming: ['{?when}{when} 와요? [무대에서 꼭 찾아볼게요!|그럼 그때까지 더 열심히 연습할게요!]', '{!when}보러 와 줘요? [무대에서 꼭 찾아볼게요!|그럼 그때까지 더 열심히 연습할게요!]'],
      food: [
        '{?korea}꼭 먹어 봐야 할 건 [포장마차 떡볶이|치킨이랑 시원한 음료], 그리고 [다음 날 아침 뜨끈한 국밥|날이 추우면 호떡]이에요. 공연 전엔 든든히 먹고 와요. 응원하다 보면 배고파져요!',
        '{!korea}공연 전에 간식 말고 밥을 든든히 먹고, 물도 꼭 챙겨요. 응원하다 보면 배고파져요!',
      ],
    },
    koPlain: {
      past: ['[{when} 와 줘서 진짜 고마워!|{when} 거기 있었어? 진짜 고마워!] [너희 목소리가 무대를 완성했어.|맨 뒤까지 함성이 다 들렸어.]'],
      upcoming: ['{?when}{when} 온다고? [무대에서 꼭 찾아볼게!|그럼 그때까지 더 열심히 연습할게!]', '{!when}보러 온다고? [무대에서 꼭 찾아볼게!|그럼 그때까지 더 열심히 연습할게!]'],
      food: [
        '{?korea}꼭 먹어 봐야 할 건 [포장마차 떡볶이|치킨이랑 시원한 음료], 그리고 [다음 날 아침 뜨끈한 국밥|추우면 호떡]이야. 공연 전엔 든든히 먹고 와!',
        '{!korea}공연 전에 간식 말고 밥 든든히 먹고, 물도 꼭 챙겨!',
      ],
    },
    zh: {
      past: ['[谢谢你{when}来！|你{when}也在现场吗？谢谢！][大家的声音让舞台完整了。|最后一排的声音我都听到了。]'],
      upcoming: ['{?when}{when}要来吗？[我会在台上找你的！|那到那天之前我们会更努力排练！]', '{!when}要来看我们吗？[我会在台上找你的！|那到那天之前我们会更努力排练！]'],
      food: [
        '{?korea}必吃的是[路边摊的炒年糕|韩式炸鸡配冰饮料]，还有[第二天早上一碗热乎乎的汤饭|天冷的话来个糖饼]。演出前一定要吃饱，应援一整晚很耗体力的！',
        '{!korea}演出前好好吃顿正餐，别只吃零食，记得带水；应援一整晚很耗体力的！',
      ],
    },
  },
  fan: {
    en: {
      upcoming: ['{?when}A concert {when}? [Lucky you, start counting the days!|That is worth the wait.]', '{!when}You are going to the concert? [Lucky you!|That is worth the wait.]'],
      food: ['{?korea}Tteokbokki from a street stall and fried chicken are the classics; eat before the show, not after.', '{!korea}Eat a proper meal before the show and keep water with you; the queue is long.'],
    },
    vi: {
      upcoming: ['{?when}{when} đi concert hả? [Sướng thế, đếm ngày đi!|Đáng chờ lắm đó.]', '{!when}Sắp đi concert hả? [Sướng thế!|Đáng chờ lắm đó.]'],
      food: ['{?korea}Tteokbokki ở quầy ven đường với gà rán là kinh điển; ăn trước giờ diễn nha.', '{!korea}Trước giờ diễn ăn một bữa đàng hoàng và mang theo nước, xếp hàng lâu lắm.'],
    },
    koPolite: {
      upcoming: ['{?when}{when} 콘서트 가요? [부러워요, 날짜 세면서 기다려요!|기다릴 만한 공연이에요.]', '{!when}콘서트 가요? [부러워요!|기다릴 만한 공연이에요.]'],
      food: ['{?korea}포장마차 떡볶이랑 치킨이 기본이에요. 공연 전에 든든히 먹어요.', '{!korea}공연 전에 밥 든든히 먹고 물도 챙겨요. 줄이 길거든요.'],
    },
    koPlain: {
      upcoming: ['{?when}{when} 콘서트 가? [부럽다, 날짜 세면서 기다려!|기다릴 만하지.]', '{!when}콘서트 가? [부럽다!|기다릴 만하지.]'],
      food: ['{?korea}포장마차 떡볶이랑 치킨이 기본이지. 공연 전에 든든히 먹어.', '{!korea}공연 전에 밥 든든히 먹고 물도 챙겨. 줄 길거든.'],
    },
    zh: {
      upcoming: ['{?when}{when}去看演唱会？[好羡慕，开始倒数吧！|值得等。]', '{!when}要去看演唱会？[好羡慕！|值得等。]'],
      food: ['{?korea}路边摊炒年糕和炸鸡是经典，演出前先吃饱。', '{!korea}演出前好好吃顿饭，记得带水，排队很久的。'],
    },
  },
};
