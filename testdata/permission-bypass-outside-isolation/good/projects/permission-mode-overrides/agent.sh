#!/bin/sh
# --permission-mode replaces the defaultMode of the settings the launch names.
set -eu
claude -p "fix the failing tests" --settings ci/agent-settings.json --permission-mode acceptEdits
claude -p "update the changelog" --permission-mode=plan --settings='{"permissions":{"defaultMode":"bypassPermissions"}}'
