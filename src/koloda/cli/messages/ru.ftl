# koloda.cli: texts in Russian (docs/messages.md). Ids start with "cli-".
