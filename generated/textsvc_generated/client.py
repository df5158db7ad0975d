"""No HTTP client is generated here.

``textsvc.Client`` and ``textsvc.AsyncClient`` send every operation of the spec, from the descriptors
in ``textsvc_generated.api``, with the SDK's auth, retries, pacing and typed errors.
"""
