"""The async client and resources: the source from which scripts/unasync.py writes ``_sync``."""
