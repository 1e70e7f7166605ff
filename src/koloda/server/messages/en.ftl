# koloda.server: texts in English (docs/messages.md). Ids start with "server-".
