# koloda.cli.render: texts in English (docs/messages.md). Ids start with "cli-render-".
