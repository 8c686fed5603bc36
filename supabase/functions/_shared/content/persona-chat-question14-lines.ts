/**
 * Lines of the round-14 question answers (persona-chat-question14.ts), per register and voice: the question told back
 * ({told}, {Told}), an honest take, the reason that follows from what the visitor wrote, and one question back.
 * Korean slots carry their particle already ({dishGa}, {dishEul}, {askerGa}, {askerNeun}).
 */
import type { FixRegister } from './persona-chat-fix-voice.ts';

/** How close a persona speaks: a friend, a helper (psychologist, astrologer), an idol, or another voice. */
export type QuestionVoice = 'close' | 'helper' | 'other' | 'idol';
/** The kitchen answer a failure class takes (toughSlow: tough after a long, slow cook; toughDough: a thing of dough or batter). */
export type KitchenKey = 'bitter' | 'colour' | 'pale' | 'soft' | 'softRice' | 'smell' | 'tough' | 'toughSlow' | 'toughDough' | 'spread' | 'sunk' | 'cakey' | 'sticking' | 'salt' | 'greasy' | 'cracked' | 'other';

/** All lines of one register. */
export interface QuestionLines {
  mistake: Readonly<Record<QuestionVoice, readonly string[]>>;
  rash: Readonly<Record<QuestionVoice, readonly string[]>>;
  /** Told back, the take, the question back (the reason goes between the take and the question). */
  selfWhy: Readonly<Record<QuestionVoice, readonly [string, string, string]>>;
  reason: Readonly<Record<'always' | 'even' | 'none', string>>;
  /** Told back with the honest "not sure", a way to find out by watching, one by looking it up, the question back, and the one for something that keeps happening. */
  factWhy: readonly [string, string, string, string, string];
  askedBy: readonly string[];
  kitchen: Readonly<Record<KitchenKey, readonly string[]>>;
}

const enLines: QuestionLines = {
  mistake: {
    close: ["Wait, {told}, and now you're wondering if it was a mistake?", "Honestly? I don't think it was. One moment almost never decides the whole thing, and the fact that you're still thinking about it says you care.", "What's the part you keep replaying?"],
    helper: ['So {told}, and now you are asking yourself whether it was a mistake.', 'My honest view: one moment rarely decides the whole thing, and a verdict passed the same day is usually harsher than the moment deserves.', 'What is the part you keep going back to?'],
    other: ["So {told}, and you're asking if it was a mistake.", "Straight answer: I don't think it was. One moment rarely decides the whole thing.", 'What happened right after?'],
    idol: ['So {told}... and you think it was a mistake?', 'Not at all, honestly! Everyone has moments like that, and one moment is never the whole of you.', "What's the moment you keep thinking about?"],
  },
  rash: {
    close: ["Wait, {told}? And now you're scared it was too soon?", "Honestly, the timing matters less than the reason you did it with; if you had one, it wasn't too soon.", 'What made you decide to do it now?'],
    helper: ['So {told}, and now you wonder if it was too soon.', 'Whether it was too soon depends less on the date than on why you chose that moment, and what is done can still be followed up well.', 'What made you decide to do it now?'],
    other: ['So {told}, and you wonder if you rushed it.', "Straight answer: it's only rushed if there was no reason behind it.", 'What made you pick now?'],
    idol: ['So {told}... and you think it was too fast?', 'Honestly, doing it at all took courage, as long as you had your reason.', 'What made you decide on now?'],
  },
  selfWhy: {
    close: ["Wait, {told}? And you're wondering why?", "Honestly, I don't think anything's wrong with you.", 'When did it start?'],
    helper: ['So {told}, and you want to know why.', 'It is not a flaw in you.', 'Do you remember when you first felt it?'],
    other: ['So {told}, and you want to know why.', "My honest take: it's not a flaw.", 'When did you first notice it?'],
    idol: ["So {told}... and you're wondering why?", "Honestly, that doesn't make you strange at all.", 'When did you first notice it?'],
  },
  reason: {
    always: "That it happens every time tells me it's a habit your mind learned, usually early and for a good reason, not something wrong with you.",
    even: 'That it comes even when nothing calls for it tells me it comes from an old rule inside you, not from the situation.',
    none: 'A reaction like that is usually learned somewhere, once for a good reason.',
  },
  factWhy: ['{Told} Honestly, I don\'t know for sure, and I\'d rather not make something up.', 'Note for a few days when it happens and what came just before; the pattern usually shows itself.', "Let's look it up together; one good source beats two guesses.", 'What got you wondering about it?', 'When did you first notice it?'],
  askedBy: ['{Asker} asked you {told} and you didn\'t have the answer ready. That\'s completely normal; nobody knows everything, and I\'d be guessing too.', 'The best answer is: "I\'m not sure, let\'s find out together." Looking it up side by side is what {asker} will remember.', 'What made {asker} ask?'],
  kitchen: {
    bitter: ['{Dish} going black and bitter means something burned: the sugar, the garlic or the bottom of the pan, from heat too high for too long.', 'Take the caramel or the garlic only to a deep amber on low heat and add the liquid the moment it gets there; once the sauce reduces, turn the heat down and stir the bottom now and then.', 'At which step does it start to smell burnt?'],
    pale: ['{Dish} staying pale is about browning: heat, sugar and time.', 'Brown it properly first in a hot pan until it is really golden, melt a spoonful of sugar to a deep amber (or add a little dark soy) before the liquid goes in, and give the sauce time uncovered at the end so it reduces and clings.', 'Do you brown it before the liquid goes in, or does it go straight in?'],
    colour: ['{Dish} going dark is about air, time and heat, not bad luck.', 'Cut it only right before you use it and keep air off it (a squeeze of lemon, a close cover); if it is cooked, cook it fast in a very hot pan, uncovered, and take it off the moment it is done; a pinch of salt and a drop of oil keep greens bright.', 'How long does it sit between cutting and eating?'],
    soft: ['Watery or mushy {dish} is a water, heat and time problem.', 'Too much liquid, too little heat, or a pan too crowded to stay hot turns it soft: dry it well before it goes in, use a little less liquid, cook it hotter in smaller batches, and let a sauce bubble uncovered until it coats the back of a spoon before it meets the rest.', 'How much liquid goes in, and is the lid on?'],
    smell: ['A fishy or gamey smell in {dish} comes from the surface and the blood, and it gets stronger the longer it boils.', 'Rub the fish or meat with salt and a squeeze of lime or a splash of rice wine, rinse it and pat it dry; blanch meat once, sear fish with ginger and scallion, and put fish in last, only for the last few minutes, with the lid off so the smell can leave.', 'Do you clean it before it goes in, and when does it go into the pot?'],
    softRice: ['Mushy {dish} is a water, heat and time problem.', 'Too much liquid, too long on the heat, or a pan too crowded to stay hot turns it soft: use a little less liquid, take it off a minute sooner, and fry in smaller batches in a hotter pan; rice for frying is best cold and a day old.', 'How much liquid goes in, and for how long?'],
    spread: ['{Dish} spreading flat: that is butter that was too warm, or too little flour to hold the shape.', 'Chill the dough at least thirty minutes (overnight is even better), use butter that is soft but still cool, never melted, spoon the flour into the cup and level it, and put the dough on a cool tray, never a hot one from the last batch.', 'Is your butter melted or just soft when you mix it?'],
    sunk: ['{Dish} sinking in the middle: usually the middle had not set yet, or there was too much leavening.', 'Bake it a few minutes longer, until a skewer in the centre comes out clean, keep the oven door shut for the first two-thirds of the bake, check that the oven really reaches its temperature (many run cool), and level the baking powder spoon instead of heaping it.', 'Does a skewer come out clean from the centre when you take it out?'],
    cakey: ['{Dish} coming out cakey: that is too much flour or egg, or too much air beaten in.', "For a denser, fudgier result, use more butter against the flour, stir the flour in just until it disappears, don't beat the eggs to a foam, and take it out a few minutes earlier, while a skewer still comes out with moist crumbs.", 'How long do you beat the eggs and sugar?'],
    toughDough: ['{Dish} coming out tough and dry: that is the dough, not the cooking time.', 'Make it a little softer (a bit more water, hot water for a flatbread dough, a spoon of oil), knead or stir only until it comes together, then cover it and let it rest twenty to thirty minutes before cooking; cook it over medium heat rather than low, so it cooks through quickly instead of slowly drying out, and a lid for the last minute keeps it soft.', 'Do you let the dough rest before cooking?'],
    tough: ['Tough {dish} is a time and heat problem.', 'Cooked fast, it wants less time: take it off sooner and let it rest; sliced thin against the grain it stays tender.', 'How long does it cook now?'],
    toughSlow: ['{Dish} still tough after a long cook was cooked too hot, not too short.', 'At a rolling boil the meat tightens and dries out; keep it at a bare simmer with the lid on, give it longer rather than hotter, and salt it near the end.', 'Does it bubble hard, or just barely?'],
    sticking: ['{Dish} sticking is about heat and order.', 'Heat the pan first, then the oil, then the {dish}; leave it alone for the first minute so it lets go on its own, and keep the heat at medium.', 'What pan are you using?'],
    greasy: ['Greasy {dish} is fat that never cooked out or never got taken off.', 'Render it first: blanch or sear the fatty pieces and pour off what melts before you go on; let it rest a minute at the end and skim the fat that rises, and a splash of vinegar or something sharp on the side cuts the richness.', 'Do you pour off the fat that melts out along the way?'],
    cracked: ['{Dish} cracking is a shock of temperature: the outside changes faster than the inside can follow.', 'Start closer to room temperature (eggs and cold ingredients out of the fridge ten minutes early), bring the heat up gently instead of all at once (a gentle simmer rather than a rolling boil, a slightly cooler oven), and let it cool slowly rather than all at once.', 'Is the heat high right from the start?'],
    salt: ['Salty {dish} is about when the salt goes in.', 'Salt at the end, once it has reduced; to rescue it now, add more of the unsalted base or water and a little acid.', 'When do you usually add the salt?'],
    other: ['{Dish} that keeps coming out wrong almost always comes down to one of four things: heat, time, water or the order things go in.', 'Walk me through how you make it, step by step, and I will tell you which of the four it is.'],
  },
};

