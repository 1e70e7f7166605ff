"""``python -m koloda.cli``."""

from .main import main

main()
