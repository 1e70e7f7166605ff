# koloda.server: texts in Russian (docs/messages.md). Ids start with "server-".