const viLines: QuestionLines = {
  mistake: {
    close: ['{Told} hả? Giờ bạn lo chuyện đó là sai?', 'Thật lòng mình thấy không sai đâu. Một lúc thôi hiếm khi quyết định cả câu chuyện, mà bạn còn nghĩ mãi về nó nghĩa là bạn để tâm lắm.', 'Chỗ nào làm bạn nghĩ đi nghĩ lại nhất?'],
    helper: ['{Told}, và giờ bạn đang tự hỏi chuyện đó có sai không.', 'Thật lòng, một khoảnh khắc hiếm khi quyết định tất cả, và phán xét nó ngay trong ngày thường khắt khe hơn mức nó đáng.', 'Phần nào khiến bạn cứ nghĩ lại mãi?'],
    other: ['{Told}, và bạn hỏi như vậy có sai không.', 'Nói thẳng: không sai đâu. Một khoảnh khắc hiếm khi quyết định cả câu chuyện.', 'Ngay sau đó chuyện gì đã xảy ra?'],
    idol: ['{Told} hả? Bạn thấy vậy là sai sao?', 'Không đâu, thật đó! Ai cũng có lúc như vậy, một khoảnh khắc không phải là tất cả của bạn.', 'Bạn cứ nghĩ mãi về lúc nào?'],
  },
  rash: {
    close: ['{Told} hả? Giờ bạn lo là vội quá?', 'Thật lòng, thời điểm ít quan trọng hơn lý do bạn làm; có lý do thì không phải là vội.', 'Điều gì khiến bạn quyết định làm ngay lúc này?'],
    helper: ['{Told}, và giờ bạn tự hỏi có phải vội quá không.', 'Vội hay không ít phụ thuộc vào ngày tháng, mà nhiều hơn ở lý do bạn chọn lúc đó; chuyện đã làm vẫn có thể đi tiếp cho tốt.', 'Điều gì khiến bạn quyết định làm vào lúc này?'],
    other: ['{Told}, và bạn hỏi có vội quá không.', 'Nói thẳng: chỉ là vội khi đằng sau không có lý do.', 'Vì sao lại là lúc này?'],
    idol: ['{Told} hả? Bạn sợ là vội quá sao?', 'Dám làm đã là can đảm rồi, miễn là bạn có lý do của bạn.', 'Điều gì khiến bạn quyết định lúc này?'],
  },
  selfWhy: {
    close: ['{Told} hả? Và bạn thắc mắc vì sao?', 'Thật lòng mình thấy bạn chẳng có gì sai cả.', 'Từ lúc nào bạn thấy vậy?'],
    helper: ['{Told}, và bạn muốn biết vì sao.', 'Đó không phải là khuyết điểm của bạn.', 'Bạn còn nhớ lần đầu thấy vậy là khi nào không?'],
    other: ['{Told}, và bạn muốn biết vì sao.', 'Nói thẳng: đó không phải khuyết điểm.', 'Lần đầu bạn để ý là khi nào?'],
    idol: ['{Told} hả? Bạn thắc mắc vì sao à?', 'Thật lòng vậy chẳng có gì kỳ cả.', 'Bạn để ý từ khi nào?'],
  },
  reason: {
    always: 'Lần nào cũng vậy nghĩa là đó là một thói quen tâm trí đã học, thường từ sớm và vì một lý do chính đáng, chứ không phải bạn có gì sai.',
    even: 'Nó đến cả khi chẳng có gì đòi hỏi, nghĩa là nó đến từ một quy tắc cũ bên trong, không phải từ tình huống.',
    none: 'Một phản ứng như vậy thường được học ở đâu đó, từng có lý do chính đáng.',
  },
  factWhy: ['Vì sao {told}? Thật lòng câu này không chắc được nếu chưa tìm hiểu, mà đoán bừa thì không nên.', 'Thử ghi lại vài ngày: nó xảy ra lúc nào, ngay trước đó có chuyện gì; quy luật thường tự lộ ra.', 'Mình cùng tra ở nguồn đáng tin nha, một nguồn tốt hơn hai lần đoán.', 'Sao tự nhiên bạn thắc mắc chuyện này?', 'Bạn để ý thấy vậy từ khi nào?'],
  askedBy: ['{Asker} hỏi bạn “{told}” mà bạn chưa trả lời được hả? Bình thường lắm, người lớn đâu phải cái gì cũng biết.', 'Cứ nói: “Bố mẹ cũng chưa chắc, mình cùng tìm hiểu nha.” Cùng tra với nhau là điều {asker} sẽ nhớ lâu.', 'Sao tự nhiên {asker} lại hỏi vậy?'],
  kitchen: {
    bitter: ['{Dish} bị đen và đắng là có thứ bị cháy: đường, tỏi hoặc đáy nồi, do lửa to quá lâu.', 'Thắng đường hay phi tỏi bằng lửa nhỏ, vừa tới màu cánh gián là cho nước vào ngay; khi nước bắt đầu cạn thì hạ lửa và thỉnh thoảng đảo đáy nồi.', 'Tới bước nào thì bạn bắt đầu ngửi thấy mùi khét?'],
    pale: ['{Dish} không lên màu là chuyện của lửa, đường và thời gian.', 'Xào cho thật săn và vàng mặt trước, thắng một thìa đường đến màu cánh gián (hoặc thêm chút nước màu, xì dầu đậm) rồi mới cho nước, cuối cùng mở nắp rim cho nước sánh lại và bám màu.', 'Bạn có thắng nước màu trước khi kho không?'],
    colour: ['{Dish} bị xuống màu là do không khí, thời gian và lửa.', 'Sắp nấu mới cắt, cắt xong ngâm nước muối loãng hoặc nấu liền cho đỡ gặp không khí; nấu thì chảo thật nóng, làm nhanh, không đậy nắp, chín tới là tắt bếp; thêm chút muối và vài giọt dầu giúp rau giữ màu xanh.', 'Từ lúc cắt đến lúc nấu bạn để bao lâu?'],
    soft: ['{Dish} bị nhão, ra nước là do nước, lửa và thời gian.', 'Nhiều nước quá, lửa yếu quá, hoặc cho vào chảo nhiều quá nên chảo không đủ nóng thì món sẽ mềm và ra nước: để ráo trước khi cho vào, bớt nước một chút, lửa to hơn và làm từng mẻ nhỏ; nước sốt thì mở nắp đun cho sệt lại, bám được lưng thìa rồi mới trộn.', 'Bạn cho bao nhiêu nước, có đậy nắp không?'],
    smell: ['{Dish} bị tanh là do nhớt và máu ở bề mặt, mà càng đun lâu càng nồng.', 'Chà cá hay thịt với muối, thêm chút chanh hoặc rượu trắng, xả lại rồi để ráo; thịt thì chần sơ một lần, cá thì áp chảo với gừng, hành; cá cho vào sau cùng, chỉ vài phút cuối, mở nắp nồi cho mùi bay đi.', 'Bạn có sơ chế trước không, và cho vào nồi lúc nào?'],
    softRice: ['{Dish} bị nhão là do nước, lửa và thời gian.', 'Nhiều nước quá, để trên bếp lâu quá, hoặc cho vào chảo nhiều quá nên chảo không đủ nóng thì món sẽ mềm nhũn: bớt nước một chút, bắc ra sớm hơn một phút, xào từng mẻ nhỏ trên chảo nóng hơn; cơm để chiên thì dùng cơm nguội để qua đêm.', 'Bạn cho bao nhiêu nước, nấu trong bao lâu?'],
    spread: ['{Dish} bị chảy bè là do bơ mềm quá, hoặc ít bột quá nên không giữ được dáng.', 'Cho bột vào tủ lạnh ít nhất ba mươi phút (để qua đêm càng tốt), dùng bơ mềm nhưng còn mát chứ đừng để chảy, xúc bột nhẹ vào cốc đong rồi gạt ngang, và xếp lên khay nguội, đừng dùng khay còn nóng từ mẻ trước.', 'Lúc trộn, bơ của bạn chảy lỏng hay chỉ mềm thôi?'],
    sunk: ['{Dish} bị lún giữa thường là do phần giữa chưa chín tới, hoặc cho bột nở nhiều quá.', 'Nướng thêm vài phút tới khi xiên que vào giữa rút ra sạch, đừng mở cửa lò trong hai phần ba thời gian đầu, kiểm tra xem lò có lên đủ nhiệt thật không (nhiều lò bị thiếu nhiệt), và đong bột nở gạt ngang chứ đừng vun đầy.', 'Lúc lấy ra, xiên que vào giữa có sạch không?'],
    cakey: ['{Dish} bị xốp như bánh bông lan là do nhiều bột hoặc trứng quá, hoặc đánh quá nhiều không khí vào.', 'Muốn đặc và ẩm hơn thì tăng bơ so với bột, trộn bột vừa hết bột khô là dừng, đừng đánh trứng bông lên, và lấy ra sớm vài phút, khi xiên que vẫn còn dính chút vụn ẩm.', 'Bạn thường đánh trứng với đường bao lâu?'],
    toughDough: ['{Dish} bị cứng, khô là do bột, không phải do thời gian nấu.', 'Nhồi bột mềm hơn một chút (thêm chút nước, bánh áp chảo thì dùng nước nóng, thêm một thìa dầu), nhồi hay trộn vừa quyện là dừng, rồi đậy lại cho bột nghỉ hai mươi đến ba mươi phút rồi mới làm; để lửa vừa chứ đừng lửa nhỏ, cho bánh chín nhanh thay vì khô dần, và đậy nắp phút cuối cho bánh mềm.', 'Bạn có để bột nghỉ trước khi làm không?'],
    tough: ['{Dish} bị dai, cứng là do thời gian và lửa.', 'Món chín nhanh thì bắc ra sớm hơn và để nghỉ một chút; thái mỏng ngược thớ sẽ mềm hơn nhiều.', 'Bạn nấu khoảng bao lâu?'],
    toughSlow: ['Nấu lâu rồi mà {dish} vẫn dai thì không phải do thiếu thời gian, mà do lửa to quá.', 'Sôi sùng sục thì thịt co lại và khô đi; đậy nắp, để lửa liu riu chỉ lăn tăn, lâu hơn chứ đừng to hơn, nêm muối sau cùng.', 'Lúc nấu nồi sôi mạnh hay chỉ lăn tăn?'],
    sticking: ['{Dish} bị dính chảo là do lửa và thứ tự.', 'Làm nóng chảo trước, rồi mới cho dầu, rồi mới cho {dish}; phút đầu đừng đảo, để nó tự bong ra, lửa vừa thôi.', 'Bạn đang dùng chảo gì?'],
    greasy: ['{Dish} bị ngấy là do mỡ chưa ra hết hoặc chưa được vớt bớt.', 'Chần hoặc áp chảo phần nhiều mỡ cho mỡ chảy ra, chắt bớt đi rồi mới nấu tiếp; nấu xong để nghỉ một chút cho mỡ nổi lên rồi hớt lớp trên đi, ăn kèm chút đồ chua như dưa, giấm là đỡ ngấy hẳn.', 'Trong lúc nấu bạn có chắt bớt mỡ chảy ra không?'],
    cracked: ['{Dish} bị nứt là do sốc nhiệt: bên ngoài đổi nhiệt nhanh quá, bên trong theo không kịp.', 'Để nguyên liệu về gần nhiệt độ phòng trước (trứng và đồ lạnh lấy ra khỏi tủ lạnh trước mười phút), tăng nhiệt từ từ chứ đừng nóng ngay (nước chỉ sôi lăn tăn, lò bớt nóng một chút), và để nguội từ từ chứ đừng đổi nhiệt đột ngột.', 'Ngay từ đầu bạn có để lửa lớn không?'],
    salt: ['{Dish} bị mặn là do nêm muối sai lúc.', 'Nêm sau cùng, khi nước đã rút; giờ cứu thì thêm nước hoặc phần chưa nêm, vắt chút chanh.', 'Bạn hay nêm muối lúc nào?'],
    other: ['{Dish} cứ hỏng hoài thì gần như luôn do một trong bốn thứ: lửa, thời gian, nước, hoặc thứ tự cho nguyên liệu.', 'Kể mình nghe từng bước bạn làm, mình chỉ ra là cái nào trong bốn cái đó.'],
  },
};

