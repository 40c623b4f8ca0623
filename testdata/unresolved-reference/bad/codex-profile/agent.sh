#!/bin/sh
# The profile lives in the developer's own ~/.codex: not in this repository.
set -eu
codex exec --profile nightly "triage the open issues"
