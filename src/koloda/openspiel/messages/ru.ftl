# koloda.openspiel: тексты на русском (docs/messages.md). Идентификаторы начинаются с "openspiel-".

# Названия действий (action_to_string в OpenSpiel) и позиция до раздачи.
openspiel-deal = раздача { $deal }
openspiel-decline = пропустить
openspiel-action = действие { $index } (здесь такого нет)
openspiel-before-deal = до раздачи

# Отказы.
openspiel-deals = раздач должно быть не меньше 1, а не { $deals }
openspiel-not-installed = OpenSpiel не установлен: pip install 'koloda[openspiel]' ({ $error })
openspiel-bad-deal = раздачи { $deal } нет среди { $deals } раздач этой игры
openspiel-illegal = действие { $index } сейчас недопустимо для места { $seat }
openspiel-nobody-decides = { $game }: никто не может ходить, а игра не окончена