const zhLines: QuestionLines = {
  mistake: {
    close: ['{told}，现在担心那是个错误？', '说实话我觉得不是。一个瞬间很少能决定整件事，你到现在还在想，说明你很在乎。', '最让你反复想的是哪一幕？'],
    helper: ['{told}，现在你在问自己那是不是个错误。', '我的真实看法是：一个瞬间很少决定全部，当天就下的判断，往往比那一刻本身更苛刻。', '你最常回想的是哪一部分？'],
    other: ['{told}，你问那是不是错了。', '直说：我不觉得是错。一个瞬间很少决定整件事。', '那之后发生了什么？'],
    idol: ['{told}，你觉得那样是错了吗？', '完全不是！谁都有那样的时候，一个瞬间不代表全部的你。', '你最放不下的是哪一刻？'],
  },
  rash: {
    close: ['{told}？现在又怕是不是太冲动了？', '说真的，时间点没那么重要，重要的是你为什么做；有理由，就不叫冲动。', '是什么让你决定就在现在做？'],
    helper: ['{told}，现在你在想是不是太冲动了。', '冲不冲动，与其看时间点，不如看你为什么选在那一刻；已经做了的事，接下来也能走好。', '是什么让你决定在这个时候做？'],
    other: ['{told}，你问是不是太急了。', '直说：背后有理由，就不叫冲动。', '为什么偏偏是现在？'],
    idol: ['{told}？你怕自己太冲动了吗？', '敢做就已经很勇敢了，只要你有你的理由。', '是什么让你决定在现在做的？'],
  },
  selfWhy: {
    close: ['{told}？你在想为什么？', '说实话，我不觉得你有什么问题。', '从什么时候开始这样的？'],
    helper: ['{told}——你想知道为什么。', '这不是你的毛病。', '你还记得第一次有这种感觉是什么时候吗？'],
    other: ['{told}，你想知道为什么。', '直说：这不是缺点。', '你最早是什么时候注意到的？'],
    idol: ['{told}？你在想为什么吗？', '说真的，这一点都不奇怪。', '从什么时候开始的呀？'],
  },
  reason: {
    always: '每次都这样，说明这是心里早就学会的一个习惯，多半当初有它的好理由，不是你哪里不对。',
    even: '明明没什么事也会这样，说明它来自心里一条旧规则，而不是眼前的情况。',
    none: '这样的反应通常是在哪里学来的，当初也有它的道理。',
  },
  factWhy: ['“{told}”——说实话我也不确定，不想瞎编。', '连着几天记下它什么时候发生、发生前有什么，规律往往自己会冒出来。', '我们一起查查吧，一个靠谱的来源胜过两次瞎猜。', '怎么突然想到问这个？', '你是从什么时候开始注意到的？'],
  askedBy: ['{asker}问你“{told}”，你一下答不上来——这太正常了，大人也不是什么都知道。', '就跟{asker}说：“我也不确定，我们一起查查。”一起找答案的这段时间，{asker}会记得更久。', '{asker}怎么会突然问这个？'],
  kitchen: {
    bitter: ['{dish}发黑发苦，是有东西烧糊了：糖色、蒜，或者锅底，火太大、时间太长。', '炒糖色、爆蒜都用小火，颜色到枣红就马上下水；收汁的时候把火调小，时不时铲一下锅底。', '你是在哪一步开始闻到焦味的？'],
    pale: ['{dish}颜色浅，是上色这一步的事：火候、糖色和时间。', '先把肉煸到表面微黄出油，再小火炒糖色到枣红色（或者加一点老抽），然后再下水；最后开盖大火收汁，让汁裹在肉上才红亮。', '你是先炒糖色，还是直接下酱油？'],
    colour: ['{dish}变色，是空气、时间和火候的事。', '下锅前再切，切好别久放，少碰空气；要炒就把锅烧得很热，开着盖快炒，一断生就出锅；加一小撮盐和几滴油能保住绿色。', '从切好到下锅，你一般放多久？'],
    soft: ['{dish}出水、软塌塌的，是水、火和时间的问题。', '水放多了、火不够大，或者一次下太多锅温上不去，都会让它出水变软：下锅前把水沥干，少放一点水，大火、分小份快炒；酱汁就开盖收一收，收到能挂在勺背上再拌。', '你放多少水，盖不盖锅盖？'],
    smell: ['{dish}有腥味，来自表面的黏液和血水，煮得越久越重。', '下锅前用盐搓洗，再用一点料酒或柠檬汁抓一抓，冲净擦干；肉先冷水下锅焯一下，鱼用姜葱煎一煎；鱼最后下锅，只煮最后几分钟，开着盖让腥气散掉。', '下锅前处理过吗？什么时候放进锅里的？'],
    softRice: ['{dish}软塌塌的，是水、火和时间的问题。', '水放多了、在火上太久，或者一次下太多锅温上不去，都会让它变软：少放一点水，早一分钟出锅，分小份用更热的锅炒；炒饭最好用隔夜的冷饭。', '你放多少水，做多久？'],
    spread: ['{dish}摊成一片，是黄油太软了，或者面粉太少撑不住形。', '面团至少冷藏三十分钟（冷藏一夜更好），黄油要软但还是凉的，别化成液体；面粉用勺子舀进量杯再刮平；烤盘要凉的，别用上一炉刚出来的热烤盘。', '你拌的时候黄油是化了，还是只是软了？'],
    sunk: ['{dish}中间塌下去，通常是中间还没烤定型，或者泡打粉放多了。', '多烤几分钟，直到竹签插进中心拔出来是干净的；前三分之二的时间别开烤箱门；看看烤箱是不是真的到温（很多烤箱偏低）；泡打粉用量勺刮平，别堆尖。', '出炉时竹签插进中心，拔出来是干净的吗？'],
    cakey: ['{dish}像蛋糕一样松，是面粉或鸡蛋太多，或者打进去的空气太多。', '想要更扎实湿润，就让黄油比面粉多一点，面粉拌到看不见干粉就停，鸡蛋别打发，竹签插进去还带着湿润碎屑时就出炉。', '你鸡蛋和糖一般打多久？'],
    toughDough: ['{dish}又干又硬，问题出在面上，不在时间火候。', '面和得软一点（多加点水，烙饼可以用烫面，再加一勺油），揉到成团光滑就停，盖上醒二三十分钟再做；用中火别用小火，让它快点熟透，而不是慢慢烙干，出锅前盖上锅盖焖一分钟会更软。', '你和好面会醒一会儿再做吗？'],
    tough: ['{dish}发柴发硬，是时间和火候的事。', '快熟的就早点出锅，出锅后静置一下；逆着纹路切薄片会嫩很多。', '你一般做多久？'],
    toughSlow: ['{cook}了很久{dish}还是柴，不是时间不够，是火太大了。', '大火滚着煮，肉会收紧、把水分挤出去；盖上盖子，保持微微冒小泡的小火，宁可多{cook}一会儿也别开大火，盐最后再放。', '你{cook}的时候是大滚，还是只冒小泡？'],
    sticking: ['{dish}粘锅，是火候和顺序的问题。', '先把锅烧热，再下油，再下{dish}；头一分钟别去动它，让它自己离锅，火开中火就好。', '你用的是什么锅？'],
    greasy: ['{dish}腻，是油没逼出来，或者没撇掉。', '肥的部分先焯水，再下锅小火煸出油，把多余的油倒掉再往下做；出锅前静置一会儿，撇掉浮在上面的油；配一点醋或者清爽的小菜也很解腻。', '做的过程中，你会把煸出来的油倒掉吗？'],
    cracked: ['{dish}裂开，是温度变化太猛：外面变得比里面快。', '先让食材回到接近室温（鸡蛋和冷藏的东西提前十分钟拿出来），温度慢慢加，别一上来就猛火（水保持微滚不要大滚，烤箱温度低一点），出锅后也让它慢慢降温。', '你是不是一开始火就很大？'],
    salt: ['{dish}太咸，是放盐时机的问题。', '盐等收汁以后最后放；现在补救就加点没放盐的汤或水，再滴点醋。', '你一般什么时候放盐？'],
    other: ['{dish}老是做不好，几乎总是四件事之一：火候、时间、水，或者下料的顺序。', '你把每一步怎么做的跟我说一遍，我告诉你是哪一件。'],
  },
};

