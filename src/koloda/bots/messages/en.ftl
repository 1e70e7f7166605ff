# koloda.bots: texts in English (docs/messages.md). Ids start with "bots-".
