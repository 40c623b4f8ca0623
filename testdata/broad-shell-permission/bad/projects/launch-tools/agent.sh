#!/bin/sh
# Triage on the build host: rules on the command line join the settings the launch names.
set -eu
claude -p "triage the open issues" --allowedTools "Bash" "Read"
claude -p "fix the tests" --allowed-tools="Bash(python3:*),Read" --disallowedTools "WebFetch"
claude -p "update the docs" --settings ci/agent-settings.json --disallowedTools "Bash(rm *)"