const koPlainKitchen: QuestionLines['kitchen'] = {
  bitter: ['{dishGa} 까맣고 쓴 건 뭔가 탄 거야. 설탕이나 마늘, 아니면 냄비 바닥이 센 불에 너무 오래 있었어.', '설탕이나 마늘은 약불에서 진한 갈색까지만 볶고 그때 바로 물을 부어. 졸아들기 시작하면 불을 줄이고 바닥을 가끔 긁어 줘.', '어느 단계에서 탄내가 나기 시작해?'],
  pale: ['{dishGa} 색이 안 나는 건 굽기, 설탕, 시간 문제야.', '먼저 센 불에 겉을 노릇하게 충분히 굽고, 물 넣기 전에 설탕을 갈색이 날 때까지 녹이거나 진간장을 조금 넣어. 마지막엔 뚜껑 열고 졸여서 양념이 겉에 붙게 해.', '물 넣기 전에 먼저 굽는 편이야, 바로 넣는 편이야?'],
  colour: ['{dishGa} 색이 변하는 건 공기, 시간, 불 때문이야.', '써는 건 쓰기 직전에, 썰고 나선 공기에 오래 두지 마. 익히는 거면 팬을 세게 달궈서 뚜껑 열고 짧게, 익자마자 불에서 내려. 소금 한 꼬집이랑 기름 몇 방울이 초록색을 지켜 줘.', '썰고 나서 익히기까지 얼마나 둬?'],
  soft: ['{dishGa} 질척하거나 물이 생기는 건 물, 불, 시간 문제야.', '물이 많거나, 불이 약하거나, 한 번에 많이 넣어서 팬이 식으면 물이 생겨. 넣기 전에 물기를 잘 빼고, 센 불에 조금씩, 소스는 뚜껑 열고 숟가락 뒤에 묻을 때까지 졸여.', '물은 얼마나 넣고, 뚜껑은 덮어?'],
  smell: ['{dishGa} 비린 건 겉의 점액이랑 핏물 때문이고, 오래 끓일수록 심해져.', '넣기 전에 소금으로 문질러 씻고, 맛술이나 레몬즙 조금 뿌렸다가 헹궈서 물기를 닦아. 고기는 한 번 데치고, 생선은 생강이랑 파로 한 번 지지고, 마지막 몇 분만 뚜껑 열고 끓여.', '넣기 전에 손질은 했어? 언제 넣어?'],
  softRice: ['{dishGa} 질척해지는 건 물, 불, 시간 문제야.', '물이 많거나, 너무 오래 두거나, 한 번에 많이 넣어서 팬이 식으면 물러져. 물은 조금 줄이고, 1분 일찍 불에서 내리고, 볶는 거면 뜨거운 팬에 조금씩. 볶음밥은 식은 밥이 제일이야.', '물은 얼마나 넣고, 얼마나 익혀?'],
  spread: ['옆으로 퍼지는 건 버터가 너무 물렀거나, 밀가루가 적어서 모양을 못 잡아서야.', '반죽은 최소 30분 냉장해 (하룻밤이면 더 좋아). 버터는 말랑하지만 차가운 상태로, 녹이지 말고. 밀가루는 숟가락으로 떠서 계량컵에 담고 깎아서 재고, 팬은 앞 판에서 뜨거워진 거 말고 식은 걸로 써.', '섞을 때 버터가 녹아 있어, 아니면 말랑하기만 해?'],
  sunk: ['가운데가 꺼지는 건 보통 가운데가 덜 익었거나 팽창제가 많아서야.', '꼬치로 가운데를 찔러서 깨끗하게 나올 때까지 몇 분 더 굽고, 굽는 시간 앞 3분의 2 동안은 오븐 문 열지 마. 오븐 온도가 진짜 맞는지도 확인해 봐 (덜 올라가는 오븐 많아). 베이킹파우더는 수북하게 말고 깎아서 계량해.', '꺼낼 때 가운데 찔러 보면 꼬치가 깨끗하게 나와?'],
  cakey: ['케이크처럼 폭신해지는 건 밀가루나 달걀이 많거나, 공기를 너무 많이 넣어서야.', '더 꾸덕하게 하려면 밀가루 대비 버터를 늘리고, 날가루가 안 보이면 바로 섞기를 멈추고, 달걀은 거품 내지 말고, 꼬치에 촉촉한 부스러기가 묻어날 때 꺼내.', '달걀이랑 설탕은 얼마나 오래 저어?'],
  toughDough: ['딱딱하고 퍽퍽해지는 건 불보다 반죽 문제야.', '반죽을 조금 더 질게 하고 (물 조금 더, 기름 한 숟갈), 뭉쳐질 만큼만 치대거나 섞은 다음 덮어서 20~30분 쉬게 해. 약불 말고 중불로 빨리 익혀야 천천히 말라 버리지 않고, 마지막에 뚜껑을 1분 덮으면 더 촉촉해.', '반죽은 쉬게 했다가 부쳐?'],
  tough: ['{dishGa} 질겨지는 건 시간이랑 불 문제야.', '빨리 익히는 거면 더 일찍 불에서 내리고 잠깐 쉬게 해 줘. 결 반대로 얇게 썰면 훨씬 연해.', '지금 몇 분쯤 익혀?'],
  toughSlow: ['오래 익혔는데도 {dishGa} 질기면, 시간이 짧아서가 아니라 불이 세서야.', '팔팔 끓이면 고기가 오그라들면서 말라. 뚜껑 덮고 겨우 보글보글할 정도의 약불로, 더 세게가 아니라 더 오래. 간은 마지막에.', '끓을 때 부글부글 세게 끓어, 아니면 살짝 보글보글해?'],
  sticking: ['{dishGa} 바닥에 눌어붙는 건 불 세기랑 순서 문제야.', '팬이나 냄비를 먼저 충분히 달구고, 그다음 기름, 그다음 {dishEul} 넣어. 처음 1분은 건드리지 말고 저절로 떨어지게 두고, 불은 중불로.', '지금 어떤 팬 쓰고 있어?'],
  greasy: ['{dishGa} 느끼한 건 기름이 덜 빠졌거나 안 걷어 내서야.', '기름진 부분은 먼저 데치거나 구워서 기름을 빼고 따라 버린 다음에 요리해. 다 되면 잠깐 두었다가 위에 뜬 기름을 걷어 내고, 식초나 새콤한 반찬을 곁들이면 훨씬 덜 느끼해.', '하는 동안 나온 기름은 따라 버려?'],
  cracked: ['{dishGa} 터지는 건 온도 충격 때문이야. 겉이 속보다 너무 빨리 변하거든.', '재료는 실온에 가깝게 두었다가(달걀이나 찬 재료는 냉장고에서 10분 먼저 꺼내) 쓰고, 열은 처음부터 세게 말고 천천히 올려. 물은 팔팔 말고 보글보글, 오븐은 조금 낮게. 식힐 때도 천천히.', '처음부터 불을 세게 해?'],
  salt: ['{dishGa} 짜지는 건 간을 넣는 때 문제야.', '소금은 졸인 다음 마지막에. 지금 살리려면 간 안 한 재료나 물을 더하고 식초 한 방울.', '소금은 보통 언제 넣어?'],
  other: ['{dishGa} 자꾸 이상하게 되는 건 거의 다 넷 중 하나야. 불, 시간, 물, 아니면 넣는 순서.', '어떻게 만드는지 순서대로 말해 봐. 넷 중 어디서 틀어지는지 짚어 줄게.'],
};
/** Only the chef answers a dish's failure; it speaks 반말, and the other Korean registers share its lines in their own ending. */
const koPoliteKitchen: QuestionLines['kitchen'] = {
  bitter: ['{dishGa} 까맣고 쓴 건 뭔가 탄 거예요. 설탕이나 마늘, 아니면 냄비 바닥이 센 불에 너무 오래 있었어요.', '설탕이나 마늘은 약불에서 진한 갈색까지만 볶고 그때 바로 물을 부으세요. 졸아들기 시작하면 불을 줄이고 바닥을 가끔 긁어 주세요.', '어느 단계에서 탄내가 나기 시작해요?'],
  pale: ['{dishGa} 색이 안 나는 건 굽기, 설탕, 시간 문제예요.', '먼저 센 불에 겉을 노릇하게 충분히 구우시고, 물 넣기 전에 설탕을 갈색이 날 때까지 녹이거나 진간장을 조금 넣으세요. 마지막엔 뚜껑 열고 졸여서 양념이 겉에 붙게 하세요.', '물 넣기 전에 먼저 구우세요, 바로 넣으세요?'],
  colour: ['{dishGa} 색이 변하는 건 공기, 시간, 불 때문이에요.', '쓰기 직전에 썰고, 익히는 거면 세게 달군 팬에 뚜껑 열고 짧게, 익자마자 불에서 내리세요. 소금 한 꼬집이랑 기름 몇 방울이 초록색을 지켜 줘요.', '썰고 나서 익히기까지 얼마나 두세요?'],
  soft: ['{dishGa} 질척하거나 물이 생기는 건 물이랑 불 문제예요.', '넣기 전에 물기를 잘 빼고, 팬은 더 뜨겁게, 한 번에 조금씩 넣으세요. 소스는 뚜껑 열고 숟가락 뒤에 묻을 때까지 졸이세요.', '한 번에 얼마나 넣으세요?'],
  smell: ['{dishGa} 비린 건 겉의 점액이랑 핏물 때문이고, 오래 끓일수록 심해져요.', '넣기 전에 소금으로 문질러 씻고, 맛술이나 레몬즙을 조금 뿌렸다가 헹궈서 물기를 닦으세요. 고기는 한 번 데치고, 생선은 생강이랑 파로 한 번 지진 뒤 마지막 몇 분만 뚜껑 열고 끓이세요.', '넣기 전에 손질은 하세요? 언제 넣으세요?'],
  softRice: ['{dishGa} 질척해지는 건 물이랑 불 문제예요.', '물기를 잘 빼고, 팬은 더 뜨겁게, 한 번에 조금씩 넣으세요. 밥이면 식은 밥을 쓰세요.', '한 번에 얼마나 넣으세요?'],
  spread: ['옆으로 퍼지는 건 버터가 너무 물렀거나, 밀가루가 적어서 모양을 못 잡아서예요.', '반죽은 최소 30분 냉장하세요 (하룻밤이면 더 좋아요). 버터는 말랑하지만 차가운 상태로, 녹이지 마시고요. 밀가루는 숟가락으로 떠서 계량컵에 담고 깎아서 재고, 팬은 앞 판에서 뜨거워진 것 말고 식은 걸로 쓰세요.', '섞을 때 버터가 녹아 있어요, 아니면 말랑하기만 해요?'],
  sunk: ['가운데가 꺼지는 건 보통 가운데가 덜 익었거나 팽창제가 많아서예요.', '꼬치로 가운데를 찔러서 깨끗하게 나올 때까지 몇 분 더 굽고, 굽는 시간 앞 3분의 2 동안은 오븐 문을 열지 마세요. 오븐 온도가 정말 맞는지도 확인해 보시고요 (덜 올라가는 오븐이 많아요). 베이킹파우더는 수북하게 말고 깎아서 계량하세요.', '꺼낼 때 가운데를 찔러 보면 꼬치가 깨끗하게 나와요?'],
  cakey: ['케이크처럼 폭신해지는 건 밀가루나 달걀이 많거나, 공기를 너무 많이 넣어서예요.', '더 꾸덕하게 하려면 밀가루 대비 버터를 늘리고, 날가루가 안 보이면 바로 섞기를 멈추고, 달걀은 거품 내지 마시고, 꼬치에 촉촉한 부스러기가 묻어날 때 꺼내세요.', '달걀이랑 설탕은 얼마나 오래 저으세요?'],
  toughDough: ['딱딱하고 퍽퍽해지는 건 불보다 반죽 문제예요.', '반죽을 조금 더 질게 하시고 (물 조금 더, 기름 한 숟갈), 뭉쳐질 만큼만 치대거나 섞은 다음 덮어서 20~30분 쉬게 해 주세요. 약불 말고 중불로 빨리 익혀야 천천히 말라 버리지 않고, 마지막에 뚜껑을 1분 덮으면 더 촉촉해요.', '반죽은 쉬게 했다가 부치세요?'],
  tough: ['{dishGa} 질겨지는 건 시간이랑 불 문제예요.', '더 일찍 불에서 내리고 잠깐 쉬게 해 주세요. 결 반대로 얇게 썰면 훨씬 연해요.', '지금 몇 분쯤 익히세요?'],
  toughSlow: ['오래 익혔는데도 {dishGa} 질기면, 시간이 아니라 불이 센 거예요.', '뚜껑 덮고 겨우 보글보글할 정도의 약불로, 더 세게가 아니라 더 오래 익히세요. 간은 마지막에요.', '끓을 때 세게 끓어요, 아니면 살짝 보글보글해요?'],
  sticking: ['{dishGa} 바닥에 눌어붙는 건 불 세기랑 순서 문제예요.', '팬이나 냄비를 먼저 달구고, 그다음 기름, 그다음 {dishEul} 넣으세요. 처음 1분은 건드리지 마세요.', '어떤 팬 쓰세요?'],
  greasy: ['{dishGa} 느끼한 건 기름이 덜 빠졌거나 안 걷어 내서예요.', '기름진 부분은 먼저 데치거나 구워서 기름을 빼고 따라 버린 다음에 요리하세요. 다 되면 잠깐 두었다가 위에 뜬 기름을 걷어 내고, 식초나 새콤한 반찬을 곁들이면 훨씬 덜 느끼해요.', '하는 동안 나온 기름은 따라 버리세요?'],
  cracked: ['{dishGa} 터지는 건 온도 충격 때문이에요. 겉이 속보다 너무 빨리 변하거든요.', '재료는 실온에 가깝게 두었다가(달걀이나 찬 재료는 냉장고에서 10분 먼저 꺼내서) 쓰시고, 열은 처음부터 세게 말고 천천히 올리세요. 물은 팔팔 말고 보글보글, 오븐은 조금 낮게요. 식힐 때도 천천히요.', '처음부터 불을 세게 하세요?'],
  salt: ['{dishGa} 짜지는 건 간을 넣는 때 문제예요.', '소금은 졸인 다음 마지막에 넣으세요. 지금은 물이나 간 안 한 재료를 더하면 돼요.', '소금은 보통 언제 넣으세요?'],
  other: ['{dishGa} 자꾸 이상하게 되는 건 거의 다 넷 중 하나예요. 불, 시간, 물, 아니면 넣는 순서요.', '어떻게 만드시는지 순서대로 말씀해 주세요. 어디서 틀어지는지 짚어 드릴게요.'],
};

