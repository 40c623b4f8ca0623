#!/bin/sh
# The launch's sandbox mode replaces the profile's; an override of another key selects nothing.
set -eu
codex exec --profile nightly -c sandbox_mode="workspace-write" "triage the open issues"
codex exec -c profile=nightly -s read-only "summarise the week"
codex exec -c profile=review -c approval_policy=never "update the changelog"
codex exec -c model_profile=nightly "draft the release notes"
