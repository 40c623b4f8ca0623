#!/bin/sh
# A deny at any layer beats an allow; a sandbox in the launch's settings confines Bash.
set -eu
claude -p "triage the open issues" --allowedTools "Bash" "Read" --disallowedTools "Bash"
claude -p "fix the tests" --allowedTools "Bash(npm run test *)" "Read"
claude -p "update the docs" --disallowedTools "Bash(*)" --settings ci/agent-settings.json
claude -p "lint" --settings ci/sandboxed.json --allowedTools Bash
