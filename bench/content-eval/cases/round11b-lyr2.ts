/**
 * Round 11b (issue 13), lyrics wave 2: twelve fresh lyrics requests (round11b-lyr2.before.json, 3 per language) whose
 * theme names who did the object's act and how often (braids Mom did every morning, a grandmother's braiding, the
 * eggs Grandma boiled every morning, the radio Dad played every evening), a place (the pier at sunset with a little
 * brother, a first trip alone to the sea after a breakup, the Busan sea with friends after exams, a graduation night
 * on the rooftop with roommates) or a rap (an all-nighter before a final, the walk home after a 3 a.m. shift, the last
 * train home after overtime). Facts name the giver doing it, the habit, verbs that fit the object's kind, the place's
 * own images with its time and company, and the failure classes: a thing held in both hands that is not held, a stock
 * family the theme never named (New Year for the verb "tết", a grandparent's radio), and stock rap tails pasted on.
 */
import type { EvalCase } from '../eval-case.ts';
import { not, inBody, lyrics } from '../lyrics-case.ts';

export const cases: EvalCase[] = [
  lyrics('r11b-lyr2-en-1', 'en', 'the braids my mom did for me every morning before school', 'longing', 'ballad', [
    inBody('the braids my mom did, whole', /the braids my mom did for me every morning/iu),
    inBody('Mom doing it (her fingers, the mirror, her hands)', /my mom's fingers|my mom's hands|see my mom|behind me/iu),
    inBody('the habit as a scene', /every morning, /iu),
    inBody('no braids held in both hands, no kitchen or apron stock', not(/hold the braids|turn the braids over|apron|good spoons/iu)),
  ]),
  lyrics('r11b-lyr2-en-2', 'en', 'pulling an all nighter at the library before my chem final', 'cheering', 'rap', [
    inBody('the library and the chem final', /library[\s\S]*chem final|chem final[\s\S]*library/iu),
    inBody('no stock tails pasted on (neon light, a scream, a stream, the phone, sown seeds)', not(/under neon light|louder than a scream|running like a stream|ringing on the phone|seeds that I have sown/iu)),
  ]),
  lyrics('r11b-lyr2-en-3', 'en', 'watching the sunset on the pier with my little brother last summer', 'joy', 'song', [
    inBody('watching the sunset on the pier', /watching the sunset on the pier/iu),
    inBody('the sea by the pier (waves, salt wind, sand)', /waves|salt wind|sand|the sea/iu),
    inBody('my little brother is there', /my little brother/iu),
    inBody('last summer', /last summer/iu),
  ]),
  lyrics('r11b-lyr2-vi-1', 'vi', 'bím tóc bà ngoại tết cho mình mỗi sáng đi học', 'longing', 'song', [
    inBody('bím tóc bà ngoại tết, trọn cụm', /bím tóc bà ngoại tết cho mình/iu),
    inBody('bà ngoại đang tết (tay bà, trong gương)', /tay bà ngoại|bà ngoại đứng sau|đôi tay bà ngoại|thấy bà ngoại/iu),
    inBody('thói quen: mỗi sáng', /mỗi sáng, /iu),
    inBody('"tết" là động từ: không có Tết, giao thừa, mâm cơm Tết', not(/giao thừa|mâm cơm Tết|Tết này|năm sau/iu)),
  ]),
  lyrics('r11b-lyr2-vi-2', 'vi', 'lần đầu một mình ra biển Vũng Tàu sau khi chia tay', 'breakup', 'ballad', [
    inBody('biển Vũng Tàu', /biển Vũng Tàu/iu),
    inBody('hình ảnh biển (sóng, gió biển, cát)', /sóng|gió biển|cát ướt|biển cứ/iu),
    inBody('một mình: không có "cùng nhau"', not(/cùng nhau|chúng ta/iu)),
    inBody('không có mảnh "lần đầu một mình" đứng trơ trọi', not(/Ơi lần đầu một mình|buông lần đầu một mình/iu)),
  ]),
  lyrics('r11b-lyr2-vi-3', 'vi', 'cái radio cũ ba hay mở mỗi tối', 'longing', 'poem', [
    inBody('cái radio cũ ba hay mở', /cái radio cũ ba hay mở/iu),
    inBody('radio được bật, dò đài, nghe', /bật cái radio|dò đài|vang lên từ|ngồi nghe|vặn nút/iu),
    inBody('không ôm hay lật cái radio trong tay', not(/ôm cái radio|lật cái radio/iu)),
  ]),
  lyrics('r11b-lyr2-ko-1', 'ko', '할머니가 매일 아침 땋아 주던 내 머리', 'longing', 'ballad', [
    inBody('할머니가 땋아 주던 내 머리', /할머니가 매일 아침 땋아 주던 내 머리/u),
    inBody('할머니의 손, 거울', /할머니의 손|할머니가 있었지/u),
    inBody('머리에 맞는 동사 (묶고, 빗, 찰랑)', /묶고|빗이|찰랑|정리돼/u),
    inBody('돋보기안경, 과자 통, 라디오 같은 할머니 소품 없음', not(/돋보기|과자 통|라디오|앞치마/u)),
  ]),
  lyrics('r11b-lyr2-ko-2', 'ko', '시험 끝나고 친구들이랑 간 부산 바다', 'joy', 'song', [
    inBody('부산 바다', /부산 바다/u),
    inBody('바다의 이미지 (파도, 바닷바람, 모래)', /파도|바닷바람|모래/u),
    inBody('친구들과 함께', /친구들/u),
    inBody('빈 후렴 줄 없음', not(/\n\n\n/u)),
  ]),
  lyrics('r11b-lyr2-ko-3', 'ko', '새벽 세 시 편의점 알바 끝나고 집에 가는 길', 'comfort', 'rap', [
    inBody('집에 가는 길', /집에 가는 길/u),
    inBody('길의 이미지 (가로등, 모퉁이, 발소리)', /가로등|모퉁이|발소리/u),
    inBody('길을 손에 쥐지 않음, 명사 꼬리 붙이기 없음', not(/두 손에 길을|길이 얼마나 소중한지|빛나는 이 거리|새벽의 끝자리|나만의 이야기/u)),
  ]),
  lyrics('r11b-lyr2-zh-1', 'zh', '外婆每天早上给我煮的鸡蛋', 'longing', 'song', [
    inBody('外婆每天早上给我煮的鸡蛋', /外婆每天早上给我煮的鸡蛋/u),
    inBody('外婆在做 (起得早, 厨房, 背影)', /外婆总比我起得早|外婆的背影|看得见外婆/u),
    inBody('每天早上，重复的画面', /每天早上，/u),
    inBody('鸡蛋是吃的，不是捧着看的', not(/捧着鸡蛋|把鸡蛋看了又看|都在鸡蛋里|看着鸡蛋/u)),
  ]),
  lyrics('r11b-lyr2-zh-2', 'zh', '毕业那天晚上和室友在天台喝啤酒', 'sadness', 'ballad', [
    inBody('在天台喝啤酒', /在天台喝啤酒/u),
    inBody('天台的画面 (城市灯火, 楼顶的风)', /城市的灯火|楼顶的风|头顶只有/u),
    inBody('室友在身边', /室友/u),
    inBody('毕业那天晚上, 不是"今天"', /毕业那天晚上/u),
    inBody('没有"心里装着啤酒"这种残片', not(/心里装着啤酒|今天，我在天台/u)),
  ]),
  lyrics('r11b-lyr2-zh-3', 'zh', '加班到凌晨坐末班地铁回家', 'comfort', 'rap', [
    inBody('末班车 / 车厢', /末班|车厢|站/u),
    inBody('不乱贴押韵尾巴 (让梦飞翔, 迎着月光, 爱得坦白, 心如大海)', not(/让梦飞翔|迎着月光|爱得坦白|心如大海/u)),
  ]),
];