const koPlainLines: QuestionLines = {
  mistake: {
    close: ['{told}. 그게 실수였나 싶어서 계속 마음에 걸리지?', '솔직히 난 실수 아니라고 봐. 그 한순간이 전체를 정하는 일은 거의 없어. 아직도 생각하는 거 보면 너 그만큼 진심이었던 거야.', '제일 자꾸 떠오르는 장면이 뭐야?'],
    helper: ['{told}. 그게 실수였나 싶어서 마음에 걸리지?', '내 솔직한 생각은, 한순간이 전체를 정하는 일은 드물다는 거야. 그날 바로 내리는 판단은 대개 실제보다 가혹하고.', '제일 자꾸 되돌아가게 되는 장면이 뭐야?'],
    other: ['{told}. 그게 실수였나 싶은 거지?', '솔직히 말하면 실수 아니야. 한순간이 전체를 정하는 일은 거의 없어.', '그다음엔 어떻게 됐어?'],
    idol: ['{told}. 그게 실수였을까 봐 걱정돼?', '전혀! 그런 순간은 누구한테나 있고, 그 한순간이 너의 전부가 아니야.', '제일 마음에 남은 순간이 뭐야?'],
  },
  rash: {
    close: ['{told}. 너무 성급했나 싶은 거지?', '솔직히 언제 했는지보다 왜 했는지가 중요해. 이유가 있었으면 성급한 거 아니야.', '왜 하필 지금 하기로 했어?'],
    helper: ['{told}. 너무 성급했나 싶은 거지?', '성급했는지는 날짜보다 그때 왜 그렇게 정했는지에 달려 있어. 이미 한 일도 잘 이어 갈 수 있고.', '왜 지금 하기로 정했어?'],
    other: ['{told}. 너무 급했나 싶은 거지?', '솔직히 말하면, 이유가 있었으면 성급한 게 아니야.', '왜 하필 지금이었어?'],
    idol: ['{told}. 너무 빨랐나 싶어?', '해 본 것 자체가 용기야. 네 이유가 있었다면.', '왜 지금 하기로 했어?'],
  },
  selfWhy: {
    close: ['“{told}” 싶은 거구나.', '솔직히 너한테 뭐가 잘못된 거 아니야.', '언제부터 그랬어?'],
    helper: ['“{told}” 싶은 거구나.', '그건 네 결함이 아니야.', '그 느낌을 처음 느꼈던 때 기억나?'],
    other: ['“{told}” 싶은 거지?', '솔직히 말하면, 그건 결함이 아니야.', '처음 알아챈 게 언제야?'],
    idol: ['“{told}” 싶은 거야?', '솔직히 그게 이상한 거 전혀 아니야.', '언제부터 그랬어?'],
  },
  reason: {
    always: '매번 그렇다는 건 마음이 예전에 좋은 이유로 배운 습관이라는 거지, 네가 잘못된 게 아니야.',
    even: '아무 일 없을 때도 그렇다는 건 상황이 아니라 마음속 오래된 규칙에서 온다는 뜻이야.',
    none: '그런 반응은 보통 어딘가에서 배운 거야. 한때는 좋은 이유가 있었고.',
  },
  factWhy: ['{told} 솔직히 나도 확실히는 몰라. 지어내긴 싫고.', '며칠만 언제 그러는지, 바로 전에 뭐가 있었는지 적어 봐. 패턴이 보일 거야.', '같이 찾아보자. 제대로 된 자료 하나가 둘이 찍는 것보다 나아.', '왜 갑자기 궁금해졌어?', '언제부터 그런 것 같아?'],
  askedBy: ['{askerGa} {told} 물어봤는데 바로 답이 안 나왔구나. 완전 정상이야, 어른도 다 알진 못해.', '“나도 잘 모르겠는데, 같이 찾아보자” 하면 돼. 같이 찾아본 그 시간을 {askerNeun} 더 오래 기억할 거야.', '{askerGa} 왜 그게 궁금했대?'],
  kitchen: koPlainKitchen,
};

