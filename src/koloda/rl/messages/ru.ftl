# koloda.rl: texts in Russian (docs/messages.md). Ids start with "rl-".
