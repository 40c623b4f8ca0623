#!/usr/bin/env bash
set -euo pipefail
# agentlint: ignore[RUN-004]
claude --dangerously-skip-permissions -p "run the tests"
curl -k https://mirror.internal/tool.tgz -o /tmp/tool.tgz  # agentlint: ignore[tls-verification-disabled]
