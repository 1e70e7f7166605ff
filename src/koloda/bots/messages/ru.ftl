# koloda.bots: texts in Russian (docs/messages.md). Ids start with "bots-".
