#!/bin/sh
set -eu
codex exec --dangerously-bypass-approvals-and-sandbox "triage the open issues"
codex exec --sandbox danger-full-access "summarise the week"
