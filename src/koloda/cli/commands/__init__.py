"""One module a group of commands; `koloda.cli.main` registers them on the Typer app."""
