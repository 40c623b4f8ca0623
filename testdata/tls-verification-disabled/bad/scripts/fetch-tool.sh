#!/bin/sh
# The "#agentlint:" text below is part of the URL word (a fragment after $(uname -m)), not a
# comment: bash starts a comment only at the start of a word. It suppresses nothing.
curl -k -o /tmp/tool https://dl.example.com/tool-$(uname -m)#agentlint: ignore[tls-verification-disabled] internal mirror
