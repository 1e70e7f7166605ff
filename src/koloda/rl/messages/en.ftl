# koloda.rl: texts in English (docs/messages.md). Ids start with "rl-".
