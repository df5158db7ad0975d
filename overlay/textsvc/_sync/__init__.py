# Written by scripts/unasync.py from the _async package: edit that, then run `nox -s unasync`.
"""The sync client and resources: the source from which scripts/unasync.py writes ``_sync``."""
