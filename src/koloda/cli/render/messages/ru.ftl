# koloda.cli.render: texts in Russian (docs/messages.md). Ids start with "cli-render-".
# One section a game's terminal renderer: cli-render-<game_id>-…

## generic (any view as a table)

cli-render-generic-yes = да
cli-render-generic-no = нет
cli-render-generic-more = … { $n } ещё

## palace

cli-render-palace-pile = Стопка
cli-render-palace-empty = пусто
cli-render-palace-to-beat = побить
cli-render-palace-anything = можно всё
cli-render-palace-stock = колода
cli-render-palace-burned = сгорело
cli-render-palace-pick-ups = взятий
cli-render-palace-seat = игрок
cli-render-palace-hand = рука
cli-render-palace-face-up = открытые
cli-render-palace-face-down = закрытые
cli-render-palace-you = вы
cli-render-palace-other = соперник
cli-render-palace-turn = ходит
cli-render-palace-may-act = может вмешаться
cli-render-palace-ready = обмен закончен
cli-render-palace-swapping = меняется
cli-render-palace-place = { $n }-е место
cli-render-palace-your-hand = Ваша рука
cli-render-palace-drawn = взято
cli-render-palace-known = известно
cli-render-palace-swap = Обмен: меняйте карты руки и открытые, затем «закончить обмен».
cli-render-palace-over = Партия окончена.
cli-render-palace-may-add = может доложить взятую карту

## durak

