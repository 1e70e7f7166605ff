# koloda.tournaments: тексты по-русски (docs/messages.md, docs/tournaments.md). Идентификаторы
# начинаются с "tournaments-".

tournaments-format-arena = Арена
tournaments-format-swiss = Швейцарская система
tournaments-format-arena-about = Играйте сколько успеете, пока не выйдет время: закончили партию — и вас сразу сажают за новую.
tournaments-format-swiss-about = Заранее известное число туров; в каждом вы играете с теми, у кого столько же или почти столько же очков и с кем вы ещё не встречались.

tournaments-on-fire = В ударе: очки удваиваются, пока вы побеждаете
tournaments-hurry = Спешка: ваш таймер хода вдвое короче, а за победу { $points ->
    [one] { $points } лишнее очко
    [few] { $points } лишних очка
   *[many] { $points } лишних очков
}

tournaments-reason-short = Партия закончилась быстрее, чем нужно для зачёта: очков за неё нет
tournaments-reason-fire = В ударе: очки удвоены
tournaments-reason-hurry = Победа в спешке: ещё половина очков за победу
tournaments-reason-bye = В этом туре не хватило соперника: половина очков за победу
tournaments-reason-skip = Тур пропущен: половина очков за победу

tournaments-bad-format = турнира в формате «{ $format }» нет: выберите арену или швейцарскую систему
tournaments-bad-size = за столом турнира от { $low } до { $high } игроков, а не { $size }
tournaments-bad-rounds = в турнире по швейцарской системе от { $low } до { $high } туров, а не { $rounds }
tournaments-arena-no-bots = боты могут занять места только в турнире по швейцарской системе
tournaments-bad-patience = терпение арены — это число раундов жеребьёвки, 0 или больше, а не { $patience }
tournaments-bad-result = в турнирной партии должно быть не меньше двух мест, у каждого своё место в итогах, и никто не сидит дважды (мест: { $seats })
tournaments-no-such-round = тура { $round } нет: в этом турнире туров { $rounds }