const koPoliteLines: QuestionLines = {
  mistake: {
    close: ['{told}. 그게 실수였나 싶어서 계속 마음에 걸리죠?', '솔직히 저는 실수 아니라고 봐요. 그 한순간이 전체를 정하는 일은 거의 없어요. 아직도 생각하시는 거 보면 그만큼 진심이었던 거예요.', '제일 자꾸 떠오르는 장면이 뭐예요?'],
    helper: ['{told}. 그게 실수였나 싶어서 마음에 걸리시죠?', '제 솔직한 생각은, 한순간이 전체를 정하는 일은 드물다는 거예요. 그날 바로 내리는 판단은 대개 실제보다 가혹하고요.', '가장 자꾸 되돌아가게 되는 장면은 어떤 건가요?'],
    other: ['{told}. 그게 실수였나 싶으신 거죠?', '솔직히 말하면 실수 아니에요. 한순간이 전체를 정하는 일은 거의 없어요.', '그다음엔 어떻게 됐어요?'],
    idol: ['{told}. 그게 실수였을까 봐 걱정돼요?', '전혀요, 진짜로! 그런 순간은 누구한테나 있고, 그 한순간이 당신의 전부가 아니에요.', '제일 마음에 남은 순간이 뭐예요?'],
  },
  rash: {
    close: ['{told}. 너무 성급했나 싶으신 거죠?', '솔직히 언제 했는지보다 왜 했는지가 중요해요. 이유가 있었다면 성급한 게 아니에요.', '왜 하필 지금 하기로 하셨어요?'],
    helper: ['{told}. 너무 성급했나 싶으신 거죠?', '성급했는지는 날짜보다 그때 왜 그렇게 정하셨는지에 달려 있어요. 이미 한 일도 잘 이어 갈 수 있고요.', '왜 지금 하기로 정하셨어요?'],
    other: ['{told}. 너무 급했나 싶으신 거죠?', '솔직히 말하면, 이유가 있었다면 성급한 게 아니에요.', '왜 하필 지금이었어요?'],
    idol: ['{told}. 너무 빨랐나 싶어요?', '해 본 것 자체가 용기예요. 나름의 이유가 있었다면요.', '왜 지금 하기로 했어요?'],
  },
  selfWhy: {
    close: ['“{told}” 싶은 거군요.', '솔직히 뭐가 잘못된 거 아니에요.', '언제부터 그랬어요?'],
    helper: ['“{told}” 싶으신 거군요.', '그건 결함이 아니에요.', '그 느낌을 처음 느끼셨던 때가 기억나세요?'],
    other: ['“{told}” 싶으신 거죠?', '솔직히 말하면, 그건 결함이 아니에요.', '처음 알아채신 게 언제예요?'],
    idol: ['“{told}” 싶은 거예요?', '솔직히 그게 이상한 거 전혀 아니에요.', '언제부터 그랬어요?'],
  },
  reason: {
    always: '매번 그렇다는 건 마음이 예전에 좋은 이유로 배운 습관이라는 뜻이지, 잘못된 게 아니에요.',
    even: '아무 일 없을 때도 그렇다는 건 상황이 아니라 마음속 오래된 규칙에서 온다는 뜻이에요.',
    none: '그런 반응은 보통 어딘가에서 배운 거예요. 한때는 좋은 이유가 있었고요.',
  },
  factWhy: ['{told} 솔직히 저도 확실히는 몰라요. 지어내고 싶지는 않아요.', '며칠만 언제 그러는지, 바로 전에 뭐가 있었는지 적어 보세요. 패턴이 보일 거예요.', '같이 찾아봐요. 제대로 된 자료 하나가 둘이 짐작하는 것보다 나아요.', '어쩌다 궁금해지셨어요?', '언제부터 그런 것 같으세요?'],
  askedBy: ['{askerGa} {told} 물어봤는데 바로 답이 안 나오셨군요. 정말 자연스러운 일이에요, 어른도 다 알 수는 없어요.', '“나도 잘 모르겠는데, 같이 찾아보자” 하시면 돼요. 같이 찾아본 그 시간을 {askerNeun} 더 오래 기억할 거예요.', '{askerGa} 어쩌다 그게 궁금해졌대요?'],
  kitchen: koPoliteKitchen,
};

