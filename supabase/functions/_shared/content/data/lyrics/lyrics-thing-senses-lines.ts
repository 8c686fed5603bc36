/**
 * Round 15 (issue 13, lyr16): what the thing of a deed looks, sounds, smells and feels like, by its CLASS (a firework, a
 * light, a fire, food cooked or eaten, cloth, blank or wrapping paper, a written letter, a chime or a bell, water,
 * rain, snow, sunlight, flowers). Each class has two verse lines and one chorus line per language, plain senses with no feeling of their own, so they sit in every tone of a deed song.
 * No slot: a line names the class's senses, never a noun the visitor did not write beyond the class's own.
 */
import type { ContentLanguage } from '../../../contract/content-types.ts';

/** The classes of a deed's thing whose senses are sung. */
export type SenseClass = 'firework' | 'light' | 'fire' | 'food' | 'fabric' | 'paper' | 'letter' | 'chime' | 'water' | 'rain' | 'snow' | 'sun' | 'flower';

/** Sense lines of one class in one language: two verse lines, then one chorus line. */
export type SenseLines = readonly [string, string, string];

/** Sense lines per class and language. */
export const senseLines: Record<SenseClass, Record<ContentLanguage, SenseLines>> = {
  firework: {
    en: ['A boom, and the sky fills up with light', 'Colours burst open and drift down slow', 'Every burst lights up the faces looking up'],
    vi: ['Đùng một tiếng, cả bầu trời sáng bừng', 'Muôn màu bung nở rồi rơi chầm chậm', 'Mỗi chùm sáng nở, bao gương mặt bừng lên'],
    ko: ['펑 소리에 하늘이 환해져', '색색의 빛이 터졌다가 천천히 흩어져', '터질 때마다 올려다본 얼굴이 환해져'],
    zh: ['砰的一声，天空一下子亮了', '五颜六色地炸开，又慢慢落下来', '每炸开一朵，抬起的脸都被照亮'],
  },
  light: {
    en: ['Small lights come on, one and then another', 'The dark goes soft and gold around the edges', 'A little light, and the whole night changes'],
    vi: ['Từng đốm sáng nhỏ lần lượt bừng lên', 'Bóng tối dịu đi, viền vàng lung linh', 'Chút ánh sáng thôi, cả đêm đổi khác'],
    ko: ['작은 불빛이 하나, 또 하나 켜져', '어둠이 가장자리부터 노랗게 물들어', '작은 불빛 하나에 밤이 달라져'],
    zh: ['小小的光，一点接着一点亮起来', '黑暗的边上，慢慢染成了金色', '一点点光，整个夜晚都不一样了'],
  },
  fire: {
    en: ['The flames curl the edges black', 'Smoke climbs and thins into the dark', 'It crackles, it glows, it turns to ash'],
    vi: ['Ngọn lửa cuộn mép giấy thành màu đen', 'Khói bay lên rồi tan vào bóng tối', 'Lửa tí tách, đỏ rực, rồi thành tro'],
    ko: ['불꽃이 가장자리부터 까맣게 말려 들어가', '연기가 피어올라 어둠 속으로 흩어져', '타닥타닥, 빨갛게 타다가 재가 돼'],
    zh: ['火苗把边角卷成了黑色', '烟往上飘，散进夜色里', '噼啪作响，烧得通红，化成了灰'],
  },
  food: {
    en: ['Steam curls up, warm against my face', 'The smell of it fills every corner', 'Warm in my hands, warm all the way down'],
    vi: ['Hơi nóng bốc lên, ấm cả gương mặt', 'Mùi thơm lan khắp mọi góc nhà', 'Ấm trong tay, ấm xuống tận lòng'],
    ko: ['김이 모락모락 올라 얼굴에 닿아', '고소한 냄새가 구석구석 번져', '손에 쥔 온기가 속까지 따뜻해'],
    zh: ['热气冒上来，暖暖地扑在脸上', '香味飘满了每一个角落', '捧在手里暖暖的，一直暖到心里'],
  },
  fabric: {
    en: ['I smooth each fold flat with my palm', 'The cloth is soft, and it still holds a little warmth', 'Soft in my hands, every thread in its place'],
    vi: ['Tay ta vuốt phẳng từng nếp vải', 'Vải mềm, vẫn còn vương chút hơi ấm', 'Mềm trong tay, từng sợi vẫn nguyên đó'],
    ko: ['손바닥으로 주름을 하나씩 펴 봐', '부드러운 천에 온기가 아직 조금 남아 있어', '손끝에 닿는 올 하나하나가 부드러워'],
    zh: ['我用手掌把每一道褶子抚平', '布料软软的，还留着一点温度', '软软的，一针一线都还在'],
  },
  paper: {
    en: ['The paper rustles under my fingers', 'I fold each corner down, crisp and neat', 'The rustle of paper, every corner neat'],
    vi: ['Giấy sột soạt dưới đầu ngón tay', 'Gấp từng góc giấy thật ngay ngắn', 'Tiếng giấy sột soạt, góc nào cũng thẳng'],
    ko: ['손끝에서 종이가 바스락거려', '모서리를 하나씩 반듯하게 접어', '바스락 종이 소리, 반듯한 모서리'],
    zh: ['纸在指尖沙沙作响', '把每个角都折得整整齐齐', '沙沙的纸声，每个角都整整齐齐'],
  },
  letter: {
    en: ['The paper rustles under my fingers', 'The ink has faded at the folds', 'Paper and ink, and every word still there'],
    vi: ['Trang giấy sột soạt dưới đầu ngón tay', 'Nét mực đã phai nơi những nếp gấp', 'Giấy với mực, chữ nào vẫn còn nguyên'],
    ko: ['손끝에서 종이가 바스락거려', '접힌 자리마다 잉크가 바래 있어', '종이와 잉크, 글자는 그대로 남아'],
    zh: ['纸在指尖沙沙作响', '折痕的地方，墨迹已经淡了', '纸和墨，每个字都还在'],
  },
  chime: {
    en: ['A thin ring trembles in the air', 'The ringing fades, and the quiet comes back', 'A small clear sound, and then the quiet'],
    vi: ['Tiếng leng keng khẽ run trong gió', 'Tiếng ngân tắt dần, lặng im quay lại', 'Một tiếng trong veo, rồi lặng im'],
    ko: ['가느다란 소리가 공기 속에 떨려', '소리가 잦아들고 다시 고요해져', '맑은 소리 하나, 그리고 고요'],
    zh: ['细细的声音在空气里轻轻颤', '声音慢慢淡了，又安静下来', '一声清脆，然后是安静'],
  },
  water: {
    en: ['The water catches the light and carries it', 'Ripples spread out slow and wide', 'The water moves, and it takes its time'],
    vi: ['Mặt nước níu lấy ánh sáng rồi trôi đi', 'Những gợn sóng loang ra chầm chậm', 'Nước cứ trôi, chẳng vội vàng chi'],
    ko: ['물결이 빛을 품고 천천히 흘러가', '잔물결이 느리게, 넓게 번져 가', '물은 흐르고, 서두르지 않아'],
    zh: ['水面接住了光，慢慢带走', '涟漪一圈一圈，慢慢散开', '水一直流，不急不忙'],
  },
  rain: {
    en: ['Rain taps steady on the glass', 'The air smells of wet stone and leaves', 'Rain on the window, soft and steady'],
    vi: ['Mưa gõ đều đều lên ô cửa kính', 'Không khí thơm mùi đá ướt, lá ướt', 'Mưa trên khung cửa, nhẹ và đều'],
    ko: ['빗방울이 유리창을 톡톡 두드려', '젖은 흙냄새, 젖은 잎 냄새가 나', '창가에 빗소리, 잔잔하게 계속'],
    zh: ['雨一下一下敲着玻璃', '空气里是湿石头和湿叶子的味道', '窗上的雨，轻轻的，一直下'],
  },
  snow: {
    en: ['Snow falls without a sound', 'Everything around goes white and hushed', 'White all around, and quiet everywhere'],
    vi: ['Tuyết rơi chẳng một tiếng động', 'Mọi thứ quanh ta trắng xoá, lặng im', 'Đâu đâu cũng trắng, đâu cũng lặng im'],
    ko: ['소리도 없이 눈이 내려', '온 세상이 하얗고 조용해', '온통 하얗고, 어디나 고요해'],
    zh: ['雪落下来，一点声音都没有', '四周一片白，安安静静', '白茫茫的，到处都很安静'],
  },
  sun: {
    en: ['The sun lies warm across everything', 'It smells of sunlight and dry wind', 'Warm light, and the whole day slow'],
    vi: ['Nắng trải ấm lên khắp mọi thứ', 'Thơm mùi nắng, mùi gió hanh khô', 'Nắng ấm, và cả ngày trôi chậm'],
    ko: ['햇볕이 모든 것 위에 따뜻하게 내려앉아', '햇볕 냄새, 마른 바람 냄새가 나', '따뜻한 볕, 느리게 가는 하루'],
    zh: ['阳光暖暖地铺在所有东西上', '有太阳的味道，有干爽的风', '暖暖的阳光，一整天都慢下来'],
  },
  flower: {
    en: ['The petals are soft, the colour bright', 'A faint sweet smell stays on my hands', 'Petals and a faint sweet smell'],
    vi: ['Cánh hoa mềm, sắc hoa tươi thắm', 'Mùi hương thoang thoảng vương trên tay', 'Cánh hoa mềm, hương thoang thoảng'],
    ko: ['꽃잎은 보드랍고 빛깔은 환해', '은은한 꽃향기가 손에 남아', '꽃잎 몇 장, 은은한 향기'],
    zh: ['花瓣软软的，颜色很亮', '淡淡的香味留在手上', '几片花瓣，淡淡的香'],
  },
};
