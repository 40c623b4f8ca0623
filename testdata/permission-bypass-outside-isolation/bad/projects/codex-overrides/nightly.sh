#!/bin/sh
# Overrides on the command line come above the profile they select.
set -eu
codex exec -c profile=nightly "triage the open issues"
codex exec --profile review -c sandbox_mode="danger-full-access" -c approval_policy=never "summarise the week"
codex exec --config default_permissions=":danger-no-sandbox" "update the changelog"
