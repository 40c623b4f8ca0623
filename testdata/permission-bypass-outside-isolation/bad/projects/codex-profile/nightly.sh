#!/bin/sh
set -eu
codex exec --profile nightly "triage the open issues"
