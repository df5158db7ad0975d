"""Generated from ``openapi/textsvc.yaml`` for the ``textsvc`` SDK: models and operation descriptors.

An implementation detail of ``textsvc``: import ``textsvc`` instead. Nothing here sends a request.
"""