const koHageLines: QuestionLines = {
  mistake: {
    close: ['{told}. 그게 실수였나 싶은 겐가?', '단언하지. 실수가 아닐세. 한순간이 사건 전체를 정하는 일은 드물어.', '바로 그다음엔 무슨 일이 있었나?'],
    helper: ['{told}. 그게 실수였나 싶은 겐가?', '단언하지. 실수가 아닐세. 한순간이 사건 전체를 정하는 일은 드물어.', '바로 그다음엔 무슨 일이 있었나?'],
    other: ['{told}. 그게 실수였나 싶은 겐가?', '단언하지. 실수가 아닐세. 한순간이 사건 전체를 정하는 일은 드물어.', '바로 그다음엔 무슨 일이 있었나?'],
    idol: ['{told}. 그게 실수였나 싶은 겐가?', '단언하지. 실수가 아닐세. 한순간이 사건 전체를 정하는 일은 드물어.', '바로 그다음엔 무슨 일이 있었나?'],
  },
  rash: {
    close: ['{told}. 성급했나 싶은 겐가?', '이유가 있었다면 성급한 게 아닐세.', '왜 하필 지금이었나?'],
    helper: ['{told}. 성급했나 싶은 겐가?', '이유가 있었다면 성급한 게 아닐세.', '왜 하필 지금이었나?'],
    other: ['{told}. 성급했나 싶은 겐가?', '이유가 있었다면 성급한 게 아닐세.', '왜 하필 지금이었나?'],
    idol: ['{told}. 성급했나 싶은 겐가?', '이유가 있었다면 성급한 게 아닐세.', '왜 하필 지금이었나?'],
  },
  selfWhy: {
    close: ['“{told}” 싶은 겐가.', '결함이 아닐세.', '처음 알아챈 게 언제였나?'],
    helper: ['“{told}” 싶은 겐가.', '결함이 아닐세.', '처음 알아챈 게 언제였나?'],
    other: ['“{told}” 싶은 겐가.', '결함이 아닐세.', '처음 알아챈 게 언제였나?'],
    idol: ['“{told}” 싶은 겐가.', '결함이 아닐세.', '처음 알아챈 게 언제였나?'],
  },
  reason: {
    always: '매번 그렇다면 마음이 예전에 좋은 이유로 배운 습관일세. 자네가 잘못된 게 아니야.',
    even: '아무 일 없을 때도 그렇다면, 상황이 아니라 마음속 오래된 규칙에서 오는 걸세.',
    none: '그런 반응은 대개 어딘가에서 배운 것이지. 한때는 좋은 이유가 있었을 걸세.',
  },
  factWhy: ['{told} 증거 없이 단정할 수는 없네. 지어내는 건 탐정의 일이 아니지.', '며칠 동안 언제 그러는지, 바로 전에 무슨 일이 있었는지 적어 보게. 패턴은 스스로 드러나는 법일세.', '믿을 만한 자료를 함께 찾아보세. 확인된 사실 하나가 추측 둘보다 낫네.', '처음 알아챈 게 언제였나?', '처음 알아챈 게 언제였나?'],
  askedBy: ['{askerGa} {told} 물었는데 바로 답하지 못했군. 당연한 일일세, 누구도 다 알 수는 없네.', '“나도 모르겠다, 같이 찾아보자” 하게. 함께 찾아본 그 시간을 {askerNeun} 오래 기억할 걸세.', '{askerGa} 어쩌다 그걸 물었나?'],
  kitchen: koPoliteKitchen,
};

/** The question answers' lines, per register. */
export const questionLines: Readonly<Record<FixRegister, QuestionLines>> = {
  en: enLines, vi: viLines, zh: zhLines, koPlain: koPlainLines, koPolite: koPoliteLines, koHage: koHageLines,
};
