#!/bin/sh
# The compose file lives in /opt/agent, outside this repository: not visible, so a warning that says so.
cd /opt/agent
docker compose run --rm agent codex --dangerously-bypass-approvals-and-sandbox exec "fix the tests"
