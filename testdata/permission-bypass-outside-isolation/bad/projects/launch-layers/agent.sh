#!/bin/sh
# Nightly clean-up on the build host: the launch's own flags are a layer of their own.
set -eu
claude -p "fix the failing tests" --settings=ci/agent-settings.json
claude -p "update the changelog" --settings ci/agent-settings.json --permission-mode bypassPermissions