cli-render-durak-title = Дурак
cli-render-durak-trump = козырь
cli-render-durak-stock = прикуп
cli-render-durak-discard = отбой
cli-render-durak-attack = атака
cli-render-durak-defence = защита
cli-render-durak-empty = (на столе пусто)
cli-render-durak-other = соперник
cli-render-durak-cards = { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
cli-render-durak-you = вы
cli-render-durak-attacker = ходит
cli-render-durak-defender = отбивается
cli-render-durak-thrower = подкидывает
cli-render-durak-passed = пас
cli-render-durak-out = вне игры, { $n }-е место
cli-render-durak-taking = берёт
cli-render-durak-turn = ходит сейчас
cli-render-durak-known = видели
cli-render-durak-hand = Ваши карты
cli-render-durak-durak = дурак
cli-render-durak-draw = ничья: дурака нет
cli-render-durak-over = Игра окончена
cli-render-durak-bout = заход №
cli-render-durak-limit = предел
cli-render-durak-drawn = взят

## card_ball

cli-render-card_ball-hand = Ваша рука
cli-render-card_ball-opponent = соперник
cli-render-card_ball-stock = колода
cli-render-card_ball-aside = отложены
cli-render-card_ball-gone = сброшены
cli-render-card_ball-yours = Ваш удар
cli-render-card_ball-theirs = Бьёт соперник
cli-render-card_ball-next-shot = Следующий удар
cli-render-card_ball-break = разбой
cli-render-card_ball-in-hand = биток с руки (дом)
cli-render-card_ball-shots = ударов
cli-render-card_ball-last = последний удар
cli-render-card_ball-foul = фол
cli-render-card_ball-potted = забиты
cli-render-card_ball-nothing = правильно, ничего не забито
cli-render-card_ball-respotted = выставлены
cli-render-card_ball-over = Партия окончена
cli-render-card_ball-place = У вас { $place }-е место
cli-render-card_ball-pays = расчёт
cli-render-card_ball-next = ваша очередь в следующей партии — { $order }-я
cli-render-card_ball-options = Удары
cli-render-card_ball-custom = или наберите: удар НАПРАВЛЕНИЕ СКОРОСТЬ [БОК ВЕРХ [НАКЛОН]] [в X Y]
cli-render-card_ball-you = вы
cli-render-card_ball-legend = ○ биток, ∘ луза, ┄ линия дома (дом ниже), · задняя отметка
cli-render-card_ball-cards = { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
cli-render-card_ball-cue = биток
cli-render-card_ball-cm = см
cli-render-card_ball-foul-miss = ни один шар не задет
cli-render-card_ball-foul-kitchen = первым задет шар в доме
cli-render-card_ball-foul-no-rail = ни шара, ни борта
cli-render-card_ball-foul-closed-break = разбой не открытый
cli-render-card_ball-foul-scratch = биток в лузе
cli-render-card_ball-foul-cue-off = биток за бортом
cli-render-card_ball-foul-ball-off = шар за бортом
cli-render-card_ball-foul-wrong-ball = шар без своей карты
cli-render-card_ball-foul-right-and-wrong = правильный и неправильный шары

## clash_of_decks (and clash_of_decks_solo)

cli-render-clash_of_decks-opponent = соперник
cli-render-clash_of_decks-left = левая сторона
cli-render-clash_of_decks-right = правая сторона
cli-render-clash_of_decks-you = вы
cli-render-clash_of_decks-ai = автомат
cli-render-clash_of_decks-turn = Ход { $n }
cli-render-clash_of_decks-mana = мана { $n }
cli-render-clash_of_decks-hand = рука
cli-render-clash_of_decks-top = верх
cli-render-clash_of_decks-bottom = низ
cli-render-clash_of_decks-bridge = мост
cli-render-clash_of_decks-health = здоровье { $n }
cli-render-clash_of_decks-deck = колода { $n }
cli-render-clash_of_decks-discard = сброс
cli-render-clash_of_decks-over = Партия окончена
cli-render-clash_of_decks-winner = победа: { $who }
cli-render-clash_of_decks-draw = ничья
cli-render-clash_of_decks-pending = выберите порядок возврата ваших уничтоженных существ
cli-render-clash_of_decks-pending-other = { $who }: выбор порядка возврата уничтоженных существ
cli-render-clash_of_decks-pick = Открытые карты
cli-render-clash_of_decks-final = у автомата остался последний ход
cli-render-clash_of_decks-bastion = БАСТИОН
cli-render-clash_of_decks-fort = ФОРТ
cli-render-clash_of_decks-phase-summon = призыв
cli-render-clash_of_decks-phase-assault = штурм
cli-render-clash_of_decks-phase-deck = выбор колод
cli-render-clash_of_decks-phase-draft = драфт
cli-render-clash_of_decks-phase-choose = выбор карт
cli-render-clash_of_decks-phase-ban = запреты
cli-render-clash_of_decks-phase-pick = раздача
cli-render-clash_of_decks-phase-ai_summon = автомат
cli-render-clash_of_decks-phase-over = конец

## thirteenth_hour

cli-render-thirteenth_hour-round = Раунд { $n }
cli-render-thirteenth_hour-last = последний раунд
cli-render-thirteenth_hour-stock = колода { $n }
cli-render-thirteenth_hour-discard = сброс { $n }
cli-render-thirteenth_hour-player = игрок
cli-render-thirteenth_hour-you = вы
cli-render-thirteenth_hour-left = сосед слева
cli-render-thirteenth_hour-right = сосед справа
cli-render-thirteenth_hour-across = напротив
cli-render-thirteenth_hour-across-left = напротив слева
cli-render-thirteenth_hour-across-right = напротив справа
cli-render-thirteenth_hour-opponent = соперник
cli-render-thirteenth_hour-deals = раздаёт: { $who } · нужно отдать
cli-render-thirteenth_hour-deals-any = раздающий ◆ отдаёт
cli-render-thirteenth_hour-refuse-any = получатель может отказаться рукой или взять карту
cli-render-thirteenth_hour-refuse = { $who }: отказаться рукой или взять?
cli-render-thirteenth_hour-row = ряд
cli-render-thirteenth_hour-points = очки
cli-render-thirteenth_hour-kept = плюсы
cli-render-thirteenth_hour-seat = место
cli-render-thirteenth_hour-over = Игра окончена
cli-render-thirteenth_hour-hand = рука
cli-render-thirteenth_hour-return = возврат
cli-render-thirteenth_hour-limit = 13→18
cli-render-thirteenth_hour-batch = закрытых: { $n }
cli-render-thirteenth_hour-legend = * тянет ещё карту · + плюсы · зелёные откладываются сразу
cli-render-thirteenth_hour-wait = с картой
cli-render-thirteenth_hour-dealer = раздаёт
cli-render-thirteenth_hour-marker = маркер

## spiderman_strength (and the words spiderman_dark shares with it)

cli-render-spiderman_strength-title = Человек-Паук: Битва силачей
cli-render-spiderman_strength-round = раунд { $round } из { $limit }
cli-render-spiderman_strength-seat = игрок
cli-render-spiderman_strength-cards = карточек
cli-render-spiderman_strength-known = известно снизу
cli-render-spiderman_strength-out = выбыл
cli-render-spiderman_strength-you = вы
cli-render-spiderman_strength-opponent = соперник
cli-render-spiderman_strength-player = игрок
cli-render-spiderman_strength-an-opponent = соперник
cli-render-spiderman_strength-a-player = игрок
cli-render-spiderman_strength-starts = начинает
cli-render-spiderman_strength-classic = классический выбор: начинающий называет категорию
cli-render-spiderman_strength-top = Ваша верхняя карточка
cli-render-spiderman_strength-last = Прошлый раунд
cli-render-spiderman_strength-playoff = переигровка
cli-render-spiderman_strength-wins = выигрывает раунд
cli-render-spiderman_strength-you-win = вы выигрываете раунд
cli-render-spiderman_strength-draw = ничья: карточки возвращаются
cli-render-spiderman_strength-over = Игра окончена
cli-render-spiderman_strength-aside = отложено
cli-render-spiderman_strength-set = набор
cli-render-spiderman_strength-hero = герой
cli-render-spiderman_strength-villain = злодей
cli-render-spiderman_strength-bonus = бонус
cli-render-spiderman_strength-named = названа категория
cli-render-spiderman_strength-place = { $rank }-е место

## spiderman_dark

cli-render-spiderman_dark-title = Человек-Паук: Сражение во тьме
cli-render-spiderman_dark-calls = ведёт
cli-render-spiderman_dark-called = назван символ

## scattergories

cli-render-scattergories-left = букв осталось { $letters } · категорий { $categories }
cli-render-scattergories-opponent = соперник
cli-render-scattergories-you = вы
cli-render-scattergories-queue = нажали: { $who }
cli-render-scattergories-nobody = никто ещё не нажал: придумали ответ, жмите «Я знаю!»
cli-render-scattergories-answering = сейчас отвечает: { $who }
cli-render-scattergories-answer = ответ ({ $who }): «{ $text }» (за { $take })
cli-render-scattergories-votes = голоса: { $votes }
cli-render-scattergories-accept = да
cli-render-scattergories-reject = нет
cli-render-scattergories-letter = букву
cli-render-scattergories-category = категорию
cli-render-scattergories-cards = карточки
cli-render-scattergories-won = выиграно
cli-render-scattergories-seat = место
cli-render-scattergories-last-ok = последний: «{ $text }» принят
cli-render-scattergories-over = Игра окончена
cli-render-scattergories-last-no = последний: «{ $text }» отклонён ({ $why })
cli-render-scattergories-used = уже были: { $words }
cli-render-scattergories-auto = автосудья: решает словарь
cli-render-scattergories-failed = ошиблись: { $who }
