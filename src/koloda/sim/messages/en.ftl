# koloda.sim: texts in English (docs/messages.md). Ids start with "sim-".
