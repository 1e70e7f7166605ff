# koloda.cli: texts in English (docs/messages.md). Ids start with "cli-".
