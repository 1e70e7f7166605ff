# koloda.cli.render: texts in Russian (docs/messages.md). Ids start with "cli-render-".
