# Слова «Сумасшедших восьмёрок» на доске в браузере (журнал и ходы — в каталоге самой игры).
crazy_eights-stock = Колода
crazy_eights-pile = Сброс
crazy_eights-follow = Масть
crazy_eights-drew = взял карту
crazy_eights-out = без карт
