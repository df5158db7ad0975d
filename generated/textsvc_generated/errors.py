"""No errors are generated here: the SDK raises ``textsvc.SvcError`` and its subclasses."""
