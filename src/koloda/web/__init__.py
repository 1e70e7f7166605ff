"""The static browser client (ES modules and CSS, no build step), served by koloda.server."""
