#!/bin/sh
set -eu
claude -p "fix the failing tests" --settings ci/agent-settings.json --max-turns 20
claude -p "update the changelog" --settings='{"permissions":{"defaultMode":"acceptEdits"}}'
