# koloda.sim: texts in Russian (docs/messages.md). Ids start with "sim-".
